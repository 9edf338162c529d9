/**
 * Online, until the app works offline: the service worker controls the page, and the app has
 * warmed the blog's offline copy (OfflineWarmup records it once it is in the worker's cache).
 * Cutting the network before that would fail the warm-up's own requests.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function waitUntilReadyOffline(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
      timeout: 20_000,
    })
    .toBe(true);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('studio.pwa.warmed.vi')), {
      timeout: 20_000,
    })
    .not.toBeNull();
}
