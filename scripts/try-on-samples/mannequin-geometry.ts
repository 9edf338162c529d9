/**
 * The mannequins' geometry: landmark heights, the canvas frame, the joints shipped as anchors,
 * and the outlines of the body, the arms and the base layer.
 */
import type { BodyAnchors } from '../../server/engines/engine';
import type { FigureSpec } from './mannequin-figures';
import { mirrored, smoothPath, type Pt } from './svg-path';

export const MODEL_WIDTH = 1200;
export const MODEL_HEIGHT = 1600;

/** Heights of the landmarks, in figure heights from the top of the head. */
export const Y = {
  chin: 0.122,
  neckBase: 0.155,
  shoulderTop: 0.172,
  shoulder: 0.19,
  armpit: 0.228,
  bust: 0.258,
  underBust: 0.295,
  waist: 0.372,
  highHip: 0.43,
  hip: 0.482,
  crotch: 0.518,
  midThigh: 0.6,
  knee: 0.72,
  calf: 0.8,
  ankle: 0.945,
  sole: 0.995,
} as const;

/** Where pose models put the hip joint: this share of the way from the centre to the hip outline. */
const HIP_JOINT_SHARE = 0.66;

export interface Frame {
  cx: number;
  top: number;
  unit: number;
  p(x: number, y: number): Pt;
}

export function frameOf(spec: FigureSpec): Frame {
  const unit = MODEL_HEIGHT * spec.stature;
  const top = (MODEL_HEIGHT - unit) * 0.42;
  const cx = MODEL_WIDTH / 2;
  return { cx, top, unit, p: (x, y) => [cx + x * unit, top + y * unit] };
}

/** The shoulder and hip joints in canvas pixels (the person's left is the image's right). */
export function mannequinAnchors(spec: FigureSpec): BodyAnchors {
  const { p } = frameOf(spec);
  const round = ([x, y]: Pt): [number, number] => [Math.round(x), Math.round(y)];
  const hipX = spec.hip * HIP_JOINT_SHARE;
  return {
    leftShoulder: round(p(spec.shoulder, Y.shoulder)),
    rightShoulder: round(p(-spec.shoulder, Y.shoulder)),
    leftHip: round(p(hipX, Y.hip)),
    rightHip: round(p(-hipX, Y.hip)),
  };
}

/** Torso and legs as one outline: the right half down the outside of the leg and up the inside. */
export function bodyOutline(spec: FigureSpec, { p, cx }: Frame): string {
  const legCentre = spec.thigh * 1.02;
  const right: Pt[] = [
    p(spec.neck * 0.92, 0.1),
    p(spec.neck, Y.neckBase - 0.012),
    p(spec.neck + 0.03, Y.shoulderTop - 0.004),
    p(spec.shoulder + 0.008, Y.shoulderTop + 0.006),
    p(spec.shoulder + 0.012, Y.shoulder + 0.01),
    p(spec.bust * 0.95, Y.armpit),
    p(spec.bust, Y.bust),
    p(spec.waist + (spec.bust - spec.waist) * 0.55, Y.underBust),
    p(spec.waist, Y.waist),
    p(spec.waist + (spec.hip - spec.waist) * 0.75, Y.highHip),
    p(spec.hip, Y.hip),
    p(legCentre + spec.thigh * 0.93, Y.crotch + 0.02),
    p(legCentre + spec.thigh * 0.74, Y.midThigh),
    p(legCentre + spec.thigh * 0.5, Y.knee - 0.03),
    p(legCentre + spec.thigh * 0.52, Y.knee + 0.02),
    p(legCentre + spec.thigh * 0.6, Y.calf),
    p(legCentre + spec.thigh * 0.38, Y.ankle - 0.04),
    p(legCentre + spec.thigh * 0.34, Y.ankle),
    p(legCentre + spec.thigh * 0.42, Y.sole - 0.012),
    p(legCentre + spec.thigh * 0.1, Y.sole),
    p(legCentre - spec.thigh * 0.3, Y.sole - 0.012),
    p(legCentre - spec.thigh * 0.36, Y.ankle),
    p(legCentre - spec.thigh * 0.42, Y.calf),
    p(legCentre - spec.thigh * 0.5, Y.knee),
    p(legCentre - spec.thigh * 0.62, Y.midThigh),
    p(legCentre - spec.thigh * 0.92, Y.crotch + 0.012),
  ];
  return smoothPath([...right, p(0, Y.crotch), ...mirrored(right, cx)]);
}

/** One arm in a relaxed A-pose, angled so its inside clears the hip. `side` is +1 (right) or -1. */
export function armOutline(spec: FigureSpec, { p }: Frame, side: 1 | -1): string {
  const root = spec.shoulder;
  const clearance = spec.hip + spec.arm * 0.95 + 0.012;
  const slope = (clearance - root) / (Y.hip - Y.shoulder);
  const at = (y: number) => root + slope * (y - Y.shoulder);
  const x = (dx: number, y: number) => p(side * dx, y);
  const w = spec.arm;
  const points: Pt[] = [
    x(root - w * 0.8, Y.shoulderTop + 0.004),
    x(root + w * 0.35, Y.shoulderTop + 0.001),
    x(root + w * 0.92, Y.shoulder + 0.01),
    x(at(0.29) + w * 1.02, 0.29),
    x(at(Y.waist) + w * 0.86, Y.waist),
    x(at(0.43) + w * 0.62, 0.43),
    x(at(0.5) + w * 0.58, 0.5),
    x(at(0.545) + w * 0.9, 0.545),
    x(at(0.585) + w * 0.5, 0.59),
    x(at(0.585) - w * 0.15, 0.592),
    x(at(0.55) - w * 0.55, 0.55),
    x(at(0.5) - w * 0.55, 0.5),
    x(at(0.43) - w * 0.58, 0.43),
    x(at(Y.waist) - w * 0.78, Y.waist),
    x(at(0.29) - w * 0.9, 0.29),
    x(root - w * 0.5, Y.armpit + 0.004),
  ];
  return smoothPath(side === 1 ? points : [...points].reverse());
}

/**
 * The base layer: a sleeveless unitard to the ankles in a tone of the skin, clipped to the body
 * outline. It keeps every sample modest and, being one colour from neck to ankle, lends no
 * edges of its own to the try-on's shading.
 */
export function baseLayer(spec: FigureSpec, { p, cx }: Frame): string {
  const wide = 0.3;
  const hem = Y.ankle - 0.02;
  const right: Pt[] = [
    p(0, Y.armpit - 0.002),
    p(spec.neck + 0.012, Y.shoulderTop + 0.004),
    p(spec.neck + 0.032, Y.shoulderTop),
    p(spec.shoulder * 0.95, Y.armpit - 0.01),
    p(wide, Y.armpit),
    p(wide, hem),
    p(0.005, hem),
  ];
  return smoothPath([...right, ...mirrored(right, cx)], true, 0.5);
}
