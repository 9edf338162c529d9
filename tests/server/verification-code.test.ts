/**
 * The verification code's rules (spec §4, §5): 6 digits mailed through a real SMTP server, 5
 * tries, 10 minutes, one mail a minute, used once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_COOLDOWN_MS, OTP_TTL_MS } from '../../server/modules/auth/otp.service';
import {
  codeIn,
  nextIp,
  post,
  registerAndReadCode,
  uniqueEmail,
  verifyCode,
} from './helpers/accounts';
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

describe('a verification code', () => {
  it('locks after 5 wrong tries: the 6th fails with otp_locked even when it is right', async () => {
    const email = uniqueEmail('locked');
    const code = await register(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await verify(email, wrongCode(code));
      expect(response.json()).toMatchObject({ code: 'invalid_otp' });
    }
    const sixth = await verify(email, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ code: 'otp_locked' });
  });

  it('counts parallel wrong guesses too: 8 at once still lock the code', async () => {
    const email = uniqueEmail('parallel');
    const code = await register(email);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => verify(email, wrongCode(code))),
    );
    const codes = guesses.map((response) => response.json<{ code: string }>().code).sort();
    expect(codes).toEqual([...Array(5).fill('invalid_otp'), ...Array(3).fill('otp_locked')].sort());
    expect((await verify(email, code)).json()).toMatchObject({ code: 'otp_locked' });
  });

  it('still works on the 5th try after 4 wrong ones', async () => {
    const email = uniqueEmail('fifth');
    const code = await register(email);
    for (let attempt = 1; attempt <= 4; attempt++) await verify(email, wrongCode(code));
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('expires after 10 minutes with otp_expired', async () => {
    const email = uniqueEmail('expired');
    const code = await register(email);
    clock.advance(OTP_TTL_MS + 1_000);
    const response = await verify(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'otp_expired' });
  });

  it('is used once: verifying again answers 409 already_verified, with no second trial', async () => {
    const email = uniqueEmail('once');
    const code = await register(email);
    await verify(email, code);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_verified' });
    const [row] = await queryRows<{ credits: number }>(
      server.database,
      `SELECT credits FROM users WHERE email = '${email}'`,
    );
    expect(row?.credits).toBe(5);
  });

  it('answers 404 account_not_found for an address without an account', async () => {
    const response = await verify(uniqueEmail('ghost'), 123_456);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'account_not_found' });
  });
});

describe('resending a code', () => {
  it('waits a minute (429 otp_cooldown, Retry-After), then replaces the old code', async () => {
    const email = uniqueEmail('resend');
    const first = await register(email);
    const tooSoon = await post(server, '/auth/generate_otp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ code: 'otp_cooldown', retry_after_s: 60 });
    expect(tooSoon.headers['retry-after']).toBe('60');

    clock.advance(OTP_RESEND_COOLDOWN_MS);
    const resent = await post(server, '/auth/generate_otp', { email });
    expect(resent.statusCode).toBe(200);
    const second = codeIn((await inbox.nextMail(email)).text);
    // Two random codes are equal once in 900 000 runs; then the old one is the new one.
    if (second !== first) {
      expect((await verify(email, first)).json()).toMatchObject({ code: 'invalid_otp' });
    }
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('refuses an address that is verified already with 409 already_verified', async () => {
    const email = uniqueEmail('verified');
    await verify(email, await register(email));
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth/generate_otp',
      payload: { email },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(409);
  });
});
