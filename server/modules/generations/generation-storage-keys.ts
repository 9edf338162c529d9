/**
 * Where a generation's files go in storage. Keys come from server-made ids and hashes only.
 * Results are keyed by the generation, so a rerun of its job overwrites instead of adding files;
 * inputs are keyed by their bytes' hash per user, so replays and regenerations share one copy.
 */
import type { AcceptedImageType } from '../../../common/media';

const EXTENSION: Record<AcceptedImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export const RESULT_THUMBNAIL_TYPE = 'image/webp';

export function isStorableImageType(type: string): type is AcceptedImageType {
  return type in EXTENSION;
}

export function resultKeys(generationId: string, type: AcceptedImageType) {
  const folder = `generations/${generationId.slice(0, 2)}/${generationId}`;
  return { result: `${folder}/result.${EXTENSION[type]}`, thumbnail: `${folder}/thumbnail.webp` };
}

export function inputKey(userId: string, sha256: string, type: AcceptedImageType): string {
  return `generation-inputs/${userId}/${sha256.slice(0, 2)}/${sha256}.${EXTENSION[type]}`;
}
