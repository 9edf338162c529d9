/**
 * The studios with engines of their own (try-on, the body generator, the hairstyle changer) in
 * the pipeline's tests: each one's module on a try-on shaped test engine of test-engines.ts
 * (instant, failing, held…), and the body and hair requests as the PWA sends them (multipart:
 * the parameters and the photos). Try-on's richer requests are in generations.ts.
 */
import { randomUUID } from 'node:crypto';
import type { BodyEngine } from '../../../server/engines/body-engine';
import type { TryOnEngine } from '../../../server/engines/engine';
import type { HairEngine } from '../../../server/engines/hair-engine';
import { BODY_GENERATOR_MODULE } from '../../../server/studios/body-generator';
import { HAIRSTYLE_CHANGER_MODULE } from '../../../server/studios/hairstyle-changer';
import {
  bindStudio,
  type StudioEngine,
  type StudioEngines,
} from '../../../server/studios/studio-module';
import { STUDIO_MODULES } from '../../../server/studios/studio-modules';
import { VIRTUAL_TRYON_MODULE } from '../../../server/studios/virtual-tryon';
import type { TestApp } from '../test-app';
import { postStudio } from './test-studios';

/** A complete, valid set of body parameters, as form fields. */
export const BODY_FIELDS = {
  gender: 'female',
  height_cm: '165',
  weight_kg: '58',
  age: '29',
  body_type: 'average',
  skin_tone: 'tone-05',
} as const;

/** A template and a colour, as form fields. */
export const HAIR_FIELDS = { hairstyle: 'modern-bob', hair_color: 'copper' } as const;

/** A try-on shaped test engine as a body engine; the inputs are ignored. */
function asBodyEngine(engine: TryOnEngine): BodyEngine {
  const none = { bytes: Buffer.alloc(0), contentType: 'image/png' };
  return {
    name: engine.name,
    quality: engine.quality,
    generate: (input, run) =>
      engine.tryOn({ model: input.face ?? none, garment: none, category: 'tops' }, run),
  };
}

/** A try-on shaped test engine as a hair engine: the portrait as the model, the mask as garment. */
export function asHairEngine(engine: TryOnEngine): HairEngine {
  return {
    name: engine.name,
    quality: engine.quality,
    changeHair: (input, run) =>
      engine.tryOn(
        { model: input.image, garment: input.mask ?? input.image, category: 'tops' },
        run,
      ),
  };
}

/**
 * Try-on as the pipeline's tests run it: its module without the photo check, as they send
 * plain coloured pictures as model photos. The photo check's own tests (photo-check.test.ts)
 * bind the whole module on real photos.
 */
const PIPELINE_TRYON_MODULE = { ...VIRTUAL_TRYON_MODULE, check: undefined };

/** Every studio module as the pipeline's tests run them: try-on without its photo check. */
export const PIPELINE_STUDIO_MODULES = STUDIO_MODULES.map((studio) =>
  studio.service === 'virtual-tryon' ? PIPELINE_TRYON_MODULE : studio,
);

const ON_TEST_ENGINE = {
  'virtual-tryon': (engine: TryOnEngine) => bindStudio(PIPELINE_TRYON_MODULE, engine),
  'body-generator': (engine: TryOnEngine) =>
    bindStudio(BODY_GENERATOR_MODULE, asBodyEngine(engine)),
  'hairstyle-changer': (engine: TryOnEngine) =>
    bindStudio(HAIRSTYLE_CHANGER_MODULE, asHairEngine(engine)),
} as const;

/** A studio whose module runs on the try-on shaped test engines. */
export type RealStudio = keyof typeof ON_TEST_ENGINE;

/** `service`'s module on a try-on shaped test engine. */
export function studioOnTestEngine(service: RealStudio, engine: TryOnEngine): StudioEngine {
  return ON_TEST_ENGINE[service](engine);
}

/** The same, as the `studios` (or `engines`) a test app or a job runner takes. */
export function onTestEngine(service: RealStudio, engine: TryOnEngine): StudioEngines {
  return { [service]: studioOnTestEngine(service, engine) };
}

/** POST /api/ai/body-generator as multipart, with a new Idempotency-Key unless one is given. */
export function postBody(
  server: TestApp,
  token: string,
  fields: Record<string, string> = BODY_FIELDS,
  face?: Uint8Array,
  key: string = randomUUID(),
) {
  return postStudio(server, token, 'body-generator', { fields, files: face ? { face } : {} }, key);
}

/** POST /api/ai/hairstyle-changer as multipart, with a new Idempotency-Key unless one is given. */
export function postHair(
  server: TestApp,
  token: string,
  {
    fields = HAIR_FIELDS,
    image,
    mask,
  }: {
    fields?: Record<string, string>;
    image?: Uint8Array;
    mask?: Uint8Array;
  },
  key: string = randomUUID(),
) {
  const files = { ...(image && { image }), ...(mask && { mask }) };
  return postStudio(server, token, 'hairstyle-changer', { fields, files }, key);
}
