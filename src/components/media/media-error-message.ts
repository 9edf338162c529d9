/** One message for a media failure, wherever it happened: the worker, the server or storage. */
import type { TFunction } from 'i18next';
import {
  MAX_DECODE_PIXELS,
  MAX_STORAGE_MB_PER_USER,
  MAX_UPLOAD_EDGE_PX,
  MAX_UPLOAD_MB,
  MAX_VIDEO_DURATION_S,
  MAX_VIDEO_EDGE_PX,
  UPLOAD_IMAGE_LABEL,
} from '../../../common/media';
import { isMediaError } from '../../../common/media-error';
import { ApiError } from '../../lib/api/api-error';
import { apiErrorText } from '../../lib/api/error-text';
import { StorageQuotaError } from '../../lib/storage/key-value-store';

const KEY_BY_CODE: Record<string, string> = {
  invalid_type: 'errors.invalidType',
  unsupported_media_type: 'errors.invalidType',
  too_large: 'errors.tooLarge',
  file_too_large: 'errors.tooLarge',
  corrupt: 'errors.corrupt',
  invalid_image: 'errors.corrupt',
  image_too_large: 'errors.imageTooLarge',
  heic_unreadable: 'errors.heicUnreadable',
  invalid_video: 'errors.corruptVideo',
  video_too_large: 'errors.videoTooLarge',
  video_too_long: 'errors.videoTooLong',
  storage_quota_exceeded: 'errors.storageFull',
  unsupported: 'errors.unsupported',
  network_error: 'errors.offline',
};

export const MEDIA_MESSAGE_VALUES = {
  acceptedTypes: UPLOAD_IMAGE_LABEL,
  maxSize: MAX_UPLOAD_MB,
  maxEdge: MAX_UPLOAD_EDGE_PX,
  maxVideoEdge: MAX_VIDEO_EDGE_PX,
  maxVideoSeconds: MAX_VIDEO_DURATION_S,
  storageGb: MAX_STORAGE_MB_PER_USER / 1024,
  maxMegapixels: MAX_DECODE_PIXELS / 1_000_000,
};

/** Only for a 429 without retry_after_s: the server always sends it. */
const DEFAULT_WAIT_S = 60;

/**
 * `values` replaces some of MEDIA_MESSAGE_VALUES: the asset library names its own accepted
 * types (ACCEPTED_LIBRARY_LABEL), the avatar its fewer ones (ACCEPTED_IMAGE_LABEL).
 */
export function mediaErrorMessage(
  t: TFunction<'media'>,
  error: unknown,
  fallbackKey = 'errors.uploadFailed',
  values: Partial<typeof MEDIA_MESSAGE_VALUES> = {},
): string {
  if (error instanceof StorageQuotaError) return t('errors.quota');
  // Too many uploads in a short time (docs/rate-limits.md#uploads): say how long to wait.
  if (error instanceof ApiError && error.code === 'rate_limited') {
    return t('errors.tooManyUploads', { seconds: error.retryAfterSeconds ?? DEFAULT_WAIT_S });
  }
  const code = isMediaError(error)
    ? error.code
    : error instanceof ApiError
      ? error.code
      : undefined;
  const key = code ? KEY_BY_CODE[code] : undefined;
  if (key) return t(key, { ...MEDIA_MESSAGE_VALUES, ...values });
  return apiErrorText(t, error, t(fallbackKey));
}
