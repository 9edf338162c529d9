/**
 * Where a cut-out garment's body is (pure, unit-tested): its extent, centre line and the width
 * of the part that sits on the body, measured on the rows that matter for its category —
 * below the sleeves for tops and outerwear, the bodice for dresses, the waistband for bottoms.
 */
import type { GarmentCategory } from '../../../common/contracts/generations';

/** The garment's placement frame, in garment pixels. */
export interface GarmentFrame {
  /** The row that goes on the body's top line (shoulder seam, or waistband for bottoms). */
  top: number;
  /** The hem row. */
  bottom: number;
  /** Centre column of the body part. */
  centreX: number;
  /** Width of the body part on the reference rows. */
  bodyWidth: number;
  /** The body part's width down the garment, every PROFILE_STEP of its height. */
  profile: { y: number; width: number }[];
}

/** Spacing of the width profile, as a fraction of the garment's height. */
const PROFILE_STEP = 0.01;

/** Reference rows per category, as fractions of the garment's height from its top. */
const REFERENCE_ROWS: Record<GarmentCategory, readonly [number, number]> = {
  // Below the armholes, above any flare of the hem.
  tops: [0.68, 0.8],
  outerwear: [0.68, 0.8],
  // The bodice, between bust and waist.
  dresses: [0.14, 0.26],
  // The waistband.
  bottoms: [0.01, 0.06],
};

/** How far below the garment's top its shoulder seam sits, as a fraction of its height. */
const SHOULDER_SEAM: Record<GarmentCategory, number> = {
  tops: 0.06,
  outerwear: 0.06,
  dresses: 0.04,
  bottoms: 0,
};

const OPAQUE = 128;

/** The opaque run of row `y` around column `x` (nearest opaque pixel if `x` is clear). */
function runAt(
  alpha: (x: number, y: number) => number,
  width: number,
  y: number,
  x: number,
): { left: number; right: number } | null {
  let seed = -1;
  for (let d = 0; d < width && seed < 0; d++) {
    if (x - d >= 0 && alpha(x - d, y) >= OPAQUE) seed = x - d;
    else if (x + d < width && alpha(x + d, y) >= OPAQUE) seed = x + d;
  }
  if (seed < 0) return null;
  let left = seed;
  let right = seed;
  while (left > 0 && alpha(left - 1, y) >= OPAQUE) left--;
  while (right < width - 1 && alpha(right + 1, y) >= OPAQUE) right++;
  return { left, right: right + 1 };
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Measures the frame from an RGBA buffer's alpha. Throws when the garment is empty (the caller
 * decides what an empty cut-out means).
 */
export function measureGarment(
  rgba: Uint8Array,
  width: number,
  height: number,
  category: GarmentCategory,
): GarmentFrame {
  const alpha = (x: number, y: number) => rgba[(y * width + x) * 4 + 3]!;
  let top = -1;
  let bottom = -1;
  let sumX = 0;
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (alpha(x, y) < OPAQUE) continue;
      if (top < 0) top = y;
      bottom = y;
      sumX += x;
      count++;
    }
  }
  if (count === 0) throw new Error('The garment cut-out is empty');
  const centroidX = Math.round(sumX / count);
  const span = bottom - top + 1;
  const [from, to] = REFERENCE_ROWS[category];
  const widths: number[] = [];
  const centres: number[] = [];
  for (let y = Math.round(top + from * span); y <= Math.round(top + to * span); y++) {
    const run = runAt(alpha, width, Math.min(y, height - 1), centroidX);
    if (!run) continue;
    widths.push(run.right - run.left);
    centres.push((run.left + run.right) / 2);
  }
  const centreX = centres.length ? medianOf(centres) : centroidX + 0.5;
  const profile: { y: number; width: number }[] = [];
  for (let f = 0; f <= 1; f += PROFILE_STEP) {
    const y = Math.min(bottom, Math.round(top + f * span));
    const run = runAt(alpha, width, y, Math.floor(centreX));
    profile.push({ y, width: run ? run.right - run.left : 0 });
  }
  return {
    top: top + SHOULDER_SEAM[category] * span,
    bottom: bottom + 1,
    centreX,
    bodyWidth: Math.max(1, medianOf(widths)),
    profile,
  };
}
