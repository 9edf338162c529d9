/**
 * The legacy try-on page (/virtual-tryon-legacy) end to end: one plain page in the public
 * layout with every input at once; a sample model and garment, Generate, the result from the
 * local engine, saved to the asset library (found there through the API); no serious axe
 * violation. A fresh account: its balance and library are its own.
 */
import AxeBuilder from '@axe-core/playwright';
import type { AssetListResponse } from '../../common/contracts/assets';
import type { Generation } from '../../common/contracts/generations';
import { signInWith } from './demo-session';
import { expect, test } from './fixtures';
import { createAccount } from './fresh-account';

test.use({ viewport: { width: 1280, height: 900 } });

/** The local engine takes seconds; a busy machine may queue it behind other work. */
const RESULT_TIMEOUT_MS = 60_000;

test('the legacy try-on page generates on one page and saves the result to the assets', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await createAccount(page.request, 'legacy-tryon');
  const auth = { authorization: `Bearer ${session.access_token}` };
  await signInWith(page, session);
  await page.goto('/virtual-tryon-legacy');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('try-on-legacy')).toBeVisible();
  await expect(page.getByTestId('screen-placeholder')).toHaveCount(0);

  await page.getByTestId('sample-model').first().getByRole('button').click();
  await page.getByTestId('garment-filter-outerwear').click();
  await page.getByTestId('sample-garment').first().getByRole('button').click();
  await expect(page.getByTestId('category-outerwear')).toHaveAttribute('aria-pressed', 'true');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([]);

  await page.getByTestId('wizard-generate').click();
  const result = page.getByTestId('try-on-result-image');
  await expect(result).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
  await expect
    .poll(() => result.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const generations = await page.request.get('/api/generations?limit=1', { headers: auth });
  const [generation] = ((await generations.json()) as { items: Generation[] }).items;
  expect(generation).toMatchObject({ status: 'success', category: 'outerwear' });

  await page.getByTestId('result-save').click();
  await expect(page.getByTestId('result-save')).toHaveAttribute('data-state', 'saved');
  const assets = await page.request.get('/api/assets', { headers: auth });
  const { items } = (await assets.json()) as AssetListResponse;
  expect(items).toHaveLength(1);
  expect(items[0]!.original_name).toMatch(/^thu-do-.*\.png$/);
});
