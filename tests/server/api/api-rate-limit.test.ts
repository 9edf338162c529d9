/**
 * The per-token rate limit: RateLimit-* headers on every answer, 429 with Retry-After past it,
 * exact under parallel requests, and one count for every app instance on the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/client';
import { bearer, createSignedInUser } from '../helpers/accounts';
import { createApiToken, putOnPlan } from '../helpers/api-tokens';
import { createTestClock } from '../helpers/test-clock';
import { createTestApp, queryRows, silentLogger, type TestApp } from '../test-app';

const clock = createTestClock();
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ clock: clock.now });
});
afterAll(() => server.close());

async function tokenWithLimit(rateLimit: number) {
  const { user, token } = await createSignedInUser(server);
  await putOnPlan(server, user.id, 'pro');
  return (await createApiToken(server, token, { rate_limit: rateLimit })).secret;
}
const credits = (app: TestApp['app'], secret: string) =>
  app.inject({ url: '/api/credits', headers: bearer(secret) });

describe('the per-token rate limit', () => {
  it('sends RateLimit-Limit, -Remaining and -Reset, then 429 with Retry-After, until the minute ends', async () => {
    const secret = await tokenWithLimit(3);
    for (const remaining of ['2', '1', '0']) {
      const response = await credits(server.app, secret);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('3');
      expect(response.headers['ratelimit-remaining']).toBe(remaining);
      const reset = Number(response.headers['ratelimit-reset']);
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
    const refused = await credits(server.app, secret);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      retry_after_s: expect.any(Number),
    });
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after_s);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    clock.advance(61_000);
    expect((await credits(server.app, secret)).statusCode).toBe(200);
  });

  it('lets exactly the limit through of 20 parallel requests', async () => {
    const secret = await tokenWithLimit(10);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => credits(server.app, secret)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('counts one limit across two app instances on one database', async () => {
    const secret = await tokenWithLimit(10);
    // On PostgreSQL a second pool, as a second API process would open; PGlite is one process.
    const database =
      server.database.driver === 'pglite'
        ? server.database
        : await openDatabase(server.config, silentLogger);
    const other = await buildApp({
      config: server.config,
      database,
      queue: server.queue,
      clock: clock.now,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          credits(index % 2 === 0 ? server.app : other, secret),
        ),
      );
      const passed = answers.filter((answer) => answer.statusCode === 200);
      expect(passed).toHaveLength(10);
    } finally {
      await other.close();
      if (database !== server.database) await database.close();
    }
  });

  it('holds the plan’s ceiling over a token made under a higher plan', async () => {
    const { user, token } = await createSignedInUser(server);
    await putOnPlan(server, user.id, 'pro');
    const { secret } = await createApiToken(server, token, { rate_limit: 100 });
    await queryRows(
      server.database,
      `UPDATE users SET plan_id = 'free_trial', plan_ends_at = NULL WHERE id = '${user.id}'`,
    );
    const response = await credits(server.app, secret);
    expect(response.headers['ratelimit-limit']).toBe('10');
  });
});
