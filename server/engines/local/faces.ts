/**
 * Faces in a photo: blazeface finds them and facemesh outlines each one (the face runtime of
 * human-runtime.ts). `oneFaceProblem` is the rule a photo that must show one person's face is
 * held to before anything is charged (docs/studios.md "Checks before the charge"): a face,
 * only one of its size, and big enough to use.
 */
import type { Point } from './homography';
import { getFaceRuntime } from './human-runtime';
import { decodeModelPhoto } from './image-io';
import { fromRaster, toRaster, type Raster } from './raster';

/** Long edge the photo is looked at in, in pixels: blazeface itself works at 256 px. */
const DETECT_EDGE_PX = 1024;
/** A face whose box is narrower than this, in the photo's pixels, is too small to use. */
export const MIN_FACE_PX = 80;
/**
 * Faces narrower than this share of the largest one are passers-by in the background: they do
 * not make a photo one of "several faces".
 */
export const BACKGROUND_FACE_SHARE = 0.5;

export interface DetectedFace {
  /** The face's box in the photo's pixels (forehead to chin, ear to ear). */
  box: { left: number; top: number; width: number; height: number };
  /** Blazeface's confidence, 0–1. */
  score: number;
  /** Facemesh's 468 points in the photo's pixels (empty when facemesh found none). */
  mesh: Point[];
}

export type FaceProblem = 'no_face' | 'several_faces' | 'face_too_small';

/** Every face in the photo, largest first. */
export async function detectFaces(photo: Raster): Promise<DetectedFace[]> {
  const { tf, detect } = await getFaceRuntime();
  const scale = Math.min(1, DETECT_EDGE_PX / Math.max(photo.width, photo.height));
  const small =
    scale < 1
      ? await toRaster(
          fromRaster(photo).resize(
            Math.round(photo.width * scale),
            Math.round(photo.height * scale),
          ),
          3,
        )
      : photo.channels === 3
        ? photo
        : await toRaster(fromRaster(photo), 3);
  const input = tf.tensor4d(new Uint8Array(small.data), [1, small.height, small.width, 3], 'int32');
  try {
    const result = await detect(input);
    const back = (value: number) => value / (small.width / photo.width);
    return result.face
      .map((face) => {
        const [left = 0, top = 0, width = 0, height = 0] = face.box;
        return {
          box: { left: back(left), top: back(top), width: back(width), height: back(height) },
          score: face.boxScore ?? face.score,
          mesh: face.mesh.map(([x = 0, y = 0]) => [back(x), back(y)] as Point),
        };
      })
      .sort((a, b) => b.box.width - a.box.width);
  } finally {
    input.dispose();
  }
}

/** What keeps these faces from being one usable face, or null when they are. */
export function oneFaceProblem(faces: readonly DetectedFace[]): FaceProblem | null {
  const [largest] = faces;
  if (!largest) return 'no_face';
  const alike = faces.filter((face) => face.box.width >= largest.box.width * BACKGROUND_FACE_SHARE);
  if (alike.length > 1) return 'several_faces';
  if (largest.box.width < MIN_FACE_PX) return 'face_too_small';
  return null;
}

/** The face check of a stored photo (upright, as the pipeline keeps inputs). */
export async function checkOneFace(bytes: Buffer): Promise<FaceProblem | null> {
  return oneFaceProblem(await detectFaces(await decodeModelPhoto(bytes)));
}
