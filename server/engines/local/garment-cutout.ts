/**
 * Cuts a garment out of its product photo (docs/engines.md#local-try-on, step 4): the background is
 * the median colour of a thin border strip; background-like pixels (same chroma, luma 0.5–1.12 ×
 * so soft shadows count) are flood-filled from the border, so a white print inside the garment
 * survives. A photo that already has transparency keeps its own alpha.
 */
import type { Raster } from './raster';
import { blurRaster } from './raster';

/** Border strip sampled for the background colour, as a fraction of the short edge. */
const BORDER_FRACTION = 0.02;
/** Chromaticity distance (r/(r+g+b), g/(r+g+b)) under which a pixel matches the background. */
const CHROMA_TOLERANCE = 0.014;
/** Luma ratio to the background within which a pixel matches it (shadows are darker). */
const LUMA_RATIO_RANGE = [0.5, 1.12] as const;
/** Feather of the cut-out edge, σ in pixels. */
const FEATHER_SIGMA_PX = 1.2;
/**
 * The feathered edge is pulled in: its outer pixels are the photo's blend of cloth and backdrop
 * and would draw a pale fringe on the person. Blurred-mask values in this band become 0–255.
 */
const EDGE_BAND = [0.45, 0.95] as const;
/** A photo with at least this share of transparent pixels is taken as already cut out. */
const TRANSPARENT_SHARE = 0.05;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function borderColour(image: Raster): [number, number, number] {
  const { data, width, height } = image;
  const strip = Math.max(1, Math.round(Math.min(width, height) * BORDER_FRACTION));
  const channels: [number[], number[], number[]] = [[], [], []];
  const step = Math.max(1, Math.floor((width + height) / 2000));
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      if (x >= strip && x < width - strip && y >= strip && y < height - strip) continue;
      const i = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) channels[c]!.push(data[i + c]!);
    }
  }
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

/** 1 where a pixel looks like the background colour. */
function backgroundLike(image: Raster, [br, bg, bb]: [number, number, number]): Uint8Array {
  const { data, width, height } = image;
  const sumBg = br + bg + bb + 1e-6;
  const [crBg, cgBg] = [br / sumBg, bg / sumBg];
  const lumaBg = 0.299 * br + 0.587 * bg + 0.114 * bb + 1e-6;
  const out = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < out.length; p++, i += 4) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const sum = r + g + b + 1e-6;
    const chroma = Math.hypot(r / sum - crBg, g / sum - cgBg);
    const ratio = (0.299 * r + 0.587 * g + 0.114 * b) / lumaBg;
    out[p] =
      chroma < CHROMA_TOLERANCE && ratio >= LUMA_RATIO_RANGE[0] && ratio <= LUMA_RATIO_RANGE[1]
        ? 1
        : 0;
  }
  return out;
}

/** Flood-fills background-like pixels reachable from the border; returns 255 = garment. */
function floodFromBorder(like: Uint8Array, width: number, height: number): Uint8Array {
  const garment = new Uint8Array(width * height).fill(255);
  const stack = new Int32Array(width * height);
  let top = 0;
  const push = (p: number) => {
    if (like[p] && garment[p]) {
      garment[p] = 0;
      stack[top++] = p;
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const p = stack[--top]!;
    const x = p % width;
    if (x > 0) push(p - 1);
    if (x < width - 1) push(p + 1);
    if (p >= width) push(p - width);
    if (p < (height - 1) * width) push(p + width);
  }
  return garment;
}

function transparentShare(image: Raster): number {
  let transparent = 0;
  for (let i = 3; i < image.data.length; i += 4) if (image.data[i]! < 128) transparent++;
  return transparent / (image.width * image.height);
}

/**
 * The garment as RGBA with its cut-out alpha. When nothing background-like surrounds it (a photo
 * filled by the fabric), the whole photo is the garment.
 */
export async function cutOutGarment(image: Raster): Promise<Raster> {
  if (image.channels !== 4) throw new Error('cutOutGarment needs RGBA');
  if (transparentShare(image) >= TRANSPARENT_SHARE) return image;
  const { width, height } = image;
  const like = backgroundLike(image, borderColour(image));
  const hard = floodFromBorder(like, width, height);
  const alpha = await blurRaster(
    { data: Buffer.from(hard), width, height, channels: 1 },
    FEATHER_SIGMA_PX,
  );
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++)
    lut[v] =
      255 * Math.min(1, Math.max(0, (v / 255 - EDGE_BAND[0]) / (EDGE_BAND[1] - EDGE_BAND[0])));
  const out = Buffer.from(image.data);
  for (let p = 0; p < width * height; p++) out[p * 4 + 3] = lut[alpha.data[p]!]!;
  return { data: out, width, height, channels: 4 };
}
