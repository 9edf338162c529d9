/**
 * Where an asset's files go in storage. Keys come from the asset's server-made id only, never from
 * the upload's name, and are spread over 256 folders so no folder grows without bound.
 */
import type { AcceptedImageType, AcceptedVideoType } from '../../../common/media';

const EXTENSION: Record<AcceptedImageType | AcceptedVideoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export const THUMBNAIL_TYPE = 'image/webp';

export function assetStorageKeys(assetId: string, type: AcceptedImageType | AcceptedVideoType) {
  const folder = `assets/${assetId.slice(0, 2)}`;
  return {
    file: `${folder}/${assetId}.${EXTENSION[type]}`,
    thumbnail: `${folder}/${assetId}-thumbnail.webp`,
    poster: `${folder}/${assetId}-poster.webp`,
  };
}
