/**
 * Without SMTP_URL, mail goes to the dev mailbox: dev_mailbox, the log and GET /api/dev/mailbox.
 * The route lists codes and reset links, so it exists only with the dev tools on, and answers only
 * requests from the server's own machine (docs/dev-tools.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMailboxResponseSchema } from '../../common/contracts/dev-mailbox';
import { codeIn, post, uniqueEmail } from './helpers/accounts';
import { createTestApp, PRODUCTION_ENV, queryRows, type TestApp } from './test-app';

/**
 * Registers `email` and waits for its mail, which goes out after the answer
 * (docs/input-and-passwords.md#who-has-an-account).
 */
async function register(server: TestApp, email: string) {
  const response = await post(server, '/auth/register', {
    name: 'Outbox User',
    email,
    password: 'Outbox-Pass-1',
  });
  await server.background.settled();
  return response;
}

/** GET /api/dev/mailbox as a client at `remoteAddress` with these headers sees it. */
const outboxAs = (server: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url: '/api/dev/mailbox', remoteAddress, headers });

/** To anyone it does not serve, the outbox is an unknown route, as if it were not registered. */
async function expectUnknownRoute(response: Awaited<ReturnType<typeof outboxAs>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'not_found' });
}

describe('the dev mailbox (no SMTP_URL)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('keeps the verification mail in dev_mailbox, with a code that verifies', async () => {
    const email = uniqueEmail('outbox');
    await register(server, email);
    const rows = await queryRows<{ subject: string; text_body: string; html_body: string }>(
      server.database,
      `SELECT subject, text_body, html_body FROM dev_mailbox WHERE recipient = '${email}'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.html_body).toContain('<html');
    const verify = await post(server, '/auth/verify_otp', {
      email,
      otp: codeIn(rows[0]!.text_body),
    });
    expect(verify.statusCode).toBe(200);
  });

  it('lists the mails newest first on GET /api/dev/mailbox, filtered by ?to=', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await register(server, first);
    await register(server, second);

    const all = await server.app.inject({ url: '/api/dev/mailbox' });
    expect(all.statusCode).toBe(200);
    const recipients = devMailboxResponseSchema.parse(all.json()).mails.map((mail) => mail.to);
    expect(recipients.indexOf(second)).toBeLessThan(recipients.indexOf(first));
    expect(recipients.indexOf(first)).toBeGreaterThan(-1);

    const filtered = await server.app.inject({
      url: `/api/dev/mailbox?to=${encodeURIComponent(first.toUpperCase())}`,
    });
    const { mails } = devMailboxResponseSchema.parse(filtered.json());
    expect(mails).toEqual([
      {
        id: expect.any(String),
        to: first,
        subject: 'Mã xác minh email Studio AI của bạn',
        text: expect.stringContaining('Xin chào Outbox User,'),
        html: expect.stringContaining('Outbox User'),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });
});

describe('the dev mailbox on a loopback HOST (the default)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { HOST: '127.0.0.1' } });
    await register(server, uniqueEmail('loopback'));
  });
  afterAll(() => server.close());

  it('answers a browser on this machine, over IPv4 and IPv6', async () => {
    expect((await outboxAs(server, '127.0.0.1', { host: 'localhost:8080' })).statusCode).toBe(200);
    expect((await outboxAs(server, '::1', { host: '[::1]:8080' })).statusCode).toBe(200);
    expect((await outboxAs(server, '::ffff:127.0.0.1', { host: '127.0.0.1' })).statusCode).toBe(
      200,
    );
  });

  it('is an unknown route to another machine', async () => {
    await expectUnknownRoute(await outboxAs(server, '203.0.113.7'));
    await expectUnknownRoute(await outboxAs(server, '::ffff:203.0.113.7'));
  });

  it('is an unknown route to a request a proxy on this machine forwarded', async () => {
    const forwardings: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ];
    for (const headers of forwardings) {
      await expectUnknownRoute(await outboxAs(server, '127.0.0.1', headers));
    }
  });

  it("is an unknown route to another site's page that points its name at 127.0.0.1", async () => {
    await expectUnknownRoute(await outboxAs(server, '127.0.0.1', { host: 'attacker.example' }));
  });
});

describe('the dev mailbox on HOST=0.0.0.0 without DEV_TOOLS', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { HOST: '0.0.0.0' } });
  });
  afterAll(() => server.close());

  it('is not served, even to this machine', async () => {
    await register(server, uniqueEmail('exposed'));
    await expectUnknownRoute(await outboxAs(server, '127.0.0.1'));
  });
});

describe('the dev mailbox with DEV_TOOLS=1 on HOST=0.0.0.0', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { HOST: '0.0.0.0', DEV_TOOLS: '1' } });
  });
  afterAll(() => server.close());

  it('answers this machine only', async () => {
    await register(server, uniqueEmail('forced'));
    expect((await outboxAs(server, '127.0.0.1')).statusCode).toBe(200);
    await expectUnknownRoute(await outboxAs(server, '203.0.113.7'));
    await expectUnknownRoute(
      await outboxAs(server, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
    );
  });
});

describe('the dev mailbox with DEV_TOOLS=0 on a loopback HOST', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { HOST: '127.0.0.1', DEV_TOOLS: '0' } });
  });
  afterAll(() => server.close());

  it('is not served', async () => {
    await expectUnknownRoute(await outboxAs(server, '127.0.0.1'));
  });
});

describe('the dev mailbox in production', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: PRODUCTION_ENV });
  });
  afterAll(() => server.close());

  it('is not served: GET /api/dev/mailbox answers 404', async () => {
    await register(server, uniqueEmail('prod'));
    const response = await server.app.inject({ url: '/api/dev/mailbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
