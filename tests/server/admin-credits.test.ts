/**
 * POST /api/admin/users/{id}/credits (docs/admin.md#credit-adjustments): a ledger row per
 * adjustment, added credits are a grant that rolls over, a removal never takes the balance below
 * zero, and each adjustment is one audit row with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCreditAdjustmentResponseSchema } from '../../common/contracts/admin';
import { CREDIT_LIFETIME_MONTHS } from '../../common/plans';
import { bearer, createSignedInUser, createUser } from './helpers/accounts';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
let adminId: string;
let adminToken: string;

beforeAll(async () => {
  server = await createTestApp();
  const admin = await createSignedInUser(server, { isAdmin: true });
  adminId = admin.user.id;
  adminToken = admin.token;
});
afterAll(() => server.close());

const adjust = (userId: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/credits`,
    headers: bearer(adminToken),
    payload,
  });

interface LedgerRow {
  delta: number;
  balance_after: number;
  reason: string;
}
const ledgerOf = (userId: string) =>
  queryRows<LedgerRow>(
    server.database,
    `SELECT delta, balance_after, reason FROM credit_ledger WHERE user_id = '${userId}'
     ORDER BY created_at, balance_after`,
  );
const balanceOf = async (userId: string) =>
  (
    await queryRows<{ credits: number }>(
      server.database,
      `SELECT credits FROM users WHERE id = '${userId}'`,
    )
  )[0]!.credits;
const auditOf = (userId: string) =>
  queryRows<{ admin_id: string; action: string; before: unknown; after: unknown }>(
    server.database,
    `SELECT admin_id, action, before, after FROM admin_audit
     WHERE target_type = 'user' AND target_id = '${userId}' ORDER BY created_at`,
  );

describe('an admin credit adjustment', () => {
  it('adds credits as a grant that lapses like any other, with a ledger row and an audit row', async () => {
    const user = await createUser(server);
    const response = await adjust(user.id, { amount: 10, reason: 'Goodwill after an outage' });
    expect(response.statusCode).toBe(200);
    expect(adminCreditAdjustmentResponseSchema.parse(response.json())).toEqual({
      credits_before: 0,
      credits_after: 10,
      amount: 10,
    });
    expect(await balanceOf(user.id)).toBe(10);
    expect(await ledgerOf(user.id)).toEqual([
      { delta: 10, balance_after: 10, reason: 'admin_adjustment' },
    ]);
    const [grant] = await queryRows<{
      source: string;
      credits: number;
      remaining: number;
      months: number;
    }>(
      server.database,
      `SELECT source, credits, remaining,
        (EXTRACT(YEAR FROM age(expires_at, granted_at)) * 12
          + EXTRACT(MONTH FROM age(expires_at, granted_at)))::int AS months
       FROM credit_grants WHERE user_id = '${user.id}'`,
    );
    expect(grant).toEqual({
      source: 'admin',
      credits: 10,
      remaining: 10,
      months: CREDIT_LIFETIME_MONTHS,
    });
    expect(await auditOf(user.id)).toEqual([
      {
        admin_id: adminId,
        action: 'user.credits_adjust',
        before: { credits: 0 },
        after: { credits: 10, amount: 10, reason: 'Goodwill after an outage' },
      },
    ]);
  });

  it('removes credits down to zero and refuses to go below it with 409 credits_below_zero, writing nothing', async () => {
    const user = await createUser(server);
    await adjust(user.id, { amount: 6, reason: 'Initial balance' });
    expect(
      (await adjust(user.id, { amount: -4, reason: 'Charged twice by mistake' })).json(),
    ).toEqual({
      credits_before: 6,
      credits_after: 2,
      amount: -4,
    });
    const refused = await adjust(user.id, { amount: -3, reason: 'Too much' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'credits_below_zero' });
    expect(refused.json().detail).toContain('2');
    expect(await balanceOf(user.id)).toBe(2);
    expect((await adjust(user.id, { amount: -2, reason: 'The rest' })).json()).toMatchObject({
      credits_after: 0,
    });
    expect(await ledgerOf(user.id)).toEqual([
      { delta: 6, balance_after: 6, reason: 'admin_adjustment' },
      { delta: -4, balance_after: 2, reason: 'admin_adjustment' },
      { delta: -2, balance_after: 0, reason: 'admin_adjustment' },
    ]);
    const [grant] = await queryRows<{ remaining: number }>(
      server.database,
      `SELECT remaining FROM credit_grants WHERE user_id = '${user.id}'`,
    );
    expect(grant!.remaining).toBe(0);
    expect((await auditOf(user.id)).map((row) => row.after)).toEqual([
      { credits: 6, amount: 6, reason: 'Initial balance' },
      { credits: 2, amount: -4, reason: 'Charged twice by mistake' },
      { credits: 0, amount: -2, reason: 'The rest' },
    ]);
  });

  it('counts lapsed grants out first: a removal cannot spend credits past their lifetime', async () => {
    const user = await createUser(server);
    await adjust(user.id, { amount: 3, reason: 'Old goodwill' });
    await queryRows(
      server.database,
      `UPDATE credit_grants SET granted_at = now() - interval '13 months',
        expires_at = now() - interval '1 month' WHERE user_id = '${user.id}'`,
    );
    const refused = await adjust(user.id, { amount: -1, reason: 'Correction' });
    expect(refused.statusCode).toBe(409);
    expect(await balanceOf(user.id)).toBe(0);
    expect((await ledgerOf(user.id)).map((row) => row.reason)).toEqual([
      'admin_adjustment',
      'credit_expiry',
    ]);
  });

  it('lets only one of two parallel removals of the whole balance through', async () => {
    const user = await createUser(server);
    await adjust(user.id, { amount: 5, reason: 'Balance' });
    const answers = await Promise.all([
      adjust(user.id, { amount: -5, reason: 'First' }),
      adjust(user.id, { amount: -5, reason: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(user.id)).toBe(0);
    expect(await auditOf(user.id)).toHaveLength(2);
  });

  it.each([
    [{ amount: 0, reason: 'Nothing' }],
    [{ amount: 2.5, reason: 'Half' }],
    [{ amount: '5', reason: 'Text' }],
    [{ amount: 5 }],
    [{ amount: 5, reason: '   ' }],
    [{ amount: 5, reason: 'x'.repeat(501) }],
    [{ amount: 100_001, reason: 'Typo' }],
    [{ amount: 5, reason: 'Extra', plan: 'pro' }],
  ])('refuses %j with 400 and changes nothing', async (payload) => {
    const user = await createUser(server);
    const response = await adjust(user.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(await balanceOf(user.id)).toBe(0);
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('answers 404 not_found for an unknown user', async () => {
    const response = await adjust('00000000-0000-4000-8000-000000000000', {
      amount: 5,
      reason: 'Nobody',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
