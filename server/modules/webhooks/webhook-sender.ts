/**
 * Sends one signed delivery: a POST of the JSON body with the Standard Webhooks headers,
 * connecting only to a checked address (webhook-addresses.ts), following no redirect, giving up
 * after WEBHOOK_TIMEOUT_MS. The answer's status is all that is kept.
 */
import http from 'node:http';
import https from 'node:https';
import { publicOnlyLookup } from './webhook-addresses';
import { webhookSignature } from './webhook-signature';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface WebhookMessage {
  url: string;
  secret: string;
  id: string;
  /** Unix seconds. */
  timestamp: number;
  body: string;
}

/** The status the endpoint answered, or null when it did not (refused, timed out, not allowed). */
export type SendOutcome = { status: number } | { status: null; error: string };

export function createWebhookSender({ allowPrivate }: { allowPrivate: boolean }) {
  const lookup = publicOnlyLookup(allowPrivate);
  return function send(message: WebhookMessage): Promise<SendOutcome> {
    const url = new URL(message.url);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          lookup,
          timeout: WEBHOOK_TIMEOUT_MS,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'StudioAI-Webhooks/1',
            'webhook-id': message.id,
            'webhook-timestamp': String(message.timestamp),
            'webhook-signature': webhookSignature(message.secret, message),
          },
        },
        (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0 });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => resolve({ status: null, error: error.message }));
      request.end(message.body);
    });
  };
}
export type WebhookSender = ReturnType<typeof createWebhookSender>;
