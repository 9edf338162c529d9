/**
 * One run of a generation's job (server/modules/generations/README.md), made safe to repeat:
 * pg-boss may deliver a job again after a crash, and a slow run may be overtaken by its retry.
 * Each run is an attempt whose number fences the row: only the latest attempt may set a phase,
 * a result or a failure. Retryable failures are thrown back to pg-boss until the last attempt;
 * then, or at once for a failure the engine calls final, the generation fails and is refunded
 * in one transaction. Every studio runs here: its module (server/studios/) gets the inputs its
 * registry entry names and the parameters its request stored.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GenerationErrorCode } from '../../../common/contracts/generations';
import { STUDIOS, type ServiceSlug } from '../../../common/studios/studios';
import type { PlanGates } from '../../../common/plans';
import { capLongEdge } from '../../adapters/media/image-processor';
import { MediaError } from '../../adapters/media/media-error';
import type { Storage } from '../../adapters/storage/storage';
import type { StoredGenerationInput } from '../../db/schema';
import {
  EngineError,
  type EngineImage,
  type EngineOutput,
  type EngineResult,
} from '../../engines/engine';
import type { StudioEngines } from '../../studios/studio-module';
import { readAll } from './generation-inputs.service';
import { storeResult } from './generation-results';
import type { GenerationRunsRepository } from './generation-runs.repository';
import type { GenerationRecord } from './generations.repository';
import { gatesOf } from './plan-gates';
import type { SampleCatalog } from './sample-catalog';

/**
 * Adds the free plan's mark to a result (free exports are watermarked,
 * docs/product-rules.md#credits).
 */
export type Watermark = (output: EngineResult) => Promise<EngineResult>;

export interface GenerationRunnerDependencies {
  repository: GenerationRunsRepository;
  storage: Storage;
  engines: StudioEngines;
  samples: SampleCatalog;
  watermark: Watermark;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Told when a generation has ended, succeeded or failed (its webhooks); never throws. */
  onFinished?: (generationId: string) => Promise<void>;
}

/** What the handler knows of the pg-boss job it runs. */
export interface GenerationJob {
  generationId: string;
  /** 0 on the first run. */
  retryCount: number;
  retryLimit: number;
  /** pg-boss counts the run as dead after this; the engine is stopped well before. */
  expireInSeconds: number;
}

export type RunResult = 'success' | 'failed' | 'skipped';

/** Share of the job's expiry the engine may take; the rest stores the result in time. */
const ENGINE_TIME_SHARE = 0.85;
/** Longest internal detail kept with a failure, in characters. */
const MAX_DETAIL_LENGTH = 2_000;

/** Thrown into a run that a later attempt has overtaken: it stops and writes nothing. */
class OvertakenError extends Error {
  override name = 'OvertakenError';
}

interface Failure {
  code: GenerationErrorCode;
  retryable: boolean;
  detail: string;
}

export function createGenerationRunner(deps: GenerationRunnerDependencies) {
  const { repository, storage, engines, samples, watermark, logger } = deps;

  async function loadInput(input: StoredGenerationInput): Promise<EngineImage> {
    const file = await storage.get(input.storageKey);
    if (!file) throw new EngineError('input_unreadable', `input ${input.role} is missing`);
    const anchors = input.sampleId ? samples.anchorsOf(input.sampleId) : undefined;
    return { bytes: await readAll(file.body), contentType: input.contentType, anchors };
  }

  /** The stored inputs by the fields of the studio's registry entry. */
  async function loadInputs(record: GenerationRecord) {
    const loaded: Partial<Record<string, EngineImage>> = {};
    for (const { field, role, required } of STUDIOS[record.service].inputs) {
      const input = record.inputs.find((stored) => stored.role === role);
      if (input) loaded[field] = await loadInput(input);
      else if (required) throw new EngineError('input_unreadable', `input ${role} is missing`);
    }
    return loaded;
  }

  async function runEngine(
    record: GenerationRecord,
    fence: number,
    signal: AbortSignal,
    stop: (reason: Error) => void,
  ) {
    const engine = engines[record.service];
    if (!engine) throw new EngineError('internal', `no engine runs ${record.service} here`);
    const job = { inputs: await loadInputs(record), params: record.params };
    const onPhase = async (phase: Parameters<typeof repository.setPhase>[2]) => {
      if (!(await repository.setPhase(record.id, fence, phase))) stop(new OvertakenError());
    };
    // Raced with the signal: an engine that ignores it still cannot hold the job past its time.
    return Promise.race([engine.run(job, { onPhase, signal }), rejectOnAbort(signal)]);
  }

  /**
   * The gates of the plan the generation was requested on: a picture scaled down to the plan's
   * long edge (a clip's resolution was the request's, checked then), then the trial's mark.
   */
  async function store(record: GenerationRecord, fence: number, output: EngineResult) {
    const gates = gatesOf(record.planId);
    const capped = output.kind === 'video' ? output : await capPicture(output, gates);
    const marked = gates.watermark;
    const final = marked ? await watermark(capped) : capped;
    const stored = await storeResult(storage, record.id, final);
    return repository.markSuccess(record.id, fence, { ...stored, watermarked: marked });
  }

  return {
    /** The studios whose jobs this runner can run. */
    studios: Object.keys(engines) as ServiceSlug[],

    /** Runs the job once; throws only to ask pg-boss for another attempt. */
    async run(job: GenerationJob): Promise<RunResult> {
      const record = await repository.startAttempt(job.generationId);
      if (!record) return 'skipped';
      const fence = record.attempts;
      const controller = new AbortController();
      const stop = (reason: Error) => controller.abort(reason);
      const timeoutMs = Math.max(1_000, job.expireInSeconds * 1_000 * ENGINE_TIME_SHARE);
      const timer = setTimeout(
        () => stop(new EngineError('provider_timeout', `no result within ${timeoutMs} ms`, true)),
        timeoutMs,
      );
      try {
        const output = await runEngine(record, fence, controller.signal, stop);
        controller.signal.throwIfAborted();
        if (await store(record, fence, output)) {
          await deps.onFinished?.(record.id);
          return 'success';
        }
        logger.warn({ generationId: record.id, fence }, 'generation run overtaken at the end');
        return 'skipped';
      } catch (error) {
        if (error instanceof OvertakenError) return 'skipped';
        const failure = failureOf(error);
        if (failure.retryable && job.retryCount < job.retryLimit) throw error;
        logger.info({ generationId: record.id, failure }, 'generation failed');
        if (await repository.failAndRefund(record.id, { ...failure, fence })) {
          await deps.onFinished?.(record.id);
        }
        return 'failed';
      } finally {
        clearTimeout(timer);
      }
    },

    /** The dead-letter path: pg-boss gave up on the job without its handler finishing it. */
    async abandon(generationId: string, reason: string): Promise<RunResult> {
      const failed = await repository.failAndRefund(generationId, {
        code: 'internal',
        detail: `the job was given up: ${reason}`.slice(0, MAX_DETAIL_LENGTH),
      });
      if (failed) await deps.onFinished?.(generationId);
      return failed ? 'failed' : 'skipped';
    },
  };
}
export type GenerationRunner = ReturnType<typeof createGenerationRunner>;

/** A picture larger than the plan allows, scaled down to its long edge (never up). */
async function capPicture(output: EngineOutput, gates: PlanGates): Promise<EngineOutput> {
  const capped = await capLongEdge(output.bytes, output, gates.maxImageEdgePx);
  if (!capped.scaled) return output;
  return { ...output, bytes: capped.bytes, width: capped.width, height: capped.height };
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

/** The user-facing code of a failure, whether another attempt may help, and what happened. */
function failureOf(error: unknown): Failure {
  const detail = describe(error).slice(0, MAX_DETAIL_LENGTH);
  if (error instanceof EngineError) return { code: error.code, retryable: error.retryable, detail };
  // The engine's output does not decode: running it again would give the same.
  if (error instanceof MediaError) return { code: 'internal', retryable: false, detail };
  // Storage or the database: worth another attempt.
  return { code: 'internal', retryable: true, detail };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (cause: ${describe(error.cause)})` : '';
  return `${error.name}: ${error.message}${cause}`;
}
