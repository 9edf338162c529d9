/**
 * Who is signed in, as every screen sees it (docs/product-rules.md#session). The initial value is
 * read synchronously from the cached user, so a returning user never sees a signed-out flash.
 */
import type { User } from '../../../common/contracts/auth';
import { tokenStore } from '../../lib/api/token-store';
import { atom } from '../../lib/state';

export type Session =
  { status: 'checking' } | { status: 'signed-out' } | { status: 'signed-in'; user: User };

function initialSession(): Session {
  if (!tokenStore.getToken()) return { status: 'signed-out' };
  const cached = tokenStore.getCachedUser<User>();
  return cached ? { status: 'signed-in', user: cached } : { status: 'checking' };
}

export const sessionAtom = atom<Session>(initialSession());

export type AuthView = 'login' | 'register' | 'forgot-password' | 'verify-otp';

export interface LoginModalState {
  open: boolean;
  view: AuthView;
  /** Where a protected page sent the user from; they return there after signing in. */
  returnTo: string | null;
  /** Carried between views: prefilled after register, verify and forgot-password. */
  email: string;
}

export const CLOSED_LOGIN_MODAL: LoginModalState = {
  open: false,
  view: 'login',
  returnTo: null,
  email: '',
};

export const loginModalAtom = atom<LoginModalState>(CLOSED_LOGIN_MODAL);

export const openLoginModalAtom = atom(null, (get, set, returnTo: string | null) => {
  set(loginModalAtom, { ...get(loginModalAtom), open: true, view: 'login', returnTo });
});
