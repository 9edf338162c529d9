/**
 * The shipped pictures drawn with the one parametric figure (server/engines/local/body/) are
 * what the code makes today, pixel for pixel: each sample model (scripts/make-samples.ts) and
 * garment, and each body-generator example of the service page (scripts/make-service-samples.ts),
 * regenerated the way its script makes it and compared with the file in public/.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BODY_MAKERS } from '../../../scripts/service-samples/body';
import { SAMPLE_WEBP } from '../../../scripts/service-samples/sample-maker';
import { encodeSample } from '../../../scripts/try-on-samples/encode-sample';
import { GARMENTS } from '../../../scripts/try-on-samples/garments';
import { FIGURES } from '../../../scripts/try-on-samples/mannequin-figures';
import { mannequinSvg } from '../../../scripts/try-on-samples/mannequins';
import { findSample } from '../../../common/samples';
import {
  samplePath,
  SERVICE_SAMPLES,
} from '../../../src/features/marketing/services/service-samples';

const shipped = (path: string) => readFile(new URL(`../../../public${path}`, import.meta.url));

/** The decoded pixels of two encoded pictures are the same, and so is their size. */
async function expectSamePixels(made: Buffer, path: string) {
  const [ours, theirs] = await Promise.all(
    [made, await shipped(path)].map((bytes) =>
      sharp(bytes).raw().toBuffer({ resolveWithObject: true }),
    ),
  );
  expect(ours!.info).toEqual(theirs!.info);
  expect(ours!.data.equals(theirs!.data), `${path} differs from what the code draws`).toBe(true);
}

describe('the sample models and garments', () => {
  const drawings = [
    ...FIGURES.map((figure) => ({ id: figure.id, svg: () => mannequinSvg(figure) })),
    ...GARMENTS.map((garment) => ({ id: garment.id, svg: () => garment.svg() })),
  ];

  it.each(drawings)('$id is drawn as shipped, picture and thumbnail', async ({ id, svg }) => {
    const sample = findSample(id)!;
    const { picture, thumbnail } = await encodeSample(svg());
    await expectSamePixels(picture, sample.file);
    await expectSamePixels(thumbnail, sample.thumbnail);
  });
});

describe('the body generator’s service-page examples', () => {
  it.each(SERVICE_SAMPLES['body-generator'])('$id is drawn as shipped', async (sample) => {
    const made = await BODY_MAKERS[sample.id]!(sample);
    for (const side of ['before', 'after'] as const) {
      const picture = await made[side]!.webp(SAMPLE_WEBP).toBuffer();
      await expectSamePixels(picture, samplePath('body-generator', sample.id, side));
    }
  });
});
