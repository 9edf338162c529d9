/**
 * Register -> code by mail -> verify -> login -> profile, against a real SMTP server
 * (docs/product-rules.md#registration); registering a taken address, answered like a new one
 * (docs/input-and-passwords.md, "Who has an account"); and the answers login gives before and
 * instead of that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponseSchema, userSchema } from '../../common/contracts/auth';
import { OTP_RESEND_COOLDOWN_MS } from '../../server/modules/auth/otp.service';
import {
  bearer,
  codeIn,
  createUser,
  post,
  registerAndReadCode,
  REGISTRATION_PASSWORD,
  uniqueEmail,
  verifyCode,
} from './helpers/accounts';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, queryRows, type TestApp } from './test-app';

const PUBLIC_URL = 'https://studio.example.vn';
/** Another registrant's password for the same address. */
const STRANGER_PASSWORD = 'Nguoi-la-doan-mo-7';
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

  // docs/product-rules.md#sign-in-and-registration-forms
  it("refuses a short password with the form's i18n key", async () => {
    const response = await post(server, '/auth/register', {
      name: 'Short',
      email: uniqueEmail(),
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { password: 'validation.passwordMin' } });
  });
});

describe('registering an address that has an account', () => {
  const registerAs = (email: string, password: string, name = 'Someone Else') =>
    post(server, '/auth/register', { name, email, password });

  it('answers exactly as for a new address; the verified owner gets a notice, nothing changes', async () => {
    const owner = uniqueEmail('owner');
    await verify(owner, await register(owner));
    const taken = await registerAs(owner.toUpperCase(), STRANGER_PASSWORD);
    const fresh = await registerAs(uniqueEmail('fresh'), STRANGER_PASSWORD);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({ ...fresh.json(), email: owner });

    const notice = await inbox.nextMail(owner);
    expect(notice.subject).toBe('Có người vừa đăng ký Studio AI bằng email của bạn');
    expect(notice.text).toContain(`${PUBLIC_URL}/profile`);
    expect(notice.text).toContain('Quên mật khẩu?');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);

    const signIn = (password: string) => post(server, '/auth/login', { username: owner, password });
    expect((await signIn(STRANGER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(REGISTRATION_PASSWORD)).statusCode).toBe(200);
    const [row] = await queryRows<{ name: string }>(
      server.database,
      `SELECT name FROM users WHERE email = '${owner}'`,
    );
    expect(row?.name).toBe('Lan Nguyen');
  });

  it('answers before any mail is sent, for a new and for a taken address alike', async () => {
    const owner = uniqueEmail('slow-owner');
    await verify(owner, await register(owner));
    inbox.setAcceptDelay(2_000);
    try {
      for (const email of [owner, uniqueEmail('slow-new')]) {
        const started = performance.now();
        expect((await registerAs(email, STRANGER_PASSWORD)).statusCode).toBe(200);
        expect(performance.now() - started, email).toBeLessThan(1_500);
      }
      await server.background.settled();
    } finally {
      inbox.setAcceptDelay(0);
    }
  });

  it('unfinished, with the same password: a new code, and the password still signs in', async () => {
    const email = uniqueEmail('again');
    await register(email);
    clock.advance(OTP_RESEND_COOLDOWN_MS);
    const again = await registerAs(email, REGISTRATION_PASSWORD, 'Lan Nguyen');
    expect(again.statusCode).toBe(200);
    const mail = await inbox.nextMail(email);
    expect(mail.text).not.toContain('Quên mật khẩu');
    expect((await verify(email, codeIn(mail.text))).statusCode).toBe(200);
    const login = await post(server, '/auth/login', {
      username: email,
      password: REGISTRATION_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('unfinished, with another password: a new code, and neither password is kept', async () => {
    const email = uniqueEmail('contested');
    await register(email); // a stranger's sign-up, never verified
    clock.advance(OTP_RESEND_COOLDOWN_MS);
    const owners = await registerAs(email, STRANGER_PASSWORD, 'The Owner');
    expect(owners.statusCode).toBe(200);
    const mail = await inbox.nextMail(email);
    expect(mail.text).toContain('Quên mật khẩu?');
    expect((await verify(email, codeIn(mail.text))).statusCode).toBe(200);
    for (const password of [REGISTRATION_PASSWORD, STRANGER_PASSWORD]) {
      const login = await post(server, '/auth/login', { username: email, password });
      expect(login.statusCode, password).toBe(401);
    }
    const [row] = await queryRows<{ password_hash: string | null }>(
      server.database,
      `SELECT password_hash FROM users WHERE email = '${email}'`,
    );
    expect(row?.password_hash).toBeNull();
  });
});

describe('registering one address again and again', () => {
  it('is limited per address from any IP, for a taken and a free address alike', async () => {
    const taken = (await createUser(server)).email;
    const free = uniqueEmail('flooded');
    for (const email of [taken, free]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await post(server, '/auth/register', {
          name: 'Flood',
          email,
          password: STRANGER_PASSWORD,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
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
