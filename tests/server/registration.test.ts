/**
 * Register -> code by mail -> verify -> login -> profile, against a real SMTP server (spec §4
 * registration), and the answers login gives before and instead of that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, userSchema } from '../../common/contracts/auth';
import {
  bearer,
  codeIn,
  post,
  registerAndReadCode,
  REGISTRATION_PASSWORD,
  uniqueEmail,
  verifyCode,
} from './helpers/accounts';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestApp, queryRows, type TestApp } from './test-app';

let inbox: SmtpInbox;
let server: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({ env: { SMTP_URL: inbox.url } });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const register = (email: string) => registerAndReadCode(server, inbox, email);
const verify = (email: string, otp: number) => verifyCode(server, email, otp);

describe('registration', () => {
  it('mails a code; the code verifies; login then works and the profile has the free trial', async () => {
    const email = uniqueEmail('flow');
    const registration = await post(server, '/auth/register', {
      name: 'Lan',
      email,
      password: REGISTRATION_PASSWORD,
    });
    expect(registration.json()).toEqual({
      status: 'success',
      message: expect.any(String),
      requires_verification: true,
      email,
    });
    const mail = await inbox.nextMail(email);
    expect(mail.subject).toBe('Mã xác minh email Studio AI của bạn');
    expect(mail.html).toContain(String(codeIn(mail.text)));

    expect((await verify(email, codeIn(mail.text))).json()).toMatchObject({ status: 'success' });
    const login = await post(server, '/auth/login', {
      username: email,
      password: REGISTRATION_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const { access_token: token, token_type: tokenType } = loginResponseSchema.parse(login.json());
    expect(tokenType).toBe('bearer');

    const profile = await server.app.inject({ url: '/auth/profile', headers: bearer(token) });
    expect(userSchema.parse(profile.json())).toMatchObject({
      email,
      is_verified: true,
      credits: 5,
    });
    const ledger = await queryRows<{ delta: number; reason: string; balance_after: number }>(
      server.database,
      `SELECT l.delta, l.reason, l.balance_after FROM credit_ledger l
         JOIN users u ON u.id = l.user_id WHERE u.email = '${email}'`,
    );
    expect(ledger).toEqual([{ delta: 5, reason: 'free_trial', balance_after: 5 }]);
  });

  it('writes the mail in the language the registration names', async () => {
    const email = uniqueEmail('english');
    await post(server, '/auth/register', {
      name: 'Ann',
      email,
      password: REGISTRATION_PASSWORD,
      language: 'en',
    });
    const mail = await inbox.nextMail(email);
    expect(mail.subject).toBe('Your Studio AI verification code');
    expect(mail.text).toContain('Hello Ann,');
  });

  it('stores the e-mail trimmed and lower-cased, and the password as an argon2id hash', async () => {
    const email = uniqueEmail('mixed');
    const response = await post(server, '/auth/register', {
      name: 'Mixed Case',
      email: `  ${email.toUpperCase()} `,
      password: REGISTRATION_PASSWORD,
    });
    expect(response.json()).toMatchObject({ email });
    const [row] = await queryRows<{ password_hash: string }>(
      server.database,
      `SELECT password_hash FROM users WHERE email = '${email}'`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail already registered, in any case, with 409 email_taken', async () => {
    const email = uniqueEmail('twice');
    await register(email);
    const again = await post(server, '/auth/register', {
      name: 'Someone Else',
      email: email.toUpperCase(),
      password: REGISTRATION_PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'email_taken', detail: expect.any(String) });
  });

  it('refuses a short password with the i18n key of spec §5', async () => {
    const response = await post(server, '/auth/register', {
      name: 'Short',
      email: uniqueEmail(),
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { password: 'validation.passwordMin' } });
  });
});

describe('login before verification', () => {
  it('answers 403 email_not_verified with the e-mail, for the right password only', async () => {
    const email = uniqueEmail('unverified');
    await register(email);
    const right = await post(server, '/auth/login', {
      username: email,
      password: REGISTRATION_PASSWORD,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: 'email_not_verified', detail: expect.any(String), email });
    const wrong = await post(server, '/auth/login', { username: email, password: 'Wrong-Pass1' });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('login failures', () => {
  it('answer an unknown e-mail exactly like a wrong password: 401 invalid_credentials', async () => {
    const email = uniqueEmail('known');
    await verify(email, await register(email));
    const wrongPassword = await post(server, '/auth/login', {
      username: email,
      password: 'Nope-1234',
    });
    const unknown = await post(server, '/auth/login', {
      username: uniqueEmail('nobody'),
      password: 'Nope-1234',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongPassword.json());
    expect(unknown.json()).toEqual({
      code: 'invalid_credentials',
      detail: 'Invalid email or password.',
    });
  });
});
