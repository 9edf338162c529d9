import { devices } from '@playwright/test';
import { PATHS } from '../../common/routes';
import { expect, t, test } from './fixtures';

const iPhone = devices['iPhone 13'];

test.describe('on a phone (375x812, phone agent)', () => {
  test.use({
    viewport: { width: 375, height: 812 },
    userAgent: iPhone.userAgent,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });

  for (const path of [
    PATHS.virtualTryOn,
    PATHS.history,
    PATHS.dashboard,
    PATHS.admin,
    PATHS.adminUsers,
  ]) {
    test(`${path} shows the device-restriction screen`, async ({ page }) => {
      await page.goto(path);
      const gate = page.getByTestId('device-restriction');
      await expect(gate).toBeVisible();
      await expect(gate).toContainText(t('vi', 'device.requirementValue'));
      await expect(gate).toContainText('375 × 812px');
      await expect(gate).toContainText(t('vi', 'device.types.mobile'));
      await expect(gate.getByRole('link', { name: t('vi', 'device.backHome') })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(gate.getByRole('button', { name: t('vi', 'device.refresh') })).toBeVisible();
    });
  }

  test('the home page works and is not restricted', async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('vi', 'home.hero.title', 'marketing'),
    );
    await expect(page.getByTestId('device-restriction')).toHaveCount(0);
  });

  test('the mobile menu lists the header links', async ({ page }) => {
    await page.goto(PATHS.about);
    await page.getByTestId('mobile-menu-button').click();
    const drawer = page.getByRole('dialog');
    await expect(
      drawer.getByRole('link', { name: t('vi', 'services.hairstyle-changer.name') }),
    ).toBeVisible();
    await drawer.getByRole('link', { name: t('vi', 'nav.pricing') }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a tablet (820x1180)', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('studio pages are allowed and the sidebar drawer closes on route change', async ({
    page,
  }) => {
    await page.goto(PATHS.dashboard);
    await expect(page.getByTestId('device-restriction')).toHaveCount(0);
    await page.getByTestId('sidebar-drawer-button').click();
    const drawer = page.getByTestId('sidebar-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: t('vi', 'nav.history') }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByTestId('sidebar-drawer')).toHaveCount(0);
  });
});
