/**
 * Face enhancement inside each face and nowhere else (README.md "Face enhancement"): within the
 * face's facemesh outline, the skin is smoothed (a median, then a blur sized to the face) while
 * the eyes, brows and lips keep their detail and are sharpened a little, and the face is
 * lifted slightly in light. Only a box around each face is read and written: every pixel
 * outside it is the photo's own.
 */
import sharp from 'sharp';
import type { DetectedFace } from '../faces';
import { BROWS, EYES, FACE_OVAL, LIPS } from '../face-outline';
import type { Point } from '../homography';
import { cropRaster, fromRaster, toRaster, type Raster } from '../raster';

/** How much of the smoothing the skin takes (the rest is the skin's own texture). */
const SMOOTHING = 0.7;
/** The smoothing blur, as a share of the face's width. */
const SMOOTH_SIGMA_PER_FACE = 0.012;
/** Light lift on the face (1 = none). */
const LIFT = 1.04;
/** How much of the sharpened eyes, brows and lips is taken. */
const FEATURE_SHARPENING = 0.8;
/** The outline's feather, as a share of the face's width. */
const FEATHER_PER_FACE = 0.03;
/** The box around the face that is worked on, grown by this share of its size each way. */
const BOX_MARGIN = 0.15;

type Box = { left: number; top: number; width: number; height: number };

function boxAround(face: DetectedFace, photo: Raster): Box {
  const xs = face.mesh.map(([x]) => x);
  const ys = face.mesh.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const grow = BOX_MARGIN * Math.max(maxX - minX, maxY - minY);
  const left = Math.max(0, Math.floor(minX - grow));
  const top = Math.max(0, Math.floor(minY - grow));
  const right = Math.min(photo.width, Math.ceil(maxX + grow));
  const bottom = Math.min(photo.height, Math.ceil(maxY + grow));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

function pathOf(points: Point[], box: Box): string {
  return points
    .map(([x, y], i) => `${i ? 'L' : 'M'}${(x - box.left).toFixed(1)} ${(y - box.top).toFixed(1)}`)
    .join(' ');
}

/** One channel over the box: white inside the drawn shapes, feathered by `blur` pixels. */
async function shapeMask(shapes: string[], box: Box, blur: number): Promise<Raster> {
  const paths = shapes.map((d) => `<path d="${d} Z" fill="#fff"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}"><rect width="100%" height="100%" fill="#000"/>${paths}</svg>`;
  const drawn = sharp(Buffer.from(svg)).greyscale();
  return toRaster(blur >= 0.3 ? drawn.blur(blur) : drawn, 1);
}

async function retouchOne(photo: Raster, face: DetectedFace): Promise<void> {
  const box = boxAround(face, photo);
  const at = (indices: readonly number[]) => indices.map((i) => face.mesh[i]!);
  const faceWidth = box.width / (1 + 2 * BOX_MARGIN);
  const feather = Math.max(1, faceWidth * FEATHER_PER_FACE);
  const features = [...EYES, ...BROWS, LIPS].map((shape) => pathOf(at(shape), box));
  const [crop, oval, detail] = await Promise.all([
    cropRaster(photo, box),
    shapeMask([pathOf(at(FACE_OVAL), box)], box, feather),
    shapeMask(features, box, feather * 0.6),
  ]);
  const sigma = Math.max(0.8, faceWidth * SMOOTH_SIGMA_PER_FACE);
  const [smooth, sharpened] = await Promise.all([
    toRaster(fromRaster(crop).median(3).blur(sigma), 3),
    toRaster(fromRaster(crop).sharpen({ sigma: 1, m1: 0.5, m2: 2 }), 3),
  ]);
  for (let p = 0; p < oval.data.length; p++) {
    const inFace = oval.data[p]! / 255;
    if (inFace === 0) continue;
    const feature = detail.data[p]! / 255;
    const skin = inFace * (1 - feature) * SMOOTHING;
    const crisp = inFace * feature * FEATURE_SHARPENING;
    const lift = 1 + (LIFT - 1) * inFace;
    const x = box.left + (p % box.width);
    const y = box.top + Math.floor(p / box.width);
    const target = (y * photo.width + x) * photo.channels;
    for (let c = 0; c < 3; c++) {
      const o = crop.data[p * 3 + c]!;
      const v = o + (smooth.data[p * 3 + c]! - o) * skin + (sharpened.data[p * 3 + c]! - o) * crisp;
      photo.data[target + c] = Math.max(0, Math.min(255, Math.round(v * lift)));
    }
  }
}

/** A copy of the photo (3 channels) with each face that facemesh outlined retouched. */
export async function retouchFaces(photo: Raster, faces: readonly DetectedFace[]): Promise<Raster> {
  const result: Raster = { ...photo, data: Buffer.from(photo.data) };
  for (const face of faces) if (face.mesh.length >= 468) await retouchOne(result, face);
  return result;
}
