import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

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
    expect(response.json()).toEqual({ firebase: null, googleClientId: null, devTools: true });
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
      googleClientId: 'client.apps.googleusercontent.com',
      devTools: true,
    });
    expect(response.body).not.toContain('top-secret');
  });
});
