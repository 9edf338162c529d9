/**
 * A studio's server module (docs/studios.md "Adding a studio"): the engines it can run on and
 * how it hands a run's inputs and parameters to them. The pipeline (route, idempotency, debit,
 * queue, retries, refunds, storage, progress) is shared; the request itself is read from the
 * studio's registry entry (common/studios/), so a module holds only what is the studio's own.
 */
import { studioParamsSchema } from '../../common/studios/params-schema';
import type { ServiceSlug, StudioInputs, StudioParams } from '../../common/studios/studios';
import {
  EngineError,
  type EngineImage,
  type EngineLabel,
  type EngineResult,
  type EngineRun,
} from '../engines/engine';
import type { EngineFactories } from '../engines/engine-factories';

/** One run of a studio: its stored inputs loaded, by field, and its validated parameters. */
export interface StudioJob<Service extends ServiceSlug> {
  inputs: StudioInputs<Service, EngineImage>;
  params: StudioParams<Service>;
}

export interface StudioModule<Service extends ServiceSlug, Engine extends EngineLabel> {
  service: Service;
  engines: EngineFactories<Engine>;
  /** Runs the engine on one generation; an EngineError's code is what the user is told. */
  run(engine: Engine, job: StudioJob<Service>, run: EngineRun): Promise<EngineResult>;
}

/** Any studio's module, as the list of modules holds them. */
export type AnyStudioModule = {
  [Service in ServiceSlug]: StudioModule<Service, EngineLabel>;
}[ServiceSlug];

/** What the job runner knows of a studio: its engine's label, and a run of it on a job. */
export interface StudioEngine extends EngineLabel {
  run(
    job: { inputs: Partial<Record<string, EngineImage>>; params: unknown },
    run: EngineRun,
  ): Promise<EngineResult>;
}

/** Each studio that takes generations, with its engine (create-studio-engines.ts makes them). */
export type StudioEngines = Partial<Record<ServiceSlug, StudioEngine>>;

/** A studio's module with its engine chosen: what the job runner runs. */
export function bindStudio<Service extends ServiceSlug, Engine extends EngineLabel>(
  studio: StudioModule<Service, Engine>,
  engine: Engine,
): StudioEngine;
/** The same, for a module of the list, whose engine was made by its own factories. */
export function bindStudio(studio: AnyStudioModule, engine: EngineLabel): StudioEngine;
export function bindStudio(studio: AnyStudioModule, engine: EngineLabel): StudioEngine {
  const schema = studioParamsSchema(studio.service);
  return {
    name: engine.name,
    quality: engine.quality,
    run({ inputs, params }, run) {
      // Validated when the request came; read again for their types and defaults.
      const parsed = schema.safeParse(params);
      if (!parsed.success) {
        throw new EngineError('internal', `the stored parameters of ${studio.service} are invalid`);
      }
      // The runner loaded every required input of the studio's registry entry.
      const job = { inputs, params: parsed.data } as never;
      return studio.run(engine, job, run);
    },
  };
}
