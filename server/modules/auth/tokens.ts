/** Access tokens: HS256 JWTs carrying `sub` (the user id), `iat` and `exp` (spec §3). */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock';

export interface AccessTokenOptions {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}

export function createAccessTokens({ secret, ttlSeconds, clock }: AccessTokenOptions) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(userId: string): Promise<string> {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      return new SignJWT()
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
    },

    /** The user id of a token that is ours and unexpired; null for any other token. */
    async verify(token: string): Promise<string | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: clock(),
          requiredClaims: ['sub', 'iat', 'exp'],
        });
        return payload.sub ?? null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
