/**
 * The image-to-video studio end to end on the local engine: a new user uploads a real photo (a
 * demo photo from node_modules, never kept), configures a 5 s 480p clip (the built-in model
 * only, its options and limits said), generates, and the clip plays in the page over its
 * poster; the file's length and size are read with ffprobe; it is in /history with its poster.
 * The one-page form once; axe on the configure step. Screenshots of both languages at 1280 and
 * 820 wide go to the system's temporary folder, to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Generation } from '../../common/contracts/generations';
import enVideo from '../../src/locales/en/image-to-video.json' with { type: 'json' };
import viGeneration from '../../src/locales/vi/generation.json' with { type: 'json' };
import viVideo from '../../src/locales/vi/image-to-video.json' with { type: 'json' };
import { signInWith, type StoredSession } from './demo-session';
import { expect, test } from './fixtures';
import { expectContinueRefused, openStudio } from './studio-steps';
import { createAccount } from './fresh-account';

/** The local engine takes a few seconds for 5 s at 480p; a busy machine may queue it. */
const RESULT_TIMEOUT_MS = 90_000;
const SHOTS = path.join(tmpdir(), 'image-to-video-e2e');
const DEMO = (n: number) =>
  new URL(`../../node_modules/@vladmandic/face-api/demo/sample${n}.jpg`, import.meta.url).pathname;

async function photo() {
  const buffer = await sharp(DEMO(2)).resize(1200).jpeg().toBuffer();
  return { name: 'anh-nhom.jpg', mimeType: 'image/jpeg', buffer };
}

async function upload(page: Page) {
  await page.getByTestId('tab-gallery').click();
  await page.getByTestId('drop-zone-input').setInputFiles(await photo());
  // The gallery prepares the photo on the device, then picks it.
  await expect(page.getByTestId('video-rail').getByRole('img')).toBeVisible({ timeout: 20_000 });
}

async function latestGeneration(page: Page, token: string): Promise<Generation> {
  const response = await page.request.get('/api/generations?limit=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { items: Generation[] }).items[0]!;
}

function probe(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'i2v-e2e-')), 'clip.mp4');
  writeFileSync(file, bytes);
  return JSON.parse(
    execFileSync('ffprobe', [
      ...['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
    ]).toString(),
  ) as {
    format: { duration: string };
    streams: { codec_name: string; width?: number; height?: number }[];
  };
}

test.describe('the image-to-video studio', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let session: StoredSession;
  test.beforeEach(async ({ request }) => {
    session = await createAccount(request, 'video');
  });

  test('a photo becomes a 5 s 480p clip that plays, and is in the history with its poster', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await openStudio(page, session, '/image-to-video', 'video-studio');

    // The settings need the photo first.
    await expectContinueRefused(page, viVideo.validation.photoFirst);
    await upload(page);
    await page.screenshot({ path: path.join(SHOTS, 'vi-1280-1-photo.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();

    // The built-in engine: its one model, the prompt not read, its options, the price.
    await expect(page.getByTestId('video-settings')).toBeVisible();
    await expect(page.getByTestId('model-local')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-testid^="model-"]')).toHaveCount(1);
    await expect(page.getByTestId('video-prompt-hint')).toHaveText(viVideo.prompt.hintLocal);
    await expect(page.getByTestId('video-price')).toContainText('2');
    await page.getByTestId('video-prompt').fill('Máy quay tiến chậm');
    await expect(page.getByTestId('video-prompt-counter')).toContainText('18/1000');
    await page.getByTestId('motion-subtle').click();
    await expect(page.getByTestId('duration-5')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('resolution-480p')).toHaveAttribute('aria-pressed', 'true');
    // The free trial's clips are 480p at most: 1080p is off, and the page says why.
    await expect(page.getByTestId('resolution-1080p')).toBeDisabled();
    await expect(page.getByTestId('video-resolution-note')).toHaveText(viVideo.limits.plan);
    await expect(page.getByTestId('option-prompt_optimizer').locator('input')).toBeDisabled();
    await expect(page.getByTestId('option-prompt_optimizer-help')).toHaveText(
      viVideo.limits.option.replace('{{model}}', viVideo.models.local.name),
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'vi-1280-2-configure.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();
    await expect(page.getByTestId('summary-duration').first()).toHaveText('5 giây');

    await page.getByTestId('wizard-generate').click();
    const video = page.getByTestId('video-result-video');
    await expect(video).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
    await expect(page.getByText(viVideo.toast.success)).toBeVisible();
    await expect(video).toHaveAttribute('poster', /.+/);

    // It plays in the page: its metadata loads, and time passes.
    await video.evaluate((element: HTMLVideoElement) => {
      element.preload = 'auto';
      return element.play();
    });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0.3);
    const played = await video.evaluate((element: HTMLVideoElement) => ({
      duration: element.duration,
      width: element.videoWidth,
      height: element.videoHeight,
    }));
    expect(played.duration).toBeCloseTo(5, 1);
    expect([played.width, played.height]).toEqual([854, 480]);
    await page.screenshot({ path: path.join(SHOTS, 'vi-1280-3-result.png'), fullPage: true });
    // The original MP4 is downloaded as it is, and saved to the asset library as a video.
    await page.getByTestId('result-download').click();
    const dialog = page.getByTestId('download-dialog');
    await expect(dialog.getByTestId('download-format')).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('download-start').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.mp4$/);
    expect(Number(probe(readFileSync(await download.path())).format.duration)).toBeCloseTo(5, 1);
    await page.getByTestId('result-save').click();
    await expect(page.getByTestId('result-save')).toHaveAttribute('data-state', 'saved', {
      timeout: 20_000,
    });

    const generation = await latestGeneration(page, session.access_token);
    expect(generation).toMatchObject({
      service: 'image-to-video',
      status: 'success',
      result_type: 'video',
      credits_charged: 2,
      params: { motion: 'subtle', duration: '5', resolution: '480p', model: 'local' },
    });
    const file = await page.request.get(generation.result_url!);
    expect(file.headers()['content-type']).toBe('video/mp4');
    const probed = probe(await file.body());
    expect(Number(probed.format.duration)).toBeCloseTo(5, 1);
    expect(probed.streams.find((stream) => stream.codec_name === 'h264')).toMatchObject({
      width: 854,
      height: 480,
    });

    await page.goto('/history');
    const card = page.locator(
      `[data-testid="generation-card"][data-generation-id="${generation.id}"]`,
    );
    await expect(card.getByTestId('generation-status')).toHaveText(viGeneration.status.success);
    // The card shows the clip's poster (its thumbnail, kept on the device for offline use) with
    // a play badge, and plays the clip in place.
    const poster = await page.request.get(generation.result_thumbnail_url!);
    expect(poster.headers()['content-type']).toBe('image/webp');
    const thumbnail = card.getByTestId('generation-video-poster');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the one-page form, and the settings in English on a desktop and a tablet', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInWith(page, session);
    await page.goto('/image-to-video-legacy');
    await expect(page.getByTestId('video-legacy')).toBeVisible();
    await expect(page.getByTestId('video-settings')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'vi-1280-legacy.png'), fullPage: true });

    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/image-to-video');
    await upload(page);
    await page.getByTestId('wizard-continue').click();
    await expect(page.getByTestId('model-local')).toContainText(viVideo.models.local.name);
    await page.screenshot({ path: path.join(SHOTS, 'vi-820-configure.png'), fullPage: true });

    // The language switch is in the sidebar, which a tablet keeps in its menu.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('language-toggle').filter({ visible: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByTestId('model-local')).toContainText(enVideo.models.local.name);
    await expect(page.getByTestId('video-prompt-hint')).toHaveText(enVideo.prompt.hintLocal);
    await page.screenshot({ path: path.join(SHOTS, 'en-1280-configure.png'), fullPage: true });
    await page.setViewportSize({ width: 820, height: 1180 });
    await expect(page.getByTestId('video-settings')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'en-820-configure.png'), fullPage: true });
  });
});
