/**
 * The photo check of a try-on's person photo (docs/photo-check.md): what keeps the detectors'
 * view of it (person-look.ts) from being one whole person, facing the camera, shoulders to hips
 * in the frame, big enough to dress. Each threshold was tuned on real photos; the measured values
 * per photo are in docs/photo-check.md.
 */
import { BACKGROUND_FACE_SHARE } from './faces';
import { decodeModelPhoto } from './image-io';
import { lookAtPerson, type PersonLook } from './person-look';
import type { Keypoint } from './pose';

/** Below this share of the photo the person mask found nobody (a backdrop measures 0.00). */
export const MIN_PERSON_SHARE = 0.03;
/** Keypoints under this score are not seen (movenet's own scores on the real photos). */
export const MIN_POINT_SCORE = 0.3;
/**
 * Hips are seen when their two scores average this much: movenet is less sure of hips under
 * a dress than of shoulders (0.28 and 0.32 on a photo whose hips are plainly in the frame).
 */
export const MIN_HIPS_SCORE = 0.25;
/** A shoulder or hip closer than this share of the photo's width to its side is cut off. */
export const EDGE_MARGIN_SHARE = 0.015;
/** The torso (shoulders' middle to hips' middle) must span this share of the long edge… */
export const MIN_TORSO_SHARE = 0.12;
/** …and this many pixels, or the person is too small to dress. */
export const MIN_TORSO_PX = 120;
/**
 * Shoulder span over torso length: about 0.7 facing the camera, 0.5–0.9 on the real photos of
 * people facing it, 0.13–0.32 on people turned side-on. Below this, the pose is turned.
 */
export const MIN_SHOULDERS_PER_TORSO = 0.4;
/**
 * A wrist lies on the torso when it is between the shoulder and hip lines and within this share
 * of the half shoulder span from the body's middle line; both wrists there is arms crossed.
 */
export const WRIST_ON_TORSO_SHARE = 0.85;

/** Stable codes (never renamed): the person photo's problems, most basic first. */
export type PersonProblem =
  | 'no_person'
  | 'several_people'
  | 'person_cut_off'
  | 'person_too_small'
  | 'turned_pose'
  | 'arms_crossed';

/** Which rules apply: the local engine needs a frontal pose with arms clear of the torso. */
export interface PersonRules {
  pose: boolean;
}

/** The measures the rules read, for the docs' table and the tests. */
export interface PersonMeasures {
  personShare: number;
  faces: number;
  /** Shoulders' middle to hips' middle, over the photo's long edge; null when not seen. */
  torsoShare: number | null;
  torsoPx: number | null;
  shouldersPerTorso: number | null;
  wristsOnTorso: number;
}

type Xy = [number, number];

const seen = (point: Keypoint | undefined, min = MIN_POINT_SCORE): point is Keypoint =>
  !!point && point.score >= min;
const xy = (point: Keypoint): Xy => [point.position[0]!, point.position[1]!];
const middle = (a: Xy, b: Xy): Xy => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
const distance = (a: Xy, b: Xy) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** Faces of the main person's size: smaller ones are passers-by in the background. */
function alikeFaces(look: PersonLook): number {
  const [largest] = look.faces;
  if (!largest) return 0;
  return look.faces.filter((face) => face.box.width >= largest.box.width * BACKGROUND_FACE_SHARE)
    .length;
}

interface Frame {
  shoulders: [Xy, Xy];
  hips: [Xy, Xy];
}

/** Shoulders and hips when all four are seen, else null. */
function frameOf(look: PersonLook): Frame | null {
  const { points } = look;
  const [ls, rs, lh, rh] = ['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'].map((part) =>
    points.get(part),
  );
  if (!seen(ls) || !seen(rs) || !lh || !rh) return null;
  if ((lh.score + rh.score) / 2 < MIN_HIPS_SCORE) return null;
  return { shoulders: [xy(ls), xy(rs)], hips: [xy(lh), xy(rh)] };
}

/** A point so close to the photo's side (or past it) that the body goes on beyond the frame. */
function atEdge(look: PersonLook, [x, y]: Xy): boolean {
  const margin = EDGE_MARGIN_SHARE * look.width;
  return x < margin || y < margin || x > look.width - margin || y > look.height - margin;
}

/** How many wrists lie on the torso, between the shoulder and hip lines, near the middle. */
function wristsOnTorso(look: PersonLook, frame: Frame): number {
  const top = middle(...frame.shoulders);
  const bottom = middle(...frame.hips);
  const length = distance(top, bottom) || 1;
  const down: Xy = [(bottom[0] - top[0]) / length, (bottom[1] - top[1]) / length];
  const halfSpan = distance(...frame.shoulders) / 2;
  let count = 0;
  for (const part of ['leftWrist', 'rightWrist']) {
    const wrist = look.points.get(part);
    if (!seen(wrist)) continue;
    const [dx, dy] = [wrist.position[0]! - top[0], wrist.position[1]! - top[1]];
    const along = (dx * down[0] + dy * down[1]) / length;
    const aside = Math.abs(dx * down[1] - dy * down[0]);
    if (along > 0.1 && along < 0.95 && aside < WRIST_ON_TORSO_SHARE * halfSpan) count++;
  }
  return count;
}

/** The numbers the rules read. */
export function measurePerson(look: PersonLook): PersonMeasures {
  const frame = frameOf(look);
  const longEdge = Math.max(look.width, look.height);
  const torsoPx = frame ? distance(middle(...frame.shoulders), middle(...frame.hips)) : null;
  return {
    personShare: look.personShare,
    faces: alikeFaces(look),
    torsoShare: torsoPx === null ? null : torsoPx / longEdge,
    torsoPx,
    shouldersPerTorso:
      frame && torsoPx ? distance(...frame.shoulders) / Math.max(1, torsoPx) : null,
    wristsOnTorso: frame ? wristsOnTorso(look, frame) : 0,
  };
}

/** What keeps this photo from being one person the engine can dress, or null when it is one. */
export function personProblem(look: PersonLook, rules: PersonRules): PersonProblem | null {
  const measures = measurePerson(look);
  const shoulders = seen(look.points.get('leftShoulder')) || seen(look.points.get('rightShoulder'));
  if (measures.personShare < MIN_PERSON_SHARE && look.faces.length === 0 && !shoulders)
    return 'no_person';
  if (measures.faces > 1) return 'several_people';
  const frame = frameOf(look);
  if (!frame || [...frame.shoulders, ...frame.hips].some((point) => atEdge(look, point))) {
    // A far-away person is found by the mask but not by movenet's shoulders.
    const box = look.personBox;
    const tall = box ? (box.bottom - box.top) / look.height : 0;
    return tall > 0 && tall < 0.25 ? 'person_too_small' : 'person_cut_off';
  }
  if ((measures.torsoShare ?? 0) < MIN_TORSO_SHARE || (measures.torsoPx ?? 0) < MIN_TORSO_PX)
    return 'person_too_small';
  if (!rules.pose) return null;
  if ((measures.shouldersPerTorso ?? 0) < MIN_SHOULDERS_PER_TORSO) return 'turned_pose';
  if (measures.wristsOnTorso >= 2) return 'arms_crossed';
  return null;
}

/** The check of a stored person photo (upright, as the pipeline keeps inputs). */
export async function checkPersonPhoto(
  bytes: Buffer,
  rules: PersonRules,
): Promise<PersonProblem | null> {
  return personProblem(await lookAtPerson(await decodeModelPhoto(bytes)), rules);
}
