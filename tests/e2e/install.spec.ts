/**
 * Installing and sharing (docs/architecture.md#service-worker): the studio sidebar offers the browser's install prompt
 * where the browser has one and the Safari steps on iPad; a dismissal is remembered; an image
 * shared to the installed app (manifest share_target) reaches the studio chooser.
 */
import type { Page } from '@playwright/test';
import { PATHS } from '../../common/routes';
import enPwa from '../../src/locales/en/pwa.json' with { type: 'json' };
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });

const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** What Chromium fires when the app may be installed; its prompt() is recorded. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        (window as { installPrompted?: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

async function startInEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('studio.language', 'en'));
}

test('the sidebar offers the browser install prompt, and Install opens it', async ({ page }) => {
  await startInEnglish(page);
  await page.goto(PATHS.dashboard);
  await expect(page.getByTestId('dashboard-layout')).toBeVisible();
  await expect(page.getByTestId('install-card')).toHaveCount(0);

  await offerInstall(page, 'accepted');
  const card = page.getByTestId('install-card');
  await expect(card).toHaveAttribute('data-method', 'prompt');
  await expect(card).toContainText(enPwa.install.title);
  await card.getByRole('button', { name: enPwa.install.action }).click();
  await expect.poll(() => page.evaluate(() => 'installPrompted' in window)).toBe(true);
  await expect(page.getByText(enPwa.install.installed)).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a dismissed install offer stays dismissed after a reload', async ({ page }) => {
  await startInEnglish(page);
  await page.goto(PATHS.dashboard);
  await offerInstall(page, 'dismissed');
  await page.getByTestId('install-card').getByRole('button', { name: enPwa.install.later }).click();
  await expect(page.getByTestId('install-card')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('dashboard-layout')).toBeVisible();
  await offerInstall(page, 'dismissed');
  await expect(page.getByTestId('install-card')).toHaveCount(0);
});

test.describe('on an iPad in Safari', () => {
  test.use({ userAgent: IPAD_SAFARI, hasTouch: true, viewport: { width: 1180, height: 820 } });

  test('the sidebar shows the Add to Home Screen steps', async ({ page }) => {
    await startInEnglish(page);
    await page.goto(PATHS.dashboard);
    const card = page.getByTestId('install-card');
    await expect(card).toHaveAttribute('data-method', 'ios-share');
    await expect(card.getByRole('listitem')).toHaveText([
      enPwa.install.iosStepShare,
      enPwa.install.iosStepAdd,
    ]);
    await card.getByRole('button', { name: enPwa.install.gotIt }).click();
    await expect(card).toHaveCount(0);
  });
});

test.describe('the share target', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an image shared to the app is shown with the five studios to open it in', async ({
    page,
  }) => {
    await startInEnglish(page);
    await page.goto(PATHS.dashboard);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), {
        timeout: 20_000,
      })
      .toBe(true);
    // What the system share sheet does: a multipart form POST to the manifest's action.
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(8, 8);
      canvas.getContext('2d')!.fillRect(0, 0, 8, 8);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const files = new DataTransfer();
      files.items.add(new File([blob], 'photo.png', { type: 'image/png' }));
      const form = Object.assign(document.createElement('form'), {
        method: 'post',
        enctype: 'multipart/form-data',
        action: '/share-target',
      });
      const input = Object.assign(document.createElement('input'), { type: 'file', name: 'image' });
      input.files = files.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    });
    await expect(page).toHaveURL(new RegExp(`${PATHS.shareTarget}$`));
    const chooser = page.getByTestId('share-chooser');
    await expect(chooser.getByRole('img', { name: enPwa.share.previewAlt })).toBeVisible();
    const studio = chooser.getByRole('link', { name: 'Virtual try-on' });
    await expect(studio).toHaveAttribute('href', `${PATHS.virtualTryOn}?shared=1`);
    await expect(chooser.getByRole('link')).toHaveCount(5);

    await chooser.getByRole('button', { name: enPwa.share.discard }).click();
    await expect(page.getByTestId('share-no-image')).toHaveText(enPwa.share.noImage);
    await page.reload();
    await expect(page.getByTestId('share-no-image')).toBeVisible();
  });
});
