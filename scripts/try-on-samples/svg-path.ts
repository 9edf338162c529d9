/** Small SVG helpers for the drawn try-on samples: smooth outlines through points. */

export type Pt = readonly [number, number];

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** A smooth (Catmull-Rom → cubic Bézier) path through the points; closed when asked. */
export function smoothPath(points: readonly Pt[], closed = true, tension = 1): string {
  const n = points.length;
  const at = (i: number): Pt =>
    closed ? points[((i % n) + n) % n]! : points[Math.min(n - 1, Math.max(0, i))]!;
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const k = tension / 6;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** The points of the right half mirrored to the left (about x = cx), in reverse order. */
export function mirrored(points: readonly Pt[], cx: number): Pt[] {
  return [...points].reverse().map(([x, y]) => [2 * cx - x, y] as const);
}

/** A straight polyline path. */
export function polyline(points: readonly Pt[], closed = false): string {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${f(x)} ${f(y)}`).join('');
  return closed ? `${d}Z` : d;
}

/** Formats a number for SVG. */
export const n = f;
