/**
 * The outlines of a body figure in canvas pixels: torso and legs as one shape, A-pose arms that
 * clear the hips, the base layer (a sleeveless unitard), hair and feet. Widths come from
 * body-figure.ts in cm; heights are landmark shares of the stature.
 */
import { REFERENCE_BODIES, type BodyFigure } from './body-figure';
import { mirrored, smoothPath, type Pt } from './smooth-path';

/** Maps (cm from the centre line, share of the stature from the head's top) to canvas pixels. */
export interface FigureFrame {
  cx: number;
  top: number;
  pxPerCm: number;
  p(xCm: number, yShare: number): Pt;
}

export function figureFrame(cx: number, top: number, pxPerCm: number, heightCm: number) {
  return {
    cx,
    top,
    pxPerCm,
    p: (xCm: number, yShare: number): Pt => [cx + xCm * pxPerCm, top + yShare * heightCm * pxPerCm],
  };
}

/** Where the arm hangs from: the shoulder's outer edge less the arm's half-width. */
const shoulderJoint = ({ half }: BodyFigure) => half.shoulder - half.arm;
/** Centre of each leg, in cm from the body's centre line. */
const legCentre = ({ half }: BodyFigure) => half.thigh * 1.02;

export function bodyOutline(figure: BodyFigure, { p, cx }: FigureFrame): string {
  const { half, landmarks: L, heightCm: u } = figure;
  const joint = shoulderJoint(figure);
  const leg = legCentre(figure);
  const t = half.thigh;
  // Women's hips flare out from the waist sooner; men's run straighter.
  const flare = figure.gender === 'female' ? 0.75 : 0.5;
  const right: Pt[] = [
    p(half.neck * 0.92, 0.1),
    p(half.neck, L.neckBase - 0.012),
    p(half.neck + 0.03 * u, L.shoulderTop - 0.004),
    p(joint + 0.008 * u, L.shoulderTop + 0.006),
    p(joint + 0.012 * u, L.shoulder + 0.01),
    p(half.chest * 0.95, L.armpit),
    p(half.chest, L.chest),
    p(half.waist + (half.chest - half.waist) * 0.55, L.underChest),
    p(half.waist, L.waist),
    p(half.waist + (half.hips - half.waist) * flare, L.highHip),
    p(half.hips, L.hips),
    p(leg + t * 0.93, L.crotch + 0.02),
    p(leg + t * 0.74, L.midThigh),
    p(leg + t * 0.5, L.knee - 0.03),
    p(leg + t * 0.52, L.knee + 0.02),
    p(leg + t * 0.6, L.calf),
    p(leg + t * 0.38, L.ankle - 0.04),
    p(leg + t * 0.34, L.ankle),
    p(leg + t * 0.42, L.sole - 0.012),
    p(leg + t * 0.1, L.sole),
    p(leg - t * 0.3, L.sole - 0.012),
    p(leg - t * 0.36, L.ankle),
    p(leg - t * 0.42, L.calf),
    p(leg - t * 0.5, L.knee),
    p(leg - t * 0.62, L.midThigh),
    p(leg - t * 0.92, L.crotch + 0.012),
  ];
  return smoothPath([...right, p(0, L.crotch), ...mirrored(right, cx)]);
}

/** One arm in a relaxed A-pose, angled so its inside clears the hip. `side`: +1 right, -1 left. */
export function armOutline(figure: BodyFigure, { p }: FigureFrame, side: 1 | -1): string {
  const { half, landmarks: L, heightCm: u } = figure;
  const root = shoulderJoint(figure);
  const w = half.arm;
  const slope = (half.hips + w * 0.95 + 0.012 * u - root) / (L.hips - L.shoulder);
  const at = (y: number) => root + slope * (y - L.shoulder);
  const x = (dx: number, y: number) => p(side * dx, y);
  const points: Pt[] = [
    x(root - w * 0.8, L.shoulderTop + 0.004),
    x(root + w * 0.35, L.shoulderTop + 0.001),
    x(root + w * 0.92, L.shoulder + 0.01),
    x(at(0.29) + w * 1.02, 0.29),
    x(at(L.waist) + w * 0.86, L.waist),
    x(at(0.43) + w * 0.62, 0.43),
    x(at(0.5) + w * 0.58, 0.5),
    x(at(0.545) + w * 0.9, 0.545),
    x(at(0.585) + w * 0.5, 0.59),
    x(at(0.585) - w * 0.15, 0.592),
    x(at(0.55) - w * 0.55, 0.55),
    x(at(0.5) - w * 0.55, 0.5),
    x(at(0.43) - w * 0.58, 0.43),
    x(at(L.waist) - w * 0.78, L.waist),
    x(at(0.29) - w * 0.9, 0.29),
    x(root - w * 0.5, L.armpit + 0.004),
  ];
  return smoothPath(side === 1 ? points : [...points].reverse());
}

/** The base layer: a sleeveless unitard to the ankles, drawn wide and clipped to the body. */
export function baseLayer(figure: BodyFigure, { p, cx }: FigureFrame): string {
  const { half, landmarks: L, heightCm: u } = figure;
  const wide = 0.3 * u;
  const hem = L.ankle - 0.02;
  const right: Pt[] = [
    p(0, L.armpit - 0.002),
    p(half.neck + 0.012 * u, L.shoulderTop + 0.004),
    p(half.neck + 0.032 * u, L.shoulderTop),
    p(shoulderJoint(figure) * 0.95, L.armpit - 0.01),
    p(wide, L.armpit),
    p(wide, hem),
    p(0.005 * u, hem),
  ];
  return smoothPath([...right, ...mirrored(right, cx)], true, 0.5);
}

/** The head's ellipse: radii in cm and the centre's height share. */
export function headShape({ heightCm, bmi, gender }: BodyFigure) {
  const fullness = (bmi / REFERENCE_BODIES[gender].bmi) ** 0.1;
  return { rx: 0.047 * heightCm * fullness, ry: 0.062 * heightCm, cy: 0.062 };
}

/** Hair: a bun for the female figure, a short crop for the male one (back and front layers). */
export function hairShapes(figure: BodyFigure, { p, pxPerCm }: FigureFrame) {
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
  if (figure.gender === 'male') return { back: '', front };
  const [bx, by] = h(0, -1.12);
  const radius = rx * 0.62 * pxPerCm;
  return { back: `<circle cx="${bx}" cy="${by}" r="${radius.toFixed(1)}"/>`, front };
}

/** Simple closed shoes over both feet. */
export function feet(figure: BodyFigure, { p }: FigureFrame): string {
  const { landmarks: L, half } = figure;
  const leg = legCentre(figure);
  const t = half.thigh;
  const one = (side: 1 | -1) => {
    const x = (dx: number, y: number) => p(side * (leg + dx), y);
    return smoothPath([
      x(-t * 0.4, L.ankle + 0.012),
      x(t * 0.42, L.ankle + 0.012),
      x(t * 0.52, L.sole - 0.012),
      x(t * 0.3, L.sole + 0.004),
      x(t * 0.02, L.sole + 0.012),
      x(-t * 0.3, L.sole + 0.002),
      x(-t * 0.46, L.sole - 0.014),
    ]);
  };
  return `<path d="${one(1)}"/><path d="${one(-1)}"/>`;
}
