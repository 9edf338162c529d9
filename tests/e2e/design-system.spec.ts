/**
 * Chakra's reset, global styles and token variables come from the stylesheet the build writes
 * (scripts/vite-plugin-chakra-global-css.ts), not from JavaScript at start-up: the tokens
 * resolve, the reset and global styles apply, and emotion inserts none of them a second time.
 */
import { expect, test } from './fixtures';

test('the design tokens and global styles come from the built stylesheet', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const styles = await page.evaluate(() => {
    const sheets = Array.from(document.styleSheets);
    const rulesOf = (sheet: CSSStyleSheet) => Array.from(sheet.cssRules, (rule) => rule.cssText);
    const linked = sheets.filter((sheet) => sheet.ownerNode instanceof HTMLLinkElement);
    const inserted = sheets.filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement);
    const root = getComputedStyle(document.documentElement);
    return {
      linkedTokenRules: linked
        .flatMap(rulesOf)
        .filter((text) => text.includes('--chakra-colors-brand-600:')).length,
      insertedTokenRules: inserted
        .flatMap(rulesOf)
        .filter((text) => text.includes('--chakra-colors-brand-600:')).length,
      brand600: root.getPropertyValue('--chakra-colors-brand-600').trim(),
      bodyFont: getComputedStyle(document.body).fontFamily,
      scrollPaddingTop: root.scrollPaddingTop,
      bodyMargin: getComputedStyle(document.body).margin,
    };
  });

  expect(styles.linkedTokenRules).toBeGreaterThan(0);
  expect(styles.insertedTokenRules).toBe(0);
  expect(styles.brand600).toBe('#6232c2');
  expect(styles.bodyFont).toContain('Be Vietnam Pro');
  expect(styles.scrollPaddingTop).toBe('64px');
  expect(styles.bodyMargin).toBe('0px');
});
