/**
 * The figure's soft volume (README.md "The light", "Speed"): each part of the drawn figure
 * (body, head, each arm, the shoes) is lit from the upper left by its own outline. Its alpha is
 * blurred; where the part reaches beyond the blur moved to the upper left, mostly its lower right
 * edge, it takes the shade, and beyond the blur moved to the lower right, a white light that
 * holds the shade off its upper left edge. This is the SVG filter the figure was once drawn with
 * (feGaussianBlur, feOffset, an arithmetic feComposite and a flood per side), done here once
 * per part over the part's own box.
 */
import type { Raster } from '../raster';

export interface VolumeLight {
  /** The figure's reference length on the canvas, in pixels: 170 cm at its scale. */
  unit: number;
  /** The shadow's colour, `[r, g, b]` 0–255: the skin darkened. */
  shade: readonly [number, number, number];
}

/** The blur's σ and the two offsets (right, down), in units. */
const BLUR = 0.02;
const OFFSET = [0.012, 0.006] as const;
/** The shadow's and the (white) light's opacity at their strongest. */
const SHADOW_OPACITY = 0.85;
const LIGHT_OPACITY = 0.28;

/** How far past its outline a part's box must reach for its light, in pixels. */
export const volumeReach = ({ unit }: VolumeLight) => Math.ceil(unit * Math.max(...OFFSET)) + 1;

/**
 * One box blur along rows (`step` 1) or columns (`step` width) of `from` into `to`: each value
 * the mean of the `before` values ahead of it, itself and the `after` values past it, with
 * nothing (zero) beyond the edges.
 */
function boxPass(
  from: Float32Array,
  to: Float32Array,
  { width, height, step }: { width: number; height: number; step: number },
  before: number,
  after: number,
): void {
  const lines = step === 1 ? height : width;
  const length = step === 1 ? width : height;
  const lineStep = step === 1 ? width : 1;
  const size = before + after + 1;
  for (let line = 0; line < lines; line++) {
    const base = line * lineStep;
    let sum = 0;
    for (let i = 0; i <= Math.min(after, length - 1); i++) sum += from[base + i * step]!;
    for (let i = 0; i < length; i++) {
      to[base + i * step] = sum / size;
      const entering = i + after + 1;
      const leaving = i - before;
      if (entering < length) sum += from[base + entering * step]!;
      if (leaving >= 0) sum -= from[base + leaving * step]!;
    }
  }
}

/**
 * A Gaussian blur of σ as SVG specifies it for feGaussianBlur: three box blurs of size
 * d = ⌊σ · 3√(2π) / 4 + 0.5⌋; for an even d, two of size d centred half a pixel to either side
 * and one of size d + 1.
 */
export function gaussianBlur(values: Float32Array, width: number, height: number, sigma: number) {
  const d = Math.floor((sigma * 3 * Math.sqrt(2 * Math.PI)) / 4 + 0.5);
  if (d < 2) return Float32Array.from(values);
  const spans: [number, number][] =
    d % 2 === 1
      ? [0, 1, 2].map(() => [(d - 1) / 2, (d - 1) / 2])
      : [
          [d / 2, d / 2 - 1],
          [d / 2 - 1, d / 2],
          [d / 2, d / 2],
        ];
  let a = Float32Array.from(values);
  let b = new Float32Array(values.length);
  for (const step of [1, width]) {
    for (const [before, after] of spans) {
      boxPass(a, b, { width, height, step }, before, after);
      [a, b] = [b, a];
    }
  }
  return a;
}

/**
 * The part (RGBA, transparent around it, with room around its outline for the offsets) with its
 * light and shadow laid over it: a new RGBA raster of the same size.
 */
export function withVolume(part: Raster, { unit, shade }: VolumeLight): Raster {
  const { width, height, data } = part;
  const alpha = new Float32Array(width * height);
  for (let p = 0; p < alpha.length; p++) alpha[p] = data[p * 4 + 3]! / 255;
  const blur = gaussianBlur(alpha, width, height, unit * BLUR);
  const dx = Math.round(unit * OFFSET[0]);
  const dy = Math.round(unit * OFFSET[1]);
  const blurAt = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : blur[y * width + x]!;
  const out = Buffer.alloc(data.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const a = alpha[p]!;
      if (a === 0) continue;
      // Premultiplied, 0–1: the part, the light over it, the shadow over both.
      const lightA = LIGHT_OPACITY * Math.max(0, a - blurAt(x - dx, y - dy));
      const shadowA = SHADOW_OPACITY * Math.max(0, a - blurAt(x + dx, y + dy));
      const litA = lightA + a * (1 - lightA);
      const outA = shadowA + litA * (1 - shadowA);
      for (let c = 0; c < 3; c++) {
        const lit = lightA + (data[p * 4 + c]! / 255) * a * (1 - lightA);
        const shaded = (shade[c]! / 255) * shadowA + lit * (1 - shadowA);
        out[p * 4 + c] = Math.round((shaded / outA) * 255);
      }
      out[p * 4 + 3] = Math.round(outA * 255);
    }
  return { data: out, width, height, channels: 4 };
}
