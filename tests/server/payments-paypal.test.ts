/**
 * The PayPal Orders v2 contract (docs/payments.md#paypal), against the local fake over HTTP: the
 * order in US dollars at the configured rate (both amounts shown), approve → capture → settled
 * once (the capture answer and the webhook both arrive), decline, cancel, webhooks PayPal does
 * not confirm, a wrong amount, an unknown order, and 20 parallel copies of one webhook.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PaymentView, PlansResponse } from '../../common/contracts/payments';
import { usdCentsFor } from '../../server/modules/payments/gateways/paypal-gateway';
import { type FakePaypal, type PaypalChoice, startFakePaypal } from './fakes/fake-paypal';
import { bearer, createSignedInUser } from './helpers/accounts';
import { balanceOf, ledgerOf } from './helpers/generations';
import { createTestApp, type TestApp } from './test-app';
import { startCheckout } from './helpers/payments';

const RATE = 25_000;
/** How long the fake's webhook may take to be delivered and answered on a busy machine. */
const WEBHOOK_WAIT = { timeout: 10_000 };
let server: TestApp;
let paypal: FakePaypal;
const webhook = (headers: Record<string, string>, body: object) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/paypal/webhook',
    headers,
    payload: body,
  });

beforeAll(async () => {
  paypal = await startFakePaypal({
    clientId: 'client-id',
    clientSecret: 'client-secret',
    webhookId: 'WH-STUDIO',
    deliverWebhook: async (headers, body) => (await webhook(headers, body)).statusCode,
  });
  server = await createTestApp({
    env: {
      PAYMENT_PROVIDERS: 'paypal',
      PAYPAL_CLIENT_ID: 'client-id',
      PAYPAL_CLIENT_SECRET: 'client-secret',
      PAYPAL_WEBHOOK_ID: 'WH-STUDIO',
      PAYPAL_API_BASE: paypal.apiBase,
      PAYPAL_VND_PER_USD: String(RATE),
      PUBLIC_URL: 'https://studio.example',
    },
  });
});
afterAll(async () => {
  await server.close();
  await paypal.close();
});

const checkout = (token: string) => startCheckout(server, token, 'paypal');

const orderOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('token')!;

async function approveAtPaypal(redirectUrl: string, choice: PaypalChoice) {
  const webhooksBefore = paypal.webhookStatuses.length;
  expect((await fetch(redirectUrl)).status).toBe(200);
  const act = await fetch(`${paypal.apiBase}/checkoutnow/act`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: orderOf(redirectUrl), choice }).toString(),
    redirect: 'manual',
  });
  const returned = new URL(act.headers.get('location')!);
  const back = await server.app.inject({ method: 'GET', url: returned.pathname + returned.search });
  // The webhook PayPal sends after a capture (only an approval captures), delivered and
  // answered before the test looks.
  if (choice === 'approve') {
    await vi.waitFor(
      () => expect(paypal.webhookStatuses).toHaveLength(webhooksBefore + 1),
      WEBHOOK_WAIT,
    );
  }
  return back.headers.location;
}

const paymentOf = async (token: string, id: string) =>
  (
    await server.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(token) })
  ).json<PaymentView>();

describe('PayPal amounts', () => {
  it('convert VND to US cents at the configured rate, rounded up', () => {
    expect(usdCentsFor(59_000, RATE)).toBe(236);
    expect(usdCentsFor(99_000, 26_000)).toBe(381);
  });

  it('show both currencies: the rate on /api/plans, the USD amount on the payment', async () => {
    const { token } = await createSignedInUser(server);
    const plans = (
      await server.app.inject({ method: 'GET', url: '/api/plans' })
    ).json<PlansResponse>();
    const started = await checkout(token);

    expect(plans.paypal_vnd_per_usd).toBe(RATE);
    expect(paypal.orders.get(orderOf(started.redirect_url))?.amount).toEqual({
      currency_code: 'USD',
      value: '2.36',
    });
    expect(await paymentOf(token, started.payment_id)).toMatchObject({
      amount_vnd: 59_000,
      gateway_amount: '2.36 USD',
    });
  });
});

describe('a PayPal payment', () => {
  it('approved: captured on the return, granted once though the webhook comes too', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const resultPage = await approveAtPaypal(started.redirect_url, 'approve');

    expect(resultPage).toBe(`/payment/success?payment_id=${started.payment_id}`);
    expect(paypal.webhookStatuses.at(-1)).toBe(200);
    expect(await balanceOf(server, user.id)).toBe(20);
    expect(
      (await ledgerOf(server, user.id)).filter((row) => row.reason === 'credit_pack'),
    ).toHaveLength(1);
  });

  it('declined: nothing granted, the error page', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const resultPage = await approveAtPaypal(started.redirect_url, 'decline');

    expect(resultPage).toBe(`/payment/error?payment_id=${started.payment_id}&reason=declined`);
    expect(await balanceOf(server, user.id)).toBe(0);
    // PayPal lets the buyer approve again with another source; a DENIED webhook or the
    // timeout ends it otherwise.
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });

  it('is not failed by someone else opening its return before the buyer approves', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const early = await server.app.inject({
      method: 'GET',
      url: `/api/payments/paypal/return?payment_id=${started.payment_id}`,
    });
    const afterEarly = await paymentOf(token, started.payment_id);
    const resultPage = await approveAtPaypal(started.redirect_url, 'approve');

    expect(early.statusCode).toBe(302);
    expect(afterEarly).toMatchObject({ status: 'pending' });
    expect(resultPage).toBe(`/payment/success?payment_id=${started.payment_id}`);
    expect(await balanceOf(server, user.id)).toBe(20);
  });

  it('cancelled: nothing granted, the cancelled page', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const resultPage = await approveAtPaypal(started.redirect_url, 'cancel');

    expect(resultPage).toBe(`/payment/cancelled?payment_id=${started.payment_id}`);
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('refuses a confirmed webhook without a currency or with an amount not in cents', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    const order = orderOf(started.redirect_url);

    const events = [
      { value: '2.36' },
      // 2.36 USD is the order: Number('2.36e0') and Math.round would equal it.
      { currency_code: 'USD', value: '2.36e0' },
      { currency_code: 'USD', value: '2.355' },
    ].map((amount) => paypal.signedWebhook(order, 'PAYMENT.CAPTURE.COMPLETED', { amount }));
    const answers = await Promise.all(events.map((event) => webhook(event.headers, event.body)));

    expect(answers.map((answer) => answer.json())).toEqual(
      Array(3).fill({ received: true, outcome: 'amount_mismatch' }),
    );
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });

  it('grants once under 20 parallel copies of one webhook', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    const event = paypal.signedWebhook(orderOf(started.redirect_url), 'PAYMENT.CAPTURE.COMPLETED');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => webhook(event.headers, event.body)),
    );

    expect(answers.filter((answer) => answer.json().outcome === 'completed')).toHaveLength(1);
    expect(await balanceOf(server, user.id)).toBe(20);
  });

  it('refuses a webhook PayPal does not confirm, and records a wrong amount or unknown order', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    const order = orderOf(started.redirect_url);
    const genuine = paypal.signedWebhook(order, 'PAYMENT.CAPTURE.COMPLETED');

    const tampered = await webhook(genuine.headers, {
      ...genuine.body,
      resource: { ...genuine.body.resource, amount: { currency_code: 'USD', value: '0.01' } },
    });
    const wrongAmount = paypal.signedWebhook(order, 'PAYMENT.CAPTURE.COMPLETED', {
      amount: { currency_code: 'USD', value: '0.01' },
    });
    const unknown = paypal.signedWebhook(order, 'PAYMENT.CAPTURE.COMPLETED', {
      custom_id: '00000000-0000-4000-8000-000000000000',
    });

    expect(tampered.statusCode).toBe(400);
    expect((await webhook(wrongAmount.headers, wrongAmount.body)).json()).toMatchObject({
      outcome: 'amount_mismatch',
    });
    expect((await webhook(unknown.headers, unknown.body)).json()).toMatchObject({
      outcome: 'not_found',
    });
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });
});
