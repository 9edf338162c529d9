/**
 * The public site offline (docs/architecture.md#service-worker): after one online visit to the home page, every public
 * page renders with its content with the network cut — not only the pages that were seen — and
 * a blog post that was read opens again offline. The cut is proven by a request that must fail.
 * Writes and a signed-in user's reads are never answered from the service worker's caches.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { RUNTIME_CACHES } from '../../common/pwa';
import { PATHS, SERVICE_SLUGS } from '../../common/routes';
import { demoSession } from './demo-session';
import { expect, t, test } from './fixtures';
import { waitUntilReadyOffline } from './offline-ready';

test.use({ serviceWorkers: 'allow', viewport: { width: 1280, height: 900 } });

const SEEDED_POST = 'tao-nguoi-mau-ao-theo-voc-dang-khach-viet';

/** The public pages, with their title key: all must open offline after visiting `/`. */
const PUBLIC_PAGES: [path: string, titleKey: string][] = [
  [PATHS.home, 'titles.home'],
  [PATHS.about, 'titles.about'],
  ...SERVICE_SLUGS.map((slug): [string, string] => [PATHS.service(slug), `services.${slug}.name`]),
  [PATHS.pricing, 'titles.pricing'],
  [PATHS.blog, 'titles.blog'],
  [PATHS.contact, 'titles.contact'],
  [PATHS.terms, 'titles.terms'],
  [PATHS.privacy, 'titles.privacy'],
  [PATHS.shipping, 'titles.shipping'],
  [PATHS.warranty, 'titles.warranty'],
];

/** Online: the first visit, until the worker controls the page and has warmed its caches. */
async function visitHomeOnce(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitUntilReadyOffline(page);
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

async function expectPageContent(page: Page, path: string, titleKey: string): Promise<void> {
  await expect(page).toHaveTitle(`${t('vi', titleKey)} · Studio AI`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.getByText(t('vi', 'errors.somethingWentWrong'))).toHaveCount(0);
  if (path === PATHS.blog) await expect(page.getByTestId('post-card').first()).toBeVisible();
  if (path === PATHS.service('image-editing')) {
    const picture = page.getByTestId('before-after').locator('img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  }
}

test('every public page opens offline after one visit to the home page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await visitHomeOnce(page);
  await goOffline(context, page);
  try {
    for (const [path, titleKey] of PUBLIC_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectPageContent(page, path, titleKey);
      });
    }
    // A site picture never seen online shows a quiet placeholder, not a broken image.
    const unseen = await page.evaluate(() =>
      fetch('/blog/never-seen-online.webp').then((response) =>
        response.headers.get('content-type'),
      ),
    );
    expect(unseen).toBe('image/svg+xml');
  } finally {
    await context.setOffline(false);
  }
});

test('a blog post read online opens again offline, with its cover', async ({ page, context }) => {
  await visitHomeOnce(page);
  await page.goto(PATHS.blogPost(SEEDED_POST));
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  // Read to the end: its pictures and comments have arrived (and are kept) before the cut.
  await expect(page.locator('article img').first()).toHaveJSProperty('complete', true);
  await page.waitForLoadState('networkidle');
  await goOffline(context, page);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const cover = page.locator('article img').first();
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
      0,
    );
  } finally {
    await context.setOffline(false);
  }
});

test('writes and signed-in reads are never answered from the cache', async ({ page }) => {
  await visitHomeOnce(page);
  const token = demoSession().access_token;
  const comments = (pageNumber: number) =>
    `/api/blog/posts/${SEEDED_POST}/comments?page=${pageNumber}`;
  const cachedPaths = () =>
    page.evaluate(async (cacheName) => {
      const keys = await (await caches.open(cacheName)).keys();
      return keys.map((request) => new URL(request.url).pathname + new URL(request.url).search);
    }, RUNTIME_CACHES.publicApi);

  await page.evaluate(
    async ({ signedIn, guest, bearer }) => {
      await fetch(signedIn, { headers: { authorization: `Bearer ${bearer}` } });
      await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'not-an-address', language: 'vi' }),
      });
      // The same kind of read as a guest is public: it is kept for offline reading.
      await fetch(guest);
    },
    { signedIn: comments(1), guest: comments(2), bearer: token },
  );
  await expect.poll(cachedPaths).toContain(comments(2));
  const cached = await cachedPaths();
  expect(cached, 'a signed-in read is not kept').not.toContain(comments(1));
  expect(cached.some((path) => path.startsWith('/api/newsletter'))).toBe(false);
});
