/**
 * The asset library's refusals, with the product's texts where it has them
 * (docs/product-rules.md#file-errors).
 */
import { ERROR_CODES } from '../../../common/contracts/errors';
import {
  MAX_DECODE_PIXELS,
  MAX_STORAGE_MB_PER_USER,
  MAX_UPLOAD_MB,
  MAX_VIDEO_DURATION_S,
  MAX_VIDEO_EDGE_PX,
  MAX_VIDEO_PIXELS,
  UPLOAD_IMAGE_LABEL,
} from '../../../common/media';
import { MEDIA_PROBLEMS, type MediaProblem } from '../../adapters/media/media-error';
import { HttpError } from '../../http/errors';

/** `acceptedTypes`: the avatar and the blog cover take fewer types than the studios. */
export const unsupportedFileType = (acceptedTypes: string = UPLOAD_IMAGE_LABEL) =>
  new HttpError(
    415,
    ERROR_CODES.unsupportedMediaType,
    `Invalid file type. Please upload ${acceptedTypes} files only`,
  );

export const fileTooLarge = () =>
  new HttpError(
    413,
    ERROR_CODES.fileTooLarge,
    `File is too large. Maximum size is ${MAX_UPLOAD_MB}MB`,
  );

export const missingFile = () =>
  new HttpError(
    400,
    ERROR_CODES.missingFile,
    'Choose a file to upload (multipart/form-data, field "file").',
  );

export const assetNotFound = () =>
  new HttpError(404, ERROR_CODES.notFound, 'This asset does not exist or was deleted.');

export const invalidSignature = () =>
  new HttpError(403, ERROR_CODES.invalidSignature, 'This link is invalid or has expired.');

export const storageQuotaExceeded = () =>
  new HttpError(
    403,
    ERROR_CODES.storageQuotaExceeded,
    `Your asset library is full (${MAX_STORAGE_MB_PER_USER / 1024} GB). Delete some assets to upload more.`,
  );

const MEGAPIXELS = MAX_DECODE_PIXELS / 1_000_000;
const VIDEO_MEGAPIXELS = (MAX_VIDEO_PIXELS / 1_000_000).toFixed(1);

const BY_PROBLEM: Record<MediaProblem, () => HttpError> = {
  [MEDIA_PROBLEMS.corruptImage]: () =>
    new HttpError(422, ERROR_CODES.invalidImage, 'The image could not be read. It may be damaged.'),
  [MEDIA_PROBLEMS.heicUnreadable]: () =>
    new HttpError(
      422,
      ERROR_CODES.heicUnreadable,
      'The HEIC photo could not be read. It may be damaged or hold no picture.',
    ),
  [MEDIA_PROBLEMS.imageTooLarge]: () =>
    new HttpError(
      422,
      ERROR_CODES.imageTooLarge,
      `The image has too many pixels. It may have at most ${MEGAPIXELS} megapixels.`,
    ),
  [MEDIA_PROBLEMS.corruptVideo]: () =>
    new HttpError(422, ERROR_CODES.invalidVideo, 'The video could not be read. It may be damaged.'),
  [MEDIA_PROBLEMS.videoTooLarge]: () =>
    new HttpError(
      422,
      ERROR_CODES.videoTooLarge,
      `The video's frames are too large. They may be at most ${MAX_VIDEO_EDGE_PX} pixels on a side and ${VIDEO_MEGAPIXELS} megapixels (4K).`,
    ),
  [MEDIA_PROBLEMS.videoTooLong]: () =>
    new HttpError(
      422,
      ERROR_CODES.videoTooLong,
      `The video is too long. It may be at most ${MAX_VIDEO_DURATION_S} seconds.`,
    ),
};

export const mediaRefused = (problem: MediaProblem) => BY_PROBLEM[problem]();
