/**
 * The local try-on measured on a real photo (the engine checks of docs/photo-check.md, "The
 * local try-on on real photos"): the face left as it was, nothing changed off the person, and
 * how much of the torso the garment covers, opaque. Shared by the engine's test and
 * `npm run bench -- try-on`.
 */
import { findHead } from '../../../server/engines/local/in-front';
import { detectBodyPoints, torsoOfPoints } from '../../../server/engines/local/pose';
import type { DressedPhoto } from '../../../server/engines/local/tryon-engine';

export interface TryOnMeasures {
  /** Whether a face was found to measure (the figures below are 0 without one). */
  faceFound: boolean;
  /** Share of the face's pixels the try-on changed. */
  faceChanged: number;
  /** Share of the pixels outside the person mask the try-on changed. */
  outsideChanged: number;
  /** Share of the torso (between shoulders and hips, inside the body) under opaque garment. */
  torsoCovered: number;
  /** Share of the torso under a half-transparent garment (ghosting). */
  torsoTranslucent: number;
}

/** A pixel changed: any channel moved by more than this (the engine's rounding is ±1). */
const CHANGED = 2;
/** Pixels the mask gives under this (0–255) are off the person. */
const OFF_PERSON = 64;
/** The torso region: this share of the shoulder-to-hip quad's width, centred (the body core). */
const CORE_SHARE = 0.6;
/** Garment opacity (0–255) from which a pixel is covered; between the bounds it is translucent. */
const OPAQUE = 242;
const TRANSPARENT = 13;

const changedAt = (a: Buffer, b: Buffer, p: number) =>
  Math.abs(a[p * 3]! - b[p * 3]!) > CHANGED ||
  Math.abs(a[p * 3 + 1]! - b[p * 3 + 1]!) > CHANGED ||
  Math.abs(a[p * 3 + 2]! - b[p * 3 + 2]!) > CHANGED;

export async function measureTryOn({
  person,
  result,
  mask,
  garmentAlpha,
}: DressedPhoto): Promise<TryOnMeasures> {
  const { width, height } = person;
  const points = await detectBodyPoints(person, mask);
  const torso = torsoOfPoints(points, person);
  const face = await findHead(person, points, torso);

  // The face: the ellipse inside the middle 80 % of its box (forehead to chin, cheek to cheek).
  let faceChanged = 0;
  if (face) {
    const { left, top, width: w, height: h } = face.box;
    const [cx, cy, rx, ry] = [left + w / 2, top + h / 2, w * 0.4, h * 0.4];
    let all = 0;
    let changed = 0;
    for (let y = Math.max(0, Math.round(cy - ry)); y < Math.min(height, cy + ry); y++)
      for (let x = Math.max(0, Math.round(cx - rx)); x < Math.min(width, cx + rx); x++) {
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1) continue;
        all++;
        if (changedAt(person.data, result.data, y * width + x)) changed++;
      }
    faceChanged = changed / Math.max(1, all);
  }

  let off = 0;
  let offChanged = 0;
  for (let p = 0; p < width * height; p++) {
    if (mask.data[p]! >= OFF_PERSON) continue;
    off++;
    if (changedAt(person.data, result.data, p)) offChanged++;
  }

  // The torso core: between the shoulder and hip lines, the middle CORE_SHARE of their width.
  let core = 0;
  let covered = 0;
  let translucent = 0;
  const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
  for (let y = 0; y < height; y++) {
    const t =
      (y - (torso.shoulderLeft[1] + torso.shoulderRight[1]) / 2) /
      ((torso.hipLeft[1] + torso.hipRight[1]) / 2 -
        (torso.shoulderLeft[1] + torso.shoulderRight[1]) / 2);
    if (t < 0.1 || t > 0.9) continue;
    const leftX = lerp(torso.shoulderLeft[0], torso.hipLeft[0], t);
    const rightX = lerp(torso.shoulderRight[0], torso.hipRight[0], t);
    const middle = (leftX + rightX) / 2;
    const half = (Math.abs(rightX - leftX) * CORE_SHARE) / 2;
    for (let x = Math.max(0, Math.round(middle - half)); x < Math.min(width, middle + half); x++) {
      const p = y * width + x;
      if (mask.data[p]! < 200) continue;
      core++;
      const a = garmentAlpha.data[p]!;
      if (a >= OPAQUE) covered++;
      else if (a > TRANSPARENT) translucent++;
    }
  }
  return {
    faceFound: face !== null,
    faceChanged,
    outsideChanged: offChanged / Math.max(1, off),
    torsoCovered: covered / Math.max(1, core),
    torsoTranslucent: translucent / Math.max(1, core),
  };
}
