/**
 * Google sign-in through Firebase Auth (docs/product-rules.md#google-sign-in): popup first,
 * redirect when the popup cannot open, the redirect's result processed on return; then the Firebase
 * ID token is exchanged for our own session. Firebase is reached through a port so the flow is
 * testable offline.
 */
import type { FirebaseAuthResponse } from '../../../../common/contracts/auth';
import { withRetry } from '../../../lib/api/retry';
import type { IdentityUserData } from '../auth.api';

export interface FirebaseUserLike {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  getIdToken(forceRefresh?: boolean): Promise<string>;
}

export interface FirebaseAuthPort {
  signInWithPopup(): Promise<FirebaseUserLike>;
  signInWithRedirect(): Promise<void>;
  getRedirectResult(): Promise<FirebaseUserLike | null>;
}

export type Exchange = (
  idToken: string,
  userData: IdentityUserData,
) => Promise<FirebaseAuthResponse>;

export type GoogleOutcome =
  | { kind: 'signed-in'; response: FirebaseAuthResponse }
  | { kind: 'cancelled' }
  | { kind: 'redirecting' };

/**
 * The popup is retried once; the ID token twice, 500 ms apart
 * (docs/product-rules.md#time-outs-and-retries).
 */
export const POPUP_RETRIES = 1;
export const ID_TOKEN_RETRIES = 2;
export const ID_TOKEN_RETRY_DELAY_MS = 500;

/** The user closed the popup, or a second click replaced the first: nothing to report. */
const SILENT_CODES = new Set([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/user-cancelled',
]);
/** The popup cannot work here (blocked, or an installed iOS app): use a full-page redirect. */
const REDIRECT_CODES = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
]);

export function firebaseErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/**
 * What we send the server (docs/product-rules.md#identity-provider-user-data): displayName falls
 * back to the e-mail's local part.
 */
export function identityUserData(user: FirebaseUserLike): IdentityUserData {
  const email = user.email ?? '';
  return {
    uid: user.uid,
    email,
    displayName: user.displayName || email.split('@')[0] || '',
    photoURL: user.photoURL,
    emailVerified: user.emailVerified,
  };
}

export async function exchangeFirebaseUser(
  user: FirebaseUserLike,
  exchange: Exchange,
  sleep?: (ms: number) => Promise<void>,
): Promise<FirebaseAuthResponse> {
  const idToken = await withRetry(() => user.getIdToken(), {
    retries: ID_TOKEN_RETRIES,
    delayMs: ID_TOKEN_RETRY_DELAY_MS,
    shouldRetry: () => true,
    sleep,
  });
  return exchange(idToken, identityUserData(user));
}

export async function signInWithGoogle(
  port: FirebaseAuthPort,
  exchange: Exchange,
  sleep?: (ms: number) => Promise<void>,
): Promise<GoogleOutcome> {
  let user: FirebaseUserLike;
  try {
    user = await withRetry(() => port.signInWithPopup(), {
      retries: POPUP_RETRIES,
      delayMs: ID_TOKEN_RETRY_DELAY_MS,
      shouldRetry: (error) => firebaseErrorCode(error) === 'auth/network-request-failed',
      sleep,
    });
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (SILENT_CODES.has(code)) return { kind: 'cancelled' };
    if (!REDIRECT_CODES.has(code)) throw error;
    await port.signInWithRedirect();
    return { kind: 'redirecting' };
  }
  return { kind: 'signed-in', response: await exchangeFirebaseUser(user, exchange, sleep) };
}
