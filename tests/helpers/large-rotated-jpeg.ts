/**
 * The upload-flood picture, shared by the flood test and its bench: a camera-sized JPEG stored
 * sideways (EXIF orientation 6), a few hundred KB that decode to 49 megapixels.
 */
import sharp from 'sharp';

export async function largeRotatedJpeg(): Promise<Buffer> {
  const side = 7000;
  const disc = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="3500" cy="3000" r="2600" fill="#334455"/></svg>`;
  return sharp({ create: { width: side, height: side, channels: 3, background: '#c8a080' } })
    .composite([{ input: Buffer.from(disc) }])
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}
