/**
 * Sign-in through Google: a Firebase ID token (POST /auth/firebase/login|register) or a Google
 * OAuth authorization code (POST /auth/google/callback). The verified token names the person;
 * its e-mail and uid win over the userData the client sends (docs/accounts.md, "Google sign-in").
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
import type { Clock } from '../../clock';
import { HttpError } from '../../http/errors';
import type { AuthRepository, Identity, NewUser } from './auth.repository';
import type { UserRecord } from './user.model';
import { normalizeEmail } from './email-address';
import { identityHttpError } from './identity-errors';
import { refuseDisabled, type SessionClient, type Sessions } from './sessions';

/** What the client's userData may add to a token: a display name and a photo. */
interface ProfileHints {
  displayName?: string;
  photoURL?: string | null;
}

export interface IdentityDependencies {
  accounts: AuthRepository;
  sessions: Sessions;
  clock: Clock;
  /** Absent when FIREBASE_PROJECT_ID is unset. */
  verifyFirebaseToken?: FirebaseTokenVerifier;
  /** Absent when GOOGLE_CLIENT_ID or GOOGLE_CLIENT_SECRET is unset. */
  exchangeGoogleCode?: GoogleCodeExchange;
}

export function createIdentityService(deps: IdentityDependencies) {
  const { accounts, sessions, clock, verifyFirebaseToken, exchangeGoogleCode } = deps;

  /** Links the identity to an account; a disabled one is refused before anything changes. */
  const link = (user: UserRecord, key: Identity, identity: VerifiedIdentity) => {
    refuseDisabled(user);
    return accounts.linkVerifiedIdentity(user.id, key, { name: identity.name }, clock());
  };

  async function findOrCreate(key: Identity, identity: VerifiedIdentity, hints: ProfileHints) {
    const email = normalizeEmail(identity.email);
    const known = await accounts.findByIdentity(key);
    if (known) return { user: known.isVerified ? known : await link(known, key, identity) };
    const sameEmail = await accounts.findByEmail(email);
    if (sameEmail) return { user: await link(sameEmail, key, identity) };
    const created = await accounts.createWithIdentity(newUser(email, identity, hints), key);
    if (created) return { user: created, isNew: true };
    // A parallel sign-in created this e-mail's account meanwhile: link to that one.
    const winner = await accounts.findByEmail(email);
    if (!winner) throw new Error(`the account of ${email} vanished during sign-in`);
    return { user: await link(winner, key, identity) };
  }

  async function signIn(
    key: Identity,
    identity: VerifiedIdentity,
    hints: ProfileHints,
    client: SessionClient,
  ) {
    // An address the provider has not verified proves nothing about who signs in: it never
    // opens a session, links an account or counts for ADMIN_EMAILS (docs/accounts.md).
    if (!identity.emailVerified) {
      throw new HttpError(
        403,
        ERROR_CODES.identityEmailUnverified,
        'Your Google account has not verified its email address. Verify it with Google, then try again.',
      );
    }
    const { user, isNew = false } = await findOrCreate(key, identity, hints);
    const session = await sessions.start(user, client);
    return {
      ...session,
      is_new_user: isNew,
      traditional_login: { email: user.email, password_set: user.passwordHash !== null },
    } satisfies FirebaseAuthResponse;
  }

  return {
    async firebaseSignIn(
      idToken: string,
      userData: unknown,
      client: SessionClient,
    ): Promise<FirebaseAuthResponse> {
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
      const key = { provider: 'firebase' as const, subject: identity.subject };
      return signIn(key, identity, hints.data, client);
    },

    async googleCallback(
      code: string,
      redirectUri: string,
      client: SessionClient,
    ): Promise<FirebaseAuthResponse> {
      if (!exchangeGoogleCode) {
        throw new HttpError(503, ERROR_CODES.googleNotConfigured, 'Google sign-in is not set up.');
      }
      const identity = await exchangeGoogleCode(code, redirectUri).catch(throwAsHttpError);
      return signIn({ provider: 'google', subject: identity.subject }, identity, {}, client);
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;

function throwAsHttpError(error: unknown): never {
  throw identityHttpError(error);
}

/** The provider's name, else the display name, else the e-mail's part before @. */
function newUser(email: string, identity: VerifiedIdentity, hints: ProfileHints): NewUser {
  return {
    email,
    name: identity.name ?? (hints.displayName?.trim() || email.split('@')[0] || ''),
    passwordHash: null,
    isVerified: identity.emailVerified,
    photoUrl: identity.picture ?? hints.photoURL ?? null,
  };
}
