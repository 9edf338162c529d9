/**
 * Reads an image's pixel size from its header (JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X), so
 * the upload path never decodes a 12 MP photo just to learn how big it is. Null when the
 * header cannot be read; the caller then decodes.
 */
import type { AcceptedImageType } from '../../common/media';
import type { Size } from './resize-geometry';

function jpegSize(view: DataView): Size | null {
  let offset = 2;
  while (offset + 9 <= view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    // SOF0..SOF15 carry the size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

function webpSize(view: DataView, bytes: Uint8Array): Size | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

export function readImageSize(bytes: Uint8Array, type: AcceptedImageType): Size | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    if (type === 'image/png')
      return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
    if (type === 'image/jpeg') return jpegSize(view);
    return webpSize(view, bytes);
  } catch {
    return null; // a header that ends early: let the decoder decide
  }
}
