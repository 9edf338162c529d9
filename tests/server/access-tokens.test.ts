/** The access token (HS256 JWT with sub, sid, iat, exp) and the GET /auth/profile check. */
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../common/contracts/auth';
import { bearer, createSignedInUser } from './helpers/accounts';
import { createTestApp, queryRows, type TestApp } from './test-app';

const SEVEN_DAYS_S = 7 * 86_400;
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const profile = (headers: Record<string, string> = {}) =>
  server.app.inject({ url: '/auth/profile', headers });

function sign(
  secret: string,
  { sub, sid, expiresAt }: { sub: string; sid: string; expiresAt: number },
) {
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(expiresAt - SEVEN_DAYS_S)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

const nowS = () => Math.floor(Date.now() / 1000);
const sessionOf = (token: string) => decodeJwt(token).sid as string;
const unauthorized = { code: 'unauthorized', message: expect.any(String) };

describe('a login token', () => {
  it('carries sub (the user id), sid (its session), iat and exp 7 days later, and opens /auth/profile', async () => {
    const { user, token } = await createSignedInUser(server, { name: 'Token Owner' });
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(user.id);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(SEVEN_DAYS_S);
    const response = await profile(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toMatchObject({
      id: user.id,
      name: 'Token Owner',
      is_admin: false,
    });
  });
});

describe('GET /auth/profile refuses with 401 unauthorized', () => {
  it('without a token, and with a token that is not a JWT', async () => {
    expect((await profile()).json()).toEqual(unauthorized);
    const garbage = await profile(bearer('not.a.jwt'));
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json()).toEqual(unauthorized);
  });

  it('a token signed with another secret', async () => {
    const { user, token } = await createSignedInUser(server);
    const forged = await sign('another-secret-that-is-long-enough-for-hs256', {
      sub: user.id,
      sid: sessionOf(token),
      expiresAt: nowS() + 3_600,
    });
    expect((await profile(bearer(forged))).statusCode).toBe(401);
  });

  it('an expired token', async () => {
    const { user, token } = await createSignedInUser(server);
    const claims = { sub: user.id, sid: sessionOf(token) };
    const expired = await sign(server.config.JWT_SECRET, { ...claims, expiresAt: nowS() - 1 });
    expect((await profile(bearer(expired))).statusCode).toBe(401);
    const fresh = await sign(server.config.JWT_SECRET, { ...claims, expiresAt: nowS() + 60 });
    expect((await profile(bearer(fresh))).statusCode).toBe(200);
  });

  it('the token of a deleted user', async () => {
    const { user, token } = await createSignedInUser(server);
    await queryRows(server.database, `DELETE FROM users WHERE id = '${user.id}'`);
    expect((await profile(bearer(token))).statusCode).toBe(401);
  });
});
