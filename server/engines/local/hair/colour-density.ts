/**
 * How common a colour is among some pixels: a coarse histogram of their colour features
 * (luminance, red-green, yellow-blue; face-hair-mask.ts), read through its neighbouring bins so
 * that a colour between two bins still counts. Unlike a median and a spread, it keeps every mode
 * of the pixels: the black and the white of a striped top, lit and shaded skin, hair and its
 * highlights.
 */

type Feature = readonly [number, number, number];

/** Bin size per feature, in the features' units: about a third of a typical hair spread. */
const BIN = [12, 5, 6] as const;
/** Each feature's lowest value (luminance 0–255, the opponent colours −255–255). */
const LOWEST = [0, -255, -255] as const;
const BINS = [0, 1, 2].map((c) => Math.ceil((255 - LOWEST[c]!) / BIN[c]!) + 1) as [
  number,
  number,
  number,
];

function binOf(f: Feature, c: 0 | 1 | 2): number {
  return Math.max(0, Math.min(BINS[c] - 1, Math.floor((f[c] - LOWEST[c]) / BIN[c])));
}

/**
 * The share of `samples` whose colour falls in the bin of a colour or the 26 bins around it
 * (0 when there are no samples).
 */
export function colourDensity(samples: readonly Feature[]): (colour: Feature) => number {
  const counts = new Uint32Array(BINS[0] * BINS[1] * BINS[2]);
  const index = (a: number, b: number, c: number) => (a * BINS[1] + b) * BINS[2] + c;
  for (const f of samples) counts[index(binOf(f, 0), binOf(f, 1), binOf(f, 2))]! += 1;
  const total = Math.max(1, samples.length);
  return (colour) => {
    const [a, b, c] = [binOf(colour, 0), binOf(colour, 1), binOf(colour, 2)];
    let sum = 0;
    for (let i = Math.max(0, a - 1); i <= Math.min(BINS[0] - 1, a + 1); i++)
      for (let j = Math.max(0, b - 1); j <= Math.min(BINS[1] - 1, b + 1); j++)
        for (let k = Math.max(0, c - 1); k <= Math.min(BINS[2] - 1, c + 1); k++)
          sum += counts[index(i, j, k)]!;
    return sum / total;
  };
}
