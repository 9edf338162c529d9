/**
 * Brute-force limits on the auth routes: per client address, per account (e-mail) and the
 * sign-in throttle, each answered with 429 rate_limited, a Retry-After header and the wait in
 * the detail (docs/rate-limits.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOGIN_ATTEMPTS_PER_IP_PER_15_MIN,
  LOGIN_FAILURES,
  OTP_WRONG_CODES_PER_ADDRESS_PER_15_MIN,
  RESET_REQUESTS_PER_ACCOUNT_PER_HOUR,
} from '../../server/modules/auth/auth-limits';
import { createUser, DEFAULT_PASSWORD, nextIp, post, uniqueEmail } from './helpers/accounts';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, type TestApp } from './test-app';

const clock = createTestClock();
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ clock: clock.now });
});
afterAll(() => server.close());

const login = (username: string, remoteAddress: string, password = 'Wrong-Password-1') =>
  post(server, '/auth/login', { username, password }, remoteAddress);

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
  return retryAfter;
}

/** The wait LOGIN_FAILURES owes after `failures` failures from one address: 0, …, 0, 1 s, 2 s … */
function waitAfter(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_FAILURES;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - freeFailures), maxDelayMs);
}

/** `count` wrong passwords for `email` from `ip`, each after the wait the ones before it owe. */
async function failSignIns(email: string, ip: string, count: number) {
  for (let failure = 1; failure <= count; failure++) {
    clock.advance(waitAfter(failure - 1));
    expect((await login(email, ip)).statusCode).toBe(401);
  }
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

  it('lets the owner sign in from another address while one address guesses', async () => {
    const { email } = await createUser(server);
    await failSignIns(email, nextIp(), 12);
    expect((await login(email, nextIp(), DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('makes a guessing address wait longer after each failure past the free ones', async () => {
    const { email } = await createUser(server);
    const ip = nextIp();
    await failSignIns(email, ip, LOGIN_FAILURES.freeFailures);
    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      const wait = expectRateLimited(await login(email, ip, DEFAULT_PASSWORD), 15 * 60);
      waits.push(wait);
      clock.advance(wait * 1_000);
      expect((await login(email, ip)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('forgets the failures of an address that signs in', async () => {
    const { email } = await createUser(server);
    const ip = nextIp();
    await failSignIns(email, ip, LOGIN_FAILURES.freeFailures);
    clock.advance(LOGIN_FAILURES.firstDelayMs);
    expect((await login(email, ip, DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let failure = 1; failure <= LOGIN_FAILURES.freeFailures; failure++) {
      expect((await login(email, ip)).statusCode).toBe(401);
    }
  });

  it('forgets the failures of an address a day after its last one', async () => {
    const { email } = await createUser(server);
    const ip = nextIp();
    await failSignIns(email, ip, LOGIN_FAILURES.freeFailures + 3);
    expect((await login(email, ip)).statusCode).toBe(429);
    clock.advance(LOGIN_FAILURES.failureMemoryMs);
    expect((await login(email, ip, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('past the account ceiling refuses new addresses but not one that signed in before', async () => {
    const { email } = await createUser(server);
    const knownIp = nextIp();
    expect((await login(email, knownIp, DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let failure = 1; failure <= LOGIN_FAILURES.accountCeiling.max; failure++) {
      expect((await login(email.toUpperCase(), nextIp())).statusCode).toBe(401);
    }
    expectRateLimited(await login(email, nextIp(), DEFAULT_PASSWORD), 60 * 60);
    expect((await login(email, knownIp, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('verification codes', () => {
  it('refuses wrong codes past the limit per (e-mail, address), not from another address', async () => {
    const { email } = await createUser(server, { isVerified: false });
    const ip = nextIp();
    for (let attempt = 1; attempt <= OTP_WRONG_CODES_PER_ADDRESS_PER_15_MIN.max; attempt++) {
      expect((await post(server, '/auth/verify_otp', { email, otp: 123_456 }, ip)).statusCode).toBe(
        400,
      );
    }
    expectRateLimited(await post(server, '/auth/verify_otp', { email, otp: 123_456 }, ip), 15 * 60);
    const elsewhere = await post(server, '/auth/verify_otp', { email, otp: 123_456 }, nextIp());
    expect(elsewhere.statusCode).toBe(400);
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
