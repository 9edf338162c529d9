/**
 * A local PayPal Orders v2 over real HTTP: OAuth client credentials, orders created once per
 * `PayPal-Request-Id` (USD only: VND is refused as PayPal refuses it), an approval page
 * (approve, decline, cancel), reading an order (`GET /v2/checkout/orders/:id`), captures
 * (idempotent per request id; a declined funding source answers 422 INSTRUMENT_DECLINED), webhooks sent to the merchant after a capture, and
 * verify-webhook-signature, which confirms only transmissions this fake signed.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'DECLINED' | 'COMPLETED';
  customId: string;
  amount: { currency_code: string; value: string };
  returnUrl: string;
  cancelUrl: string;
  capture?: object;
}

export type PaypalChoice = 'approve' | 'decline' | 'cancel';

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export async function startFakePaypal(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Posts a webhook (headers and JSON body) to the merchant; returns the status. */
  deliverWebhook: (headers: Record<string, string>, body: object) => Promise<number>;
}) {
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, { status: number; body: object }>();
  const tokens = new Set<string>();
  const webhookStatuses: number[] = [];
  const signingKey = randomBytes(16);
  let origin = '';

  const transmissionSig = (id: string, time: string, body: object) =>
    createHmac('sha256', signingKey)
      .update(`${id}|${time}|${JSON.stringify(body)}`)
      .digest('hex');

  /** A webhook about an order's capture, with headers signed by this fake. */
  function signedWebhook(orderId: string, eventType: string, resource: object = {}) {
    const order = orders.get(orderId);
    const body = {
      id: `WH-${randomBytes(6).toString('hex')}`,
      event_type: eventType,
      resource: {
        id: `CAP-${randomBytes(6).toString('hex')}`,
        status: eventType === 'PAYMENT.CAPTURE.COMPLETED' ? 'COMPLETED' : 'DECLINED',
        amount: order?.amount,
        custom_id: order?.customId,
        ...resource,
      },
    };
    const id = randomBytes(8).toString('hex');
    const time = new Date().toISOString();
    return {
      body,
      headers: {
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': transmissionSig(id, time, body),
        'paypal-cert-url': `${origin}/certs/fake.pem`,
        'paypal-auth-algo': 'SHA256withRSA',
      },
    };
  }

  const json = (response: ServerResponse, status: number, body: object) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  function authorised(request: IncomingMessage) {
    return tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = request.method === 'POST' ? await readBody(request) : '';
    if (url.pathname === '/v1/oauth2/token') {
      const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
      if (request.headers.authorization !== `Basic ${basic}`)
        return json(response, 401, { error: 'invalid_client' });
      const token = `A21.${randomBytes(12).toString('hex')}`;
      tokens.add(token);
      return json(response, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v2/')) {
      if (!authorised(request)) return json(response, 401, { name: 'AUTHENTICATION_FAILURE' });
    }
    const requestId = String(request.headers['paypal-request-id'] ?? '');
    const remembered = requestId ? byRequestId.get(requestId) : undefined;
    if (remembered) return json(response, remembered.status, remembered.body);
    const answer = (status: number, answerBody: object) => {
      if (requestId) byRequestId.set(requestId, { status, body: answerBody });
      return json(response, status, answerBody);
    };

    if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const created = JSON.parse(body);
      const unit = created.purchase_units?.[0];
      const context = created.payment_source?.paypal?.experience_context ?? {};
      if (unit?.amount?.currency_code !== 'USD' || !/^\d+\.\d{2}$/.test(unit.amount.value)) {
        return answer(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'CURRENCY_NOT_SUPPORTED' }],
        });
      }
      const id = randomBytes(8).toString('hex').toUpperCase();
      orders.set(id, {
        id,
        status: 'CREATED',
        customId: unit.custom_id,
        amount: unit.amount,
        returnUrl: context.return_url,
        cancelUrl: context.cancel_url,
      });
      return answer(201, {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ rel: 'payer-action', href: `${origin}/checkoutnow?token=${id}`, method: 'GET' }],
      });
    }
    const shown = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && shown) {
      const order = orders.get(shown[1]!);
      if (!order) return json(response, 404, { name: 'RESOURCE_NOT_FOUND' });
      // A declined funding source leaves PayPal's order approved: only its capture fails.
      const status = order.status === 'DECLINED' ? 'APPROVED' : order.status;
      return json(response, 200, { id: order.id, intent: 'CAPTURE', status });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(url.pathname);
    if (request.method === 'POST' && capture) {
      const order = orders.get(capture[1]!);
      if (!order) return answer(404, { name: 'RESOURCE_NOT_FOUND' });
      if (order.status === 'DECLINED') {
        return answer(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'INSTRUMENT_DECLINED' }],
        });
      }
      if (order.status !== 'APPROVED') {
        return answer(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_NOT_APPROVED' }],
        });
      }
      order.status = 'COMPLETED';
      const captured = {
        id: order.id,
        status: 'COMPLETED',
        purchase_units: [
          {
            payments: {
              captures: [
                {
                  id: `CAP-${order.id}`,
                  status: 'COMPLETED',
                  amount: order.amount,
                  custom_id: order.customId,
                },
              ],
            },
          },
        ],
      };
      const webhook = signedWebhook(order.id, 'PAYMENT.CAPTURE.COMPLETED', {
        id: `CAP-${order.id}`,
      });
      setImmediate(() => {
        void options
          .deliverWebhook(webhook.headers, webhook.body)
          .then((status) => webhookStatuses.push(status));
      });
      return answer(201, captured);
    }
    if (
      request.method === 'POST' &&
      url.pathname === '/v1/notifications/verify-webhook-signature'
    ) {
      const check = JSON.parse(body);
      const signed =
        check.webhook_id === options.webhookId &&
        check.transmission_sig ===
          transmissionSig(check.transmission_id, check.transmission_time, check.webhook_event);
      return json(response, 200, { verification_status: signed ? 'SUCCESS' : 'FAILURE' });
    }
    if (request.method === 'GET' && url.pathname === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return response.writeHead(404).end();
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="en"><head><title>PayPal</title></head><body><main><h1>PayPal (fake)</h1>
<p>${order.amount.value} ${order.amount.currency_code}</p><form method="post" action="/checkoutnow/act"><input type="hidden" name="token" value="${order.id}">
<button name="choice" value="approve">Approve</button><button name="choice" value="decline">Decline</button><button name="choice" value="cancel">Cancel</button></form></main></body></html>`,
      );
    }
    if (request.method === 'POST' && url.pathname === '/checkoutnow/act') {
      const form = new URLSearchParams(body);
      const order = orders.get(form.get('token') ?? '');
      if (!order) return response.writeHead(404).end();
      const choice = form.get('choice') as PaypalChoice;
      if (choice === 'cancel') {
        return response.writeHead(303, { location: `${order.cancelUrl}&token=${order.id}` }).end();
      }
      order.status = choice === 'approve' ? 'APPROVED' : 'DECLINED';
      return response
        .writeHead(303, { location: `${order.returnUrl}&token=${order.id}&PayerID=FAKEPAYER` })
        .end();
    }
    response.writeHead(404).end();
  }

  const server = createServer((request, response) => {
    void handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: origin,
    orders,
    webhookStatuses,
    signedWebhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
