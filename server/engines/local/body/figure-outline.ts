/**
 * The outlines of the one parametric figure (figure-shape.ts) as SVG path data in canvas
 * pixels: torso and legs as one shape, A-pose arms that clear the hips, the base layer (a
 * sleeveless unitard, drawn wide and clipped to the body) and closed shoes. The engine and the
 * sample models dress them differently; the geometry is this file's alone.
 */
import { type FigureFrame, type FigureShape, legCentre } from './figure-shape';
import { mirrored, smoothPath, type Pt } from './smooth-path';

/** Torso and legs as one outline: the right half down the outside of the leg and up the inside. */
export function bodyOutline(shape: FigureShape, { p, cx }: FigureFrame): string {
  const { landmarks: L, thigh: t, stature: s } = shape;
  const leg = legCentre(shape);
  const right: Pt[] = [
    p(shape.neck * 0.92, 0.1),
    p(shape.neck, L.neckBase - 0.012),
    p(shape.neck + 0.03 * s, L.shoulderTop - 0.004),
    p(shape.shoulderJoint + 0.008 * s, L.shoulderTop + 0.006),
    p(shape.shoulderJoint + 0.012 * s, L.shoulder + 0.01),
    p(shape.chest * 0.95, L.armpit),
    p(shape.chest, L.chest),
    p(shape.waist + (shape.chest - shape.waist) * 0.55, L.underChest),
    p(shape.waist, L.waist),
    p(shape.waist + (shape.hips - shape.waist) * shape.hipFlare, L.highHip),
    p(shape.hips, L.hips),
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
export function armOutline(shape: FigureShape, { p }: FigureFrame, side: 1 | -1): string {
  const { landmarks: L, arm: w } = shape;
  const root = shape.shoulderJoint;
  const clearance = shape.hips + w * 0.95 + 0.012 * shape.stature;
  const slope = (clearance - root) / (L.hips - L.shoulder);
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

/**
 * The base layer: a sleeveless unitard to the ankles, drawn wide and clipped to the body
 * outline. Being one colour from neck to ankle, it keeps a figure modest and lends the try-on's
 * shading no edges of its own.
 */
export function baseLayer(shape: FigureShape, { p, cx }: FigureFrame): string {
  const { landmarks: L, stature: s } = shape;
  const wide = 0.3 * s;
  const hem = L.ankle - 0.02;
  const right: Pt[] = [
    p(0, L.armpit - 0.002),
    p(shape.neck + 0.012 * s, L.shoulderTop + 0.004),
    p(shape.neck + 0.032 * s, L.shoulderTop),
    p(shape.shoulderJoint * 0.95, L.armpit - 0.01),
    p(wide, L.armpit),
    p(wide, hem),
    p(0.005 * s, hem),
  ];
  return smoothPath([...right, ...mirrored(right, cx)], true, 0.5);
}

/** Closed shoes over both feet: the right foot's outline, then the left's. */
export function shoeOutlines(shape: FigureShape, { p }: FigureFrame): [string, string] {
  const { landmarks: L, thigh: t } = shape;
  const leg = legCentre(shape);
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
  return [one(1), one(-1)];
}
