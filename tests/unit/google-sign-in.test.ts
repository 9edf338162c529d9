import { describe, expect, it, vi } from 'vitest';
import {
  FirebaseRegistrationError,
  exchangeFirebaseUser,
  identityUserData,
  signInWithGoogle,
  type FirebaseAuthPort,
  type FirebaseSignIn,
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

/** A Google account Firebase has seen before, unless `isNewUser`. */
const signIn = (user = firebaseUser(), isNewUser = false): FirebaseSignIn => ({ user, isNewUser });

function port(
  popup: () => Promise<FirebaseSignIn>,
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

/** The two exchanges, answering `response` unless told otherwise. */
function exchanges(
  login: () => Promise<typeof response> = async () => response,
  register: () => Promise<typeof response> = async () => response,
) {
  return { firebaseLogin: vi.fn(login), firebaseRegister: vi.fn(register) };
}

describe('identityUserData (docs/product-rules.md#identity-provider-user-data)', () => {
  it('falls back to the part of the e-mail before @ for the display name, else empty', () => {
    expect(identityUserData(firebaseUser({ displayName: null })).displayName).toBe('mai.tran');
    expect(identityUserData(firebaseUser({ displayName: null, email: null })).displayName).toBe('');
  });
});

describe('signInWithGoogle (docs/product-rules.md#google-sign-in)', () => {
  it('signs in through the popup and exchanges the ID token', async () => {
    const api = exchanges();
    const outcome = await signInWithGoogle(
      port(async () => signIn()),
      api,
      noSleep,
    );
    expect(outcome).toEqual({ kind: 'signed-in', response });
    expect(api.firebaseLogin).toHaveBeenCalledWith(
      'id-token',
      expect.objectContaining({ uid: 'g-uid-1', email: 'mai.tran@gmail.com' }),
    );
    expect(api.firebaseRegister).not.toHaveBeenCalled();
  });

  it('registers a Google user new to Firebase through POST /auth/firebase/register', async () => {
    const api = exchanges();
    await signInWithGoogle(
      port(async () => signIn(firebaseUser(), true)),
      api,
      noSleep,
    );
    expect(api.firebaseRegister).toHaveBeenCalledWith(
      'id-token',
      expect.objectContaining({ uid: 'g-uid-1' }),
    );
    expect(api.firebaseLogin).not.toHaveBeenCalled();
  });

  it("reports a failed registration as such ('Firebase registration failed'), with its cause", async () => {
    const refused = new Error('identity_email_unverified');
    const api = exchanges(undefined, () => Promise.reject(refused));
    const failure = await signInWithGoogle(
      port(async () => signIn(firebaseUser(), true)),
      api,
      noSleep,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FirebaseRegistrationError);
    expect((failure as FirebaseRegistrationError).cause).toBe(refused);
  });

  it('reports a failed login as the error itself, not as a registration failure', async () => {
    const refused = new Error('network_error');
    const failure = await signInWithGoogle(
      port(async () => signIn()),
      exchanges(() => Promise.reject(refused)),
      noSleep,
    ).catch((error: unknown) => error);
    expect(failure).toBe(refused);
  });

  it('falls back to a redirect when the popup is blocked', async () => {
    const p = port(async () => Promise.reject(authError('auth/popup-blocked')));
    expect(await signInWithGoogle(p, exchanges(), noSleep)).toEqual({ kind: 'redirecting' });
    expect(p.signInWithRedirect).toHaveBeenCalledOnce();
  });

  it('ignores a popup the user closed, silently', async () => {
    const p = port(async () => Promise.reject(authError('auth/popup-closed-by-user')));
    expect(await signInWithGoogle(p, exchanges(), noSleep)).toEqual({ kind: 'cancelled' });
    expect(p.signInWithRedirect).not.toHaveBeenCalled();
  });

  it('retries the popup once on a network failure', async () => {
    const popup = vi
      .fn()
      .mockRejectedValueOnce(authError('auth/network-request-failed'))
      .mockResolvedValueOnce(signIn());
    const outcome = await signInWithGoogle(port(popup), exchanges(), noSleep);
    expect(outcome.kind).toBe('signed-in');
    expect(popup).toHaveBeenCalledTimes(2);
  });

  it('reports other errors to the caller', async () => {
    const p = port(async () => Promise.reject(authError('auth/internal-error')));
    await expect(signInWithGoogle(p, exchanges(), noSleep)).rejects.toMatchObject({
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
    const api = exchanges();
    await exchangeFirebaseUser(signIn(firebaseUser({ getIdToken })), api, sleep);
    expect(getIdToken).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[500], [500]]);
    expect(api.firebaseLogin).toHaveBeenCalledWith('late-token', expect.anything());
  });
});
