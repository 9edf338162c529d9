/**
 * Verifies an RS256 ID token against a provider's published key set (JWKS): signature, issuer,
 * audience, expiry. Shared by Firebase ID tokens and Google OAuth ID tokens.
 */
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import {
  IdentityProviderUnavailableError,
  InvalidIdTokenError,
  MalformedIdTokenError,
} from './identity-errors';

/** How long to wait for the key set, in ms; jose caches it and refetches on an unknown key. */
const JWKS_TIMEOUT_MS = 5_000;

/** The person a verified ID token names. */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export interface IdTokenVerifierOptions {
  jwksUrl: string;
  issuers: string[];
  audience: string;
}

export function createIdTokenVerifier({ jwksUrl, issuers, audience }: IdTokenVerifierOptions) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS });
  return async (token: string): Promise<VerifiedIdentity> => {
    assertIsJwt(token);
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        issuer: issuers,
        audience,
        requiredClaims: ['sub', 'iat', 'exp'],
      });
      return identityOf(payload);
    } catch (error) {
      throw classify(error);
    }
  };
}

function assertIsJwt(token: string): void {
  try {
    decodeProtectedHeader(token);
    decodeJwt(token);
  } catch {
    throw new MalformedIdTokenError('the ID token is not a JWT');
  }
}

function identityOf(payload: Record<string, unknown>): VerifiedIdentity {
  const { sub, email, email_verified: emailVerified, name, picture } = payload;
  if (typeof sub !== 'string' || sub === '') throw new InvalidIdTokenError('no subject');
  if (typeof email !== 'string' || !email.includes('@')) {
    throw new InvalidIdTokenError('the ID token carries no e-mail address');
  }
  return {
    subject: sub,
    email,
    // Google has sent this claim as the string "true" in some tokens.
    emailVerified: emailVerified === true || emailVerified === 'true',
    name: typeof name === 'string' && name.trim() ? name.trim() : undefined,
    picture: typeof picture === 'string' ? picture : undefined,
  };
}

/** A failed key-set fetch is the provider's problem; anything else about the token is invalid. */
function classify(error: unknown): Error {
  if (error instanceof InvalidIdTokenError) return error;
  const keySetFailed =
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    !(error instanceof errors.JOSEError) ||
    error.code === 'ERR_JOSE_GENERIC';
  const reason = error instanceof Error ? error.message : String(error);
  return keySetFailed
    ? new IdentityProviderUnavailableError(`ID token keys unavailable: ${reason}`, { cause: error })
    : new InvalidIdTokenError(reason, { cause: error });
}
