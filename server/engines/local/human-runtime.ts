/**
 * The tfjs runtimes of the local engine: @vladmandic/human on @tensorflow/tfjs-backend-wasm
 * (server/engines/local/README.md "Models, offline"), one for the pose (movenet) and one for
 * faces (blazeface and facemesh). Each is loaded lazily on first use, once per process (one
 * shared promise), and kept warm. They are two instances because human merges every call's
 * settings into its own for good: one instance serving both would race between callers. Every
 * model is read from disk: human's own from its package, the selfie model from ./models.
 * Nothing is fetched at run time.
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

/** What every runtime shares: the wasm backend, models from disk, nothing but `detectors`. */
function humanConfig(detectors: Pick<Config, 'face' | 'body'>): Partial<Config> {
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
    ...detectors,
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  } as Partial<Config>;
}

/** Movenet-lightning, one person: shoulders and hips for the try-on. */
const POSE_DETECTORS = {
  face: { enabled: false },
  body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1, minConfidence: 0.1 },
} as Pick<Config, 'face' | 'body'>;

/**
 * Blazeface finds the faces (up to FACE_LIMIT, upright), facemesh outlines each one (468
 * points); nothing else of human's face pipeline (iris, emotion, age…) is loaded.
 */
const FACE_LIMIT = 8;
const FACE_DETECTORS = {
  face: {
    enabled: true,
    detector: {
      modelPath: 'blazeface.json',
      rotation: false,
      maxDetected: FACE_LIMIT,
      minConfidence: 0.5,
      return: false,
    },
    mesh: { enabled: true, modelPath: 'facemesh.json' },
    iris: { enabled: false },
    emotion: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    attention: { enabled: false },
    gear: { enabled: false },
  },
  body: { enabled: false },
} as unknown as Pick<Config, 'face' | 'body'>;

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

async function startRuntime(detectors: Pick<Config, 'face' | 'body'>): Promise<HumanRuntime> {
  const { human, tf } = await withoutEmscriptenHandlers(async () => {
    const { Human: HumanClass } = loadHumanModule();
    const created = new HumanClass(humanConfig(detectors));
    const tfjs = created.tf as Tf;
    registerFileLoader(tfjs);
    await created.init();
    await created.load();
    return { human: created, tf: tfjs };
  });
  if (tf.getBackend() !== 'wasm') throw new Error(`tfjs backend is ${tf.getBackend()}, not wasm`);
  // One detection at a time per instance: human keeps each call's working state on itself.
  let last: Promise<unknown> = Promise.resolve();
  const detect = (input: TfTensor) => {
    const next = last.then(() => human.detect(input as never));
    last = next.catch(() => undefined);
    return next;
  };
  return { human, tf, detect };
}

/** A runtime started on first call; a failed start is retried by the next call. */
function lazyRuntime(detectors: Pick<Config, 'face' | 'body'>): () => Promise<HumanRuntime> {
  let runtime: Promise<HumanRuntime> | undefined;
  return () => {
    runtime ??= startRuntime(detectors).catch((error: unknown) => {
      runtime = undefined;
      throw error;
    });
    return runtime;
  };
}

/** The process's pose runtime (movenet). */
export const getHumanRuntime = lazyRuntime(POSE_DETECTORS);

/** The process's face runtime (blazeface and facemesh). */
export const getFaceRuntime = lazyRuntime(FACE_DETECTORS);
