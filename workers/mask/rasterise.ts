/**
 * Draws stroke commands into a binary mask: one byte per source pixel, 255 = selected, 0 = not.
 *
 * A stroke is a chain of discs stamped along each segment, at most half the smaller radius
 * apart, with the radius interpolated between the segment's ends (pen pressure). A pixel is
 * inside a disc when its centre (x + 0.5, y + 0.5) is within the radius. There is no
 * anti-aliasing on purpose: the mask sent to the inpainting providers is binary, and integer
 * spans make the result exact and deterministic, so replaying the same commands always
 * rebuilds the same bytes (undo relies on that).
 */
import type { StrokeCommand } from '../../common/mask';

export const MASK_ON = 255;
export const MASK_OFF = 0;

/** The smallest radius a disc is drawn with, in source pixels: it still covers its own pixel. */
export const MIN_DISC_RADIUS_PX = 0.5;

/** Stamps are at most this fraction of the smaller radius apart, so the chain leaves no gaps. */
const STAMP_SPACING_OF_RADIUS = 0.5;

export interface MaskSize {
  width: number;
  height: number;
}

/** A pixel rectangle; x and y are its top-left pixel. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Sets the pixels whose centres lie within `radius` of (cx, cy) to `value`. */
export function stampDisc(
  mask: Uint8Array,
  size: MaskSize,
  cx: number,
  cy: number,
  radius: number,
  value: number,
): void {
  const r = Math.max(MIN_DISC_RADIUS_PX, radius);
  const firstRow = Math.max(0, Math.ceil(cy - r - 0.5));
  const lastRow = Math.min(size.height - 1, Math.floor(cy + r - 0.5));
  for (let y = firstRow; y <= lastRow; y++) {
    const dy = y + 0.5 - cy;
    const halfWidth = Math.sqrt(Math.max(0, r * r - dy * dy));
    const first = Math.max(0, Math.ceil(cx - halfWidth - 0.5));
    const last = Math.min(size.width - 1, Math.floor(cx + halfWidth - 0.5));
    if (first <= last) mask.fill(value, y * size.width + first, y * size.width + last + 1);
  }
}

/** Draws one stroke into `mask`; returns the pixels it may have changed (null: none). */
export function rasteriseStroke(
  mask: Uint8Array,
  size: MaskSize,
  command: StrokeCommand,
): Rect | null {
  const { points, radii } = command;
  const value = command.mode === 'paint' ? MASK_ON : MASK_OFF;
  const count = radii.length;
  for (let i = 0; i < count; i++) {
    const x = points[2 * i]!;
    const y = points[2 * i + 1]!;
    const r = radii[i]!;
    if (i === 0) {
      stampDisc(mask, size, x, y, r, value);
      continue;
    }
    const px = points[2 * i - 2]!;
    const py = points[2 * i - 1]!;
    const pr = radii[i - 1]!;
    stampSegment(mask, size, { px, py, pr, x, y, r }, value);
  }
  return strokeBounds(command, size);
}

interface Segment {
  px: number;
  py: number;
  pr: number;
  x: number;
  y: number;
  r: number;
}

/** Stamps discs from just after the segment's start up to and including its end. */
function stampSegment(mask: Uint8Array, size: MaskSize, s: Segment, value: number): void {
  const length = Math.hypot(s.x - s.px, s.y - s.py);
  const spacing = Math.max(MIN_DISC_RADIUS_PX, Math.min(s.pr, s.r)) * STAMP_SPACING_OF_RADIUS;
  const steps = Math.max(1, Math.ceil(length / spacing));
  for (let step = 1; step <= steps; step++) {
    const t = step / steps;
    const cx = s.px + (s.x - s.px) * t;
    const cy = s.py + (s.y - s.py) * t;
    stampDisc(mask, size, cx, cy, s.pr + (s.r - s.pr) * t, value);
  }
}

/** The pixels a stroke can touch, clipped to the mask; null when it lies wholly outside. */
export function strokeBounds(command: StrokeCommand, size: MaskSize): Rect | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let i = 0; i < command.radii.length; i++) {
    const r = Math.max(MIN_DISC_RADIUS_PX, command.radii[i]!);
    const x = command.points[2 * i]!;
    const y = command.points[2 * i + 1]!;
    left = Math.min(left, x - r);
    top = Math.min(top, y - r);
    right = Math.max(right, x + r);
    bottom = Math.max(bottom, y + r);
  }
  const x0 = Math.max(0, Math.floor(left));
  const y0 = Math.max(0, Math.floor(top));
  const x1 = Math.min(size.width, Math.ceil(right));
  const y1 = Math.min(size.height, Math.ceil(bottom));
  if (x0 >= x1 || y0 >= y1) return null;
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

export function fullRect(size: MaskSize): Rect {
  return { x: 0, y: 0, width: size.width, height: size.height };
}
