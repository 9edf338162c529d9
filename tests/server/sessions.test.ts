/**
 * Sessions end on the server: every access token names a row of user_sessions, and a token
 * whose session was ended (sign-out, sign out everywhere, ended from another device) answers 401
 * at once, not when its 7 days are up (docs/accounts.md, "Sessions").
 */
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionListResponseSchema } from '../../common/contracts/sessions';
import { LAST_SEEN_RESOLUTION_MS } from '../../server/modules/auth/sessions';
import { bearer, createUser, DEFAULT_PASSWORD, signIn } from './helpers/accounts';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, queryRows, type TestApp } from './test-app';

const clock = createTestClock();
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ clock: clock.now });
});
afterAll(() => server.close());

const profile = (token: string) =>
  server.app.inject({ url: '/auth/profile', headers: bearer(token) });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
  server.app.inject({ method, url, headers: bearer(token) });
const listSessions = async (token: string) =>
  sessionListResponseSchema.parse((await call('GET', '/auth/sessions', token)).json()).sessions;

/** A verified user signed in on two devices. */
async function userOnTwoDevices() {
  const user = await createUser(server);
  const first = await signIn(server, user.email);
  const second = await signIn(server, user.email);
  return { user, first, second };
}

describe('a sign-in', () => {
  it('opens a session that the token names and the session list shows', async () => {
    const user = await createUser(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '203.0.113.9',
      headers: { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0) Safari/604.1' },
      payload: { username: user.email, password: DEFAULT_PASSWORD },
    });
    const token = response.json<{ access_token: string }>().access_token;
    const { sid } = decodeJwt(token);
    const sessions = await listSessions(token);
    expect(sessions).toEqual([
      expect.objectContaining({
        id: sid,
        current: true,
        ip_address: '203.0.113.9',
        user_agent: 'Mozilla/5.0 (iPad; CPU OS 17_0) Safari/604.1',
      }),
    ]);
  });
});

describe('POST /auth/logout', () => {
  it('ends this token on the server and leaves the other device signed in', async () => {
    const { first, second } = await userOnTwoDevices();
    const logout = await call('POST', '/auth/logout', first);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 'success', ended: 1 });
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(200);
    expect((await call('POST', '/auth/logout', first)).statusCode).toBe(401);
  });
});

describe('ending sessions from another device', () => {
  it('DELETE /auth/sessions/:id ends that one session', async () => {
    const { first, second } = await userOnTwoDevices();
    const sessions = await listSessions(first);
    expect(sessions.map((session) => session.current).sort()).toEqual([false, true]);
    const other = sessions.find((session) => !session.current)!;
    expect(other.id).toBe(decodeJwt(second).sid);

    expect((await call('DELETE', `/auth/sessions/${other.id}`, first)).json()).toEqual({
      status: 'success',
      ended: 1,
    });
    expect((await profile(second)).statusCode).toBe(401);
    expect((await profile(first)).statusCode).toBe(200);
    expect(await listSessions(first)).toHaveLength(1);
  });

  it("refuses with 404 a session that is another user's, unknown, or already ended", async () => {
    const alice = await userOnTwoDevices();
    const bob = await userOnTwoDevices();
    const bobsSession = decodeJwt(bob.first).sid as string;
    const notYours = await call('DELETE', `/auth/sessions/${bobsSession}`, alice.first);
    expect(notYours.statusCode).toBe(404);
    expect((await profile(bob.first)).statusCode).toBe(200);

    const unknown = await call(
      'DELETE',
      '/auth/sessions/00000000-0000-4000-8000-000000000000',
      alice.first,
    );
    expect(unknown.statusCode).toBe(404);
    const aliceSecond = decodeJwt(alice.second).sid as string;
    await call('DELETE', `/auth/sessions/${aliceSecond}`, alice.first);
    expect((await call('DELETE', `/auth/sessions/${aliceSecond}`, alice.first)).statusCode).toBe(
      404,
    );
  });

  it('DELETE /auth/sessions signs out everywhere, this device too', async () => {
    const { first, second } = await userOnTwoDevices();
    expect((await call('DELETE', '/auth/sessions', first)).json()).toEqual({
      status: 'success',
      ended: 2,
    });
    expect((await profile(first)).statusCode).toBe(401);
    expect((await profile(second)).statusCode).toBe(401);
  });
});

describe('a token the server no longer honours', () => {
  it('a validly signed token without a session (issued before sessions existed)', async () => {
    const user = await createUser(server);
    const nowS = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT()
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + 3_600)
      .sign(new TextEncoder().encode(server.config.JWT_SECRET));
    expect((await profile(legacy)).statusCode).toBe(401);
  });

  it('a validly signed token naming a session of another user', async () => {
    const alice = await createUser(server);
    const bob = await createUser(server);
    const bobsSession = decodeJwt(await signIn(server, bob.email)).sid as string;
    const nowS = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ sid: bobsSession })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.id)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + 3_600)
      .sign(new TextEncoder().encode(server.config.JWT_SECRET));
    expect((await profile(forged)).statusCode).toBe(401);
  });
});

describe('last use', () => {
  it('is written at most once a minute', async () => {
    const user = await createUser(server);
    const token = await signIn(server, user.email);
    const sid = decodeJwt(token).sid as string;
    const lastSeen = async () =>
      (
        await queryRows<{ last_seen_at: Date }>(
          server.database,
          `SELECT last_seen_at FROM user_sessions WHERE id = '${sid}'`,
        )
      )[0]!.last_seen_at.getTime();
    const opened = await lastSeen();
    clock.advance(LAST_SEEN_RESOLUTION_MS / 2);
    await profile(token);
    expect(await lastSeen()).toBe(opened);
    clock.advance(LAST_SEEN_RESOLUTION_MS / 2);
    await profile(token);
    expect(await lastSeen()).toBeGreaterThanOrEqual(opened + LAST_SEEN_RESOLUTION_MS);
  });
});
