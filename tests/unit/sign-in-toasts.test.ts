import { describe, expect, it } from 'vitest';
import { googleSignInToasts } from '../../src/features/auth/google/sign-in-toasts';

const newUser = { is_new_user: true, traditional_login: { email: 'a@b.vn', password_set: false } };
const withPassword = {
  is_new_user: false,
  traditional_login: { email: 'a@b.vn', password_set: true },
};
const googleOnly = {
  is_new_user: false,
  traditional_login: { email: 'a@b.vn', password_set: false },
};

describe('Google sign-in toasts (docs/product-rules.md#sign-in-timings)', () => {
  it('after a redirect: the welcome at 500 ms, the new-account note at 2 s for 10 s', () => {
    expect(googleSignInToasts(newUser, 'redirect')).toEqual([
      { kind: 'welcome', delayMs: 500 },
      { kind: 'newAccount', delayMs: 2_000, durationMs: 10_000 },
    ]);
  });

  it('after a redirect: the password note at 3 s for 8 s when the account has a password', () => {
    expect(googleSignInToasts(withPassword, 'redirect')).toEqual([
      { kind: 'welcome', delayMs: 500 },
      { kind: 'passwordAlsoWorks', delayMs: 3_000, durationMs: 8_000 },
    ]);
  });

  it('in the page (popup): every toast at once', () => {
    expect(googleSignInToasts(withPassword, 'in-page').map((toast) => toast.delayMs)).toEqual([
      0, 0,
    ]);
    expect(googleSignInToasts(newUser, 'in-page').map((toast) => toast.delayMs)).toEqual([0, 0]);
  });

  it('only the welcome for a Google-only account that is not new', () => {
    expect(googleSignInToasts(googleOnly, 'redirect')).toEqual([{ kind: 'welcome', delayMs: 500 }]);
  });
});
