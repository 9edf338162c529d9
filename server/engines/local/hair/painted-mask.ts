/**
 * The user's painted mask (white = the hair to change) with the automatic one: a painted area
 * the automatic mask mostly agrees with is refined by it, so its edge follows the strands
 * rather than the brush; one the automatic mask mostly misses (blond hair on light skin, a
 * colour the heuristic cannot tell from the face) is kept on the person, so a brush that runs
 * over the backdrop does not colour it. Outside the painted area nothing changes either way.
 */
import sharp from 'sharp';
import { MAX_DECODE_PIXELS } from '../../../../common/media';
import { EngineError } from '../../engine';
import { toRaster, type Raster } from '../raster';

/** Share of the painted area the automatic mask must cover for the two to be intersected. */
export const INTERSECT_FROM = 0.35;

/** The painted mask as one channel at width × height (transparency counts as black). */
export async function decodeMask(bytes: Buffer, width: number, height: number): Promise<Raster> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_DECODE_PIXELS, failOn: 'warning' })
      .flatten({ background: '#000000' })
      .greyscale()
      .resize(width, height, { fit: 'fill' });
    return await toRaster(pipeline, 1);
  } catch (error) {
    throw new EngineError('input_unreadable', 'The mask image cannot be decoded', false, {
      cause: error,
    });
  }
}

/**
 * The mask to recolour under: the painted one within the automatic one if they mostly agree,
 * else within the person (all three one channel, the same size).
 */
export function withPaintedMask(automatic: Raster, painted: Raster, person: Raster): Raster {
  let paintedSum = 0;
  let overlap = 0;
  for (let p = 0; p < painted.data.length; p++) {
    paintedSum += painted.data[p]!;
    overlap += Math.min(painted.data[p]!, automatic.data[p]!);
  }
  const within = paintedSum > 0 && overlap / paintedSum >= INTERSECT_FROM ? automatic : person;
  const data = Buffer.alloc(painted.data.length);
  for (let p = 0; p < data.length; p++) data[p] = Math.min(painted.data[p]!, within.data[p]!);
  return { ...painted, data };
}
