/**
 * Turns a failed auth call into the message to show, in the user's language
 * (docs/product-rules.md#auth-toasts).
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api/api-error';
import type { RetryPolicy } from '../../lib/api/retry';

/**
 * E-mail sign-in and registration retry twice, from 1000 ms, times 1.5
 * (docs/product-rules.md#time-outs-and-retries).
 */
export const CREDENTIAL_RETRY: Omit<RetryPolicy, 'shouldRetry'> = {
  retries: 2,
  delayMs: 1_000,
  factor: 1.5,
};

/** Only a call that never reached the server is worth repeating. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.isNetworkError;
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/**
 * The first field problem the server named with one of the auth texts' keys (a refused password
 * says `fields: { password: 'validation.passwordCommon' }`), in the user's language.
 */
function fieldMessage(t: TFunction<'auth'>, error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const { fields } = (error.body ?? {}) as { fields?: unknown };
  if (typeof fields !== 'object' || fields === null) return undefined;
  const keys = Object.values(fields).filter((key): key is string => typeof key === 'string');
  const key = keys.find((candidate) => t(candidate, { defaultValue: '' }));
  return key && t(key);
}

/**
 * The localised text for the field the server refused, else for a known error code, else the
 * server's own words, else `fallback`.
 */
export function describeAuthError(t: TFunction<'auth'>, error: unknown, fallback: string): string {
  const field = fieldMessage(t, error);
  if (field) return field;
  const code = errorCode(error);
  if (code && t(`codes.${code}`, { defaultValue: '' })) return t(`codes.${code}`);
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
