/**
 * The PWA base: Chromium must report the app installable with no errors, the manifest must
 * carry maskable icons and screenshots, and the precached shell must open with no network.
 * Installability is only reported in a persistent (non-incognito) context (docs/architecture.md#front-end-build-and-tests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium';
import { expect, t, test } from './fixtures';

let context: BrowserContext;
let profile: string;

test.beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'studio-pwa-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
    headless: true,
    // The runner applies the config's `use` to contexts it launches: allow workers here.
    serviceWorkers: 'allow',
    baseURL: test.info().project.use.baseURL,
  });
});

test.afterAll(async () => {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test('Chromium reports the app installable with no errors', async () => {
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  await cdp.detach();
  await page.close();
});

test('the manifest has maskable icons, screenshots and Vietnamese as its language', async () => {
  const page = await context.newPage();
  const response = await page.request.get('/manifest.webmanifest');
  const manifest = (await response.json()) as {
    lang: string;
    display: string;
    icons: { purpose?: string; sizes: string; src: string }[];
    screenshots: { form_factor?: string; src: string }[];
  };
  expect(manifest.lang).toBe('vi');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
  for (const file of [...manifest.icons, ...manifest.screenshots]) {
    const asset = await page.request.get(file.src);
    expect(asset.status(), file.src).toBe(200);
    expect(asset.headers()['content-type']).toBe('image/png');
  }
  await page.close();
});

test('the precached app shell opens with the network cut', async () => {
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload(); // now controlled by the service worker
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);

  await context.setOffline(true);
  try {
    const probe = await page.evaluate(() =>
      fetch('/api/health', { cache: 'no-store' }).then(
        () => 'online',
        () => 'offline',
      ),
    );
    expect(probe).toBe('offline');
    await page.goto('/about');
    await expect(page).toHaveTitle(new RegExp(`^${t('vi', 'titles.about')}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
  } finally {
    await context.setOffline(false);
    await page.close();
  }
});
