/**
 * 'Test connection' on the Engines page keeps the saved key where it was saved
 * (docs/engines.md "The Engines page"): a new base URL needs the key typed again, a test runs on
 * the saved pair or the typed pair only, every network failure reads the same, and each test is
 * in the admin audit log.
 */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FAL_KEY, type FakeFal, startFakeFal } from './fakes/fake-fal';
import { bearer, createSignedInUser } from './helpers/accounts';
import { createTestApp, type TestApp } from './test-app';

const ADMIN = 'connection-admin@studioai.vn';
const SERVICE = 'virtual-tryon';
let server: TestApp;
let adminToken: string;
let adminId: string;
let fal: FakeFal;

/** A server that notes the authorization header of every request and answers 404. */
async function startStranger() {
  const authorizations: (string | undefined)[] = [];
  const stranger = http.createServer((request, response) => {
    authorizations.push(request.headers.authorization);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`,
    authorizations,
    close: () => new Promise((resolve) => stranger.close(resolve)),
  };
}
let stranger: Awaited<ReturnType<typeof startStranger>>;

beforeAll(async () => {
  [server, fal, stranger] = await Promise.all([
    createTestApp({ env: { ADMIN_EMAILS: ADMIN } }),
    startFakeFal(),
    startStranger(),
  ]);
  const admin = await createSignedInUser(server, { email: ADMIN });
  adminToken = admin.token;
  adminId = admin.user.id;
  const saved = await send('PUT', { engine: 'fal', secret: FAKE_FAL_KEY, base_url: fal.url });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => Promise.all([server.close(), fal.close(), stranger.close()]));

function send(method: 'PUT' | 'POST', payload: object) {
  const url = `/api/admin/engines/${SERVICE}${method === 'POST' ? '/test' : ''}`;
  return server.app.inject({ method, url, headers: bearer(adminToken), payload });
}

const auditedTests = async () =>
  (
    await server.app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=engine.test&target_id=${SERVICE}`,
      headers: bearer(adminToken),
    })
  ).json<{ entries: { admin_id: string; after: Record<string, unknown> }[] }>().entries;

describe('the saved key stays with its address', () => {
  it('refuses a test of a new base URL with the saved key, and sends it nothing', async () => {
    const response = await send('POST', { engine: 'fal', base_url: stranger.url });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'engine_secret_required' });
    expect(stranger.authorizations).toEqual([]);
  });

  it('refuses to save a new base URL with the saved key, and keeps the setting', async () => {
    const response = await send('PUT', { engine: 'fal', base_url: stranger.url });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'engine_secret_required' });
    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/admin/engines',
      headers: bearer(adminToken),
    });
    const studio = listed
      .json<{ studios: { service: string; base_url: string }[] }>()
      .studios.find((candidate) => candidate.service === SERVICE);
    expect(studio?.base_url).toBe(fal.url);
  });

  it('tests the saved pair when the form keeps the key and the address', async () => {
    const response = await send('POST', { engine: 'fal', base_url: fal.url });
    expect(response.json()).toMatchObject({ ok: true });
  });

  it('sends a typed key to the typed address, never the saved one', async () => {
    const response = await send('POST', {
      engine: 'fal',
      secret: 'typed-id:typed-secret',
      base_url: stranger.url,
    });

    expect(response.statusCode).toBe(200);
    expect(stranger.authorizations).toEqual(['Key typed-id:typed-secret']);
  });
});

describe('a test tells nothing about the network', () => {
  it('answers alike for a closed port, a port that is not HTTP and a TLS mismatch', async () => {
    const silent = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    try {
      const answers = await Promise.all(
        [
          'http://127.0.0.1:9',
          `http://127.0.0.1:${silentPort}`,
          stranger.url.replace('http:', 'https:'),
        ].map(async (base_url) =>
          (await send('POST', { engine: 'fal', secret: 'any:key', base_url })).json(),
        ),
      );

      for (const answer of answers) {
        expect(answer).toEqual({
          ok: false,
          code: 'unreachable',
          detail: 'Could not reach the provider.',
        });
      }
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the audit log', () => {
  it('keeps every test: who, which provider and address, and how it went; never the key', async () => {
    const before = (await auditedTests()).length;
    await send('POST', { engine: 'fal', base_url: fal.url });
    await send('POST', { engine: 'fal', secret: 'wrong:key', base_url: 'http://127.0.0.1:9' });

    const entries = await auditedTests();
    expect(entries).toHaveLength(before + 2);
    const [unreachable, accepted] = entries;
    expect(accepted).toMatchObject({
      admin_id: adminId,
      after: { engine: 'fal', base_url: fal.url, key: 'saved', ok: true },
    });
    expect(unreachable).toMatchObject({
      admin_id: adminId,
      after: { engine: 'fal', base_url: 'http://127.0.0.1:9', key: 'typed', ok: false },
    });
    expect(JSON.stringify(entries)).not.toContain(FAKE_FAL_KEY);
    expect(JSON.stringify(entries)).not.toContain('wrong:key');
  });
});
