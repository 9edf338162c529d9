/** Why a Google / Firebase sign-in failed, as the identity adapters report it. */

/**
 * The ID token is not a JWT at all ("empty or malformed",
 * docs/product-rules.md#google-sign-in-requests).
 */
export class MalformedIdTokenError extends Error {
  override name = 'MalformedIdTokenError';
}

/** A JWT, but its signature, issuer, audience, expiry or claims are wrong. */
export class InvalidIdTokenError extends Error {
  override name = 'InvalidIdTokenError';
}

/** Google refused the authorization code (used, expired, or another redirect_uri). */
export class AuthorizationCodeError extends Error {
  override name = 'AuthorizationCodeError';
}

/** Google's token endpoint or key set did not answer properly: not the user's fault. */
export class IdentityProviderUnavailableError extends Error {
  override name = 'IdentityProviderUnavailableError';
}
