/**
 * A local MoMo AIO v2 over real HTTP: `POST /v2/gateway/api/create` checks the merchant's
 * HMAC-SHA256 signature and answers a `payUrl`; that page offers pay, fail and cancel; the choice
 * becomes a signed IPN (JSON POST to the merchant; its HTTP status is kept), then the browser goes
 * to `redirectUrl` with the same fields. Its raw strings are written out here as MoMo's sample
 * code writes them, not borrowed from the adapter under test.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface CreateRequest {
  partnerCode: string;
  accessKey: string;
  requestId: string;
  amount: number;
  orderId: string;
  orderInfo: string;
  redirectUrl: string;
  ipnUrl: string;
  extraData: string;
  requestType: string;
  signature: string;
}

export const MOMO_OUTCOMES = {
  pay: { resultCode: 0, message: 'Successful.' },
  fail: { resultCode: 1001, message: 'Insufficient balance.' },
  cancel: { resultCode: 1006, message: 'Transaction denied by user.' },
} as const;
export type MomoChoice = keyof typeof MOMO_OUTCOMES;

const hmac = (secret: string, raw: string) =>
  createHmac('sha256', secret).update(raw).digest('hex');

export function sampleCreateSignature(body: Omit<CreateRequest, 'signature'>, secret: string) {
  const raw =
    `accessKey=${body.accessKey}&amount=${body.amount}&extraData=${body.extraData}` +
    `&ipnUrl=${body.ipnUrl}&orderId=${body.orderId}&orderInfo=${body.orderInfo}` +
    `&partnerCode=${body.partnerCode}&redirectUrl=${body.redirectUrl}` +
    `&requestId=${body.requestId}&requestType=${body.requestType}`;
  return hmac(secret, raw);
}

export function sampleIpnSignature(
  ipn: Record<string, string | number>,
  accessKey: string,
  secret: string,
) {
  const raw =
    `accessKey=${accessKey}&amount=${ipn.amount}&extraData=${ipn.extraData}` +
    `&message=${ipn.message}&orderId=${ipn.orderId}&orderInfo=${ipn.orderInfo}` +
    `&orderType=${ipn.orderType}&partnerCode=${ipn.partnerCode}&payType=${ipn.payType}` +
    `&requestId=${ipn.requestId}&responseTime=${ipn.responseTime}&resultCode=${ipn.resultCode}` +
    `&transId=${ipn.transId}`;
  return hmac(secret, raw);
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

let transactions = 4_088_878_653;

export async function startFakeMomo(options: {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** Posts an IPN body to the merchant and returns its HTTP status. */
  deliverIpn: (body: Record<string, string | number>) => Promise<number>;
}) {
  const orders = new Map<string, CreateRequest>();
  const ipnStatuses: number[] = [];
  let origin = '';

  /** An IPN for an order, signed as MoMo signs it. */
  function signedIpn(
    orderId: string,
    choice: MomoChoice,
    overrides: Record<string, string | number> = {},
  ) {
    const order = orders.get(orderId);
    const ipn: Record<string, string | number> = {
      partnerCode: options.partnerCode,
      orderId,
      requestId: order?.requestId ?? orderId,
      amount: order?.amount ?? 0,
      orderInfo: order?.orderInfo ?? '',
      orderType: 'momo_wallet',
      transId: transactions++,
      payType: 'qr',
      responseTime: 1_700_000_060_000,
      extraData: order?.extraData ?? '',
      ...MOMO_OUTCOMES[choice],
      ...overrides,
    };
    return { ...ipn, signature: sampleIpnSignature(ipn, options.accessKey, options.secretKey) };
  }

  async function create(request: IncomingMessage, response: ServerResponse) {
    const body = JSON.parse(await readBody(request)) as CreateRequest;
    const { signature, ...fields } = body;
    const json = (status: number, answer: object) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify(answer));
    if (
      body.partnerCode !== options.partnerCode ||
      body.accessKey !== options.accessKey ||
      signature !== sampleCreateSignature(fields, options.secretKey)
    ) {
      return json(200, { resultCode: 13, message: 'Merchant authentication failed' });
    }
    if (
      !/^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/.test(body.orderId) ||
      !Number.isInteger(body.amount)
    ) {
      return json(200, { resultCode: 20, message: 'Bad format request' });
    }
    orders.set(body.orderId, body);
    return json(200, {
      partnerCode: body.partnerCode,
      orderId: body.orderId,
      requestId: body.requestId,
      amount: body.amount,
      responseTime: Date.now(),
      message: 'Successful.',
      resultCode: 0,
      payUrl: `${origin}/pay?orderId=${encodeURIComponent(body.orderId)}`,
    });
  }

  function payPage(orderId: string, response: ServerResponse) {
    const order = orders.get(orderId);
    if (!order) return response.writeHead(404).end();
    const button = (choice: MomoChoice, label: string) =>
      `<button name="choice" value="${choice}">${label}</button>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="vi"><head><title>MoMo</title></head><body><main><h1>MoMo (fake)</h1>
<p>${order.amount} VND</p><form method="post" action="/pay/act"><input type="hidden" name="orderId" value="${orderId}">
${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</form></main></body></html>`,
    );
  }

  async function act(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const order = orders.get(form.get('orderId') ?? '');
    if (!order) return response.writeHead(404).end();
    const ipn = signedIpn(order.orderId, form.get('choice') as MomoChoice);
    ipnStatuses.push(await options.deliverIpn(ipn));
    const query = new URLSearchParams(
      Object.entries(ipn).map(([key, value]) => [key, String(value)]),
    );
    response.writeHead(302, { location: `${order.redirectUrl}?${query}` }).end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const failed = () => response.writeHead(500).end();
    if (request.method === 'POST' && url.pathname === '/v2/gateway/api/create')
      return void create(request, response).catch(failed);
    if (request.method === 'GET' && url.pathname === '/pay')
      return payPage(url.searchParams.get('orderId') ?? '', response);
    if (request.method === 'POST' && url.pathname === '/pay/act')
      return void act(request, response).catch(failed);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint: origin,
    orders,
    ipnStatuses,
    signedIpn,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeMomo = Awaited<ReturnType<typeof startFakeMomo>>;
