/**
 * Remove background: the person mask (the selfie model, its edge re-explained by the photo's
 * colours in mask-refine.ts) as the picture's alpha. Made for people on ordinary backgrounds:
 * the edge is soft (no single hair strands), and objects are not people to it.
 */
import { refineMask } from '../mask-refine';
import { segmentPerson } from '../person-segmentation';
import { resizeRaster, type Raster } from '../raster';

/** The person is found at this long edge at most: the model sees 256 px anyway. */
const CUTOUT_EDGE_PX = 1024;

/** A 0–255 alpha at the photo's size: 255 on the person, 0 on the background. */
export async function personAlpha(photo: Raster): Promise<Raster> {
  const k = Math.min(1, CUTOUT_EDGE_PX / Math.max(photo.width, photo.height));
  const work =
    k < 1
      ? await resizeRaster(photo, Math.round(photo.width * k), Math.round(photo.height * k))
      : photo;
  const person = await refineMask(work, await segmentPerson(work));
  return k < 1 ? resizeRaster(person, photo.width, photo.height) : person;
}

/**
 * The photo with an alpha channel: `alpha` where `weight` (the painted mask, one channel) is
 * white, opaque where it is black, in between on its soft edge; no weight: `alpha` everywhere.
 */
export function withAlpha(photo: Raster, alpha: Raster, weight: Raster | null): Raster {
  const count = photo.width * photo.height;
  const data = Buffer.alloc(count * 4);
  for (let p = 0; p < count; p++) {
    const w = weight ? weight.data[p]! / 255 : 1;
    data[p * 4] = photo.data[p * 3]!;
    data[p * 4 + 1] = photo.data[p * 3 + 1]!;
    data[p * 4 + 2] = photo.data[p * 3 + 2]!;
    data[p * 4 + 3] = Math.round(255 - (255 - alpha.data[p]!) * w);
  }
  return { data, width: photo.width, height: photo.height, channels: 4 };
}
