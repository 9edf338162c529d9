// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_CREDENTIALS_TTL_MS,
  readIdentityCredentials,
  rememberIdentityCredentials,
} from '../../src/features/auth/google/identity-credentials';

// docs/product-rules.md#google-sign-in
describe('identity-provider credentials (kept 1 hour, then dropped)', () => {
  it('are kept for an hour and dropped after', () => {
    const now = Date.UTC(2026, 10, 21, 9);
    rememberIdentityCredentials({ email: 'mai@gmail.com', password_set: false }, now);
    expect(readIdentityCredentials(now + IDENTITY_CREDENTIALS_TTL_MS - 1)).toEqual({
      email: 'mai@gmail.com',
      password_set: false,
    });
    expect(readIdentityCredentials(now + IDENTITY_CREDENTIALS_TTL_MS)).toBeNull();
    expect(localStorage.getItem('studio.auth.identity-credentials')).toBeNull();
  });
});

describe('identity-provider credentials leave with the session', () => {
  it('are dropped on logout', async () => {
    const { signOut } = await import('../../src/features/auth/session');
    rememberIdentityCredentials({ email: 'mai@gmail.com', password_set: true });
    signOut();
    expect(localStorage.getItem('studio.auth.identity-credentials')).toBeNull();
  });

  it('are dropped at start once their hour is over', async () => {
    const { restoreSession } = await import('../../src/features/auth/session');
    rememberIdentityCredentials(
      { email: 'mai@gmail.com', password_set: true },
      Date.now() - IDENTITY_CREDENTIALS_TTL_MS,
    );
    await restoreSession();
    expect(localStorage.getItem('studio.auth.identity-credentials')).toBeNull();
  });
});
