/**
 * A failed call said in the user's language (docs/product-rules.md#how-errors-reach-the-user):
 * from the server's stable code (`common:apiErrors.<code>`), "you are offline" for a call that
 * never reached the server, else the caller's fallback. Never the error's own message: the
 * server's is English and the browser's ("Failed to fetch") in the browser's language.
 */
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';

export function apiErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('common:apiErrors.offline');
    const coded = error.code ? t(`common:apiErrors.${error.code}`, { defaultValue: '' }) : '';
    if (coded) return coded;
  } else if (error instanceof TypeError) {
    return t('common:apiErrors.offline'); // fetch itself failed: no answer at all
  }
  return fallback;
}
