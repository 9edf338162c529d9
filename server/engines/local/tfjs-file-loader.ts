/**
 * A `file://` model loader for tfjs backed by `fs`. tfjs-node normally registers one; we run on
 * tfjs-backend-wasm (tfjs-node cannot install offline,
 * docs/engines.md#running-tfjs-in-node-offline), so the graph models (human's and our vendored
 * selfie model) are read from disk here. Nothing is fetched.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The parts of a tfjs `model.json` the loader reads. */
interface ModelJson {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
  userDefinedMetadata?: unknown;
  weightsManifest: { paths: string[]; weights: unknown[] }[];
}

/** The artifacts tfjs' `io.IOHandler.load()` answers with. */
export interface ModelArtifacts {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
  userDefinedMetadata?: unknown;
  weightSpecs: unknown[];
  weightData: ArrayBuffer;
}

/** Reads a model.json and its weight shards from disk into one weight buffer. */
export function readModelArtifacts(file: string): ModelArtifacts {
  const json = JSON.parse(readFileSync(file, 'utf8')) as ModelJson;
  const weightSpecs: unknown[] = [];
  const shards: Buffer[] = [];
  for (const group of json.weightsManifest) {
    weightSpecs.push(...group.weights);
    for (const shard of group.paths)
      shards.push(readFileSync(path.join(path.dirname(file), shard)));
  }
  const all = Buffer.concat(shards);
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    signature: json.signature,
    userDefinedMetadata: json.userDefinedMetadata,
    weightSpecs,
    weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer,
  };
}

/** The one tfjs API the loader needs (tfjs' `io.registerLoadRouter`). */
export interface TfIoRouter {
  io: {
    registerLoadRouter(
      router: (url: string | string[]) => { load(): Promise<ModelArtifacts> } | null,
    ): void;
  };
}

/** The tfjs instances that have the router: human's runtimes share one tfjs. */
const registered = new WeakSet<TfIoRouter>();

/**
 * Registers the `file://` router on a tfjs instance, once (tfjs refuses a URL two routers
 * claim); other URLs are left to tfjs (and fail).
 */
export function registerFileLoader(tf: TfIoRouter): void {
  if (registered.has(tf)) return;
  registered.add(tf);
  tf.io.registerLoadRouter((url) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = fileURLToPath(url);
    return { load: () => Promise.resolve(readModelArtifacts(file)) };
  });
}
