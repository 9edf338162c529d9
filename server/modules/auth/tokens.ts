/**
 * Access tokens: HS256 JWTs carrying `sub` (the user id), `sid` (the session, see sessions.ts),
 * `iat` and `exp`. The signature proves the token is ours; whether its session is still live is
 * the session table's to say (docs/accounts.md, "Sessions").
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';

export interface AccessTokenOptions {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}

/** What a valid token names. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export function createAccessTokens({ secret, ttlSeconds, clock }: AccessTokenOptions) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,

    sign({ userId, sessionId }: TokenClaims, issuedAt: Date): Promise<string> {
      const issuedAtS = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAtS)
        .setExpirationTime(issuedAtS + ttlSeconds)
        .sign(key);
    },

    /**
     * The claims of a token that is ours, unexpired and names a session; null for any other
     * token (tokens signed before sessions existed carry no `sid`: their holders sign in again).
     */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock(),
          requiredClaims: ['sub', 'sid', 'iat', 'exp'],
        });
        const { sub, sid } = payload;
        return typeof sub === 'string' &&
          UUID.test(sub) &&
          typeof sid === 'string' &&
          UUID.test(sid)
          ? { userId: sub, sessionId: sid }
          : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Session ids are uuids; anything else would make the uuid column's query throw. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
