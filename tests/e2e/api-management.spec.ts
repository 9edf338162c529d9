/**
 * /api-management against the real server: a token created with the spec's validation, its
 * secret shown once and copied, a try-on through the public API with it, last use and the count
 * on the page, deactivate (401), regenerate, delete; a webhook to a receiver on this machine,
 * its delivery in the log and "send again"; every service box and every event box ticked with
 * the mouse, read back from the server.
 *
 * One fresh account, its tests in order (a free-trial account holds one token).
 */
import http from 'node:http';
import { seriousViolations } from './axe';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { WEBHOOK_EVENTS } from '../../common/contracts/webhooks';
import { PATHS, SERVICE_SLUGS } from '../../common/routes';
import viApi from '../../src/locales/vi/api.json' with { type: 'json' };
import { signInWith, type StoredSession } from './demo-session';
import { expect, test } from './fixtures';
import { createAccount } from './fresh-account';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** The page's Vietnamese text at a dotted key. */
const a = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], viApi) as string;

let session: StoredSession;
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await createAccount(context.request, 'api');
  await context.close();
});

async function openPage(page: Page) {
  await signInWith(page, session);
  await page.goto(PATHS.apiManagement);
  await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
}

const withToken = (secret: string) => ({ authorization: `Bearer ${secret}` });

/**
 * A try-on through the public API on the shipped samples; the generation once finished. Its
 * progress is followed with the session, so a slow run spends none of the token's 10 requests a
 * minute (the free trial's), then read once with `authorization`.
 */
async function tryOnWith(request: APIRequestContext, authorization: string) {
  const created = await request.post('/api/ai/virtual-tryon', {
    headers: { authorization, 'idempotency-key': `e2e-api-${Date.now()}-${Math.random()}` },
    multipart: {
      category: 'outerwear',
      model_sample_id: 'model-ngoc',
      garment_sample_id: 'garment-camel-blazer',
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  const { generation } = (await created.json()) as { generation: { id: string } };
  let status = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/generations/${generation.id}`, {
          headers: { authorization: `Bearer ${session.access_token}` },
        });
        status = ((await answer.json()) as { status: string }).status;
        return status;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toMatch(/success|failed/);
  const read = await request.get(`/api/generations/${generation.id}`, {
    headers: { authorization },
  });
  expect(read.status()).toBe(200);
  return { id: generation.id, status };
}

test('a token: validated, shown once and copied, used for a try-on, switched off, regenerated, deleted', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page);
  const form = page.getByTestId('create-token-form');

  // The spec's three messages.
  await page.getByTestId('token-rate-limit').fill('0');
  await page.getByTestId('create-token').click();
  await expect(form.getByText(a('validation.tokenName'))).toBeVisible();
  await expect(form.getByText(a('validation.tokenServices'))).toBeVisible();
  await expect(form.getByText(a('validation.tokenRateLimit'))).toBeVisible();

  await page.getByTestId('token-name').fill('Cửa hàng Shopify');
  await page.getByTestId('token-services-virtual-tryon').click();
  await page.getByTestId('token-rate-limit').fill('10');
  await page.getByTestId('create-token').click();
  const reveal = page.getByTestId('token-secret');
  await expect(reveal).toBeVisible();
  const secret = (await page.getByTestId('token-secret-value').textContent())!.trim();
  expect(secret).toMatch(/^sk_live_[A-Za-z0-9_-]{43}$/);
  await page.getByTestId('token-secret-copy').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.getByTestId('token-secret-done').click();
  await expect(reveal).toBeHidden();
  const row = page.getByTestId('token-list').getByRole('row').nth(1);
  await expect(row).toContainText(secret.slice(0, 14));
  await expect(row.getByTestId('token-last-used')).toHaveText(a('tokens.never'));
  // Shown once: after a reload nothing on the page carries it.
  await page.reload();
  await expect(page.getByTestId('token-list')).toBeVisible();
  expect(await page.content()).not.toContain(secret);
  expect(await seriousViolations(page)).toEqual([]);

  // The public API with the token: a try-on that succeeds.
  const run = await tryOnWith(page.request, withToken(secret).authorization);
  expect(run.status).toBe('success');

  await page.reload();
  await expect(row.getByTestId('token-last-used')).not.toHaveText(a('tokens.never'));
  const today = Number(await page.getByTestId('usage-requestsToday').textContent());
  expect(today).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('usage-totalTokens')).toHaveText('1');

  // Switched off: 401.
  await row.getByTestId('token-active').click();
  await expect(page.getByText(a('tokens.deactivated'))).toBeVisible();
  expect((await page.request.get('/api/credits', { headers: withToken(secret) })).status()).toBe(
    401,
  );
  await row.getByTestId('token-active').click();
  await expect(page.getByText(a('tokens.activated'))).toBeVisible();
  expect((await page.request.get('/api/credits', { headers: withToken(secret) })).status()).toBe(
    200,
  );

  // Regenerated: the new secret shown once, the old one dead.
  await row.getByTestId('token-regenerate').click();
  await page.getByTestId('token-confirm-button').click();
  await expect(reveal).toBeVisible();
  const fresh = (await page.getByTestId('token-secret-value').textContent())!.trim();
  expect(fresh).not.toBe(secret);
  expect((await page.request.get('/api/credits', { headers: withToken(secret) })).status()).toBe(
    401,
  );
  expect((await page.request.get('/api/credits', { headers: withToken(fresh) })).status()).toBe(
    200,
  );
  await page.getByTestId('token-secret-done').click();

  // Deleted after asking.
  await page.getByTestId('token-delete').click();
  await expect(page.getByTestId('token-confirm')).toContainText('Cửa hàng Shopify');
  await page.getByTestId('token-confirm-button').click();
  await expect(page.getByTestId('tokens-empty')).toBeVisible();
  expect((await page.request.get('/api/credits', { headers: withToken(fresh) })).status()).toBe(
    401,
  );
});

test('a webhook: registered with its secret shown once, a generation delivered, the log and send again', async ({
  page,
}) => {
  const received: { id: string; body: string }[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ id: String(request.headers['webhook-id']), body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/studio`;
  try {
    await openPage(page);
    await page.getByTestId('webhook-url').fill(url);
    await page.getByTestId('create-webhook').click();
    await expect(page.getByTestId('webhook-secret-value')).toHaveText(/^whsec_/);
    await page.getByTestId('webhook-secret-done').click();
    const endpoint = page.getByTestId('webhook');
    await expect(endpoint).toContainText(url);

    const run = await tryOnWith(page.request, `Bearer ${session.access_token}`);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const event = JSON.parse(received[0]!.body) as {
      type: string;
      data: { generation: { id: string } };
    };
    expect(event.type).toBe(
      run.status === 'success' ? 'generation.succeeded' : 'generation.failed',
    );
    expect(event.data.generation.id).toBe(run.id);

    await endpoint.getByTestId('webhook-deliveries').click();
    const delivery = page.getByTestId('delivery').first();
    // The log is read when opened; the attempt's outcome may be written a moment after.
    await expect(async () => {
      await page.getByTestId('deliveries-refresh').click();
      await expect(delivery.getByTestId('delivery-status')).toHaveText(
        a('webhooks.statuses.succeeded'),
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(delivery.getByTestId('delivery-code')).toHaveText('200');
    await delivery.getByTestId('delivery-resend').click();
    await expect(page.getByText(a('webhooks.resent'))).toBeVisible();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(received[1]!.id).toBe(received[0]!.id);
    await expect(page.getByTestId('delivery')).toHaveCount(2);
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});

test('every service box and every event box ticks with the mouse, and the server stores them', async ({
  page,
}) => {
  await openPage(page);
  const authorization = `Bearer ${session.access_token}`;

  // A token for all five studios, each box clicked once.
  await page.getByTestId('token-name').fill('Mọi dịch vụ');
  for (const slug of SERVICE_SLUGS) await page.getByTestId(`token-services-${slug}`).click();
  for (const slug of SERVICE_SLUGS) {
    await expect(page.getByTestId(`token-services-${slug}`)).toHaveAttribute(
      'data-state',
      'checked',
    );
  }
  await page.getByTestId('create-token').click();
  await expect(page.getByTestId('token-secret')).toBeVisible();
  const tokens = await page.request.get('/api/tokens', { headers: { authorization } });
  const { tokens: stored } = (await tokens.json()) as {
    tokens: { id: string; name: string; services: string[] }[];
  };
  const token = stored.find((candidate) => candidate.name === 'Mọi dịch vụ')!;
  expect([...token.services].sort()).toEqual([...SERVICE_SLUGS].sort());
  await page.getByTestId('token-secret-done').click();

  // A webhook for every event: the two ticked by default unticked, then all three ticked.
  const url = 'http://127.0.0.1:9/hooks/every-event';
  await page.getByTestId('webhook-url').fill(url);
  const ticked = ['generation.succeeded', 'generation.failed'] as const;
  for (const event of ticked) await page.getByTestId(`webhook-events-${event}`).click();
  for (const event of WEBHOOK_EVENTS) {
    await expect(page.getByTestId(`webhook-events-${event}`)).toHaveAttribute(
      'data-state',
      'unchecked',
    );
  }
  for (const event of WEBHOOK_EVENTS) await page.getByTestId(`webhook-events-${event}`).click();
  await page.getByTestId('create-webhook').click();
  await expect(page.getByTestId('webhook-secret-value')).toHaveText(/^whsec_/);
  const webhooks = await page.request.get('/api/webhooks', { headers: { authorization } });
  const { endpoints } = (await webhooks.json()) as {
    endpoints: { url: string; events: string[] }[];
  };
  const endpoint = endpoints.find((candidate) => candidate.url === url)!;
  expect([...endpoint.events].sort()).toEqual([...WEBHOOK_EVENTS].sort());

  await page.request.delete(`/api/tokens/${token.id}`, { headers: { authorization } });
});
