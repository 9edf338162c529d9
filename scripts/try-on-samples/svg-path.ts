/**
 * Small SVG helpers for the drawn try-on samples: the body figure's smooth outlines and number
 * format (server/engines/local/body/smooth-path.ts), and straight polylines.
 */
import { fmt, type Pt } from '../../server/engines/local/body/smooth-path';

export { mirrored, smoothPath, type Pt } from '../../server/engines/local/body/smooth-path';

/** A straight polyline path. */
export function polyline(points: readonly Pt[], closed = false): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${fmt(x)} ${fmt(y)}`).join('');
  return closed ? `${d}Z` : d;
}

/** Formats a number for SVG. */
export const n = fmt;
