/**
 * The tfjs runtime of the local engine: @vladmandic/human (movenet pose) on
 * @tensorflow/tfjs-backend-wasm, set up per research/local-ai.md §4.1. Loaded lazily on first
 * use, once per process (one shared promise), and kept warm. Every model is read from disk:
 * human's own from its package, the selfie model from ./models. Nothing is fetched at run time.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Human, Result } from '@vladmandic/human';
import { registerFileLoader, type TfIoRouter } from './tfjs-file-loader';

const require = createRequire(import.meta.url);

/** A tensor as far as the engine uses one. */
export interface TfTensor {
  readonly shape: number[];
  data(): Promise<Float32Array | Int32Array | Uint8Array>;
  dispose(): void;
}

export interface TfGraphModel {
  execute(input: TfTensor): TfTensor | TfTensor[];
}

/** The slice of the tfjs namespace the engine calls (human types it as `any`). */
export interface Tf extends TfIoRouter {
  tensor4d(
    values: Uint8Array | Float32Array,
    shape: number[],
    dtype: 'int32' | 'float32',
  ): TfTensor;
  tidy<T extends TfTensor>(fn: () => T): T;
  div(a: TfTensor, b: number): TfTensor;
  image: { resizeBilinear(t: TfTensor, size: [number, number]): TfTensor };
  loadGraphModel(url: string): Promise<TfGraphModel>;
  getBackend(): string;
}

export interface HumanRuntime {
  human: Human;
  tf: Tf;
  detect(input: TfTensor): Promise<Result>;
}

/** human's node build for the wasm backend: its `exports` map has no `./` keys, so load by path. */
function loadHumanModule(): { Human: new (config: Partial<Config>) => Human } {
  const humanDist = path.dirname(require.resolve('@vladmandic/human'));
  return require(path.join(humanDist, 'human.node-wasm.js')) as {
    Human: new (config: Partial<Config>) => Human;
  };
}

function humanConfig(): Partial<Config> {
  const humanRoot = path.join(path.dirname(require.resolve('@vladmandic/human')), '..');
  const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  return {
    backend: 'wasm',
    // The default is a CDN URL; the wasm binaries ship in the package.
    wasmPath: `${wasmDir}/`,
    modelBasePath: `${pathToFileURL(path.join(humanRoot, 'models')).href}/`,
    cacheModels: false,
    warmup: 'none',
    // Still photos: never reuse a previous frame's result.
    cacheSensitivity: 0,
    debug: false,
    face: { enabled: false },
    body: {
      enabled: true,
      modelPath: 'movenet-lightning.json',
      maxDetected: 1,
      minConfidence: 0.1,
    },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  } as Partial<Config>;
}

/**
 * The wasm backend's Emscripten glue adds process handlers that rethrow every uncaught error and
 * unhandled rejection; they would run before (and pre-empt) the server's own. They are removed
 * once the backend is up, leaving Node's and the server's behaviour as it was.
 */
async function withoutEmscriptenHandlers<T>(start: () => Promise<T>): Promise<T> {
  const uncaught = process.listeners('uncaughtException');
  const unhandled = process.listeners('unhandledRejection');
  try {
    return await start();
  } finally {
    for (const listener of process.listeners('uncaughtException'))
      if (!uncaught.includes(listener)) process.removeListener('uncaughtException', listener);
    for (const listener of process.listeners('unhandledRejection'))
      if (!unhandled.includes(listener)) process.removeListener('unhandledRejection', listener);
  }
}

async function startRuntime(): Promise<HumanRuntime> {
  const { human, tf } = await withoutEmscriptenHandlers(async () => {
    const { Human: HumanClass } = loadHumanModule();
    const created = new HumanClass(humanConfig());
    const tfjs = created.tf as Tf;
    registerFileLoader(tfjs);
    await created.init();
    await created.load();
    return { human: created, tf: tfjs };
  });
  if (tf.getBackend() !== 'wasm') throw new Error(`tfjs backend is ${tf.getBackend()}, not wasm`);
  return { human, tf, detect: (input) => human.detect(input as never) };
}

let runtime: Promise<HumanRuntime> | undefined;

/** The process's runtime, started on first call; a failed start is retried by the next call. */
export function getHumanRuntime(): Promise<HumanRuntime> {
  runtime ??= startRuntime().catch((error: unknown) => {
    runtime = undefined;
    throw error;
  });
  return runtime;
}
