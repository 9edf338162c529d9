import { describe, expect, it } from 'vitest';
import { MIN_PRESSURE_RADIUS_SCALE, radiusForPressure } from '../../common/mask';
import { MASK_ON, rasteriseStroke, strokeBounds } from '../../workers/mask/rasterise';
import { picture, randomStroke, seededRandom, stroke } from './mask-factories';

const SMALL = { width: 8, height: 8 };
const MEDIUM = { width: 16, height: 16 };

function blank(size: { width: number; height: number }): Uint8Array {
  return new Uint8Array(size.width * size.height);
}

describe('rasteriseStroke', () => {
  it('paints a tap as the pixels whose centres lie within the radius', () => {
    const mask = blank(SMALL);
    rasteriseStroke(mask, SMALL, stroke('paint', 2, 4, 4));
    expect(picture(mask, SMALL)).toEqual([
      '........',
      '........',
      '...##...',
      '..####..',
      '..####..',
      '...##...',
      '........',
      '........',
    ]);
  });

  it('paints a drag as a round-capped band along the segment', () => {
    const mask = blank(MEDIUM);
    rasteriseStroke(mask, MEDIUM, stroke('paint', 2, 3, 8, 12, 8));
    const rows = picture(mask, MEDIUM);
    expect(rows.slice(5, 11)).toEqual([
      '................',
      '..###########...',
      '.#############..',
      '.#############..',
      '..###########...',
      '................',
    ]);
    expect(rows.filter((row) => row.includes('#'))).toHaveLength(4);
  });

  it('writes only 0 and 255', () => {
    const mask = blank(MEDIUM);
    rasteriseStroke(mask, MEDIUM, stroke('paint', 3.3, 1.2, 2.7, 14.1, 9.9));
    expect(new Set(mask)).toEqual(new Set([0, MASK_ON]));
  });

  it('erases what an erase stroke covers and keeps the rest', () => {
    const mask = new Uint8Array(MEDIUM.width * MEDIUM.height).fill(MASK_ON);
    rasteriseStroke(mask, MEDIUM, stroke('erase', 2, 3, 8, 12, 8));
    const erased = blank(MEDIUM);
    rasteriseStroke(erased, MEDIUM, stroke('paint', 2, 3, 8, 12, 8));
    for (let i = 0; i < mask.length; i++) expect(mask[i]).toBe(erased[i] ? 0 : MASK_ON);
  });

  it('leaves no gaps and no stray pixels along a fast diagonal', () => {
    const size = { width: 48, height: 48 };
    const random = seededRandom(7);
    for (let trial = 0; trial < 12; trial++) {
      const mask = blank(size);
      const command = randomStroke(random, size);
      command.mode = 'paint';
      rasteriseStroke(mask, size, command);
      for (let y = 0; y < size.height; y++) {
        for (let x = 0; x < size.width; x++) {
          const reach = coverage(command, x + 0.5, y + 0.5);
          // Inside by a safe margin (stamp spacing is radius / 2): painted; outside: never.
          if (reach < -0.25) expect(mask[y * size.width + x], `${x},${y}`).toBe(MASK_ON);
          if (reach > 0) expect(mask[y * size.width + x], `${x},${y}`).toBe(0);
        }
      }
    }
  });

  it('narrows a pen stroke where the pressure was light', () => {
    const size = { width: 40, height: 12 };
    const mask = blank(size);
    const light = radiusForPressure(10, 'pen', 0);
    const firm = radiusForPressure(10, 'pen', 1);
    rasteriseStroke(mask, size, { mode: 'paint', points: [5, 6, 35, 6], radii: [light, firm] });
    const column = (x: number) => picture(mask, size).filter((row) => row[x] === '#').length;
    expect(column(5)).toBe(2);
    expect(column(35)).toBe(10);
  });

  it('clips a stroke that leaves the image and ignores one wholly outside', () => {
    const mask = blank(MEDIUM);
    expect(rasteriseStroke(mask, MEDIUM, stroke('paint', 3, -2, 8, 2, 8))).toEqual({
      x: 0,
      y: 5,
      width: 5,
      height: 6,
    });
    expect(strokeBounds(stroke('paint', 3, -10, -10, -5, -20), MEDIUM)).toBeNull();
  });
});

describe('radiusForPressure', () => {
  it('paints the full brush with a mouse or a finger whatever they report', () => {
    expect(radiusForPressure(30, 'mouse', 0.5)).toBe(15);
    expect(radiusForPressure(30, 'touch', 0)).toBe(15);
  });

  it('scales a pen from a minimum at no pressure to the full brush at full pressure', () => {
    expect(radiusForPressure(30, 'pen', 0)).toBeCloseTo(15 * MIN_PRESSURE_RADIUS_SCALE);
    expect(radiusForPressure(30, 'pen', 0.5)).toBeCloseTo(15 * 0.6);
    expect(radiusForPressure(30, 'pen', 1)).toBe(15);
    expect(radiusForPressure(30, 'pen', 3)).toBe(15);
  });
});

/**
 * How far (x, y) lies outside the stroke, in pixels (negative: inside): the least of
 * |p - c(t)| - r(t) along each segment, found by ternary search since it is convex in t. An
 * independent description of the same shape, by distance instead of stamps.
 */
function coverage(command: ReturnType<typeof randomStroke>, x: number, y: number): number {
  const { points, radii } = command;
  let best = Infinity;
  for (let i = 0; i < radii.length; i++) {
    const j = Math.max(0, i - 1);
    const at = (t: number) =>
      Math.hypot(
        x - (points[2 * j]! + (points[2 * i]! - points[2 * j]!) * t),
        y - (points[2 * j + 1]! + (points[2 * i + 1]! - points[2 * j + 1]!) * t),
      ) -
      (radii[j]! + (radii[i]! - radii[j]!) * t);
    let low = 0;
    let high = 1;
    for (let step = 0; step < 40; step++) {
      const a = low + (high - low) / 3;
      const b = high - (high - low) / 3;
      if (at(a) < at(b)) high = b;
      else low = a;
    }
    best = Math.min(best, at(low), at(0), at(1));
  }
  return best;
}
