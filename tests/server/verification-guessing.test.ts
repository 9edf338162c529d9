/**
 * Wrong sign-up codes (docs/accounts.md#the-sign-up-code): counted per (e-mail, client
 * address), so a stranger's guesses limit the stranger and never refuse the owner's right code
 * elsewhere; a code is used up after 5 wrong guesses from all addresses together, and its owner
 * can have a new one at once, so guessing stays bounded without locking anyone out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_WRONG_CODES_PER_ADDRESS_PER_15_MIN } from '../../server/modules/auth/auth-limits';
import { OTP_MAX_ATTEMPTS } from '../../server/modules/auth/otp.service';
import { codeIn, nextIp, post, registerAndReadCode, uniqueEmail } from './helpers/accounts';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, type TestApp } from './test-app';

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

const verifyFrom = (ip: string, email: string, otp: number) =>
  post(server, '/auth/verify_otp', { email, otp }, ip);
const wrongCode = (code: number) => (code === 999_999 ? 100_000 : code + 1);
const { max } = OTP_WRONG_CODES_PER_ADDRESS_PER_15_MIN;

describe('a stranger guessing sign-up codes', () => {
  it('is refused past the limit from their address, even in parallel', async () => {
    const email = uniqueEmail('guessed');
    const code = await registerAndReadCode(server, inbox, email);
    const stranger = nextIp();
    const guesses = await Promise.all(
      Array.from({ length: max + 5 }, () => verifyFrom(stranger, email, wrongCode(code))),
    );
    const statuses = guesses.map((guess) => guess.statusCode).sort();
    expect(statuses).toEqual([...Array(max).fill(400), ...Array(5).fill(429)]);
  });

  it('does not lock out the owner: a new code, asked for at once, verifies the address', async () => {
    const email = uniqueEmail('owner');
    const first = await registerAndReadCode(server, inbox, email);
    const stranger = nextIp();
    for (let guess = 0; guess < max; guess++) {
      expect((await verifyFrom(stranger, email, wrongCode(first))).statusCode).toBe(400);
    }
    expect((await verifyFrom(stranger, email, wrongCode(first))).statusCode).toBe(429);

    // The stranger used the first code up; the owner asks for another without waiting.
    const owner = nextIp();
    expect((await post(server, '/auth/generate_otp', { email }, owner)).statusCode).toBe(200);
    const second = codeIn((await inbox.nextMail(email)).text);
    const verified = await verifyFrom(owner, email, second);
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('gets no more than 5 guesses at a code from all addresses together', async () => {
    const email = uniqueEmail('spread');
    const code = await registerAndReadCode(server, inbox, email);
    for (let guess = 0; guess < OTP_MAX_ATTEMPTS; guess++) {
      expect((await verifyFrom(nextIp(), email, wrongCode(code))).statusCode).toBe(400);
    }
    const right = await verifyFrom(nextIp(), email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'invalid_otp' });
  });

  it('leaves a code with tries left to its cooldown: no second mail within the minute', async () => {
    const email = uniqueEmail('cooldown');
    const code = await registerAndReadCode(server, inbox, email);
    expect((await verifyFrom(nextIp(), email, wrongCode(code))).statusCode).toBe(400);
    expect((await post(server, '/auth/generate_otp', { email })).statusCode).toBe(200);
    await server.background.settled();
    expect(inbox.mailsTo(email)).toHaveLength(1);
    expect((await verifyFrom(nextIp(), email, code)).statusCode).toBe(200);
  });
});
