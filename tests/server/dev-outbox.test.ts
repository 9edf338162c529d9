/** Without SMTP_URL, mail goes to the dev outbox: mail_outbox, the log and GET /api/dev/outbox. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutboxResponseSchema } from '../../common/contracts/dev-outbox';
import { codeIn, post, uniqueEmail } from './helpers/accounts';
import { createTestApp, PRODUCTION_ENV, queryRows, type TestApp } from './test-app';

const register = (server: TestApp, email: string) =>
  post(server, '/auth/register', { name: 'Outbox User', email, password: 'Outbox-Pass-1' });

describe('the dev outbox (no SMTP_URL)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.close());

  it('keeps the verification mail in mail_outbox, with a code that verifies', async () => {
    const email = uniqueEmail('outbox');
    await register(server, email);
    const rows = await queryRows<{ subject: string; text_body: string; html_body: string }>(
      server.database,
      `SELECT subject, text_body, html_body FROM mail_outbox WHERE recipient = '${email}'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.html_body).toContain('<html');
    const verify = await post(server, '/auth/verify_otp', {
      email,
      otp: codeIn(rows[0]!.text_body),
    });
    expect(verify.statusCode).toBe(200);
  });

  it('lists the mails newest first on GET /api/dev/outbox, filtered by ?to=', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await register(server, first);
    await register(server, second);

    const all = await server.app.inject({ url: '/api/dev/outbox' });
    expect(all.statusCode).toBe(200);
    const recipients = devOutboxResponseSchema.parse(all.json()).mails.map((mail) => mail.to);
    expect(recipients.indexOf(second)).toBeLessThan(recipients.indexOf(first));
    expect(recipients.indexOf(first)).toBeGreaterThan(-1);

    const filtered = await server.app.inject({
      url: `/api/dev/outbox?to=${encodeURIComponent(first.toUpperCase())}`,
    });
    const { mails } = devOutboxResponseSchema.parse(filtered.json());
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

describe('the dev outbox in production', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: PRODUCTION_ENV });
  });
  afterAll(() => server.close());

  it('is not served: GET /api/dev/outbox answers 404', async () => {
    await register(server, uniqueEmail('prod'));
    const response = await server.app.inject({ url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});
