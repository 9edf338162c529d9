/**
 * The admin's user lists (docs/admin.md "Finding users" and "A user's activity"): search with the
 * plan filter and its paging bounds, the generation summary, and one user's generations, payments
 * and credit ledger. Fixtures are written straight into the database; each expected figure is
 * worked out here from the fixtures, not read back from the server's own queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  adminUserSearchResponseSchema,
} from '../../common/contracts/admin';
import {
  generationSummaryResponseSchema,
  type UserGenerationSummary,
  userGenerationsResponseSchema,
  userLedgerResponseSchema,
  userPaymentsResponseSchema,
} from '../../common/contracts/admin-user-activity';
import type { GenerationStatus } from '../../common/contracts/generations';
import type { PlanId } from '../../common/plans';
import type { ServiceSlug } from '../../common/studios/studios';
import { creditLedger, generations, payments, users } from '../../server/db/schema';
import { eq } from 'drizzle-orm';
import { bearer, createSignedInUser, createUser, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './test-app';

let server: TestApp;
let adminToken: string;

beforeAll(async () => {
  server = await createTestApp();
  adminToken = (await createSignedInUser(server, { isAdmin: true })).token;
});
afterAll(() => server.close());

const asAdmin = (url: string) => server.app.inject({ url, headers: bearer(adminToken) });
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function setPlan(userId: string, planId: PlanId, planEndsAt: Date | null) {
  await server.database.db.update(users).set({ planId, planEndsAt }).where(eq(users.id, userId));
}

interface GenerationFixture {
  service: ServiceSlug;
  status: GenerationStatus;
  cost: number;
  createdAt: Date;
}

/**
 * Inserts a user's generations with the ledger rows the pipeline writes: a debit for each and a
 * refund for each failed one.
 */
async function insertGenerations(userId: string, fixtures: GenerationFixture[]) {
  for (const fixture of fixtures) {
    const [row] = await server.database.db
      .insert(generations)
      .values({
        userId,
        service: fixture.service,
        status: fixture.status,
        engine: 'local',
        quality: 'preview',
        creditsCharged: fixture.cost,
        inputs: [],
        createdAt: fixture.createdAt,
        finishedAt: ['success', 'failed'].includes(fixture.status)
          ? new Date(fixture.createdAt.getTime() + 4_000)
          : null,
        errorCode: fixture.status === 'failed' ? 'engine_failed' : null,
      })
      .returning();
    await server.database.db.insert(creditLedger).values([
      {
        userId,
        delta: -fixture.cost,
        balanceAfter: 0,
        reason: 'generation',
        generationId: row!.id,
        createdAt: fixture.createdAt,
      },
      ...(fixture.status === 'failed'
        ? [
            {
              userId,
              delta: fixture.cost,
              balanceAfter: 0,
              reason: 'generation_refund',
              generationId: row!.id,
              createdAt: fixture.createdAt,
            },
          ]
        : []),
    ]);
  }
}

describe('GET /api/admin/users/search', () => {
  it('filters by the plan in force: a lapsed paid plan is the free trial', async () => {
    const tag = `plan${Date.now()}`;
    const pro = await createUser(server, { email: uniqueEmail(`${tag}-pro`), name: 'Pro' });
    const lapsed = await createUser(server, {
      email: uniqueEmail(`${tag}-lapsed`),
      name: 'Lapsed',
    });
    await createUser(server, { email: uniqueEmail(`${tag}-free`), name: 'Free' });
    await setPlan(pro.id, 'pro', daysAgo(-10));
    await setPlan(lapsed.id, 'pro', daysAgo(1));
    const names = async (plan: string) =>
      adminUserSearchResponseSchema
        .parse((await asAdmin(`/api/admin/users/search?email=${tag}&plan=${plan}`)).json())
        .users.map((user) => `${user.name}:${user.plan_id}`)
        .sort();
    expect(await names('pro')).toEqual(['Pro:pro']);
    expect(await names('free_trial')).toEqual(['Free:free_trial', 'Lapsed:free_trial']);
    expect(await names('premium')).toEqual([]);
    const unknown = await asAdmin(`/api/admin/users/search?plan=gold`);
    expect(unknown.statusCode).toBe(400);
  });

  it('pages newest first: limit 1 walks every match once, an offset at or past the end is empty', async () => {
    const tag = `page${Date.now()}`;
    const created = [];
    for (const name of ['First', 'Second', 'Third']) {
      created.push(await createUser(server, { email: uniqueEmail(`${tag}-${name}`), name }));
    }
    const page = async (query: string) =>
      adminUserSearchResponseSchema.parse(
        (await asAdmin(`/api/admin/users/search?email=${tag}&${query}`)).json(),
      );
    const walked = [];
    for (let offset = 0; offset < created.length; offset++) {
      const one = await page(`limit=1&offset=${offset}`);
      expect(one).toMatchObject({ total: 3, limit: 1, offset });
      walked.push(...one.users.map((user) => user.name));
    }
    expect(walked).toEqual(['Third', 'Second', 'First']);
    expect(await page('offset=3')).toMatchObject({ users: [], total: 3, limit: ADMIN_PAGE_SIZE });
    expect((await page('offset=1000')).users).toEqual([]);
    expect((await page(`limit=${ADMIN_MAX_PAGE_SIZE}`)).users).toHaveLength(3);
    for (const query of ['limit=0', `limit=${ADMIN_MAX_PAGE_SIZE + 1}`, 'offset=-1', 'limit=x']) {
      expect((await asAdmin(`/api/admin/users/search?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/users/generation-summary', () => {
  const fixtures: Record<string, { plan: PlanId; generations: GenerationFixture[] }> = {
    busy: {
      plan: 'pro',
      generations: [
        { service: 'virtual-tryon', status: 'success', cost: 1, createdAt: daysAgo(5) },
        { service: 'virtual-tryon', status: 'failed', cost: 1, createdAt: daysAgo(4) },
        { service: 'image-to-video', status: 'success', cost: 2, createdAt: daysAgo(3) },
        { service: 'hairstyle-changer', status: 'processing', cost: 1, createdAt: daysAgo(1) },
      ],
    },
    some: {
      plan: 'free_trial',
      generations: [
        { service: 'body-generator', status: 'success', cost: 1, createdAt: daysAgo(2) },
        { service: 'body-generator', status: 'queued', cost: 1, createdAt: daysAgo(0.5) },
      ],
    },
    once: {
      plan: 'free_trial',
      generations: [{ service: 'image-editing', status: 'failed', cost: 1, createdAt: daysAgo(6) }],
    },
  };
  const ids: Record<string, string> = {};

  /** What the summary must say of a fixture, worked out from its list. */
  function expected(key: string): UserGenerationSummary {
    const { plan, generations: list } = fixtures[key]!;
    const byStatus = { queued: 0, processing: 0, success: 0, failed: 0 };
    const byService: Partial<Record<ServiceSlug, number>> = {};
    for (const generation of list) {
      byStatus[generation.status]++;
      byService[generation.service] = (byService[generation.service] ?? 0) + 1;
    }
    const spent = list
      .filter((generation) => generation.status !== 'failed')
      .reduce((sum, generation) => sum + generation.cost, 0);
    const last = Math.max(...list.map((generation) => generation.createdAt.getTime()));
    return {
      user_id: ids[key]!,
      email: `${key}@summary.test`,
      name: key,
      plan_id: plan,
      total: list.length,
      by_status: byStatus,
      by_service: byService,
      credits_used: spent,
      last_generation_at: new Date(last).toISOString(),
    };
  }

  beforeAll(async () => {
    for (const [key, fixture] of Object.entries(fixtures)) {
      const user = await createUser(server, { email: `${key}@summary.test`, name: key });
      ids[key] = user.id;
      if (fixture.plan !== 'free_trial') await setPlan(user.id, fixture.plan, daysAgo(-30));
      await insertGenerations(user.id, fixture.generations);
    }
  });

  const summary = async (query = '') =>
    generationSummaryResponseSchema.parse(
      (await asAdmin(`/api/admin/users/generation-summary?${query}`)).json(),
    );

  it('counts per user by status and studio, with credits used net of refunds, most first', async () => {
    const active = await summary('min_generations=1');
    expect(active).toMatchObject({ total: 3, limit: ADMIN_PAGE_SIZE, offset: 0 });
    expect(active.users).toEqual([expected('busy'), expected('some'), expected('once')]);
  });

  it('lists users without generations too when min_generations is 0 (the default), last', async () => {
    const everyone = await summary();
    const userCount = await server.database.db.$count(users);
    expect(everyone.total).toBe(userCount);
    const idle = everyone.users.slice(3);
    expect(idle.every((user) => user.total === 0 && user.last_generation_at === null)).toBe(true);
    expect(idle[0]).toMatchObject({ credits_used: 0, by_service: {} });
  });

  it('filters by plan in force and by a minimum of generations, and pages', async () => {
    expect((await summary('plan_filter=pro&min_generations=1')).users).toEqual([expected('busy')]);
    const freeActive = await summary('plan_filter=free_trial&min_generations=2');
    expect(freeActive.users).toEqual([expected('some')]);
    expect((await summary('min_generations=5')).total).toBe(0);
    const second = await summary('min_generations=1&limit=1&offset=1');
    expect(second).toMatchObject({ total: 3, users: [{ name: 'some' }] });
    expect((await summary('min_generations=1&offset=3')).users).toEqual([]);
    for (const query of ['plan_filter=gold', 'min_generations=-1', 'limit=0']) {
      const refused = await asAdmin(`/api/admin/users/generation-summary?${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it("lists one user's generations in a date range, newest first", async () => {
    const list = fixtures.busy!.generations;
    const from = daysAgo(4.5).toISOString();
    const until = daysAgo(2).toISOString();
    const response = userGenerationsResponseSchema.parse(
      (
        await asAdmin(
          `/api/admin/users/${ids.busy}/generations?start_date=${from}&end_date=${until}`,
        )
      ).json(),
    );
    const inRange = list
      .filter((g) => g.createdAt >= new Date(from) && g.createdAt < new Date(until))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(response.total).toBe(inRange.length);
    expect(
      response.generations.map(({ service, status, credits_charged, error_code }) => ({
        service,
        status,
        credits_charged,
        error_code,
      })),
    ).toEqual(
      inRange.map((g) => ({
        service: g.service,
        status: g.status,
        credits_charged: g.cost,
        error_code: g.status === 'failed' ? 'engine_failed' : null,
      })),
    );
    expect(response.generations[0]!.processing_ms).toBe(4_000);
    const all = userGenerationsResponseSchema.parse(
      (await asAdmin(`/api/admin/users/${ids.busy}/generations`)).json(),
    );
    expect(all.total).toBe(list.length);
  });

  it('refuses a bad date range with 400 and an unknown user with 404', async () => {
    const url = `/api/admin/users/${ids.busy}/generations`;
    for (const query of [
      'start_date=yesterday',
      'start_date=2026-05-02&end_date=2026-05-01',
      'start_date=2026-05-01&end_date=2026-05-01',
    ]) {
      const refused = await asAdmin(`${url}?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation_failed' });
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const part of ['generations', 'payments', 'ledger']) {
      const missing = await asAdmin(`/api/admin/users/${unknown}/${part}`);
      expect(missing.statusCode, part).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe("a user's payments and ledger for the admin", () => {
  it('lists payments newest first with the balance now, paged', async () => {
    const user = await createUser(server);
    await server.database.db.update(users).set({ credits: 42 }).where(eq(users.id, user.id));
    const amounts = [119_000, 229_000, 49_000];
    for (const [index, amountVnd] of amounts.entries()) {
      await server.database.db.insert(payments).values({
        userId: user.id,
        kind: 'pack',
        packId: 'pack_20',
        credits: 20,
        amountVnd,
        gatewayAmount: amountVnd,
        gatewayCurrency: 'VND',
        method: 'sandbox',
        status: index === 1 ? 'failed' : 'completed',
        createdAt: daysAgo(10 - index),
      });
    }
    const page = async (query: string) =>
      userPaymentsResponseSchema.parse(
        (await asAdmin(`/api/admin/users/${user.id}/payments?${query}`)).json(),
      );
    const first = await page('');
    expect(first).toMatchObject({ total: 3, limit: ADMIN_PAGE_SIZE, offset: 0 });
    expect(first.payments.map((payment) => payment.amount_vnd)).toEqual([...amounts].reverse());
    expect(first.payments.map((payment) => payment.status)).toEqual([
      'completed',
      'failed',
      'completed',
    ]);
    expect(first.payments.every((payment) => payment.balance === 42)).toBe(true);
    expect((await page('limit=1&offset=2')).payments.map((p) => p.amount_vnd)).toEqual([119_000]);
    expect(await page('offset=3')).toMatchObject({ payments: [], total: 3 });
  });

  it("lists the ledger newest first, with an admin's adjustment once it is made", async () => {
    const user = await createUser(server);
    await insertGenerations(user.id, [
      { service: 'virtual-tryon', status: 'failed', cost: 1, createdAt: daysAgo(2) },
    ]);
    const adjusted = await server.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/credits`,
      headers: bearer(adminToken),
      payload: { amount: 7, reason: 'Goodwill' },
    });
    expect(adjusted.statusCode).toBe(200);
    const ledger = userLedgerResponseSchema.parse(
      (await asAdmin(`/api/admin/users/${user.id}/ledger`)).json(),
    );
    expect(ledger.total).toBe(3);
    expect(ledger.entries[0]).toMatchObject({
      delta: 7,
      balance_after: 7,
      reason: 'admin_adjustment',
    });
    expect(
      ledger.entries
        .slice(1)
        .map((entry) => entry.reason)
        .sort(),
    ).toEqual(['generation', 'generation_refund']);
    const last = userLedgerResponseSchema.parse(
      (await asAdmin(`/api/admin/users/${user.id}/ledger?limit=2&offset=2`)).json(),
    );
    expect(last.entries).toHaveLength(1);
  });
});
