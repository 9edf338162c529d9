/**
 * Makes the warped garment sit in the photo (docs/engines.md#local-try-on, step 8): the person's
 * own light and folds show through it, its edges turn away from the light a little, and it casts a
 * soft contact shadow on what is beneath.
 *
 * The light is the person's local luminance over their broader luminance, both averaged over
 * person pixels only (normalised convolution): the backdrop never lights the cloth, and a dark
 * skin or a light bodysuit does not tint it — only folds and roundness carry over.
 */
import { sampleGrid, smooth } from './float-blur';
import type { PixelBox, RgbaImage } from './homography';
import type { Torso } from './placement';
import { blurRaster, cropRaster, fromRaster, toRaster, type Raster } from './raster';

/** How much of the person's local light is carried onto the garment (0–1). */
const SHADING_STRENGTH = 0.55;
/** Shading multiplier bounds. */
const SHADING_RANGE = [0.72, 1.15] as const;
/**
 * On a photo the person's own clothes are under the garment: a badge, a print or a dark seam
 * would show through a wide range as a ghost. Folds still carry over, more gently.
 */
const PHOTO_SHADING_RANGE = [0.94, 1.03] as const;
/** Folds: blur of the person's luminance, σ as a fraction of the photo's long edge. */
const FOLD_BLUR = 0.004;
/** Broad light: σ as a fraction of the long edge (what is divided out). */
const BROAD_BLUR = 0.04;
/** Cells of the grid the broad light is computed on, in pixels. */
const BROAD_CELL = 8;
/**
 * Below the hips cloth hangs free of the body (skirts, coat tails, trouser legs), so the body's
 * light is carried over less: full down to the first value (torso lengths from the shoulders),
 * fading to FREE_HANGING_SHARE at the second.
 */
const FREE_HANGING = [0.95, 1.2] as const;
const FREE_HANGING_SHARE = 0.3;
/** Darkening of the garment at its own edges (0–1). */
const EDGE_DARKENING = 0.18;
/** Darkening of what lies just outside the garment (0–1). */
const SHADOW_STRENGTH = 0.28;
/** Blur of the garment's alpha for edge and shadow, as a fraction of the long edge. */
const SHADOW_BLUR = 0.005;
/** How far the contact shadow falls below the garment, as a fraction of the long edge. */
const SHADOW_DROP = 0.003;

/**
 * Local light of the person (1 = as bright as their surroundings), one float per pixel; 1
 * where there is no person.
 */
async function personLight(person: Raster, mask: Raster | null): Promise<Float32Array> {
  const { width, height } = person;
  const count = width * height;
  const grey = await toRaster(fromRaster(person).greyscale(), 1);
  const weight = mask ?? { data: Buffer.alloc(count, 255), width, height, channels: 1 as const };
  const weighted = Buffer.alloc(count);
  for (let p = 0; p < count; p++) weighted[p] = (grey.data[p]! * weight.data[p]!) / 255 + 0.5;
  const sigma = FOLD_BLUR * Math.max(width, height);
  const [foldSum, foldWeight] = await Promise.all([
    blurRaster({ data: weighted, width, height, channels: 1 }, sigma),
    blurRaster(weight, sigma),
  ]);
  const columns = Math.ceil(width / BROAD_CELL);
  const rows = Math.ceil(height / BROAD_CELL);
  const grid = new Float32Array(columns * rows * 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const cell = (Math.floor(y / BROAD_CELL) * columns + Math.floor(x / BROAD_CELL)) * 2;
      grid[cell]! += weighted[p]!;
      grid[cell + 1]! += weight.data[p]!;
    }
  }
  smooth(grid, columns, rows, 2, (BROAD_BLUR * Math.max(width, height)) / BROAD_CELL);
  const light = new Float32Array(count).fill(1);
  const broad = new Float32Array(2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const w = foldWeight.data[p]!;
      if (w < 8) continue;
      sampleGrid(grid, columns, rows, 2, BROAD_CELL, x, y, broad);
      if (broad[1]! < 1 || broad[0]! < 1) continue;
      light[p] = foldSum.data[p]! / w / (broad[0]! / broad[1]!);
    }
  }
  return light;
}

/** How much of the body's light reaches the cloth at a pixel (1 on the torso). */
function hangingShare(torso: Torso): (x: number, y: number) => number {
  const sx = (torso.shoulderLeft[0] + torso.shoulderRight[0]) / 2;
  const sy = (torso.shoulderLeft[1] + torso.shoulderRight[1]) / 2;
  const ax = (torso.hipLeft[0] + torso.hipRight[0]) / 2 - sx;
  const ay = (torso.hipLeft[1] + torso.hipRight[1]) / 2 - sy;
  const squared = ax * ax + ay * ay || 1;
  const [from, to] = FREE_HANGING;
  return (x, y) => {
    const along = ((x - sx) * ax + (y - sy) * ay) / squared;
    const t = Math.min(1, Math.max(0, (along - from) / (to - from)));
    return 1 - t * (1 - FREE_HANGING_SHARE);
  };
}

/**
 * Composites `layer` (the warped garment, canvas-sized RGBA, opaque only inside `box`) over
 * `person` (RGB) with the person's local light, edge darkening and a contact shadow. `mask` is
 * the person mask (null: the whole photo counts as the person); `torso` says where the cloth
 * hangs free. Only the box and a margin for the shadow are touched. Returns a new RGB raster.
 */
export async function compositeGarment(
  person: Raster,
  layer: RgbaImage,
  mask: Raster | null,
  box: PixelBox,
  torso: Torso,
  /** A user's photo (not a shipped mannequin): the light carries over within a narrower range. */
  photo = false,
): Promise<Raster> {
  const { width, height } = person;
  const range = photo ? PHOTO_SHADING_RANGE : SHADING_RANGE;
  const bodyShare = hangingShare(torso);
  const longEdge = Math.max(width, height);
  const out = Buffer.from(person.data);
  const margin = Math.ceil((3 * SHADOW_BLUR + SHADOW_DROP) * longEdge) + 2;
  const left = Math.max(0, box.left - margin);
  const top = Math.max(0, box.top - margin);
  const w = Math.min(width, box.right + margin) - left;
  const h = Math.min(height, box.bottom + margin) - top;
  if (w <= 0 || h <= 0) return { data: out, width, height, channels: 3 };
  const region = { left, top, width: w, height: h };
  const [under, onBody] = await Promise.all([
    cropRaster(person, region),
    mask ? cropRaster(mask, region) : Promise.resolve(null),
  ]);
  const alpha: Raster = { data: Buffer.alloc(w * h), width: w, height: h, channels: 1 };
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      alpha.data[y * w + x] = layer.data[((y + top) * width + x + left) * 4 + 3]!;
  const [light, soft] = await Promise.all([
    personLight(under, onBody),
    blurRaster(alpha, SHADOW_BLUR * longEdge),
  ]);
  const drop = Math.round(SHADOW_DROP * longEdge) * w;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const q = y * w + x;
      const p = (y + top) * width + x + left;
      const a = alpha.data[q]! / 255;
      const onPerson = onBody ? onBody.data[q]! / 255 : 1;
      // The contact shadow falls on the body only, never on the backdrop behind a shoulder.
      const above = q - drop >= 0 ? soft.data[q - drop]! / 255 : 0;
      const shadow = 1 - SHADOW_STRENGTH * above * (1 - a) * onPerson;
      const i = p * 3;
      if (a === 0) {
        if (shadow < 1) for (let c = 0; c < 3; c++) out[i + c] = person.data[i + c]! * shadow + 0.5;
        continue;
      }
      const strength = SHADING_STRENGTH * onPerson * bodyShare(x + left, y + top);
      const shade = Math.min(range[1], Math.max(range[0], 1 + strength * (light[q]! - 1)));
      const edge = 1 - EDGE_DARKENING * (1 - soft.data[q]! / 255);
      const o = p * 4;
      for (let c = 0; c < 3; c++) {
        const beneath = person.data[i + c]! * shadow;
        const cloth = Math.min(255, layer.data[o + c]! * shade * edge);
        out[i + c] = beneath * (1 - a) + cloth * a + 0.5;
      }
    }
  }
  return { data: out, width, height, channels: 3 };
}
