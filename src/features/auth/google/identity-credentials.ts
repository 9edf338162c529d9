/**
 * What the server said about e-mail sign-in for a Google account (temporary credentials for
 * identity-provider users are kept 1 hour, then dropped: docs/product-rules.md#google-sign-in). We
 * never hold a password: only the e-mail and whether a password exists. The login form is
 * prefilled with that e-mail when the session ends within the hour. Dropped on logout, on the
 * first read after the hour, and at every start of the app (session.ts).
 */
export const IDENTITY_CREDENTIALS_TTL_MS = 60 * 60_000;
const KEY = 'studio.auth.identity-credentials';

export interface IdentityCredentials {
  email: string;
  password_set: boolean;
}

export function rememberIdentityCredentials(
  credentials: IdentityCredentials,
  now = Date.now(),
): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ ...credentials, expires_at: now + IDENTITY_CREDENTIALS_TTL_MS }),
    );
  } catch {
    // Storage blocked: nothing to keep.
  }
}

export function readIdentityCredentials(now = Date.now()): IdentityCredentials | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as IdentityCredentials & { expires_at: number };
    if (stored.expires_at <= now) {
      localStorage.removeItem(KEY);
      return null;
    }
    return { email: stored.email, password_set: stored.password_set };
  } catch {
    return null;
  }
}

export function forgetIdentityCredentials(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
