/**
 * Sign-in through Google: a Firebase ID token (POST /auth/firebase/login|register) or a Google
 * OAuth authorization code (POST /auth/google/callback). The verified token names the person;
 * its e-mail and uid win over the userData the client sends (spec §3 identity-provider data).
 */
import {
  FIREBASE_ERRORS,
  FIREBASE_ID_TOKEN_MIN_LENGTH,
  type FirebaseAuthResponse,
  identityUserDataSchema,
} from '../../../common/contracts/auth';
import { ERROR_CODES } from '../../../common/contracts/errors';
import type { FirebaseTokenVerifier } from '../../adapters/identity/firebase-id-token';
import type { GoogleCodeExchange } from '../../adapters/identity/google-oauth';
import type { VerifiedIdentity } from '../../adapters/identity/id-token-verifier';
import { HttpError } from '../../http/errors';
import type { AuthRepository, Identity, NewUser, UserRecord } from './auth.repository';
import { normalizeEmail } from './email-address';
import { identityHttpError } from './identity-errors';
import type { Sessions } from './sessions';

/** What the client's userData may add to a token: a display name and a photo. */
interface ProfileHints {
  displayName?: string;
  photoURL?: string | null;
}

export interface IdentityDependencies {
  accounts: AuthRepository;
  sessions: Sessions;
  /** Absent when FIREBASE_PROJECT_ID is unset. */
  verifyFirebaseToken?: FirebaseTokenVerifier;
  /** Absent when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is unset. */
  exchangeGoogleCode?: GoogleCodeExchange;
}

export function createIdentityService(deps: IdentityDependencies) {
  const { accounts, sessions, verifyFirebaseToken, exchangeGoogleCode } = deps;

  /** A Google-verified e-mail may take over an account with that e-mail; an unverified one not. */
  async function linkByEmail(user: UserRecord, key: Identity, identity: VerifiedIdentity) {
    if (!identity.emailVerified) {
      throw new HttpError(
        409,
        ERROR_CODES.emailTaken,
        'An account with this email already exists.',
      );
    }
    return accounts.linkIdentity(user.id, key, true);
  }

  async function findOrCreate(key: Identity, identity: VerifiedIdentity, hints: ProfileHints) {
    const email = normalizeEmail(identity.email);
    const known = await accounts.findByIdentity(key);
    if (known) {
      const verifiesNow = identity.emailVerified && !known.isVerified;
      return { user: verifiesNow ? await accounts.linkIdentity(known.id, key, true) : known };
    }
    const sameEmail = await accounts.findByEmail(email);
    if (sameEmail) return { user: await linkByEmail(sameEmail, key, identity) };
    const created = await accounts.createWithIdentity(newUser(email, identity, hints), key);
    if (created) return { user: created, isNew: true };
    // A parallel sign-in created this e-mail's account meanwhile: link to that one.
    const winner = await accounts.findByEmail(email);
    if (!winner) throw new Error(`the account of ${email} vanished during sign-in`);
    return { user: await linkByEmail(winner, key, identity) };
  }

  async function signIn(key: Identity, identity: VerifiedIdentity, hints: ProfileHints) {
    const { user, isNew = false } = await findOrCreate(key, identity, hints);
    const session = await sessions.start(user);
    return {
      ...session,
      is_new_user: isNew,
      traditional_login: { email: user.email, password_set: user.passwordHash !== null },
    } satisfies FirebaseAuthResponse;
  }

  return {
    async firebaseSignIn(idToken: string, userData: unknown): Promise<FirebaseAuthResponse> {
      if (!verifyFirebaseToken) {
        throw new HttpError(
          503,
          ERROR_CODES.firebaseNotConfigured,
          'Google sign-in is not set up.',
        );
      }
      if (idToken.trim().length < FIREBASE_ID_TOKEN_MIN_LENGTH) {
        throw new HttpError(
          400,
          ERROR_CODES.malformedIdentityToken,
          FIREBASE_ERRORS.malformedToken,
        );
      }
      const hints = identityUserDataSchema.safeParse(userData);
      if (!hints.success) {
        throw new HttpError(
          400,
          ERROR_CODES.invalidIdentityUserData,
          FIREBASE_ERRORS.missingUserData,
        );
      }
      const identity = await verifyFirebaseToken(idToken).catch(throwAsHttpError);
      return signIn({ provider: 'firebase', subject: identity.subject }, identity, hints.data);
    },

    async googleCallback(code: string, redirectUri: string): Promise<FirebaseAuthResponse> {
      if (!exchangeGoogleCode) {
        throw new HttpError(503, ERROR_CODES.googleNotConfigured, 'Google sign-in is not set up.');
      }
      const identity = await exchangeGoogleCode(code, redirectUri).catch(throwAsHttpError);
      return signIn({ provider: 'google', subject: identity.subject }, identity, {});
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;

function throwAsHttpError(error: unknown): never {
  throw identityHttpError(error);
}

/** Spec §3: the display name, else the e-mail's part before @. */
function newUser(email: string, identity: VerifiedIdentity, hints: ProfileHints): NewUser {
  return {
    email,
    name: identity.name ?? (hints.displayName?.trim() || email.split('@')[0] || ''),
    passwordHash: null,
    isVerified: identity.emailVerified,
    photoUrl: identity.picture ?? hints.photoURL ?? null,
  };
}
