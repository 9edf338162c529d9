/**
 * Google's OAuth 2.0 authorization-code exchange (POST /auth/google/callback): the code goes to
 * Google's token endpoint with our client id and secret, the returned ID token is verified
 * against Google's key set (issuer accounts.google.com, audience our client id).
 */
import { createIdTokenVerifier, type VerifiedIdentity } from './id-token-verifier';
import { AuthorizationCodeError, IdentityProviderUnavailableError } from './identity-errors';

/** How long to wait for Google's token endpoint, in ms. */
const TOKEN_ENDPOINT_TIMEOUT_MS = 10_000;
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** Google's `error` values that mean the request's code or redirect_uri is bad, not our setup. */
const CLIENT_SIDE_ERRORS = new Set(['invalid_grant', 'redirect_uri_mismatch', 'invalid_request']);

export interface GoogleOAuthOptions {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  jwksUrl: string;
}

export function createGoogleCodeExchange(options: GoogleOAuthOptions) {
  const verifyIdToken = createIdTokenVerifier({
    jwksUrl: options.jwksUrl,
    issuers: GOOGLE_ISSUERS,
    audience: options.clientId,
  });
  return async (code: string, redirectUri: string): Promise<VerifiedIdentity> =>
    verifyIdToken(await requestIdToken(options, code, redirectUri));
}
export type GoogleCodeExchange = ReturnType<typeof createGoogleCodeExchange>;

async function requestIdToken(options: GoogleOAuthOptions, code: string, redirectUri: string) {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: options.clientId,
    client_secret: options.clientSecret,
  });
  let response: Response;
  try {
    response = await fetch(options.tokenUrl, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(TOKEN_ENDPOINT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new IdentityProviderUnavailableError('Google token endpoint unreachable', {
      cause: error,
    });
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw tokenEndpointError(response.status, body);
  if (typeof body.id_token !== 'string') {
    throw new AuthorizationCodeError('no id_token: the sign-in must request the openid scope');
  }
  return body.id_token;
}

function tokenEndpointError(status: number, body: Record<string, unknown>): Error {
  const error = typeof body.error === 'string' ? body.error : 'unknown';
  const message = `Google token endpoint answered ${status} ${error}`;
  return CLIENT_SIDE_ERRORS.has(error)
    ? new AuthorizationCodeError(message)
    : new IdentityProviderUnavailableError(message);
}
