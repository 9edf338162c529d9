/**
 * The runs of every studio with an engine of its own, the same scenarios for each on the one
 * pipeline (server/modules/generations/README.md): its engine end to end (the result of the
 * asked size, a 320 px WebP thumbnail, marked, charged once), a replay answered with the first
 * generation and one debit, another request under a used key refused, a failure refunded exactly
 * once, a final failure at once, and a worker that dies mid-job — the job ends once, charged once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Generation, InputRole } from '../../../common/contracts/generations';
import { PLANS } from '../../../common/plans';
import { EngineError, type TryOnEngine } from '../../../server/engines/engine';
import { createLocalBodyEngine } from '../../../server/engines/local/body/body-engine';
import { createLocalHairEngine } from '../../../server/engines/local/hair/hair-engine';
import { generationQueueOf } from '../../../server/jobs/job-names';
import { type Queue, startQueue } from '../../../server/jobs/queue';
import { BODY_GENERATOR_MODULE } from '../../../server/studios/body-generator';
import { HAIRSTYLE_CHANGER_MODULE } from '../../../server/studios/hairstyle-changer';
import { bindStudio, type StudioEngine } from '../../../server/studios/studio-module';
import { VIRTUAL_TRYON_MODULE } from '../../../server/studios/virtual-tryon';
import {
  balanceOf,
  generationCount,
  ledgerOf,
  signedInUserWithCredits,
  waitUntilFinished,
} from '../helpers/generations';
import { onePersonPhoto } from '../helpers/real-photos';
import { BODY_FIELDS, HAIR_FIELDS } from '../helpers/real-studio-requests';
import { onTestEngine, type RealStudio, studioOnTestEngine } from '../helpers/real-studios';
import {
  failingEngine,
  heldEngine,
  instantEngine,
  providerHiccup,
  sharpTryOnEngine,
  switchableStudio,
} from '../helpers/test-engines';
import { SAMPLE_GARMENT_ID, SAMPLE_MODEL_ID } from '../helpers/test-samples';
import { postStudio, type StudioPost } from '../helpers/test-studios';
import { registerTestWorkers } from '../helpers/test-workers';
import { createTestApp, queryRows, silentLogger, type TestApp } from '../test-app';
import { CRASH_TEST_TUNING } from './crash-tuning';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A valid request, and what the studio's own engine makes of it. */
interface StudioRun {
  name: string;
  request(): Promise<StudioPost>;
  made: { engine: string; width: number; height: number; inputs: InputRole[] };
}

interface StudioCase {
  service: RealStudio;
  /** The studio on its own engine: the local one, or for try-on a sharp one (real pixels). */
  engine(): StudioEngine;
  /** Its valid requests; the first is the one every other scenario sends. */
  runs: [StudioRun, ...StudioRun[]];
  /** A valid request other than the first run's, to send under that run's key. */
  other(): Promise<StudioPost>;
  /** A failure this studio's engine calls final. */
  finalFailure(): EngineError;
}

let portrait: Promise<Buffer> | undefined;
/** The 600 × 800 photo of one person, read once. */
const onePerson = () => (portrait ??= onePersonPhoto());

const TRY_ON_FIELDS = {
  category: 'tops',
  model_sample_id: SAMPLE_MODEL_ID,
  garment_sample_id: SAMPLE_GARMENT_ID,
};
const TALL_BODY = { ...BODY_FIELDS, aspect_ratio: '9:16' };

const STUDIOS: StudioCase[] = [
  {
    service: 'virtual-tryon',
    engine: () => bindStudio(VIRTUAL_TRYON_MODULE, sharpTryOnEngine()),
    runs: [
      {
        name: 'on the samples',
        request: async () => ({ fields: TRY_ON_FIELDS }),
        made: {
          engine: 'test-sharp',
          width: 120,
          height: 160,
          inputs: ['person_image', 'clothing_item'],
        },
      },
    ],
    other: async () => ({ fields: { ...TRY_ON_FIELDS, category: 'dresses' } }),
    finalFailure: () => new EngineError('no_person_detected', 'nobody in the photo'),
  },
  {
    service: 'body-generator',
    engine: () => bindStudio(BODY_GENERATOR_MODULE, createLocalBodyEngine()),
    runs: [
      {
        name: 'in the asked shape',
        request: async () => ({ fields: TALL_BODY }),
        made: { engine: 'local', width: 1152, height: 2048, inputs: [] },
      },
      {
        name: 'with the face photo on the figure, kept as the face reference',
        request: async () => ({ fields: BODY_FIELDS, files: { face: await onePerson() } }),
        made: { engine: 'local', width: 1536, height: 2048, inputs: ['face_reference'] },
      },
    ],
    other: async () => ({ fields: { ...TALL_BODY, age: '30' } }),
    finalFailure: () => new EngineError('no_face_detected', 'no face in the face photo'),
  },
  {
    service: 'hairstyle-changer',
    engine: () => bindStudio(HAIRSTYLE_CHANGER_MODULE, createLocalHairEngine()),
    runs: [
      {
        name: 'recoloured at the portrait’s size',
        request: async () => ({ fields: HAIR_FIELDS, files: { image: await onePerson() } }),
        made: { engine: 'local', width: 600, height: 800, inputs: ['original_person'] },
      },
    ],
    other: async () => ({
      fields: { ...HAIR_FIELDS, hair_color: 'black' },
      files: { image: await onePerson() },
    }),
    finalFailure: () => new EngineError('no_face_detected', 'no face in the portrait'),
  },
];

const reasons = async (server: TestApp, userId: string) =>
  (await ledgerOf(server, userId)).map((row) => `${row.reason} ${row.delta}`);

const generationOf = (response: { json<T>(): T }) =>
  response.json<{ generation: Generation }>().generation;

async function generationRow(server: TestApp, id: string) {
  const [row] = await queryRows<{ status: string; attempts: number; error_detail: string }>(
    server.database,
    `SELECT status, attempts, error_detail FROM generations WHERE id = '${id}'`,
  );
  return row!;
}

/** Generations not yet succeeded or failed, of every user. */
async function unfinished(server: TestApp): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    server.database,
    `SELECT count(*) AS count FROM generations WHERE status NOT IN ('success', 'failed')`,
  );
  return Number(row?.count);
}

/** The studio's first request by a new user with 3 credits; throws unless queued. */
async function queued(server: TestApp, studio: StudioCase, request?: StudioPost) {
  const { user, token } = await signedInUserWithCredits(server, 3);
  const response = await postStudio(
    server,
    token,
    studio.service,
    request ?? (await studio.runs[0].request()),
  );
  if (response.statusCode !== 202) throw new Error(`refused: ${response.body}`);
  return { user, token, generation: generationOf(response) };
}

/** A picture's size once scaled down to the free trial's long edge (common/plans.ts). */
function withinFreeTrialCap({ width, height }: { width: number; height: number }) {
  const scale = Math.min(1, PLANS.free_trial.gates.maxImageEdgePx / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

describe.each(STUDIOS)('a $service job', (studio) => {
  const engine = switchableStudio(studio.engine());
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ studios: { [studio.service]: engine }, workers: true });
  });
  afterAll(() => server.close());
  // The studio's own engine only where the run is the point: elsewhere an instant one.
  beforeEach(() => engine.use(studioOnTestEngine(studio.service, instantEngine())));
  // A job left queued would run on the next test's engine and be counted among its runs.
  afterEach(() => expect.poll(() => unfinished(server), { timeout: 20_000 }).toBe(0));

  it.each(studio.runs)(
    'runs on its engine $name: the result and a 320 px WebP thumbnail, marked, charged once',
    async ({ request, made: engineMade }) => {
      // The test user is on the free trial: its results are scaled to its cap (never up).
      const made = { ...engineMade, ...withinFreeTrialCap(engineMade) };
      engine.use(studio.engine());
      const marked = server.watermarked.length;
      const { user, token, generation } = await queued(server, studio, await request());

      const done = await waitUntilFinished(server, token, generation.id, 60_000);

      expect(done).toMatchObject({
        status: 'success',
        phase: null,
        error_code: null,
        engine: made.engine,
        quality: 'preview',
        result_width: made.width,
        result_height: made.height,
        watermarked: true,
      });
      expect(done.processing_ms).toBeGreaterThanOrEqual(0);
      expect(done.inputs.map((input) => input.role)).toEqual(made.inputs);
      expect(server.watermarked.length).toBe(marked + 1);
      const result = await server.app.inject({ method: 'GET', url: done.result_url! });
      expect(result.statusCode).toBe(200);
      expect(result.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(result.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([made.width, made.height]);
      const thumbnail = await server.app.inject({ method: 'GET', url: done.result_thumbnail_url! });
      const thumbnailMeta = await sharp(thumbnail.rawPayload).metadata();
      expect(thumbnailMeta).toMatchObject({ format: 'webp' });
      expect(Math.max(thumbnailMeta.width, thumbnailMeta.height)).toBeLessThanOrEqual(320);
      expect(await reasons(server, user.id)).toEqual(['test_grant 3', 'generation -1']);
    },
  );

  it('answers replays with the same generation, 200, and debits once', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    const request = await studio.runs[0].request();
    const key = randomUUID();

    const first = await postStudio(server, token, studio.service, request, key);
    const replays = [];
    for (let i = 0; i < 5; i++) {
      replays.push(await postStudio(server, token, studio.service, request, key));
    }

    expect(first.statusCode).toBe(202);
    for (const replay of replays) {
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(generationOf(replay).id).toBe(generationOf(first).id);
    }
    expect(await generationCount(server, user.id)).toBe(1);
    expect(await reasons(server, user.id)).toEqual(['test_grant 5', 'generation -1']);
    expect(await balanceOf(server, user.id)).toBe(4);
  });

  it('refuses another request under a used key with 422, charging nothing more', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    const key = randomUUID();
    await postStudio(server, token, studio.service, await studio.runs[0].request(), key);

    const other = await postStudio(server, token, studio.service, await studio.other(), key);

    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await generationCount(server, user.id)).toBe(1);
    expect(await balanceOf(server, user.id)).toBe(4);
  });

  it('fails, refunds exactly once and records the code when the engine fails until its last retry', async () => {
    const failing = failingEngine(Infinity, providerHiccup);
    engine.use(studioOnTestEngine(studio.service, failing));
    const { user, token, generation } = await queued(server, studio);

    const done = await waitUntilFinished(server, token, generation.id);

    expect(done).toMatchObject({ status: 'failed', error_code: 'provider_failed', phase: null });
    // The first run and both retries (GENERATION_RETRY_LIMIT).
    expect(failing.runs).toBe(3);
    expect(await reasons(server, user.id)).toEqual([
      'test_grant 3',
      'generation -1',
      'generation_refund 1',
    ]);
    expect(await balanceOf(server, user.id)).toBe(3);
    expect(await generationRow(server, generation.id)).toMatchObject({
      attempts: 3,
      error_detail: expect.stringContaining('503'),
    });
    expect(JSON.stringify(done)).not.toContain('503');
  });

  it('fails at once, and refunds, on a failure the engine calls final', async () => {
    const final = studio.finalFailure();
    const failing = failingEngine(Infinity, () => final);
    engine.use(studioOnTestEngine(studio.service, failing));
    const { user, token, generation } = await queued(server, studio);

    const done = await waitUntilFinished(server, token, generation.id);

    expect(done).toMatchObject({ status: 'failed', error_code: final.code });
    expect(failing.runs).toBe(1);
    expect(await balanceOf(server, user.id)).toBe(3);
  });
});

describe.each(STUDIOS)('a $service worker that dies mid-job', (studio) => {
  let server: TestApp;
  beforeEach(async () => {
    // No workers in the app: the job runs in a worker that dies, then in another.
    server = await createTestApp({
      tuning: CRASH_TEST_TUNING,
      studios: onTestEngine(studio.service, instantEngine()),
    });
  });
  afterEach(() => server.close());

  /** Exactly one success, one debit and no refund. */
  async function expectChargedOnce(userId: string, token: string, id: string) {
    const done = await waitUntilFinished(server, token, id, 30_000);
    expect(done.status).toBe('success');
    expect(await generationRow(server, id)).toMatchObject({ status: 'success', attempts: 2 });
    expect(await reasons(server, userId)).toEqual(['test_grant 3', 'generation -1']);
    expect(await balanceOf(server, userId)).toBe(2);
  }

  // Each backend has its own crash: only PostgreSQL lets a second process share the database.
  if (onPostgres)
    it('is retried by another worker process: the job completes once, with one charge', async () => {
      const children: ChildProcess[] = [];
      async function startWorker(engine: 'slow' | 'instant') {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'tests/server/generations/worker-entry.ts'],
          {
            env: {
              ...process.env,
              DATABASE_URL: server.config.DATABASE_URL,
              STORAGE_DIR: server.storageDir,
              ENGINE: engine,
              STUDIO: studio.service,
            },
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        children.push(child);
        let output = '';
        for await (const chunk of child.stdout!) {
          output += String(chunk);
          if (output.includes('ready')) break;
        }
        return child;
      }
      try {
        const doomed = await startWorker('slow');
        const { user, token, generation } = await queued(server, studio);
        await expect
          .poll(async () => (await generationRow(server, generation.id)).status, {
            timeout: 15_000,
          })
          .toBe('processing');
        doomed.kill('SIGKILL');
        await once(doomed, 'exit');
        await startWorker('instant');
        await expectChargedOnce(user.id, token, generation.id);
      } finally {
        for (const child of children) {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGKILL');
            await once(child, 'exit');
          }
        }
      }
    });

  if (!onPostgres)
    it('runs again as soon as the next queue starts: the job completes once, with one charge', async () => {
      // PGlite is one process: the crash is a queue that stops fetching and never finishes its
      // job (nothing fails it), the restart a new queue on the same database.
      // A long expiry: only the restart itself can bring the job back within the test.
      const tuning = { ...CRASH_TEST_TUNING, generationExpireInSeconds: 120 };
      async function startWorkerQueue(engine: TryOnEngine): Promise<Queue> {
        const queue = await startQueue(server.database, server.config, silentLogger, tuning);
        await registerTestWorkers(queue, {
          database: server.database,
          storage: server.storage,
          engines: onTestEngine(studio.service, engine),
          logger: silentLogger,
        });
        return queue;
      }
      const stuck = heldEngine();
      const doomed = await startWorkerQueue(stuck);
      const { user, token, generation } = await queued(server, studio);
      doomed.wake(generationQueueOf(studio.service));
      await stuck.started;

      await doomed.boss.offWork(generationQueueOf(studio.service));
      const next = await startWorkerQueue(instantEngine());
      try {
        await expectChargedOnce(user.id, token, generation.id);
        // The first run wakes up late: it was overtaken, so it changes nothing. A graceful stop
        // returns once its handler has finished.
        stuck.release();
        await doomed.stop();
        await expectChargedOnce(user.id, token, generation.id);
      } finally {
        await next.stop();
        await doomed.boss.stop({ graceful: false, wait: false });
      }
    });
});
