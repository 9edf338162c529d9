/**
 * Crops a prepared picture (upright, at most 2048 px) to a box given as shares of its width and
 * height: the person-photo crop of the studios ("crop to one person"). Never scales; the same
 * type and quality as an upload. Runs in the media worker, or on the main thread where workers
 * cannot paint (the canvas is passed in).
 */
import type { AcceptedImageType } from '../../common/media';
import { MediaError } from '../../common/media-error';
import { UPLOAD_ENCODE_QUALITY } from './prepare-upload';

/** A box in shares (0–1) of the picture's width and height. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CroppedImage {
  blob: Blob;
  type: AcceptedImageType;
  width: number;
  height: number;
}

/** The box in whole pixels, kept inside the picture and at least one pixel a side. */
export function cropPixels(box: CropBox, width: number, height: number) {
  const left = Math.min(width - 1, Math.max(0, Math.round(box.x * width)));
  const top = Math.min(height - 1, Math.max(0, Math.round(box.y * height)));
  return {
    left,
    top,
    width: Math.max(1, Math.min(width - left, Math.round(box.width * width))),
    height: Math.max(1, Math.min(height - top, Math.round(box.height * height))),
  };
}

/** Where the crop is drawn and encoded: an OffscreenCanvas here, a DOM canvas on the main thread. */
export interface CropSurface {
  context: {
    drawImage(
      image: ImageBitmap,
      sx: number,
      sy: number,
      sw: number,
      sh: number,
      dx: number,
      dy: number,
      dw: number,
      dh: number,
    ): void;
  } | null;
  encode(type: string, quality: number): Promise<Blob>;
}

function offscreenSurface(width: number, height: number): CropSurface {
  const canvas = new OffscreenCanvas(width, height);
  return {
    context: canvas.getContext('2d'),
    encode: (type, quality) => canvas.convertToBlob({ type, quality }),
  };
}

export async function cropImage(
  file: Blob,
  box: CropBox,
  surface: (width: number, height: number) => CropSurface = offscreenSurface,
): Promise<CroppedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new MediaError('corrupt', 'The image could not be read. It may be damaged.');
  }
  const area = cropPixels(box, bitmap.width, bitmap.height);
  const canvas = surface(area.width, area.height);
  const { context } = canvas;
  if (!context) throw new MediaError('unsupported', 'This browser cannot crop images.');
  context.drawImage(
    bitmap,
    area.left,
    area.top,
    area.width,
    area.height,
    0,
    0,
    area.width,
    area.height,
  );
  bitmap.close();
  const wanted = file.type === 'image/png' || file.type === 'image/webp' ? file.type : 'image/jpeg';
  const blob = await canvas.encode(wanted, UPLOAD_ENCODE_QUALITY);
  // A browser that cannot encode the type (WebP in older Safari) hands back a PNG.
  const type = (blob.type || wanted) as AcceptedImageType;
  return { blob, type, width: area.width, height: area.height };
}
