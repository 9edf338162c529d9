/**
 * Decoding the engine's inputs and encoding its output, with sharp. A file that is not a whole,
 * decodable image becomes EngineError('input_unreadable'); a decompression bomb is refused by
 * `limitInputPixels` before anything is allocated.
 */
import sharp, { type Sharp } from 'sharp';
import { MAX_DECODE_PIXELS, MAX_UPLOAD_EDGE_PX } from '../../../common/media';
import { EngineError } from '../engine';
import { fromRaster, type Raster } from './raster';

/** JPEG quality of try-on results. */
export const OUTPUT_JPEG_QUALITY = 88;

/** Output and working size: the model photo's size, long edge at most this many pixels. */
export const MAX_WORK_EDGE_PX = MAX_UPLOAD_EDGE_PX;
/**
 * The garment is worked on at this long edge at most: on the person it ends up smaller than
 * that (a garment spans about half a 2048 px photo), so more pixels would only cost time.
 */
export const MAX_GARMENT_EDGE_PX = 1024;

function openImage(bytes: Buffer, maxEdge: number): Sharp {
  // failOn 'warning' turns a truncated JPEG ("premature end of data") into an error.
  return sharp(bytes, { limitInputPixels: MAX_DECODE_PIXELS, failOn: 'warning' })
    .rotate()
    .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true });
}

async function decode(
  bytes: Buffer,
  what: string,
  channels: 3 | 4,
  maxEdge = channels === 3 ? MAX_WORK_EDGE_PX : MAX_GARMENT_EDGE_PX,
): Promise<Raster> {
  try {
    const pipeline = openImage(bytes, maxEdge);
    const shaped =
      channels === 3 ? pipeline.flatten({ background: '#ffffff' }) : pipeline.ensureAlpha();
    const { data, info } = await shaped.raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== channels) throw new Error(`decoded ${info.channels} channels`);
    return { data, width: info.width, height: info.height, channels };
  } catch (error) {
    throw new EngineError('input_unreadable', `The ${what} image cannot be decoded`, false, {
      cause: error,
    });
  }
}

/** The model photo as RGB, upright, long edge ≤ 2048 px (transparency flattened on white). */
export function decodeModelPhoto(bytes: Buffer): Promise<Raster> {
  return decode(bytes, 'model', 3);
}

/**
 * The model photo as RGB, upright, long edge ≤ `maxEdge` px: a small copy to look at (JPEG
 * decodes it at a fraction of the full cost).
 */
export function decodeModelPhotoAt(bytes: Buffer, maxEdge: number): Promise<Raster> {
  return decode(bytes, 'model', 3, maxEdge);
}

/** The garment photo as RGBA, upright, long edge ≤ 1024 px (a cut-out PNG keeps its alpha). */
export function decodeGarmentPhoto(bytes: Buffer): Promise<Raster> {
  return decode(bytes, 'garment', 4);
}

/** The original size of an image after EXIF rotation, for scaling known anchors. */
export async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_DECODE_PIXELS }).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    return turned
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
  } catch (error) {
    throw new EngineError('input_unreadable', 'The model image cannot be decoded', false, {
      cause: error,
    });
  }
}

/** Encodes the result as a baseline JPEG (libjpeg-turbo: mozjpeg costs ~5× the time). */
export function encodeJpeg(image: Raster): Promise<Buffer> {
  return fromRaster(image).jpeg({ quality: OUTPUT_JPEG_QUALITY }).toBuffer();
}
