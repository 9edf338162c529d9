/**
 * The admin Engines page's API (docs/engines.md "The Engines page"): each studio's engine chosen
 * for the next job, keys sealed at rest and never sent back, the environment winning where it
 * is set, and 'test connection' against a local fal, Replicate and Cog.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studiosResponseSchema } from '../../common/contracts/studios';
import { loadConfig } from '../../server/config';
import { createEngineSettings } from '../../server/modules/engine-settings/engine-settings.service';
import { openSecret, sealSecret } from '../../server/modules/engine-settings/secret-box';
import { engineLabelsFrom } from '../../server/modules/generations/engine-labels';
import { createEngines } from '../../server/studios/create-studio-engines';
import { FAKE_FAL_KEY, type FakeFal, startFakeFal } from './fakes/fake-fal';
import {
  FAKE_REPLICATE_TOKEN,
  type FakeReplicate,
  startFakeReplicate,
} from './fakes/fake-replicate';
import { bearer, createSignedInUser } from './helpers/accounts';
import { createTestApp, queryRows, silentLogger, type TestApp } from './test-app';

const ADMIN = 'engines-admin@studioai.vn';
let server: TestApp;
let adminToken: string;
let fal: FakeFal;
let replicate: FakeReplicate;

beforeAll(async () => {
  [server, fal, replicate] = await Promise.all([
    createTestApp({ env: { ADMIN_EMAILS: ADMIN } }),
    startFakeFal(),
    startFakeReplicate(),
  ]);
  adminToken = (await createSignedInUser(server, { email: ADMIN })).token;
});
afterAll(() => Promise.all([server.close(), fal.close(), replicate.close()]));

const put = (service: string, payload: object, token = adminToken) =>
  server.app.inject({
    method: 'PUT',
    url: `/api/admin/engines/${service}`,
    headers: bearer(token),
    payload,
  });
const testConnection = (service: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: `/api/admin/engines/${service}/test`,
    headers: bearer(adminToken),
    payload,
  });
const list = async () =>
  (
    await server.app.inject({
      method: 'GET',
      url: '/api/admin/engines',
      headers: bearer(adminToken),
    })
  ).json<{ studios: { service: string }[]; environment: Record<string, boolean> }>();
const studioOf = async (service: string) =>
  (await list()).studios.find((studio) => studio.service === service);
const catalogEngine = async (service: string) => {
  const response = await server.app.inject({ method: 'GET', url: '/api/studios' });
  const studio = studiosResponseSchema
    .parse(response.json())
    .studios.find((candidate) => candidate.service === service);
  return studio && { name: studio.engine, quality: studio.quality };
};

describe('the Engines page API', () => {
  it('lists each studio on the local engine by default, with no key and no variable set', async () => {
    const body = await list();
    expect(body.studios.map((studio) => studio.service)).toEqual(
      expect.arrayContaining(['virtual-tryon', 'hairstyle-changer', 'body-generator']),
    );
    expect(await studioOf('virtual-tryon')).toMatchObject({
      engine: 'local',
      quality: 'preview',
      offered: ['local', 'fal', 'replicate'],
      chosen_by_variable: null,
      secret_set: false,
      secret_hint: null,
    });
    expect(body.environment).toMatchObject({ FAL_KEY: false, REPLICATE_API_TOKEN: false });
  });

  it('refuses an engine that cannot run yet, saying what is missing, and keeps the old one', async () => {
    const response = await put('virtual-tryon', { engine: 'fal' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'engine_not_ready',
      detail: expect.stringContaining('needs FAL_KEY'),
    });
    expect(await studioOf('virtual-tryon')).toMatchObject({ engine: 'local' });
  });

  it('switches try-on to fal with a key that is sealed at rest and never sent back', async () => {
    const response = await put('virtual-tryon', {
      engine: 'fal',
      secret: FAKE_FAL_KEY,
      base_url: fal.url,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(FAKE_FAL_KEY);
    expect(response.json()).toMatchObject({
      engine: 'fal',
      quality: 'standard',
      secret_set: true,
      secret_hint: `…${FAKE_FAL_KEY.slice(-4)}`,
      base_url: fal.url,
    });
    const listed = await server.app.inject({
      method: 'GET',
      url: '/api/admin/engines',
      headers: bearer(adminToken),
    });
    expect(listed.body).not.toContain(FAKE_FAL_KEY);

    const [row] = await queryRows<{ secret_sealed: string }>(
      server.database,
      "SELECT secret_sealed FROM engine_settings WHERE service = 'virtual-tryon'",
    );
    expect(row?.secret_sealed).not.toContain(FAKE_FAL_KEY);
    expect(row?.secret_sealed).not.toContain(Buffer.from(FAKE_FAL_KEY).toString('base64'));
    expect(
      openSecret(row?.secret_sealed ?? '', server.config.SETTINGS_ENCRYPTION_KEY, 'virtual-tryon'),
    ).toBe(FAKE_FAL_KEY);
    // The next request is labelled with the new engine: the studio list says so at once.
    expect(await catalogEngine('virtual-tryon')).toMatchObject({
      name: 'fal',
      quality: 'standard',
    });
  });

  it('keeps the saved key when the form leaves it out, and drops it when the engine changes', async () => {
    await put('virtual-tryon', { engine: 'fal', quality: 'preview' });
    expect(await studioOf('virtual-tryon')).toMatchObject({ secret_set: true, quality: 'preview' });

    const response = await put('virtual-tryon', {
      engine: 'replicate',
      replicate_protocol: 'cog',
      base_url: `${replicate.url}/cog`,
    });
    expect(response.json()).toMatchObject({ engine: 'replicate', secret_set: false });

    await put('virtual-tryon', { engine: 'local' });
    expect(await studioOf('virtual-tryon')).toMatchObject({ engine: 'local', quality: 'preview' });
    expect(await catalogEngine('virtual-tryon')).toMatchObject({ name: 'local' });
  });

  it('refuses a studio the page does not know, and a malformed URL or model', async () => {
    expect((await put('no-such-studio', { engine: 'local' })).statusCode).toBe(400);
    expect((await put('virtual-tryon', { engine: 'fal', base_url: 'ftp://x' })).statusCode).toBe(
      400,
    );
    expect(
      (await put('virtual-tryon', { engine: 'replicate', replicate_model: 'no-slash' })).statusCode,
    ).toBe(400);
  });
});

describe('test connection', () => {
  it('says whether fal accepts the key, without saving anything', async () => {
    const good = await testConnection('hairstyle-changer', {
      engine: 'fal',
      secret: FAKE_FAL_KEY,
      base_url: fal.url,
    });
    expect(good.json()).toMatchObject({ ok: true, detail: expect.stringContaining('accepted') });
    const bad = await testConnection('hairstyle-changer', {
      engine: 'fal',
      secret: 'wrong:key',
      base_url: fal.url,
    });
    expect(bad.json()).toMatchObject({ ok: false, detail: 'fal refused the key (401).' });
    expect(await studioOf('hairstyle-changer')).toMatchObject({
      engine: 'local',
      secret_set: false,
    });
  });

  it('names the Replicate account of a token, and refuses a wrong one', async () => {
    const base = { engine: 'replicate', base_url: `${replicate.url}/v1` };
    expect(
      (await testConnection('body-generator', { ...base, secret: FAKE_REPLICATE_TOKEN })).json(),
    ).toEqual({ ok: true, detail: 'Replicate account: fake-shop.' });
    expect(
      (await testConnection('body-generator', { ...base, secret: 'r8_wrong' })).json(),
    ).toEqual({
      ok: false,
      detail: 'Replicate refused the token (401).',
    });
  });

  it('checks a Cog container’s health, and says when nothing answers', async () => {
    const cog = { engine: 'replicate', replicate_protocol: 'cog' };
    expect(
      (await testConnection('virtual-tryon', { ...cog, base_url: `${replicate.url}/cog` })).json(),
    ).toEqual({ ok: true, detail: 'Cog container: READY.' });
    const nobody = await testConnection('virtual-tryon', {
      ...cog,
      base_url: 'http://127.0.0.1:9',
    });
    expect(nobody.json()).toEqual({
      ok: false,
      code: 'unreachable',
      detail: 'Could not reach the provider.',
    });
  });
});

describe('test connection with nothing to connect with', () => {
  it("names what is missing as a code the page says in the admin's language", async () => {
    const fal = await testConnection('image-editing', { engine: 'fal' });
    expect(fal.json()).toMatchObject({ ok: false, code: 'no_fal_key' });
    const replicate = await testConnection('body-generator', { engine: 'replicate' });
    expect(replicate.json()).toMatchObject({ ok: false, code: 'no_replicate_token' });
  });
});

describe('the environment wins', () => {
  let envServer: TestApp;
  let token: string;
  beforeAll(async () => {
    envServer = await createTestApp({
      env: {
        ADMIN_EMAILS: ADMIN,
        AI_ENGINE_VIRTUAL_TRYON: 'local',
        FAL_KEY: FAKE_FAL_KEY,
        FAL_BASE_URL: fal.url,
      },
    });
    token = (await createSignedInUser(envServer, { email: ADMIN })).token;
  });
  afterAll(() => envServer.close());

  it('names the variable that chose an engine, and refuses to change it', async () => {
    const listed = await envServer.app.inject({
      method: 'GET',
      url: '/api/admin/engines',
      headers: bearer(token),
    });
    const body = listed.json<{ studios: { service: string }[]; environment: object }>();
    expect(body.studios.find((s) => s.service === 'virtual-tryon')).toMatchObject({
      chosen_by_variable: 'AI_ENGINE_VIRTUAL_TRYON',
    });
    expect(body.environment).toMatchObject({ FAL_KEY: true });

    const response = await envServer.app.inject({
      method: 'PUT',
      url: '/api/admin/engines/virtual-tryon',
      headers: bearer(token),
      payload: { engine: 'fal' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'engine_set_by_environment',
      detail: expect.stringContaining('AI_ENGINE_VIRTUAL_TRYON'),
    });
  });

  it('tests the FAL_KEY variable where the form keeps the key, and a typed key on its own', async () => {
    const test = (payload: object) =>
      envServer.app.inject({
        method: 'POST',
        url: '/api/admin/engines/hairstyle-changer/test',
        headers: bearer(token),
        payload,
      });
    expect((await test({ engine: 'fal' })).json()).toMatchObject({ ok: true });
    // A typed key is tested as typed: the variable's key is not swapped in for it.
    const typed = await test({ engine: 'fal', secret: 'typed:on-the-page', base_url: fal.url });
    expect(typed.json()).toEqual({ ok: false, detail: 'fal refused the key (401).' });
  });
});

describe('the job runner', () => {
  it('runs the next job on the engine just chosen, and keeps a setting it cannot open', async () => {
    const config = server.config;
    const engines = createEngines(config);
    const labels = engineLabelsFrom(config);
    const settings = createEngineSettings({
      db: server.database.db,
      config,
      logger: silentLogger,
      labels,
      engines,
    });
    await put('virtual-tryon', { engine: 'fal', secret: FAKE_FAL_KEY, base_url: fal.url });
    await settings.apply();
    expect(labels['virtual-tryon']).toMatchObject({ name: 'fal' });

    fal.reset();
    const image = await sharp({ create: { width: 8, height: 12, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const output = await engines['virtual-tryon']?.run(
      {
        inputs: {
          model: { bytes: image, contentType: 'image/png' },
          garment: { bytes: image, contentType: 'image/png' },
        },
        params: { category: 'tops' },
      },
      { signal: new AbortController().signal, onPhase: () => Promise.resolve() },
    );
    expect(output).toMatchObject({ contentType: 'image/png' });
    expect(fal.submissions).toHaveLength(1);

    // Another process whose SETTINGS_ENCRYPTION_KEY differs cannot open the key: it keeps local.
    const otherConfig = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: 'memory://' });
    const otherLabels = engineLabelsFrom(otherConfig);
    await createEngineSettings({
      db: server.database.db,
      config: otherConfig,
      logger: silentLogger,
      labels: otherLabels,
    }).apply();
    expect(otherLabels['virtual-tryon']).toMatchObject({ name: 'local' });
    await put('virtual-tryon', { engine: 'local' });
  });
});

describe('sealed keys', () => {
  it('open only with the same key and for the same studio', () => {
    const key = Buffer.alloc(32, 1);
    const sealed = sealSecret('fal-secret', key, 'virtual-tryon');
    expect(openSecret(sealed, key, 'virtual-tryon')).toBe('fal-secret');
    expect(openSecret(sealed, key, 'hairstyle-changer')).toBeUndefined();
    expect(openSecret(sealed, Buffer.alloc(32, 2), 'virtual-tryon')).toBeUndefined();
    expect(sealSecret('fal-secret', key, 'virtual-tryon')).not.toBe(sealed);
  });
});
