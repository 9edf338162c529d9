import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EngineError } from '../../../server/engines/engine';
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

async function fetchMedia(url: string) {
  return server.app.inject({ method: 'GET', url });
}

describe('a generation job', () => {
  it('stores the watermarked result and a 320 px WebP thumbnail, and succeeds', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const queued = await startTryOn(server, token);

    const done = await waitUntilFinished(server, token, queued.id);

    expect(done).toMatchObject({
      status: 'success',
      phase: null,
      error_code: null,
      watermarked: true,
      result_width: 120,
      result_height: 160,
    });
    expect(done.processing_ms).toBeGreaterThanOrEqual(0);
    expect(server.watermarked.length).toBeGreaterThan(0);
    const result = await fetchMedia(done.result_url!);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toBe('image/jpeg');
    const thumbnail = await fetchMedia(done.result_thumbnail_url!);
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp' });
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(320);
    expect(await reasons(user.id)).toEqual(['test_grant 3', 'generation -1']);
  });

  it('fails, refunds exactly once and records the code when it throws until its last retry', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const engine = failingEngine(Infinity, providerHiccup);
    server.engine.use(engine);
    const queued = await startTryOn(server, token);

    const done = await waitUntilFinished(server, token, queued.id);

    expect(done).toMatchObject({ status: 'failed', error_code: 'provider_failed', phase: null });
    // The first run and both retries (GENERATION_RETRY_LIMIT).
    expect(engine.runs).toBe(3);
    expect(await reasons(user.id)).toEqual([
      'test_grant 3',
      'generation -1',
      'generation_refund 1',
    ]);
    expect(await balanceOf(server, user.id)).toBe(3);
    const [row] = await queryRows<{ error_detail: string; attempts: number }>(
      server.database,
      `SELECT error_detail, attempts FROM generations WHERE id = '${queued.id}'`,
    );
    expect(row).toMatchObject({ attempts: 3, error_detail: expect.stringContaining('503') });
    expect(JSON.stringify(done)).not.toContain('503');
  });

  it('succeeds on a retry after a passing failure, and charges once', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    server.engine.use(failingEngine(1, providerHiccup));
    const queued = await startTryOn(server, token);

    const done = await waitUntilFinished(server, token, queued.id);

    expect(done.status).toBe('success');
    expect(await reasons(user.id)).toEqual(['test_grant 3', 'generation -1']);
  });

  it('fails at once, and refunds, on a failure the engine calls final', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);
    const engine = failingEngine(
      Infinity,
      () => new EngineError('no_person_detected', 'nobody in the photo'),
    );
    server.engine.use(engine);
    const queued = await startTryOn(server, token);

    const done = await waitUntilFinished(server, token, queued.id);

    expect(done).toMatchObject({ status: 'failed', error_code: 'no_person_detected' });
    expect(engine.runs).toBe(1);
    expect(await balanceOf(server, user.id)).toBe(3);
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
