/**
 * The one parametric figure (server/engines/local/body/README.md): a standing front-view body
 * described by half-widths and landmark heights, and the frame that puts it on a canvas. The
 * body generator's engine derives a shape in cm from measurements (body-figure.ts); the
 * sample-model generator (scripts/try-on-samples/) states its four figures' shapes in statures.
 * Both draw them with figure-outline.ts.
 */
import type { Pt } from './smooth-path';

/** Landmark heights in statures, from the top of the head. */
export interface Landmarks {
  chin: number;
  neckBase: number;
  shoulderTop: number;
  shoulder: number;
  armpit: number;
  chest: number;
  underChest: number;
  waist: number;
  highHip: number;
  hips: number;
  crotch: number;
  midThigh: number;
  knee: number;
  calf: number;
  ankle: number;
  sole: number;
}

/**
 * A figure's front view: half-widths from the centre line in any one unit (cm, or statures),
 * with `stature`, the figure's height in that unit, for the outline's fixed offsets.
 */
export interface FigureShape {
  stature: number;
  neck: number;
  /** Where the arm hangs from: the shoulder's outer edge less the arm's half-width. */
  shoulderJoint: number;
  chest: number;
  waist: number;
  hips: number;
  /** One leg's half-width at the top of the thigh. */
  thigh: number;
  /** The upper arm's half-width. */
  arm: number;
  /** How soon the hips flare out below the waist: 0.75 curves early, 0.5 runs straighter. */
  hipFlare: number;
  landmarks: Landmarks;
}

/**
 * Maps (the shape's unit from the centre line, statures from the head's top) to canvas pixels;
 * the figure's centre line is at `cx`.
 */
export interface FigureFrame {
  cx: number;
  p(x: number, y: number): Pt;
}

/** The centre of each leg, from the body's centre line. */
export const legCentre = (shape: FigureShape): number => shape.thigh * 1.02;
