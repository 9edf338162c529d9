/**
 * The edit laid over the original, as much as the strength and the mask say:
 * out = original + (edited − original) × strength × weight/255, per channel, in one pass over raw
 * pixels. Where the weight is 0 (outside a painted mask) the original's bytes are kept exactly.
 */
import type { Raster } from '../raster';

/** `edited` over `original` (same size and channels); `weight` is one channel, or null for all. */
export function blendEdit(
  original: Raster,
  edited: Raster,
  strength: number,
  weight: Raster | null,
): Raster {
  const { channels } = original;
  const data = Buffer.alloc(original.data.length);
  const count = original.width * original.height;
  const full = Math.max(0, Math.min(1, strength));
  for (let p = 0; p < count; p++) {
    const k = weight ? (full * weight.data[p]!) / 255 : full;
    const at = p * channels;
    if (k === 0) {
      original.data.copy(data, at, at, at + channels);
      continue;
    }
    for (let c = 0; c < channels; c++) {
      const o = original.data[at + c]!;
      data[at + c] = Math.round(o + (edited.data[at + c]! - o) * k);
    }
  }
  return { ...original, data };
}
