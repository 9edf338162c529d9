/**
 * A failed blog or newsletter call as words for a toast, in the reader's language
 * (docs/product-rules.md#how-errors-reach-the-user).
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';

export function describeBlogError(t: TFunction<'blog'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.isNetworkError) return t('errors.network');
  if (error.code === 'rate_limited') {
    const seconds = (error.body as { retry_after_s?: number } | null)?.retry_after_s ?? 60;
    return t('errors.rateLimited', { seconds });
  }
  if (error.code && t(`errors.codes.${error.code}`, { defaultValue: '' })) {
    return t(`errors.codes.${error.code}`);
  }
  return t('errors.generic');
}
