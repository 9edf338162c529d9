/**
 * Shoulders and hips of the person in a photo (docs/engines.md#local-try-on step 3,
 * docs/engines.md#running-tfjs-in-node-offline): crop to the person first (movenet's keypoints
 * drift on a small person in a big frame), detect with movenet-lightning, then clamp to anatomy —
 * movenet's hips are often too low, or missing on a half-body photo. Nobody found →
 * EngineError('no_person_detected').
 */
import { EngineError } from '../engine';
import type { Point } from './homography';
import { getHumanRuntime } from './human-runtime';
import { maskBounds } from './person-segmentation';
import type { Torso } from './placement';
import { cropRaster, fromRaster, toRaster, type Raster } from './raster';

/** Keypoints under this score do not count. */
export const MIN_KEYPOINT_SCORE = 0.3;
/** Long edge of the crop handed to movenet, in pixels (it works at 192 px inside). */
const DETECT_EDGE_PX = 640;
/** Padding around the person's mask box, as a fraction of its larger side. */
const CROP_PADDING = 0.1;
/** Torso length (shoulders to hips) allowed, in shoulder widths; 1.45 when the hips are unseen. */
const TORSO_PER_SHOULDER = { min: 1.1, max: 1.8, missing: 1.45 } as const;
/** Hip-joint width allowed, in shoulder widths; 0.75 when the hips are unseen. */
const HIPS_PER_SHOULDER = { min: 0.5, max: 1.1, missing: 0.75 } as const;
/** A person whose shoulders span less of the photo than this is too small to dress. */
const MIN_SHOULDER_SHARE = 0.04;

export interface Keypoint {
  part: string;
  position: number[];
  score: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function noPerson(reason: string): EngineError {
  return new EngineError('no_person_detected', `No person to dress: ${reason}`);
}

async function detectKeypoints(image: Raster, box: Box): Promise<Map<string, Keypoint>> {
  const { tf, detect } = await getHumanRuntime();
  const crop = await cropRaster(image, box);
  const factor = Math.min(1, DETECT_EDGE_PX / Math.max(crop.width, crop.height));
  const small =
    factor < 1
      ? await toRaster(
          fromRaster(crop).resize(
            Math.round(crop.width * factor),
            Math.round(crop.height * factor),
          ),
          3,
        )
      : crop;
  const input = tf.tensor4d(new Uint8Array(small.data), [1, small.height, small.width, 3], 'int32');
  try {
    const result = await detect(input);
    const points = new Map<string, Keypoint>();
    for (const point of (result.body[0]?.keypoints ?? []) as Keypoint[]) {
      const [x = 0, y = 0] = point.position;
      points.set(point.part, {
        part: point.part,
        position: [
          box.left + (x * crop.width) / small.width,
          box.top + (y * crop.height) / small.height,
        ],
        score: point.score,
      });
    }
    return points;
  } finally {
    input.dispose();
  }
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The person's mask box, padded, or the whole photo when the mask found nobody. */
function personBox(image: Raster, mask: Raster | null): Box {
  const bounds = mask ? maskBounds(mask) : null;
  if (!bounds) return { left: 0, top: 0, width: image.width, height: image.height };
  const pad = CROP_PADDING * Math.max(bounds.right - bounds.left, bounds.bottom - bounds.top);
  const left = Math.max(0, Math.floor(bounds.left - pad));
  const top = Math.max(0, Math.floor(bounds.top - pad));
  const right = Math.min(image.width, Math.ceil(bounds.right + pad));
  const bottom = Math.min(image.height, Math.ceil(bounds.bottom + pad));
  return { left, top, width: right - left, height: bottom - top };
}

const point = (keypoint: Keypoint): Point => [keypoint.position[0]!, keypoint.position[1]!];
export const seen = (keypoint: Keypoint | undefined): keypoint is Keypoint =>
  !!keypoint && keypoint.score >= MIN_KEYPOINT_SCORE;

/** Anatomical clamps: hips placed along the body axis at a plausible distance and width. */
export function clampTorso(shoulderA: Point, shoulderB: Point, hips: [Point, Point] | null): Torso {
  const [shoulderLeft, shoulderRight] =
    shoulderA[0] <= shoulderB[0] ? [shoulderA, shoulderB] : [shoulderB, shoulderA];
  const width = Math.hypot(shoulderRight[0] - shoulderLeft[0], shoulderRight[1] - shoulderLeft[1]);
  const centre: Point = [
    (shoulderLeft[0] + shoulderRight[0]) / 2,
    (shoulderLeft[1] + shoulderRight[1]) / 2,
  ];
  // Down the body: perpendicular to the shoulder line, unless the hips say otherwise.
  let down: Point = [
    -(shoulderRight[1] - shoulderLeft[1]) / width,
    (shoulderRight[0] - shoulderLeft[0]) / width,
  ];
  let torso = TORSO_PER_SHOULDER.missing * width;
  let hipWidth = HIPS_PER_SHOULDER.missing * width;
  if (hips) {
    const hipCentre: Point = [(hips[0][0] + hips[1][0]) / 2, (hips[0][1] + hips[1][1]) / 2];
    const axis: Point = [hipCentre[0] - centre[0], hipCentre[1] - centre[1]];
    const axisLength = Math.hypot(axis[0], axis[1]);
    const unit: Point = [axis[0] / axisLength, axis[1] / axisLength];
    // Hips must be below the shoulders, within ±35° of the shoulder-line normal.
    if (axisLength > 0 && unit[0] * down[0] + unit[1] * down[1] > Math.cos((35 * Math.PI) / 180)) {
      down = unit;
      torso = clamp(axisLength, TORSO_PER_SHOULDER.min * width, TORSO_PER_SHOULDER.max * width);
      const measured = Math.hypot(hips[1][0] - hips[0][0], hips[1][1] - hips[0][1]);
      hipWidth = clamp(measured, HIPS_PER_SHOULDER.min * width, HIPS_PER_SHOULDER.max * width);
    }
  }
  const hipCentre: Point = [centre[0] + down[0] * torso, centre[1] + down[1] * torso];
  const across: Point = [down[1], -down[0]];
  return {
    shoulderLeft,
    shoulderRight,
    hipLeft: [hipCentre[0] - (across[0] * hipWidth) / 2, hipCentre[1] - (across[1] * hipWidth) / 2],
    hipRight: [
      hipCentre[0] + (across[0] * hipWidth) / 2,
      hipCentre[1] + (across[1] * hipWidth) / 2,
    ],
  };
}

/**
 * Movenet's keypoints of the person in a photo, in the photo's pixels: searched in the person's
 * mask box first (movenet drifts on a small person in a big frame), then in the whole photo when
 * that box shows no shoulders. `mask` (person segmentation) may be null: the whole photo.
 */
export async function detectBodyPoints(
  image: Raster,
  mask: Raster | null,
): Promise<Map<string, Keypoint>> {
  const box = personBox(image, mask);
  const points = await detectKeypoints(image, box);
  const whole = box.width === image.width && box.height === image.height;
  if (whole || (seen(points.get('leftShoulder')) && seen(points.get('rightShoulder'))))
    return points;
  return detectKeypoints(image, { left: 0, top: 0, width: image.width, height: image.height });
}

/** The torso of these keypoints, clamped to anatomy; too few of them → no_person_detected. */
export function torsoOfPoints(points: Map<string, Keypoint>, image: Raster): Torso {
  const leftShoulder = points.get('leftShoulder');
  const rightShoulder = points.get('rightShoulder');
  if (!seen(leftShoulder) || !seen(rightShoulder)) throw noPerson('no shoulders found');
  const shoulderSpan = Math.abs(leftShoulder.position[0]! - rightShoulder.position[0]!);
  if (shoulderSpan < MIN_SHOULDER_SHARE * image.width)
    throw noPerson('the person is too small or side-on');
  const leftHip = points.get('leftHip');
  const rightHip = points.get('rightHip');
  const hips: [Point, Point] | null =
    seen(leftHip) && seen(rightHip) ? [point(leftHip), point(rightHip)] : null;
  return clampTorso(point(leftShoulder), point(rightShoulder), hips);
}

/**
 * Finds the torso in a photo. `mask` (person segmentation) narrows the search; without it the
 * whole photo is searched.
 */
export async function detectTorso(image: Raster, mask: Raster | null): Promise<Torso> {
  return torsoOfPoints(await detectBodyPoints(image, mask), image);
}
