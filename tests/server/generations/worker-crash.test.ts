import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generationQueueOf } from '../../../server/jobs/job-names';
import { type Queue, startQueue } from '../../../server/jobs/queue';
import type { TryOnEngine } from '../../../server/engines/engine';
import {
  balanceOf,
  ledgerOf,
  startTryOn,
  waitUntilFinished,
  signedInUserWithCredits,
} from '../helpers/generations';
import { onTestEngine } from '../helpers/real-studios';
import { heldEngine, instantEngine } from '../helpers/test-engines';
import { registerTestWorkers } from '../helpers/test-workers';
import { createTestApp, queryRows, silentLogger, type TestApp } from '../test-app';
import { CRASH_TEST_TUNING } from './crash-tuning';

const onPostgres = Boolean(process.env.DATABASE_URL);

let server: TestApp;
beforeEach(async () => {
  // No workers in the app: the job runs in a worker that dies, then in another.
  server = await createTestApp({ tuning: CRASH_TEST_TUNING });
});
afterEach(() => server.close());

async function queuedTryOn() {
  const { user, token } = await signedInUserWithCredits(server, 3);
  return { user, token, generation: await startTryOn(server, token) };
}

async function generationRow(id: string) {
  const [row] = await queryRows<{ status: string; attempts: number }>(
    server.database,
    `SELECT status, attempts FROM generations WHERE id = '${id}'`,
  );
  return row!;
}

/** Exactly one success, one debit and no refund. */
async function expectChargedOnce(userId: string, token: string, id: string) {
  const done = await waitUntilFinished(server, token, id, 30_000);
  expect(done.status).toBe('success');
  expect(await generationRow(id)).toMatchObject({ status: 'success', attempts: 2 });
  const ledger = await ledgerOf(server, userId);
  expect(ledger.map((row) => row.reason)).toEqual(['test_grant', 'generation']);
  expect(await balanceOf(server, userId)).toBe(2);
}

// Each backend has its own crash: only PostgreSQL lets a second process share the database.
if (onPostgres)
  describe('a worker process killed mid-job (PostgreSQL)', () => {
    const children: ChildProcess[] = [];
    afterEach(async () => {
      for (const child of children.splice(0)) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await once(child, 'exit');
        }
      }
    });

    async function startWorker(engine: 'slow' | 'instant'): Promise<ChildProcess> {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'tests/server/generations/worker-entry.ts'],
        {
          env: {
            ...process.env,
            DATABASE_URL: server.config.DATABASE_URL,
            STORAGE_DIR: server.storageDir,
            ENGINE: engine,
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

    it('is retried by another worker: the job completes once, with one charge', async () => {
      const doomed = await startWorker('slow');
      const { user, token, generation } = await queuedTryOn();
      await expect
        .poll(async () => (await generationRow(generation.id)).status, { timeout: 15_000 })
        .toBe('processing');

      doomed.kill('SIGKILL');
      await once(doomed, 'exit');
      await startWorker('instant');

      await expectChargedOnce(user.id, token, generation.id);
    });
  });

if (!onPostgres)
  describe('a worker that dies mid-job (PGlite)', () => {
    // PGlite is one process: the crash is a queue that stops fetching and never finishes its
    // job (nothing fails it), the restart a new queue on the same database.
    // A long expiry: only the restart itself can bring the job back within the test.
    const tuning = { ...CRASH_TEST_TUNING, generationExpireInSeconds: 120 };

    async function startWorkerQueue(engine: TryOnEngine): Promise<Queue> {
      const queue = await startQueue(server.database, server.config, silentLogger, tuning);
      await registerTestWorkers(queue, {
        ...server,
        engines: onTestEngine('virtual-tryon', engine),
        logger: silentLogger,
      });
      return queue;
    }

    it('runs again as soon as the next queue starts: the job completes once, with one charge', async () => {
      const stuck = heldEngine();
      const doomed = await startWorkerQueue(stuck);
      const { user, token, generation } = await queuedTryOn();
      doomed.wake(generationQueueOf('virtual-tryon'));
      await stuck.started;

      await doomed.boss.offWork(generationQueueOf('virtual-tryon'));
      const next = await startWorkerQueue(instantEngine());
      try {
        await expectChargedOnce(user.id, token, generation.id);
        // The first run wakes up late: it was overtaken, so it changes nothing.
        stuck.release();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await expectChargedOnce(user.id, token, generation.id);
      } finally {
        await next.stop();
        await doomed.boss.stop({ graceful: false, wait: false });
      }
    });
  });
