/** The first-run seed: a demo account outside production, created once however often it runs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seed } from '../../server/db/seed';
import { post } from './helpers/accounts';
import { createTestApp, PRODUCTION_ENV, queryRows, silentLogger, type TestApp } from './test-app';

describe('the seed outside production', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
    const context = { config: server.config, logger: silentLogger };
    await seed(server.database.db, context);
    await seed(server.database.db, context);
  });
  afterAll(() => server.close());

  it('creates one verified demo account with the free trial, and its ledger row', async () => {
    const rows = await queryRows<{ is_verified: boolean; credits: number; ledger_rows: number }>(
      server.database,
      `SELECT u.is_verified, u.credits,
              (SELECT count(*)::int FROM credit_ledger l WHERE l.user_id = u.id) AS ledger_rows
         FROM users u WHERE u.email = '${DEMO_ACCOUNT.email}'`,
    );
    expect(rows).toEqual([{ is_verified: true, credits: 5, ledger_rows: 1 }]);
  });

  it('lets a newcomer sign in with the demo credentials', async () => {
    const response = await post(server, '/auth/login', {
      username: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email: 'demo@studioai.vn', credits: 5 } });
  });
});

describe('the seed in production', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: PRODUCTION_ENV });
    await seed(server.database.db, { config: server.config, logger: silentLogger });
  });
  afterAll(() => server.close());

  it('creates no demo account', async () => {
    const rows = await queryRows(
      server.database,
      `SELECT id FROM users WHERE email = '${DEMO_ACCOUNT.email}'`,
    );
    expect(rows).toEqual([]);
  });
});
