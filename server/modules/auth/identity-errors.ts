/**
 * The identity adapters' failures as API errors (stable codes; the product's texts where it gives
 * them, docs/product-rules.md#google-sign-in-requests).
 */
import { FIREBASE_ERRORS } from '../../../common/contracts/auth';
import { ERROR_CODES } from '../../../common/contracts/errors';
import {
  AuthorizationCodeError,
  IdentityProviderUnavailableError,
  InvalidIdTokenError,
  MalformedIdTokenError,
} from '../../adapters/identity/identity-errors';
import { HttpError } from '../../http/errors';

export function identityHttpError(error: unknown): unknown {
  if (error instanceof MalformedIdTokenError) {
    return new HttpError(400, ERROR_CODES.malformedIdentityToken, FIREBASE_ERRORS.malformedToken);
  }
  if (error instanceof InvalidIdTokenError) {
    return new HttpError(
      401,
      ERROR_CODES.invalidIdentityToken,
      'The sign-in token could not be verified. Please sign in again.',
    );
  }
  if (error instanceof AuthorizationCodeError) {
    return new HttpError(
      400,
      ERROR_CODES.invalidAuthorizationCode,
      'The Google sign-in code is invalid or expired. Please sign in again.',
    );
  }
  if (error instanceof IdentityProviderUnavailableError) {
    const text = 'Google sign-in is unavailable right now. Please try again later.';
    return new HttpError(502, ERROR_CODES.identityProviderUnavailable, text, {}, error);
  }
  return error;
}
