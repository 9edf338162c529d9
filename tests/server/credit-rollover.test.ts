/**
 * Credits roll over (docs/payments.md#credits): each grant lasts CREDIT_LIFETIME_MONTHS, the
 * soonest to lapse is spent first, a refund goes back to the grants it came from, and what lapses
 * leaves the balance with an expiry row; the balance never goes negative.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_REASONS } from '../../common/credits';
import {
  addGrant,
  expireLapsedGrants,
  grantExpiry,
} from '../../server/modules/credits/credit-grants.repository';
import { grantFreeTrial, refundGeneration } from '../../server/modules/credits/credits.repository';
import { createSignedInUser, createUser } from './helpers/accounts';
import { balanceOf, ledgerOf, startTryOn } from './helpers/generations';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

function grant(userId: string, credits: number, grantedAt: Date) {
  return server.database.db.transaction((tx) =>
    addGrant(tx, {
      userId,
      credits,
      source: 'pack',
      reason: LEDGER_REASONS.creditPack,
      grantedAt,
    }),
  );
}

async function grantsOf(userId: string) {
  return queryRows<{ credits: number; remaining: number; source: string; expires_at: Date }>(
    server.database,
    `SELECT credits, remaining, source, expires_at FROM credit_grants
     WHERE user_id = '${userId}' ORDER BY granted_at`,
  );
}

describe('credit grants', () => {
  it('lapse twelve months after they are given', () => {
    expect(grantExpiry(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe(
      '2027-01-31T10:00:00.000Z',
    );
  });

  it('are spent soonest-to-lapse first', async () => {
    const { user, token } = await createSignedInUser(server);
    await grant(user.id, 3, daysAgo(1));
    await grant(user.id, 2, daysAgo(300));

    await startTryOn(server, token);
    await startTryOn(server, token);
    await startTryOn(server, token);

    expect((await grantsOf(user.id)).map((row) => row.remaining)).toEqual([0, 2]);
    expect(await balanceOf(server, user.id)).toBe(2);
  });

  it('get a refund back into the grant the generation drew on', async () => {
    const { user, token } = await createSignedInUser(server);
    await grant(user.id, 1, daysAgo(200));
    await grant(user.id, 4, daysAgo(2));
    const generation = await startTryOn(server, token);
    expect((await grantsOf(user.id)).map((row) => row.remaining)).toEqual([0, 4]);

    await server.database.db.transaction((tx) =>
      refundGeneration(tx, { userId: user.id, credits: 1, generationId: generation.id }),
    );

    expect((await grantsOf(user.id)).map((row) => row.remaining)).toEqual([1, 4]);
    expect(await balanceOf(server, user.id)).toBe(5);
  });

  it('leave the balance when they lapse, with one expiry row each, once', async () => {
    const { user } = await createSignedInUser(server);
    await grant(user.id, 4, daysAgo(400));
    await grant(user.id, 1, daysAgo(10));

    await expireLapsedGrants(server.database.db, new Date());
    await expireLapsedGrants(server.database.db, new Date());

    expect(await balanceOf(server, user.id)).toBe(1);
    const expiries = (await ledgerOf(server, user.id)).filter(
      (row) => row.reason === LEDGER_REASONS.creditExpiry,
    );
    expect(expiries).toEqual([expect.objectContaining({ delta: -4, balance_after: 1 })]);
    expect((await grantsOf(user.id)).map((row) => row.remaining)).toEqual([0, 1]);
  });

  it('are never spent past their lifetime, even before the expiry job ran', async () => {
    const { user, token } = await createSignedInUser(server);
    await grant(user.id, 3, daysAgo(370));

    await expect(startTryOn(server, token)).rejects.toThrow(/insufficient_credits|402/);
  });

  it('keep a balance that has no grant (given before grants existed) from lapsing', async () => {
    const { user, token } = await createSignedInUser(server);
    await queryRows(server.database, `UPDATE users SET credits = 2 WHERE id = '${user.id}'`);
    await grant(user.id, 1, daysAgo(5));

    await startTryOn(server, token);
    await startTryOn(server, token);
    await expireLapsedGrants(server.database.db, new Date(Date.now() + 400 * DAY_MS));

    expect(await balanceOf(server, user.id)).toBe(1);
  });

  it('start with the free trial, which lapses like any grant', async () => {
    const user = await createUser(server);

    await server.database.db.transaction((tx) => grantFreeTrial(tx, user.id));

    const [trial] = await grantsOf(user.id);
    expect(trial).toMatchObject({ source: 'free_trial', credits: 5, remaining: 5 });
    const lifetimeDays = (new Date(trial!.expires_at).getTime() - Date.now()) / DAY_MS;
    expect(lifetimeDays).toBeGreaterThan(360);
    expect(lifetimeDays).toBeLessThan(367);
  });
});
