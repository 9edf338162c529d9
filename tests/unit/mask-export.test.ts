import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeMaskPng } from '../../workers/mask/mask-png';
import { renderOverlay } from '../../workers/mask/overlay';
import { MASK_ON, rasteriseStroke } from '../../workers/mask/rasterise';
import { firstDifference, randomStroke, seededRandom, stroke } from './mask-factories';

/** The PNG's header as sharp reads it, and its pixels' first channel. */
async function decodePng(png: Blob) {
  const image = sharp(Buffer.from(await png.arrayBuffer()));
  const { width, height, channels, depth } = await image.metadata();
  const data = await image.extractChannel(0).raw().toBuffer();
  return { info: { width, height, channels, depth }, data };
}

describe('encodeMaskPng', () => {
  it('writes an 8-bit greyscale PNG: white where selected, black elsewhere', async () => {
    const size = { width: 5, height: 3 };
    const mask = Uint8Array.from([0, 255, 0, 0, 0, 255, 255, 255, 0, 0, 0, 0, 0, 0, 255]);
    const png = await encodeMaskPng(mask, size);
    expect(png.type).toBe('image/png');
    const { data, info } = await decodePng(png);
    expect(info).toEqual({ width: 5, height: 3, channels: 1, depth: 'uchar' });
    expect([...data]).toEqual([...mask]);
  });

  it('keeps a painted 2048 × 1536 mask exact at the source size', async () => {
    const size = { width: 2048, height: 1536 };
    const mask = new Uint8Array(size.width * size.height);
    rasteriseStroke(mask, size, stroke('paint', 60, 100, 100, 1900, 1400, 300, 1500));
    const png = await encodeMaskPng(mask, size);
    const { data, info } = await decodePng(png);
    expect(info).toEqual({ width: 2048, height: 1536, channels: 1, depth: 'uchar' });
    expect(firstDifference(new Uint8Array(data), mask)).toBe(-1);
    expect(png.size).toBeLessThan(100 * 1024);
  });
});

describe('renderOverlay', () => {
  it('colours selected pixels opaquely and leaves the rest transparent, within the rectangle', () => {
    const size = { width: 4, height: 3 };
    const mask = new Uint8Array(12);
    mask[5] = MASK_ON; // (1, 1)
    mask[11] = MASK_ON; // (3, 2): outside the rectangle below
    const rgba = renderOverlay(mask, size, { x: 1, y: 1, width: 2, height: 2 }, [200, 30, 90]);
    expect([...rgba]).toEqual([200, 30, 90, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('matches a pixel-by-pixel rendering of random rectangles of a painted mask', () => {
    const size = { width: 90, height: 70 };
    const random = seededRandom(5);
    const mask = new Uint8Array(size.width * size.height);
    for (let i = 0; i < 30; i++) rasteriseStroke(mask, size, randomStroke(random, size));
    for (let trial = 0; trial < 20; trial++) {
      const x = Math.floor(random() * size.width);
      const y = Math.floor(random() * size.height);
      const rect = {
        x,
        y,
        width: 1 + Math.floor(random() * (size.width - x)),
        height: 1 + Math.floor(random() * (size.height - y)),
      };
      const rgba = renderOverlay(mask, size, rect, [1, 2, 3]);
      for (let row = 0; row < rect.height; row++) {
        for (let column = 0; column < rect.width; column++) {
          const on = mask[(rect.y + row) * size.width + rect.x + column] === MASK_ON;
          const pixel = [
            ...rgba.subarray((row * rect.width + column) * 4, (row * rect.width + column + 1) * 4),
          ];
          expect(pixel).toEqual(on ? [1, 2, 3, 255] : [0, 0, 0, 0]);
        }
      }
    }
  });
});
