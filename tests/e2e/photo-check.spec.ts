/**
 * The try-on photo check in a real browser (docs/photo-check.md): on the local engine the model
 * step says what the engine does well before anything is uploaded, with the good-photo guide; a
 * real photo of two people (a crop of a face-api demo photo, written to a temporary file, never
 * kept) is refused before any charge with its reason and the guide, and cropped on the device to
 * one of them with the crop box, then dressed; a real photo of one person facing the camera is
 * dressed. Screenshots go to the system's temporary folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Generation } from '../../common/contracts/generations';
import enGuide from '../../src/locales/en/photo-guide.json' with { type: 'json' };
import viGeneration from '../../src/locales/vi/generation.json' with { type: 'json' };
import viGuide from '../../src/locales/vi/photo-guide.json' with { type: 'json' };
import { signInWith, type StoredSession } from './demo-session';
import { expect, test } from './fixtures';
import { createAccount } from './fresh-account';

const RESULT_TIMEOUT_MS = 60_000;
const SHOTS = path.join(tmpdir(), 'photo-check-e2e');
const DEMO = (n: number) =>
  new URL(`../../node_modules/@vladmandic/face-api/demo/sample${n}.jpg`, import.meta.url).pathname;

/** A crop of a demo photo written to a temporary file (never into the repository). */
async function cropFile(
  name: string,
  photo: number,
  box: { left: number; top: number; width: number; height: number },
) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'photo-check-')), name);
  await sharp(DEMO(photo)).extract(box).jpeg({ quality: 92 }).toFile(file);
  return file;
}

async function creditsOf(page: Page, session: StoredSession): Promise<number> {
  const response = await page.request.get('/api/dashboard', {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  return ((await response.json()) as { credits: number }).credits;
}

/** Uploads the model photo, then a sample top, and generates. */
async function tryOnWith(page: Page, file: string) {
  await page.getByTestId('tab-gallery').click();
  await page.getByTestId('drop-zone-input').setInputFiles(file);
  await expect(page.getByTestId('slot-model').getByRole('img')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('wizard-continue').click();
  await page.getByTestId('garment-filter-tops').click();
  await page.getByTestId('sample-garment').first().getByRole('button').click();
  await page.getByTestId('wizard-continue').click();
  await page.getByTestId('wizard-generate').click();
}

test.describe('the try-on photo check', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  let session: StoredSession;
  test.beforeEach(async ({ request }) => {
    session = await createAccount(request, 'photo-check');
  });

  test('says what the local engine does well, refuses two people free with the guide, then crops to one', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInWith(page, session);
    await page.goto('/virtual-tryon');
    const note = page.getByTestId('local-engine-note');
    await expect(note).toContainText(viGuide.localNote.title);
    await note.getByTestId('photo-guide-toggle').click();
    await expect(note.getByTestId('photo-guide')).toContainText(viGuide.tips.one);
    await expect(note.getByTestId('photo-guide-example')).toHaveCount(4);
    expect(await seriousViolations(page, '[data-testid="local-engine-note"]')).toEqual([]);
    const before = await creditsOf(page, session);

    const twoPeople = await cropFile('hai-nguoi.jpg', 6, {
      left: 100,
      top: 150,
      width: 950,
      height: 1387,
    });
    await tryOnWith(page, twoPeople);

    const refusal = page.getByTestId('submit-error');
    const reason = viGeneration.fieldIssues.several_people.split(': ')[1]!;
    await expect(refusal.getByTestId('field-issues')).toContainText(reason, { timeout: 30_000 });
    await expect(refusal.getByTestId('photo-guide')).toContainText(viGuide.title);
    await page.screenshot({ path: path.join(SHOTS, 'vi-refused-two-people.png'), fullPage: true });
    expect(await seriousViolations(page, '[data-testid="submit-error"]')).toEqual([]);
    expect(await creditsOf(page, session)).toBe(before);

    // Cropped on the device to the woman on the left, then generated again: dressed, one credit.
    await page.getByTestId('crop-open').click();
    const box = page.getByTestId('crop-box');
    await box.focus();
    for (let i = 0; i < 13; i++) await box.press('ArrowLeft');
    await expect(box).toHaveAttribute(
      'data-box',
      JSON.stringify({ x: 0, y: 0, width: 0.5, height: 1 }),
    );
    await page.screenshot({ path: path.join(SHOTS, 'vi-crop-box.png') });
    expect(await seriousViolations(page, '[data-testid="crop-dialog"]')).toEqual([]);
    await page.getByTestId('crop-apply').click();
    await expect(page.getByTestId('crop-dialog')).toBeHidden();
    await expect(page.getByTestId('submit-error')).toBeHidden();
    await page.getByTestId('wizard-generate').click();
    await expect(page.getByTestId('try-on-result-image')).toBeVisible({
      timeout: RESULT_TIMEOUT_MS,
    });
    expect(await creditsOf(page, session)).toBe(before - 1);
  });

  test('dresses a real photo of one person facing the camera, in English', async ({ page }) => {
    test.setTimeout(150_000);
    await signInWith(page, session);
    await page.addInitScript(() => localStorage.setItem('studio.language', 'en'));
    await page.goto('/virtual-tryon');
    await expect(page.getByTestId('local-engine-note')).toContainText(enGuide.localNote.body);
    const before = await creditsOf(page, session);
    const onePerson = await cropFile('one-person.jpg', 6, {
      left: 100,
      top: 300,
      width: 560,
      height: 1237,
    });
    await tryOnWith(page, onePerson);

    await expect(page.getByTestId('try-on-result-image')).toBeVisible({
      timeout: RESULT_TIMEOUT_MS,
    });
    await page.screenshot({ path: path.join(SHOTS, 'dressed-one-person.png'), fullPage: true });
    const response = await page.request.get('/api/generations?limit=1', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    const [generation] = ((await response.json()) as { items: Generation[] }).items;
    expect(generation).toMatchObject({ service: 'virtual-tryon', status: 'success' });
    expect(await creditsOf(page, session)).toBe(before - 1);
  });
});
