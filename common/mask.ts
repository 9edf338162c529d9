/**
 * The mask editor's stroke commands, shared by the editor (which records them) and the media
 * worker (which rasterises them and keeps them as undo history;
 * docs/architecture.md#the-mask-editor). A stroke is a point list, never a bitmap, so history costs
 * bytes per point instead of bytes per pixel.
 */

export type MaskMode = 'paint' | 'erase';

/** One gesture of the brush: what one undo step takes back. */
export interface StrokeCommand {
  mode: MaskMode;
  /** x0, y0, x1, y1, … in source-image pixels (0,0 is the top-left corner of the image). */
  points: Float32Array | number[];
  /** The brush radius at each point in source-image pixels (already scaled by pen pressure). */
  radii: Float32Array | number[];
}

/** The smallest brush diameter, in source pixels: a single pixel. */
export const MIN_BRUSH_SIZE_PX = 1;
/** The largest brush diameter, in source pixels: enough to block in a whole head of hair at 2048 px. */
export const MAX_BRUSH_SIZE_PX = 400;

/**
 * A pen's lightest touch still paints this fraction of the chosen brush size, so a faint touch
 * leaves a visible line instead of nothing; full pressure paints the size the slider shows.
 */
export const MIN_PRESSURE_RADIUS_SCALE = 0.2;

/**
 * The radius to paint with at one point. Only a pen reports real pressure: a mouse reports 0.5
 * while a button is down and a finger reports 0 or 0.5 depending on the browser, so both paint
 * at the full brush size.
 */
export function radiusForPressure(
  brushSizePx: number,
  pointerType: string,
  pressure: number,
): number {
  const radius = brushSizePx / 2;
  if (pointerType !== 'pen') return radius;
  const clamped = Math.min(1, Math.max(0, pressure));
  return radius * (MIN_PRESSURE_RADIUS_SCALE + (1 - MIN_PRESSURE_RADIUS_SCALE) * clamped);
}
