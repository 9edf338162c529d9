/** SVG path helpers for the body drawing: smooth outlines through points. */

export type Pt = readonly [number, number];

/** A number for SVG, to one decimal. */
export const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

/** A smooth (Catmull-Rom → cubic Bézier) path through the points; closed unless told. */
export function smoothPath(points: readonly Pt[], closed = true, tension = 1): string {
  const n = points.length;
  const at = (i: number): Pt =>
    closed ? points[((i % n) + n) % n]! : points[Math.min(n - 1, Math.max(0, i))]!;
  let d = `M${fmt(at(0)[0])} ${fmt(at(0)[1])}`;
  const k = tension / 6;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2 = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${fmt(c1[0]!)} ${fmt(c1[1]!)} ${fmt(c2[0]!)} ${fmt(c2[1]!)} ${fmt(p2[0])} ${fmt(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** The right half's points mirrored about x = cx, in reverse order (to close an outline). */
export function mirrored(points: readonly Pt[], cx: number): Pt[] {
  return [...points].reverse().map(([x, y]) => [2 * cx - x, y] as const);
}

/** A box on the canvas, in whole pixels. */
export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The whole-pixel box around paths made of absolute points (smoothPath's), `margin` pixels
 * wider each side. A Bézier curve stays inside its control points, so the box holds the shape.
 */
export function pathBox(paths: readonly string[], margin = 0): PixelBox {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const d of paths) {
    const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    for (let i = 0; i + 1 < numbers.length; i += 2) {
      xs.push(numbers[i]!);
      ys.push(numbers[i + 1]!);
    }
  }
  const left = Math.floor(Math.min(...xs) - margin);
  const top = Math.floor(Math.min(...ys) - margin);
  return {
    left,
    top,
    width: Math.ceil(Math.max(...xs) + margin) - left,
    height: Math.ceil(Math.max(...ys) + margin) - top,
  };
}
