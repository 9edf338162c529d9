/**
 * The job side of the pipeline beyond a studio's own runs (studio-runs.test.ts): a retry after a
 * passing failure, an engine that hangs, the dead letter, and the purge of old Idempotency-Keys.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_NAMES } from '../../../server/jobs/job-names';
import { applyQueueTuning } from '../../../server/jobs/queue';
import {
  balanceOf,
  ledgerOf,
  postTryOn,
  SAMPLE_TRYON,
  startTryOn,
  waitUntilFinished,
  signedInUserWithCredits,
} from '../helpers/generations';
import {
  failingEngine,
  heldEngine,
  providerHiccup,
  sharpTryOnEngine,
} from '../helpers/test-engines';
import { createTestApp, queryRows, type TestApp } from '../test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ workers: true });
});
afterAll(() => server.close());
beforeEach(() => server.engine.use(sharpTryOnEngine()));

const reasons = async (userId: string) =>
  (await ledgerOf(server, userId)).map((row) => `${row.reason} ${row.delta}`);

describe('a generation job', () => {
  it('succeeds on a retry after a passing failure, and charges once', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    server.engine.use(failingEngine(1, providerHiccup));
    const queued = await startTryOn(server, token);

    const done = await waitUntilFinished(server, token, queued.id);

    expect(done.status).toBe('success');
    expect(await reasons(user.id)).toEqual(['test_grant 3', 'generation -1']);
  });

  it('stops an engine that hangs and fails the generation with provider_timeout', async () => {
    await applyQueueTuning(server.queue.boss, {
      generationExpireInSeconds: 2,
      generationRetryDelaySeconds: 0,
    });
    try {
      const { user, token } = await signedInUserWithCredits(server, 3);
      const engine = heldEngine({ honourAbort: true });
      server.engine.use(engine);
      const queued = await startTryOn(server, token);

      const done = await waitUntilFinished(server, token, queued.id);

      expect(done).toMatchObject({ status: 'failed', error_code: 'provider_timeout' });
      expect(engine.runs).toBe(3);
      expect(await balanceOf(server, user.id)).toBe(3);
    } finally {
      await applyQueueTuning(server.queue.boss, { generationRetryDelaySeconds: 0 });
    }
  });

  it('refunds once when pg-boss gives the job up (dead letter), and never a success', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const ok = await waitUntilFinished(server, token, (await startTryOn(server, token)).id);
    const stuck = randomUUID();
    await queryRows(
      server.database,
      `INSERT INTO generations (id, user_id, service, status, engine, quality, params,
         credits_charged, inputs)
       VALUES ('${stuck}', '${user.id}', 'virtual-tryon', 'processing', 'local', 'preview',
         '{"category":"tops"}', 1, '[]')`,
    );

    for (const generationId of [stuck, stuck, ok.id]) {
      await server.queue.boss.send(JOB_NAMES.generationDeadLetter, { generationId });
    }
    server.queue.wake(JOB_NAMES.generationDeadLetter);

    await expect
      .poll(async () => (await getStatus(stuck)).status, { timeout: 15_000 })
      .toBe('failed');
    await expect
      .poll(() => server.queue.boss.getQueueSize(JOB_NAMES.generationDeadLetter), {
        timeout: 15_000,
      })
      .toBe(0);
    expect(await getStatus(stuck)).toMatchObject({ error_code: 'internal' });
    expect(await getStatus(ok.id)).toMatchObject({ status: 'success' });
    expect(
      (await reasons(user.id)).filter((reason) => reason.startsWith('generation_refund')),
    ).toEqual(['generation_refund 1']);
  });

  it('purges Idempotency-Keys older than IDEMPOTENCY_KEY_TTL_DAYS (maintenance job)', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const [oldKey, recentKey] = [randomUUID(), randomUUID()];
    await postTryOn(server, token, SAMPLE_TRYON, oldKey);
    await postTryOn(server, token, SAMPLE_TRYON, recentKey);
    await queryRows(
      server.database,
      `UPDATE idempotency_keys SET created_at = now() - interval '8 days' WHERE key = '${oldKey}'`,
    );

    await server.queue.boss.send(JOB_NAMES.purgeIdempotencyKeys, {});
    server.queue.wake(JOB_NAMES.purgeIdempotencyKeys);

    await expect.poll(async () => keysOf(user.id), { timeout: 15_000 }).toEqual([recentKey]);
  });
});

async function getStatus(id: string) {
  const [row] = await queryRows<{ status: string; error_code: string | null }>(
    server.database,
    `SELECT status, error_code FROM generations WHERE id = '${id}'`,
  );
  return row!;
}

async function keysOf(userId: string) {
  const rows = await queryRows<{ key: string }>(
    server.database,
    `SELECT key FROM idempotency_keys WHERE user_id = '${userId}'`,
  );
  return rows.map((row) => row.key);
}
