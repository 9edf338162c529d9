/**
 * Brute-force limits on the auth routes: per client IP and per account (e-mail), each answered
 * with 429 rate_limited, a Retry-After header and the wait in the detail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_ATTEMPTS_PER_ACCOUNT_PER_15_MIN,
  LOGIN_ATTEMPTS_PER_IP_PER_15_MIN,
  OTP_CHECKS_PER_ACCOUNT_PER_15_MIN,
  RESET_REQUESTS_PER_ACCOUNT_PER_HOUR,
} from '../../server/modules/auth/auth-limits';
import { createUser, nextIp, post, uniqueEmail } from './helpers/accounts';
import { createTestApp, type TestApp } from './test-app';

let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
});
afterAll(() => server.close());

const login = (username: string, remoteAddress: string) =>
  post(server, '/auth/login', { username, password: 'Wrong-Password-1' }, remoteAddress);

function expectRateLimited(response: Awaited<ReturnType<typeof login>>, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({
    code: 'rate_limited',
    detail: `Too many attempts. Please try again in ${retryAfter} seconds.`,
    retry_after_s: retryAfter,
  });
}

describe('login', () => {
  it('refuses the attempt past the per-IP limit, whichever accounts are tried', async () => {
    const ip = nextIp();
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_IP_PER_15_MIN.max; attempt++) {
      expect((await login(uniqueEmail('spray'), ip)).statusCode).toBe(401);
    }
    expectRateLimited(await login(uniqueEmail('spray'), ip), 15 * 60);
    expect((await login(uniqueEmail('spray'), nextIp())).statusCode).toBe(401);
  });

  it('refuses the attempt past the per-account limit even from a new IP each time', async () => {
    const { email } = await createUser(server);
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS_PER_ACCOUNT_PER_15_MIN.max; attempt++) {
      expect((await login(email, nextIp())).statusCode).toBe(401);
    }
    expectRateLimited(await login(email.toUpperCase(), nextIp()), 15 * 60);
  });
});

describe('verification codes', () => {
  it('refuses checks past the per-account limit from any IP', async () => {
    const { email } = await createUser(server, { isVerified: false });
    for (let attempt = 1; attempt <= OTP_CHECKS_PER_ACCOUNT_PER_15_MIN.max; attempt++) {
      await post(server, '/auth/verify_otp', { email, otp: 123_456 });
    }
    expectRateLimited(await post(server, '/auth/verify_otp', { email, otp: 123_456 }), 15 * 60);
  });
});

describe('forgot password', () => {
  it('limits requests per account alike for known and unknown addresses', async () => {
    const { email } = await createUser(server);
    for (const address of [email, uniqueEmail('unknown')]) {
      for (let attempt = 1; attempt <= RESET_REQUESTS_PER_ACCOUNT_PER_HOUR.max; attempt++) {
        expect((await post(server, '/auth/forgot-password', { email: address })).statusCode).toBe(
          200,
        );
      }
      expectRateLimited(await post(server, '/auth/forgot-password', { email: address }), 3_600);
    }
    await server.background.settled();
  });
});
