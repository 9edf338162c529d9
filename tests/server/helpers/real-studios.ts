/**
 * The studios with engines of their own (try-on, the body generator, the hairstyle changer) in
 * the pipeline's tests: each one's module on a try-on shaped test engine of test-engines.ts
 * (instant, failing, held…). Their requests are in real-studio-requests.ts: test-app.ts binds
 * these modules, so nothing here may take a test app.
 */
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
