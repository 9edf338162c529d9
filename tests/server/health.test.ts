import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, readyResponseSchema } from '../../common/contracts/health';
import packageJson from '../../package.json' with { type: 'json' };
import { createTestApp, type TestApp } from './test-app';

describe('a running server', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('answers GET /api/health with 200 and the contract of common/contracts/health.ts', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toMatchObject({
      status: 'ok',
      version: packageJson.version,
    });
  });

  it('answers GET /api/ready with 200 when the database and the queue answer', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(readyResponseSchema.parse(response.json())).toMatchObject({
      status: 'ready',
      database: { ok: true, driver: server.database.driver },
      queue: { ok: true },
    });
  });

  it('publishes the routes in the OpenAPI document under /api/docs', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready']),
    );
  });
});

describe('a server whose job queue has stopped', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
    await server.queue.stop();
  });
  afterAll(() => server.close());

  it('answers GET /api/ready with 503 not_ready, naming the queue as the failed check', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(readyResponseSchema.parse(response.json())).toMatchObject({
      status: 'not_ready',
      database: { ok: true },
      queue: { ok: false, error: expect.any(String) },
    });
  });

  it('still answers GET /api/health with 200: the process itself is alive', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
  });
});
