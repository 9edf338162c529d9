/**
 * Forgot password -> link by mail -> reset (docs/product-rules.md#password-reset), against a real
 * SMTP server. The request must not tell whether an account exists: same status, same body,
 * answered before any mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MS } from '../../server/modules/auth/password-reset.service';
import {
  bearer,
  createUser,
  DEFAULT_PASSWORD,
  post,
  signIn,
  uniqueEmail,
} from './helpers/accounts';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, type TestApp } from './test-app';

const NEW_PASSWORD = 'Brand-New-Pass-7';
const PUBLIC_URL = 'https://studio.example.vn';
const clock = createTestClock();
let inbox: SmtpInbox;
let server: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL }, clock: clock.now });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const forgot = (email: string) => post(server, '/auth/forgot-password', { email });
const login = (email: string, password: string) =>
  post(server, '/auth/login', { username: email, password });

/** Asks for a reset of `email` and returns the link of the mail that arrives. */
async function requestLink(email: string): Promise<URL> {
  expect((await forgot(email)).statusCode).toBe(200);
  const mail = await inbox.nextMail(email);
  const link = /https?:\/\/\S+\/auth\/reset-password\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return new URL(link);
}

function reset(link: URL, newPassword = NEW_PASSWORD) {
  return post(server, '/auth/reset-password', {
    email: link.searchParams.get('email'),
    reset_token: link.searchParams.get('token'),
    new_password: newPassword,
  });
}

describe('password reset', () => {
  it('mails a link to PUBLIC_URL/auth/reset-password that sets a new password, once', async () => {
    const { email } = await createUser(server);
    const link = await requestLink(email);
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/auth/reset-password`);
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);

    expect((await reset(link)).json()).toEqual({ status: 'success', message: expect.any(String) });
    expect((await login(email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const replay = await reset(link, 'Another-Pass-8');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      code: 'invalid_reset_token',
      detail: 'Invalid or expired reset token.',
    });
  });

  it('ends every session of the account: whoever knew the old password is signed out', async () => {
    const { email } = await createUser(server);
    const tokens = [await signIn(server, email), await signIn(server, email)];
    expect((await reset(await requestLink(email))).statusCode).toBe(200);
    for (const token of tokens) {
      const profile = await server.app.inject({ url: '/auth/profile', headers: bearer(token) });
      expect(profile.statusCode).toBe(401);
    }
    const fresh = await signIn(server, email, NEW_PASSWORD);
    expect(
      (await server.app.inject({ url: '/auth/profile', headers: bearer(fresh) })).statusCode,
    ).toBe(200);
  });

  it('writes the mail in the account language', async () => {
    const { email } = await createUser(server, { language: 'en' });
    await forgot(email);
    expect((await inbox.nextMail(email)).subject).toBe('Reset your Studio AI password');
  });

  it('refuses a link older than an hour', async () => {
    const { email } = await createUser(server);
    const link = await requestLink(email);
    clock.advance(RESET_TOKEN_TTL_MS + 1_000);
    expect((await reset(link)).json()).toMatchObject({ code: 'invalid_reset_token' });
    expect((await login(email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong token, and a token used with another account e-mail', async () => {
    const { email } = await createUser(server);
    const other = await createUser(server);
    const link = await requestLink(email);
    const wrong = new URL(link);
    wrong.searchParams.set('token', 'A'.repeat(43));
    expect((await reset(wrong)).json()).toMatchObject({ code: 'invalid_reset_token' });
    const elsewhere = new URL(link);
    elsewhere.searchParams.set('email', other.email);
    expect((await reset(elsewhere)).json()).toMatchObject({ code: 'invalid_reset_token' });
    expect((await reset(link)).statusCode).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const { email } = await createUser(server);
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });
});

describe('forgot password for an address without an account', () => {
  it('answers exactly like for an account (status and body), and sends no mail', async () => {
    const { email } = await createUser(server);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(email);
    const answer = await forgot(unknown);
    expect(answer.statusCode).toBe(known.statusCode);
    expect(answer.json()).toEqual(known.json());
    await server.background.settled();
    expect(inbox.mailsTo(unknown)).toEqual([]);
    expect(inbox.mailsTo(email)).toHaveLength(1);
    await inbox.nextMail(email);
  });

  it('is answered before the mail is sent, so a slow mail server cannot reveal the account', async () => {
    const { email } = await createUser(server);
    inbox.setAcceptDelay(1_500);
    try {
      const started = performance.now();
      expect((await forgot(email)).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(inbox.mailsTo(email)).toEqual([]);
      await inbox.nextMail(email);
    } finally {
      inbox.setAcceptDelay(0);
    }
  });
});
