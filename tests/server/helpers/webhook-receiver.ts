/**
 * A local HTTP server that receives webhook deliveries, as a customer's would, and an
 * independent Standard Webhooks verifier (WebCrypto, not the server's node:crypto code).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status the next deliveries are answered with (200 by default). */
  answerWith(status: number): void;
  /** Resolves once `count` deliveries have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/studio`,
    received,
    answerWith: (next) => void (status = next),
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} deliveries`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Verifies a delivery as the Standard Webhooks spec says: the key is the base64 after `whsec_`,
 * the signed content `<webhook-id>.<webhook-timestamp>.<body>`, any listed `v1,` signature may
 * match, and the timestamp must be within 5 minutes of `nowS`.
 */
export async function verifyStandardWebhook(
  secret: string,
  message: { id: string; timestamp: string; signature: string; body: string },
  nowS = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  if (Math.abs(nowS - Number(message.timestamp)) > 300) return false;
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey(
    'raw',
    fromBase64(secret.replace(/^whsec_/, '')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const content = new TextEncoder().encode(`${message.id}.${message.timestamp}.${message.body}`);
  for (const listed of message.signature.split(' ')) {
    const [version, signature] = listed.split(',');
    if (version !== 'v1' || !signature) continue;
    if (await crypto.subtle.verify('HMAC', key, fromBase64(signature), content)) return true;
  }
  return false;
}
