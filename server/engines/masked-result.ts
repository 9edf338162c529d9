/**
 * A hosted engine's picture laid over the photo under the user's painted mask (white = change):
 * outside the mask every pixel is the photo's own, whatever the provider did there, and a
 * transparent background stays transparent only inside it. The provider's picture is scaled to
 * the photo's size first (some answer a little larger or smaller).
 */
import sharp from 'sharp';
import { MAX_DECODE_PIXELS } from '../../common/media';
import type { EngineImage, EngineOutput } from './engine';
import { EngineError } from './engine';
import { decodeMask } from './local/hair/painted-mask';
import { blendEdit } from './local/edit/blend';
import { fromRaster, toRaster } from './local/raster';
import { OUTPUT_JPEG_QUALITY } from './local/image-io';

export async function keepOutsideMask(
  photo: EngineImage,
  mask: EngineImage,
  edited: EngineOutput,
): Promise<EngineOutput> {
  const original = await toRaster(
    sharp(photo.bytes, { limitInputPixels: MAX_DECODE_PIXELS }).rotate(),
    4,
  ).catch((error: unknown) => {
    throw new EngineError('input_unreadable', 'The photo cannot be decoded', false, {
      cause: error,
    });
  });
  const { width, height } = original;
  const [weight, result] = await Promise.all([
    decodeMask(mask.bytes, width, height),
    toRaster(sharp(edited.bytes).resize(width, height, { fit: 'fill' }), 4),
  ]);
  const merged = blendEdit(original, result, 1, weight);
  if (edited.contentType === 'image/png') {
    const bytes = await fromRaster(merged).png().toBuffer();
    return { bytes, contentType: 'image/png', width, height };
  }
  const bytes = await fromRaster(merged)
    .removeAlpha()
    .jpeg({ quality: OUTPUT_JPEG_QUALITY })
    .toBuffer();
  return { bytes, contentType: 'image/jpeg', width, height };
}
