/**
 * The studios' local engines at full size, one job after another in this process, after a
 * warm-up job: the median ms per job (docs/architecture.md#performance-goals: under 1 s).
 *
 * `npm run bench -- studios`.
 */
import sharp from 'sharp';
import type { BodyInput } from '../../server/engines/body-engine';
import { drawBody } from '../../server/engines/local/body/body-engine';
import { createLocalHairEngine } from '../../server/engines/local/hair/hair-engine';
import type { Figure } from './harness';
import { BENCH_RUN as run, medianMs } from './harness';

/** Jobs measured after the warm-up. */
const JOBS = 7;
const GOAL = { op: '<', value: 1000 } as const;

/** A face photo: one woman of the face-api package's demo pictures (node_modules, never kept). */
async function facePhoto(): Promise<Buffer> {
  const demo = new URL('../../node_modules/@vladmandic/face-api/demo/sample6.jpg', import.meta.url);
  return sharp(demo.pathname)
    .extract({ left: 980, top: 150, width: 600, height: 800 })
    .jpeg()
    .toBuffer();
}

/**
 * The body generator's mannequin in 3:4 at the engine's 2048 px long edge, without and with a
 * face photo (server/engines/local/body/README.md).
 */
export async function localBody(): Promise<Figure[]> {
  const body: BodyInput = {
    gender: 'female',
    heightCm: 165,
    weightKg: 58,
    age: 29,
    bodyType: 'curvy',
    skinTone: 'tone-05',
    aspectRatio: '3:4',
  };
  const face = { bytes: await facePhoto(), contentType: 'image/jpeg' };
  return [
    {
      name: 'body, 3:4 at 1536 × 2048 px, median per job',
      value: await medianMs(JOBS, () => drawBody(body, run)),
      unit: 'ms',
      goal: GOAL,
    },
    {
      name: 'body with a face photo (face found, placed, matched), median per job',
      value: await medianMs(JOBS, () => drawBody({ ...body, face }, run)),
      unit: 'ms',
      goal: GOAL,
    },
  ];
}

/**
 * A 1536 × 2048 portrait: one woman of the same demo picture, scaled up to the studios' full
 * size (node_modules, never kept).
 */
async function portraitAt2048(): Promise<Buffer> {
  const demo = new URL('../../node_modules/@vladmandic/face-api/demo/sample6.jpg', import.meta.url);
  return sharp(demo.pathname)
    .extract({ left: 900, top: 0, width: 960, height: 1280 })
    .resize(1536, 2048)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * The hairstyle changer's local engine on a 1536 × 2048 portrait, a whole job each (decode,
 * face, person and hair masks, recolour, JPEG): with the automatic mask, with a painted mask,
 * and with a template's reference card (server/engines/local/hair/README.md).
 */
export async function localHair(): Promise<Figure[]> {
  const engine = createLocalHairEngine();
  const image = { bytes: await portraitAt2048(), contentType: 'image/jpeg' };
  const painted = await sharp({
    create: { width: 1536, height: 2048, channels: 3, background: '#000000' },
  })
    .composite([
      {
        input: { create: { width: 900, height: 900, channels: 3, background: '#ffffff' } },
        left: 300,
        top: 0,
      },
    ])
    .greyscale()
    .png()
    .toBuffer();
  const mask = { bytes: painted, contentType: 'image/png' };
  return [
    {
      name: 'hair, 1536 × 2048: automatic mask + recolour, median per job',
      value: await medianMs(JOBS, () => engine.changeHair({ image, colour: 'copper' }, run)),
      unit: 'ms',
      goal: GOAL,
    },
    {
      name: 'hair with a painted mask, median per job',
      value: await medianMs(JOBS, () => engine.changeHair({ image, mask, colour: 'blonde' }, run)),
      unit: 'ms',
      goal: GOAL,
    },
    {
      name: 'hair with a template’s reference card, median per job',
      value: await medianMs(JOBS, () =>
        engine.changeHair({ image, hairstyle: 'modern-bob', colour: 'black' }, run),
      ),
      unit: 'ms',
      goal: GOAL,
    },
  ];
}
