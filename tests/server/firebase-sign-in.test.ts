/**
 * POST /auth/firebase/login|register with real RS256 ID tokens, verified against a local JWKS
 * (docs/product-rules.md#google-sign-in, docs/product-rules.md#google-sign-in-requests).
 */
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIREBASE_ERRORS, firebaseAuthResponseSchema } from '../../common/contracts/auth';
import {
  bearer,
  createUser,
  DEFAULT_PASSWORD,
  post,
  signIn as signInWithPassword,
  uniqueEmail,
} from './helpers/accounts';
import { type FakeGoogle, type SignOptions, startFakeGoogle } from './helpers/fake-google';
import { createTestApp, queryRows, type TestApp } from './test-app';

const PROJECT_ID = 'studio-ai-test';
const STRANGER_PASSWORD = 'Stranger-Pass-42';
let google: FakeGoogle;
let server: TestApp;

beforeAll(async () => {
  google = await startFakeGoogle();
  server = await createTestApp({
    env: { FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_JWKS_URL: google.jwksUrl },
  });
});
afterAll(async () => {
  await server.close();
  await google.close();
});

let uidCount = 0;

/** A Firebase ID token as Google signs it for a Google sign-in, with `overrides`. */
function firebaseToken(claims: JWTPayload = {}, options?: SignOptions) {
  const uid = `uid-${++uidCount}`;
  return google.signIdToken(
    {
      iss: `https://securetoken.google.com/${PROJECT_ID}`,
      aud: PROJECT_ID,
      sub: uid,
      user_id: uid,
      auth_time: Math.floor(Date.now() / 1000) - 5,
      email: uniqueEmail('google'),
      email_verified: true,
      name: 'Minh Tran',
      picture: 'https://lh3.googleusercontent.com/a/photo',
      firebase: { sign_in_provider: 'google.com' },
      ...claims,
    },
    options,
  );
}

/** The userData the client sends: it claims what the token says unless told otherwise. */
function userDataOf(token: string, overrides: object = {}) {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    email: string;
  };
  return { uid: claims.sub, email: claims.email, displayName: 'Minh', ...overrides };
}

const signIn = (idToken: string, userData: unknown = userDataOf(idToken), path = 'login') =>
  post(server, `/auth/firebase/${path}`, { idToken, userData });

describe('a valid Firebase ID token', () => {
  it('creates a verified account with the free trial, then signs in to the same one', async () => {
    const token = await firebaseToken();
    const email = userDataOf(token).email;
    const first = await signIn(token);
    expect(first.statusCode).toBe(200);
    const body = firebaseAuthResponseSchema.parse(first.json());
    expect(body).toMatchObject({
      token_type: 'bearer',
      is_new_user: true,
      user: { email, name: 'Minh Tran', is_verified: true, credits: 5 },
      traditional_login: { email, password_set: false },
    });
    expect(body.user.photo_url).toBe('https://lh3.googleusercontent.com/a/photo');

    const again = firebaseAuthResponseSchema.parse(
      (await signIn(token, undefined, 'register')).json(),
    );
    expect(again).toMatchObject({ is_new_user: false, user: { id: body.user.id, credits: 5 } });
    const ledger = await queryRows(
      server.database,
      `SELECT * FROM credit_ledger WHERE user_id = '${body.user.id}'`,
    );
    expect(ledger).toHaveLength(1);
  });

  it('creates one account when the first sign-ins race', async () => {
    const token = await firebaseToken();
    const responses = await Promise.all(Array.from({ length: 4 }, () => signIn(token)));
    const bodies = responses.map((response) => firebaseAuthResponseSchema.parse(response.json()));
    expect(new Set(bodies.map((body) => body.user.id)).size).toBe(1);
    expect(bodies.filter((body) => body.is_new_user)).toHaveLength(1);
    expect(bodies.map((body) => body.user.credits)).toEqual([5, 5, 5, 5]);
  });

  it("uses the token's e-mail and uid, not the ones userData claims", async () => {
    const token = await firebaseToken();
    const claimed = uniqueEmail('claimed');
    const response = await signIn(token, userDataOf(token, { email: claimed, uid: 'forged' }));
    expect(response.json()).toMatchObject({ user: { email: userDataOf(token).email } });
    const [row] = await queryRows<{ count: number }>(
      server.database,
      `SELECT count(*)::int AS count FROM users WHERE email = '${claimed}'`,
    );
    expect(row?.count).toBe(0);
  });

  it('refuses an account an admin disabled with 403 account_disabled, linking nothing', async () => {
    const token = await firebaseToken();
    const first = firebaseAuthResponseSchema.parse((await signIn(token)).json());
    const existing = await createUser(server);
    await queryRows(
      server.database,
      `UPDATE users SET disabled_at = now() WHERE id IN ('${first.user.id}', '${existing.id}')`,
    );
    const known = await signIn(token);
    expect(known.statusCode).toBe(403);
    expect(known.json()).toMatchObject({ code: 'account_disabled' });
    const sameEmail = await signIn(await firebaseToken({ email: existing.email }));
    expect(sameEmail.json()).toMatchObject({ code: 'account_disabled' });
    const identities = await queryRows(
      server.database,
      `SELECT 1 FROM user_identities WHERE user_id = '${existing.id}'`,
    );
    expect(identities).toEqual([]);
  });

  it('links to an existing password account with the same e-mail (password_set true)', async () => {
    const existing = await createUser(server);
    const token = await firebaseToken({ email: existing.email.toUpperCase() });
    const response = firebaseAuthResponseSchema.parse((await signIn(token)).json());
    expect(response).toMatchObject({
      is_new_user: false,
      user: { id: existing.id },
      traditional_login: { email: existing.email, password_set: true },
    });
  });

  it('keeps the password of a verified account it links to', async () => {
    const existing = await createUser(server);
    await signIn(await firebaseToken({ email: existing.email }));
    const login = await post(server, '/auth/login', {
      username: existing.email,
      password: DEFAULT_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('an account a stranger registered with the address and never verified', () => {
  it("is the Google user's once they sign in: the stranger's password stops working", async () => {
    const email = uniqueEmail('victim');
    const register = await post(server, '/auth/register', {
      name: 'Not The Owner',
      email,
      password: STRANGER_PASSWORD,
    });
    expect(register.statusCode).toBe(200);

    const response = await signIn(await firebaseToken({ email, name: 'Real Owner' }));
    expect(response.statusCode).toBe(200);
    expect(firebaseAuthResponseSchema.parse(response.json())).toMatchObject({
      is_new_user: false,
      user: { email, name: 'Real Owner', is_verified: true, credits: 5 },
      traditional_login: { email, password_set: false },
    });
    const strangerLogin = await post(server, '/auth/login', {
      username: email,
      password: STRANGER_PASSWORD,
    });
    expect(strangerLogin.statusCode).toBe(401);
    expect(strangerLogin.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('loses every session it had when the owner signs in with Google', async () => {
    const existing = await createUser(server);
    const oldToken = await signInWithPassword(server, existing.email);
    await queryRows(
      server.database,
      `UPDATE users SET is_verified = false WHERE id = '${existing.id}'`,
    );

    expect((await signIn(await firebaseToken({ email: existing.email }))).statusCode).toBe(200);
    const profile = await server.app.inject({ url: '/auth/profile', headers: bearer(oldToken) });
    expect(profile.statusCode).toBe(401);
  });
});

describe('an ID token whose e-mail Google did not verify', () => {
  it('opens no session and creates no account (403 identity_email_unverified)', async () => {
    const token = await firebaseToken({ email_verified: false });
    const response = await signIn(token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'identity_email_unverified' });
    expect(response.json()).not.toHaveProperty('access_token');
    const [row] = await queryRows<{ count: number }>(
      server.database,
      `SELECT count(*)::int AS count FROM users WHERE email = '${userDataOf(token).email}'`,
    );
    expect(row?.count).toBe(0);
  });

  it('cannot sign in to, or change, an existing account with that e-mail', async () => {
    const existing = await createUser(server);
    const response = await signIn(
      await firebaseToken({ email: existing.email, email_verified: false }),
    );
    expect(response.statusCode).toBe(403);
    const [identities] = await queryRows<{ count: number }>(
      server.database,
      `SELECT count(*)::int AS count FROM user_identities WHERE user_id = '${existing.id}'`,
    );
    expect(identities?.count).toBe(0);
  });
});

describe('a Firebase ID token that fails verification', () => {
  const refusals: Array<[string, () => Promise<string>]> = [
    ['another audience', () => firebaseToken({ aud: 'another-project' })],
    ['another issuer', () => firebaseToken({ iss: 'https://securetoken.google.com/other' })],
    ['an expired token', () => firebaseToken({}, { expiresInSeconds: -60 })],
    ['a key outside the JWKS', () => firebaseToken({}, { foreignKey: true })],
    ['auth_time in the future', () => firebaseToken({ auth_time: Date.now() / 1000 + 600 })],
  ];

  it.each(refusals)('is refused for %s with 401 invalid_identity_token', async (_case, make) => {
    const token = await make();
    const response = await signIn(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_identity_token' });
  });

  it('is refused when its signature was tampered with', async () => {
    const [header, , signature] = (await firebaseToken()).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'admin', email: 'admin@studioai.vn', aud: PROJECT_ID }),
    ).toString('base64url');
    const response = await signIn(`${header}.${forgedPayload}.${signature}`, {
      uid: 'admin',
      email: 'admin@studioai.vn',
    });
    expect(response.json()).toMatchObject({ code: 'invalid_identity_token' });
  });
});

describe('a malformed Firebase request (docs/product-rules.md#google-sign-in-requests)', () => {
  const malformed = { code: 'malformed_identity_token', detail: FIREBASE_ERRORS.malformedToken };

  it('refuses an ID token under 100 characters with the spec text', async () => {
    const response = await signIn('short.token', { uid: 'u', email: 'a@b.c' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(malformed);
  });

  it('refuses a long string that is not a JWT with the same text', async () => {
    const response = await signIn('x'.repeat(150), { uid: 'u', email: 'a@b.c' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(malformed);
  });

  it.each([
    ['without email', { uid: 'u1' }],
    ['without uid', { email: 'a@b.c' }],
    ['missing', undefined],
  ])('refuses userData %s with the spec text', async (_case, userData) => {
    const response = await signIn(await firebaseToken(), userData ?? null);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid_identity_user_data',
      detail: FIREBASE_ERRORS.missingUserData,
    });
  });
});

describe('Firebase sign-in without FIREBASE_PROJECT_ID', () => {
  let unconfigured: TestApp;
  beforeAll(async () => {
    unconfigured = await createTestApp();
  });
  afterAll(() => unconfigured.close());

  it.each(['login', 'register'])('answers /auth/firebase/%s with 503', async (path) => {
    const response = await post(unconfigured, `/auth/firebase/${path}`, {
      idToken: await firebaseToken(),
      userData: { uid: 'u', email: 'a@b.c' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'firebase_not_configured' });
  });
});
