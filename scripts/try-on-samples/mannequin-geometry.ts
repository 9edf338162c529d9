/**
 * The sample mannequins on the one parametric figure (server/engines/local/body/): their
 * landmark heights, their shapes in statures, the canvas frame, and the joints shipped as
 * anchors. The outlines themselves are the figure's (figure-outline.ts).
 */
import type { BodyAnchors } from '../../server/engines/engine';
import type { FigureShape, Landmarks } from '../../server/engines/local/body/figure-shape';
import type { Pt } from '../../server/engines/local/body/smooth-path';
import type { FigureSpec } from './mannequin-figures';

export const MODEL_WIDTH = 1200;
export const MODEL_HEIGHT = 1600;

/** Heights of the landmarks, in statures from the top of the head. */
export const Y: Landmarks = {
  chin: 0.122,
  neckBase: 0.155,
  shoulderTop: 0.172,
  shoulder: 0.19,
  armpit: 0.228,
  chest: 0.258,
  underChest: 0.295,
  waist: 0.372,
  highHip: 0.43,
  hips: 0.482,
  crotch: 0.518,
  midThigh: 0.6,
  knee: 0.72,
  calf: 0.8,
  ankle: 0.945,
  sole: 0.995,
};

/** Where pose models put the hip joint: this share of the way from the centre to the hip outline. */
const HIP_JOINT_SHARE = 0.66;
/** Every sample figure's hips flare out early below the waist, the male one's too. */
const HIP_FLARE = 0.75;

/** The figure's shape: its half-widths are already in statures. */
export function figureShape(spec: FigureSpec): FigureShape {
  const { neck, shoulderJoint, chest, waist, hips, thigh, arm } = spec;
  return {
    stature: 1,
    neck,
    shoulderJoint,
    chest,
    waist,
    hips,
    thigh,
    arm,
    hipFlare: HIP_FLARE,
    landmarks: Y,
  };
}

/** Maps statures (across from the centre line, down from the head's top) to canvas pixels. */
export interface Frame {
  cx: number;
  top: number;
  /** Pixels per stature. */
  unit: number;
  p(x: number, y: number): Pt;
}

export function frameOf(spec: FigureSpec): Frame {
  const unit = MODEL_HEIGHT * spec.canvasShare;
  const top = (MODEL_HEIGHT - unit) * 0.42;
  const cx = MODEL_WIDTH / 2;
  return { cx, top, unit, p: (x, y) => [cx + x * unit, top + y * unit] };
}

/** The shoulder and hip joints in canvas pixels (the person's left is the image's right). */
export function mannequinAnchors(spec: FigureSpec): BodyAnchors {
  const { p } = frameOf(spec);
  const round = ([x, y]: Pt): [number, number] => [Math.round(x), Math.round(y)];
  const hipX = spec.hips * HIP_JOINT_SHARE;
  return {
    leftShoulder: round(p(spec.shoulderJoint, Y.shoulder)),
    rightShoulder: round(p(-spec.shoulderJoint, Y.shoulder)),
    leftHip: round(p(hipX, Y.hips)),
    rightHip: round(p(-hipX, Y.hips)),
  };
}
