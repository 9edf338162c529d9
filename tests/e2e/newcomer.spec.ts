/**
 * What a first-time visitor trips on, each seen in the real app: the blog is reachable from the
 * header, the drawer and the footer; the login modal has no Google button (nor a red error) on a
 * server without Google sign-in; 'Start free' opens sign-up; the sidebar's background runs the
 * page's full height; the dashboard opens offline from the device's copy.
 */
import { FREE_TRIAL_CREDITS } from '../../common/credits';
import { PATHS } from '../../common/routes';
import { signInAsDemo } from './demo-session';
import { expect, t, test } from './fixtures';
import { waitUntilReadyOffline } from './offline-ready';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header and the footer link the blog', async ({ page }) => {
    await page.goto(PATHS.about);
    await page
      .getByTestId('site-header')
      .getByRole('link', { name: t('vi', 'nav.blog'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto(PATHS.about);
    await page
      .getByTestId('site-footer')
      .getByRole('link', { name: t('vi', 'footer.links.blog'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('the login modal offers no Google button and shows no error on a server without Firebase', async ({
    page,
  }) => {
    // The configuration's answer is what would show the button or the error: the modal asks
    // for it when it opens.
    const configAnswered = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/config',
    );
    await page.goto(PATHS.dashboard);
    await page.getByTestId('guest-card').getByRole('button').click();
    const modal = page.getByTestId('login-modal');
    await expect(modal.getByLabel(t('vi', 'login.email', 'auth'))).toBeVisible();
    await (await configAnswered).finished();
    // Then two frames, for the page to render what the answer says.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    await expect(modal.getByTestId('google-sign-in')).toHaveCount(0);
    await expect(modal.getByText(t('vi', 'google.configError', 'auth'))).toHaveCount(0);
  });

  test("'Start free' opens the sign-up form over the home page", async ({ page }) => {
    await page.goto(PATHS.home);
    await page
      .getByRole('link', {
        name: t('vi', 'home.hero.primary', 'marketing').replace(
          '{{count}}',
          String(FREE_TRIAL_CREDITS),
        ),
      })
      .click();
    const modal = page.getByTestId('login-modal');
    await expect(modal).toHaveAttribute('data-view', 'register');
    await expect(modal.getByLabel(t('vi', 'register.name', 'auth'))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('dashboard-layout')).toHaveCount(0);
  });

  test("the sidebar's background runs the full height of a long page", async ({ page }) => {
    await signInAsDemo(page);
    await page.goto(PATHS.help);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const heights = await page.evaluate(() => ({
      sidebar: document.querySelector('[data-testid="sidebar"]')!.getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
    }));
    // The help page is longer than the window, and the sidebar as long as the page.
    expect(heights.page).toBeGreaterThan(800);
    expect(heights.sidebar).toBeGreaterThanOrEqual(heights.page - 1);
    // Its links stay in view at the bottom of the page.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(
      page
        .getByRole('navigation', { name: t('vi', 'nav.studio') })
        .getByRole('link')
        .first(),
    ).toBeInViewport();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu drawer links the blog', async ({ page }) => {
    await page.goto(PATHS.about);
    await page.getByRole('button', { name: t('vi', 'nav.openMenu') }).click();
    // In the drawer: the footer under it links the blog too.
    await page
      .getByRole('dialog')
      .getByRole('link', { name: t('vi', 'nav.blog'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('offline', () => {
  test.use({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });

  test('the dashboard shows its kept numbers under the offline banner, with no errors', async ({
    page,
    context,
  }) => {
    await signInAsDemo(page);
    await page.goto(PATHS.dashboard);
    await expect(page.getByTestId('dashboard-stats')).toBeVisible();
    await waitUntilReadyOffline(page);
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('dashboard-offline')).toBeVisible();
      await expect(page.getByTestId('dashboard-stats').getByTestId('stat-credits')).toBeVisible();
      await expect(page.getByTestId('library-offline')).toBeVisible();
      await expect(page.getByTestId('dashboard-layout').getByRole('alert')).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
