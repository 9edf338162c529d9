/**
 * The VNPay 2.1.0 contract (docs/payments.md#vnpay), against the local fake over HTTP: the
 * published test vector, a payment URL VNPay accepts, the IPN's codes (00, 01, 02, 04, 97, 99),
 * the return route, and one grant under replays and 20 parallel copies of one IPN (run it with
 * DATABASE_URL set to do that on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView } from '../../common/contracts/payments';
import { IN_MEMORY_DATA_DIR, loadConfig } from '../../server/config';
import {
  vnpayCanonical,
  vnpayDate,
  vnpaySignature,
} from '../../server/modules/payments/gateways/vnpay-gateway';
import { vnpayIpnAnswer } from '../../server/modules/payments/gateways/vnpay.routes';
import { demoSign, type FakeVnpay, startFakeVnpay, type VnpayChoice } from './fakes/fake-vnpay';
import { bearer, createSignedInUser } from './helpers/accounts';
import { balanceOf, ledgerOf } from './helpers/generations';
import { createTestApp, queryRows, type TestApp } from './test-app';
import { startCheckout } from './helpers/payments';

const TMN_CODE = 'STUDIOAI';
const HASH_SECRET = 'a-vnpay-test-secret';

let server: TestApp;
let vnpay: FakeVnpay;
beforeAll(async () => {
  vnpay = await startFakeVnpay({
    tmnCode: TMN_CODE,
    hashSecret: HASH_SECRET,
    deliverIpn: async (query) =>
      (await server.app.inject({ method: 'GET', url: `/api/payments/vnpay/ipn?${query}` })).json(),
  });
  server = await createTestApp({
    env: {
      PAYMENT_PROVIDERS: 'vnpay,sandbox',
      VNPAY_TMN_CODE: TMN_CODE,
      VNPAY_HASH_SECRET: HASH_SECRET,
      VNPAY_PAYMENT_URL: vnpay.paymentUrl,
      PUBLIC_URL: 'https://studio.example',
    },
  });
});
afterAll(async () => {
  await server.close();
  await vnpay.close();
});

/** The published vector (research notes, lehuygiang28/vnpay fixtures). */
const VECTOR = {
  params: {
    vnp_Amount: '1000000',
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14422574',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: 'Thanh toan don hang 2024-05-21T02:17:31.249Z',
    vnp_PayDate: '20240521091806',
    vnp_ResponseCode: '00',
    vnp_TmnCode: 'TEST_TMN_CODE',
    vnp_TransactionNo: '14422574',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: '1716257871703',
  },
  canonical:
    'vnp_Amount=1000000&vnp_BankCode=NCB&vnp_BankTranNo=VNP14422574&vnp_CardType=ATM&vnp_OrderInfo=Thanh+toan+don+hang+2024-05-21T02%3A17%3A31.249Z&vnp_PayDate=20240521091806&vnp_ResponseCode=00&vnp_TmnCode=TEST_TMN_CODE&vnp_TransactionNo=14422574&vnp_TransactionStatus=00&vnp_TxnRef=1716257871703',
  hash: '649982421beb422556a1374713c74e58e716ecbd05007c0c0e1f7effdfaf361dbf146889ca446139afe11b9954c4d5c486e99e3b86fcfab6957f29eb0be72895',
};

const checkout = (token: string, body?: object) => startCheckout(server, token, 'vnpay', body);

/** The buyer opens VNPay's page and presses a button; returns where VNPay sends the browser. */
async function payAtVnpay(redirectUrl: string, choice: VnpayChoice) {
  const page = await fetch(redirectUrl);
  expect(page.status, await page.clone().text()).toBe(200);
  const txn = new URL(redirectUrl).searchParams.get('vnp_TxnRef')!;
  const act = await fetch(`${vnpay.origin}/paymentv2/act`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ txn, choice }).toString(),
    redirect: 'manual',
  });
  expect(act.status).toBe(302);
  return new URL(act.headers.get('location')!);
}

const ipn = (params: Record<string, string>) =>
  server.app
    .inject({ method: 'GET', url: `/api/payments/vnpay/ipn?${new URLSearchParams(params)}` })
    .then((response) => response.json<{ RspCode: string; Message: string }>());

async function paymentOf(token: string, id: string) {
  return (
    await server.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(token) })
  ).json<PaymentView>();
}

describe('VNPay signing', () => {
  it('matches the published test vector', () => {
    expect(vnpayCanonical(VECTOR.params)).toBe(VECTOR.canonical);
    expect(vnpaySignature(VECTOR.params, 'test_secret')).toBe(VECTOR.hash);
    expect(demoSign(VECTOR.params, 'test_secret')).toBe(VECTOR.hash);
  });

  it('writes dates in Vietnam time', () => {
    expect(vnpayDate(new Date('2024-05-21T02:18:06Z'))).toBe('20240521091806');
  });
});

describe('VNPay configuration', () => {
  it('is refused without its terminal code and secret when vnpay is on', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDERS: 'vnpay', DATA_DIR: IN_MEMORY_DATA_DIR })).toThrow(
      /VNPAY_TMN_CODE: required[\s\S]*VNPAY_HASH_SECRET: required/,
    );
  });

  it('offers the gateways in the order PAYMENT_PROVIDERS lists them', async () => {
    const plans = await server.app.inject({ method: 'GET', url: '/api/plans' });
    expect(plans.json()).toMatchObject({ payment_methods: ['vnpay', 'sandbox'] });
  });
});

describe('a VNPay payment', () => {
  it('starts with a payment URL VNPay accepts: 2.1.0, VND x 100, signed', async () => {
    const { token } = await createSignedInUser(server);
    const started = await checkout(token, { plan_id: 'pro', period: 'monthly' });

    const url = new URL(started.redirect_url);
    expect(`${url.origin}${url.pathname}`).toBe(vnpay.paymentUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: TMN_CODE,
      vnp_Amount: '49900000',
      vnp_CurrCode: 'VND',
      vnp_Locale: 'vn',
      vnp_TxnRef: started.payment_id,
      vnp_ReturnUrl: 'https://studio.example/api/payments/vnpay/return',
    });
    expect((await fetch(started.redirect_url)).status).toBe(200);
  });

  it('paid: the IPN is confirmed with 00, grants once, the return shows the success page', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const returned = await payAtVnpay(started.redirect_url, 'pay');

    expect(vnpay.ipnAnswers.at(-1)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await balanceOf(server, user.id)).toBe(20);
    expect(returned.pathname).toBe('/api/payments/vnpay/return');
    const back = await server.app.inject({
      method: 'GET',
      url: `${returned.pathname}${returned.search}`,
    });
    expect(back.headers.location).toBe(`/payment/success?payment_id=${started.payment_id}`);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'completed' });
  });

  it('failed: recorded with 00, nothing granted, the error page names the reason', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const returned = await payAtVnpay(started.redirect_url, 'fail');

    expect(vnpay.ipnAnswers.at(-1)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await balanceOf(server, user.id)).toBe(0);
    const back = await server.app.inject({
      method: 'GET',
      url: returned.pathname + returned.search,
    });
    expect(back.headers.location).toBe(
      `/payment/error?payment_id=${started.payment_id}&reason=insufficient_funds`,
    );
  });

  it('cancelled: nothing granted, the cancelled page', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const returned = await payAtVnpay(started.redirect_url, 'cancel');

    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({
      status: 'failed',
      failure_reason: 'cancelled',
    });
    const back = await server.app.inject({
      method: 'GET',
      url: returned.pathname + returned.search,
    });
    expect(back.headers.location).toBe(`/payment/cancelled?payment_id=${started.payment_id}`);
  });

  it('answers a replayed IPN with 02 and grants nothing more', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    await fetch(started.redirect_url);
    const notification = vnpay.signedResponse(started.payment_id, 'pay');

    expect(await ipn(notification)).toMatchObject({ RspCode: '00' });
    expect(await ipn(notification)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await balanceOf(server, user.id)).toBe(20);
  });

  it('grants once under 20 parallel copies of one IPN', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    await fetch(started.redirect_url);
    const notification = vnpay.signedResponse(started.payment_id, 'pay');

    const answers = await Promise.all(Array.from({ length: 20 }, () => ipn(notification)));

    const codes = answers.map((answer) => answer.RspCode);
    expect(codes.filter((code) => code === '00')).toHaveLength(1);
    expect(codes.filter((code) => code === '02')).toHaveLength(19);
    expect(await balanceOf(server, user.id)).toBe(20);
    expect(
      (await ledgerOf(server, user.id)).filter((row) => row.reason === 'credit_pack'),
    ).toHaveLength(1);
  });

  it('answers 97 to a tampered signature or another terminal, and changes nothing', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    await fetch(started.redirect_url);
    const genuine = vnpay.signedResponse(started.payment_id, 'pay');

    const tampered = await ipn({ ...genuine, vnp_Amount: '100' });
    const otherTerminal = vnpay.signedResponse(started.payment_id, 'pay', { vnp_TmnCode: 'OTHER' });

    expect(tampered).toEqual({ RspCode: '97', Message: 'Invalid Checksum' });
    expect(await ipn(otherTerminal)).toMatchObject({ RspCode: '97' });
    expect(await balanceOf(server, user.id)).toBe(0);
    const [event] = await queryRows<{ outcome: string }>(
      server.database,
      `SELECT outcome FROM payment_events WHERE payment_id IS NULL AND gateway = 'vnpay'
       AND payload->>'vnp_TxnRef' = '${started.payment_id}' LIMIT 1`,
    );
    expect(event?.outcome).toBe('invalid_signature');
  });

  it('answers 04 to a signed IPN for another amount, and 01 to an unknown order', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    await fetch(started.redirect_url);

    const wrongAmount = vnpay.signedResponse(started.payment_id, 'pay', { vnp_Amount: '100000' });
    const unknown = vnpay.signedResponse('00000000-0000-4000-8000-000000000000', 'pay', {
      vnp_Amount: '5900000',
    });

    expect(await ipn(wrongAmount)).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    expect(await ipn(unknown)).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });

  it('answers 04 to a signed IPN whose amount is not digits (5.9e6) or whose currency is not VND', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    await fetch(started.redirect_url);

    // The order is 59,000 VND, sent as 5900000: Number('5.9e6') would equal it.
    const exponent = vnpay.signedResponse(started.payment_id, 'pay', { vnp_Amount: '5.9e6' });
    const decimal = vnpay.signedResponse(started.payment_id, 'pay', { vnp_Amount: '5900000.0' });
    const dollars = vnpay.signedResponse(started.payment_id, 'pay', { vnp_CurrCode: 'USD' });

    for (const notification of [exponent, decimal, dollars]) {
      expect(await ipn(notification)).toEqual({ RspCode: '04', Message: 'Invalid amount' });
    }
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });

  it('answers 99 when the IPN cannot be processed', () => {
    expect(vnpayIpnAnswer('error')).toEqual({ RspCode: '99', Message: 'Unknown error' });
  });

  it('sends a forged return to the error page, granting nothing', async () => {
    const { token } = await createSignedInUser(server);
    const started = await checkout(token);
    const forged = new URLSearchParams({
      ...vnpay.signedResponse(started.payment_id, 'pay'),
      vnp_ResponseCode: '00',
      vnp_SecureHash: 'f'.repeat(128),
    });

    const back = await server.app.inject({
      method: 'GET',
      url: `/api/payments/vnpay/return?${forged}`,
    });

    expect(back.headers.location).toBe(
      `/payment/error?payment_id=${started.payment_id}&reason=gateway_error`,
    );
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });
});
