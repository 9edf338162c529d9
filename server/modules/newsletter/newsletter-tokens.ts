/**
 * The two links of a newsletter mail. Confirm: 32 random bytes, stored as a SHA-256 hash.
 * Unsubscribe: `<subscription id>.<HMAC of the id>` under a key derived from the server secret,
 * so every future newsletter can carry a working link without storing one, and nobody can
 * forge one for another subscriber.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const CONFIRM_TOKEN_BYTES = 32;

export function generateConfirmToken(): string {
  return randomBytes(CONFIRM_TOKEN_BYTES).toString('base64url');
}

export function hashConfirmToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createUnsubscribeTokens(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('newsletter-unsubscribe/v1').digest();
  const signatureOf = (subscriptionId: string) =>
    createHmac('sha256', key).update(subscriptionId).digest();

  return {
    tokenFor: (subscriptionId: string) =>
      `${subscriptionId}.${signatureOf(subscriptionId).toString('base64url')}`,

    /** The subscription id a token names, or null when the token is not one of ours. */
    subscriptionOf(token: string): string | null {
      const [subscriptionId, signature, extra] = token.split('.');
      if (!subscriptionId || !signature || extra !== undefined) return null;
      if (!/^[0-9a-f-]{36}$/.test(subscriptionId)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = signatureOf(subscriptionId);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? subscriptionId
        : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
