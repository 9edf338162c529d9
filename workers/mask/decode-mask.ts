/** Reads a mask image (white = selected, black = not) back into a binary mask. */
import { MASK_OFF, MASK_ON, type MaskSize } from './rasterise';

/** A pixel at least this bright (0–255, red channel) and this opaque counts as selected. */
const SELECTED_THRESHOLD = 128;

/** What decoding needs of a canvas: OffscreenCanvas here, a DOM canvas on the main thread. */
export interface ReadableCanvas {
  getContext(
    contextId: '2d',
    options?: { willReadFrequently?: boolean },
  ): {
    imageSmoothingEnabled: boolean;
    drawImage(image: ImageBitmap, dx: number, dy: number, dw: number, dh: number): void;
    getImageData(sx: number, sy: number, sw: number, sh: number): ImageData;
  } | null;
}

export type CreateCanvas = (width: number, height: number) => ReadableCanvas;

export const createOffscreenCanvas: CreateCanvas = (width, height) =>
  new OffscreenCanvas(width, height);

/**
 * Decodes `image` and scales it to `size`, so a mask saved for a smaller preview still lines
 * up with the source.
 */
export async function decodeMaskImage(
  image: Blob,
  size: MaskSize,
  createCanvas: CreateCanvas,
): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(image);
  const context = createCanvas(size.width, size.height).getContext('2d', {
    willReadFrequently: true,
  });
  if (!context) throw new Error('No 2D context for decoding the mask');
  context.imageSmoothingEnabled = false;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const { data } = context.getImageData(0, 0, size.width, size.height);
  const mask = new Uint8Array(size.width * size.height);
  for (let pixel = 0; pixel < mask.length; pixel++) {
    const selected =
      data[pixel * 4]! >= SELECTED_THRESHOLD && data[pixel * 4 + 3]! >= SELECTED_THRESHOLD;
    mask[pixel] = selected ? MASK_ON : MASK_OFF;
  }
  return mask;
}
