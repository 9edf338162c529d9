/**
 * The hairstyle changer in the pipeline's tests: its module on a given engine, its requests as
 * the PWA sends them (multipart: the portrait, an optional mask and the parameters), and the
 * fault injectors of test-engines.ts (try-on shaped) as hair engines.
 */
import { randomUUID } from 'node:crypto';
import type { TryOnEngine } from '../../../server/engines/engine';
import type { HairEngine } from '../../../server/engines/hair-engine';
import { HAIRSTYLE_CHANGER_MODULE } from '../../../server/studios/hairstyle-changer';
import { bindStudio, type StudioEngines } from '../../../server/studios/studio-module';
import type { TestApp } from '../test-app';
import { postStudio } from './test-studios';

/** A template and a colour, as form fields. */
export const HAIR_FIELDS = { hairstyle: 'modern-bob', hair_color: 'copper' } as const;

/** The hairstyle changer on `engine`: what createGenerationServer takes as `studios`. */
export function hairEngines(engine: HairEngine): StudioEngines {
  return { 'hairstyle-changer': bindStudio(HAIRSTYLE_CHANGER_MODULE, engine) };
}

/** A try-on shaped test engine (instant, failing, held…) as a hair engine. */
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
