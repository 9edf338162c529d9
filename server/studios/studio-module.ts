/**
 * A studio's server module (docs/studios.md "Adding a studio"): the engines it can run on and
 * how it hands a run's inputs and parameters to them. The pipeline (route, idempotency, debit,
 * queue, retries, refunds, storage, progress) is shared; the request itself is read from the
 * studio's registry entry (common/studios/), so a module holds only what is the studio's own.
 */
import type { FieldIssue } from '../../common/studios/field-issues';
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
  /**
   * Looks at a request before anything is stored or charged, in the API process (docs/studios.md
   * "Checks before the charge"): its inputs read and turned upright, its parameters validated,
   * and the label of the engine it would run on. Throws an InputRefusal naming each input it
   * cannot use; the request is then answered 422 and its Idempotency-Key stays free.
   */
  check?(job: StudioJob<Service>, engine: EngineLabel): Promise<void>;
}

/**
 * A studio's check refused some inputs: each one's problem, by field. `code` is the answer's
 * code: `inputs_refused` unless the refusal is about the engine rather than the inputs
 * (`needs_hosted_engine`: only a hosted engine can do what is asked).
 */
export class InputRefusal extends Error {
  override name = 'InputRefusal';

  constructor(
    readonly issues: Record<string, FieldIssue>,
    readonly code: 'inputs_refused' | 'needs_hosted_engine' = 'inputs_refused',
  ) {
    super(`inputs refused: ${Object.keys(issues).join(', ')}`);
  }
}

/**
 * A studio's check refused some parameters in combination (image to video: a length its model
 * does not make): answered 400 validation_failed, as the schema's own refusals are.
 */
export class ParamsRefusal extends InputRefusal {
  override name = 'ParamsRefusal';
}

/** A request as a check (or a run) sees it before its parameters are typed. */
interface UntypedJob {
  inputs: Partial<Record<string, EngineImage>>;
  params: unknown;
}

/** A studio's request check with its engine chosen: what the API process calls. */
export type StudioCheck = (job: UntypedJob) => Promise<void>;

/** What the API process knows of a studio: its engine's label, and its check if it has one. */
export interface StudioLabel extends EngineLabel {
  check?: StudioCheck;
}

/** Any studio's module, as the list of modules holds them. */
export type AnyStudioModule = {
  [Service in ServiceSlug]: StudioModule<Service, EngineLabel>;
}[ServiceSlug];

/** What the job runner knows of a studio: its engine's label, and a run of it on a job. */
export interface StudioEngine extends StudioLabel {
  run(job: UntypedJob, run: EngineRun): Promise<EngineResult>;
}

/** The job with its parameters typed again (they were validated when the request came). */
function typedJob(service: ServiceSlug, { inputs, params }: UntypedJob): never {
  const parsed = studioParamsSchema(service).safeParse(params);
  if (!parsed.success) {
    throw new EngineError('internal', `the stored parameters of ${service} are invalid`);
  }
  // The runner (or the request) has every required input of the studio's registry entry.
  return { inputs, params: parsed.data } as never;
}

/** The studio's label for the API process, with its check bound to that engine. */
export function studioLabel(studio: AnyStudioModule, engine: EngineLabel): StudioLabel {
  const label = { name: engine.name, quality: engine.quality };
  const { check } = studio;
  if (!check) return label;
  return { ...label, check: (job) => check(typedJob(studio.service, job), label) };
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
  return {
    ...studioLabel(studio, engine),
    run: (job, run) => studio.run(engine, typedJob(studio.service, job), run),
  };
}
