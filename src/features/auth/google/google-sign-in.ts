/**
 * Google sign-in through Firebase Auth (docs/product-rules.md#google-sign-in): popup first,
 * redirect when the popup cannot open, the redirect's result processed on return; then the Firebase
 * ID token is exchanged for our own session: through POST /auth/firebase/register when Firebase
 * says the Google user is new to it, else /auth/firebase/login. Firebase is reached through a port
 * so the flow is testable offline.
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

/** A finished Google sign-in as Firebase reports it. */
export interface FirebaseSignIn {
  user: FirebaseUserLike;
  /** The first sign-in of this Google account into our Firebase project. */
  isNewUser: boolean;
}

export interface FirebaseAuthPort {
  signInWithPopup(): Promise<FirebaseSignIn>;
  signInWithRedirect(): Promise<void>;
  getRedirectResult(): Promise<FirebaseSignIn | null>;
}

type Exchange = (idToken: string, userData: IdentityUserData) => Promise<FirebaseAuthResponse>;

/** Our two exchanges of a Firebase ID token for a session (auth.api.ts). */
export interface IdentityExchanges {
  firebaseLogin: Exchange;
  firebaseRegister: Exchange;
}

/** POST /auth/firebase/register failed: shown as 'Firebase registration failed'. */
export class FirebaseRegistrationError extends Error {
  constructor(override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'FirebaseRegistrationError';
  }
}

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
  { user, isNewUser }: FirebaseSignIn,
  exchanges: IdentityExchanges,
  sleep?: (ms: number) => Promise<void>,
): Promise<FirebaseAuthResponse> {
  const idToken = await withRetry(() => user.getIdToken(), {
    retries: ID_TOKEN_RETRIES,
    delayMs: ID_TOKEN_RETRY_DELAY_MS,
    shouldRetry: () => true,
    sleep,
  });
  if (!isNewUser) return exchanges.firebaseLogin(idToken, identityUserData(user));
  try {
    return await exchanges.firebaseRegister(idToken, identityUserData(user));
  } catch (error) {
    throw new FirebaseRegistrationError(error);
  }
}

export async function signInWithGoogle(
  port: FirebaseAuthPort,
  exchanges: IdentityExchanges,
  sleep?: (ms: number) => Promise<void>,
): Promise<GoogleOutcome> {
  let signIn: FirebaseSignIn;
  try {
    signIn = await withRetry(() => port.signInWithPopup(), {
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
  return { kind: 'signed-in', response: await exchangeFirebaseUser(signIn, exchanges, sleep) };
}
