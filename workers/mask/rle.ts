/**
 * Run-length encoding of a binary mask, for the undo history's keyframes. The mask is read as
 * one run of pixels (row after row); the encoding is the lengths of its alternating off/on runs,
 * starting with an off run (which may be 0 long), each an unsigned LEB128 varint. A painted
 * 2048 × 2048 mask has a few thousand runs, so its keyframe takes kilobytes instead of 4 MB.
 */
import { MASK_OFF, MASK_ON } from './rasterise';

/** An encoded mask: the bytes and the pixel count they decode to. */
export interface RleMask {
  bytes: Uint8Array;
  pixelCount: number;
}

const INITIAL_CAPACITY_BYTES = 4096;

class ByteWriter {
  private buffer = new Uint8Array(INITIAL_CAPACITY_BYTES);
  private length = 0;

  writeVarint(value: number): void {
    let rest = value;
    while (rest >= 0x80) {
      this.push((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.push(rest);
  }

  toBytes(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }

  private push(byte: number): void {
    if (this.length === this.buffer.length) {
      const grown = new Uint8Array(this.buffer.length * 2);
      grown.set(this.buffer);
      this.buffer = grown;
    }
    this.buffer[this.length++] = byte;
  }
}

/** Encodes a mask whose bytes are MASK_OFF or MASK_ON. */
export function encodeRle(mask: Uint8Array): RleMask {
  const writer = new ByteWriter();
  let position = 0;
  let lookingFor = MASK_ON;
  while (position < mask.length) {
    // indexOf is a native byte scan: far faster than a JavaScript loop over 4 million pixels.
    const found = mask.indexOf(lookingFor, position);
    const runEnd = found === -1 ? mask.length : found;
    writer.writeVarint(runEnd - position);
    position = runEnd;
    lookingFor = lookingFor === MASK_ON ? MASK_OFF : MASK_ON;
  }
  return { bytes: writer.toBytes(), pixelCount: mask.length };
}

/** Decodes `rle` into `mask`, overwriting every pixel. */
export function decodeRle(rle: RleMask, mask: Uint8Array): void {
  if (mask.length !== rle.pixelCount) throw new Error('RLE mask size does not match the target');
  const { bytes } = rle;
  let position = 0;
  let value = MASK_OFF;
  let offset = 0;
  while (offset < bytes.length) {
    let run = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = bytes[offset++]!;
      run += (byte & 0x7f) * scale;
      scale *= 0x80;
    } while (byte & 0x80);
    mask.fill(value, position, position + run);
    position += run;
    value = value === MASK_ON ? MASK_OFF : MASK_ON;
  }
  if (position !== mask.length) throw new Error('RLE mask is truncated');
}
