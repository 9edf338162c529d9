/**
 * Which toasts a Google sign-in shows, and when (docs/product-rules.md#sign-in-timings). After a
 * popup they show at once. After a redirect (Firebase's, or Google's code flow through
 * /auth/google/callback) the page has just loaded and is moving to the dashboard, so they are
 * spread out: the welcome after 500 ms, the new-account note after 2 s, the password note after
 * 3 s, each readable before the next arrives.
 */
import type { FirebaseAuthResponse } from '../../../../common/contracts/auth';

export type SignInArrival = 'in-page' | 'redirect';

export const REDIRECT_TOAST_DELAYS_MS = {
  welcome: 500,
  newAccount: 2_000,
  passwordAlsoWorks: 3_000,
} as const;

/** How long the identity-provider registration and traditional-credentials toasts stay. */
export const NEW_IDENTITY_ACCOUNT_TOAST_MS = 10_000;
export const TRADITIONAL_CREDENTIALS_TOAST_MS = 8_000;

export type SignInToastKind = keyof typeof REDIRECT_TOAST_DELAYS_MS;

export interface ScheduledToast {
  kind: SignInToastKind;
  delayMs: number;
  /** Undefined: the toaster's default. */
  durationMs?: number;
}

export function googleSignInToasts(
  response: Pick<FirebaseAuthResponse, 'is_new_user' | 'traditional_login'>,
  arrival: SignInArrival,
): ScheduledToast[] {
  const delay = (kind: SignInToastKind) =>
    arrival === 'redirect' ? REDIRECT_TOAST_DELAYS_MS[kind] : 0;
  const toasts: ScheduledToast[] = [{ kind: 'welcome', delayMs: delay('welcome') }];
  if (response.is_new_user) {
    toasts.push({
      kind: 'newAccount',
      delayMs: delay('newAccount'),
      durationMs: NEW_IDENTITY_ACCOUNT_TOAST_MS,
    });
  } else if (response.traditional_login.password_set) {
    toasts.push({
      kind: 'passwordAlsoWorks',
      delayMs: delay('passwordAlsoWorks'),
      durationMs: TRADITIONAL_CREDENTIALS_TOAST_MS,
    });
  }
  return toasts;
}
