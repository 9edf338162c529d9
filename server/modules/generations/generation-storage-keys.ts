/**
 * Where a generation's files go in storage. Keys come from server-made ids and hashes only.
 * Results are keyed by the generation, so a rerun of its job overwrites instead of adding files;
 * inputs are keyed by their bytes' hash per user, so replays and regenerations share one copy.
 */
import type { AcceptedImageType } from '../../../common/media';

const IMAGE_EXTENSION: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The clips an engine may answer (H.264 MP4, what every browser plays). */
const VIDEO_EXTENSION = { 'video/mp4': 'mp4' } as const;
export type ResultVideoType = keyof typeof VIDEO_EXTENSION;

export const RESULT_THUMBNAIL_TYPE = 'image/webp';

export function isStorableImageType(type: string): type is AcceptedImageType {
  return type in IMAGE_EXTENSION;
}

export function isStorableVideoType(type: string): type is ResultVideoType {
  return type in VIDEO_EXTENSION;
}

const resultFolder = (generationId: string) =>
  `generations/${generationId.slice(0, 2)}/${generationId}`;

export function resultKeys(generationId: string, type: AcceptedImageType | ResultVideoType) {
  const folder = resultFolder(generationId);
  const extension = isStorableImageType(type) ? IMAGE_EXTENSION[type] : VIDEO_EXTENSION[type];
  return { result: `${folder}/result.${extension}`, thumbnail: `${folder}/thumbnail.webp` };
}

/** A video result's first frame, kept at full size beside it. */
export function posterKey(generationId: string, type: AcceptedImageType): string {
  return `${resultFolder(generationId)}/poster.${IMAGE_EXTENSION[type]}`;
}

export function inputKey(userId: string, sha256: string, type: AcceptedImageType): string {
  return `generation-inputs/${userId}/${sha256.slice(0, 2)}/${sha256}.${IMAGE_EXTENSION[type]}`;
}
