/**
 * The local try-on engine at full size: a shipped sample model upscaled to a 2048 px long edge
 * (its anchors scaled with it) and a sample dress. Each engine runs in its own worker thread,
 * as the job worker pool would: the cold first job (tfjs start, model load), then the median
 * job and the throughput with one and with two workers on this machine's cores.
 *
 * `npm run bench -- try-on`, or on its own: `node --import tsx tests/bench/tryon-local.bench.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { findSample } from '../../common/samples';
import type { Figure } from './harness';
import { median } from './harness';
import type { BenchJob, WorkerReply, WorkerRequest } from './tryon-local.worker';

/** Jobs per worker after the warm-up. */
const JOBS_PER_WORKER = 6;
const LONG_EDGE_PX = 2048;
const PUBLIC = path.join(import.meta.dirname, '../../public');

async function benchJob(): Promise<BenchJob> {
  const model = findSample('model-linh');
  const garment = findSample('garment-polka-dot-dress');
  if (!model?.anchors || !garment) throw new Error('The shipped samples are missing');
  const k = LONG_EDGE_PX / Math.max(model.width, model.height);
  const bytes = await sharp(readFileSync(path.join(PUBLIC, model.file)))
    .resize(Math.round(model.width * k), Math.round(model.height * k), { kernel: 'lanczos3' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const scale = ([x, y]: [number, number]): [number, number] => [x * k, y * k];
  return {
    model: bytes,
    garment: readFileSync(path.join(PUBLIC, garment.file)),
    anchors: {
      leftShoulder: scale(model.anchors.leftShoulder),
      rightShoulder: scale(model.anchors.rightShoulder),
      leftHip: scale(model.anchors.leftHip),
      rightHip: scale(model.anchors.rightHip),
    },
    category: 'dresses',
  };
}

function startWorker(): Worker {
  // Node 20 does not run `--import tsx` in worker threads: the worker registers tsx itself.
  const entry = JSON.stringify(new URL('./tryon-local.worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`,
    { eval: true },
  );
}

function ask(worker: Worker, request: WorkerRequest): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(request);
  });
}

/** Warms `count` workers, then runs JOBS_PER_WORKER jobs on each at once. */
async function runPool(count: number, job: BenchJob) {
  const workers = Array.from({ length: count }, startWorker);
  try {
    const warm = await Promise.all(workers.map((worker) => ask(worker, { type: 'warm-up', job })));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const done = await Promise.all(
      workers.map((worker) => ask(worker, { type: 'run', jobs: JOBS_PER_WORKER })),
    );
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const times = done.flatMap((reply) => (reply.type === 'done' ? reply.times : []));
    const coldMs = warm.map((reply) => (reply.type === 'warm' ? reply.coldMs : NaN));
    return {
      times,
      wallMs,
      coldMs,
      // Process-wide (every thread): what a job costs whatever else the machine is doing.
      cpuMsPerJob: (cpu.user + cpu.system) / 1000 / times.length,
      jobsPerMinute: (times.length / wallMs) * 60_000,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

export async function localTryOn(): Promise<Figure[]> {
  const job = await benchJob();
  const one = await runPool(1, job);
  const two = await runPool(2, job);
  const sorted = [...one.times].sort((a, b) => a - b);
  return [
    {
      name: 'cold first job in a fresh worker (tfjs start + models + job)',
      value: one.coldMs[0]!,
      unit: 'ms',
    },
    {
      name: `warm job, median of ${one.times.length} (1536x2048 model, dress)`,
      value: median(one.times),
      unit: 'ms',
    },
    { name: 'warm job, fastest', value: sorted[0]!, unit: 'ms' },
    { name: 'CPU time per warm job (all threads)', value: one.cpuMsPerJob, unit: 'ms' },
    { name: 'throughput, 1 worker', value: one.jobsPerMinute, unit: 'jobs/min' },
    {
      name: `warm job with 2 workers busy, median of ${two.times.length}`,
      value: median(two.times),
      unit: 'ms',
    },
    { name: 'throughput, 2 workers (worker threads)', value: two.jobsPerMinute, unit: 'jobs/min' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printFigures } = await import('./harness');
  printFigures('Local try-on: 2048 px model + garment', await localTryOn());
}
