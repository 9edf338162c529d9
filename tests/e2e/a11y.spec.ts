/**
 * Accessibility (docs/architecture.md#performance-goals: "axe-core reports no serious or
 * critical violation on the home, a service page, the blog list, a post and contact"), checked against WCAG 2.1 A and AA.
 */
import { seriousViolations } from './axe';
import { PATHS } from '../../common/routes';
import { expect, test } from './fixtures';

const PAGES = [
  PATHS.home,
  PATHS.service('image-editing'),
  PATHS.blog,
  PATHS.blogPost('thu-do-ao-cho-shop'),
  PATHS.contact,
];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.name}`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

// The page under the dimmed spotlight is obscured on purpose; the tour's own card must pass.
test('the tour card has no serious or critical axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATHS.home);
  await page.getByTestId('start-tour').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight'); // a step with a spotlit target
  await expect(page.getByTestId('tutorial-overlay')).toHaveAttribute('data-step', 'slides');
  expect(await seriousViolations(page, '[data-testid="tutorial-tooltip"]')).toEqual([]);
});
