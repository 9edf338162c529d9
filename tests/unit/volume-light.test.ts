/** The body figure's volume light (server/engines/local/body/volume-light.ts). */
import { describe, expect, it } from 'vitest';
import type { Raster } from '../../server/engines/local/raster';
import {
  gaussianBlur,
  volumeReach,
  withVolume,
} from '../../server/engines/local/body/volume-light';

describe('gaussianBlur', () => {
  const size = 201;
  const impulse = () => {
    const values = new Float32Array(size * size);
    values[100 * size + 100] = 1;
    return values;
  };

  it.each([4, 7.5, 12])('spreads a point as a Gaussian of σ %s, keeping its total', (sigma) => {
    const blurred = gaussianBlur(impulse(), size, size, sigma);
    let total = 0;
    let spread = 0;
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const v = blurred[y * size + x]!;
        total += v;
        spread += v * ((x - 100) ** 2 + (y - 100) ** 2);
      }
    expect(total).toBeCloseTo(1, 5);
    // Two dimensions: the variance is 2σ², within what three boxes of whole pixels give.
    expect(Math.sqrt(spread / 2)).toBeGreaterThan(sigma * 0.93);
    expect(Math.sqrt(spread / 2)).toBeLessThan(sigma * 1.07);
  });
});

describe('withVolume', () => {
  const light = { unit: 500, shade: [40, 20, 10] as const };
  const margin = volumeReach(light);
  const side = 200;
  const width = side + 2 * margin;
  const grey = 128;

  /** A grey square with room around it for the light, as a part is rendered. */
  function square(): Raster {
    const data = Buffer.alloc(width * width * 4);
    for (let y = margin; y < margin + side; y++)
      for (let x = margin; x < margin + side; x++) {
        const p = (y * width + x) * 4;
        data.fill(grey, p, p + 3);
        data[p + 3] = 255;
      }
    return { data, width, height: width, channels: 4 };
  }
  const lit = withVolume(square(), light);
  const at = (x: number, y: number) => [
    ...lit.data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4),
  ];

  it('shades the lower right edge toward the shade, and lights the upper left one against it', () => {
    // Every edge's blur is weaker than the part: the light (white, 0.28) only holds the shadow
    // off the upper left edge, which stays as bright as the part.
    const left = at(margin, margin + side / 2);
    expect(left[3]).toBe(255);
    expect(left[0]).toBeGreaterThanOrEqual(grey);
    const right = at(margin + side - 1, margin + side / 2);
    expect(right[0]).toBeLessThan(grey - 30);
    const lowerRight = at(margin + side - 1, margin + side - 1);
    expect(lowerRight[0]).toBeLessThan(right[0]!);
    // Toward the shade's colour: red falls least, blue most.
    expect(lowerRight[0]! - lowerRight[2]!).toBeGreaterThan(10);
  });

  it('leaves the middle as it was and the outside transparent', () => {
    expect(at(margin + side / 2, margin + side / 2)).toEqual([grey, grey, grey, 255]);
    expect(at(margin - 2, margin + side / 2)[3]).toBe(0);
    expect(at(margin + side + 2, margin + side / 2)[3]).toBe(0);
  });
});
