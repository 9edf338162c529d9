/**
 * The verification code's rules (docs/product-rules.md#registration,
 * docs/product-rules.md#verification-code): 6 digits mailed through a real SMTP server, 5
 * tries, 10 minutes, one mail a minute, used once; and answers that never tell whether an
 * address has an account (docs/input-and-passwords.md, "Who has an account").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '../../server/modules/auth/otp.service';
import { codeIn, post, registerAndReadCode, uniqueEmail, verifyCode } from './helpers/accounts';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, queryRows, type TestApp } from './test-app';

const clock = createTestClock();
let inbox: SmtpInbox;
let server: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  server = await createTestApp({ env: { SMTP_URL: inbox.url }, clock: clock.now });
});
afterAll(async () => {
  await server.close();
  await inbox.close();
});

const register = (email: string) => registerAndReadCode(server, inbox, email);
const verify = (email: string, otp: number) => verifyCode(server, email, otp);
const wrongCode = (code: number) => (code === 999_999 ? 100_000 : code + 1);

/** What every failed check answers: a wrong, expired, locked or used code, or no account. */
const FAILED_CHECK = {
  code: 'invalid_otp',
  detail: 'Invalid or expired code. Check it, or request a new one.',
};

describe('a verification code', () => {
  it('locks after 5 wrong tries: the 6th fails even when it is right', async () => {
    const email = uniqueEmail('locked');
    const code = await register(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verify(email, wrongCode(code));
      expect(response.json()).toEqual(FAILED_CHECK);
    }
    const sixth = await verify(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual(FAILED_CHECK);
  });

  it('counts parallel wrong guesses too: 8 at once still lock the code', async () => {
    const email = uniqueEmail('parallel');
    const code = await register(email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => verify(email, wrongCode(code))),
    );
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(8).fill(400));
    expect((await verify(email, code)).json()).toEqual(FAILED_CHECK);
    const [row] = await queryRows<{ attempts: number }>(
      server.database,
      `SELECT c.attempts FROM email_verification_codes c JOIN users u ON u.id = c.user_id
         WHERE u.email = '${email}'`,
    );
    expect(row?.attempts).toBe(5);
  });

  it('still works on the 5th try after 4 wrong ones', async () => {
    const email = uniqueEmail('fifth');
    const code = await register(email);
    for (let attempt = 1; attempt <= 4; attempt++) await verify(email, wrongCode(code));
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const email = uniqueEmail('expired');
    const code = await register(email);
    clock.advance(OTP_TTL_MS + 1_000);
    const response = await verify(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(FAILED_CHECK);
  });

  it('is used once, with no second trial', async () => {
    const email = uniqueEmail('once');
    const code = await register(email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(FAILED_CHECK);
    const [row] = await queryRows<{ credits: number }>(
      server.database,
      `SELECT credits FROM users WHERE email = '${email}'`,
    );
    expect(row?.credits).toBe(5);
  });
});

describe('checking a code does not tell who has an account', () => {
  it('answers an address without an account exactly like a wrong code', async () => {
    const email = uniqueEmail('pending');
    const code = await register(email);
    const wrong = await verify(email, wrongCode(code));
    const unknown = await verify(uniqueEmail('ghost'), 123_456);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a verified address like an unknown one, however often it is tried', async () => {
    const email = uniqueEmail('verified-owner');
    await verify(email, await register(email));
    const ghost = uniqueEmail('ghost');
    for (let attempt = 1; attempt <= 7; attempt++) {
      const verified = await verify(email, 123_456);
      const unknown = await verify(ghost, 123_456);
      expect(verified.json()).toEqual(FAILED_CHECK);
      expect(unknown.json()).toEqual(FAILED_CHECK);
    }
  });
});

describe('requesting a code', () => {
  const requestCode = (email: string) => post(server, '/auth/generate_otp', { email });

  it('gives every address the same answer; only an unverified account gets a mail', async () => {
    const pending = uniqueEmail('resend');
    const first = await register(pending);
    const verified = uniqueEmail('verified');
    await verify(verified, await register(verified));
    const unknown = uniqueEmail('nobody');
    clock.advance(OTP_RESEND_COOLDOWN_MS);

    const answers = await Promise.all([pending, verified, unknown].map(requestCode));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(answers[0]!.json());
    }
    await server.background.settled();
    const second = codeIn((await inbox.nextMail(pending)).text);
    expect(inbox.mailsTo(verified)).toHaveLength(1); // the first code only
    expect(inbox.mailsTo(unknown)).toHaveLength(0);
    // Two random codes are equal once in 900 000 runs; then the old one is the new one.
    if (second !== first) expect((await verify(pending, first)).json()).toEqual(FAILED_CHECK);
    expect((await verify(pending, second)).statusCode).toBe(200);
  });

  it('within a minute of the last code answers the same and sends nothing: that code still works', async () => {
    const email = uniqueEmail('soon');
    const code = await register(email);
    const tooSoon = await requestCode(email);
    expect(tooSoon.statusCode).toBe(200);
    await server.background.settled();
    expect(inbox.mailsTo(email)).toHaveLength(1);
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('answers before the mail is sent: a slow mail server does not show in the time', async () => {
    const email = uniqueEmail('slow-mail');
    await register(email);
    clock.advance(OTP_RESEND_COOLDOWN_MS);
    inbox.setAcceptDelay(2_000);
    try {
      const started = performance.now();
      expect((await requestCode(email)).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_500);
      await server.background.settled();
    } finally {
      inbox.setAcceptDelay(0);
    }
  });
});
