/**
 * Sharpens the selfie model's person mask with the photo's colours. The model works at 256 px:
 * its edge is a wide, slightly fat ramp, and it fills narrow gaps (between an arm and the waist).
 * Garments cut by it look translucent, and forearms "in front" of a skirt take the gap with them.
 * Near the edge each pixel is instead explained as a mix of the nearby person colour and the
 * nearby background colour (a local two-colour matting model); where the two colours are alike,
 * the model's own value is kept.
 */
import { sampleGrid, smooth } from './float-blur';
import { blurRaster, resizeRaster, type Raster } from './raster';

/** The refinement runs at this long edge at most, in pixels, then is scaled back. */
const WORK_EDGE_PX = 800;
/** Model scores (0–255) at or below / at or above which a pixel is surely background / person. */
const SURE = [13, 242] as const;
/** How far around the model's uncertain band to look again, σ as a fraction of the long edge. */
const BAND_GROW = 0.006;
/** Neighbourhood of the local colour estimates, σ as a fraction of the long edge. */
const COLOUR_BLUR = 0.025;
/** Colour distance (0–441) from which the colours are trusted fully over the model. */
const FULL_CONTRAST = 45;
/** Seed weight (blurred seed pixels per cell) under which a local colour estimate is missing. */
const MIN_SEED = 0.15;
/** Side of the coarse grid cells the local colours are estimated on, in working pixels. */
const CELL = 4;

/** A refined 0–255 person mask at the image's size. */
export async function refineMask(image: Raster, soft: Raster): Promise<Raster> {
  const k = Math.min(1, WORK_EDGE_PX / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * k));
  const height = Math.max(1, Math.round(image.height * k));
  const rgb = k < 1 ? await resizeRaster(image, width, height) : image;
  const mask = k < 1 ? await resizeRaster(soft, width, height) : soft;
  const count = width * height;
  const longEdge = Math.max(width, height);

  const band = Buffer.alloc(count);
  for (let p = 0; p < count; p++) {
    const m = mask.data[p]!;
    band[p] = m > SURE[0] && m < SURE[1] ? 255 : 0;
  }
  const grown = await blurRaster({ data: band, width, height, channels: 1 }, BAND_GROW * longEdge);
  const unknown = (p: number) => band[p]! > 0 || grown.data[p]! > 8;

  // Local colours are smooth: gather the seeds on a coarse grid (CELL px), blur it there.
  const cw = Math.ceil(width / CELL);
  const ch = Math.ceil(height / CELL);
  // Per cell: person colour sum (3), person weight, background colour sum (3), its weight.
  const seeds = new Float32Array(cw * ch * 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (unknown(p)) continue;
      const m = mask.data[p]!;
      const at = m >= SURE[1] ? 0 : m <= SURE[0] ? 4 : -1;
      if (at < 0) continue;
      const cell = (Math.floor(y / CELL) * cw + Math.floor(x / CELL)) * 8 + at;
      for (let c = 0; c < 3; c++) seeds[cell + c]! += rgb.data[p * 3 + c]!;
      seeds[cell + 3]! += 1;
    }
  }
  smooth(seeds, cw, ch, 8, (COLOUR_BLUR * longEdge) / CELL);
  const local = new Float32Array(8);
  const out = Buffer.from(mask.data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (!unknown(p)) continue;
      sampleGrid(seeds, cw, ch, 8, CELL, x, y, local);
      const wf = local[3]!;
      const wb = local[7]!;
      if (wf < MIN_SEED || wb < MIN_SEED) continue;
      let dot = 0;
      let norm = 0;
      for (let c = 0; c < 3; c++) {
        const f = local[c]! / wf;
        const b = local[4 + c]! / wb;
        dot += (rgb.data[p * 3 + c]! - b) * (f - b);
        norm += (f - b) * (f - b);
      }
      const contrast = Math.sqrt(norm);
      if (contrast < 1) continue;
      const alpha = Math.min(1, Math.max(0, dot / norm));
      const trust = Math.min(1, contrast / FULL_CONTRAST);
      out[p] = 255 * (trust * alpha + (1 - trust) * (mask.data[p]! / 255)) + 0.5;
    }
  }
  const refined: Raster = { data: out, width, height, channels: 1 };
  return k < 1 ? resizeRaster(refined, image.width, image.height) : refined;
}
