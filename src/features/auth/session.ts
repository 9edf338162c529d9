/**
 * Session effects: restore at start (the rules live in session-check.ts), sign in with a login
 * response, sign out. They write the token store and the session atom together so the two never
 * disagree.
 */
import type { LoginResponse, User } from '../../../common/contracts/auth';
import { ApiError } from '../../lib/api/api-error';
import { tokenStore } from '../../lib/api/token-store';
import { appStore } from '../../lib/state';
import { authApi } from './auth.api';
import { forgetIdentityCredentials, readIdentityCredentials } from './google/identity-credentials';
import { checkSession } from './session-check';
import { sessionAtom } from './session.atoms';

export function completeSignIn(response: Pick<LoginResponse, 'access_token' | 'user'>): User {
  tokenStore.setToken(response.access_token);
  tokenStore.setCachedUser(response.user);
  appStore.set(sessionAtom, { status: 'signed-in', user: response.user });
  return response.user;
}

/** The signed-in user's details changed (the profile page saved them): show them everywhere. */
export function updateSignedInUser(user: User): void {
  const session = appStore.get(sessionAtom);
  if (session.status !== 'signed-in' || session.user.id !== user.id) return;
  tokenStore.setCachedUser(user);
  appStore.set(sessionAtom, { status: 'signed-in', user });
}

/**
 * Signs out on this device at once, then ends the session on the server. That call is best
 * effort: offline or failed, the token is already gone from here and dies with its session.
 */
export function signOut(): void {
  const token = tokenStore.getToken();
  tokenStore.clear();
  forgetIdentityCredentials();
  appStore.set(sessionAtom, { status: 'signed-out' });
  if (token) authApi.logout(token).catch(() => undefined);
}

let restoring: Promise<void> | null = null;

/** Restores the session once per page load (StrictMode mounts twice; this runs once). */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    readIdentityCredentials(); // drops them if their hour is over
    const result = await checkSession({
      token: tokenStore.getToken(),
      cachedUser: tokenStore.getCachedUser<User>(),
      now: () => Date.now(),
      fetchProfile: authApi.profile,
      isUnauthorized: (error) => error instanceof ApiError && error.status === 401,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      onCachedUser: (user) => appStore.set(sessionAtom, { status: 'signed-in', user }),
    });
    if (result.outcome === 'signed-in') {
      if (result.verified) tokenStore.setCachedUser(result.user);
      appStore.set(sessionAtom, { status: 'signed-in', user: result.user });
    } else {
      if (result.clearToken) tokenStore.clear();
      appStore.set(sessionAtom, { status: 'signed-out' });
    }
  })();
  return restoring;
}
