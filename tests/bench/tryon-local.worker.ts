/**
 * One try-on worker for the local try-on benchmark: a worker thread with its own engine (its
 * own tfjs runtime), as a pool worker of the real queue would have. Protocol: `warm-up` →
 * answers the cold job's time; `run` → answers each job's time.
 */
import { parentPort } from 'node:worker_threads';
import type { GarmentCategory } from '../../common/contracts/generations';
import type { BodyAnchors, EngineRun } from '../../server/engines/engine';
import { createLocalTryOnEngine } from '../../server/engines/local/tryon-engine';

export interface BenchJob {
  model: Uint8Array;
  garment: Uint8Array;
  anchors: BodyAnchors;
  category: GarmentCategory;
}

export type WorkerRequest = { type: 'warm-up'; job: BenchJob } | { type: 'run'; jobs: number };
export type WorkerReply = { type: 'warm'; coldMs: number } | { type: 'done'; times: number[] };

const engine = createLocalTryOnEngine();
const run: EngineRun = { onPhase: async () => {}, signal: new AbortController().signal };
let job: BenchJob | undefined;

async function once(): Promise<number> {
  if (!job) throw new Error('warm-up first');
  const started = performance.now();
  await engine.tryOn(
    {
      model: { bytes: Buffer.from(job.model), contentType: 'image/jpeg', anchors: job.anchors },
      garment: { bytes: Buffer.from(job.garment), contentType: 'image/webp' },
      category: job.category,
    },
    run,
  );
  return performance.now() - started;
}

parentPort?.on('message', async (request: WorkerRequest) => {
  if (request.type === 'warm-up') {
    job = request.job;
    parentPort?.postMessage({ type: 'warm', coldMs: await once() } satisfies WorkerReply);
    return;
  }
  const times: number[] = [];
  for (let i = 0; i < request.jobs; i++) times.push(await once());
  parentPort?.postMessage({ type: 'done', times } satisfies WorkerReply);
});
