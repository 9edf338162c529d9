/**
 * The one call the asset library makes for an upload's pixels: images are normalised (upright,
 * sRGB, no metadata), videos probed, checked against their limits and copied without metadata;
 * both get a WebP thumbnail, and a video a larger WebP poster. Throws MediaError when the bytes
 * are not the media their type claims.
 */
import {
  type AcceptedImageType,
  type AcceptedVideoType,
  isUploadImageType,
  type SniffedMediaType,
} from '../../../common/media';
import { makeThumbnail, normaliseImage } from './image-processor';
import { processVideo } from './video-processor';

export interface ProcessedMedia {
  kind: 'image' | 'video';
  /** The type stored: the one sent, except HEIC and AVIF, stored as JPEG. */
  type: AcceptedImageType | AcceptedVideoType;
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
  type: SniffedMediaType,
): Promise<ProcessedMedia> {
  if (isUploadImageType(type)) {
    const image = await normaliseImage(bytes, type);
    return {
      kind: 'image',
      ...image,
      durationMs: null,
      poster: null,
      thumbnail: await makeThumbnail(image.bytes),
    };
  }
  return { kind: 'video', type, ...(await processVideo(bytes, type)) };
}
export type MediaProcessor = typeof processMedia;
