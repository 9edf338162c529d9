import { describe, expect, it } from 'vitest';
import { MASK_ON, rasteriseStroke } from '../../workers/mask/rasterise';
import { decodeRle, encodeRle } from '../../workers/mask/rle';
import { firstDifference, randomStroke, seededRandom } from './mask-factories';

function roundTrip(mask: Uint8Array): Uint8Array {
  const decoded = new Uint8Array(mask.length).fill(123);
  decodeRle(encodeRle(mask), decoded);
  return decoded;
}

describe('run-length encoded masks', () => {
  it('round-trips empty, full and single-pixel masks', () => {
    const empty = new Uint8Array(50);
    const full = new Uint8Array(50).fill(MASK_ON);
    expect(firstDifference(roundTrip(empty), empty)).toBe(-1);
    expect(firstDifference(roundTrip(full), full)).toBe(-1);
    const lastOn = new Uint8Array(50);
    lastOn[49] = MASK_ON;
    expect(firstDifference(roundTrip(lastOn), lastOn)).toBe(-1);
  });

  it('round-trips alternating pixels and runs longer than one varint byte', () => {
    const alternating = Uint8Array.from({ length: 301 }, (_, i) => (i % 2 ? MASK_ON : 0));
    expect(firstDifference(roundTrip(alternating), alternating)).toBe(-1);
    const long = new Uint8Array(70_000);
    long.fill(MASK_ON, 200, 69_000);
    expect(firstDifference(roundTrip(long), long)).toBe(-1);
  });

  it('round-trips painted masks', () => {
    const size = { width: 97, height: 61 };
    const random = seededRandom(3);
    const mask = new Uint8Array(size.width * size.height);
    for (let i = 0; i < 40; i++) {
      rasteriseStroke(mask, size, randomStroke(random, size));
      expect(firstDifference(roundTrip(mask), mask)).toBe(-1);
    }
  });

  it('keeps a painted 2048 × 2048 keyframe to kilobytes', () => {
    const size = { width: 2048, height: 2048 };
    const random = seededRandom(11);
    const mask = new Uint8Array(size.width * size.height);
    for (let i = 0; i < 200; i++) rasteriseStroke(mask, size, randomStroke(random, size));
    const { bytes } = encodeRle(mask);
    expect(bytes.byteLength).toBeLessThan(64 * 1024);
    expect(firstDifference(roundTrip(mask), mask)).toBe(-1);
  });

  it('refuses an encoding that does not fill the mask', () => {
    const rle = encodeRle(new Uint8Array(10));
    expect(() => decodeRle(rle, new Uint8Array(11))).toThrow();
    expect(() =>
      decodeRle({ bytes: new Uint8Array([3]), pixelCount: 10 }, new Uint8Array(10)),
    ).toThrow(/truncated/);
  });
});
