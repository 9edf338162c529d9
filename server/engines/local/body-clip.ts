/**
 * Keeps the garment on the body and behind the forearms, using the person mask:
 * - outside the corridor between the arms, where the mask says "background" (the air beside a
 *   shoulder or an arm) the garment is cut away, so sleeves follow the arms and a flat-lay's
 *   width does not float beside the body; inside it the cloth hangs over the gaps, and below
 *   the waist (the hips for tops) skirts, coat tails and trouser legs hang free;
 * - below the elbows, person pixels outside the body's core (the forearms and hands hanging
 *   beside the hips) stay in front of skirts, hems and trouser sides. Outerwear is exempt: its
 *   long sleeves cover the forearms.
 */
import type { GarmentCategory } from '../../../common/contracts/generations';
import type { PixelBox, RgbaImage } from './homography';
import { HIP_BREADTH_PER_JOINT_WIDTH, type Torso } from './placement';
import { blurRaster, resizeRaster, type Raster } from './raster';

/** Where the clip ends along the body axis, in torso lengths from the shoulders: [full, none]. */
const CLIP_UNTIL: Record<GarmentCategory, readonly [number, number]> = {
  tops: [1.15, 1.3],
  // Skirts and coat tails flare from the waist, into the gap between arm and hip.
  outerwear: [0.72, 0.78],
  dresses: [0.62, 0.66],
  // Bottoms start below the waist: nothing to clip.
  bottoms: [0, 0],
};
/** Where the forearms begin along the body axis (torso lengths): [none, full]. */
const FOREARM_FROM = [0.5, 0.65] as const;
/** Half the body core's width beside which forearms are found, × half the hip breadth. */
const CORE_PER_HIP = 1.06;
/** The armpits along the body axis (torso lengths): above them, shoulders are clipped everywhere. */
const ARMPITS = [0.15, 0.25] as const;
/** Half the corridor between the arms where nothing is clipped, × half the hip breadth. */
const CORRIDOR_PER_HIP = 0.95;
/** Feather of the core's and the corridor's edges, × half the hip breadth. */
const CORE_FEATHER = 0.12;
/**
 * The mask is grown by this distance (fraction of the long edge) so cloth can stand off the
 * skin; loose outerwear stands further off and bridges the gap between arm and body.
 */
const GROW: Record<GarmentCategory, number> = {
  tops: 0.006,
  outerwear: 0.014,
  dresses: 0.006,
  bottoms: 0.008,
};
/**
 * Growing is a blur then a low threshold: the offset contour stays smooth (a square dilation
 * leaves steps on a shoulder's curve). The edge lies where the blurred mask crosses this band,
 * about 1.9 σ outside the person; σ is the grow distance over GROW_PER_SIGMA.
 */
const GROW_BAND = [0.02, 0.04] as const;
const GROW_PER_SIGMA = 1.9;
/** The blur runs at most at this long edge, in pixels (speed); the band is applied after. */
const GROW_WORK_EDGE_PX = 1024;

const ramp = (value: number, from: number, to: number) =>
  Math.min(1, Math.max(0, (value - from) / (to - from)));

/** The person mask grown by `distance` pixels, with a smooth, anti-aliased edge (0–1 ramp). */
async function grow(mask: Raster, distance: number): Promise<Raster> {
  const k = Math.min(1, GROW_WORK_EDGE_PX / Math.max(mask.width, mask.height));
  const small =
    k < 1
      ? await resizeRaster(mask, Math.round(mask.width * k), Math.round(mask.height * k))
      : mask;
  const blurred = await blurRaster(small, (distance * k) / GROW_PER_SIGMA);
  const full = k < 1 ? await resizeRaster(blurred, mask.width, mask.height) : blurred;
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = 255 * ramp(v / 255, ...GROW_BAND);
  for (let i = 0; i < full.data.length; i++) full.data[i] = lut[full.data[i]!]!;
  return full;
}

/**
 * Multiplies the garment layer's alpha in place, inside `box` (where the layer is opaque). Call
 * only with a mask that found a person.
 */
export async function fitToBody(
  layer: RgbaImage,
  mask: Raster,
  torso: Torso,
  category: GarmentCategory,
  box: PixelBox,
): Promise<void> {
  const { width, height } = layer;
  const grown = await grow(mask, GROW[category] * Math.max(width, height));
  const sx = (torso.shoulderLeft[0] + torso.shoulderRight[0]) / 2;
  const sy = (torso.shoulderLeft[1] + torso.shoulderRight[1]) / 2;
  const hx = (torso.hipLeft[0] + torso.hipRight[0]) / 2 - sx;
  const hy = (torso.hipLeft[1] + torso.hipRight[1]) / 2 - sy;
  const torsoLength = Math.hypot(hx, hy) || 1;
  const [ux, uy] = [hx / torsoLength, hy / torsoLength];
  const hipHalf =
    (Math.hypot(torso.hipRight[0] - torso.hipLeft[0], torso.hipRight[1] - torso.hipLeft[1]) *
      HIP_BREADTH_PER_JOINT_WIDTH) /
    2;
  const core = hipHalf * CORE_PER_HIP;
  const corridor = hipHalf * CORRIDOR_PER_HIP;
  const feather = hipHalf * CORE_FEATHER;
  const [full, none] = CLIP_UNTIL[category];
  const forearms = category !== 'outerwear';
  for (let y = box.top; y < box.bottom; y++) {
    for (let x = box.left; x < box.right; x++) {
      const p = y * width + x;
      const o = p * 4 + 3;
      if (layer.data[o] === 0) continue;
      const dx = x - sx;
      const dy = y - sy;
      const along = (dx * ux + dy * uy) / torsoLength;
      let keep = 1;
      const aside = Math.abs(dx * uy - dy * ux);
      // Below the armpits, inside the corridor between the arms, cloth hangs over the gaps.
      const outside = ramp(aside, corridor, corridor + feather);
      const armpits = ramp(along, ...ARMPITS);
      const clip =
        (along < full ? 1 : along < none ? 1 - ramp(along, full, none) : 0) *
        (1 - armpits * (1 - outside));
      if (clip > 0) keep *= 1 - clip * (1 - grown.data[p]! / 255);
      if (forearms && along > FOREARM_FROM[0]) {
        const arm =
          ramp(along, FOREARM_FROM[0], FOREARM_FROM[1]) * ramp(aside, core, core + feather);
        keep *= 1 - arm * (mask.data[p]! / 255);
      }
      if (keep < 1) layer.data[o] = layer.data[o]! * keep + 0.5;
    }
  }
}
