/**
 * Reads the EXIF orientation of a JPEG (1 = upright … 8). Phones store portraits as landscape
 * pixels plus this tag; an upload that is not resized can go as-is only when it is 1.
 */
const JPEG_SOI = 0xffd8;
const APP1 = 0xffe1;
const ORIENTATION_TAG = 0x0112;

export function readJpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== JPEG_SOI) return 1;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    const marker = view.getUint16(offset);
    const length = view.getUint16(offset + 2);
    if (marker === APP1) return orientationInExif(view, offset + 4, length - 2);
    if ((marker & 0xff00) !== 0xff00 || marker === 0xffda) break; // not a marker, or image data began
    offset += 2 + length;
  }
  return 1;
}

function orientationInExif(view: DataView, start: number, length: number): number {
  const end = Math.min(start + length, view.byteLength);
  if (start + 14 > end || view.getUint32(start) !== 0x45786966) return 1; // "Exif"
  const tiff = start + 6;
  const little = view.getUint16(tiff) === 0x4949; // "II" = Intel byte order
  const u16 = (at: number) => view.getUint16(at, little);
  const firstIfd = tiff + view.getUint32(tiff + 4, little);
  if (firstIfd + 2 > end) return 1;
  const entries = u16(firstIfd);
  for (let i = 0; i < entries; i++) {
    const entry = firstIfd + 2 + i * 12;
    if (entry + 12 > end) return 1;
    if (u16(entry) === ORIENTATION_TAG) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}
