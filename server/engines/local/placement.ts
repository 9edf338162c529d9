/**
 * Where a garment goes on a body (pure, unit-tested): from the shoulders and hips and the garment
 * category to the quad its frame is warped onto. Tops and outerwear run shoulders → just below
 * the hips, dresses shoulders → below the hips (their own length, mini to maxi), bottoms waist →
 * thighs or ankles. Simple proportions of a standing, frontal figure; nothing more is claimed.
 */
import type { GarmentCategory } from '../../../common/contracts/generations';
import type { BodyAnchors } from '../engine';
import type { GarmentFrame } from './garment-frame';
import type { Point, Quad } from './homography';

/** Shoulders and hips with left/right as they appear in the image (smaller x first). */
export interface Torso {
  shoulderLeft: Point;
  shoulderRight: Point;
  hipLeft: Point;
  hipRight: Point;
}

interface Fit {
  /** The garment's top line, along the body axis from the shoulder joints, in torso lengths. */
  topAt: number;
  /** The garment body's width on the body: × shoulder-joint width (× hip width for bottoms). */
  width: number;
  /** Vertical over horizontal scale: a flat-lay is wider than the body seen from the front. */
  aspect: number;
  /** Allowed garment length from its top line, in torso lengths. */
  length: readonly [number, number];
  /** How much the hem follows the hips' width instead of the shoulders' (0–1). */
  hipFollow: number;
}

/** Per-category fit; tuned on the shipped mannequins and checked on photos. */
export const FITS: Record<GarmentCategory, Fit> = {
  tops: { topAt: -0.1, width: 1.12, aspect: 1.12, length: [0.85, 1.45], hipFollow: 0.7 },
  outerwear: { topAt: -0.11, width: 1.2, aspect: 1.12, length: [1.0, 2.4], hipFollow: 0.5 },
  dresses: { topAt: -0.1, width: 1.02, aspect: 1.12, length: [1.3, 2.75], hipFollow: 0 },
  bottoms: { topAt: 0.78, width: 1.45, aspect: 1.08, length: [0.5, 2.0], hipFollow: 0 },
};

/**
 * Hip breadth over hip-joint distance: pose models put the hip keypoints on the joints, well
 * inside the outline of the hips.
 */
export const HIP_BREADTH_PER_JOINT_WIDTH = 1.45;
/** A garment at the hips is at least this × the hip breadth wide (else its hem flares out). */
const HIP_EASE = 1.04;
/** The most the hem may be widened beyond the top's scale to clear the hips. */
const MAX_TAPER = 1;

const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1]];
const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1]];
const scale = (a: Point, k: number): Point => [a[0] * k, a[1] * k];
const mid = (a: Point, b: Point): Point => scale(add(a, b), 0.5);
const length = (a: Point) => Math.hypot(a[0], a[1]);

/** Image left/right from the anchors, whichever way the person faces. */
export function torsoFromAnchors(anchors: BodyAnchors): Torso {
  const [shoulderLeft, shoulderRight] =
    anchors.leftShoulder[0] <= anchors.rightShoulder[0]
      ? [anchors.leftShoulder, anchors.rightShoulder]
      : [anchors.rightShoulder, anchors.leftShoulder];
  const [hipLeft, hipRight] =
    anchors.leftHip[0] <= anchors.rightHip[0]
      ? [anchors.leftHip, anchors.rightHip]
      : [anchors.rightHip, anchors.leftHip];
  return { shoulderLeft, shoulderRight, hipLeft, hipRight };
}

/** The garment frame's four corners, in garment pixels (TL, TR, BR, BL). */
export function garmentQuad(frame: GarmentFrame): Quad {
  const left = frame.centreX - frame.bodyWidth / 2;
  const right = frame.centreX + frame.bodyWidth / 2;
  return [
    [left, frame.top],
    [right, frame.top],
    [right, frame.bottom],
    [left, frame.bottom],
  ];
}

/**
 * The taper that makes the garment, where it crosses the hip line, at least as wide as the hips
 * (a straight dress on curvy hips); 0 when it already is or does not reach them.
 */
function taperToClearHips(
  frame: GarmentFrame,
  hipDepth: number,
  garmentLength: number,
  scaleX: number,
  hipBreadth: number,
): number {
  const t = hipDepth / garmentLength;
  if (t <= 0 || t >= 1) return 0;
  const span = frame.bottom - frame.top;
  const row = frame.top + t * span;
  const near = frame.profile.filter(({ y }) => Math.abs(y - row) <= 0.03 * span);
  const garmentWidth = Math.max(0, ...near.map(({ width }) => width));
  if (garmentWidth === 0) return 0;
  const needed = (hipBreadth * HIP_EASE) / garmentWidth;
  return needed > scaleX ? (needed / scaleX - 1) / t : 0;
}

/** The quad on the person that the garment frame is warped onto (TL, TR, BR, BL). */
export function bodyQuad(torso: Torso, category: GarmentCategory, frame: GarmentFrame): Quad {
  const fit = FITS[category];
  const shoulders = mid(torso.shoulderLeft, torso.shoulderRight);
  const hips = mid(torso.hipLeft, torso.hipRight);
  const torsoLength = Math.max(1, length(sub(hips, shoulders)));
  const down = scale(sub(hips, shoulders), 1 / torsoLength);
  // Perpendicular to the body axis, pointing to the image's right for an upright person.
  const across: Point = [down[1], -down[0]];
  const shoulderWidth = length(sub(torso.shoulderRight, torso.shoulderLeft));
  const hipWidth = length(sub(torso.hipRight, torso.hipLeft));
  const hipBreadth = hipWidth * HIP_BREADTH_PER_JOINT_WIDTH;

  const topWidth = fit.width * (category === 'bottoms' ? hipWidth : shoulderWidth);
  const scaleX = topWidth / frame.bodyWidth;
  const natural = (frame.bottom - frame.top) * scaleX * fit.aspect;
  const garmentLength = Math.min(
    fit.length[1] * torsoLength,
    Math.max(fit.length[0] * torsoLength, natural),
  );
  let taper = Math.min(0.3, Math.max(-0.2, hipBreadth / shoulderWidth - 1)) * fit.hipFollow;
  taper = Math.max(
    taper,
    taperToClearHips(frame, (1 - fit.topAt) * torsoLength, garmentLength, scaleX, hipBreadth),
  );
  const bottomWidth = topWidth * (1 + Math.min(MAX_TAPER, taper));

  const topCentre = add(shoulders, scale(down, fit.topAt * torsoLength));
  const bottomCentre = add(topCentre, scale(down, garmentLength));
  return [
    add(topCentre, scale(across, -topWidth / 2)),
    add(topCentre, scale(across, topWidth / 2)),
    add(bottomCentre, scale(across, bottomWidth / 2)),
    add(bottomCentre, scale(across, -bottomWidth / 2)),
  ];
}
