/**
 * POST /auth/google/callback: the authorization-code exchange against a local token endpoint
 * that behaves like Google's, and the returned ID token verified against a local JWKS.
 */
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firebaseAuthResponseSchema } from '../../common/contracts/auth';
import { post, uniqueEmail } from './helpers/accounts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  type FakeGoogle,
  type SignOptions,
  startFakeGoogle,
} from './helpers/fake-google';
import { createTestApp, type TestApp } from './test-app';

const REDIRECT_URI = 'http://localhost:8080/auth/google/callback';
let google: FakeGoogle;
let server: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle();
  server = await createTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_JWKS_URL: google.jwksUrl,
    },
  });
});
afterAll(async () => {
  await server.close();
  await google.close();
});

let subjectCount = 0;

/** A code for a Google ID token (`claims` override the usual ones). */
async function codeFor(claims: JWTPayload = {}, options?: SignOptions) {
  const idToken = await google.signIdToken(
    {
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: `10876${++subjectCount}`,
      email: uniqueEmail('oauth'),
      email_verified: true,
      name: 'Hoa Le',
      ...claims,
    },
    options,
  );
  return google.issueCode(idToken, REDIRECT_URI);
}

const callback = (code: string, redirectUri = REDIRECT_URI) =>
  post(server, '/auth/google/callback', { code, redirect_uri: redirectUri });

describe('a Google authorization code', () => {
  it('signs in, creating the account the first time only', async () => {
    const email = uniqueEmail('first');
    const first = await callback(await codeFor({ sub: 'google-sub-1', email }));
    expect(first.statusCode).toBe(200);
    expect(firebaseAuthResponseSchema.parse(first.json())).toMatchObject({
      is_new_user: true,
      user: { email, name: 'Hoa Le', is_verified: true, credits: 5 },
      traditional_login: { email, password_set: false },
    });
    const second = await callback(await codeFor({ sub: 'google-sub-1', email }));
    expect(second.json()).toMatchObject({ is_new_user: false, user: { email, credits: 5 } });
  });

  it('whose ID token has an unverified e-mail opens no session (403)', async () => {
    const response = await callback(await codeFor({ email_verified: false }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'identity_email_unverified' });
  });

  it('accepts the issuer without https:// too', async () => {
    const response = await callback(await codeFor({ iss: 'accounts.google.com' }));
    expect(response.statusCode).toBe(200);
  });

  it('works once: a used code gets 400 invalid_authorization_code', async () => {
    const code = await codeFor();
    expect((await callback(code)).statusCode).toBe(200);
    const replay = await callback(code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'invalid_authorization_code' });
  });

  it('is refused for an unknown code and for another redirect_uri', async () => {
    expect((await callback('4/not-a-code')).json()).toMatchObject({
      code: 'invalid_authorization_code',
    });
    const code = await codeFor();
    const elsewhere = await callback(code, 'https://evil.example/callback');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'invalid_authorization_code' });
  });
});

describe('an ID token from the exchange that fails verification', () => {
  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['another issuer', { iss: 'https://accounts.example.com' }, {}],
    ['an expired token', {}, { expiresInSeconds: -60 }],
    ['a key outside the JWKS', {}, { foreignKey: true }],
  ] as const)('is refused for %s with 401', async (_case, claims, options) => {
    const response = await callback(await codeFor(claims, options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_identity_token' });
  });
});

describe('Google sign-in misconfigured or unreachable', () => {
  const CLOSED_PORT_URL = 'http://127.0.0.1:9';
  let wrongSecret: TestApp;
  let unreachable: TestApp;
  let unconfigured: TestApp;
  beforeAll(async () => {
    const client = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl };
    [wrongSecret, unreachable, unconfigured] = await Promise.all([
      createTestApp({
        env: { ...client, GOOGLE_CLIENT_SECRET: 'wrong', GOOGLE_TOKEN_URL: google.tokenUrl },
      }),
      createTestApp({
        env: {
          ...client,
          GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
          GOOGLE_TOKEN_URL: `${CLOSED_PORT_URL}/token`,
        },
      }),
      createTestApp(),
    ]);
  });
  // An app that failed to start is not there to close: report that failure, not a TypeError.
  afterAll(() => Promise.all([wrongSecret, unreachable, unconfigured].map((app) => app?.close())));

  it('answers 502 identity_provider_unavailable when Google refuses our client secret', async () => {
    const response = await post(wrongSecret, '/auth/google/callback', {
      code: await codeFor(),
      redirect_uri: REDIRECT_URI,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'identity_provider_unavailable' });
  });

  it('answers 502 when the token endpoint does not answer', async () => {
    const response = await post(unreachable, '/auth/google/callback', {
      code: await codeFor(),
      redirect_uri: REDIRECT_URI,
    });
    expect(response.statusCode).toBe(502);
  });

  it('answers 503 google_not_configured without GOOGLE_CLIENT_ID/SECRET', async () => {
    const response = await post(unconfigured, '/auth/google/callback', {
      code: 'any',
      redirect_uri: REDIRECT_URI,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'google_not_configured' });
  });
});
