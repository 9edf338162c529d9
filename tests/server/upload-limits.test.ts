/**
 * The upload limits (docs/rate-limits.md#uploads): per account and per client address on the
 * library's uploads, avatars, blog covers and multipart generations, each answered 429
 * rate_limited with Retry-After before the file is read.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../server/db/schema';
import type { AccountLimit } from '../../server/http/attempt-limiter';
import type { Limit } from '../../server/http/rate-limit';
import {
  GENERATION_UPLOADS_PER_ACCOUNT,
  GENERATION_UPLOADS_PER_IP,
  UPLOADS_PER_ACCOUNT,
  UPLOADS_PER_IP,
} from '../../server/modules/assets/upload-limits';
import { bearer, createSignedInUser, nextIp } from './helpers/accounts';
import { makeJpeg, multipartBody } from './helpers/assets';
import { tryOnBody, SAMPLE_TRYON } from './helpers/generations';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, type TestApp } from './test-app';

const clock = createTestClock();
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ clock: clock.now });
});
afterAll(() => server.close());

interface UploadRoute {
  method: 'POST' | 'PUT';
  url: string;
  /** The route as Fastify names it: part of the per-address key. */
  pattern: string;
  perAccount: AccountLimit;
  perIp: Limit;
  admin?: boolean;
  body(): Promise<{ payload: Buffer; headers: Record<string, string> }>;
}

const aPhoto = async () => multipartBody(await makeJpeg(), 'photo.jpg');
const ROUTES: UploadRoute[] = [
  ['POST', '/api/assets', UPLOADS_PER_ACCOUNT, UPLOADS_PER_IP, aPhoto],
  ['PUT', '/api/account/avatar', UPLOADS_PER_ACCOUNT, UPLOADS_PER_IP, aPhoto],
  ['POST', '/api/admin/blog/covers', UPLOADS_PER_ACCOUNT, UPLOADS_PER_IP, aPhoto],
  [
    'POST',
    '/api/ai/virtual-tryon',
    GENERATION_UPLOADS_PER_ACCOUNT,
    GENERATION_UPLOADS_PER_IP,
    async () => tryOnBody({ ...SAMPLE_TRYON, model: { file: await makeJpeg() } }),
  ],
].map(([method, url, perAccount, perIp, body]) => ({
  method: method as UploadRoute['method'],
  url: url as string,
  pattern: url === '/api/ai/virtual-tryon' ? '/api/ai/:service' : (url as string),
  perAccount: perAccount as AccountLimit,
  perIp: perIp as Limit,
  admin: url === '/api/admin/blog/covers',
  body: body as UploadRoute['body'],
}));

/** Sets a count as if `count` requests had been counted in a window that has just begun. */
async function countAlready(key: string, count: number, windowMs: number) {
  const row = { key, count, resetAt: new Date(clock.now().getTime() + windowMs) };
  await server.database.db
    .insert(rateLimitCounters)
    .values(row)
    .onConflictDoUpdate({ target: rateLimitCounters.key, set: row });
}

async function send(route: UploadRoute, token: string, remoteAddress: string) {
  const { payload, headers } = await route.body();
  return server.app.inject({
    method: route.method,
    url: route.url,
    remoteAddress,
    headers: { ...headers, ...bearer(token), 'idempotency-key': randomUUID() },
    payload,
  });
}

function expectRefused(response: Awaited<ReturnType<typeof send>>, windowMs: number) {
  expect(response.statusCode, response.body).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(response.json()).toMatchObject({ code: 'rate_limited', retry_after_s: retryAfter });
}

const signedIn = (route: UploadRoute) => createSignedInUser(server, { isAdmin: route.admin });
/** Through the limits: a generation may still be refused for credits (402), never 429. */
const expectThrough = (response: Awaited<ReturnType<typeof send>>) =>
  expect([200, 201, 202, 402]).toContain(response.statusCode);

describe.each(ROUTES)('$method $url', (route) => {
  it('answers 429 with Retry-After past the per-account limit, from any address', async () => {
    const { user, token } = await signedIn(route);
    const { name, max, windowMs } = route.perAccount;
    await countAlready(`${name}:${user.id}`, max - 1, windowMs);

    expectThrough(await send(route, token, nextIp()));
    expectRefused(await send(route, token, nextIp()), windowMs);
  });

  it('answers 429 with Retry-After past the per-address limit, for any account', async () => {
    const { token } = await signedIn(route);
    const ip = nextIp();
    const { max, windowMs } = route.perIp;
    await countAlready(`ip:${route.method} ${route.pattern} ${ip}`, max, windowMs);

    expectRefused(await send(route, token, ip), windowMs);
    expectThrough(await send(route, token, nextIp()));
  });
});

describe('counting', () => {
  it('counts the library, avatars and covers together per account, until the window ends', async () => {
    const [assets, avatar] = ROUTES;
    const { user, token } = await createSignedInUser(server);
    const { name, max, windowMs } = UPLOADS_PER_ACCOUNT;
    await countAlready(`${name}:${user.id}`, max - 2, windowMs);

    expect((await send(assets!, token, nextIp())).statusCode).toBe(201);
    expect((await send(avatar!, token, nextIp())).statusCode).toBe(200);
    expectRefused(await send(assets!, token, nextIp()), windowMs);
    expectRefused(await send(avatar!, token, nextIp()), windowMs);

    clock.advance(windowMs);
    expect((await send(assets!, token, nextIp())).statusCode).toBe(201);
  });

  it('does not count a generation made of samples and assets only (JSON: nothing to decode)', async () => {
    const { user, token } = await createSignedInUser(server);
    const { name, max, windowMs } = GENERATION_UPLOADS_PER_ACCOUNT;
    await countAlready(`${name}:${user.id}`, max, windowMs);
    const asJson = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/ai/virtual-tryon',
        remoteAddress: nextIp(),
        headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        payload: { category: 'tops', model_sample_id: 'm', garment_sample_id: 'g' },
      });

    expect((await asJson()).statusCode).not.toBe(429);
    expectRefused(await send(ROUTES[3]!, token, nextIp()), windowMs);
  });
});
