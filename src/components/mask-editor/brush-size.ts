/**
 * Brush sizes are diameters in source-image pixels, so a mask comes out the same at any zoom.
 * Stepping is proportional (like Photoshop's [ and ]): a notch changes a small brush by a
 * pixel or two and a large one by tens.
 */
import { MAX_BRUSH_SIZE_PX, MIN_BRUSH_SIZE_PX } from '../../../common/mask';

/** One wheel notch or one [ / ] press scales the brush by this factor. */
const BRUSH_STEP_FACTOR = 1.15;

/** The first brush is this fraction of the image's short side: about a lock of hair. */
const DEFAULT_BRUSH_OF_SHORT_SIDE = 0.05;

export function clampBrushSize(size: number): number {
  return Math.min(MAX_BRUSH_SIZE_PX, Math.max(MIN_BRUSH_SIZE_PX, Math.round(size)));
}

export function defaultBrushSize(width: number, height: number): number {
  return clampBrushSize(Math.min(width, height) * DEFAULT_BRUSH_OF_SHORT_SIDE);
}

/** The next size up (direction 1) or down (-1); always at least one pixel different. */
export function stepBrushSize(size: number, direction: 1 | -1): number {
  const scaled = direction > 0 ? size * BRUSH_STEP_FACTOR : size / BRUSH_STEP_FACTOR;
  const stepped = direction > 0 ? Math.max(size + 1, scaled) : Math.min(size - 1, scaled);
  return clampBrushSize(stepped);
}
