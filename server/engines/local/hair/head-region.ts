/**
 * Where the head is, from a person mask alone (no face model): the top of the silhouette down to
 * the neck, found as the narrowest row between the head and the shoulders. Works for frontal
 * portraits and full figures standing upright; a side view or hair hiding the neck gives a
 * coarser box. Photos of people use the face instead (face-hair-mask.ts); drawn figures have
 * no face a detector finds, so the sample pictures take this path (README.md).
 */
import type { Raster } from '../raster';

/** Person-mask value (0–255) from which a pixel counts as the person. */
export const PERSON_THRESHOLD = 128;
/** Shoulders: rows this many times wider than the narrowest row above them (the neck). */
const SHOULDER_FACTOR = 1.6;
/**
 * A neck is at least this many times narrower than the head above it; a shallower narrowing is
 * a bun or a ponytail on top of the head, and the widening after it is still the head.
 */
const HEAD_OVER_NECK = 1.5;
/** Without a neck (long hair, a tight crop) the head ends this many head widths below its top. */
const NO_NECK_DEPTH = 1.3;

export interface HeadRegion {
  /** First row of the silhouette (hair included). */
  top: number;
  /** The neck's narrowest row, or an estimate when there is no neck. */
  neck: number;
  /** Widest row of the head, in pixels. */
  width: number;
  /** Column of the head's centre line. */
  centre: number;
  /** Leftmost and rightmost columns of the head's rows. */
  left: number;
  right: number;
}

interface Row {
  left: number;
  right: number;
}

/** The leftmost and rightmost person pixel of a row, or null when the row is empty. */
function rowExtent(mask: Raster, y: number): Row | null {
  const row = y * mask.width;
  let left = -1;
  let right = -1;
  for (let x = 0; x < mask.width; x++) {
    if (mask.data[row + x]! < PERSON_THRESHOLD) continue;
    if (left < 0) left = x;
    right = x;
  }
  return left < 0 ? null : { left, right };
}

/** The neck row of a width profile (valley with prominence on both sides), or -1. */
function neckRow(widths: readonly number[]): number {
  let peak = 0;
  let valley = Infinity;
  let valleyAt = -1;
  for (const [i, width] of widths.entries()) {
    if (valleyAt >= 0 && width > valley * SHOULDER_FACTOR) {
      if (peak >= valley * HEAD_OVER_NECK) return valleyAt;
      // A bun's waist: what widens below it is still the head.
      valleyAt = -1;
    }
    if (valleyAt < 0 && width >= peak) {
      peak = width;
      valley = Infinity;
    } else if (width < valley) {
      valley = width;
      valleyAt = i;
    }
  }
  return -1;
}

/** With no neck: the head is about as tall as it is wide, so it ends near the first square block. */
function headDepthWithoutNeck(widths: readonly number[]): number {
  const square = widths.findIndex((width, i) => i >= width);
  const width = widths[square >= 0 ? square : widths.length - 1] ?? 0;
  return Math.min(widths.length - 1, Math.round(width * NO_NECK_DEPTH));
}

/** The head's box in a 1-channel person mask, or null when the mask shows nobody. */
export function findHead(mask: Raster): HeadRegion | null {
  const minRun = Math.max(3, Math.round(mask.width * 0.004));
  const rows: Row[] = [];
  let top = -1;
  for (let y = 0; y < mask.height; y++) {
    const extent = rowExtent(mask, y);
    const width = extent ? extent.right - extent.left + 1 : 0;
    if (top < 0 && width < minRun) continue;
    if (!extent) break;
    if (top < 0) top = y;
    rows.push(extent);
  }
  if (top < 0) return null;
  const widths = rows.map((row) => row.right - row.left + 1);
  const neck = neckRow(widths);
  const depth = neck >= 0 ? neck : headDepthWithoutNeck(widths);
  const head = rows.slice(0, depth + 1);
  const left = Math.min(...head.map((row) => row.left));
  const right = Math.max(...head.map((row) => row.right));
  const lower = head.slice(Math.floor(head.length / 2));
  const centre = lower.reduce((sum, row) => sum + (row.left + row.right) / 2, 0) / lower.length;
  const width = Math.max(...widths.slice(0, depth + 1));
  return { top, neck: top + depth, width, centre: Math.round(centre), left, right };
}
