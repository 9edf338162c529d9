/**
 * The body generator end to end on the local engine: a new user enters the body (each number
 * checked, the BMI live), adds a real face photo (a demo photo from node_modules, never kept;
 * a group photo is refused first, free), generates, saves the result as a body model, finds it
 * on the dashboard and picks it as the model in the try-on studio; the legacy page once; axe;
 * a tablet with touch. Screenshots of both languages go to the system's temporary folder, to be
 * looked at.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { BodyModel } from '../../common/contracts/body-models';
import type { Generation } from '../../common/contracts/generations';
import enBody from '../../src/locales/en/body-generator.json' with { type: 'json' };
import enTutorial from '../../src/locales/en/tutorial.json' with { type: 'json' };
import viBody from '../../src/locales/vi/body-generator.json' with { type: 'json' };
import viGeneration from '../../src/locales/vi/generation.json' with { type: 'json' };
import viStudio from '../../src/locales/vi/studio.json' with { type: 'json' };
import { signInWith, type StoredSession } from './demo-session';
import { expect, test } from './fixtures';
import { expectContinueRefused, openStudio } from './studio-steps';
import { createAccount } from './fresh-account';

/** The local engine takes about a second; a busy machine may queue it behind other work. */
const RESULT_TIMEOUT_MS = 60_000;
const SHOTS = path.join(tmpdir(), 'body-generator-e2e');
const DEMO = (n: number) =>
  new URL(`../../node_modules/@vladmandic/face-api/demo/sample${n}.jpg`, import.meta.url).pathname;

/** One woman of a demo photo, head and shoulders (600 × 800). */
async function facePhoto() {
  const buffer = await sharp(DEMO(6))
    .extract({ left: 980, top: 150, width: 600, height: 800 })
    .jpeg()
    .toBuffer();
  return { name: 'khuon-mat.jpg', mimeType: 'image/jpeg', buffer };
}

/** A toast sliding in is half transparent: its contrast is judged once it has arrived. */
async function violationsOnceToastsArrived(page: Page) {
  for (const toast of await page.locator('[data-scope="toast"][data-part="root"]').all())
    await expect(toast).toHaveCSS('opacity', '1');
  return seriousViolations(page);
}

/** Enters a whole body: the taps or clicks a user makes. */
async function enterBody(page: Page, press: 'click' | 'tap' = 'click') {
  await page.getByTestId('gender-female')[press]();
  await page.getByTestId('field-height').fill('165');
  await page.getByTestId('field-weight').fill('58');
  await page.getByTestId('field-age').fill('29');
  await page.getByTestId('body-type-curvy')[press]();
  await page.getByTestId('skin-tone-06')[press]();
}

async function credits(page: Page, session: StoredSession): Promise<number> {
  const answer = await page.request.get('/api/dashboard', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return ((await answer.json()) as { credits: number }).credits;
}

async function uploadFace(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByTestId('tab-gallery').click();
  await page.getByTestId('drop-zone-input').setInputFiles(file);
  // The gallery prepares the photo on the device, then picks it.
  await expect(page.getByTestId('face-remove')).toBeVisible({ timeout: 20_000 });
}

test.describe('the body generator', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('parameters, BMI, a face, result, saved as a body model, then picked in try-on', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const session = await createAccount(request, 'body');
    const auth = { authorization: `Bearer ${session.access_token}` };
    await openStudio(page, session, '/body-generator', 'body-studio');

    // Every parameter is needed; a number out of range says its range.
    await expectContinueRefused(page, viBody.validation.allParameters);
    await page.getByTestId('field-height').fill('250');
    await expect(page.getByTestId('error-height')).toHaveText('Phải từ 140 đến 210 cm.');
    await enterBody(page);
    await expect(page.getByTestId('bmi-value')).toHaveText('21,3');
    await expect(page.getByTestId('bmi-who')).toHaveText(viBody.bmi.categories.normal);
    await page.getByTestId('field-weight').fill('66');
    await expect(page.getByTestId('bmi-asian')).toHaveText(viBody.bmi.categories.overweight);
    await page.getByTestId('field-weight').fill('58');
    expect(await violationsOnceToastsArrived(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'vi-1-parameters.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();

    // A group photo is refused before the charge, naming the face photo.
    await uploadFace(page, {
      name: 'nhom.jpg',
      mimeType: 'image/jpeg',
      buffer: await sharp(DEMO(4)).resize(1200).jpeg().toBuffer(),
    });
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('wizard-generate').click();
    await expect(page.getByText(/nhiều khuôn mặt/)).toBeVisible({ timeout: 20_000 });
    expect(await credits(page, session)).toBe(5);

    await page.getByTestId('wizard-back').click();
    await page.getByTestId('face-remove').click();
    await uploadFace(page, await facePhoto());
    await page.getByTestId('aspect-2x3').click();
    await page.getByTestId('field-prompt').fill('Áo sơ mi lanh trắng');
    await expect(page.getByTestId('prompt-counter')).toHaveText('19 / 500');
    expect(await violationsOnceToastsArrived(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'vi-2-face.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();
    await expect(page.getByTestId('body-review')).toBeVisible();
    await page.getByTestId('wizard-generate').click();

    const result = page.getByTestId('body-result-image');
    await expect(result).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
    await expect
      .poll(() => result.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByText(viBody.toast.success)).toBeVisible();
    await expect(page.getByTestId('quality-preview').first()).toHaveText(
      viGeneration.quality.preview,
    );
    expect(await violationsOnceToastsArrived(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'vi-3-result.png'), fullPage: true });
    const generations = await page.request.get('/api/generations?limit=1', { headers: auth });
    const [generation] = ((await generations.json()) as { items: Generation[] }).items;
    expect(generation).toMatchObject({
      service: 'body-generator',
      status: 'success',
      // The free trial's results are capped at 1024 px on the long side (common/plans.ts).
      result_width: 683,
      result_height: 1024,
      params: { height_cm: 165, weight_kg: 58, body_type: 'curvy', aspect_ratio: '2:3' },
    });
    expect(await credits(page, session)).toBe(4);

    // Saved as a body model: listed by the API and on the dashboard.
    await page.getByTestId('body-model-save').click();
    await expect(page.getByTestId('body-model-try-on')).toBeVisible();
    const saved = await page.request.get('/api/body-models', { headers: auth });
    const [model] = ((await saved.json()) as { items: BodyModel[] }).items;
    expect(model).toMatchObject({ generation_id: generation!.id, params: { age: 29 } });
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-bodies').getByTestId('body-model-tile')).toContainText(
      '165 cm · 58 kg',
    );

    // Picked in the try-on studio as its model, then dressed.
    await page.goto('/virtual-tryon');
    await page.getByTestId('tab-gallery').click();
    const shelf = page.getByTestId('body-models-shelf');
    await expect(shelf).toContainText(viStudio.gallery.bodyModels);
    await shelf.getByTestId('body-model-tile').getByRole('button').click();
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('garment-filter-tops').click();
    await page.getByTestId('sample-garment').first().getByRole('button').click();
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('wizard-generate').click();
    await expect(page.getByTestId('try-on-result-image')).toBeVisible({
      timeout: RESULT_TIMEOUT_MS,
    });
    await page.screenshot({ path: path.join(SHOTS, 'vi-4-try-on.png'), fullPage: true });
    const tryOns = await page.request.get('/api/generations?limit=1', { headers: auth });
    const [tryOn] = ((await tryOns.json()) as { items: Generation[] }).items;
    expect(tryOn).toMatchObject({ service: 'virtual-tryon', status: 'success' });
    expect(tryOn!.inputs).toContainEqual(
      expect.objectContaining({ role: 'person_image', asset_id: model!.asset.id }),
    );
  });

  test('in English, without a face; axe finds nothing serious', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInWith(page, await createAccount(request, 'body-en'));
    await page.addInitScript(() => localStorage.setItem('studio.language', 'en'));
    await page.goto('/body-generator');
    // The tour: the welcome, the parameters, the BMI.
    await page.getByTestId('start-body-generator-tour').click();
    const tour = page.getByTestId('tutorial-overlay');
    await expect(tour).toContainText(enTutorial.body.welcome.title);
    await tour.getByRole('button', { name: /Next/ }).click();
    await expect(tour).toContainText(enTutorial.body.parameters.title);
    await tour.getByRole('button', { name: /Next/ }).click();
    await expect(tour).toContainText(enTutorial.body.bmi.title);
    await page.keyboard.press('Escape');
    await expect(tour).toHaveCount(0);

    await expectContinueRefused(page, enBody.validation.allParameters);
    await enterBody(page);
    await expect(page.getByTestId('bmi-value')).toHaveText('21.3');
    expect(await violationsOnceToastsArrived(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'en-1-parameters.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();
    await page.screenshot({ path: path.join(SHOTS, 'en-2-face.png'), fullPage: true });
    await page.getByTestId('wizard-continue').click();
    await page.getByTestId('wizard-generate').click();
    await expect(page.getByTestId('body-result-image')).toBeVisible({
      timeout: RESULT_TIMEOUT_MS,
    });
    await expect(page.getByText(enBody.toast.success)).toBeVisible();
    expect(await violationsOnceToastsArrived(page)).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'en-3-result.png'), fullPage: true });
  });
});

test.describe('the body generator on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('with touch: the body, generate, the result', async ({ page, request }) => {
    test.setTimeout(120_000);
    await signInWith(page, await createAccount(request, 'bodytablet'));
    await page.goto('/body-generator');
    await enterBody(page, 'tap');
    await page.getByTestId('wizard-continue').tap();
    await page.getByTestId('aspect-1x1').tap();
    await page.getByTestId('wizard-continue').tap();
    await page.getByTestId('wizard-generate').tap();
    await expect(page.getByTestId('body-result-image')).toBeVisible({
      timeout: RESULT_TIMEOUT_MS,
    });
    await page.screenshot({ path: path.join(SHOTS, 'vi-tablet-result.png'), fullPage: true });
  });
});

test('the legacy page: every input on one page, and Generate', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWith(page, await createAccount(request, 'bodylegacy'));
  await page.goto('/body-generator-legacy');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('body-legacy')).toBeVisible();
  await expect(page.getByTestId('screen-placeholder')).toHaveCount(0);
  await page.getByTestId('wizard-generate').click();
  await expect(page.getByTestId('wizard-validation')).toHaveText(viBody.validation.allParameters);
  await enterBody(page);
  await page.getByTestId('field-prompt').fill('Đứng thẳng');
  expect(await violationsOnceToastsArrived(page)).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'vi-legacy.png'), fullPage: true });
  await page.getByTestId('wizard-generate').click();
  await expect(page.getByTestId('body-result-image')).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
  expect(await violationsOnceToastsArrived(page)).toEqual([]);
});
