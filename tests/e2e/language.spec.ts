import type { Page } from '@playwright/test';
import { LOCALES, expect, t, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/** Every Vietnamese string of the shell that differs from its English one (no placeholders). */
function vietnameseOnlyStrings(): string[] {
  const strings: string[] = [];
  const walk = (vi: unknown, en: unknown) => {
    if (typeof vi === 'string') {
      if (vi !== en && !vi.includes('{{') && vi.length >= 4) strings.push(vi);
      return;
    }
    for (const key of Object.keys(vi as object))
      walk((vi as Record<string, unknown>)[key], (en as Record<string, unknown>)?.[key]);
  };
  walk(LOCALES.vi, LOCALES.en);
  return strings;
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

for (const path of ['/', '/dashboard']) {
  test(`the toggle switches every visible shell string on ${path} and survives a reload`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await page.getByTestId('language-toggle').filter({ visible: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    const leftovers = (text: string) => vietnameseOnlyStrings().filter((vi) => text.includes(vi));
    expect(leftovers(await visibleText(page))).toEqual([]);
    await expect(
      page
        .getByText(t('en', 'nav.goToApp'))
        .or(page.getByText(t('en', 'nav.dashboard')))
        .first(),
    ).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(leftovers(await visibleText(page))).toEqual([]);
  });
}
