/**
 * The one call the asset library makes for an upload's pixels: images are normalised (upright,
 * sRGB, no metadata), videos probed, checked against their limits and copied without metadata;
 * both get a WebP thumbnail, and a video a larger WebP poster. Throws MediaError when the bytes
 * are not the media their type claims.
 */
import {
  ACCEPTED_IMAGE_TYPES,
  type AcceptedImageType,
  type AcceptedVideoType,
} from '../../../common/media';
import { makeThumbnail, normaliseImage } from './image-processor';
import { processVideo } from './video-processor';

export interface ProcessedMedia {
  kind: 'image' | 'video';
  /** What to store: the normalised image, or the video without its metadata. */
  bytes: Uint8Array;
  width: number;
  height: number;
  durationMs: number | null;
  /** A video's poster; null for an image. */
  poster: Buffer | null;
  thumbnail: Buffer;
}

export async function processMedia(
  bytes: Uint8Array,
  type: AcceptedImageType | AcceptedVideoType,
): Promise<ProcessedMedia> {
  if (isImageType(type)) {
    const image = await normaliseImage(bytes, type);
    return {
      kind: 'image',
      ...image,
      durationMs: null,
      poster: null,
      thumbnail: await makeThumbnail(image.bytes),
    };
  }
  return { kind: 'video', ...(await processVideo(bytes, type)) };
}
export type MediaProcessor = typeof processMedia;

function isImageType(type: string): type is AcceptedImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}
