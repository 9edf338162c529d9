/**
 * The session rules of docs/product-rules.md#session, as one function with its effects injected (so
 * fake timers can test every rule):
 * - no token: signed out; an expired (or unreadable) token is removed: signed out;
 * - under 5 minutes left: valid without asking the server;
 * - otherwise GET /auth/profile: 401 logs out; other failures keep the session;
 * - a cached user is shown first; after 3 failed checks the cached session is kept, so a flaky
 *   network never loops the user through logouts.
 */
import type { User } from '../../../common/contracts/auth';
import { readTokenClaims } from './jwt';

/** The token's near-expiry threshold (docs/product-rules.md#time-outs-and-retries). */
export const NEAR_EXPIRY_MS = 5 * 60_000;
/** How many times the session check is tried (docs/product-rules.md#time-outs-and-retries). */
export const AUTH_CHECK_ATTEMPTS = 3;
/** Pause between failed checks, growing by 1.5x (the sign-in retry factor). */
export const AUTH_CHECK_RETRY_DELAY_MS = 1_000;

export type TokenState = 'missing' | 'expired' | 'near-expiry' | 'valid';

export function tokenState(token: string | null, now: number): TokenState {
  if (!token) return 'missing';
  const exp = readTokenClaims(token)?.exp;
  if (typeof exp !== 'number' || exp * 1000 <= now) return 'expired';
  return exp * 1000 - now < NEAR_EXPIRY_MS ? 'near-expiry' : 'valid';
}

export interface SessionCheckDeps {
  token: string | null;
  cachedUser: User | null;
  now: () => number;
  fetchProfile: () => Promise<User>;
  /** True when the error is the server saying the token is not valid (HTTP 401). */
  isUnauthorized: (error: unknown) => boolean;
  sleep: (ms: number) => Promise<void>;
  /** Called with the cached user before the server is asked, so the UI is signed in at once. */
  onCachedUser: (user: User) => void;
}

export type SessionCheckResult =
  | { outcome: 'signed-out'; clearToken: boolean }
  | { outcome: 'signed-in'; user: User; verified: boolean };

export async function checkSession(deps: SessionCheckDeps): Promise<SessionCheckResult> {
  const state = tokenState(deps.token, deps.now());
  if (state === 'missing') return { outcome: 'signed-out', clearToken: false };
  if (state === 'expired') return { outcome: 'signed-out', clearToken: true };

  if (deps.cachedUser) deps.onCachedUser(deps.cachedUser);
  if (state === 'near-expiry' && deps.cachedUser)
    return { outcome: 'signed-in', user: deps.cachedUser, verified: false };

  let delay = AUTH_CHECK_RETRY_DELAY_MS;
  for (let attempt = 1; attempt <= AUTH_CHECK_ATTEMPTS; attempt++) {
    try {
      return { outcome: 'signed-in', user: await deps.fetchProfile(), verified: true };
    } catch (error) {
      if (deps.isUnauthorized(error)) return { outcome: 'signed-out', clearToken: true };
      // A cached user keeps the session through network trouble: no need to retry now.
      if (deps.cachedUser) return { outcome: 'signed-in', user: deps.cachedUser, verified: false };
      if (attempt < AUTH_CHECK_ATTEMPTS) {
        await deps.sleep(delay);
        delay *= 1.5;
      }
    }
  }
  // No cached user to show and the server unreachable: signed out, but the token is kept so the
  // next start can still restore the session.
  return { outcome: 'signed-out', clearToken: false };
}
