/**
 * Try-on engines for the pipeline's tests: a deterministic one made with sharp (the happy path,
 * a real decode of the inputs), and fault injectors — failing a number of times, hanging, held
 * at a gate — plus a switch so one server per test file can change engines between tests.
 */
import sharp from 'sharp';
import type { GenerationPhase } from '../../../common/contracts/generations';
import {
  EngineError,
  type EngineOutput,
  type EngineRun,
  type TryOnEngine,
  type TryOnInput,
} from '../../../server/engines/engine';
import type { StudioEngine } from '../../../server/studios/studio-module';

const PHASES: GenerationPhase[] = ['analysing', 'processing', 'generating', 'completing'];

export interface SharpEngineOptions {
  /** Pause after entering each phase, in ms (the progress stream's tests watch them pass). */
  phaseDelayMs?: number;
}

/** The garment pasted small in the middle of the model photo: real pixels, no randomness. */
export function sharpTryOnEngine(options: SharpEngineOptions = {}): TryOnEngine & { runs: number } {
  const engine = {
    name: 'test-sharp',
    quality: 'preview' as const,
    runs: 0,
    async tryOn(input: TryOnInput, run: EngineRun): Promise<EngineOutput> {
      engine.runs += 1;
      await enter(run, 'analysing', options.phaseDelayMs);
      const model = await decoded(input.model.bytes);
      await enter(run, 'processing', options.phaseDelayMs);
      const garment = await decoded(input.garment.bytes);
      await enter(run, 'generating', options.phaseDelayMs);
      const width = Math.max(1, Math.round(model.info.width / 3));
      const patch = await sharp(garment.data, { raw: garment.info }).resize(width).png().toBuffer();
      const bytes = await sharp(model.data, { raw: model.info })
        .composite([{ input: patch, gravity: 'centre' }])
        .jpeg()
        .toBuffer();
      await enter(run, 'completing', options.phaseDelayMs);
      return {
        bytes,
        contentType: 'image/jpeg',
        width: model.info.width,
        height: model.info.height,
      };
    },
  };
  return engine;
}

/** A tiny PNG at once, every phase reported: measures the pipeline, not an engine. */
export function instantEngine(): TryOnEngine {
  let png: Buffer | undefined;
  return {
    name: 'test-instant',
    quality: 'preview',
    async tryOn(_input, run) {
      for (const phase of PHASES) await run.onPhase(phase);
      png ??= await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#808080' },
      })
        .png()
        .toBuffer();
      return { bytes: png, contentType: 'image/png', width: 8, height: 8 };
    },
  };
}

/** Throws `error()` on each of its first `failures` runs, then behaves like `then`. */
export function failingEngine(
  failures: number,
  error: () => Error,
  then: TryOnEngine = instantEngine(),
): TryOnEngine & { runs: number } {
  const engine = {
    name: 'test-failing',
    quality: 'preview' as const,
    runs: 0,
    async tryOn(input: TryOnInput, run: EngineRun) {
      engine.runs += 1;
      await run.onPhase('analysing');
      if (engine.runs <= failures) throw error();
      return then.tryOn(input, run);
    },
  };
  return engine;
}

export const providerHiccup = () =>
  new EngineError('provider_failed', 'the provider answered 503', true);

/**
 * Enters 'analysing', then waits until released (or aborted, if `honourAbort`): a job stuck in
 * an engine, for crash and timeout tests. `started` resolves at the first run.
 */
export function heldEngine(options: { honourAbort?: boolean } = {}) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const then = instantEngine();
  const engine: TryOnEngine & { release(): void; started: Promise<void>; runs: number } = {
    name: 'test-held',
    quality: 'preview',
    runs: 0,
    release,
    started: startedPromise,
    async tryOn(input, run) {
      engine.runs += 1;
      await run.onPhase('analysing');
      started();
      await (options.honourAbort ? Promise.race([released, aborted(run.signal)]) : released);
      return then.tryOn(input, run);
    },
  };
  return engine;
}

/** One engine whose behaviour a test swaps: `use(engine)` for the runs that follow. */
export function switchableEngine(initial: TryOnEngine) {
  let current = initial;
  const engine: TryOnEngine & { use(next: TryOnEngine): void } = {
    name: 'test-switchable',
    quality: 'preview',
    use: (next) => void (current = next),
    tryOn: (input, run) => current.tryOn(input, run),
  };
  return engine;
}

/**
 * The same switch for any studio's engine. The API labels requests with the first engine's name
 * and runs the first one's check before the charge, as it would with that engine alone.
 */
export function switchableStudio(initial: StudioEngine) {
  let current = initial;
  const engine: StudioEngine & { use(next: StudioEngine): void } = {
    ...initial,
    use: (next) => void (current = next),
    run: (job, run) => current.run(job, run),
  };
  return engine;
}

async function enter(run: EngineRun, phase: GenerationPhase, delayMs = 0) {
  await run.onPhase(phase);
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  run.signal.throwIfAborted();
}

async function decoded(bytes: Buffer) {
  try {
    return await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new EngineError('input_unreadable', 'an input does not decode', false, { cause: error });
  }
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}
