/**
 * The secrets mailed to users — 6-digit verification codes and password-reset tokens — and how
 * they are stored (hashed only) and checked (in constant time, so response timing does not
 * reveal how much of a guess was right).
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Random bytes in a password-reset token. */
const RESET_TOKEN_BYTES = 32;
/**
 * Six digits without a leading zero: the code travels as an integer
 * (docs/product-rules.md#verification-code).
 */
const OTP_MIN = 100_000;
const OTP_END = 1_000_000;

export function generateOtp(): number {
  return randomInt(OTP_MIN, OTP_END);
}

/**
 * Hashes verification codes with HMAC-SHA256 under a key derived from the server secret: a
 * million possible codes would be found offline from a plain hash. The user id is mixed in, so
 * equal codes of two users hash differently.
 */
export function createOtpHasher(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('email-verification-code/v1').digest();
  return (userId: string, code: number): string =>
    createHmac('sha256', key).update(`${userId}:${code}`).digest('base64url');
}
export type OtpHasher = ReturnType<typeof createOtpHasher>;

export function generateResetToken(): string {
  return randomBytes(RESET_TOKEN_BYTES).toString('base64url');
}

/** SHA-256 is enough for 256 random bits: no guessing, so no key and no slow hash needed. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Compares two hashes of this module in constant time. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64url');
  const right = Buffer.from(b, 'base64url');
  return left.length === right.length && timingSafeEqual(left, right);
}
