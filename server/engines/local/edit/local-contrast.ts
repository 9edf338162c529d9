/**
 * Local contrast (CLAHE) at a price a preset can pay: libvips's own CLAHE takes seconds on a
 * 2048 px photo (docs/engines.md "sharp gotchas"), so it runs on a small copy of the
 * luminance, and the change it made there becomes a smooth gain map, scaled up and multiplied
 * into the photo's colours. Shadows open and flat areas gain depth without a tone shift.
 */
import { fromRaster, resizeRaster, toRaster, blurRaster, type Raster } from '../raster';

/** The long edge the contrast is measured at, in pixels. */
const MEASURE_EDGE_PX = 512;
/** CLAHE's tile, in pixels of the small copy, and its contrast limit. */
const TILE_PX = 48;
const MAX_SLOPE = 3;
/** The gain map's smoothing, in pixels of the small copy: no halos around edges. */
const GAIN_BLUR_PX = 4;
/** The gain is kept within this range (a black pixel never becomes grey, a white one not flat). */
const GAIN_RANGE = [0.6, 1.9] as const;
/** The gain map's 8-bit code: gain × GAIN_UNIT. */
const GAIN_UNIT = 128;

/** The photo (3 channels) with its local contrast raised; `amount` 0–1 of the full CLAHE. */
export async function localContrast(photo: Raster, amount: number): Promise<Raster> {
  const k = Math.min(1, MEASURE_EDGE_PX / Math.max(photo.width, photo.height));
  const width = Math.max(1, Math.round(photo.width * k));
  const height = Math.max(1, Math.round(photo.height * k));
  const luma = await toRaster(fromRaster(photo).resize(width, height).greyscale(), 1);
  const equalised = await toRaster(
    fromRaster(luma).clahe({ width: TILE_PX, height: TILE_PX, maxSlope: MAX_SLOPE }),
    1,
  );
  const code = Buffer.alloc(width * height);
  for (let p = 0; p < code.length; p++) {
    const before = Math.max(8, luma.data[p]!);
    const gain = Math.min(GAIN_RANGE[1], Math.max(GAIN_RANGE[0], equalised.data[p]! / before));
    code[p] = Math.min(255, Math.round((1 + (gain - 1) * amount) * GAIN_UNIT));
  }
  const smooth = await blurRaster({ data: code, width, height, channels: 1 }, GAIN_BLUR_PX);
  const gainMap = await resizeRaster(smooth, photo.width, photo.height);
  const data = Buffer.alloc(photo.data.length);
  const { channels } = photo;
  for (let p = 0, at = 0; p < gainMap.data.length; p++, at += channels) {
    const gain = gainMap.data[p]! / GAIN_UNIT;
    for (let c = 0; c < 3; c++)
      data[at + c] = Math.min(255, Math.round(photo.data[at + c]! * gain));
  }
  return { ...photo, data };
}
