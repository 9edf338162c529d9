/**
 * Batch try-on for a new user on the free trial (docs/studios.md "Plan gates"): the studio
 * offers it as an upgrade on the generate step, with the way to /pricing, and the server
 * refuses a batch from the trial with 403 plan_limit, charging nothing. (A plan with batch is
 * bought through checkout; the batch itself is covered by tests/web/try-on-batch.test.tsx and
 * tests/server/generations/batch-tryon.test.ts.)
 */
import AxeBuilder from '@axe-core/playwright';
import enTryOn from '../../src/locales/en/try-on.json' with { type: 'json' };
import viTryOn from '../../src/locales/vi/try-on.json' with { type: 'json' };
import { signInWith } from './demo-session';
import { expect, test } from './fixtures';
import { createAccount } from './fresh-account';

test.use({ viewport: { width: 1280, height: 900 } });

test('a new user sees batch try-on as an upgrade, and the server refuses a batch from the trial', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await createAccount(request, 'batch');
  await signInWith(page, session);
  await page.goto('/virtual-tryon');
  await page.getByTestId('sample-model').first().getByRole('button').click();
  await page.getByTestId('wizard-continue').click();
  await page.getByTestId('sample-garment').first().getByRole('button').click();
  await page.getByTestId('wizard-continue').click();

  const offer = page.getByTestId('batch-upgrade');
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(viTryOn.batch.title);
  await expect(page.getByTestId('batch-maker')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('batch-offer-vi.png'), fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
  ).toEqual([]);

  // The same offer in English.
  await page.getByTestId('language-toggle').filter({ visible: true }).first().click();
  await expect(offer).toContainText(enTryOn.batch.title);
  await expect(page.getByTestId('batch-see-plans')).toHaveText(enTryOn.batch.seePlans);
  await page.screenshot({ path: test.info().outputPath('batch-offer-en.png'), fullPage: true });

  const answer = await request.post('/api/ai/virtual-tryon', {
    headers: {
      authorization: `Bearer ${session.access_token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    data: {
      category: 'tops',
      models: [{ sample_id: 'model-linh' }, { sample_id: 'model-mai' }],
      garments: [{ sample_id: 'garment-breton-tee' }],
    },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ code: 'plan_limit', gate: 'batch' });

  await page.getByTestId('batch-see-plans').click();
  await expect(page).toHaveURL(/\/pricing$/);
});
