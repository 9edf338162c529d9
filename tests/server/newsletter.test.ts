/**
 * Newsletter double opt-in, against a real SMTP server: signup mails a confirm link and an
 * unsubscribe link; confirm and unsubscribe work from those links; the signup answer is the same
 * whether the address is subscribed already or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR } from '../../server/modules/newsletter/newsletter-limits';
import { NEWSLETTER_CONFIRM_TTL_DAYS } from '../../server/modules/newsletter/newsletter.service';
import { post, uniqueEmail } from './helpers/accounts';
import { startSmtpInbox, type SmtpInbox } from './helpers/smtp-inbox';
import { createTestClock } from './helpers/test-clock';
import { createTestApp, queryRows, type TestApp } from './test-app';

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

const signUp = (email: string, language = 'vi') =>
  post(server, '/api/newsletter', { email, language });
const confirm = (token: string) => post(server, '/api/newsletter/confirm', { token });
const unsubscribe = (token: string) => post(server, '/api/newsletter/unsubscribe', { token });

/** Signs up and returns the tokens of the two links in the mail that arrives. */
async function signUpAndReadLinks(email: string, language = 'vi') {
  expect((await signUp(email, language)).statusCode).toBe(200);
  const mail = await inbox.nextMail(email);
  const tokenOf = (page: string) => {
    const link = new RegExp(`${PUBLIC_URL}/newsletter/${page}\\?token=(\\S+)`).exec(mail.text)?.[1];
    if (!link) throw new Error(`no ${page} link in: ${mail.text}`);
    return decodeURIComponent(link);
  };
  return { mail, confirmToken: tokenOf('confirm'), unsubscribeToken: tokenOf('unsubscribe') };
}

async function statusOf(email: string) {
  const rows = await queryRows<{ status: string }>(
    server.database,
    `SELECT status FROM newsletter_subscriptions WHERE email = '${email}'`,
  );
  return rows[0]?.status;
}

describe('signing up', () => {
  it('mails a confirm link and an unsubscribe link to the PWA pages, in the language asked for', async () => {
    const email = uniqueEmail('reader');
    const { mail } = await signUpAndReadLinks(email, 'en');
    expect(mail.subject).toBe('Confirm your Studio AI newsletter subscription');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/newsletter/unsubscribe?token=`);
    expect(await statusOf(email)).toBe('pending');
  });

  it('answers exactly the same for a subscribed address and a new one; only the new one gets a mail', async () => {
    const subscribed = uniqueEmail('subscribed');
    await confirm((await signUpAndReadLinks(subscribed)).confirmToken);
    const fresh = uniqueEmail('fresh');
    const again = await signUp(subscribed);
    const first = await signUp(fresh);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    await server.background.settled();
    expect(inbox.mailsTo(subscribed)).toHaveLength(1);
    expect(inbox.mailsTo(fresh)).toHaveLength(1);
    await inbox.nextMail(fresh);
    expect(await statusOf(subscribed)).toBe('subscribed');
  });

  it(`is limited to ${NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR.max} signups per address an hour`, async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR.max; i++) {
      expect((await signUp(email)).statusCode).toBe(200);
    }
    expect((await signUp(email)).statusCode).toBe(429);
  });

  it('refuses an invalid address', async () => {
    const response = await signUp('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { email: 'newsletter.validation.email' } });
  });
});

describe('confirming', () => {
  it('subscribes the address; opening the link twice answers the same', async () => {
    const email = uniqueEmail('confirm');
    const { confirmToken } = await signUpAndReadLinks(email);
    const first = await confirm(confirmToken);
    expect(first.statusCode).toBe(200);
    expect(await statusOf(email)).toBe('subscribed');
    const second = await confirm(confirmToken);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it(`refuses a link older than ${NEWSLETTER_CONFIRM_TTL_DAYS} days, and a made-up token`, async () => {
    const email = uniqueEmail('late');
    const { confirmToken } = await signUpAndReadLinks(email);
    clock.advance((NEWSLETTER_CONFIRM_TTL_DAYS + 1) * 86_400_000);
    const late = await confirm(confirmToken);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'invalid_newsletter_token' });
    expect(await statusOf(email)).toBe('pending');
    expect((await confirm('A'.repeat(43))).statusCode).toBe(400);
  });
});

describe('unsubscribing', () => {
  it('works from the mailed link, twice alike, and voids the confirm link', async () => {
    const email = uniqueEmail('leaver');
    const { confirmToken, unsubscribeToken } = await signUpAndReadLinks(email);
    await confirm(confirmToken);
    const first = await unsubscribe(unsubscribeToken);
    expect(first.statusCode).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await unsubscribe(unsubscribeToken)).json()).toEqual(first.json());
    expect((await confirm(confirmToken)).statusCode).toBe(400);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('refuses a token whose signature does not match its subscription', async () => {
    const { unsubscribeToken } = await signUpAndReadLinks(uniqueEmail('victim'));
    const [id] = unsubscribeToken.split('.');
    for (const forged of [`${id}.${'A'.repeat(43)}`, id!, 'garbage']) {
      const response = await unsubscribe(forged);
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_newsletter_token' });
    }
  });

  it('lets an unsubscribed address sign up again with a new confirmation', async () => {
    const email = uniqueEmail('returning');
    const first = await signUpAndReadLinks(email);
    await confirm(first.confirmToken);
    await unsubscribe(first.unsubscribeToken);
    const second = await signUpAndReadLinks(email);
    expect(await statusOf(email)).toBe('pending');
    expect((await confirm(second.confirmToken)).statusCode).toBe(200);
    expect(await statusOf(email)).toBe('subscribed');
  });
});
