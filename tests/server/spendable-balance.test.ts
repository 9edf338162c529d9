/**
 * The balance as it can be spent (docs/payments.md#credits): a grant past its lifetime leaves the
 * balance the moment it lapses, on every read, before the daily expiry job has written it off; a
 * 402 states that balance and what the request needs, a refused batch included.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_REASONS } from '../../common/credits';
import { users } from '../../server/db/schema';
import {
  addGrant,
  expireLapsedGrants,
} from '../../server/modules/credits/credit-grants.repository';
import { bearer, createSignedInUser } from './helpers/accounts';
import { balanceOf, generationCount, postTryOn } from './helpers/generations';
import { SAMPLE_GARMENT_ID, SAMPLE_MODEL_ID } from './helpers/test-samples';
import { createTestApp, type TestApp } from './test-app';

const ADMIN = 'balance-admin@studioai.vn';
let server: TestApp;
let adminToken: string;
beforeAll(async () => {
  server = await createTestApp({ env: { ADMIN_EMAILS: ADMIN } });
  adminToken = (await createSignedInUser(server, { email: ADMIN })).token;
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const grant = (userId: string, credits: number, grantedAt: Date) =>
  server.database.db.transaction((tx) =>
    addGrant(tx, {
      userId,
      credits,
      source: 'pack',
      reason: LEDGER_REASONS.creditPack,
      grantedAt,
    }),
  );

/** A Starter account (batches allowed) holding `lapsed` credits past their lifetime and `live`. */
async function accountWith({ lapsed, live }: { lapsed: number; live: number }) {
  const signedIn = await createSignedInUser(server);
  if (lapsed) await grant(signedIn.user.id, lapsed, daysAgo(400));
  if (live) await grant(signedIn.user.id, live, daysAgo(10));
  await server.database.db
    .update(users)
    .set({ planId: 'starter', planEndsAt: new Date(Date.now() + 30 * DAY_MS) })
    .where(eq(users.id, signedIn.user.id));
  return signedIn;
}

const get = async (url: string, token: string) =>
  (await server.app.inject({ method: 'GET', url, headers: bearer(token) })).json();

function postBatch(token: string, models: number) {
  return server.app.inject({
    method: 'POST',
    url: '/api/ai/virtual-tryon',
    headers: { ...bearer(token), 'idempotency-key': randomUUID() },
    payload: {
      category: 'tops',
      models: Array(models).fill({ sample_id: SAMPLE_MODEL_ID }),
      garments: [{ sample_id: SAMPLE_GARMENT_ID }],
    },
  });
}

describe('a lapsed grant, before the expiry job', () => {
  it('is in no balance the account or an admin reads', async () => {
    const { user, token } = await accountWith({ lapsed: 4, live: 2 });
    expect(await balanceOf(server, user.id)).toBe(6); // stored: the job has not run

    expect((await get('/auth/profile', token)).credits).toBe(2);
    expect(await get('/api/credits', token)).toEqual({ credits: 2 });
    expect((await get(`/api/admin/users/${user.id}`, adminToken)).credits).toBe(2);
    const found = await get(`/api/admin/users/search?email=${user.email}`, adminToken);
    expect(found.users.map((row: { credits: number }) => row.credits)).toEqual([2]);

    await expireLapsedGrants(server.database.db, new Date());
    expect(await balanceOf(server, user.id)).toBe(2);
    expect((await get('/auth/profile', token)).credits).toBe(2);
  });

  it('pays for nothing: a generation draws on the live grant only', async () => {
    const { user, token } = await accountWith({ lapsed: 3, live: 1 });

    expect((await postTryOn(server, token)).statusCode).toBe(202);
    const refused = await postTryOn(server, token);

    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ balance: 0, cost: 1, shortage: 1 });
    expect(await generationCount(server, user.id)).toBe(1);
  });
});

describe('a refused batch', () => {
  it('states the balance that can be spent and the whole cost, with lapsed credits about', async () => {
    const { user, token } = await accountWith({ lapsed: 1, live: 2 });

    const response = await postBatch(token, 3);

    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'insufficient_credits',
      balance: 2,
      cost: 3,
      shortage: 1,
    });
    expect(await generationCount(server, user.id)).toBe(0);
  });

  it('states the balance left by the batch that won, when two ask at once', async () => {
    const { user, token } = await accountWith({ lapsed: 0, live: 4 });

    const answers = await Promise.all([postBatch(token, 3), postBatch(token, 3)]);

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([202, 402]);
    const refused = answers.find((answer) => answer.statusCode === 402)!;
    expect(refused.json()).toMatchObject({ balance: 1, cost: 3, shortage: 2 });
    expect(await generationCount(server, user.id)).toBe(3);
    expect(await balanceOf(server, user.id)).toBe(1);
  });
});
