/**
 * Hairstyle-changer samples: the local hair module recolours a shipped mannequin's hair
 * (automatic mask, colour blend with a lightness lift; server/engines/local/hair/). The module
 * runs on the whole photo; both sides are then cropped to the same head-and-shoulders frame.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { findSample } from '../../common/samples';
import { recolourHair } from '../../server/engines/local/hair/hair-recolour';
import { decodeModelPhoto } from '../../server/engines/local/image-io';
import { fromRaster, type Raster } from '../../server/engines/local/raster';
import type { ServiceSample } from '../../src/features/marketing/services/service-samples';
import type { SampleMakers } from './sample-maker';

/** The colour each sample applies, to which mannequin, with how much lightness lift. */
const RECOLOURS: Record<string, { model: string; colour: string; lift: number }> = {
  copper: { model: 'model-linh', colour: '#b57a45', lift: 0.85 },
  chestnut: { model: 'model-mai', colour: '#7b3f22', lift: 0.75 },
  'smoky-grey': { model: 'model-an', colour: '#c9c9cf', lift: 0.8 },
};

/** Head and shoulders of the 1200 × 1600 mannequins (4:5, the figures share one frame). */
const HEAD_CROP = { left: 420, top: 0, width: 360, height: 450 };

const PUBLIC = new URL('../../public', import.meta.url).pathname;

function framed(image: Raster, { width, height }: ServiceSample) {
  return fromRaster(image).extract(HEAD_CROP).resize(width, height, { kernel: 'lanczos3' });
}

export const HAIR_MAKERS: SampleMakers = Object.fromEntries(
  Object.entries(RECOLOURS).map(([id, { model, colour, lift }]) => [
    id,
    async (size: ServiceSample) => {
      const shipped = findSample(model);
      if (!shipped) throw new Error(`No shipped sample "${model}"`);
      const photo = await decodeModelPhoto(readFileSync(`${PUBLIC}${shipped.file}`));
      const recoloured = await recolourHair(photo, { colour, strength: 1, lift });
      // sharp pipelines over raw buffers are consumed once: render each side to PNG first.
      const [before, after] = await Promise.all(
        [photo, recoloured].map((image) => framed(image, size).png().toBuffer()),
      );
      return { before: sharp(before!), after: sharp(after!) };
    },
  ]),
);
