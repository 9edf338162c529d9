/**
 * API token secrets: 32 random bytes after a recognisable prefix, stored only as their SHA-256.
 * A fast hash is enough here, unlike for passwords: a secret of 256 random bits cannot be
 * guessed from its hash, however fast the hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKEN_SHOWN_LENGTH } from '../../../common/contracts/api-tokens';

export interface NewSecret {
  secret: string;
  secretHash: string;
  /** What the list shows of it. */
  prefix: string;
}

export function newApiTokenSecret(): NewSecret {
  const secret = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { secret, secretHash: hashApiTokenSecret(secret), prefix: shownPart(secret) };
}

export function hashApiTokenSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function shownPart(secret: string): string {
  return secret.slice(0, API_TOKEN_SHOWN_LENGTH);
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The API token of an `Authorization: Bearer sk_live_…` header; undefined for anything else. */
export function apiTokenSecretOf(authorization: string | undefined): string | undefined {
  const credential = authorization?.match(BEARER)?.[1];
  return credential?.startsWith(API_TOKEN_PREFIX) ? credential : undefined;
}
