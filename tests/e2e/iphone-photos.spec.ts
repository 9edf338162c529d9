/**
 * An iPhone photo in Chromium (docs/architecture.md#iphone-photos-heic-and-avif): Chromium cannot
 * decode HEIC, so the media worker sends the original bytes and the server decodes them; the
 * library shows it as a picture with its thumbnail.
 */
import sharp from 'sharp';
import { encodeHeif } from '../helpers/heif-files';
import { signInAsDemo } from './demo-session';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/** A 1200 x 900 photo of a colour of its own (the library keeps one copy of identical bytes). */
async function makeHeic(): Promise<Buffer> {
  const background = { r: Math.floor(Math.random() * 256), g: 120, b: 60 };
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .png()
    .toBuffer();
  return encodeHeif(png, 'heic');
}

test('a HEIC picked in the asset library is uploaded as it is and shown as a picture', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsDemo(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('asset-library')).toBeVisible();

  const name = `IMG_${Date.now().toString(36)}.HEIC`;
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/assets',
  );
  await page
    .getByTestId('drop-zone-input')
    .setInputFiles({ name, mimeType: 'image/heic', buffer: await makeHeic() });

  // Stored as a JPEG picture at the photo's size: the server decoded the HEIC.
  const response = await answer;
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({
    kind: 'image',
    mime_type: 'image/jpeg',
    width: 1200,
    height: 900,
  });

  const tile = page.getByTestId('asset-tile').filter({ hasText: name });
  const thumbnail = tile.getByTestId('asset-thumbnail');
  await expect(thumbnail).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(tile.getByTestId('video-preview')).toHaveCount(0);
});
