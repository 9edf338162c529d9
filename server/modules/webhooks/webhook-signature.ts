/**
 * The Standard Webhooks signature (https://www.standardwebhooks.com): the secret is `whsec_` and
 * base64 key bytes; a delivery carries `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>` under the
 * key. Receivers verify it with any Standard Webhooks library.
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

export function webhookSignature(
  secret: string,
  message: { id: string; timestamp: number; body: string },
): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signed = `${message.id}.${message.timestamp}.${message.body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

export function newWebhookMessageId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}
