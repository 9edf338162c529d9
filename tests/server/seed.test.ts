/**
 * The first-run seed: a demo account while the dev tools are on (its password is public, so never
 * on a server others can reach), created once however often it runs.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_ACCOUNT, seed } from '../../server/seed';
import { post } from './helpers/accounts';
import { createTestApp, PRODUCTION_ENV, queryRows, silentLogger, type TestApp } from './test-app';

/** The demo account's rows: one while it exists. */
const demoAccountRows = (server: TestApp) =>
  queryRows(server.database, `SELECT id FROM users WHERE email = '${DEMO_ACCOUNT.email}'`);

/** A logger whose warnings the test reads. */
function recordingLogger() {
  const warn = vi.fn();
  return { logger: { ...silentLogger, info: vi.fn(), warn } as unknown as FastifyBaseLogger, warn };
}

describe('the seed on a loopback HOST (dev tools on)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { HOST: '127.0.0.1' } });
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
    expect(await demoAccountRows(server)).toEqual([]);
  });
});

describe('the seed on HOST=0.0.0.0 without DEV_TOOLS (dev tools off)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { HOST: '0.0.0.0' } });
  });
  afterAll(() => server.close());

  it('creates no demo account', async () => {
    await seed(server.database.db, { config: server.config, logger: silentLogger });
    expect(await demoAccountRows(server)).toEqual([]);
  });

  it('keeps a demo account left by a start with the dev tools on, and warns of it', async () => {
    const devToolsOn = { ...server.config, DEV_TOOLS: true };
    await seed(server.database.db, { config: devToolsOn, logger: silentLogger });
    const { logger, warn } = recordingLogger();
    await seed(server.database.db, { config: server.config, logger });
    expect(await demoAccountRows(server)).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('its password is public'));
  });
});

describe('the seed with DEV_TOOLS=1 on HOST=0.0.0.0', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { HOST: '0.0.0.0', DEV_TOOLS: '1' } });
    await seed(server.database.db, { config: server.config, logger: silentLogger });
  });
  afterAll(() => server.close());

  it('creates the demo account', async () => {
    expect(await demoAccountRows(server)).toHaveLength(1);
  });
});
