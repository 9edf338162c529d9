/** Small builders for the mask tests: strokes, a seeded random source and mask pictures. */
import type { MaskMode, StrokeCommand } from '../../common/mask';
import type { MaskSize } from '../../workers/mask/rasterise';

export function stroke(mode: MaskMode, radius: number, ...xy: number[]): StrokeCommand {
  return { mode, points: xy, radii: xy.filter((_, i) => i % 2 === 0).map(() => radius) };
}

/** A deterministic pseudo-random source (mulberry32), so a failing case can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stroke of a few points anywhere on (and a little beyond) the mask. */
export function randomStroke(random: () => number, size: MaskSize): StrokeCommand {
  const pointCount = 1 + Math.floor(random() * 6);
  const points: number[] = [];
  const radii: number[] = [];
  for (let i = 0; i < pointCount; i++) {
    points.push(random() * size.width * 1.1 - size.width * 0.05);
    points.push(random() * size.height * 1.1 - size.height * 0.05);
    radii.push(0.5 + random() * size.width * 0.08);
  }
  return { mode: random() < 0.7 ? 'paint' : 'erase', points, radii };
}

/** The mask as rows of '#' (selected) and '.' (not), for readable expectations. */
export function picture(mask: Uint8Array, size: MaskSize): string[] {
  const rows: string[] = [];
  for (let y = 0; y < size.height; y++) {
    let row = '';
    for (let x = 0; x < size.width; x++) row += mask[y * size.width + x] ? '#' : '.';
    rows.push(row);
  }
  return rows;
}

/** The first index where two masks differ, or -1 (toEqual is far too slow on 4-million-byte arrays). */
export function firstDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}
