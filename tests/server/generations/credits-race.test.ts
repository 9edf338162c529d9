import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationQueueOf } from '../../../server/jobs/job-names';
import { createSignedInUser } from '../helpers/accounts';
import {
  balanceOf,
  generationCount,
  ledgerOf,
  postTryOn,
  signedInUserWithCredits,
} from '../helpers/generations';
import { createTestApp, type TestApp } from '../test-app';

// Jobs stay queued: this file is about the debit, which PGlite's one-at-a-time transactions
// would hide if it were a read-then-write (docs/architecture.md#pglite-caveats); the CI runs it on
// PostgreSQL too.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('the debit of POST /api/ai/virtual-tryon', () => {
  it('lets 50 parallel requests against 10 credits make exactly 10 generations', async () => {
    const { user, token } = await signedInUserWithCredits(server, 10);

    const responses = await Promise.all(Array.from({ length: 50 }, () => postTryOn(server, token)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(10);
    expect(statuses.filter((status) => status === 402)).toHaveLength(40);
    expect(await generationCount(server, user.id)).toBe(10);
    expect(await balanceOf(server, user.id)).toBe(0);
    const ledger = await ledgerOf(server, user.id);
    expect(sum(ledger.map((row) => row.delta))).toBe(0);
    expect(ledger.filter((row) => row.reason === 'generation')).toHaveLength(10);
    expect(await server.queue.boss.getQueueSize(generationQueueOf('virtual-tryon'))).toBe(10);
  });

  // docs/product-rules.md#credits-check
  it('answers 402 with the balance, the cost and the shortage', async () => {
    const { user, token } = await createSignedInUser(server);

    const response = await postTryOn(server, token);

    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'insufficient_credits',
      balance: 0,
      cost: 1,
      shortage: 1,
      detail: expect.stringMatching(/costs 1 credit.*balance is 0 credits.*1 credit short/),
    });
    expect(await generationCount(server, user.id)).toBe(0);
  });

  it('charges the cost once per generation and records it in the ledger', async () => {
    const { user, token } = await signedInUserWithCredits(server, 3);

    const response = await postTryOn(server, token);

    expect(response.statusCode).toBe(202);
    const { generation } = response.json<{ generation: { id: string; credits_charged: number } }>();
    expect(generation.credits_charged).toBe(1);
    expect(await balanceOf(server, user.id)).toBe(2);
    expect((await ledgerOf(server, user.id)).at(-1)).toEqual({
      delta: -1,
      balance_after: 2,
      reason: 'generation',
      generation_id: generation.id,
    });
  });
});
