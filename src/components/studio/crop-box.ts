/**
 * The crop box of CropDialog.tsx, in shares (0–1) of the picture's width and height: where it
 * starts and how it moves and resizes, always inside the picture.
 */
import type { CropBox } from '../../lib/workers/media-client';

/** Where the box starts: the middle half of the width, the whole height. */
export const START: CropBox = { x: 0.25, y: 0, width: 0.5, height: 1 };
/** One arrow key press, in shares of the picture. */
export const STEP = 0.02;
/** The smallest box, in shares of the picture. */
const MIN_SIDE = 0.1;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The box moved by (dx, dy), kept inside the picture. */
export function movedBox(box: CropBox, dx: number, dy: number): CropBox {
  return {
    ...box,
    x: clamp(box.x + dx, 0, 1 - box.width),
    y: clamp(box.y + dy, 0, 1 - box.height),
  };
}

/** The box with its bottom-right corner moved by (dx, dy), at least MIN_SIDE a side. */
export function resizedBox(box: CropBox, dx: number, dy: number): CropBox {
  return {
    ...box,
    width: clamp(box.width + dx, MIN_SIDE, 1 - box.x),
    height: clamp(box.height + dy, MIN_SIDE, 1 - box.y),
  };
}
