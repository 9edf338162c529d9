import { describe, expect, it } from 'vitest';
import {
  applyHomography,
  homography,
  mappedBounds,
  solveLinear,
  warpBilinear,
  type Quad,
  type RgbaImage,
} from '../../server/engines/local/homography';

const SQUARE: Quad = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];
const TRAPEZOID: Quad = [
  [30, 20],
  [170, 35],
  [190, 260],
  [10, 240],
];

/** A w × h RGBA image whose pixel (x, y) is (x, y, 7, 255). */
function ramp(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([x, y, 7, 255], (y * width + x) * 4);
  return { data, width, height };
}

describe('solveLinear', () => {
  it('solves a system that needs a row swap', () => {
    const x = solveLinear(
      [
        [0, 2, 1],
        [1, 1, 1],
        [2, 1, 3],
      ],
      [7, 6, 13],
    );
    expect(x?.map((v) => Number(v.toFixed(9)))).toEqual([1, 2, 3]);
  });

  it('answers null for a singular system', () => {
    expect(
      solveLinear(
        [
          [1, 2],
          [2, 4],
        ],
        [3, 6],
      ),
    ).toBeNull();
  });
});

describe('homography', () => {
  it('maps each corner of the source quad onto the target quad', () => {
    const h = homography(SQUARE, TRAPEZOID);
    SQUARE.forEach((corner, i) => {
      const [x, y] = applyHomography(h, corner);
      expect(x).toBeCloseTo(TRAPEZOID[i]![0], 6);
      expect(y).toBeCloseTo(TRAPEZOID[i]![1], 6);
    });
  });

  it('is undone by the homography of the swapped quads', () => {
    const forward = homography(SQUARE, TRAPEZOID);
    const back = homography(TRAPEZOID, SQUARE);
    const [x, y] = applyHomography(back, applyHomography(forward, [37, 81]));
    expect(x).toBeCloseTo(37, 6);
    expect(y).toBeCloseTo(81, 6);
  });

  it('keeps straight lines straight (projective, not a bend)', () => {
    const h = homography(SQUARE, TRAPEZOID);
    const [a, b, c] = [0, 0.5, 1].map((t) => applyHomography(h, [100 * t, 40 + 20 * t]));
    const cross = (b![0] - a![0]) * (c![1] - a![1]) - (b![1] - a![1]) * (c![0] - a![0]);
    expect(Math.abs(cross)).toBeLessThan(1e-6);
  });

  it('refuses a quad whose corners are on one line', () => {
    const flat: Quad = [
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ];
    expect(() => homography(flat, SQUARE)).toThrow(/Degenerate/);
  });
});

describe('warpBilinear', () => {
  it('copies an image unchanged through the identity', () => {
    const source = ramp(8, 6);
    const identity = homography(SQUARE, SQUARE);
    const out = warpBilinear(source, identity, 8, 6, mappedBounds(identity, source, source));
    expect(Array.from(out.data)).toEqual(Array.from(source.data));
  });

  it('moves pixels by a whole-pixel translation and leaves the rest transparent', () => {
    const source = ramp(4, 4);
    const shift: Quad = SQUARE.map(([x, y]) => [x + 3, y + 2]) as unknown as Quad;
    const toCanvas = homography(SQUARE, shift);
    const toSource = homography(shift, SQUARE);
    const out = warpBilinear(
      source,
      toSource,
      10,
      10,
      mappedBounds(toCanvas, source, { width: 10, height: 10 }),
    );
    const at = (x: number, y: number) =>
      Array.from(out.data.slice((y * 10 + x) * 4, (y * 10 + x) * 4 + 4));
    expect(at(3, 2)).toEqual([0, 0, 7, 255]);
    expect(at(6, 5)).toEqual([3, 3, 7, 255]);
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
    expect(at(9, 9)).toEqual([0, 0, 0, 0]);
  });

  it('never bleeds the colour of transparent pixels into the edge (premultiplied sampling)', () => {
    // Left half opaque red, right half transparent white: halfway samples stay pure red.
    const data = new Uint8Array(2 * 1 * 4);
    data.set([255, 0, 0, 255, 255, 255, 255, 0]);
    const halfPixel: Quad = SQUARE.map(([x, y]) => [x + 0.5, y]) as unknown as Quad;
    const toSource = homography(halfPixel, SQUARE);
    const out = warpBilinear({ data, width: 2, height: 1 }, toSource, 2, 1, {
      left: 0,
      top: 0,
      right: 2,
      bottom: 1,
    });
    expect(Array.from(out.data.slice(4, 8))).toEqual([255, 0, 0, 128]);
  });
});
