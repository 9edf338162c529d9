/**
 * Videos in the asset library end to end (docs/product-rules.md#video-uploads): an MP4 made by
 * ffmpeg is uploaded, shown with its poster, play badge and length, previewed on hover, played
 * in the viewer over its poster, saved as it is, and shown greyed with its reason in a photo
 * studio's picker, where a photo is still picked.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { signInAsDemo } from './demo-session';
import { expect, t, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * A 2-second 640×360 H.264 clip with a sound track, a colour of its own (the library keeps one
 * copy of identical bytes) and a comment that must not reach the stored copy.
 */
function makeClip(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-video-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    const colour = Math.floor(Math.random() * 0xffffff)
      .toString(16)
      .padStart(6, '0');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=2'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2'],
      ...['-vf', `drawbox=x=0:y=0:w=160:h=90:color=0x${colour}:t=fill`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      ...['-metadata', 'comment=Secret shop address', '-movflags', '+faststart', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function uniqueName(prefix: string, extension: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.${extension}`;
}

async function uploadToLibrary(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByTestId('drop-zone-input').setInputFiles({ name, mimeType, buffer });
  return page.getByTestId('asset-tile').filter({ hasText: name });
}

test('an uploaded MP4 shows its poster, previews on hover, plays in the viewer and downloads as it is', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('asset-library')).toBeVisible();
  await expect(page.getByText(t('vi', 'dropZone.titleMedia', 'media'))).toBeVisible();

  const name = uniqueName('runway', 'mp4');
  const tile = await uploadToLibrary(page, name, 'video/mp4', makeClip());

  // The tile: the poster ffmpeg made, the play badge and the length.
  const poster = tile.getByTestId('video-preview-poster');
  await expect(poster).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(tile.getByTestId('video-preview-duration')).toHaveText('0:02');
  await expect(tile.getByTestId('video-preview-play')).toBeVisible();

  // A mouse over it plays it in place, muted.
  await tile.getByTestId('video-preview').hover();
  const preview = tile.getByTestId('video-preview-video');
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  expect(await preview.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
  await page.mouse.move(0, 0);
  await expect(preview).toHaveCount(0);

  // The viewer: the browser's player, over the large poster, streaming the stored copy.
  await tile.getByTestId('video-preview').getByRole('button').first().click();
  const viewer = page.getByTestId('image-viewer');
  const player = viewer.getByTestId('viewer-video');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('controls', '');
  await expect(player).toHaveAttribute('poster', /^blob:/);
  await expect(viewer.getByRole('button', { name: t('vi', 'viewer.zoomIn', 'media') })).toHaveCount(
    0,
  );
  await player.evaluate((video: HTMLVideoElement) => video.play());
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.2);
  expect(await player.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(640);
  await page.screenshot({ path: path.join(tmpdir(), 'video-assets-viewer.png') });

  // Download: the original file, no picture conversion, without the upload's comment.
  await viewer.getByTestId('viewer-download').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog.getByTestId('download-video-original')).toHaveText(
    t('vi', 'download.videoOriginal', 'media'),
  );
  await expect(dialog.getByTestId('download-format')).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('download-start').click(),
  ]);
  expect(download.suggestedFilename()).toBe(name);
  const saved = readFileSync(await download.path());
  expect(saved.subarray(4, 8).toString('latin1')).toBe('ftyp');
  expect(saved.toString('latin1')).not.toContain('Secret shop address');
});

test('a photo studio’s picker shows the library’s video greyed with the reason, and picks a photo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  await page.goto('/dashboard');
  const videoName = uniqueName('clip', 'mp4');
  const videoTile = await uploadToLibrary(page, videoName, 'video/mp4', makeClip());
  await expect(videoTile.getByTestId('video-preview-poster')).toBeVisible({ timeout: 30_000 });
  const photoName = uniqueName('model', 'jpg');
  const photo = await sharp({
    create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 90, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  const photoTile = await uploadToLibrary(page, photoName, 'image/jpeg', photo);
  await expect(photoTile.getByTestId('asset-thumbnail')).toBeVisible();
  await page.screenshot({ path: path.join(tmpdir(), 'video-assets-library.png'), fullPage: true });

  await page.goto('/virtual-tryon');
  await expect(page.getByTestId('try-on-studio')).toBeVisible();
  await page.getByTestId('tab-assets').first().click();
  await page.getByTestId('open-assets').first().click();
  const picker = page.getByTestId('assets-picker');
  await expect(picker).toBeVisible();

  const videoChoice = picker.getByRole('button', { name: videoName });
  await expect(videoChoice).toHaveAttribute('aria-disabled', 'true');
  await expect(videoChoice.getByTestId('picker-refusal')).toHaveText(
    t('vi', 'picker.notAccepted.video', 'media'),
  );
  await expect(videoChoice.getByTestId('picker-video-poster')).toBeVisible();
  await page.screenshot({ path: path.join(tmpdir(), 'video-assets-picker.png') });
  // A click on it (forced: it is marked disabled) picks nothing and leaves the picker open.
  await videoChoice.click({ force: true });
  await expect(picker).toBeVisible();

  await picker.getByRole('button', { name: photoName }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('img', { name: photoName }).first()).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a video viewed once still shows its poster offline, and the viewer says it plays online', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await signInAsDemo(page);
    await page.goto('/dashboard');
    const name = uniqueName('offline', 'mp4');
    const tile = await uploadToLibrary(page, name, 'video/mp4', makeClip());
    await expect(tile.getByTestId('video-preview-poster')).toBeVisible({ timeout: 30_000 });
    // Viewed once: its large poster is kept on the device.
    await tile.getByTestId('video-preview').getByRole('button').first().click();
    await expect(page.getByTestId('viewer-video')).toHaveAttribute('poster', /^blob:/);

    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('library-offline')).toBeVisible({ timeout: 30_000 });
      const kept = page.getByTestId('asset-tile').filter({ hasText: name });
      const poster = kept.getByTestId('video-preview-poster');
      await expect(poster).toBeVisible();
      await expect
        .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await expect(kept.getByTestId('video-preview-play')).toBeDisabled();

      await kept.getByTestId('video-preview').getByRole('button').first().click();
      const viewer = page.getByTestId('image-viewer');
      await expect(viewer.getByTestId('viewer-video-unavailable')).toHaveText(
        t('vi', 'video.playsOnline', 'media'),
      );
      const large = viewer.getByTestId('viewer-video-poster');
      await expect
        .poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(640);
    } finally {
      await context.setOffline(false);
    }
  });
});
