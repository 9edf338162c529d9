/**
 * A refused contact message as words for a toast, in the sender's language
 * (docs/product-rules.md#how-errors-reach-the-user).
 */
import type { TFunction } from 'i18next';
import {
  MAX_CONTACT_FILE_MB,
  MAX_CONTACT_FILES,
  MAX_CONTACT_TOTAL_MB,
} from '../../../common/contracts/contact';
import { ApiError } from '../../lib/api/api-error';

const LIMITS = {
  max: MAX_CONTACT_FILES,
  maxMb: MAX_CONTACT_FILE_MB,
  totalMb: MAX_CONTACT_TOTAL_MB,
};

/** The server's codes for refused files, as the client's own file problems. */
const FILE_PROBLEM_OF_CODE: Record<string, string> = {
  too_many_files: 'tooMany',
  file_too_large: 'tooLarge',
  payload_too_large: 'totalTooLarge',
  unsupported_media_type: 'wrongType',
};

export function describeContactError(t: TFunction<'contact'>, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.isNetworkError) return t('errors.network');
  const fileProblem = error.code && FILE_PROBLEM_OF_CODE[error.code];
  if (fileProblem) return t(`files.problems.${fileProblem}`, LIMITS);
  if (error.code === 'rate_limited') {
    const seconds = (error.body as { retry_after_s?: number } | null)?.retry_after_s ?? 60;
    return t('errors.rateLimited', { minutes: Math.ceil(seconds / 60) });
  }
  if (error.code === 'validation_failed') return t('errors.validation');
  return t('errors.generic');
}
