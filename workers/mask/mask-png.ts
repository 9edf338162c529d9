/**
 * Encodes a binary mask as the PNG 'Use mask' returns: 8-bit greyscale at the source image's
 * size, white (255) = the area to change, black (0) = keep. That is the convention of the hosted
 * inpainting models (fal.ai, Replicate: "white pixels are inpainted, black preserved").
 *
 * Written by hand instead of canvas.convertToBlob: a canvas can only write RGBA PNGs (4× the
 * bytes to compress and upload), and this version needs no canvas at all, so it runs the same in
 * the worker, on the main thread as a fallback, and in Node tests. Deflate is the platform's
 * CompressionStream, which emits the zlib format PNG's IDAT expects.
 */
import type { MaskSize } from './rasterise';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const COLOUR_TYPE_GREYSCALE = 0;
const BIT_DEPTH = 8;
const FILTER_NONE = 0;

export async function encodeMaskPng(mask: Uint8Array, size: MaskSize): Promise<Blob> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, size.width);
  view.setUint32(4, size.height);
  header.set([BIT_DEPTH, COLOUR_TYPE_GREYSCALE, 0, 0, 0], 8); // deflate, adaptive filters, no interlace
  const data = await deflate(scanlines(mask, size));
  return new Blob(
    [
      new Uint8Array(PNG_SIGNATURE),
      chunk('IHDR', header),
      chunk('IDAT', data),
      chunk('IEND', new Uint8Array(0)),
    ],
    { type: 'image/png' },
  );
}

/** Each row prefixed by its filter byte. Mask bytes are already 0 or 255: grey levels as is. */
function scanlines(mask: Uint8Array, { width, height }: MaskSize): Uint8Array<ArrayBuffer> {
  const rows = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = FILTER_NONE;
    rows.set(mask.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  return rows;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) bytes[4 + i] = type.charCodeAt(i);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 PNG puts after each chunk (over its type and data). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
