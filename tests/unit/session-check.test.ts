import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_CHECK_ATTEMPTS,
  NEAR_EXPIRY_MS,
  checkSession,
  tokenState,
  type SessionCheckDeps,
} from '../../src/features/auth/session-check';
import type { User } from '../../common/contracts/auth';
import { makeUser } from '../fixtures/users';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);

function token(expiresInMs: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor((NOW + expiresInMs) / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', iat: exp - 3600, exp })}.signature`;
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

function deps(overrides: Partial<SessionCheckDeps>): SessionCheckDeps {
  return {
    token: token(60 * 60_000),
    cachedUser: null,
    now: () => Date.now(),
    fetchProfile: vi.fn(async () => makeUser()),
    isUnauthorized: (error) => error instanceof HttpError && error.status === 401,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onCachedUser: vi.fn(),
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('tokenState', () => {
  it('reads missing, expired, near-expiry (under 5 minutes) and valid tokens', () => {
    expect(tokenState(null, NOW)).toBe('missing');
    expect(tokenState(token(-1_000), NOW)).toBe('expired');
    expect(tokenState('not-a-jwt', NOW)).toBe('expired');
    expect(tokenState(token(NEAR_EXPIRY_MS - 1_000), NOW)).toBe('near-expiry');
    expect(tokenState(token(NEAR_EXPIRY_MS + 1_000), NOW)).toBe('valid');
  });
});

describe('checkSession (docs/product-rules.md#session)', () => {
  it('is signed out without a token, and asks nothing', async () => {
    const d = deps({ token: null });
    expect(await checkSession(d)).toEqual({ outcome: 'signed-out', clearToken: false });
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('removes an expired token and signs out', async () => {
    const d = deps({ token: token(-60_000), cachedUser: makeUser() });
    expect(await checkSession(d)).toEqual({ outcome: 'signed-out', clearToken: true });
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('trusts a token with under 5 minutes left without asking the server', async () => {
    const cached = makeUser();
    const d = deps({ token: token(4 * 60_000), cachedUser: cached });
    expect(await checkSession(d)).toEqual({ outcome: 'signed-in', user: cached, verified: false });
    expect(d.fetchProfile).not.toHaveBeenCalled();
  });

  it('restores the cached user first, then confirms it with the profile call', async () => {
    const cached = makeUser({ name: 'Cached' });
    const fresh = makeUser({ id: cached.id, name: 'Fresh' });
    let answer: (user: typeof fresh) => void = () => {};
    const d = deps({
      cachedUser: cached,
      fetchProfile: vi.fn(() => new Promise<User>((resolve) => (answer = resolve))),
    });
    const result = checkSession(d);
    await vi.advanceTimersByTimeAsync(0);
    expect(d.onCachedUser).toHaveBeenCalledWith(cached);
    answer(fresh);
    expect(await result).toEqual({ outcome: 'signed-in', user: fresh, verified: true });
  });

  it('logs out when the profile call answers 401', async () => {
    const d = deps({
      cachedUser: makeUser(),
      fetchProfile: vi.fn(async () => Promise.reject(new HttpError(401))),
    });
    expect(await checkSession(d)).toEqual({ outcome: 'signed-out', clearToken: true });
  });

  it('keeps the session of a cached user through a network error', async () => {
    const cached = makeUser();
    const d = deps({
      cachedUser: cached,
      fetchProfile: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    });
    expect(await checkSession(d)).toEqual({ outcome: 'signed-in', user: cached, verified: false });
  });

  it('without a cached user, tries 3 times with growing pauses, then signs out keeping the token', async () => {
    const fetchProfile = vi.fn(async () => Promise.reject(new HttpError(503)));
    const result = checkSession(deps({ fetchProfile }));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchProfile).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchProfile).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(fetchProfile).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchProfile).toHaveBeenCalledTimes(AUTH_CHECK_ATTEMPTS);
    expect(await result).toEqual({ outcome: 'signed-out', clearToken: false });
  });

  it('recovers when a later attempt succeeds', async () => {
    const user = makeUser();
    const fetchProfile = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(502))
      .mockResolvedValueOnce(user);
    const result = checkSession(deps({ fetchProfile }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toEqual({ outcome: 'signed-in', user, verified: true });
  });
});
