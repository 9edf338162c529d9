/**
 * What of a real person stays in front of the garment (docs/engines.md#local-try-on, step 7):
 * the face (facemesh's outline, a little grown), the hair that falls over the shoulders and chest
 * (the hair module's mask around the face), and the forearms and hands (capsules along movenet's
 * elbow-to-wrist lines, cut to the person mask). Also the one person to dress: the part of the
 * person mask connected to the torso, so a neighbour in the photo is never dressed.
 */
import sharp from 'sharp';
import type { GarmentCategory } from '../../../common/contracts/generations';
import { detectFaces, type DetectedFace } from './faces';
import { hairMaskFromFace } from './hair/face-hair-mask';
import type { Point } from './homography';
import type { Torso } from './placement';
import { MIN_KEYPOINT_SCORE, type Keypoint } from './pose';
import { cropRaster, resizeRaster, type Raster } from './raster';
import { FACE_OVAL } from './face-outline';

/** The face outline is grown by this share of its width (jaw shadow, ears' roots). */
const FACE_GROW = 0.08;
/** The head is looked for in a square this many shoulder spans wide around the nose. */
const HEAD_CROP_PER_SHOULDER = 1.6;
/** A forearm's half width, × the shoulder span; a hand's radius at the wrist, the same × 1.3. */
const FOREARM_HALF_WIDTH = 0.11;
/** The hand reaches past the wrist by this share of the forearm's length. */
const HAND_REACH = 0.35;
/**
 * Long hair below the shoulders: the hair module finds the hair around the head; from it, person
 * pixels of the hair's colour (within HAIR_LIKE spreads of its mean, each spread at least
 * MIN_HAIR_SPREAD) that connect to it are hair too, down to HAIR_DOWN face heights below the chin
 * and HAIR_SIDE face widths beside the face's middle.
 */
const HAIR_LIKE = 1.6;
const MIN_HAIR_SPREAD = 14;
const HAIR_DOWN = 3.2;
const HAIR_SIDE = 1.6;
/** The hair is followed down at this long edge, in pixels. */
const HAIR_EDGE_PX = 512;
/** Person-mask value from which a pixel is the person. */
const PERSON = 128;
/** Connected parts are found on the mask at this long edge, in pixels. */
const COMPONENT_EDGE_PX = 320;

const seen = (point: Keypoint | undefined): point is Keypoint =>
  !!point && point.score >= MIN_KEYPOINT_SCORE;
const xy = (point: Keypoint): Point => [point.position[0]!, point.position[1]!];

/**
 * The face of the person being dressed, looked for near movenet's nose: blazeface looks at the
 * whole picture at 256 px, so on a full-length photo the face is too small for it.
 */
export async function findHead(
  photo: Raster,
  points: Map<string, Keypoint>,
  torso: Torso,
): Promise<DetectedFace | null> {
  const nose = points.get('nose');
  const span = Math.hypot(
    torso.shoulderRight[0] - torso.shoulderLeft[0],
    torso.shoulderRight[1] - torso.shoulderLeft[1],
  );
  const centre: Point = nose
    ? xy(nose)
    : [
        (torso.shoulderLeft[0] + torso.shoulderRight[0]) / 2,
        Math.min(torso.shoulderLeft[1], torso.shoulderRight[1]) - span * 0.5,
      ];
  const side = Math.round(Math.min(photo.width, photo.height, span * HEAD_CROP_PER_SHOULDER));
  const left = Math.round(Math.min(Math.max(0, centre[0] - side / 2), photo.width - side));
  const top = Math.round(Math.min(Math.max(0, centre[1] - side / 2), photo.height - side));
  if (side < 32) return null;
  const faces = await detectFaces(
    await cropRaster(photo, { left, top, width: side, height: side }),
  );
  const [face] = faces;
  if (!face) return null;
  return {
    ...face,
    box: { ...face.box, left: face.box.left + left, top: face.box.top + top },
    mesh: face.mesh.map(([x, y]) => [x + left, y + top] as Point),
  };
}

/** The face outline, a little grown, as an SVG path (empty without a facemesh). */
function faceShape(face: DetectedFace | null): string {
  if (!face || face.mesh.length < 468) return '';
  const outline = FACE_OVAL.map((i) => face.mesh[i]!);
  const grow = FACE_GROW * face.box.width;
  const d = outline.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`);
  return `<path d="${d.join(' ')} Z" fill="#fff" stroke="#fff" stroke-width="${(2 * grow).toFixed(1)}" stroke-linejoin="round"/>`;
}

/** The forearms (elbow to past the wrist) and hands as SVG shapes. */
function armShapes(points: Map<string, Keypoint>, torso: Torso, category: GarmentCategory): string {
  const span = Math.hypot(
    torso.shoulderRight[0] - torso.shoulderLeft[0],
    torso.shoulderRight[1] - torso.shoulderLeft[1],
  );
  const half = FOREARM_HALF_WIDTH * span;
  const shapes: string[] = [];
  for (const side of ['left', 'right']) {
    const elbow = points.get(`${side}Elbow`);
    const wrist = points.get(`${side}Wrist`);
    if (!seen(wrist)) continue;
    const [wx, wy] = xy(wrist);
    // Long sleeves cover the forearm: only the hand stays in front of outerwear.
    if (seen(elbow) && category !== 'outerwear') {
      const [ex, ey] = xy(elbow);
      const hx = wx + (wx - ex) * HAND_REACH;
      const hy = wy + (wy - ey) * HAND_REACH;
      shapes.push(
        `<path d="M${ex.toFixed(1)} ${ey.toFixed(1)} L${hx.toFixed(1)} ${hy.toFixed(1)}" stroke="#fff" stroke-width="${(2 * half).toFixed(1)}" stroke-linecap="round"/>`,
      );
    }
    shapes.push(
      `<circle cx="${wx.toFixed(1)}" cy="${wy.toFixed(1)}" r="${(half * 1.3).toFixed(1)}" fill="#fff"/>`,
    );
  }
  return shapes.join('');
}

/** SVG shapes drawn white on black at the photo's size, as one 0–255 channel. */
async function drawn(photo: Raster, shapes: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${photo.width}" height="${photo.height}"><rect width="100%" height="100%" fill="#000"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).extractChannel(0).raw().toBuffer();
}

/**
 * What stays in front of the garment (0–255, 255 = keep the photo): the face whole, and the hair
 * around it and the forearms and hands where the person mask is the person.
 */
export async function inFrontMask(
  photo: Raster,
  mask: Raster,
  face: DetectedFace | null,
  points: Map<string, Keypoint>,
  torso: Torso,
  category: GarmentCategory,
): Promise<Raster> {
  const [faceArea, arms, hair] = await Promise.all([
    drawn(photo, faceShape(face)),
    drawn(photo, armShapes(points, torso, category)),
    face ? longHair(photo, mask, face) : null,
  ]);
  const out = Buffer.alloc(photo.width * photo.height);
  for (let p = 0; p < out.length; p++) {
    const onPerson = mask.data[p]!;
    const hairHere = hair ? Math.min(hair.data[p]!, onPerson) : 0;
    out[p] = Math.max(faceArea[p]!, Math.min(arms[p]!, onPerson), hairHere);
  }
  return { data: out, width: photo.width, height: photo.height, channels: 1 };
}

/**
 * The person mask kept to the part connected to the torso (between the shoulders and hips):
 * another person beside, even one the mask joins by a thin bridge of soft pixels, is dropped.
 */
export async function mainPersonMask(mask: Raster, torso: Torso): Promise<Raster> {
  const k = Math.min(1, COMPONENT_EDGE_PX / Math.max(mask.width, mask.height));
  const width = Math.max(1, Math.round(mask.width * k));
  const height = Math.max(1, Math.round(mask.height * k));
  const small = k < 1 ? await resizeRaster(mask, width, height) : mask;
  const cx = Math.round(
    ((torso.shoulderLeft[0] + torso.shoulderRight[0] + torso.hipLeft[0] + torso.hipRight[0]) / 4) *
      k,
  );
  const cy = Math.round(
    ((torso.shoulderLeft[1] + torso.shoulderRight[1] + torso.hipLeft[1] + torso.hipRight[1]) / 4) *
      k,
  );
  const inside = new Uint8Array(width * height);
  const start =
    Math.min(height - 1, Math.max(0, cy)) * width + Math.min(width - 1, Math.max(0, cx));
  if (small.data[start]! < PERSON) return mask;
  const stack = [start];
  inside[start] = 1;
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    const neighbours = [p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1];
    for (const q of neighbours) {
      if (q < 0 || q >= inside.length || inside[q] || small.data[q]! < PERSON) continue;
      inside[q] = 1;
      stack.push(q);
    }
  }
  // Grown by one cell, so the full-size edge (soft, anti-aliased) is kept whole.
  const keep = Buffer.alloc(width * height);
  for (let p = 0; p < keep.length; p++) {
    if (!inside[p]) continue;
    const x = p % width;
    for (const q of [p, p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1])
      if (q >= 0 && q < keep.length) keep[q] = 255;
  }
  const full =
    k < 1
      ? await resizeRaster({ data: keep, width, height, channels: 1 }, mask.width, mask.height)
      : { data: keep, width, height, channels: 1 as const };
  const out = Buffer.alloc(mask.data.length);
  for (let p = 0; p < out.length; p++) out[p] = full.data[p]! >= 128 ? mask.data[p]! : 0;
  return { data: out, width: mask.width, height: mask.height, channels: 1 };
}

/** The hair module's mask, followed down over the shoulders and chest by its colour. */
async function longHair(photo: Raster, mask: Raster, face: DetectedFace): Promise<Raster> {
  const around = await hairMaskFromFace(photo, mask, face);
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  let count = 0;
  for (let p = 0; p < around.data.length; p++) {
    if (around.data[p]! < 200) continue;
    count++;
    for (let c = 0; c < 3; c++) {
      const v = photo.data[p * 3 + c]!;
      sum[c]! += v;
      squares[c]! += v * v;
    }
  }
  if (count < 50) return around;
  const mean = sum.map((s) => s / count);
  const spread = squares.map((s, c) =>
    Math.max(MIN_HAIR_SPREAD, Math.sqrt(Math.max(0, s / count - mean[c]! ** 2))),
  );
  const k = Math.min(1, HAIR_EDGE_PX / Math.max(photo.width, photo.height));
  const width = Math.max(1, Math.round(photo.width * k));
  const height = Math.max(1, Math.round(photo.height * k));
  const [small, smallMask, smallHair] = await Promise.all(
    [photo, mask, around].map((image) =>
      k < 1 ? resizeRaster(image, width, height) : Promise.resolve(image),
    ),
  );
  const oval = FACE_OVAL.map((i) => face.mesh[i]!);
  const xs = oval.map(([x]) => x);
  const faceWidth = Math.max(...xs) - Math.min(...xs);
  const centre = (Math.max(...xs) + Math.min(...xs)) / 2;
  const chin = face.mesh[152]![1];
  const faceHeight = chin - face.mesh[10]![1];
  const bottom = (chin + HAIR_DOWN * faceHeight) * k;
  const [minX, maxX] = [(centre - HAIR_SIDE * faceWidth) * k, (centre + HAIR_SIDE * faceWidth) * k];
  const grown = new Uint8Array(width * height);
  const stack: number[] = [];
  for (let p = 0; p < grown.length; p++)
    if (smallHair!.data[p]! >= 128) {
      grown[p] = 1;
      stack.push(p);
    }
  const skin = skinColour(photo, face);
  const hairLike = (p: number) => {
    let toHair = 0;
    let toSkin = 0;
    for (let c = 0; c < 3; c++) {
      const v = small!.data[p * 3 + c]!;
      const d = Math.abs(v - mean[c]!);
      if (d > HAIR_LIKE * spread[c]!) return false;
      toHair += (d / spread[c]!) ** 2;
      toSkin += ((v - skin.mean[c]!) / skin.spread[c]!) ** 2;
    }
    // Blond hair and bare skin can share a colour: the nearer one wins.
    return toHair < toSkin;
  };
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    for (const q of [p - width, p + width, x > 0 ? p - 1 : -1, x < width - 1 ? p + 1 : -1]) {
      if (q < 0 || q >= grown.length || grown[q]) continue;
      const qx = q % width;
      const qy = (q - qx) / width;
      if (qy > bottom || qx < minX || qx > maxX) continue;
      if (smallMask!.data[q]! < PERSON || !hairLike(q)) continue;
      grown[q] = 1;
      stack.push(q);
    }
  }
  const out: Raster = { data: Buffer.alloc(width * height), width, height, channels: 1 };
  for (let p = 0; p < grown.length; p++) out.data[p] = grown[p] ? 255 : 0;
  const full = k < 1 ? await resizeRaster(out, photo.width, photo.height) : out;
  for (let p = 0; p < full.data.length; p++)
    full.data[p] = Math.max(full.data[p]!, around.data[p]!);
  return full;
}

/** The skin's colour: the middle of the face (cheeks, nose), its mean and spread per channel. */
function skinColour(photo: Raster, face: DetectedFace) {
  const { box } = face;
  const sum = [0, 0, 0];
  const squares = [0, 0, 0];
  let count = 0;
  const [x0, x1] = [box.left + box.width * 0.3, box.left + box.width * 0.7];
  const [y0, y1] = [box.top + box.height * 0.45, box.top + box.height * 0.7];
  for (let y = Math.max(0, Math.round(y0)); y < Math.min(photo.height, y1); y++)
    for (let x = Math.max(0, Math.round(x0)); x < Math.min(photo.width, x1); x++) {
      const p = (y * photo.width + x) * 3;
      count++;
      for (let c = 0; c < 3; c++) {
        sum[c]! += photo.data[p + c]!;
        squares[c]! += photo.data[p + c]! ** 2;
      }
    }
  const n = Math.max(1, count);
  const mean = sum.map((s) => s / n);
  const spread = squares.map((s, c) =>
    Math.max(MIN_HAIR_SPREAD, Math.sqrt(Math.max(0, s / n - mean[c]! ** 2))),
  );
  return { mean, spread };
}
