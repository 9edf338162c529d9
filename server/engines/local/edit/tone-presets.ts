/**
 * The presets that change the whole picture's light, colour and detail (README.md "The
 * presets"), each a raw RGB raster in and out at the photo's size: sharp for what libvips does
 * fast (levels, sharpening, saturation, median), small loops over raw pixels for the rest.
 */
import { fromRaster, toRaster, type Raster } from '../raster';
import { localContrast } from './local-contrast';

/** Levels are stretched between these percentiles of each photo's own tones. */
const LEVELS = { lower: 0.5, upper: 99.5 } as const;

/** A tone curve applied to every channel through a 256-entry table. */
function applyCurve(photo: Raster, curve: (value: number) => number): Raster {
  const table = Uint8Array.from({ length: 256 }, (_, v) =>
    Math.max(0, Math.min(255, Math.round(curve(v / 255) * 255))),
  );
  const data = Buffer.alloc(photo.data.length);
  for (let i = 0; i < data.length; i++) data[i] = table[photo.data[i]!]!;
  return { ...photo, data };
}

/** Mean luminance, 0–1, on every 16th pixel (enough to judge exposure). */
function meanLuminance(photo: Raster): number {
  let sum = 0;
  let count = 0;
  for (let at = 0; at < photo.data.length; at += photo.channels * 16) {
    sum += 0.299 * photo.data[at]! + 0.587 * photo.data[at + 1]! + 0.114 * photo.data[at + 2]!;
    count++;
  }
  return sum / count / 255;
}

/**
 * Lighting correction: a dark photo's shadows and mid-tones lifted by a gamma measured from its
 * own exposure (a bright one is left as it is), the levels stretched, then local contrast so a
 * backlit face opens up.
 */
export async function correctLighting(photo: Raster): Promise<Raster> {
  const mean = meanLuminance(photo);
  // The gamma that would bring the mean to 0.46, never darkening, at most a strong lift.
  const gamma = Math.min(1, Math.max(0.55, Math.log(0.46) / Math.log(Math.max(0.02, mean))));
  const lifted = gamma < 0.98 ? applyCurve(photo, (v) => v ** gamma) : photo;
  const levelled = await toRaster(fromRaster(lifted).normalise(LEVELS), 3);
  return localContrast(levelled, 0.55);
}

/** A channel's value below which `share` of the sampled pixels fall. */
function percentile(photo: Raster, channel: number, share: number): number {
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let at = channel; at < photo.data.length; at += photo.channels * 4) {
    histogram[photo.data[at]!]!++;
    count++;
  }
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v]!;
    if (seen >= count * share) return v;
  }
  return 255;
}

/** The colour preset's contrast: the mid-tones' slope above 1. */
const S_CURVE = 0.14;

/** Each channel's gain is kept within this much of 1: a strong cast is reduced, not flipped. */
const MAX_WHITE_BALANCE = 0.25;

/**
 * Colour adjustment: white balance (the brightest tones, the 99th percentile of each channel,
 * made neutral, as a white wall or shirt should be), then more saturation and a gentle S-curve.
 */
export async function adjustColour(photo: Raster): Promise<Raster> {
  const whites = [0, 1, 2].map((c) => Math.max(1, percentile(photo, c, 0.99)));
  const target = Math.max(...whites);
  const gains = whites.map((white) =>
    Math.min(1 + MAX_WHITE_BALANCE, Math.max(1 - MAX_WHITE_BALANCE, target / white)),
  );
  const balanced = fromRaster(photo).linear(gains, [0, 0, 0]);
  const vivid = await toRaster(balanced.modulate({ saturation: 1.14 }), 3);
  // S-curve: black, white and the middle grey stay; the slope is 1 + S_CURVE in the mid-tones.
  return applyCurve(vivid, (v) => v - (S_CURVE * Math.sin(2 * Math.PI * v)) / (2 * Math.PI));
}

/** Enhance quality: levels, some local contrast, sharpening of fine detail, a touch of colour. */
export async function enhanceQuality(photo: Raster): Promise<Raster> {
  const levelled = await toRaster(fromRaster(photo).normalise(LEVELS), 3);
  const contrasted = await localContrast(levelled, 0.3);
  return toRaster(
    fromRaster(contrasted).sharpen({ sigma: 1.1, m1: 0.6, m2: 2.2 }).modulate({ saturation: 1.06 }),
    3,
  );
}

/** Tone bands of the artistic look, how much of the band replaces the tone, the ink (0–1). */
const POSTER_LEVELS = 5;
const BANDING = 0.7;
/** The steepness of the curve between bands (1 = none). */
const BAND_CURVE = 2.5;
const INK = 0.7;

/**
 * Artistic style: an illustration look. A half-size copy is levelled and flattened (a median
 * filter wipes out texture, keeps edges), its lightness is drawn in a few soft bands while each
 * pixel keeps its hue (banding the channels apart would blot skin with stray colours), its
 * colour is made richer, and dark ink lines follow the picture's edges.
 */
export async function artisticStyle(photo: Raster): Promise<Raster> {
  const halfWidth = Math.max(1, Math.round(photo.width / 2));
  const halfHeight = Math.max(1, Math.round(photo.height / 2));
  const flat = await toRaster(
    fromRaster(photo)
      .resize(halfWidth, halfHeight)
      .normalise(LEVELS)
      .median(7)
      .modulate({ saturation: 1.35 }),
    3,
  );
  const edges = await toRaster(
    fromRaster(flat)
      .greyscale()
      .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1], scale: 1 }),
    1,
  );
  const step = 1 / (POSTER_LEVELS - 1);
  const bands = Buffer.alloc(flat.data.length);
  for (let at = 0; at < flat.data.length; at += 3) {
    const [r, g, b] = [flat.data[at]!, flat.data[at + 1]!, flat.data[at + 2]!];
    const y = Math.max(1, 0.299 * r + 0.587 * g + 0.114 * b) / 255;
    // Within each band the tone is drawn towards the band's ends by a smooth, continuous curve
    // (flat at the ends, steep between them): bands without hard, blotchy edges.
    const f = (y / step) % 1;
    const eased = f ** BAND_CURVE / (f ** BAND_CURVE + (1 - f) ** BAND_CURVE);
    const banded = (Math.floor(y / step) + eased) * step;
    const k = (y + (banded - y) * BANDING) / y;
    bands[at] = Math.min(255, Math.round(r * k));
    bands[at + 1] = Math.min(255, Math.round(g * k));
    bands[at + 2] = Math.min(255, Math.round(b * k));
  }
  const full = await toRaster(
    fromRaster({ ...flat, data: bands }).resize(photo.width, photo.height, { kernel: 'cubic' }),
    3,
  );
  const ink = await toRaster(fromRaster(edges).blur(0.6).resize(photo.width, photo.height), 1);
  const data = Buffer.alloc(full.data.length);
  for (let p = 0, at = 0; p < ink.data.length; p++, at += 3) {
    const line = Math.min(1, Math.max(0, (ink.data[p]! - 14) / 50)) * INK;
    for (let c = 0; c < 3; c++) data[at + c] = Math.round(full.data[at + c]! * (1 - line));
  }
  return { ...full, data };
}
