/**
 * The outbox end to end (docs/architecture.md#the-outbox): with the network cut (proven by a
 * request that must fail), a try-on asked for in the studio is queued — on the studio and in
 * /history — and once the connection returns it is sent by itself, exactly once: one generation for
 * its key, and the balance down by exactly one credit. A queued request cancelled in /history is
 * never sent.
 *
 * Each test has an account of its own (tests/e2e/fresh-account.ts): the demo account's balance is
 * spent by try-on.spec.ts in a parallel worker, so "down by exactly one" could not be read from it.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { DashboardStats, Generation } from '../../common/contracts/generations';
import viGeneration from '../../src/locales/vi/generation.json' with { type: 'json' };
import viTryOn from '../../src/locales/vi/try-on.json' with { type: 'json' };
import { SAMPLES } from '../../common/samples';
import { signInWith, type StoredSession } from './demo-session';
import { expect, test } from './fixtures';
import { waitUntilReadyOffline } from './offline-ready';
import { createAccount } from './fresh-account';

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

/** The local engine takes seconds; a busy machine may queue it behind other work. */
const RESULT_TIMEOUT_MS = 60_000;

interface QueuedEntry {
  id: string;
  idempotencyKey: string;
  fields: Record<string, string>;
  state: string;
}

const auth = (session: StoredSession) => ({ authorization: `Bearer ${session.access_token}` });

async function balance(page: Page, session: StoredSession): Promise<number> {
  const response = await page.request.get('/api/dashboard', { headers: auth(session) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as DashboardStats).credits;
}

async function generations(page: Page, session: StoredSession): Promise<Generation[]> {
  const response = await page.request.get('/api/generations?limit=100', { headers: auth(session) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: Generation[] }).items;
}

/** The outbox as the app keeps it (IndexedDB `studio-outbox-v1`, src/lib/pwa/outbox-store.ts). */
function outboxEntries(page: Page): Promise<QueuedEntry[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedEntry[]>((resolve, reject) => {
        const open = indexedDB.open('studio-outbox-v1');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve([]);
          const all = db.transaction('requests').objectStore('requests').getAll();
          all.onsuccess = () => resolve(all.result as QueuedEntry[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/**
 * Online: the studio once, until the service worker controls the page. Its shell and every
 * sample picture are precached: a studio never opened online still offers its samples.
 */
async function openStudioOnline(page: Page, session: StoredSession): Promise<void> {
  await signInWith(page, session);
  await page.goto('/virtual-tryon');
  await expect(page.getByTestId('try-on-studio')).toBeVisible();
  await waitUntilReadyOffline(page);
  const pictures = SAMPLES.flatMap((sample) => [sample.file, sample.thumbnail]);
  const precached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      if (name.includes('precache'))
        for (const request of await (await caches.open(name)).keys())
          paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(precached).toEqual(expect.arrayContaining(pictures));
}

/** Every picture in the locator has loaded (offline: from the service worker's precache). */
async function expectPicturesLoaded(pictures: Locator): Promise<void> {
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
      ),
    )
    .toBe(true);
}

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  const probe = await page.evaluate(() =>
    fetch(`/api/health?probe=${Date.now()}`, { cache: 'no-store' }).then(
      () => 'online',
      () => 'offline',
    ),
  );
  expect(probe, 'the network is really cut').toBe('offline');
}

/** In the studio: a sample model and garment, then Generate. */
async function generateWithSamples(page: Page): Promise<void> {
  await expectPicturesLoaded(page.getByTestId('sample-model').locator('img'));
  await page.getByTestId('sample-model').first().getByRole('button').click();
  await page.getByTestId('wizard-continue').click();
  await page.getByTestId('garment-filter-tops').click();
  await expectPicturesLoaded(page.getByTestId('sample-garment').locator('img'));
  await page.getByTestId('sample-garment').first().getByRole('button').click();
  await page.getByTestId('wizard-continue').click();
  await expect(page.getByTestId('review-garment')).toBeVisible();
  await page.getByTestId('wizard-generate').click();
}

/** Offline in the studio: a sample model and garment, Generate, and the queued state. */
async function queueTryOn(page: Page): Promise<QueuedEntry> {
  await generateWithSamples(page);
  const queued = page.getByTestId('run-queued');
  await expect(queued).toBeVisible();
  await expect(queued).toContainText(viTryOn.queued.title);
  await expect(queued.getByTestId('queued-cancel')).toBeEnabled();
  const entries = await outboxEntries(page);
  expect(entries).toHaveLength(1);
  expect(entries[0]!.state).toBe('queued');
  return entries[0]!;
}

/** /history offline: the page from the service worker, the queued request above the list. */
async function expectQueuedInHistory(page: Page, entry: QueuedEntry) {
  await page.goto('/history');
  const card = page
    .getByTestId('history-queued')
    .locator(`[data-testid="queued-card"][data-outbox-id="${entry.id}"]`);
  await expect(card.getByTestId('queued-badge')).toHaveText(viGeneration.outbox.badge.queued);
  await expect(card.getByTestId('queued-detail')).toHaveText(viGeneration.outbox.detail.waiting);
  return card;
}

test('a try-on asked for offline is queued, then sent once when back online and completes', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const session = await createAccount(page.request, 'outbox');
  const creditsBefore = await balance(page, session);
  const idsBefore = new Set((await generations(page, session)).map((item) => item.id));

  await openStudioOnline(page, session);
  await goOffline(context, page);
  let entry: QueuedEntry;
  try {
    entry = await queueTryOn(page);
    const card = await expectQueuedInHistory(page, entry);
    await expect(card).toBeVisible();
    // Nothing reached the server meanwhile (the API client of the test is not cut off).
    expect(await balance(page, session)).toBe(creditsBefore);
  } finally {
    await context.setOffline(false);
  }

  // Back online on /history: the outbox sends it by itself and the list follows it.
  await expect(page.getByTestId('history-queued')).toHaveCount(0, { timeout: 20_000 });
  expect(await outboxEntries(page)).toEqual([]);
  let created: Generation | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await generations(page, session)).filter((item) => !idsBefore.has(item.id));
        created = fresh[0];
        return fresh.length === 1 && fresh[0]!.status;
      },
      { timeout: RESULT_TIMEOUT_MS },
    )
    .toBe('success');
  await expect(
    page.locator(`[data-testid="generation-card"][data-generation-id="${created!.id}"]`),
  ).toBeVisible();

  // Exactly one generation for the key: the same request again answers it, and charges nothing.
  const replay = await page.request.post('/api/ai/virtual-tryon', {
    headers: { ...auth(session), 'idempotency-key': entry.idempotencyKey },
    multipart: entry.fields,
  });
  expect(replay.status()).toBe(200);
  expect(replay.headers()['idempotent-replayed']).toBe('true');
  expect(((await replay.json()) as { generation: Generation }).generation.id).toBe(created!.id);
  expect((await generations(page, session)).filter((item) => !idsBefore.has(item.id))).toHaveLength(
    1,
  );
  expect(await balance(page, session)).toBe(creditsBefore - 1);
});

test('a queued try-on cancelled in the history is never sent', async ({ page, context }) => {
  test.setTimeout(90_000);
  const session = await createAccount(page.request, 'outbox-cancel');
  const creditsBefore = await balance(page, session);

  await openStudioOnline(page, session);
  await goOffline(context, page);
  try {
    const entry = await queueTryOn(page);
    const card = await expectQueuedInHistory(page, entry);
    await card.getByTestId('queued-cancel').click();
    await expect(page.getByText(viGeneration.outbox.toast.cancelled)).toBeVisible();
    await expect(page.getByTestId('history-queued')).toHaveCount(0);
    expect(await outboxEntries(page)).toEqual([]);
  } finally {
    await context.setOffline(false);
  }

  // Online again, in the foreground and on a fresh start: nothing is left to send.
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
  await page.goto('/virtual-tryon');
  await expect(page.getByTestId('try-on-studio')).toBeVisible();
  await expect(page.getByTestId('run-queued')).toHaveCount(0);
  await page.waitForTimeout(3_000);
  expect(await generations(page, session)).toEqual([]);
  expect(await balance(page, session)).toBe(creditsBefore);
});

test.describe('a try-on whose answer a reload cut off', () => {
  // page.route sees the page's own requests only when no service worker stands in between.
  test.use({ serviceWorkers: 'block' });

  for (const arrived of [true, false]) {
    test(`is sent again after the reload and charged once (first request ${arrived ? 'arrived' : 'lost'})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const session = await createAccount(page.request, arrived ? 'reload-arrived' : 'reload-lost');
      const creditsBefore = await balance(page, session);
      await signInWith(page, session);
      await page.goto('/virtual-tryon');
      await expect(page.getByTestId('try-on-studio')).toBeVisible();

      // The request leaves; its answer never comes back to the page, which is then reloaded.
      let reachedServer!: () => void;
      const handled = new Promise<void>((resolve) => (reachedServer = resolve));
      await page.route('**/api/ai/virtual-tryon', async (route) => {
        if (arrived) await route.fetch();
        reachedServer();
      });
      await generateWithSamples(page);
      await handled;
      expect((await generations(page, session)).length).toBe(arrived ? 1 : 0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.reload();

      // The studio sends it again by itself, with the same key, and follows it to its result.
      await expect(page.getByTestId('try-on-result')).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
      const created = await generations(page, session);
      expect(created).toHaveLength(1);
      expect(created[0]!.status).toBe('success');
      expect(await balance(page, session)).toBe(creditsBefore - 1);
      expect(await outboxEntries(page)).toEqual([]);
    });
  }
});
