/**
 * Raw pixel buffers the local engine passes between its steps, and the sharp calls that make
 * and resize them. Pixels stay raw between steps: PNG intermediates cost ~0.5 s each at 2048 px
 * (docs/engines.md#sharp-gotchas).
 */
import sharp, { type Sharp } from 'sharp';

/** Interleaved 8-bit pixels, `channels` per pixel, rows top to bottom. */
export interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** A sharp pipeline over a raw buffer. */
export function fromRaster(image: Raster): Sharp {
  return sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  });
}

/** Runs a pipeline to a raw buffer of the given channel count. */
export async function toRaster(pipeline: Sharp, channels: 1 | 3 | 4): Promise<Raster> {
  const shaped =
    channels === 1
      ? pipeline.extractChannel(0)
      : channels === 3
        ? pipeline.removeAlpha()
        : pipeline.ensureAlpha();
  const { data, info } = await shaped.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels };
}

/** Resizes a raster to exactly width × height (aspect not kept), bilinear-ish (sharp's default). */
export async function resizeRaster(image: Raster, width: number, height: number): Promise<Raster> {
  return toRaster(fromRaster(image).resize(width, height, { fit: 'fill' }), image.channels);
}

/** Gaussian blur of a raster (σ in pixels), keeping its channel count. */
export async function blurRaster(image: Raster, sigma: number): Promise<Raster> {
  if (sigma < 0.3) return image;
  // blur() on a 1-band raw image returns 3 bands (docs/engines.md#sharp-gotchas): toRaster takes
  // channel 0 back.
  return toRaster(fromRaster(image).blur(sigma), image.channels);
}

/** A copy of part of a raster. */
export async function cropRaster(
  image: Raster,
  box: { left: number; top: number; width: number; height: number },
): Promise<Raster> {
  return toRaster(fromRaster(image).extract(box), image.channels);
}
