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
