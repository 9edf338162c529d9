/**
 * Per-address limits behind reverse proxies (TRUST_PROXY) and across API processes: who counts
 * as the client, and where the counts live (docs/rate-limits.md).
 */
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createBackgroundTasks } from '../../server/background-tasks';
import { loadConfig } from '../../server/config';
import { perIpLimit } from '../../server/http/rate-limit';
import { nextIp } from './helpers/accounts';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, silentLogger, type TestApp } from './test-app';

const WINDOW_MS = 60_000;

/** GET /test/limited: one request per address a minute; answers the address it counted. */
const limitedRoute: FastifyPluginAsync = async (app) => {
  app.get('/test/limited', { config: perIpLimit({ max: 1, windowMs: WINDOW_MS }) }, (request) => ({
    ip: request.ip,
  }));
};

/** A GET of the limited route from `socket`, through proxies that said `forwardedFor`. */
const getLimited = (server: { app: TestApp['app'] }, socket: string, forwardedFor?: string) =>
  server.app.inject({
    method: 'GET',
    url: '/test/limited',
    remoteAddress: socket,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const apps: TestApp[] = [];
async function appWith(env: Record<string, string> = {}, clock = createTestClock()) {
  const server = await createTestApp({ env, testRoutes: limitedRoute, clock: clock.now });
  apps.push(server);
  return server;
}
afterAll(() => Promise.all(apps.map((server) => server.close())));

describe('TRUST_PROXY', () => {
  const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
  const trustProxy = (value: string) => loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: value });

  it('is off unless set', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).TRUST_PROXY).toBeUndefined();
  });

  it('takes a number of hops, or a list of proxy IPs and CIDR ranges', () => {
    expect(trustProxy('2').TRUST_PROXY).toBe(2);
    expect(trustProxy(' 10.0.0.0/8, 192.0.2.1 ,fd00::/8,::1').TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['true', '-1', 'proxy.local', '10.0.0.0/33', '10.0.0', ','])(
    'stops the server on %j, naming the variable',
    (value) => {
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: a number of proxy hops/);
    },
  );
});

describe('the client address', () => {
  let direct: TestApp;
  beforeAll(async () => {
    direct = await appWith();
  });

  it('is the socket address when no proxy is trusted: a forged header changes nothing', async () => {
    const socket = nextIp();
    const first = await getLimited(direct, socket, '198.51.100.1');
    expect(first.json()).toEqual({ ip: socket });
    expect((await getLimited(direct, socket, '198.51.100.2')).statusCode).toBe(429);
  });

  it('is the forwarded one behind as many proxies as TRUST_PROXY counts', async () => {
    const behindProxy = await appWith({ TRUST_PROXY: '1' });
    const proxy = nextIp();
    const first = await getLimited(behindProxy, proxy, '198.51.100.1');
    expect(first.json()).toEqual({ ip: '198.51.100.1' });
    // The client's own X-Forwarded-For entries sit beyond the trusted hop and are ignored.
    const second = await getLimited(behindProxy, proxy, '198.51.100.1, 198.51.100.2');
    expect(second.json()).toEqual({ ip: '198.51.100.2' });
    expect((await getLimited(behindProxy, proxy, '198.51.100.2')).statusCode).toBe(429);
  });

  it('is the socket address for a client outside the trusted proxies list', async () => {
    const behindProxy = await appWith({ TRUST_PROXY: '10.9.0.0/16' });
    const fromProxy = await getLimited(behindProxy, '10.9.0.1', '198.51.100.1');
    expect(fromProxy.json()).toEqual({ ip: '198.51.100.1' });
    const outsider = nextIp();
    expect((await getLimited(behindProxy, outsider, '198.51.100.2')).json()).toEqual({
      ip: outsider,
    });
    expect((await getLimited(behindProxy, outsider, '198.51.100.3')).statusCode).toBe(429);
  });
});

describe('per-address counts', () => {
  const clock = createTestClock();
  let server: TestApp;
  beforeAll(async () => {
    server = await appWith({}, clock);
  });

  it('start over when the window ends', async () => {
    const ip = nextIp();
    expect((await getLimited(server, ip)).statusCode).toBe(200);
    const refused = await getLimited(server, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    clock.advance(WINDOW_MS);
    expect((await getLimited(server, ip)).statusCode).toBe(200);
  });

  it('are shared by two API processes on one database', async () => {
    const other = await buildApp({
      config: server.config,
      database: server.database,
      queue: server.queue,
      clock: clock.now,
      background: createBackgroundTasks(silentLogger),
    });
    await other.register(limitedRoute);
    await other.ready();
    try {
      const ip = nextIp();
      expect((await getLimited(server, ip)).statusCode).toBe(200);
      expect((await getLimited({ app: other }, ip)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});
