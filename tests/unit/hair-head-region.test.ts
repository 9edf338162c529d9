/** Finding the head in a person mask (server/engines/local/hair/head-region.ts). */
import { describe, expect, it } from 'vitest';
import { findHead } from '../../server/engines/local/hair/head-region';
import type { Raster } from '../../server/engines/local/raster';

type Shape = (x: number, y: number) => boolean;

/** A 1-channel 100 × 160 mask, 255 where any shape covers the pixel. */
function mask(...shapes: Shape[]): Raster {
  const width = 100;
  const height = 160;
  const data = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (shapes.some((inside) => inside(x, y))) data[y * width + x] = 255;
  return { data, width, height, channels: 1 };
}

const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Shape =>
  (x, y) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
const box =
  (left: number, top: number, right: number, bottom: number): Shape =>
  (x, y) =>
    x >= left && x <= right && y >= top && y <= bottom;

const HEAD = ellipse(50, 40, 22, 28);
const NECK = box(42, 60, 58, 80);
const SHOULDERS = box(0, 80, 99, 159);

describe('findHead', () => {
  it('puts the neck at the narrowest row between the head and the shoulders', () => {
    const head = findHead(mask(HEAD, NECK, SHOULDERS))!;
    // The top is the first row at least a few pixels wide (a lone pixel is noise).
    expect(head.top).toBeGreaterThanOrEqual(12);
    expect(head.top).toBeLessThanOrEqual(13);
    expect(head.neck).toBeGreaterThanOrEqual(62);
    expect(head.neck).toBeLessThanOrEqual(80);
    expect(head.width).toBe(45);
    expect(head.centre).toBe(50);
    expect([head.left, head.right]).toEqual([28, 72]);
  });

  it('takes a bun on top for part of the head, not for a neck', () => {
    const head = findHead(mask(ellipse(50, 8, 9, 8), HEAD, NECK, SHOULDERS))!;
    expect(head.top).toBeLessThanOrEqual(1);
    expect(head.neck).toBeGreaterThanOrEqual(62);
  });

  it('estimates the head from its width when no neck shows (long hair on the shoulders)', () => {
    const head = findHead(mask(ellipse(50, 40, 22, 28), box(20, 40, 80, 159)))!;
    expect(head.neck - head.top).toBeGreaterThan(40);
    expect(head.neck - head.top).toBeLessThan(100);
  });

  it('finds nobody in an empty mask', () => {
    expect(findHead(mask())).toBeNull();
  });
});
