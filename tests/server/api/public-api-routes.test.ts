/**
 * Which routes an API token opens: exactly the public API's, and every other route of the app
 * (walked from the route table, so a route added later is covered too) refuses one with 401.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_ERRORS } from '../../../common/contracts/api-tokens';
import { bearer, createSignedInUser } from '../helpers/accounts';
import { createApiToken, putOnPlan } from '../helpers/api-tokens';
import { createTestApp, type TestApp } from '../test-app';

/** The public API: the list, and nothing else. */
const PUBLIC_API = [
  'POST /api/ai/:service',
  'GET /api/generations',
  'GET /api/generations/:id',
  'GET /api/generations/:id/events',
  'POST /api/assets',
  'GET /api/studios',
  'GET /api/credits',
].sort();

let server: TestApp;
let secret: string;
beforeAll(async () => {
  server = await createTestApp({ env: { DEV_TOOLS: '1' } });
  const { user, token } = await createSignedInUser(server, { isAdmin: true });
  // Enough requests a minute for the walk, so the rate limit never answers in its place.
  await putOnPlan(server, user.id, 'enterprise');
  ({ secret } = await createApiToken(server, token, {
    services: ['virtual-tryon'],
    rate_limit: 1000,
  }));
});
afterAll(() => server.close());

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);
const isPublicApi = (route: RouteOptions) => Boolean(route.config?.publicApi);
/** A URL of the route: each parameter a uuid (ids) and a wildcard a plain word. */
const urlOf = (path: string) =>
  path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'anything');

describe('the route table', () => {
  it('marks exactly the public API’s routes as taking an API token', () => {
    const marked = server.routes
      .filter(isPublicApi)
      .flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url}`))
      .filter((route) => !route.startsWith('HEAD '));
    expect([...new Set(marked)].sort()).toEqual(PUBLIC_API);
  });

  it('answers 401 api_token_not_accepted on every other route, before the route’s own checks', async () => {
    const others = server.routes.filter((route) => !isPublicApi(route));
    expect(others.length).toBeGreaterThan(50);
    const accepted: string[] = [];
    for (const route of others) {
      for (const method of methodsOf(route)) {
        const response = await server.app.inject({
          method: method as 'GET',
          url: urlOf(route.url ?? '/'),
          headers: { ...bearer(secret), accept: 'application/json' },
          ...(method !== 'GET' && method !== 'HEAD' && { payload: {} }),
        });
        const refused =
          response.statusCode === 401 &&
          (method === 'HEAD' || response.json().code === API_TOKEN_ERRORS.tokenNotAccepted);
        if (!refused) accepted.push(`${method} ${route.url} → ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('takes the token on a public route', async () => {
    const response = await server.app.inject({ url: '/api/credits', headers: bearer(secret) });
    expect(response.statusCode).toBe(200);
  });
});
