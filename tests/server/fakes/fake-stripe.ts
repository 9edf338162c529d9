/**
 * A local Stripe Checkout over real HTTP: `POST /v1/checkout/sessions` (form-encoded, bearer
 * key, Idempotency-Key honoured, VND as a zero-decimal currency) answers a session whose `url`
 * is its own payment page; pay, fail or cancel there sends the merchant a webhook signed as
 * Stripe signs it (`t=…,v1=HMAC-SHA256(t.body)`), then sends the browser to the success or
 * cancel URL. Its signing is written here, not borrowed from the adapter under test.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSession {
  id: string;
  url: string;
  amount_total: number;
  currency: string;
  client_reference_id: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
}

export type StripeChoice = 'pay' | 'fail' | 'cancel';

/** `Stripe-Signature` for `payload` at `timestamp` (s), as stripe-node's test helper makes it. */
export function stripeTestHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export async function startFakeStripe(options: {
  secretKey: string;
  webhookSecret: string;
  /** Posts a raw event body with its signature header to the merchant; returns the status. */
  deliverWebhook: (body: string, signature: string) => Promise<number>;
}) {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  const webhookStatuses: number[] = [];
  let origin = '';

  /** An event about a session, with its raw body and signature header. */
  function signedEvent(
    sessionId: string,
    type: string,
    /** Fields of the session to send instead (any JSON: a test may send what Stripe never does). */
    overrides: Partial<Record<keyof FakeSession | 'payment_status', unknown>> = {},
    timestamp = Math.floor(Date.now() / 1000),
  ) {
    const session = sessions.get(sessionId);
    const body = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: {
        object: {
          object: 'checkout.session',
          id: sessionId,
          amount_total: session?.amount_total,
          currency: session?.currency,
          client_reference_id: session?.client_reference_id,
          metadata: session?.metadata,
          payment_status: type === 'checkout.session.completed' ? 'paid' : 'unpaid',
          status: 'complete',
          ...overrides,
        },
      },
    });
    return { body, signature: stripeTestHeader(body, options.webhookSecret, timestamp) };
  }

  async function createSession(request: IncomingMessage, response: ServerResponse) {
    const json = (status: number, answer: object) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer));
    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    }
    const form = new URLSearchParams(await readBody(request));
    const key = String(request.headers['idempotency-key'] ?? '');
    const replayed = key ? byIdempotencyKey.get(key) : undefined;
    if (replayed) return json(200, replayed);
    const unitAmount = form.get('line_items[0][price_data][unit_amount]') ?? '';
    if (form.get('line_items[0][price_data][currency]') !== 'vnd' || !/^\d+$/.test(unitAmount)) {
      return json(400, { error: { type: 'invalid_request_error', message: 'Bad amount' } });
    }
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      id,
      url: `${origin}/c/pay/${id}`,
      amount_total: Number(unitAmount) * Number(form.get('line_items[0][quantity]') ?? 1),
      currency: 'vnd',
      client_reference_id: form.get('client_reference_id') ?? '',
      metadata: { payment_id: form.get('metadata[payment_id]') ?? '' },
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
    };
    sessions.set(id, session);
    if (key) byIdempotencyKey.set(key, session);
    return json(200, { object: 'checkout.session', status: 'open', ...session });
  }

  async function act(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const session = sessions.get(form.get('session') ?? '');
    if (!session) return response.writeHead(404).end();
    const choice = form.get('choice') as StripeChoice;
    if (choice !== 'cancel') {
      const type =
        choice === 'pay' ? 'checkout.session.completed' : 'checkout.session.async_payment_failed';
      const event = signedEvent(session.id, type);
      webhookStatuses.push(await options.deliverWebhook(event.body, event.signature));
    }
    const to =
      choice === 'cancel'
        ? session.cancel_url
        : session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
    response.writeHead(303, { location: to }).end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const failed = () => response.writeHead(500).end();
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions')
      return void createSession(request, response).catch(failed);
    if (request.method === 'GET' && url.pathname.startsWith('/c/pay/')) {
      const session = sessions.get(url.pathname.slice('/c/pay/'.length));
      if (!session) return response.writeHead(404).end();
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><title>Stripe</title></head><body><main><h1>Stripe Checkout (fake)</h1>
<p>${session.amount_total} VND</p><form method="post" action="/c/act"><input type="hidden" name="session" value="${session.id}">
<button name="choice" value="pay">Pay</button><button name="choice" value="fail">Fail</button><button name="choice" value="cancel">Cancel</button></form></main></body></html>`,
      );
    }
    if (request.method === 'POST' && url.pathname === '/c/act')
      return void act(request, response).catch(failed);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: origin,
    sessions,
    webhookStatuses,
    signedEvent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
