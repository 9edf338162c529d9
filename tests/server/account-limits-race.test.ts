/**
 * Per-account limits under parallel requests (docs/architecture.md#per-account-limits): each
 * count-then-insert takes the user's row first, so many requests at once — through one app, and on
 * PostgreSQL through two API processes on one database — add exactly up to the limit. PGlite runs
 * one transaction at a time and would hide a race; the CI runs this file on PostgreSQL too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_ERRORS } from '../../common/contracts/api-tokens';
import { BODY_MODEL_LIMIT } from '../../common/contracts/body-models';
import { MAX_WEBHOOK_ENDPOINTS, WEBHOOK_ERRORS } from '../../common/contracts/webhooks';
import { PLANS } from '../../common/plans';
import { bearer, createSignedInUser } from './helpers/accounts';
import { putOnPlan, TOKEN_REQUEST } from './helpers/api-tokens';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
/** A second API process on the same PostgreSQL database; on PGlite the same app again. */
let other: TestApp;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  server = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE: '1' } });
  other = onPostgres ? await createTestApp({ sameDatabaseAs: server }) : server;
});
afterAll(async () => {
  if (other !== server) await other.close();
  await server.close();
});

/** `count` requests at once, alternating between the two apps. */
function inParallel(count: number, send: (app: TestApp, index: number) => Promise<number>) {
  return Promise.all(
    Array.from({ length: count }, (_, index) => send(index % 2 === 0 ? server : other, index)),
  );
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

const countRows = async (table: string, userId: string) => {
  const [row] = await queryRows<{ total: string | number }>(
    server.database,
    `SELECT count(*) AS total FROM ${table} WHERE user_id = '${userId}'`,
  );
  return Number(row?.total);
};

describe(`webhook endpoints (${MAX_WEBHOOK_ENDPOINTS} an account)`, () => {
  it('30 parallel registrations leave exactly the limit', async () => {
    const { user, token } = await createSignedInUser(server);

    const statuses = await inParallel(30, async (app, index) => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: bearer(token),
        payload: { url: `http://127.0.0.1:9/hook-${index}`, events: ['generation.succeeded'] },
      });
      if (response.statusCode === 403) {
        expect(response.json().code).toBe(WEBHOOK_ERRORS.endpointLimitReached);
      }
      return response.statusCode;
    });

    expect(tally(statuses)).toEqual({
      201: MAX_WEBHOOK_ENDPOINTS,
      403: 30 - MAX_WEBHOOK_ENDPOINTS,
    });
    expect(await countRows('webhook_endpoints', user.id)).toBe(MAX_WEBHOOK_ENDPOINTS);
  });
});

describe(`body models (${BODY_MODEL_LIMIT} a user)`, () => {
  it('parallel markings of more pictures than the limit keep exactly the limit', async () => {
    const { user, token } = await createSignedInUser(server);
    const pictures = BODY_MODEL_LIMIT + 10;
    const assets = await queryRows<{ id: string }>(
      server.database,
      `INSERT INTO assets (user_id, kind, mime_type, original_name, byte_size, storage_key, sha256)
       SELECT '${user.id}', 'image', 'image/png', 'x.png', 1, 'race-' || n, 'race-' || n
       FROM generate_series(1, ${pictures}) AS n RETURNING id`,
    );

    const statuses = await inParallel(pictures, async (app, index) => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/body-models',
        headers: bearer(token),
        payload: { asset_id: assets[index]!.id },
      });
      if (response.statusCode === 409) {
        expect(response.json().code).toBe('body_model_limit_reached');
      }
      return response.statusCode;
    });

    expect(tally(statuses)).toEqual({ 201: BODY_MODEL_LIMIT, 409: pictures - BODY_MODEL_LIMIT });
    expect(await countRows('body_models', user.id)).toBe(BODY_MODEL_LIMIT);
  });

  it('one picture marked many times at once is one body model', async () => {
    const { user, token } = await createSignedInUser(server);
    const [asset] = await queryRows<{ id: string }>(
      server.database,
      `INSERT INTO assets (user_id, kind, mime_type, original_name, byte_size, storage_key, sha256)
       VALUES ('${user.id}', 'image', 'image/png', 'x.png', 1, 'once', 'once') RETURNING id`,
    );

    const statuses = await inParallel(10, async (app) => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/body-models',
        headers: bearer(token),
        payload: { asset_id: asset!.id },
      });
      return response.statusCode;
    });

    expect(tally(statuses)).toEqual({ 200: 9, 201: 1 });
    expect(await countRows('body_models', user.id)).toBe(1);
  });
});

describe('API tokens (the plan’s number)', () => {
  it('parallel creations through both processes stop at the plan’s number', async () => {
    const { user, token } = await createSignedInUser(server);
    await putOnPlan(server, user.id, 'pro');
    const allowed = PLANS.pro.gates.apiTokens;
    const sent = allowed + 10;

    const statuses = await inParallel(sent, async (app, index) => {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: bearer(token),
        payload: { ...TOKEN_REQUEST, name: `parallel ${index}` },
      });
      if (response.statusCode === 403) {
        expect(response.json().code).toBe(API_TOKEN_ERRORS.tokenLimitReached);
      }
      return response.statusCode;
    });

    expect(tally(statuses)).toEqual({ 201: allowed, 403: sent - allowed });
    expect(await countRows('api_tokens', user.id)).toBe(allowed);
  });
});
