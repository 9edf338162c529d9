/**
 * Body generator jobs on the one pipeline: the local engine end to end (a JPEG of the asked
 * shape, the face photo kept as the face reference), a failure refunded once, a final failure
 * at once, and a worker that dies mid-job — the job ends once, charged once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Generation } from '../../../common/contracts/generations';
import type { BodyEngine } from '../../../server/engines/body-engine';
import { EngineError } from '../../../server/engines/engine';
import { createLocalBodyEngine } from '../../../server/engines/local/body/body-engine';
import { generationQueueOf } from '../../../server/jobs/job-names';
import { type Queue, startQueue } from '../../../server/jobs/queue';
import { BODY_FIELDS, asBodyEngine, bodyEngines, postBody } from '../helpers/body-generations';
import {
  balanceOf,
  ledgerOf,
  signedInUserWithCredits,
  waitUntilFinished,
} from '../helpers/generations';
import { onePersonPhoto } from '../helpers/real-photos';
import { failingEngine, heldEngine, instantEngine, providerHiccup } from '../helpers/test-engines';
import { registerTestWorkers } from '../helpers/test-workers';
import { createTestApp, queryRows, silentLogger, type TestApp } from '../test-app';
import { CRASH_TEST_TUNING } from './crash-tuning';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** A body engine a test can swap: `use(engine)` for the runs that follow. */
function switchableBody(initial: BodyEngine) {
  let current = initial;
  return {
    name: 'local',
    quality: 'preview' as const,
    use: (next: BodyEngine) => void (current = next),
    generate: (...args: Parameters<BodyEngine['generate']>) => current.generate(...args),
  };
}

const reasons = async (server: TestApp, userId: string) =>
  (await ledgerOf(server, userId)).map((row) => `${row.reason} ${row.delta}`);

async function queuedBody(
  server: TestApp,
  fields: Record<string, string> = BODY_FIELDS,
  face?: Buffer,
) {
  const { user, token } = await signedInUserWithCredits(server, 3);
  const response = await postBody(server, token, fields, face);
  if (response.statusCode !== 202) throw new Error(`refused: ${response.body}`);
  return { user, token, generation: response.json<{ generation: Generation }>().generation };
}

describe('a body generator job', () => {
  const engine = switchableBody(createLocalBodyEngine());
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ studios: bodyEngines(engine), workers: true });
  });
  afterAll(() => server.close());
  beforeEach(() => engine.use(createLocalBodyEngine()));

  it('draws the body on the local engine: a JPEG of the asked shape, charged once', async () => {
    const { user, token, generation } = await queuedBody(server, {
      ...BODY_FIELDS,
      aspect_ratio: '9:16',
    });

    const done = await waitUntilFinished(server, token, generation.id, 60_000);

    expect(done).toMatchObject({
      status: 'success',
      engine: 'local',
      quality: 'preview',
      result_width: 1125,
      result_height: 2000,
      watermarked: true,
    });
    const result = await server.app.inject({ method: 'GET', url: done.result_url! });
    expect(result.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(result.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1125, 2000]);
    expect(await reasons(server, user.id)).toEqual(['test_grant 3', 'generation -1']);
  });

  it('puts the face photo on the figure and keeps it as the face reference', async () => {
    const { token, generation } = await queuedBody(server, BODY_FIELDS, await onePersonPhoto());

    const done = await waitUntilFinished(server, token, generation.id, 60_000);

    expect(done).toMatchObject({ status: 'success', result_width: 1500, result_height: 2000 });
    expect(done.inputs).toEqual([expect.objectContaining({ role: 'face_reference' })]);
  });

  it('fails and refunds exactly once when the engine fails until its last retry', async () => {
    const failing = failingEngine(Infinity, providerHiccup);
    engine.use(asBodyEngine(failing));
    const { user, token, generation } = await queuedBody(server);

    const done = await waitUntilFinished(server, token, generation.id);

    expect(done).toMatchObject({ status: 'failed', error_code: 'provider_failed' });
    expect(failing.runs).toBe(3);
    expect(await reasons(server, user.id)).toEqual([
      'test_grant 3',
      'generation -1',
      'generation_refund 1',
    ]);
  });

  it('fails at once, and refunds, when the engine finds no face to use', async () => {
    const failing = failingEngine(
      Infinity,
      () => new EngineError('no_face_detected', 'no face in the face photo'),
    );
    engine.use(asBodyEngine(failing));
    const { user, token, generation } = await queuedBody(server);

    const done = await waitUntilFinished(server, token, generation.id);

    expect(done).toMatchObject({ status: 'failed', error_code: 'no_face_detected' });
    expect(failing.runs).toBe(1);
    expect(await balanceOf(server, user.id)).toBe(3);
  });
});

describe('a body generator worker that dies mid-job', () => {
  let server: TestApp;
  beforeEach(async () => {
    server = await createTestApp({
      tuning: CRASH_TEST_TUNING,
      studios: bodyEngines(asBodyEngine(instantEngine())),
    });
  });
  afterEach(() => server.close());

  /** Exactly one success, one debit and no refund. */
  async function expectChargedOnce(userId: string, token: string, id: string) {
    const done = await waitUntilFinished(server, token, id, 30_000);
    expect(done.status).toBe('success');
    const [row] = await queryRows<{ attempts: number }>(
      server.database,
      `SELECT attempts FROM generations WHERE id = '${id}'`,
    );
    expect(row?.attempts).toBe(2);
    expect(await reasons(server, userId)).toEqual(['test_grant 3', 'generation -1']);
  }

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
              STUDIO: 'body-generator',
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
        const { user, token, generation } = await queuedBody(server);
        await expect
          .poll(
            async () =>
              (
                await queryRows<{ status: string }>(
                  server.database,
                  `SELECT status FROM generations WHERE id = '${generation.id}'`,
                )
              )[0]?.status,
            { timeout: 15_000 },
          )
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
      // job, the restart a new queue on the same database (as worker-crash.test.ts does).
      const tuning = { ...CRASH_TEST_TUNING, generationExpireInSeconds: 120 };
      async function startWorkerQueue(engine: BodyEngine): Promise<Queue> {
        const queue = await startQueue(server.database, server.config, silentLogger, tuning);
        await registerTestWorkers(queue, {
          ...server,
          engines: bodyEngines(engine),
          logger: silentLogger,
        });
        return queue;
      }
      const stuck = heldEngine();
      const doomed = await startWorkerQueue(asBodyEngine(stuck));
      const { user, token, generation } = await queuedBody(server);
      doomed.wake(generationQueueOf('body-generator'));
      await stuck.started;

      await doomed.boss.offWork(generationQueueOf('body-generator'));
      const next = await startWorkerQueue(asBodyEngine(instantEngine()));
      try {
        await expectChargedOnce(user.id, token, generation.id);
        // The first run wakes up late: overtaken, it changes nothing.
        stuck.release();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await expectChargedOnce(user.id, token, generation.id);
      } finally {
        await next.stop();
        await doomed.boss.stop({ graceful: false, wait: false });
      }
    });
});
