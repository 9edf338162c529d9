/**
 * A local VNPay 2.1.0 over real HTTP, for contract tests and the e2e run: its payment page
 * (`GET /paymentv2/vpcpay.html`) checks the merchant's HMAC-SHA512 signature and offers pay,
 * fail and cancel; the choice is signed the way VNPay signs, sent to the merchant's IPN (GET,
 * server to server; its JSON answer is kept), then the browser goes to `vnp_ReturnUrl`.
 * Its signing is written here the way VNPay's own Node demo does it (sort, encodeURIComponent
 * with '+' for spaces), not borrowed from the adapter under test.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type VnpayParams = Record<string, string>;

export interface IpnAnswer {
  RspCode: string;
  Message: string;
}

/** What the fake was asked to collect, by vnp_TxnRef. */
interface Order {
  params: VnpayParams;
}

/** The fake's outcomes: the response code and transaction status VNPay reports for each. */
export const VNPAY_OUTCOMES = {
  pay: { vnp_ResponseCode: '00', vnp_TransactionStatus: '00' },
  fail: { vnp_ResponseCode: '51', vnp_TransactionStatus: '02' },
  cancel: { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' },
} as const;
export type VnpayChoice = keyof typeof VNPAY_OUTCOMES;

/** VNPay's demo: sorted keys, values through encodeURIComponent with %20 as '+', joined by '&'. */
export function demoSign(params: VnpayParams, secret: string): string {
  const data = Object.keys(params)
    .filter((key) => key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${encodeURIComponent(params[key]!).replace(/%20/g, '+')}`)
    .join('&');
  return createHmac('sha512', Buffer.from(secret, 'utf8'))
    .update(Buffer.from(data, 'utf8'))
    .digest('hex');
}

let transactions = 14_422_574;

export async function startFakeVnpay(options: {
  tmnCode: string;
  hashSecret: string;
  /** Sends an IPN query string to the merchant and returns its JSON answer. */
  deliverIpn: (query: string) => Promise<IpnAnswer>;
  /** A fixed port (the e2e run's); by default any free one. */
  port?: number;
}) {
  const orders = new Map<string, Order>();
  const ipnAnswers: IpnAnswer[] = [];

  /** A response to the merchant, signed as VNPay signs it. */
  function signedResponse(txnRef: string, choice: VnpayChoice, overrides: VnpayParams = {}) {
    const order = orders.get(txnRef);
    const params: VnpayParams = {
      vnp_Amount: order?.params.vnp_Amount ?? '0',
      vnp_BankCode: 'NCB',
      vnp_BankTranNo: `VNP${transactions}`,
      vnp_CardType: 'ATM',
      vnp_OrderInfo: order?.params.vnp_OrderInfo ?? '',
      vnp_PayDate: '20260521091806',
      vnp_TmnCode: options.tmnCode,
      vnp_TransactionNo: String(transactions++),
      vnp_TxnRef: txnRef,
      ...VNPAY_OUTCOMES[choice],
      ...overrides,
    };
    return { ...params, vnp_SecureHash: demoSign(params, options.hashSecret) };
  }

  function paymentPage(params: VnpayParams, response: ServerResponse) {
    const problems: string[] = [];
    if (params.vnp_SecureHash !== demoSign(params, options.hashSecret)) problems.push('checksum');
    if (params.vnp_Version !== '2.1.0') problems.push('version');
    if (params.vnp_Command !== 'pay') problems.push('command');
    if (params.vnp_TmnCode !== options.tmnCode) problems.push('tmn code');
    if (params.vnp_SecureHashType) problems.push('vnp_SecureHashType is not sent in 2.1.0');
    if (!/^\d+00$/.test(params.vnp_Amount ?? '')) problems.push('amount (VND x 100)');
    for (const name of ['vnp_CreateDate', 'vnp_ExpireDate'])
      if (!/^\d{14}$/.test(params[name] ?? '')) problems.push(name);
    if (!/^[A-Za-z0-9 \-_.:]+$/.test(params.vnp_OrderInfo ?? '')) problems.push('order info');
    if (!params.vnp_TxnRef || !params.vnp_ReturnUrl || !params.vnp_IpAddr) problems.push('fields');
    if (problems.length > 0) {
      response
        .writeHead(400, { 'content-type': 'text/plain' })
        .end(`Invalid: ${problems.join(', ')}`);
      return;
    }
    orders.set(params.vnp_TxnRef!, { params });
    const button = (choice: VnpayChoice, label: string) =>
      `<button name="choice" value="${choice}">${label}</button>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="vi"><head><title>VNPAY</title></head><body><main><h1>VNPAY (fake)</h1>
<p>${Number(params.vnp_Amount) / 100} VND</p>
<form method="post" action="/paymentv2/act"><input type="hidden" name="txn" value="${params.vnp_TxnRef}">
${button('pay', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</form></main></body></html>`,
    );
  }

  async function act(request: IncomingMessage, response: ServerResponse) {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const form = new URLSearchParams(body);
    const txnRef = form.get('txn') ?? '';
    const order = orders.get(txnRef);
    if (!order) return response.writeHead(404).end();
    const query = new URLSearchParams(signedResponse(txnRef, form.get('choice') as VnpayChoice));
    ipnAnswers.push(await options.deliverIpn(query.toString()));
    response.writeHead(302, { location: `${order.params.vnp_ReturnUrl}?${query}` }).end();
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/paymentv2/vpcpay.html') {
      return paymentPage(Object.fromEntries(url.searchParams), response);
    }
    if (url.pathname === '/health') return response.writeHead(200).end('ok');
    // The browser asks every page's origin for an icon; the fake has none to give.
    if (url.pathname === '/favicon.ico') return response.writeHead(204).end();
    if (request.method === 'POST' && url.pathname === '/paymentv2/act') {
      return void act(request, response).catch(() => response.writeHead(500).end());
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    paymentUrl: `http://127.0.0.1:${port}/paymentv2/vpcpay.html`,
    origin: `http://127.0.0.1:${port}`,
    orders,
    ipnAnswers,
    signedResponse,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeVnpay = Awaited<ReturnType<typeof startFakeVnpay>>;
