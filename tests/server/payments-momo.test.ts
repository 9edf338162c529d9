/**
 * The MoMo AIO v2 contract (docs/payments.md#momo), against the local fake over HTTP: the
 * signature vectors computed with MoMo's public sandbox keys, the create call MoMo accepts, the
 * IPN (204 once recorded; refusals for a bad signature, an unknown order, a wrong amount), the
 * return route, and one grant under replays and 20 parallel copies of one IPN.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView } from '../../common/contracts/payments';
import {
  momoCreateSignature,
  momoIpnSignature,
} from '../../server/modules/payments/gateways/momo-gateway';
import { type FakeMomo, type MomoChoice, startFakeMomo } from './fakes/fake-momo';
import { bearer, createSignedInUser } from './helpers/accounts';
import { balanceOf, ledgerOf } from './helpers/generations';
import { createTestApp, type TestApp } from './test-app';
import { startCheckout } from './helpers/payments';

/** MoMo's public sandbox keys (its official sample repository). */
const KEYS = {
  partnerCode: 'MOMO',
  accessKey: 'F8BBA842ECF85',
  secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
};

let server: TestApp;
let momo: FakeMomo;
beforeAll(async () => {
  momo = await startFakeMomo({
    ...KEYS,
    deliverIpn: async (body) =>
      (await server.app.inject({ method: 'POST', url: '/api/payments/momo/ipn', payload: body }))
        .statusCode,
  });
  server = await createTestApp({
    env: {
      PAYMENT_PROVIDERS: 'momo',
      MOMO_PARTNER_CODE: KEYS.partnerCode,
      MOMO_ACCESS_KEY: KEYS.accessKey,
      MOMO_SECRET_KEY: KEYS.secretKey,
      MOMO_ENDPOINT: momo.endpoint,
      PUBLIC_URL: 'https://studio.example',
    },
  });
});
afterAll(async () => {
  await server.close();
  await momo.close();
});

const checkout = (token: string) => startCheckout(server, token, 'momo');

async function payAtMomo(redirectUrl: string, choice: MomoChoice) {
  const orderId = new URL(redirectUrl).searchParams.get('orderId')!;
  expect((await fetch(redirectUrl)).status).toBe(200);
  const act = await fetch(`${momo.endpoint}/pay/act`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ orderId, choice }).toString(),
    redirect: 'manual',
  });
  const returned = new URL(act.headers.get('location')!);
  const back = await server.app.inject({ method: 'GET', url: returned.pathname + returned.search });
  return back.headers.location;
}

const ipn = (body: object) =>
  server.app.inject({ method: 'POST', url: '/api/payments/momo/ipn', payload: body });

const paymentOf = async (token: string, id: string) =>
  (
    await server.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(token) })
  ).json<PaymentView>();

describe('MoMo signing', () => {
  it('matches the vectors computed with the public sandbox keys', () => {
    const create = {
      accessKey: KEYS.accessKey,
      amount: 50000,
      extraData: '',
      ipnUrl: 'https://callback.url/notify',
      orderId: 'MOMO1700000000000',
      orderInfo: 'pay with MoMo',
      partnerCode: 'MOMO',
      redirectUrl: 'https://momo.vn/return',
      requestId: 'MOMO1700000000000',
      requestType: 'captureWallet',
    };
    const ipnFields = {
      accessKey: KEYS.accessKey,
      amount: 50000,
      extraData: '',
      message: 'Successful.',
      orderId: 'MOMO1700000000000',
      orderInfo: 'pay with MoMo',
      orderType: 'momo_wallet',
      partnerCode: 'MOMO',
      payType: 'qr',
      requestId: 'MOMO1700000000000',
      responseTime: 1700000060000,
      resultCode: 0,
      transId: 4088878653,
    };
    expect(momoCreateSignature(create, KEYS.secretKey)).toBe(
      '4378bb95714712f6be833da81f743910a01e5ba6279bfe596b8a08e891259424',
    );
    expect(momoIpnSignature(ipnFields, KEYS.secretKey)).toBe(
      '3a8143fa6cd64cec9ad44da05c509ce972e73ee349287f48f08edd59327b2652',
    );
  });
});

describe('a MoMo payment', () => {
  it('paid: the order is created at MoMo, the IPN is answered 204 and grants once', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    expect(momo.orders.get(started.payment_id)).toMatchObject({
      amount: 59_000,
      requestType: 'captureWallet',
      ipnUrl: 'https://studio.example/api/payments/momo/ipn',
    });
    const resultPage = await payAtMomo(started.redirect_url, 'pay');

    expect(momo.ipnStatuses.at(-1)).toBe(204);
    expect(resultPage).toBe(`/payment/success?payment_id=${started.payment_id}`);
    expect(await balanceOf(server, user.id)).toBe(20);
  });

  it('failed: nothing granted, the error page names the reason', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const resultPage = await payAtMomo(started.redirect_url, 'fail');

    expect(resultPage).toBe(
      `/payment/error?payment_id=${started.payment_id}&reason=insufficient_funds`,
    );
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'failed' });
  });

  it('cancelled: nothing granted, the cancelled page', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const resultPage = await payAtMomo(started.redirect_url, 'cancel');

    expect(resultPage).toBe(`/payment/cancelled?payment_id=${started.payment_id}`);
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('grants once under a replay and 20 parallel copies of one IPN', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    const notification = momo.signedIpn(started.payment_id, 'pay');

    const statuses = (await Promise.all(Array.from({ length: 20 }, () => ipn(notification)))).map(
      (response) => response.statusCode,
    );
    const replay = await ipn(notification);

    expect(statuses.every((status) => status === 204)).toBe(true);
    expect(replay.statusCode).toBe(204);
    expect(await balanceOf(server, user.id)).toBe(20);
    expect(
      (await ledgerOf(server, user.id)).filter((row) => row.reason === 'credit_pack'),
    ).toHaveLength(1);
  });

  it('refuses a tampered signature, a wrong amount and an unknown order', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const tampered = await ipn({ ...momo.signedIpn(started.payment_id, 'pay'), amount: 1000 });
    const wrongAmount = await ipn(momo.signedIpn(started.payment_id, 'pay', { amount: 1000 }));
    const unknown = await ipn(
      momo.signedIpn('00000000-0000-4000-8000-000000000000', 'pay', { amount: 59_000 }),
    );

    expect(tampered.statusCode).toBe(401);
    expect(wrongAmount.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(404);
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });

  it('refuses a signed IPN whose amount is not an integer of đồng (5.9e4, 59000.5)', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    // The order is 59,000 VND: Number('5.9e4') would equal it.
    const exponent = await ipn(momo.signedIpn(started.payment_id, 'pay', { amount: '5.9e4' }));
    const fraction = await ipn(momo.signedIpn(started.payment_id, 'pay', { amount: 59_000.5 }));

    expect([exponent.statusCode, fraction.statusCode]).toEqual([400, 400]);
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });

  it('leaves a payment pending on a not-yet-final result code', async () => {
    const { token } = await createSignedInUser(server);
    const started = await checkout(token);

    const waiting = await ipn(
      momo.signedIpn(started.payment_id, 'pay', { resultCode: 1000, message: 'Initiated' }),
    );

    expect(waiting.statusCode).toBe(204);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });
});
