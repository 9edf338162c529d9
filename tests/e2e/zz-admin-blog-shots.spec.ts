import { signInWith } from './demo-session';
import { expect, test } from './fixtures';
import { adminAccount } from './fresh-account';

for (const lang of ['vi', 'en']) {
  for (const width of [1280, 820]) {
    test(`shots ${lang} ${width}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width === 820 ? 1180 : 900 });
      await page.addInitScript((l) => localStorage.setItem('studio.language', l), lang);
      await signInWith(page, await adminAccount(page.request));
      await page.goto('/admin/blog');
      await expect(page.getByTestId('posts-table')).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/ab-list-${lang}-${width}.png` });
      await page.getByTestId('post-edit').first().click();
      await expect(page.getByTestId('field-body_vi-preview').getByTestId('post-body')).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/ab-editor-${lang}-${width}.png`, fullPage: true });
      await page.getByTestId('field-title_vi').fill('');
      await page.getByTestId('editor-save').click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/ab-editor-errors-${lang}-${width}.png` });
      await page.goto('/admin/blog?tab=categories');
      await expect(page.getByTestId('taxonomy-categories')).toBeVisible();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/ab-categories-${lang}-${width}.png` });
      await page.getByTestId('taxonomy-edit').first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/ab-dialog-${lang}-${width}.png` });
    });
  }
}
