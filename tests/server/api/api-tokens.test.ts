/**
 * API tokens: the management routes (session only), the spec's validation messages, the plan's
 * limits, the lifecycle of a secret, per-service scopes and the usage stats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_TOKEN_ERRORS,
  API_TOKEN_PREFIX,
  API_USAGE_DAYS,
  apiTokenListResponseSchema,
  apiUsageResponseSchema,
} from '../../../common/contracts/api-tokens';
import { PLANS } from '../../../common/plans';
import { bearer, createSignedInUser } from '../helpers/accounts';
import { createApiToken, putOnPlan } from '../helpers/api-tokens';
import { makeJpeg, upload } from '../helpers/assets';
import { postTryOn, signedInUserWithCredits, waitUntilFinished } from '../helpers/generations';
import { createTestApp, queryRows, type TestApp } from '../test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ workers: true });
});
afterAll(() => server.close());

const inject = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const credits = (secret: string) => inject('GET', '/api/credits', secret);

describe('POST /api/tokens', () => {
  it('answers 201 with the token and its sk_live_ secret, stored only as a hash', async () => {
    const { token: session } = await createSignedInUser(server);
    const { token, secret } = await createApiToken(server, session, { name: 'Shopify' });
    expect(secret).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Shopify',
      services: ['virtual-tryon'],
      rate_limit: 10,
      active: true,
      last_used_at: null,
    });
    expect(secret.startsWith(token.prefix)).toBe(true);
    expect(token.prefix.startsWith(API_TOKEN_PREFIX)).toBe(true);
    const rows = await queryRows<Record<string, unknown>>(
      server.database,
      `SELECT * FROM api_tokens WHERE id = '${token.id}'`,
    );
    expect(JSON.stringify(rows)).not.toContain(secret);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(token.prefix.length));
  });

  it.each([
    [{ name: '  ' }, 'name', 'validation.tokenName'],
    [{ name: undefined }, 'name', 'validation.tokenName'],
    [{ services: [] }, 'services', 'validation.tokenServices'],
    [{ services: undefined }, 'services', 'validation.tokenServices'],
    [{ rate_limit: 0 }, 'rate_limit', 'validation.tokenRateLimit'],
    [{ rate_limit: 1001 }, 'rate_limit', 'validation.tokenRateLimit'],
    [{ rate_limit: 2.5 }, 'rate_limit', 'validation.tokenRateLimit'],
    [{ rate_limit: undefined }, 'rate_limit', 'validation.tokenRateLimit'],
  ])('refuses %j with the field error %s → %s', async (change, field, key) => {
    const { token: session } = await createSignedInUser(server);
    const payload = { name: 'n', services: ['virtual-tryon'], rate_limit: 5, ...change };
    const response = await inject('POST', '/api/tokens', session, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: key } });
  });

  it('holds the plan: the free trial gets one token at up to its rate', async () => {
    const { token: session } = await createSignedInUser(server);
    const { apiTokens, apiRateLimitPerMinute } = PLANS.free_trial.gates;
    expect(apiTokens).toBe(1);
    const tooFast = await inject('POST', '/api/tokens', session, {
      name: 'fast',
      services: ['virtual-tryon'],
      rate_limit: apiRateLimitPerMinute + 1,
    });
    expect(tooFast.statusCode).toBe(403);
    expect(tooFast.json().code).toBe(API_TOKEN_ERRORS.rateLimitAbovePlan);
    await createApiToken(server, session, { rate_limit: apiRateLimitPerMinute });
    const second = await inject('POST', '/api/tokens', session, {
      name: 'second',
      services: ['virtual-tryon'],
      rate_limit: 1,
    });
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe(API_TOKEN_ERRORS.tokenLimitReached);
    const list = apiTokenListResponseSchema.parse(
      (await inject('GET', '/api/tokens', session)).json(),
    );
    expect(list.limits).toEqual({ max_tokens: 1, max_rate_limit: apiRateLimitPerMinute });
  });

  it('holds the plan’s number under parallel creations', async () => {
    const { user, token: session } = await createSignedInUser(server);
    await putOnPlan(server, user.id, 'starter');
    const allowed = PLANS.starter.gates.apiTokens;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        inject('POST', '/api/tokens', session, {
          name: `parallel ${index}`,
          services: ['virtual-tryon'],
          rate_limit: 5,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(allowed);
    expect(statuses.filter((status) => status === 403)).toHaveLength(8 - allowed);
  });

  it('takes an API token for nothing: tokens are managed with a session only', async () => {
    const { token: session } = await createSignedInUser(server);
    await putOnPlan(server, (await sessionUser(session)).id, 'pro');
    const { secret } = await createApiToken(server, session);
    const response = await inject('POST', '/api/tokens', secret, {
      name: 'minted',
      services: ['virtual-tryon'],
      rate_limit: 5,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(API_TOKEN_ERRORS.tokenNotAccepted);
    expect((await inject('GET', '/api/tokens', secret)).statusCode).toBe(401);
  });
});

async function sessionUser(session: string) {
  return (await inject('GET', '/auth/profile', session)).json<{ id: string }>();
}

describe('a token’s secret', () => {
  it('works once created, and answers 401 api_token_invalid once deactivated (again once reactivated)', async () => {
    const { token: session } = await createSignedInUser(server);
    const { token, secret } = await createApiToken(server, session);
    expect((await credits(secret)).statusCode).toBe(200);
    const off = await inject('PATCH', `/api/tokens/${token.id}`, session, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    const refused = await credits(secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe(API_TOKEN_ERRORS.invalidToken);
    await inject('PATCH', `/api/tokens/${token.id}`, session, { active: true });
    expect((await credits(secret)).statusCode).toBe(200);
  });

  it('fails at once after regenerate, while the new secret works', async () => {
    const { token: session } = await createSignedInUser(server);
    const { token, secret } = await createApiToken(server, session);
    const regenerated = await inject('POST', `/api/tokens/${token.id}/regenerate`, session);
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json<{ secret: string; token: { prefix: string; id: string } }>();
    expect(fresh.token.id).toBe(token.id);
    expect(fresh.secret).not.toBe(secret);
    expect(fresh.secret.startsWith(fresh.token.prefix)).toBe(true);
    expect((await credits(secret)).statusCode).toBe(401);
    expect((await credits(fresh.secret)).statusCode).toBe(200);
  });

  it('fails after delete; another user cannot touch the token (404)', async () => {
    const { token: session } = await createSignedInUser(server);
    const { token: stranger } = await createSignedInUser(server);
    const { token, secret } = await createApiToken(server, session);
    for (const [method, url] of [
      ['DELETE', `/api/tokens/${token.id}`],
      ['POST', `/api/tokens/${token.id}/regenerate`],
      ['PATCH', `/api/tokens/${token.id}`],
    ] as const) {
      const response = await inject(
        method,
        url,
        stranger,
        method === 'PATCH' ? { active: false } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await credits(secret)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/tokens/${token.id}`, session)).statusCode).toBe(204);
    expect((await credits(secret)).statusCode).toBe(401);
    expect((await inject('GET', '/api/tokens', session)).json().tokens).toEqual([]);
  });

  it('answers 401 for a made-up sk_live_ secret', async () => {
    const response = await credits(`${API_TOKEN_PREFIX}${'A'.repeat(43)}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(API_TOKEN_ERRORS.invalidToken);
  });
});

describe('the public API with a token', () => {
  it('runs a permitted studio on the account’s credits, and the result is readable with the token', async () => {
    const { user, token: session } = await signedInUserWithCredits(server, 5);
    // Room for the polling below however slow the machine: the free trial's 10 a minute is not.
    await putOnPlan(server, user.id, 'pro');
    const { secret } = await createApiToken(server, session, { rate_limit: 120 });
    const response = await postTryOn(server, secret);
    expect(response.statusCode).toBe(202);
    const { generation } = response.json<{ generation: { id: string } }>();
    const finished = await waitUntilFinished(server, secret, generation.id);
    expect(finished.status).toBe('success');
    const balance = (await credits(secret)).json<{ credits: number }>().credits;
    expect(balance).toBeLessThan(5);
    const listed = await inject('GET', '/api/generations', secret);
    expect(listed.statusCode).toBe(200);
    expect(JSON.stringify(listed.json())).toContain(generation.id);
  });

  it('answers 403 service_not_permitted for a studio the token does not permit, charging nothing', async () => {
    const { token: session } = await signedInUserWithCredits(server, 5);
    const { secret } = await createApiToken(server, session, { services: ['hairstyle-changer'] });
    const response = await postTryOn(server, secret);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(API_TOKEN_ERRORS.serviceNotPermitted);
    expect((await credits(secret)).json()).toEqual({ credits: 5 });
  });

  it('uploads to the asset library with a token', async () => {
    const { token: session } = await createSignedInUser(server);
    const { secret } = await createApiToken(server, session);
    const response = await upload(server, secret, await makeJpeg(), 'product.jpg');
    expect(response.statusCode).toBe(201);
    const listed = await inject('GET', '/api/assets', session);
    expect(JSON.stringify(listed.json())).toContain(response.json<{ id: string }>().id);
  });

  it('reads GET /api/studios with a token', async () => {
    const { token: session } = await createSignedInUser(server);
    const { secret } = await createApiToken(server, session);
    const response = await inject('GET', '/api/studios', secret);
    expect(response.statusCode).toBe(200);
    expect(response.headers['ratelimit-limit']).toBe('10');
  });
});

describe('GET /api/tokens/usage', () => {
  it('counts totals, active tokens, requests today and the error rate, with 30 days of history', async () => {
    const { user, token: session } = await createSignedInUser(server);
    await putOnPlan(server, user.id, 'pro');
    const first = await createApiToken(server, session, { services: ['hairstyle-changer'] });
    const second = await createApiToken(server, session, { name: 'second' });
    await inject('PATCH', `/api/tokens/${second.token.id}`, session, { active: false });
    for (let index = 0; index < 3; index++) await credits(first.secret);
    await postTryOn(server, first.secret); // 403: an error
    await credits(second.secret); // inactive: no token to count it on
    const usage = apiUsageResponseSchema.parse(
      (await inject('GET', '/api/tokens/usage', session)).json(),
    );
    expect(usage).toMatchObject({
      total_tokens: 2,
      active_tokens: 1,
      requests_today: 4,
      error_rate: 0.25,
    });
    expect(usage.days).toHaveLength(API_USAGE_DAYS);
    expect(usage.days.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      requests: 4,
      errors: 1,
    });
    expect(usage.days.slice(0, -1).every((day) => day.requests === 0)).toBe(true);
    const listed = (await inject('GET', '/api/tokens', session)).json();
    const used = listed.tokens.find((token: { id: string }) => token.id === first.token.id);
    expect(Date.parse(used.last_used_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});
