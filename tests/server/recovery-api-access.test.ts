/**
 * Recovering an account ends its API access too (docs/accounts.md#recovery-ends-api-access): a
 * password reset and a deletion request always delete the API tokens and pause the webhooks;
 * signing out everywhere and a password change do unless the request says
 * `revoke_api_access: false`. The owner is mailed what was ended, over real SMTP, in the
 * account's language. A password change also ends any reset link mailed before it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookListResponseSchema } from '../../common/contracts/webhooks';
import { createWebhookJobs } from '../../server/modules/webhooks/webhooks.module';
import { bearer, createSignedInUser, DEFAULT_PASSWORD, post, signIn } from './helpers/accounts';
import { createApiToken, putOnPlan } from './helpers/api-tokens';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestApp, queryRows, silentLogger, type TestApp } from './test-app';

const NEW_PASSWORD = 'Lantern-Orchid-73';
const PUBLIC_URL = 'https://studio.example.vn';
let inbox: SmtpInbox;
let server: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({
    env: { SMTP_URL: inbox.url, PUBLIC_URL, WEBHOOKS_ALLOW_PRIVATE: '1' },
  });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const apiCallStatus = async (secret: string) =>
  (await server.app.inject({ url: '/api/credits', headers: bearer(secret) })).statusCode;
const webhooksOf = async (token: string) =>
  webhookListResponseSchema.parse((await call('GET', '/api/webhooks', token)).json()).endpoints;

/** An account on a plan with room for two tokens, holding two tokens and one webhook. */
async function accountWithApiAccess(language: 'vi' | 'en' = 'en') {
  const { user, token } = await createSignedInUser(server, { name: 'Lan Nguyen', language });
  await putOnPlan(server, user.id, 'basic');
  const first = await createApiToken(server, token, { name: 'Shop integration' });
  const second = await createApiToken(server, token, { name: 'Back office' });
  const hook = await call('POST', '/api/webhooks', token, {
    url: 'http://127.0.0.1:9/hook',
    events: ['payment.completed'],
  });
  expect(hook.statusCode, hook.body).toBe(201);
  expect(await apiCallStatus(first.secret)).toBe(200);
  return { user, token, secrets: [first.secret, second.secret], tokens: [first, second] };
}

/** The deliveries a payment event creates for the account's endpoints (none when paused). */
async function deliveriesOfAPayment(userId: string) {
  const jobs = createWebhookJobs({
    db: server.database.db,
    queue: { boss: { send: async () => null } as never, wake: () => undefined },
    config: server.config,
    logger: silentLogger,
  });
  const before = await countDeliveries(userId);
  await jobs.paymentCompleted(userId, { id: `pay_${before}` });
  return (await countDeliveries(userId)) - before;
}

async function countDeliveries(userId: string) {
  const rows = await queryRows<{ total: number }>(
    server.database,
    `SELECT count(*)::int AS total FROM webhook_deliveries d
       JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.user_id = '${userId}'`,
  );
  return rows[0]!.total;
}

type Account = Awaited<ReturnType<typeof accountWithApiAccess>>;

/** Every secret answers 401, every endpoint is paused and no event reaches it. */
async function expectApiAccessEnded({ user, secrets }: Account, sessionToken: string) {
  for (const secret of secrets) expect(await apiCallStatus(secret)).toBe(401);
  const [endpoint] = await webhooksOf(sessionToken);
  expect(endpoint!.paused_at).not.toBeNull();
  expect(await deliveriesOfAPayment(user.id)).toBe(0);
}

/** The mail lists each token by name and prefix, and the number of endpoints paused. */
async function expectRevocationMail(account: Account, subject: RegExp) {
  const mail = await inbox.nextMail(account.user.email);
  expect(mail.subject).toMatch(subject);
  for (const { token } of account.tokens) {
    expect(mail.text).toContain(`${token.name} (${token.prefix}…)`);
  }
  expect(mail.text).toMatch(
    account.user.language === 'vi' ? /tạm dừng 1 webhook/ : /1 webhook endpoint was paused/,
  );
  return mail;
}

async function expectApiAccessKept({ user, secrets }: Account, sessionToken: string) {
  for (const secret of secrets) expect(await apiCallStatus(secret)).toBe(200);
  const [endpoint] = await webhooksOf(sessionToken);
  expect(endpoint!.paused_at).toBeNull();
  expect(await deliveriesOfAPayment(user.id)).toBe(1);
}

/** Asks for a reset link and returns it from the mail. */
async function mailedResetLink(email: string): Promise<URL> {
  expect((await post(server, '/auth/forgot-password', { email })).statusCode).toBe(200);
  const mail = await inbox.nextMail(email);
  const link = /https?:\/\/\S+\/auth\/reset-password\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(link);
}

const resetWith = (link: URL, password: string) =>
  post(server, '/auth/reset-password', {
    email: link.searchParams.get('email'),
    reset_token: link.searchParams.get('token'),
    new_password: password,
  });

describe('a password reset', () => {
  it('deletes the API tokens, pauses the webhooks and mails what it ended', async () => {
    const account = await accountWithApiAccess();
    const link = await mailedResetLink(account.user.email);
    expect((await resetWith(link, NEW_PASSWORD)).statusCode).toBe(200);
    const mail = await expectRevocationMail(account, /API access .* was revoked/);
    expect(mail.text).toMatch(/Your password was just reset/);
    expect(mail.text).toContain(`${PUBLIC_URL}/api-management`);
    await expectApiAccessEnded(account, await signIn(server, account.user.email, NEW_PASSWORD));
  });

  it('mails in the account’s language', async () => {
    const account = await accountWithApiAccess('vi');
    const link = await mailedResetLink(account.user.email);
    expect((await resetWith(link, NEW_PASSWORD)).statusCode).toBe(200);
    const mail = await expectRevocationMail(account, /Quyền truy cập API .* đã bị thu hồi/);
    expect(mail.text).toMatch(/Mật khẩu của bạn vừa được đặt lại/);
    expect(mail.text).toMatch(/Đã xoá 2 API token/);
  });
});

describe('a deletion request', () => {
  it('deletes the API tokens, pauses the webhooks and mails what it ended', async () => {
    const account = await accountWithApiAccess();
    const response = await call('POST', '/api/account/deletion', account.token, {
      password: DEFAULT_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await expectRevocationMail(account, /API access .* was revoked/);
    expect(mail.text).toMatch(/scheduled for deletion/);
    await expectApiAccessEnded(account, account.token);
  });
});

describe('sign out everywhere', () => {
  it('ends the API access too by default, and mails what it ended', async () => {
    const account = await accountWithApiAccess();
    const response = await call('DELETE', '/auth/sessions', account.token);
    expect(response.json()).toEqual({ status: 'success', ended: 1 });
    await expectRevocationMail(account, /API access .* was revoked/);
    await expectApiAccessEnded(account, await signIn(server, account.user.email));
  });

  it('ends the API access when asked to explicitly', async () => {
    const account = await accountWithApiAccess();
    const response = await call('DELETE', '/auth/sessions', account.token, {
      revoke_api_access: true,
    });
    expect(response.statusCode).toBe(200);
    const mail = await expectRevocationMail(account, /API access .* was revoked/);
    expect(mail.text).toMatch(/You just signed out everywhere/);
    await expectApiAccessEnded(account, await signIn(server, account.user.email));
  });

  it('keeps the API access with revoke_api_access: false, and mails nothing', async () => {
    const account = await accountWithApiAccess();
    const response = await call('DELETE', '/auth/sessions', account.token, {
      revoke_api_access: false,
    });
    expect(response.json()).toEqual({ status: 'success', ended: 1 });
    await expectApiAccessKept(account, await signIn(server, account.user.email));
    await server.background.settled();
    expect(inbox.mailsTo(account.user.email)).toEqual([]);
  });
});

describe('a password change', () => {
  const change = (token: string, extra: object = {}) =>
    call('PUT', '/api/account/password', token, {
      current_password: DEFAULT_PASSWORD,
      new_password: NEW_PASSWORD,
      ...extra,
    });

  it('ends the API access too by default, and mails what it ended', async () => {
    const account = await accountWithApiAccess();
    const response = await change(account.token);
    expect(response.statusCode, response.body).toBe(200);
    const mail = await expectRevocationMail(account, /API access .* was revoked/);
    expect(mail.text).toMatch(/Your password was just changed/);
    await expectApiAccessEnded(account, account.token);
  });

  it('keeps the API access with revoke_api_access: false', async () => {
    const account = await accountWithApiAccess();
    expect((await change(account.token, { revoke_api_access: false })).statusCode).toBe(200);
    await expectApiAccessKept(account, account.token);
    // Only the password-changed notice, no revocation mail.
    const mail = await inbox.nextMail(account.user.email);
    expect(mail.subject).not.toMatch(/API/);
    await server.background.settled();
    expect(inbox.mailsTo(account.user.email)).toHaveLength(1);
  });

  it('ends a reset link mailed before it', async () => {
    const { user, token } = await createSignedInUser(server);
    const link = await mailedResetLink(user.email);
    expect((await change(token)).statusCode).toBe(200);
    const replay = await resetWith(link, 'Another-Pass-88');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'invalid_reset_token' });
    expect(
      (await post(server, '/auth/login', { username: user.email, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });
});

describe('a paused webhook endpoint', () => {
  it('takes events again once its owner resumes it', async () => {
    const account = await accountWithApiAccess();
    await call('DELETE', '/auth/sessions', account.token);
    const token = await signIn(server, account.user.email);
    const [endpoint] = await webhooksOf(token);
    expect(await deliveriesOfAPayment(account.user.id)).toBe(0);
    const resumed = await call('POST', `/api/webhooks/${endpoint!.id}/resume`, token);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ id: endpoint!.id, paused_at: null });
    expect(await deliveriesOfAPayment(account.user.id)).toBe(1);
  });

  it("is another account's to resume: 404", async () => {
    const account = await accountWithApiAccess();
    const [endpoint] = await webhooksOf(account.token);
    const stranger = await createSignedInUser(server);
    const response = await call('POST', `/api/webhooks/${endpoint!.id}/resume`, stranger.token);
    expect(response.statusCode).toBe(404);
  });
});
