/**
 * The sign-in throttle counts an attempt before its password is checked, so parallel wrong
 * passwords cannot pass its limits on one count (docs/rate-limits.md, "Sign-in"). A 401 is only
 * ever answered after a real password check, and a refused attempt (429) never reaches one, so
 * the 401s are the password checks made. A concurrency test: run it on PostgreSQL too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES } from '../../server/modules/auth/auth-limits';
import { createUser, DEFAULT_PASSWORD, nextIp, post } from './helpers/accounts';
import { createTestApp, queryRows, type TestApp } from './test-app';

/**
 * Time stands still: on a busy machine a burst can take over the 1 s the 6th attempt waits, and
 * that attempt would then rightly pass.
 */
const FROZEN_AT = new Date();
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp({ clock: () => new Date(FROZEN_AT) });
});
afterAll(() => server.close());

const login = (username: string, remoteAddress: string, password = 'Wrong-Password-1') =>
  post(server, '/auth/login', { username, password }, remoteAddress);

/** How many answers had each status. */
function tally(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('parallel wrong passwords', () => {
  it('from one address get exactly the free failures checked, the rest 429', async () => {
    const { email } = await createUser(server);
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(email, ip)));
    const free = LOGIN_FAILURES.freeFailures;
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
      401: free,
      429: 20 - free,
    });
    // The refused ones were taken back: the address owes the wait of 5 failures, not of 20.
    const [counter] = await queryRows<{ count: number }>(
      server.database,
      `SELECT count FROM rate_limit_counters WHERE key = 'login-failures:${ip}/${email}'`,
    );
    expect(counter?.count).toBe(free);
  });

  it('from many addresses get no more checks than the account ceiling', async () => {
    const { email } = await createUser(server);
    const knownIp = nextIp();
    expect((await login(email, knownIp, DEFAULT_PASSWORD)).statusCode).toBe(200);
    const { max } = LOGIN_FAILURES.accountCeiling;
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, () => login(email, nextIp())),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 401: max, 429: 10 });
    // The owner, from an address they signed in from before, still gets in.
    expect((await login(email, knownIp, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('an attempt that is no failure', () => {
  it('is not counted: unverified right passwords never make the address wait', async () => {
    const { email } = await createUser(server, { isVerified: false });
    const ip = nextIp();
    for (let attempt = 0; attempt < LOGIN_FAILURES.freeFailures + 2; attempt++) {
      expect((await login(email, ip, DEFAULT_PASSWORD)).statusCode).toBe(403);
    }
    await server.background.settled();
  });
});
