/**
 * The local hair module end to end on the shipped mannequins (real selfie segmentation, real
 * mask heuristic, real recolour), and the recolour alone on a painted mask.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSample } from '../../../common/samples';
import { estimateHairMask } from '../../../server/engines/local/hair/hair-mask';
import { recolourHair } from '../../../server/engines/local/hair/hair-recolour';
import { decodeModelPhoto } from '../../../server/engines/local/image-io';
import type { Raster } from '../../../server/engines/local/raster';

const PUBLIC = path.join(import.meta.dirname, '../../../public');
/** Per-channel change below which a pixel counts as untouched (rounding, feathered edges). */
const TOLERANCE = 2;

async function sampleModel(id: string): Promise<Raster> {
  const sample = findSample(id)!;
  return decodeModelPhoto(readFileSync(path.join(PUBLIC, sample.file)));
}

/** A flat RGB image with a dark rectangle ("hair") on it, and a mask of that rectangle. */
function paintedCase() {
  const width = 40;
  const height = 30;
  const image: Raster = { data: Buffer.alloc(width * height * 3, 200), width, height, channels: 3 };
  const mask: Raster = { data: Buffer.alloc(width * height), width, height, channels: 1 };
  for (let y = 5; y < 15; y++)
    for (let x = 10; x < 30; x++) {
      image.data.fill(30, (y * width + x) * 3, (y * width + x) * 3 + 3);
      mask.data[y * width + x] = 255;
    }
  return { image, mask };
}

const at = (image: Raster, x: number, y: number) => {
  const i = (y * image.width + x) * image.channels;
  return [...image.data.subarray(i, i + image.channels)];
};

function maxChannelChange(a: Raster, b: Raster, p: number): number {
  let change = 0;
  for (let c = 0; c < 3; c++)
    change = Math.max(change, Math.abs(a.data[p * 3 + c]! - b.data[p * 3 + c]!));
  return change;
}

describe('automatic hair mask on the shipped mannequins', () => {
  const masks = new Map<string, { image: Raster; mask: Raster }>();
  beforeAll(async () => {
    for (const id of ['model-linh', 'model-mai', 'model-an']) {
      const image = await sampleModel(id);
      masks.set(id, { image, mask: await estimateHairMask(image) });
    }
  }, 60_000);

  it('finds the hair and nothing else: on the crown, off the face, the backdrop and the body', () => {
    for (const [id, { mask }] of masks) {
      // The figures share one frame: the crown is at (600, 60), the face at (600, 150).
      expect(at(mask, 600, 60)[0], `${id} crown`).toBeGreaterThan(200);
      expect(at(mask, 600, 150)[0], `${id} face`).toBe(0);
      expect(at(mask, 100, 100)[0], `${id} backdrop`).toBe(0);
      expect(at(mask, 600, 600)[0], `${id} torso`).toBe(0);
    }
  });

  it('covers a head-sized area, all of it above the shoulders', () => {
    for (const [id, { mask }] of masks) {
      let area = 0;
      let lowest = 0;
      for (let p = 0; p < mask.data.length; p++) {
        if (mask.data[p]! < 128) continue;
        area++;
        lowest = Math.max(lowest, Math.floor(p / mask.width));
      }
      expect(area, id).toBeGreaterThan(0.002 * mask.data.length);
      expect(area, id).toBeLessThan(0.03 * mask.data.length);
      expect(lowest, id).toBeLessThan(300);
    }
  });

  it('recolours only the hair: every pixel that changes is under the mask', async () => {
    const { image, mask } = masks.get('model-linh')!;
    const result = await recolourHair(image, { colour: '#b57a45', strength: 1 }, mask);
    let changedOutside = 0;
    let changedInHair = 0;
    for (let p = 0; p < mask.data.length; p++) {
      const change = maxChannelChange(image, result, p);
      if (mask.data[p] === 0 && change > 0) changedOutside++;
      if (mask.data[p] === 255 && change > 20) changedInHair++;
    }
    expect(changedOutside).toBe(0);
    const core = mask.data.filter((value) => value === 255).length;
    expect(changedInHair).toBeGreaterThan(0.9 * core);
  });

  it('finds the same mask itself when none is given', async () => {
    const { image, mask } = masks.get('model-mai')!;
    const given = await recolourHair(image, { colour: '#7b3f22', strength: 1 }, mask);
    const found = await recolourHair(image, { colour: '#7b3f22', strength: 1 });
    expect(found.data.equals(given.data)).toBe(true);
  }, 30_000);
});

describe('recolourHair with a painted mask', () => {
  it('changes nothing at strength 0', async () => {
    const { image, mask } = paintedCase();
    const result = await recolourHair(image, { colour: '#ff0000', strength: 0 }, mask);
    expect(result.data.equals(image.data)).toBe(true);
    expect(result.data).not.toBe(image.data);
  });

  it('moves the hair to the target hue and lifts its lightness, and leaves the rest', async () => {
    const { image, mask } = paintedCase();
    const result = await recolourHair(image, { colour: '#c04040', strength: 1 }, mask);
    const [r, g, b] = at(result, 20, 10) as [number, number, number];
    expect(r).toBeGreaterThan(g + 30);
    expect(Math.abs(g - b)).toBeLessThanOrEqual(TOLERANCE);
    expect(0.3 * r + 0.59 * g + 0.11 * b).toBeGreaterThan(30);
    expect(at(result, 2, 2)).toEqual([200, 200, 200]);
  });

  it('blends by strength: half strength lands between the photo and the full colour', async () => {
    const { image, mask } = paintedCase();
    const full = at(await recolourHair(image, { colour: '#c04040', strength: 1 }, mask), 20, 10);
    const half = at(await recolourHair(image, { colour: '#c04040', strength: 0.5 }, mask), 20, 10);
    for (let c = 0; c < 3; c++)
      expect(Math.abs(half[c]! - (30 + full[c]!) / 2)).toBeLessThanOrEqual(1);
  });

  it('scales a mask of another size to the photo', async () => {
    const { image, mask } = paintedCase();
    const doubled: Raster = { ...mask, width: 80, height: 60, data: Buffer.alloc(80 * 60) };
    for (let y = 0; y < 60; y++)
      for (let x = 0; x < 80; x++) doubled.data[y * 80 + x] = mask.data[(y >> 1) * 40 + (x >> 1)]!;
    const result = await recolourHair(image, { colour: '#c04040', strength: 1 }, doubled);
    expect(at(result, 20, 10)[0]).toBeGreaterThan(at(result, 20, 10)[1]! + 30);
    expect(at(result, 2, 25)).toEqual([200, 200, 200]);
  });
});
