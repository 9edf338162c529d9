/**
 * The billing maintenance job (docs/payments.md#jobs) on a clock the test moves: each month of
 * an annual plan grants its credits once, an abandoned payment fails after the timeout, and the
 * renewal reminders go out over real SMTP 7 days and 1 day before a period ends, once each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_PACKS, PLANS } from '../../common/plans';
import {
  type BillingJobs,
  createBillingJobs,
  PENDING_PAYMENT_TIMEOUT_MS,
} from '../../server/modules/payments/billing-jobs';
import { createSandboxGateway } from '../../server/modules/payments/gateways/sandbox-gateway';
import { bearer, createSignedInUser, nextIp } from './helpers/accounts';
import { balanceOf } from './helpers/generations';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, queryRows, silentLogger, type TestApp } from './test-app';

const DAY_MS = 86_400_000;
let server: TestApp;
let inbox: SmtpInbox;
let jobs: BillingJobs;
const clock = createTestClock();
beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({
    env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://studio.example' },
    clock: clock.now,
  });
  jobs = createBillingJobs({
    db: server.database.db,
    config: server.config,
    logger: silentLogger,
    clock: clock.now,
  });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

async function buy(token: string, body: object) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { method: 'sandbox', accept_terms: true, ...body },
  });
  return response.json<{ payment_id: string }>().payment_id;
}

async function pay(paymentId: string, amount: number) {
  const notification = createSandboxGateway(server.config.JWT_SECRET).notificationFor('pay', {
    paymentId,
    amount,
  });
  await server.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/notify',
    payload: notification,
  });
}

async function statusOf(paymentId: string) {
  const [row] = await queryRows<{ status: string; failure_reason: string | null }>(
    server.database,
    `SELECT status, failure_reason FROM payments WHERE id = '${paymentId}'`,
  );
  return row;
}

describe('billing maintenance', () => {
  it('grants each month of an annual plan once, when the month begins', async () => {
    const { user, token } = await createSignedInUser(server);
    const paymentId = await buy(token, { plan_id: 'basic', period: 'annual' });
    await pay(paymentId, 79_000 * 12);
    const monthly = PLANS.basic.monthlyCredits!;
    expect(await balanceOf(server, user.id)).toBe(monthly);

    await jobs.grantDueMonths();
    expect(await balanceOf(server, user.id)).toBe(monthly);
    clock.advance(32 * DAY_MS);
    await jobs.grantDueMonths();
    await jobs.grantDueMonths();
    expect(await balanceOf(server, user.id)).toBe(2 * monthly);
    clock.advance(31 * DAY_MS);
    await jobs.runMaintenance();
    expect(await balanceOf(server, user.id)).toBe(3 * monthly);
  });

  it('fails a payment left pending past the timeout, and a late payment still completes it', async () => {
    const { user, token } = await createSignedInUser(server);
    const abandoned = await buy(token, { pack_id: 'pack_20' });
    const recent = await buy(token, { pack_id: 'pack_20' });
    await queryRows(
      server.database,
      `UPDATE payments SET created_at = created_at - interval '${PENDING_PAYMENT_TIMEOUT_MS + 60_000} milliseconds' WHERE id = '${abandoned}'`,
    );

    await jobs.timeOutPendingPayments();

    expect(await statusOf(abandoned)).toEqual({ status: 'failed', failure_reason: 'timeout' });
    expect((await statusOf(recent))!.status).toBe('pending');
    await pay(abandoned, CREDIT_PACKS.pack_20.priceVnd);
    expect((await statusOf(abandoned))!.status).toBe('completed');
    expect(await balanceOf(server, user.id)).toBe(20);
  });

  it('mails renewal reminders 7 days and 1 day before the period ends, each once', async () => {
    const { user } = await createSignedInUser(server, { language: 'vi' });
    const endsAt = new Date(clock.now().getTime() + 6.5 * DAY_MS);
    await queryRows(
      server.database,
      `UPDATE users SET plan_id = 'pro', plan_ends_at = '${endsAt.toISOString()}' WHERE id = '${user.id}'`,
    );

    await jobs.sendRenewalReminders();
    await jobs.sendRenewalReminders();
    const weekBefore = await inbox.nextMail(user.email);
    clock.advance(6 * DAY_MS);
    await jobs.sendRenewalReminders();
    await jobs.sendRenewalReminders();
    const dayBefore = await inbox.nextMail(user.email);

    expect(weekBefore.subject).toBe('Gói Pro của bạn hết hạn sau 7 ngày');
    expect(weekBefore.text).toContain(
      'https://studio.example/checkout?plan=pro&period=monthly&renew=1',
    );
    expect(dayBefore.subject).toBe('Gói Pro của bạn hết hạn sau 1 ngày');
    expect(inbox.mailsTo(user.email)).toHaveLength(2);
  });

  it('sends no reminder to a user who turned them off', async () => {
    const { user } = await createSignedInUser(server);
    const endsAt = new Date(clock.now().getTime() + 3 * DAY_MS);
    await queryRows(
      server.database,
      `UPDATE users SET plan_id = 'pro', plan_ends_at = '${endsAt.toISOString()}',
       notify_renewals = false WHERE id = '${user.id}'`,
    );

    expect(await jobs.sendRenewalReminders()).toBe(0);
  });
});
