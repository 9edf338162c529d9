import { PATHS, SERVICE_SLUGS } from '../../common/routes';
import { expect, t, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test('the home header is transparent at the top and turns solid after 60px of scroll', async ({
  page,
}) => {
  await page.goto('/');
  // Scroll only once the page is tall enough: its content loads lazily.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.getByTestId('site-header');
  await expect(header).toHaveAttribute('data-appearance', 'transparent');
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute('data-appearance', 'transparent');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-appearance', 'solid');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-appearance', 'transparent');
});

test('other pages have the solid header from the start', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-appearance', 'solid');
});

test('the Services dropdown lists the five services and opens one', async ({ page }) => {
  await page.goto('/about');
  await page.getByTestId('services-menu').click();
  for (const slug of SERVICE_SLUGS) {
    await expect(
      page.getByRole('menuitem', { name: t('vi', `services.${slug}.name`) }),
    ).toBeVisible();
  }
  await page.getByRole('menuitem', { name: t('vi', 'services.image-to-video.name') }).click();
  await expect(page).toHaveURL(/\/services\/image-to-video$/);
});

test('the go-to-app button opens the dashboard', async ({ page }) => {
  await page.goto('/');
  await page
    .getByTestId('site-header')
    .getByRole('link', { name: t('vi', 'nav.goToApp') })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-layout')).toBeVisible();
});

test('the footer has the quick links, contact block, payment logos and copyright', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  for (const key of ['privacy', 'terms', 'shipping', 'warranty', 'contact', 'about', 'blog']) {
    await expect(footer.getByRole('link', { name: t('vi', `footer.links.${key}`) })).toBeVisible();
  }
  // Each service page is linked once (the Services column), not again among the quick links.
  for (const slug of SERVICE_SLUGS)
    await expect(footer.locator(`a[href="${PATHS.service(slug)}"]`)).toHaveCount(1);
  for (const logo of ['Visa', 'MasterCard', 'PayPal'])
    await expect(footer.getByRole('img', { name: logo })).toBeVisible();
  for (const social of ['Facebook', 'Instagram', 'TikTok', 'YouTube'])
    await expect(footer.getByRole('link', { name: social })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Studio AI`);
  await expect(footer).toContainText(t('vi', 'footer.address'));
});

test('the studio sidebar shows the studios in order and a guest sign-in card', async ({ page }) => {
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: t('vi', 'nav.studio') });
  await expect(nav.getByRole('link')).toHaveText(
    [
      'nav.dashboard',
      'services.virtual-tryon.name',
      'services.body-generator.name',
      'services.hairstyle-changer.name',
      'services.image-to-video.name',
      'services.image-editing.name',
      'nav.history',
      'nav.apiManagement',
      'nav.studioPricing',
      'nav.paymentHistory',
      'nav.help',
    ].map((key) => t('vi', key)),
  );
  await page.getByTestId('guest-card').getByRole('button').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

test('a link to an #anchor in a section that loads later lands on it once it is there', async ({
  page,
}) => {
  // The home page's FAQ is in its lower sections, whose code arrives after the page's.
  await page.goto('/#faq');
  await expect(page.locator('#faq')).toBeInViewport();
});

test('a new page starts at its top; back and a reload return to where the reader was', async ({
  page,
}) => {
  const home = page.getByRole('heading', {
    level: 1,
    name: t('vi', 'home.hero.title', 'marketing'),
  });
  await page.goto('/');
  await expect(home).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

  // The sticky header's link: clicking it scrolls nothing.
  await page
    .getByTestId('site-header')
    .getByRole('link', { name: t('vi', 'nav.about') })
    .click();
  await expect(home).toBeHidden();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(home).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);

  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.reload();
  await expect(home).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});
