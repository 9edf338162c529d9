/**
 * A drawn try-on sample as it is shipped: the SVG rendered by librsvg (through sharp), then a
 * WebP picture and a ~320 px WebP thumbnail. Used by scripts/make-samples.ts, and by the test
 * that regenerates the shipped samples and compares them pixel for pixel.
 */
import sharp from 'sharp';

/** Long edge of the thumbnails, in pixels. */
const THUMBNAIL_EDGE_PX = 320;
const PICTURE_WEBP = { quality: 90, effort: 6 } as const;
const THUMBNAIL_WEBP = { quality: 82, effort: 6 } as const;

export async function encodeSample(svg: string): Promise<{ picture: Buffer; thumbnail: Buffer }> {
  const png = await sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
  const picture = await sharp(png).webp(PICTURE_WEBP).toBuffer();
  const thumbnail = await sharp(png)
    .resize(THUMBNAIL_EDGE_PX, THUMBNAIL_EDGE_PX, { fit: 'inside' })
    .webp(THUMBNAIL_WEBP)
    .toBuffer();
  return { picture, thumbnail };
}
