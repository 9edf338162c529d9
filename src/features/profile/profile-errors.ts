/** Turns a failed profile call into what to show, in the user's language. */
import type { TFunction } from 'i18next';
import { toaster } from '../../components/toaster';
import { ApiError } from '../../lib/api/api-error';

export type ProfileT = TFunction<'profile'>;

/** A refusal that belongs under one field of a form, not in a toast. */
export interface FieldRefusal<F extends string> {
  field: F;
  message: string;
}

function codeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The localised text for a known code, else the server's own words (a 4xx), else `fallback`. */
export function describeProfileError(t: ProfileT, error: unknown, fallback: string): string {
  const code = codeOf(error);
  if (code && t(`codes.${code}`, { defaultValue: '' })) return t(`codes.${code}`);
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

/** The session this page runs in has ended (signed out elsewhere, password changed). */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** A failed validation's problems by field: `{ new_email: 'validation.sameEmail' }`. */
function fieldsOf(error: ApiError): Record<string, unknown> {
  return (error.body as { fields?: Record<string, unknown> } | null)?.fields ?? {};
}

/** The i18n key the server gave a field's problem (`validation.passwordCommon`), if we have it. */
function knownFieldMessage(t: ProfileT, error: ApiError, field: string): string | undefined {
  const key = fieldsOf(error)[field];
  return typeof key === 'string' && t(key, { defaultValue: '' }) ? t(key) : undefined;
}

/**
 * Which field of a form a refusal is about: by its code (a wrong password is the password
 * field's), or by the field a failed validation names. The text is the server's reason for the
 * field when it is one of our keys (a weak password says why), else the code's.
 */
export function fieldRefusal<F extends string>(
  t: ProfileT,
  error: unknown,
  fieldsByCode: Partial<Record<string, F>>,
  formFields: readonly F[] = [],
): FieldRefusal<F> | null {
  if (!(error instanceof ApiError)) return null;
  const fields = fieldsOf(error);
  const field =
    (error.code && fieldsByCode[error.code]) ||
    (error.code === 'validation_failed' ? formFields.find((name) => name in fields) : undefined);
  if (!field) return null;
  return {
    field,
    message: knownFieldMessage(t, error, field) ?? describeProfileError(t, error, ''),
  };
}

/** A failure nobody's field explains: a toast with what went wrong. */
export function toastFailure(t: ProfileT, title: string, error: unknown): void {
  toaster.create({
    type: 'error',
    title,
    description: describeProfileError(t, error, t('loadFailedLead')),
  });
}
