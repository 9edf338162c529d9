/**
 * /api/docs in production (docs/architecture.md#http-api-conventions): the public document,
 * without the admin area's routes (nor the dev tools'); outside production they are listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../test-app';

const pathsOf = async (server: TestApp) =>
  Object.keys(
    (await server.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>()
      .paths,
  );

const isAdmin = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');

describe('the OpenAPI document in production', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: PRODUCTION_ENV });
  });
  afterAll(() => server.close());

  it('lists no /api/admin or /api/dev path, and still the public API', async () => {
    const paths = await pathsOf(server);

    expect(server.routes.some((route) => isAdmin(route.url))).toBe(true);
    expect(paths.filter(isAdmin)).toEqual([]);
    expect(paths.filter((path) => path.startsWith('/api/dev'))).toEqual([]);
    expect(paths).toContain('/api/ai/{service}');
    expect(paths).toContain('/api/plans');
  });
});

describe('the OpenAPI document outside production', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('lists the admin routes too', async () => {
    expect((await pathsOf(server)).filter(isAdmin).length).toBeGreaterThan(0);
  });
});
