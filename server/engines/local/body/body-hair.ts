/**
 * The body generator's head and hair on the parametric figure: an oval head that fills out a
 * little with BMI, a bun for the female figure and a short crop for the male one. Sizes in cm,
 * heights in shares of the stature, like the figure's (body-figure.ts).
 */
import { REFERENCE_BODIES, type BodyFigure } from './body-figure';
import type { FigureFrame } from './figure-shape';
import { smoothPath } from './smooth-path';

/** The head's ellipse: radii in cm and the centre's height share. */
export function headShape({ heightCm, bmi, gender }: BodyFigure) {
  const fullness = (bmi / REFERENCE_BODIES[gender].bmi) ** 0.1;
  return { rx: 0.047 * heightCm * fullness, ry: 0.062 * heightCm, cy: 0.062 };
}

/** Hair: a bun behind the female figure's head, and a front (a short crop for the male one). */
export function hairShapes(figure: BodyFigure, { p }: FigureFrame, pxPerCm: number) {
  const { rx, ry, cy } = headShape(figure);
  /** A point on the head: `kx` head half-widths across, `ky` head half-heights down. */
  const h = (kx: number, ky: number) => p(rx * kx, cy + (ry * ky) / figure.heightCm);
  const front = smoothPath([
    h(-1.04, 0.02),
    h(-1.0, -0.6),
    h(-0.55, -1.04),
    h(0, -1.13),
    h(0.6, -1.04),
    h(1.0, -0.6),
    h(1.04, 0.02),
    h(0.88, -0.42),
    h(0, -0.66),
    h(-0.88, -0.42),
  ]);
  if (figure.gender === 'male') return { bun: null, front };
  const [bx, by] = h(0, -1.12);
  return { bun: { cx: bx, cy: by, r: Number((rx * 0.62 * pxPerCm).toFixed(1)) }, front };
}
