/**
 * The Google sign-in messages of docs/product-rules.md#google-sign-in-messages, by Firebase error
 * code.
 */
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error';
import { describeAuthError } from '../auth-errors';
import { firebaseErrorCode } from './google-sign-in';

const CONFIG_CODES = new Set([
  'auth/invalid-api-key',
  'auth/configuration-not-found',
  'auth/unauthorized-domain',
  'auth/operation-not-allowed',
  'auth/app-not-authorized',
]);

export function googleErrorMessage(t: TFunction<'auth'>, error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code === 'auth/popup-blocked') return t('google.popupBlocked');
  if (code === 'auth/internal-error') return t('google.internalError');
  if (code === 'auth/network-request-failed') return t('google.networkError');
  if (CONFIG_CODES.has(code)) return t('google.configError');
  if (error instanceof ApiError) return describeAuthError(t, error, t('google.authError'));
  const message =
    error instanceof Error && error.message ? error.message : t('google.unknownError');
  return t('google.loginFailedWith', { message });
}
