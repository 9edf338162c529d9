/**
 * The hairstyle changer end to end on the local engine: a new user uploads a real portrait (a
 * demo photo from node_modules, never kept), picks a template and a colour, paints the hair,
 * gets the result with its before/after slider, and finds it in /history and under the
 * dashboard's 'hairstyle' filter; a group photo is refused before any charge; the legacy page
 * once; axe; a tablet with touch. Screenshots of both languages go to the system's temporary
 * folder, to be looked at.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Generation } from '../../common/contracts/generations';
import enHairstyle from '../../src/locales/en/hairstyle.json' with { type: 'json' };
import viGeneration from '../../src/locales/vi/generation.json' with { type: 'json' };
import viHairstyle from '../../src/locales/vi/hairstyle.json' with { type: 'json' };
import { signInWith, type StoredSession } from './demo-session';
import { expect, test } from './fixtures';
import { expectContinueRefused, openStudio } from './studio-steps';
import { createAccount } from './fresh-account';
import { paintStrokes } from './mask-paint';

/** The local engine takes about a second; a busy machine may queue it behind other work. */
const RESULT_TIMEOUT_MS = 60_000;
const SHOTS = path.join(tmpdir(), 'hairstyle-e2e');
const DEMO = (n: number) =>
  new URL(`../../node_modules/@vladmandic/face-api/demo/sample${n}.jpg`, import.meta.url).pathname;

/** One woman of a demo photo, head and shoulders (600 × 800). */
async function portrait() {
  const buffer = await sharp(DEMO(6))
    .extract({ left: 980, top: 150, width: 600, height: 800 })
    .jpeg()
    .toBuffer();
  return { name: 'chan-dung.jpg', mimeType: 'image/jpeg', buffer };
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('tab-gallery').click();
  await page.getByTestId('drop-zone-input').setInputFiles(file);
  // The gallery prepares the photo on the device, then picks it.
  await expect(page.getByTestId('slot-photo').getByRole('img')).toBeVisible({ timeout: 20_000 });
}

async function latestGeneration(page: Page, token: string): Promise<Generation> {
  const response = await page.request.get('/api/generations?limit=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { items: Generation[] }).items[0]!;
}

/** Paints over the portrait's hair (its crown and the fall on the left) and uses the mask. */
async function paintHair(page: Page) {
  await page.getByTestId('hair-mask-open').click();
  await expect(page.locator('[data-testid=mask-editor][data-status=ready]')).toBeVisible();
  const strokes: [number, number][][] = [
    ...[50, 100, 150, 200].map((y): [number, number][] => [
      [80, y],
      [310, y],
    ]),
    [
      [90, 260],
      [70, 560],
    ],
  ];
  await paintStrokes(page, strokes);
  await page.getByTestId('mask-use').click();
  await expect(
    page.getByTestId('hair-mask').getByRole('img', { name: viHairstyle.mask.thumbnail }),
  ).toBeVisible();
}

test.describe('the hairstyle changer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let session: StoredSession;
  test.beforeEach(async ({ request }) => {
    session = await createAccount(request, 'hairstyle');
  });

  test('a portrait, a template, a colour and a painted mask: result, history, dashboard', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await openStudio(page, session, '/hairstyle-changer', 'hairstyle-studio');

    // The style needs the photo first; generating needs both.
    await expectContinueRefused(page, viHairstyle.validation.photoFirst);
    await upload(page, await portrait());
    await page.screenshot({ path: path.join(SHOTS, 'vi-1-photo.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();
    await expectContinueRefused(page, viHairstyle.validation.bothRequired);

    // Men's short templates, then women's long ones: the category filters the grid.
    await page.getByTestId('gender-male').click();
    await page.getByTestId('hair-category-short').click();
    await expect(page.getByTestId('template-crew-cut')).toBeVisible();
    await expect(page.getByTestId('template-mullet')).toHaveCount(0);
    await page.getByTestId('hair-category-updos').click();
    await expect(page.getByText(viHairstyle.style.none)).toBeVisible();
    await page.getByTestId('gender-female').click();
    await page.getByTestId('hair-category-long').click();
    await page.getByTestId('template-hime-cut').click();
    await expect(page.getByTestId('hair-preview-note')).toContainText(viHairstyle.preview.title);
    await page.screenshot({ path: path.join(SHOTS, 'vi-2-style.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();

    await page.getByTestId('colour-copper').click();
    await expect(page.getByTestId('colour-copper')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('hair-prompt').fill('Mái bằng ngang lông mày');
    await expect(page.getByTestId('hair-prompt-counter')).toContainText('23/500');
    await paintHair(page);
    await page.screenshot({ path: path.join(SHOTS, 'vi-3-generate.png'), fullPage: true });

    await page.getByTestId('wizard-generate').click();
    const result = page.getByTestId('hair-result-image');
    await expect(result).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
    await expect
      .poll(() => result.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText(viHairstyle.toast.success)).toBeVisible();

    // The before/after slider compares with the photo.
    await page.getByRole('button', { name: viHairstyle.actions.compare }).click();
    await expect(page.getByRole('slider')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'vi-4-result.png'), fullPage: true });

    const generation = await latestGeneration(page, session.access_token);
    expect(generation).toMatchObject({
      service: 'hairstyle-changer',
      status: 'success',
      params: { hairstyle: 'hime-cut', hair_color: 'copper', prompt: 'Mái bằng ngang lông mày' },
    });
    expect(generation.inputs.map((input) => input.role)).toEqual(['original_person', 'mask']);

    // Another colour: the same photo and style, back to the colours.
    await page.getByTestId('hair-another-colour').click();
    await expect(page.getByTestId('hair-colours')).toBeVisible();
    await expect(page.getByTestId('review-style')).toBeVisible();

    await page.goto('/history');
    const card = page.locator(
      `[data-testid="generation-card"][data-generation-id="${generation.id}"]`,
    );
    await expect(card.getByTestId('generation-status')).toHaveText(viGeneration.status.success);

    await page.goto('/dashboard');
    await page.getByTestId('recent-filter-hairstyle-changer').click();
    await expect(
      page
        .getByTestId('recent-list')
        .locator(`[data-testid="generation-card"][data-generation-id="${generation.id}"]`),
    ).toBeVisible();
  });

  test('a group photo is refused before any charge, naming the photo', async ({ page }) => {
    await signInWith(page, session);
    await page.goto('/hairstyle-changer');
    await upload(page, {
      name: 'nhom.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(DEMO(6)).resize(1200).jpeg().toBuffer(),
    });
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('template-modern-bob').click();
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('colour-blonde').click();
    await page.getByTestId('wizard-generate').click();

    await expect(page.getByText(/nhiều khuôn mặt/)).toBeVisible({ timeout: 20_000 });
    const balance = await page.request.get('/api/dashboard', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(((await balance.json()) as { credits: number }).credits).toBe(5);
  });

  test('in English, with a description of its own; axe finds nothing serious', async ({ page }) => {
    test.setTimeout(120_000);
    await signInWith(page, session);
    await page.addInitScript(() => localStorage.setItem('studio.language', 'en'));
    await page.goto('/hairstyle-changer');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await upload(page, await portrait());
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('mode-custom').click();
    await expectContinueRefused(page, enHairstyle.validation.promptRequired);
    await page.getByTestId('hair-prompt').fill('A shoulder-length wolf cut');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'en-2-style.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('colour-free').fill('#7a3b8f');
    await expect(page.getByTestId('review-colour')).toContainText('#7a3b8f');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'en-3-generate.png'), fullPage: true });
    await page.getByTestId('wizard-generate').click();
    await expect(page.getByTestId('hair-result-image')).toBeVisible({
      timeout: RESULT_TIMEOUT_MS,
    });
    await page.screenshot({ path: path.join(SHOTS, 'en-4-result.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the hairstyle changer on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('with touch: photo, template, colour, result; the camera is offered', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInWith(page, await createAccount(request, 'hairtablet'));
    await page.goto('/hairstyle-changer');
    await page.getByTestId('tab-gallery').tap();
    await expect(page.getByTestId('drop-zone-camera')).toBeVisible();
    await upload(page, await portrait());
    await page.getByTestId('wizard-continue').tap();
    await page.getByTestId('template-pixie-cut').tap();
    await page.getByTestId('wizard-continue').tap();
    await page.getByTestId('colour-platinum-blonde').tap();
    await page.getByTestId('wizard-generate').tap();
    await expect(page.getByTestId('hair-result-image')).toBeVisible({
      timeout: RESULT_TIMEOUT_MS,
    });
    await page.screenshot({ path: path.join(SHOTS, 'vi-tablet-result.png'), fullPage: true });
  });
});

test('the legacy page: every input on one page, and Generate', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWith(page, await createAccount(request, 'hairlegacy'));
  await page.goto('/hairstyle-changer-legacy');
  await expect(page.getByTestId('hairstyle-legacy')).toBeVisible();
  await page.getByTestId('tab-gallery').click();
  await page.getByTestId('drop-zone-input').setInputFiles(await portrait());
  await expect(page.getByTestId('review-photo')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('template-modern-bob').click();
  await page.getByTestId('colour-red').click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'vi-legacy.png'), fullPage: true });
  await page.getByTestId('wizard-generate').click();
  await expect(page.getByTestId('hair-result-image')).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
});
