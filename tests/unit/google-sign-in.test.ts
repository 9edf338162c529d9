import { describe, expect, it, vi } from 'vitest';
import {
  exchangeFirebaseUser,
  identityUserData,
  signInWithGoogle,
  type FirebaseAuthPort,
  type FirebaseUserLike,
} from '../../src/features/auth/google/google-sign-in';
import { makeUser } from '../fixtures/users';

const noSleep = async () => {};

function firebaseUser(overrides: Partial<FirebaseUserLike> = {}): FirebaseUserLike {
  return {
    uid: 'g-uid-1',
    email: 'mai.tran@gmail.com',
    displayName: 'Mai Tran',
    photoURL: null,
    emailVerified: true,
    getIdToken: vi.fn(async () => 'id-token'),
    ...overrides,
  };
}

function port(
  popup: () => Promise<FirebaseUserLike>,
): FirebaseAuthPort & { signInWithRedirect: ReturnType<typeof vi.fn> } {
  return {
    signInWithPopup: vi.fn(popup),
    signInWithRedirect: vi.fn(async () => {}),
    getRedirectResult: vi.fn(async () => null),
  };
}

const authError = (code: string) => Object.assign(new Error(code), { code });
const response = {
  access_token: 't',
  token_type: 'bearer' as const,
  user: makeUser(),
  is_new_user: false,
  traditional_login: { email: 'x', password_set: false },
};

describe('identityUserData (docs/product-rules.md#identity-provider-user-data)', () => {
  it('falls back to the part of the e-mail before @ for the display name, else empty', () => {
    expect(identityUserData(firebaseUser({ displayName: null })).displayName).toBe('mai.tran');
    expect(identityUserData(firebaseUser({ displayName: null, email: null })).displayName).toBe('');
  });
});

describe('signInWithGoogle (docs/product-rules.md#google-sign-in)', () => {
  it('signs in through the popup and exchanges the ID token', async () => {
    const exchange = vi.fn(async () => response);
    const outcome = await signInWithGoogle(
      port(async () => firebaseUser()),
      exchange,
      noSleep,
    );
    expect(outcome).toEqual({ kind: 'signed-in', response });
    expect(exchange).toHaveBeenCalledWith(
      'id-token',
      expect.objectContaining({ uid: 'g-uid-1', email: 'mai.tran@gmail.com' }),
    );
  });

  it('falls back to a redirect when the popup is blocked', async () => {
    const p = port(async () => Promise.reject(authError('auth/popup-blocked')));
    expect(await signInWithGoogle(p, vi.fn(), noSleep)).toEqual({ kind: 'redirecting' });
    expect(p.signInWithRedirect).toHaveBeenCalledOnce();
  });

  it('ignores a popup the user closed, silently', async () => {
    const p = port(async () => Promise.reject(authError('auth/popup-closed-by-user')));
    expect(await signInWithGoogle(p, vi.fn(), noSleep)).toEqual({ kind: 'cancelled' });
    expect(p.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('retries the popup once on a network failure', async () => {
    const popup = vi
      .fn()
      .mockRejectedValueOnce(authError('auth/network-request-failed'))
      .mockResolvedValueOnce(firebaseUser());
    const outcome = await signInWithGoogle(
      port(popup),
      vi.fn(async () => response),
      noSleep,
    );
    expect(outcome.kind).toBe('signed-in');
    expect(popup).toHaveBeenCalledTimes(2);
  });

  it('reports other errors to the caller', async () => {
    const p = port(async () => Promise.reject(authError('auth/internal-error')));
    await expect(signInWithGoogle(p, vi.fn(), noSleep)).rejects.toMatchObject({
      code: 'auth/internal-error',
    });
  });
});

describe('exchangeFirebaseUser', () => {
  it('fetches the ID token with 2 retries 500 ms apart', async () => {
    const sleep = vi.fn(async () => {});
    const getIdToken = vi
      .fn()
      .mockRejectedValueOnce(new Error('x'))
      .mockRejectedValueOnce(new Error('y'))
      .mockResolvedValueOnce('late-token');
    const exchange = vi.fn(async () => response);
    await exchangeFirebaseUser(firebaseUser({ getIdToken }), exchange, sleep);
    expect(getIdToken).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [500]]);
    expect(exchange).toHaveBeenCalledWith('late-token', expect.anything());
  });
});
