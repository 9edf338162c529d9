/** A failed call of the page as a toast in the user's language, and field errors of a form. */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { toaster } from '../../components/toaster';
import { ApiError } from '../../lib/api/api-error';

export type ApiT = TFunction<'api'>;

/** The text of a known code (`codes.*`), else the server's words for a 4xx, else `fallback`. */
export function describeApiError(t: ApiT, error: unknown, fallback: string): string {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code && t(`codes.${code}`, { defaultValue: '' })) return t(`codes.${code}`);
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

export function toastApiFailure(t: ApiT, title: string, error: unknown) {
  toaster.create({ type: 'error', title, description: describeApiError(t, error, t('tryAgain')) });
}

/** The first problem of each field, as the i18n key the schema names (`validation.tokenName`). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    fields[field] ??= issue.message;
  }
  return fields;
}

/** The server's field errors of a 400, by field. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields = (error.body as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  return Object.fromEntries(
    Object.entries(fields)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([field, key]) => [field.split('.')[0]!, key]),
  );
}
