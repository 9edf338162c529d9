/**
 * The Stripe Checkout contract (docs/payments.md#stripe), against the local fake over HTTP: the
 * signature vector, a VND (zero-decimal) session created once per payment, the webhook verified
 * over its raw body with a timestamp tolerance, the return route, and one grant under replays and
 * 20 parallel copies of one event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView } from '../../common/contracts/payments';
import { stripeSignature } from '../../server/modules/payments/gateways/stripe-gateway';
import { type FakeStripe, startFakeStripe, type StripeChoice } from './fakes/fake-stripe';
import { bearer, createSignedInUser } from './helpers/accounts';
import { balanceOf, ledgerOf } from './helpers/generations';
import { createTestApp, type TestApp } from './test-app';
import { startCheckout } from './helpers/payments';

const SECRET_KEY = 'sk_test_studio';
const WEBHOOK_SECRET = 'whsec_studio_test';

let server: TestApp;
let stripe: FakeStripe;
const webhook = (body: string, signature: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });

beforeAll(async () => {
  stripe = await startFakeStripe({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    deliverWebhook: async (body, signature) => (await webhook(body, signature)).statusCode,
  });
  server = await createTestApp({
    env: {
      PAYMENT_PROVIDERS: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
      PUBLIC_URL: 'https://studio.example',
    },
  });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
});

const checkout = (token: string) => startCheckout(server, token, 'stripe');

const sessionOf = (redirectUrl: string) => redirectUrl.split('/').at(-1)!;

async function payAtStripe(redirectUrl: string, choice: StripeChoice) {
  expect((await fetch(redirectUrl)).status).toBe(200);
  const act = await fetch(`${stripe.apiBase}/c/act`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: sessionOf(redirectUrl), choice }).toString(),
    redirect: 'manual',
  });
  const returned = new URL(act.headers.get('location')!);
  return (await server.app.inject({ method: 'GET', url: returned.pathname + returned.search }))
    .headers.location;
}

const paymentOf = async (token: string, id: string) =>
  (
    await server.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(token) })
  ).json<PaymentView>();

describe('Stripe signing', () => {
  it('matches the self-computed vector', () => {
    expect(
      stripeSignature(
        '{"id":"evt_test_webhook","object":"event"}',
        1700000000,
        'whsec_test_secret',
      ),
    ).toBe('d95c6b7477fbd7e9f90b1b0ef5f9c7ac25abca5382460e0d988c2b2a5b71b990');
  });
});

describe('a Stripe payment', () => {
  it('creates one VND session in whole đồng, referenced on the payment', async () => {
    const { token } = await createSignedInUser(server);
    const started = await checkout(token);

    const session = stripe.sessions.get(sessionOf(started.redirect_url))!;
    expect(session).toMatchObject({
      amount_total: 59_000,
      currency: 'vnd',
      client_reference_id: started.payment_id,
    });
    expect(session.success_url).toBe(
      `https://studio.example/api/payments/stripe/return?payment_id=${started.payment_id}&session_id={CHECKOUT_SESSION_ID}`,
    );
  });

  it('paid: the webhook grants once, the return shows the success page', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const resultPage = await payAtStripe(started.redirect_url, 'pay');

    expect(stripe.webhookStatuses.at(-1)).toBe(200);
    expect(resultPage).toBe(`/payment/success?payment_id=${started.payment_id}`);
    expect(await balanceOf(server, user.id)).toBe(20);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'completed' });
  });

  it('failed: nothing granted; the payment says it was declined', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    await payAtStripe(started.redirect_url, 'fail');

    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({
      status: 'failed',
      failure_reason: 'declined',
    });
  });

  it('cancelled: the cancelled page, nothing granted', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);

    const resultPage = await payAtStripe(started.redirect_url, 'cancel');

    expect(resultPage).toBe(`/payment/cancelled?payment_id=${started.payment_id}`);
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('grants once under a replay and 20 parallel copies of one event', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    const event = stripe.signedEvent(sessionOf(started.redirect_url), 'checkout.session.completed');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => webhook(event.body, event.signature)),
    );
    const replay = await webhook(event.body, event.signature);

    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers.filter((answer) => answer.json().outcome === 'completed')).toHaveLength(1);
    expect(replay.json()).toMatchObject({ outcome: 'already_completed' });
    expect(await balanceOf(server, user.id)).toBe(20);
    expect(
      (await ledgerOf(server, user.id)).filter((row) => row.reason === 'credit_pack'),
    ).toHaveLength(1);
  });

  it('refuses a tampered body and a timestamp outside the tolerance', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    const session = sessionOf(started.redirect_url);
    const event = stripe.signedEvent(session, 'checkout.session.completed');
    const stale = stripe.signedEvent(
      session,
      'checkout.session.completed',
      {},
      Math.floor(Date.now() / 1000) - 301,
    );

    const tampered = await webhook(event.body.replace('59000', '1'), event.signature);
    const late = await webhook(stale.body, stale.signature);

    expect(tampered.statusCode).toBe(400);
    expect(late.statusCode).toBe(400);
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('records a wrong amount or an unknown session without granting', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    const session = sessionOf(started.redirect_url);

    const wrongAmount = stripe.signedEvent(session, 'checkout.session.completed', {
      amount_total: 1000,
    });
    const wrongCurrency = stripe.signedEvent(session, 'checkout.session.completed', {
      currency: 'usd',
    });
    const unknown = stripe.signedEvent(session, 'checkout.session.completed', {
      client_reference_id: '00000000-0000-4000-8000-000000000000',
    });

    expect((await webhook(wrongAmount.body, wrongAmount.signature)).json()).toMatchObject({
      outcome: 'amount_mismatch',
    });
    expect((await webhook(wrongCurrency.body, wrongCurrency.signature)).json()).toMatchObject({
      outcome: 'amount_mismatch',
    });
    expect((await webhook(unknown.body, unknown.signature)).json()).toMatchObject({
      outcome: 'not_found',
    });
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });

  it('refuses a signed event without a currency or with an amount that is not an integer', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await checkout(token);
    const session = sessionOf(started.redirect_url);

    const noCurrency = stripe.signedEvent(session, 'checkout.session.completed', {
      currency: undefined,
    });
    // The order is 59,000 VND: Number('5.9e4') would equal it.
    const exponent = stripe.signedEvent(session, 'checkout.session.completed', {
      amount_total: '5.9e4',
    });
    const fraction = stripe.signedEvent(session, 'checkout.session.completed', {
      amount_total: 59_000.5,
    });

    for (const event of [noCurrency, exponent, fraction]) {
      expect((await webhook(event.body, event.signature)).json()).toMatchObject({
        outcome: 'amount_mismatch',
      });
    }
    expect(await balanceOf(server, user.id)).toBe(0);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
  });
});
