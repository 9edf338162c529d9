/**
 * Firebase ID token verification, as Firebase documents it for third-party JWT libraries: RS256
 * against Google's secure-token key set, issuer https://securetoken.google.com/<project id>,
 * audience the project id, unexpired, a non-empty `sub` (the uid), auth_time in the past.
 */
import { decodeJwt } from 'jose';
import { createIdTokenVerifier, type VerifiedIdentity } from './id-token-verifier';
import { InvalidIdTokenError } from './identity-errors';

export interface FirebaseTokenOptions {
  projectId: string;
  jwksUrl: string;
}

export function createFirebaseTokenVerifier({ projectId, jwksUrl }: FirebaseTokenOptions) {
  const verify = createIdTokenVerifier({
    jwksUrl,
    issuers: [`https://securetoken.google.com/${projectId}`],
    audience: projectId,
  });
  return async (idToken: string): Promise<VerifiedIdentity> => {
    const identity = await verify(idToken);
    const authTime = decodeJwt(idToken).auth_time;
    if (typeof authTime !== 'number' || authTime * 1000 > Date.now()) {
      throw new InvalidIdTokenError('auth_time is missing or in the future');
    }
    return identity;
  };
}
export type FirebaseTokenVerifier = ReturnType<typeof createFirebaseTokenVerifier>;
