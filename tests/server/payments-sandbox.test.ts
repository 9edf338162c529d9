/**
 * Checkout through the sandbox gateway, end to end on the real app (docs/payments.md): the
 * checkout prices on the server, the sandbox page's choice becomes a signed notification, only
 * that notification grants (once, under replays and races), the return only picks the result
 * page, and every step is recorded with its payload redacted. The receipt goes over real SMTP.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentView, PlansResponse } from '../../common/contracts/payments';
import { CREDIT_PACKS, PLANS } from '../../common/plans';
import { createSandboxGateway } from '../../server/modules/payments/gateways/sandbox-gateway';
import type { PaymentCompleted } from '../../server/modules/payments/payment-completed';
import { bearer, createSignedInUser, nextIp } from './helpers/accounts';
import { balanceOf, ledgerOf } from './helpers/generations';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestApp, queryRows, type TestApp } from './test-app';

let server: TestApp;
let inbox: SmtpInbox;
const completed: PaymentCompleted[] = [];
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({
    // A webhook endpoint on this machine, for payment.completed (docs/public-api.md#webhooks).
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://studio.example', WEBHOOKS_ALLOW_PRIVATE: '1' },
  });
  server.app.onPaymentCompleted((event) => void completed.push(event));
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const sandbox = () => createSandboxGateway(server.config.JWT_SECRET);

/**
 * A notification of any fields, signed as the sandbox signs (HMAC-SHA256 of the sorted fields
 * under its key from JWT_SECRET, docs/payments.md#sandbox): what a sandbox elsewhere could send.
 */
function signedSandboxNotification(fields: Record<string, string>) {
  const key = createHmac('sha256', server.config.JWT_SECRET).update('payments.sandbox.v1').digest();
  const text = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return { ...fields, signature: createHmac('sha256', key).update(text).digest('hex') };
}

function checkout(token: string, body: object) {
  return server.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: body,
  });
}

async function startCheckout(token: string, body: object) {
  const response = await checkout(token, { method: 'sandbox', accept_terms: true, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ payment_id: string; redirect_url: string }>();
}

/** Opens the sandbox page and presses a button, as the buyer's browser does. */
async function choose(redirectUrl: string, choice: 'pay' | 'fail' | 'cancel') {
  const page = await server.app.inject({ method: 'GET', url: redirectUrl });
  expect(page.statusCode).toBe(200);
  const query = new URL(redirectUrl, 'http://x').searchParams;
  const form = new URLSearchParams({
    payment_id: query.get('payment_id')!,
    amount: query.get('amount')!,
    signature: query.get('signature')!,
    choice,
  });
  const pressed = await server.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(pressed.statusCode).toBe(303);
  const back = await server.app.inject({ method: 'GET', url: pressed.headers.location! });
  return { page, returnedTo: back.headers.location! };
}

async function paymentOf(token: string, id: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/payments/${id}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<PaymentView>();
}

function notify(body: object) {
  return server.app.inject({ method: 'POST', url: '/api/payments/sandbox/notify', payload: body });
}

describe('GET /api/plans', () => {
  it('lists the seven plans and the packs for a guest, without labels', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/plans' });

    expect(response.statusCode).toBe(200);
    const body = response.json<PlansResponse>();
    expect(body.plans.map((plan) => plan.id)).toEqual([
      'free_trial',
      'basic',
      'starter',
      'pro',
      'professional',
      'premium',
      'enterprise',
    ]);
    const byId = Object.fromEntries(body.plans.map((plan) => [plan.id, plan]));
    expect(byId.pro).toMatchObject({
      name: 'Pro',
      monthly_price_vnd: 499_000,
      annual_monthly_price_vnd: 399_000,
      credits: 240,
      relation: null,
      current: false,
    });
    expect(byId.premium).toMatchObject({ credits: null, fair_use_credits: 3000 });
    expect(byId.enterprise).toMatchObject({ monthly_price_vnd: null, purchasable: false });
    expect(byId.free_trial).toMatchObject({ credits: 5, inactive: true });
    expect(body.packs).toEqual([
      { id: 'pack_20', credits: 20, price_vnd: 59_000 },
      { id: 'pack_60', credits: 60, price_vnd: 159_000 },
      { id: 'pack_150', credits: 150, price_vnd: 369_000 },
    ]);
    expect(body).toMatchObject({
      vat_percent: 10,
      credit_lifetime_months: 12,
      payment_methods: ['sandbox'],
      current_plan: null,
    });
  });

  it("labels each plan against a signed-in user's plan", async () => {
    const { user, token } = await createSignedInUser(server);
    await queryRows(
      server.database,
      `UPDATE users SET plan_id = 'pro', plan_ends_at = now() + interval '3 days' WHERE id = '${user.id}'`,
    );

    const body = (
      await server.app.inject({ method: 'GET', url: '/api/plans', headers: bearer(token) })
    ).json<PlansResponse>();

    const relation = Object.fromEntries(body.plans.map((plan) => [plan.id, plan.relation]));
    expect(relation).toMatchObject({ starter: 'downgrade', pro: 'current', premium: 'upgrade' });
    expect(body.plans.find((plan) => plan.current)?.id).toBe('pro');
    expect(body.current_plan).toMatchObject({ id: 'pro', balance: 0 });
  });
});

describe('POST /api/payments/checkout', () => {
  it('refuses a guest, unaccepted terms, a plan not sold and a method that is off', async () => {
    const { token } = await createSignedInUser(server);
    const guest = await server.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      payload: { pack_id: 'pack_20', method: 'sandbox', accept_terms: true },
    });
    const noTerms = await checkout(token, { pack_id: 'pack_20', method: 'sandbox' });
    const trial = await checkout(token, {
      plan_id: 'free_trial',
      period: 'monthly',
      method: 'sandbox',
      accept_terms: true,
    });
    const enterprise = await checkout(token, {
      plan_id: 'enterprise',
      period: 'annual',
      method: 'sandbox',
      accept_terms: true,
    });
    const vnpayOff = await checkout(token, {
      pack_id: 'pack_20',
      method: 'vnpay',
      accept_terms: true,
    });

    expect(guest.statusCode).toBe(401);
    expect(noTerms.statusCode).toBe(400);
    expect(trial.json()).toMatchObject({ code: 'plan_not_purchasable' });
    expect(enterprise.json()).toMatchObject({ code: 'plan_not_purchasable' });
    expect(vnpayOff.json()).toMatchObject({ code: 'payment_method_unavailable' });
  });

  it('prices the order on the server and sends the browser to the gateway', async () => {
    const { token } = await createSignedInUser(server);

    const started = await startCheckout(token, { plan_id: 'pro', period: 'annual' });

    expect(started.redirect_url).toMatch(/^\/api\/payments\/sandbox\/checkout\?/);
    const payment = await paymentOf(token, started.payment_id);
    expect(payment).toMatchObject({
      status: 'pending',
      amount_vnd: 399_000 * 12,
      credits: 240,
      method: 'sandbox',
      description: 'Pro plan, 12 months',
    });
  });
});

describe('the sandbox page', () => {
  it("names the item in the buyer's language", async () => {
    const vi = await createSignedInUser(server, { language: 'vi' });
    const plan = await startCheckout(vi.token, { plan_id: 'pro', period: 'annual' });
    const viPage = await server.app.inject({ method: 'GET', url: plan.redirect_url });
    expect(viPage.body).toContain('Gói Pro, 12 tháng');
    expect(viPage.body).not.toContain('Pro plan');

    const en = await createSignedInUser(server, { language: 'en' });
    const pack = await startCheckout(en.token, { pack_id: 'pack_20' });
    const enPage = await server.app.inject({ method: 'GET', url: pack.redirect_url });
    expect(enPage.body).toContain('Credit pack of 20 credits');
  });
});

describe('a sandbox payment', () => {
  it('paid: grants the pack once the notification arrives, mails the receipt, calls the hook', async () => {
    const { user, token } = await createSignedInUser(server, { language: 'en' });
    const started = await startCheckout(token, { pack_id: 'pack_60' });

    const { page, returnedTo } = await choose(started.redirect_url, 'pay');
    await server.background.settled();

    expect(page.body).toContain('159,000');
    expect(returnedTo).toBe(`/payment/success?payment_id=${started.payment_id}`);
    const payment = await paymentOf(token, started.payment_id);
    expect(payment).toMatchObject({ status: 'completed', credits: 60, balance: 60 });
    expect(await balanceOf(server, user.id)).toBe(CREDIT_PACKS.pack_60.credits);
    expect((await ledgerOf(server, user.id)).map((row) => [row.reason, row.delta])).toEqual([
      ['credit_pack', 60],
    ]);
    const receipt = await inbox.nextMail(user.email);
    expect(receipt.subject).toBe('Your Studio AI receipt: Credit pack of 60 credits');
    expect(receipt.text).toContain('159,000 ₫');
    expect(receipt.text).toContain('including 10% VAT');
    expect(receipt.text).toContain('https://studio.example/payment-history');
    expect(completed.filter((event) => event.payment.id === started.payment_id)).toHaveLength(1);
  });

  it('paid for a plan: sets the plan for its period and grants the first month', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await startCheckout(token, { plan_id: 'starter', period: 'monthly' });

    await choose(started.redirect_url, 'pay');
    await server.background.settled();

    const [row] = await queryRows<{ plan_id: string; plan_ends_at: Date }>(
      server.database,
      `SELECT plan_id, plan_ends_at FROM users WHERE id = '${user.id}'`,
    );
    expect(row!.plan_id).toBe('starter');
    const days = (new Date(row!.plan_ends_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await balanceOf(server, user.id)).toBe(PLANS.starter.monthlyCredits);
  });

  it('failed: grants nothing and sends the browser to the error page with the reason', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await startCheckout(token, { pack_id: 'pack_20' });

    const { returnedTo } = await choose(started.redirect_url, 'fail');
    await server.background.settled();

    expect(returnedTo).toBe(`/payment/error?payment_id=${started.payment_id}&reason=declined`);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({
      status: 'failed',
      failure_reason: 'declined',
    });
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('cancelled: grants nothing and sends the browser to the cancelled page', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await startCheckout(token, { pack_id: 'pack_20' });

    const { returnedTo } = await choose(started.redirect_url, 'cancel');
    await server.background.settled();

    expect(returnedTo).toBe(`/payment/cancelled?payment_id=${started.payment_id}`);
    expect(await paymentOf(token, started.payment_id)).toMatchObject({
      status: 'failed',
      failure_reason: 'cancelled',
    });
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('grants once under 20 parallel copies of its notification', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await startCheckout(token, { pack_id: 'pack_20' });
    const notification = sandbox().notificationFor('pay', {
      paymentId: started.payment_id,
      amount: CREDIT_PACKS.pack_20.priceVnd,
    });

    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(notification)));
    await server.background.settled();

    const outcomes = answers.map((answer) => answer.json<{ outcome: string }>().outcome).sort();
    expect(outcomes.filter((outcome) => outcome === 'completed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_completed')).toHaveLength(19);
    expect(await balanceOf(server, user.id)).toBe(20);
    expect(
      (await ledgerOf(server, user.id)).filter((row) => row.reason === 'credit_pack'),
    ).toHaveLength(1);
  });

  it('ignores a failure notified after the success (out of order)', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await startCheckout(token, { pack_id: 'pack_20' });
    const order = { paymentId: started.payment_id, amount: CREDIT_PACKS.pack_20.priceVnd };

    await notify(sandbox().notificationFor('pay', order));
    const late = await notify(sandbox().notificationFor('fail', order));

    expect(late.json()).toEqual({ outcome: 'already_completed' });
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'completed' });
    expect(await balanceOf(server, user.id)).toBe(20);
  });

  it('refuses a tampered signature, a wrong amount and an unknown order', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await startCheckout(token, { pack_id: 'pack_20' });
    const genuine = sandbox().notificationFor('pay', {
      paymentId: started.payment_id,
      amount: CREDIT_PACKS.pack_20.priceVnd,
    });

    const tampered = await notify({ ...genuine, amount: '1000' });
    const wrongAmount = await notify(
      sandbox().notificationFor('pay', { paymentId: started.payment_id, amount: 1000 }),
    );
    const unknown = await notify(
      sandbox().notificationFor('pay', {
        paymentId: '00000000-0000-4000-8000-000000000000',
        amount: 59_000,
      }),
    );

    expect(tampered.json()).toEqual({ outcome: 'invalid_signature' });
    expect(wrongAmount.json()).toEqual({ outcome: 'amount_mismatch' });
    expect(unknown.json()).toEqual({ outcome: 'not_found' });
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('refuses a signed notification without a currency or with an amount that is not digits', async () => {
    const { user, token } = await createSignedInUser(server);
    const started = await startCheckout(token, { pack_id: 'pack_20' });
    const { signature: _genuine, ...fields } = sandbox().notificationFor('pay', {
      paymentId: started.payment_id,
      amount: CREDIT_PACKS.pack_20.priceVnd,
    });

    const answers = await Promise.all(
      [
        { ...fields, currency: '' },
        // The pack costs 59,000 VND: Number('5.9e4') would equal it.
        { ...fields, amount: '5.9e4' },
        { ...fields, amount: '59000.0' },
      ].map((changed) => notify(signedSandboxNotification(changed))),
    );

    expect(answers.map((answer) => answer.json())).toEqual(
      Array(3).fill({ outcome: 'amount_mismatch' }),
    );
    expect(await paymentOf(token, started.payment_id)).toMatchObject({ status: 'pending' });
    expect(await balanceOf(server, user.id)).toBe(0);
  });

  it('is recorded step by step with its payloads', async () => {
    const { token } = await createSignedInUser(server);
    const started = await startCheckout(token, { pack_id: 'pack_20' });

    await choose(started.redirect_url, 'pay');
    await server.background.settled();

    const events = await queryRows<{ kind: string; outcome: string; payload: object }>(
      server.database,
      `SELECT kind, outcome, payload FROM payment_events
       WHERE payment_id = '${started.payment_id}' ORDER BY created_at`,
    );
    expect(events.map((event) => [event.kind, event.outcome])).toEqual([
      ['checkout', 'pending'],
      ['notification', 'completed'],
    ]);
    expect(events[1]!.payload).toMatchObject({ result: 'paid', amount: '59000' });
  });

  it('is listed in the payment history, newest first', async () => {
    const { token } = await createSignedInUser(server);
    const first = await startCheckout(token, { pack_id: 'pack_20' });
    const second = await startCheckout(token, { plan_id: 'basic', period: 'monthly' });

    const response = await server.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: bearer(token),
    });

    const { payments } = response.json<{ payments: PaymentView[] }>();
    expect(payments.map((payment) => payment.id)).toEqual([second.payment_id, first.payment_id]);
    expect(payments[0]).toMatchObject({ amount_vnd: 99_000, status: 'pending', credits: 40 });
  });

  it('is not shown to another user', async () => {
    const { token } = await createSignedInUser(server);
    const { token: other } = await createSignedInUser(server);
    const started = await startCheckout(token, { pack_id: 'pack_20' });

    const response = await server.app.inject({
      method: 'GET',
      url: `/api/payments/${started.payment_id}`,
      headers: bearer(other),
    });

    expect(response.statusCode).toBe(404);
  });
});

describe('payment.completed webhooks', () => {
  it('queue one delivery to each endpoint of the buyer that takes the event, once', async () => {
    const { user, token } = await createSignedInUser(server);
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(token),
      payload: { url: 'http://127.0.0.1:9/hooks', events: ['payment.completed'] },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const { payment_id, redirect_url } = await startCheckout(token, { pack_id: 'pack_20' });

    await choose(redirect_url, 'pay');
    await choose(redirect_url, 'pay');

    const deliveriesOf = () =>
      queryRows<{
        event: string;
        payload: { data: { payment: PaymentView } };
      }>(
        server.database,
        `SELECT d.event, d.payload FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.user_id = '${user.id}'`,
      );

    // The hook runs once the settling transaction has committed: wait for its delivery row.
    await expect.poll(async () => (await deliveriesOf()).length).toBe(1);
    const deliveries = await deliveriesOf();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.event).toBe('payment.completed');
    expect(JSON.stringify(deliveries[0]?.payload)).toContain(payment_id);
  });
});
