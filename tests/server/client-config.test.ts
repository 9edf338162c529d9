import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from './test-app';

let running: TestApp | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('GET /api/config', () => {
  it('hides Google sign-in and shows the dev tools when nothing is configured', async () => {
    running = await createTestApp();
    const response = await running.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firebase: null,
      firebaseIncomplete: false,
      googleClientId: null,
      devTools: true,
    });
  });

  it('reports a Firebase configuration with the API key or project id missing as incomplete', async () => {
    running = await createTestApp({ env: { FIREBASE_PROJECT_ID: 'studio-ai-vn' } });
    const response = await running.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ firebase: null, firebaseIncomplete: true });
  });

  it('publishes the Firebase web config and the OAuth client id, never the secret', async () => {
    running = await createTestApp({
      env: {
        FIREBASE_PROJECT_ID: 'studio-ai-vn',
        FIREBASE_API_KEY: 'AIzaTestKey',
        FIREBASE_APP_ID: '1:2:web:3',
        GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'top-secret',
      },
    });
    const response = await running.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      firebase: {
        apiKey: 'AIzaTestKey',
        authDomain: 'studio-ai-vn.firebaseapp.com',
        projectId: 'studio-ai-vn',
        appId: '1:2:web:3',
      },
      firebaseIncomplete: false,
      googleClientId: 'client.apps.googleusercontent.com',
      devTools: true,
    });
    expect(response.body).not.toContain('top-secret');
  });

  describe('devTools: whether the developer pages work for this browser', () => {
    const thisMachine = { remoteAddress: '127.0.0.1' };
    const elsewhere = { remoteAddress: '203.0.113.7' };
    const forwarded = { ...thisMachine, headers: { 'x-forwarded-for': '203.0.113.7' } };
    /** What each client is told by a server started with `env`. */
    async function devToolsFor(env: Record<string, string>, clients: object[]) {
      running = await createTestApp({ env });
      const server = running;
      const answers = clients.map((client) => server.app.inject({ url: '/api/config', ...client }));
      return (await Promise.all(answers)).map(
        (response) => (response.json() as { devTools: boolean }).devTools,
      );
    }

    it('on a loopback HOST: true to this machine, false to another or through a proxy', async () => {
      const clients = [thisMachine, elsewhere, forwarded];
      expect(await devToolsFor({ HOST: '127.0.0.1' }, clients)).toEqual([true, false, false]);
    });

    it('on HOST=0.0.0.0: false', async () => {
      expect(await devToolsFor({ HOST: '0.0.0.0' }, [thisMachine])).toEqual([false]);
    });

    it('with DEV_TOOLS=1 on HOST=0.0.0.0: true to this machine only', async () => {
      const clients = [thisMachine, elsewhere, forwarded];
      expect(await devToolsFor({ HOST: '0.0.0.0', DEV_TOOLS: '1' }, clients)).toEqual([
        true,
        false,
        false,
      ]);
    });

    it('with DEV_TOOLS=0: false', async () => {
      const env = { HOST: '127.0.0.1', DEV_TOOLS: '0' };
      expect(await devToolsFor(env, [thisMachine])).toEqual([false]);
    });

    it('in production: false', async () => {
      expect(await devToolsFor(PRODUCTION_ENV, [thisMachine])).toEqual([false]);
    });
  });
});
