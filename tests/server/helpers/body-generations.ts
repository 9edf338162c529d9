/**
 * The body generator in the pipeline's tests: its module on a given engine, its requests as
 * the PWA sends them (multipart: the parameters and an optional face photo), and the fault
 * injectors of test-engines.ts (try-on shaped: they ignore their inputs) as body engines.
 */
import { randomUUID } from 'node:crypto';
import type { BodyEngine } from '../../../server/engines/body-engine';
import type { TryOnEngine } from '../../../server/engines/engine';
import { BODY_GENERATOR_MODULE } from '../../../server/studios/body-generator';
import { bindStudio, type StudioEngines } from '../../../server/studios/studio-module';
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

/** The body generator on `engine`: what createGenerationServer takes as `studios`. */
export function bodyEngines(engine: BodyEngine): StudioEngines {
  return { 'body-generator': bindStudio(BODY_GENERATOR_MODULE, engine) };
}

/** A try-on shaped test engine (instant, failing, held…) as a body engine; inputs are ignored. */
export function asBodyEngine(engine: TryOnEngine): BodyEngine {
  const none = { bytes: Buffer.alloc(0), contentType: 'image/png' };
  return {
    name: engine.name,
    quality: engine.quality,
    generate: (input, run) =>
      engine.tryOn({ model: input.face ?? none, garment: none, category: 'tops' }, run),
  };
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
