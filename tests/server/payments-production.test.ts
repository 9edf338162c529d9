/**
 * Payments under NODE_ENV=production with PAYMENT_PROVIDERS unset (docs/payments.md#which-gateways-are-on):
 * the server starts with no gateway, /api/plans lists no method, a checkout answers 503
 * `payments_not_configured` and records nothing, and the sandbox's routes do not exist. Outside
 * production the sandbox stays the default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlansResponse } from '../../common/contracts/payments';
import { createSandboxGateway } from '../../server/modules/payments/gateways/sandbox-gateway';
import { bearer, createSignedInUser, nextIp } from './helpers/accounts';
import { startCheckout } from './helpers/payments';
import { createTestApp, PRODUCTION_ENV, queryRows, type TestApp } from './test-app';

const plansOf = async (server: TestApp) =>
  (await server.app.inject({ method: 'GET', url: '/api/plans' })).json<PlansResponse>();

describe('in production with no gateway set up', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: PRODUCTION_ENV });
  });
  afterAll(() => server.close());

  it('starts and lists no payment method', async () => {
    expect(server.config.PAYMENT_PROVIDERS).toEqual([]);
    expect((await plansOf(server)).payment_methods).toEqual([]);
  });

  it('answers a checkout 503 payments_not_configured and records no payment', async () => {
    const { token } = await createSignedInUser(server);

    const response = await server.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: bearer(token),
      remoteAddress: nextIp(),
      payload: { method: 'sandbox', accept_terms: true, pack_id: 'pack_20' },
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'payments_not_configured' });
    expect(await queryRows(server.database, 'SELECT id FROM payments')).toEqual([]);
  });

  it('has no sandbox routes: its page, its choice, its return and its notify are 404', async () => {
    const sandbox = createSandboxGateway(server.config.JWT_SECRET);
    const paymentId = '00000000-0000-4000-8000-000000000000';
    const page = new URLSearchParams({
      payment_id: paymentId,
      amount: '59000',
      signature: sandbox.pageSignature(paymentId, 59_000),
    });
    const notification = sandbox.notificationFor('pay', { paymentId, amount: 59_000 });
    const answers = await Promise.all([
      server.app.inject({ method: 'GET', url: `/api/payments/sandbox/checkout?${page}` }),
      server.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/checkout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `${page}&choice=pay`,
      }),
      server.app.inject({
        method: 'GET',
        url: `/api/payments/sandbox/return?payment_id=${paymentId}&result=paid&reason=&signature=x`,
      }),
      server.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/notify',
        payload: notification,
      }),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
    expect(server.routes.filter((route) => route.url.startsWith('/api/payments/sandbox'))).toEqual(
      [],
    );
  });
});

describe('outside production, by default', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('offers the sandbox, which starts a checkout on its own page', async () => {
    const { token } = await createSignedInUser(server);

    expect((await plansOf(server)).payment_methods).toEqual(['sandbox']);
    const started = await startCheckout(server, token, 'sandbox');
    const page = await server.app.inject({ method: 'GET', url: started.redirect_url });
    expect(page.statusCode).toBe(200);
  });
});
