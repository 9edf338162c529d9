import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorBodySchema } from '../../common/contracts/errors';
import { createTestApp, type TestApp } from './test-app';

/** Test-only routes: each one provokes one kind of error. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/validated',
    { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } },
    async () => ({ ok: true }),
  );
  app.get(
    '/api/test/validated',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async () => ({ ok: true }),
  );
  app.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED db.internal:5432 as secret_user');
  });
  app.post('/api/test/conflict', async () => {
    throw Object.assign(new Error('That name is taken'), { statusCode: 409 });
  });
};

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ testRoutes });
});
afterAll(() => server.close());

describe('an unknown API route', () => {
  it('answers a GET with 404 { code: not_found, message }', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/x' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = apiErrorBodySchema.parse(response.json());
    expect(body).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('answers a POST with 404 { code: not_found, detail }', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/x', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', detail: expect.any(String) });
  });
});

describe('a request that fails validation', () => {
  it('gets 400 validation_failed with a message for each bad body field', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { email: 'not-an-address', age: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      detail: expect.any(String),
      fields: { email: expect.any(String), age: expect.any(String) },
    });
  });

  it('carries message instead of detail on a GET', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/validated?page=0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      fields: { page: expect.any(String) },
    });
  });

  it('gets 400 bad_request for a body that is not JSON', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });
});

describe('a thrown error', () => {
  it('with a 4xx status keeps its status and message, with the matching code', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'conflict', detail: 'That name is taken' });
  });

  it('without a status becomes 500 internal_error and leaks neither message nor stack', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal_error', message: 'Internal server error' });
    expect(response.body).not.toMatch(/secret_user|ECONNREFUSED|\.ts:\d+/);
  });
});
