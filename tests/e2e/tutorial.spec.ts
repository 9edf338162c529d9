/** The guided tutorial on the home page, driven with the keyboard (docs/product-rules.md#tutorial). */
import type { Locator, Page } from '@playwright/test';
import { expect, t, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

const counter = (page: Page) => page.getByTestId('tutorial-step-counter');
const stepText = (language: 'vi' | 'en', current: number) =>
  t(language, 'overlay.stepCounter', 'tutorial')
    .replace('{{current}}', String(current))
    .replace('{{total}}', '6');

/** Resolves once the element has stopped moving, e.g. at the end of a smooth scroll. */
async function untilStill(locator: Locator) {
  let lastY: number | undefined;
  await expect
    .poll(
      async () => {
        const y = (await locator.boundingBox())?.y;
        const still = y !== undefined && y === lastY;
        lastY = y;
        return still;
      },
      { intervals: [150] },
    )
    .toBe(true);
}

test('the tour is driven with the keyboard, and typing in an input does not move it', async ({
  page,
}) => {
  await page.goto('/');
  const start = page.getByTestId('start-tour');
  await start.click();
  const dialog = page.getByRole('dialog');
  await expect(counter(page)).toHaveText(stepText('vi', 1));
  await expect(dialog).toBeFocused();
  await expect(dialog).toContainText(t('vi', 'home.welcome.title', 'tutorial'));

  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(stepText('vi', 2));
  await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText(stepText('vi', 3));
  await page.keyboard.press('Space');
  await expect(counter(page)).toHaveText(stepText('vi', 4));
  await page.keyboard.press('ArrowLeft');
  await expect(counter(page)).toHaveText(stepText('vi', 3));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(counter(page)).toHaveText(stepText('vi', 5));
  await expect(page.getByTestId('tutorial-overlay')).toHaveAttribute('data-step', 'faq');

  // The spotlit search box stays usable, and the tour ignores keys typed into it. Wait for the
  // smooth scroll to settle first: a click racing it lands wherever the page happens to be.
  const search = page.getByTestId('faq-search');
  await untilStill(search);
  const header = (await page.getByTestId('site-header').boundingBox())!;
  expect((await search.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await search.click();
  await page.keyboard.type('tin dung');
  for (const key of ['ArrowRight', 'ArrowLeft', 'Enter', 'Space']) await page.keyboard.press(key);
  // The keys reached the input: Left moved the caret, Space typed a space there.
  await expect(search).toHaveValue('tin dun g');
  await expect(counter(page)).toHaveText(stepText('vi', 5));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Esc outside an input exits; focus goes back to the button that started the tour.
  await dialog.focus();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tutorial-overlay')).toHaveCount(0);
  await expect(start).toBeFocused();
});

test('the spotlight lets the target through and blocks the rest of the page', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('start-tour').click();
  await expect(counter(page)).toHaveText(stepText('vi', 1));
  await page.keyboard.press('ArrowRight'); // the slides
  await expect(page.getByTestId('tutorial-overlay')).toHaveAttribute('data-step', 'slides');
  const carousel = page.getByTestId('hero-carousel');
  const box = (await carousel.boundingBox())!;
  const hitAt = (x: number, y: number) =>
    page.evaluate(
      ([px, py]) => {
        const hit = document.elementFromPoint(px!, py!);
        return hit?.closest('[data-testid="hero-carousel"]')
          ? 'target'
          : hit?.tagName.toLowerCase();
      },
      [x, y],
    );
  expect(await hitAt(box.x + box.width / 2, box.y + box.height / 2)).toBe('target');
  expect(await hitAt(5, box.y + box.height / 2)).toBe('path');
});

test('the tour runs to the end with its buttons, in English', async ({ page }) => {
  // Reduced motion: the spotlight jumps instead of scrolling smoothly, so a click on Next never
  // races the tooltip moving under it (the smooth scroll is covered by the keyboard test).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByTestId('language-toggle').filter({ visible: true }).first().click();
  await page.getByTestId('start-tour').click();
  const dialog = page.getByRole('dialog');
  for (let step = 1; step < 6; step++) {
    await expect(counter(page)).toHaveText(stepText('en', step));
    await dialog.getByRole('button', { name: t('en', 'overlay.next', 'tutorial') }).click();
  }
  await expect(dialog).toContainText(t('en', 'home.cta.title', 'tutorial'));
  await dialog.getByRole('button', { name: t('en', 'overlay.finish', 'tutorial') }).click();
  await expect(page.getByTestId('tutorial-overlay')).toHaveCount(0);
});

test('Skip ends the tour at once', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('start-tour').click();
  await page.getByRole('button', { name: t('vi', 'overlay.skip', 'tutorial') }).click();
  await expect(page.getByTestId('tutorial-overlay')).toHaveCount(0);
});
