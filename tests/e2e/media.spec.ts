import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { expect, t, test } from './fixtures';
import { signInAsDemo } from './demo-session';

test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });

/**
 * A 3000x2000 JPEG stored sideways with EXIF orientation 6, as phones write portraits. Each
 * call draws a different picture: the library keeps one copy of identical bytes.
 */
async function phonePortrait(): Promise<Buffer> {
  const hue = Math.floor(Math.random() * 360);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><rect width="3000" height="2000" fill="hsl(${hue},60%,45%)"/><circle cx="1500" cy="1000" r="600" fill="#f0645a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer();
}

function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.jpg`;
}

test('a dropped photo is resized upright to 2048 px, joins the library and is still there offline', async ({
  page,
  context,
}) => {
  const session = await signInAsDemo(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('asset-library')).toBeVisible();

  const name = uniqueName('ao-dai');
  await page
    .getByTestId('drop-zone-input')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await phonePortrait() });
  const tile = page.getByTestId('asset-tile').filter({ hasText: name });
  await expect(tile.getByTestId('asset-thumbnail')).toBeVisible();

  // The server received the worker's output: upright (portrait) and at most 2048 px.
  const list = await page.request.get('/api/assets?limit=100', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const asset = (
    (await list.json()) as { items: { original_name: string; width: number; height: number }[] }
  ).items.find((item) => item.original_name === name);
  expect(asset).toMatchObject({ width: 1365, height: 2048 });

  // Offline: the precached shell and the copies kept in IndexedDB still show it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await context.setOffline(true);
  try {
    expect(
      await page.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    await page.reload();
    await expect(page.getByTestId('library-offline')).toBeVisible();
    await expect(
      page.getByTestId('asset-tile').filter({ hasText: name }).getByTestId('asset-thumbnail'),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('a portrait image downloads in the small portrait box (600x800) as JPEG', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/dashboard');
  const name = uniqueName('download');
  await page
    .getByTestId('drop-zone-input')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await phonePortrait() });
  const tile = page.getByTestId('asset-tile').filter({ hasText: name });
  await expect(tile.getByTestId('asset-thumbnail')).toBeVisible();

  await tile
    .getByRole('button', { name: t('vi', 'library.actions', 'media').replace('{{name}}', name) })
    .click();
  await page.getByRole('menuitem', { name: t('vi', 'library.download', 'media') }).click();
  const dialog = page.getByTestId('download-dialog');
  await dialog.getByTestId('download-format').selectOption('jpeg');
  await dialog.getByTestId('download-size').selectOption('small');
  // The upright photo is 1365x2048: the small box turned portrait fits it at 533x800, and the
  // dialog says so before the download.
  await expect(dialog.getByTestId('download-output-size')).toContainText('533 × 800');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('download-start').click(),
  ]);

  expect(download.suggestedFilename()).toMatch(/-533x800\.jpg$/);
  const bytes = await readFile(await download.path());
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 533, height: 800 });
});

test('a file that is not an image is refused with the spec message, and nothing is uploaded', async ({
  page,
}) => {
  const session = await signInAsDemo(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('asset-library')).toBeVisible();
  const name = `invoice-${Date.now().toString(36)}.jpg`;
  await page.getByTestId('drop-zone-input').setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.from('MZ this is really a program'),
  });
  await expect(
    page.getByText(
      t('vi', 'errors.invalidType', 'media').replace('{{acceptedTypes}}', 'JPEG, PNG, WebP'),
    ),
  ).toBeVisible();
  const list = await page.request.get('/api/assets?limit=100', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const names = ((await list.json()) as { items: { original_name: string }[] }).items.map(
    (item) => item.original_name,
  );
  expect(names).not.toContain(name);
  await expect(page.getByTestId('asset-tile').filter({ hasText: name })).toHaveCount(0);
});

test('a 12 MP phone portrait is decoded at half scale in the DCT domain, upright', async ({
  page,
}) => {
  const session = await signInAsDemo(page);
  await page.goto('/dashboard');
  await expect(page.getByTestId('asset-library')).toBeVisible();
  // Stored sideways (4032x3024, orientation 6) with a red block in the stored top-left corner,
  // which belongs in the top-right corner once the photo stands upright.
  const hue = Math.floor(Math.random() * 200) + 150;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024"><rect width="4032" height="3024" fill="hsl(${hue},60%,45%)"/><rect width="800" height="600" fill="#ff0000"/></svg>`;
  const buffer = await sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const name = uniqueName('portrait-12mp');
  await page.getByTestId('drop-zone-input').setInputFiles({ name, mimeType: 'image/jpeg', buffer });
  await expect(
    page.getByTestId('asset-tile').filter({ hasText: name }).getByTestId('asset-thumbnail'),
  ).toBeVisible();

  const list = await page.request.get('/api/assets?limit=100', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const asset = (
    (await list.json()) as {
      items: { original_name: string; width: number; height: number; url: string }[];
    }
  ).items.find((item) => item.original_name === name)!;
  // 1/2 scale, kept as decoded: 2016 px is within 5 % of the 2048 px limit.
  expect(asset).toMatchObject({ width: 1512, height: 2016 });
  const stored = await (await page.request.get(asset.url)).body();
  const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
  const redAt = (x: number, y: number) => {
    const offset = (y * info.width + x) * info.channels;
    return data[offset]! > 200 && data[offset + 1]! < 60 && data[offset + 2]! < 60;
  };
  expect(redAt(info.width - 20, 20)).toBe(true);
  expect(redAt(20, 20)).toBe(false);
});
