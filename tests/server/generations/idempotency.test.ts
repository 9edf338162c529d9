/**
 * Idempotency-Key's edges, on try-on: parallel replays, a replay while the first request is being
 * created, the header required, a refused request's key freed, keys per user. A plain replay and a
 * key reused for another request are studio-runs.test.ts's, for every studio.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Generation } from '../../../common/contracts/generations';
import { generationQueueOf } from '../../../server/jobs/job-names';
import { createSignedInUser } from '../helpers/accounts';
import {
  generationCount,
  grantCredits,
  holdablePuts,
  ledgerOf,
  postTryOn,
  SAMPLE_TRYON,
  sampleGarment,
  sampleModel,
  signedInUserWithCredits,
} from '../helpers/generations';
import { createTestApp, type TestApp } from '../test-app';

let server: TestApp;
let puts: ReturnType<typeof holdablePuts>;
beforeAll(async () => {
  server = await createTestApp({
    wrapStorage: (storage) => (puts = holdablePuts(storage)).storage,
  });
});
afterAll(() => server.close());

const idOf = (response: { json<T>(): T }) =>
  response.json<{ generation: Generation }>().generation.id;
const debits = async (userId: string) =>
  (await ledgerOf(server, userId)).filter((row) => row.reason === 'generation').length;

describe('Idempotency-Key on POST /api/ai/virtual-tryon', () => {
  it('makes one generation and one debit of five parallel replays', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    const key = randomUUID();

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postTryOn(server, token, SAMPLE_TRYON, key)),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    // The others saw it finished (200) or still being created (409, retry shortly).
    expect(statuses.every((status) => [200, 202, 409].includes(status))).toBe(true);
    expect(await generationCount(server, user.id)).toBe(1);
    expect(await debits(user.id)).toBe(1);
    expect(
      await server.queue.boss.getQueueSize(generationQueueOf('virtual-tryon')),
    ).toBeGreaterThan(0);
  });

  it('answers 409 to a replay while the first request is still being created', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);
    const key = randomUUID();
    const hold = puts.holdNextPut();

    const first = postTryOn(server, token, SAMPLE_TRYON, key);
    await hold.reached;
    const during = await postTryOn(server, token, SAMPLE_TRYON, key);
    hold.release();
    const created = await first;
    const after = await postTryOn(server, token, SAMPLE_TRYON, key);

    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({ code: 'idempotency_key_in_progress', retry_after_s: 1 });
    expect(during.headers['retry-after']).toBe('1');
    expect(created.statusCode).toBe(202);
    expect(after.statusCode).toBe(200);
    expect(idOf(after)).toBe(idOf(created));
    expect(await debits(user.id)).toBe(1);
  });

  it('requires the header: 400 without it, 400 when it is malformed', async () => {
    const { user, token } = await signedInUserWithCredits(server, 5);

    const missing = await postTryOn(server, token, SAMPLE_TRYON, null);
    const malformed = await postTryOn(server, token, SAMPLE_TRYON, 'short');

    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'idempotency_key_missing',
      detail: expect.stringContaining('Idempotency-Key'),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'idempotency_key_invalid' });
    expect(await generationCount(server, user.id)).toBe(0);
  });

  it('frees the key of a refused request, so the fixed request may use it', async () => {
    const { user, token } = await createSignedInUser(server);
    const key = randomUUID();

    const incomplete = await postTryOn(
      server,
      token,
      { model: sampleModel, category: 'tops' },
      key,
    );
    const broke = await postTryOn(server, token, SAMPLE_TRYON, key);
    await grantCredits(server, user.id, 1);
    const paid = await postTryOn(server, token, SAMPLE_TRYON, key);

    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      code: 'missing_inputs',
      detail: 'Please select both model and garment before generating.',
    });
    expect(broke.statusCode).toBe(402);
    expect(paid.statusCode).toBe(202);
    expect(await generationCount(server, user.id)).toBe(1);
  });

  it('keeps keys apart per user', async () => {
    const alice = await signedInUserWithCredits(server, 5);
    const bob = await signedInUserWithCredits(server, 5);
    const key = randomUUID();

    const first = await postTryOn(server, alice.token, SAMPLE_TRYON, key);
    const second = await postTryOn(
      server,
      bob.token,
      { ...SAMPLE_TRYON, garment: sampleGarment },
      key,
    );

    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(idOf(second)).not.toBe(idOf(first));
  });
});
