import { ROUTE_CASES, LAYOUT_TEST_IDS } from './route-table';
import { expect, t, test } from './fixtures';

test.describe('every route of docs/product-rules.md#pages-and-routes renders its screen in its layout', () => {
  for (const route of ROUTE_CASES) {
    test(`${route.path}`, async ({ page }) => {
      await page.goto(route.path);
      const title = t('vi', route.titleKey);
      await expect(page).toHaveTitle(
        route.dynamicTitle ? /^.+ · Studio AI$/ : `${title} · Studio AI`,
      );

      if (route.layout === 'public') {
        await expect(page.getByTestId('site-header')).toBeVisible();
        await expect(page.getByTestId('site-footer')).toBeVisible();
      } else if (route.layout === 'admin') {
        // The sign-in and the admin gate stand outside the admin layout: a visitor not known to
        // be an admin sees none of its navigation (checked below, once the sign-in shows).
      } else {
        await expect(page.getByTestId(LAYOUT_TEST_IDS[route.layout])).toBeVisible();
      }

      if (route.requiresAuth) {
        await expect(page.getByTestId('auth-required')).toBeVisible();
        await expect(page.getByTestId('login-modal')).toBeVisible();
        await expect(page.getByTestId('login-return-to')).toHaveText(route.path);
        if (route.layout === 'admin') await expect(page.getByTestId('admin-layout')).toHaveCount(0);
      } else {
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
    });
  }

  test('an unknown path shows the not-found screen inside the public layout', async ({ page }) => {
    await page.goto('/khong-co-trang-nay');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle(`${t('vi', 'titles.notFound')} · Studio AI`);
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('a rendering error shows Something went wrong, the error and Try again', async ({
    page,
  }) => {
    await page.goto('/test');
    await page.getByTestId('trigger-render-error').click();
    await expect(page.getByText(t('vi', 'errors.somethingWentWrong'))).toBeVisible();
    await expect(page.getByText('Deliberate render error from /test')).toBeVisible();
    await page.getByRole('button', { name: t('vi', 'actions.tryAgain') }).click();
    await expect(page.getByTestId('trigger-render-error')).toBeVisible();
  });
});
