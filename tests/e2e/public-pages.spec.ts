/**
 * Every public page in Vietnamese and in English (docs/product-rules.md#public-pages:
 * every page in Vietnamese and English, a title and description per page and language): the language toggle changes the
 * page's h1, document title, meta description and Open Graph locale, with no console errors.
 */
import type { Page } from '@playwright/test';
import { PATHS, SERVICE_SLUGS } from '../../common/routes';
import {
  SERVICE_SAMPLES,
  samplePosterPath,
  sampleVideoPath,
} from '../../src/features/marketing/services/service-samples';
import { expect, LOCALES, t, test } from './fixtures';
import { ROUTE_CASES, type RouteCase } from './route-table';
import enAbout from '../../src/locales/en/about.json' with { type: 'json' };
import enLegal from '../../src/locales/en/legal.json' with { type: 'json' };
import enServicePages from '../../src/locales/en/service-pages.json' with { type: 'json' };
import enMarketing from '../../src/locales/en/marketing.json' with { type: 'json' };
import enTutorial from '../../src/locales/en/tutorial.json' with { type: 'json' };
import viAbout from '../../src/locales/vi/about.json' with { type: 'json' };
import viLegal from '../../src/locales/vi/legal.json' with { type: 'json' };
import viServicePages from '../../src/locales/vi/service-pages.json' with { type: 'json' };
import viMarketing from '../../src/locales/vi/marketing.json' with { type: 'json' };
import viTutorial from '../../src/locales/vi/tutorial.json' with { type: 'json' };

test.use({ viewport: { width: 1280, height: 900 } });

/** Pages whose title is their content's (a post, a category): checked for rendering only. */
const CONTENT_TITLED = new Set([
  PATHS.blogPost('thu-do-ao-cho-shop'),
  PATHS.blogCategory('huong-dan'),
  PATHS.blogTag('salon'),
]);
const PUBLIC_PAGES = ROUTE_CASES.filter(
  (route) => route.layout === 'public' && !route.requiresAuth,
);

/** The router's convention: titles.about -> seo:about, services.<slug>.name -> seo:services.<slug>. */
function descriptionKey({ titleKey }: RouteCase): string {
  return titleKey.startsWith('titles.')
    ? titleKey.slice('titles.'.length)
    : titleKey.replace(/\.name$/, '');
}

async function switchToEnglish(page: Page) {
  await page.getByTestId('language-toggle').filter({ visible: true }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
}

async function expectMeta(page: Page, route: RouteCase, language: 'vi' | 'en') {
  await expect(page).toHaveTitle(`${t(language, route.titleKey)} · Studio AI`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    t(language, descriptionKey(route), 'seo'),
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
    'content',
    language === 'vi' ? 'vi_VN' : 'en_US',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${route.path}$`),
  );
}

for (const route of PUBLIC_PAGES) {
  test(`${route.path} renders in Vietnamese, then in English`, async ({ page }) => {
    await page.goto(route.path);
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await expect(h1).toBeVisible();
    if (CONTENT_TITLED.has(route.path)) {
      await switchToEnglish(page);
      await expect(h1).toBeVisible();
      return;
    }
    await expectMeta(page, route, 'vi');
    const vietnameseH1 = await h1.innerText();

    await switchToEnglish(page);
    await expectMeta(page, route, 'en');
    await expect(h1).toBeVisible();
    if (t('vi', route.titleKey) !== t('en', route.titleKey))
      await expect(h1).not.toHaveText(vietnameseH1);
  });
}

/** Vietnamese strings of the public site's namespaces that differ from their English ones. */
function vietnameseOnly(vi: unknown, en: unknown, found: string[] = []): string[] {
  if (typeof vi === 'string') {
    if (vi !== en && !vi.includes('{{') && vi.length >= 4) found.push(vi);
    return found;
  }
  if (typeof vi === 'object' && vi !== null)
    for (const key of Object.keys(vi))
      vietnameseOnly(
        (vi as Record<string, unknown>)[key],
        (en as Record<string, unknown>)?.[key],
        found,
      );
  return found;
}

const SITE_STRINGS = [
  ...vietnameseOnly(LOCALES.vi, LOCALES.en),
  ...vietnameseOnly(viMarketing, enMarketing),
  ...vietnameseOnly(viAbout, enAbout),
  ...vietnameseOnly(viServicePages, enServicePages),
  ...vietnameseOnly(viLegal, enLegal),
  ...vietnameseOnly(viTutorial, enTutorial),
];

for (const path of [
  '/',
  PATHS.about,
  PATHS.service('image-editing'),
  PATHS.service('virtual-tryon'),
  PATHS.privacy,
]) {
  test(`no Vietnamese copy stays visible on ${path} after switching to English`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await switchToEnglish(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const text = await page.evaluate(() => document.body.innerText);
    expect(SITE_STRINGS.filter((vi) => text.includes(vi))).toEqual([]);
  });
}

test('the home page carries Organization data and a service page its breadcrumb trail', async ({
  page,
}) => {
  await page.goto('/');
  const organization = JSON.parse(
    (await page.locator('#jsonld-organization').textContent()) ?? '{}',
  );
  expect(organization).toMatchObject({
    '@type': 'Organization',
    name: 'Studio AI',
    email: 'hotro@studioai.vn',
  });

  await page.goto(PATHS.service('hairstyle-changer'));
  const nav = page.getByRole('navigation', {
    name: t('vi', 'service.breadcrumb.label', 'service-pages'),
  });
  await expect(nav.getByRole('link')).toHaveText([
    t('vi', 'service.breadcrumb.home', 'service-pages'),
    t('vi', 'service.breadcrumb.services', 'service-pages'),
    t('vi', 'services.hairstyle-changer.name'),
  ]);
  await expect(nav.getByRole('link').last()).toHaveAttribute('aria-current', 'page');
  const trail = JSON.parse((await page.locator('#jsonld-breadcrumbs').textContent()) ?? '{}');
  expect(trail['@type']).toBe('BreadcrumbList');
  expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    t('vi', 'service.breadcrumb.home', 'service-pages'),
    t('vi', 'service.breadcrumb.services', 'service-pages'),
    t('vi', 'services.hairstyle-changer.name'),
  ]);
  await expect(page.locator('#jsonld-organization')).toHaveCount(0);
});

test('the before/after slider of image editing works with the keyboard and shows real pictures', async ({
  page,
}) => {
  await page.goto(PATHS.service('image-editing'));
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '45');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  const after = page.getByTestId('before-after').locator('img').nth(1);
  await expect(after).toHaveJSProperty('complete', true);
  expect(await after.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
  await page
    .getByRole('button', { name: t('vi', 'service.samples.items.colour.label', 'service-pages') })
    .click();
  await expect(page.getByTestId('before-after').locator('img').first()).toHaveAttribute(
    'src',
    '/samples/services/image-editing/colour-before.webp',
  );
});

for (const slug of SERVICE_SLUGS) {
  test(`the ${slug} page shows its real examples, every picture and clip loading`, async ({
    page,
  }) => {
    await page.goto(PATHS.service(slug));
    const samples = page.getByTestId('samples');
    await samples.scrollIntoViewIfNeeded();
    for (const sample of SERVICE_SAMPLES[slug]) {
      const label = t('vi', `service.samples.items.${sample.id}.label`, 'service-pages');
      await page.getByRole('button', { name: label, exact: true }).click();
      const images = samples.locator('img');
      await expect(images).toHaveCount(sample.video ? 1 : 2);
      await expect
        .poll(() =>
          images.evaluateAll((all: HTMLImageElement[]) =>
            all.every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
      if (!sample.video) continue;
      const video = samples.locator('video');
      await expect(video).toHaveAttribute('poster', samplePosterPath(slug, sample.id));
      const source = await video.locator('source').getAttribute('src');
      expect(source).toBe(sampleVideoPath(slug, sample.id));
      const clip = await page.request.get(source!);
      expect(clip.status()).toBe(200);
      expect(clip.headers()['content-type']).toBe('video/mp4');
      expect((await clip.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
      const poster = await page.request.get(samplePosterPath(slug, sample.id));
      expect(poster.headers()['content-type']).toBe('image/webp');
    }
  });
}
