/**
 * The request log in production (docs/architecture.md#request-logs): the lines Fastify writes
 * for reset links, newsletter links, signed media and export links keep the route but not the
 * credential in their query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../../server/http/log-redaction';
import { createLogger } from '../../server/logger';
import { createTestApp, PRODUCTION_ENV, type TestApp } from './test-app';

const lines: string[] = [];
let server: TestApp;
beforeAll(async () => {
  const logger = createLogger({ LOG_LEVEL: 'info' }, { write: (line) => void lines.push(line) });
  server = await createTestApp({ env: PRODUCTION_ENV, logger });
});
afterAll(() => server.close());

const ID = '00000000-0000-4000-8000-000000000000';

/** The address of the `incoming request` line logged for `url`. */
async function loggedUrlOf(url: string): Promise<string | undefined> {
  lines.length = 0;
  await server.app.inject({ method: 'GET', url });
  const incoming = lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
    .find((entry) => entry.msg === 'incoming request');
  return incoming?.req?.url;
}

describe('the request log', () => {
  it('redacts the token of reset and newsletter links', async () => {
    expect(
      await loggedUrlOf('/auth/reset-password?token=reset-SECRET&email=lan%40example.vn'),
    ).toBe('/auth/reset-password?token=[redacted]&email=lan%40example.vn');
    expect(await loggedUrlOf('/newsletter/confirm?token=newsletter-SECRET')).toBe(
      '/newsletter/confirm?token=[redacted]',
    );
  });

  it('redacts the signature of signed media and export links, keeping the expiry', async () => {
    expect(await loggedUrlOf(`/media/${ID}/full?exp=1900000000&sig=media-SECRET`)).toBe(
      `/media/${ID}/full?exp=1900000000&sig=[redacted]`,
    );
    expect(
      await loggedUrlOf(`/api/account/exports/${ID}/download?exp=1900000000&sig=export-SECRET`),
    ).toBe(`/api/account/exports/${ID}/download?exp=1900000000&sig=[redacted]`);
  });

  it('writes no credential on any line of those requests', async () => {
    lines.length = 0;
    for (const url of [
      '/auth/reset-password?token=reset-SECRET',
      `/media/${ID}/full?exp=1&sig=media-SECRET`,
      `/api/payments/sandbox/checkout?payment_id=${ID}&amount=1&signature=sandbox-SECRET`,
    ]) {
      await server.app.inject({ method: 'GET', url });
    }

    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('SECRET');
  });
});

describe('redactedUrl', () => {
  it('redacts parameters named as credentials, however cased or encoded, and keeps the rest', () => {
    expect(redactedUrl('/x?page=2&api_key=k&Access_Token=t&vnp_SecureHash=h&code=c&q=sig')).toBe(
      '/x?page=2&api_key=[redacted]&Access_Token=[redacted]&vnp_SecureHash=[redacted]&code=[redacted]&q=sig',
    );
    expect(redactedUrl('/x?%74oken=t')).toBe('/x?%74oken=[redacted]');
    expect(redactedUrl('/plain/path')).toBe('/plain/path');
  });
});
