/**
 * The try-on studio end to end (docs/architecture.md#generation-pipeline): a signed-in user picks a
 * sample model and garment, generates, watches the phases, gets the result, downloads it, finds it
 * in /history and on /dashboard; a reload mid-generation still ends on the result; /history opens
 * offline with its pictures. Each test spends one of the demo account's free credits.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { GENERATION_PHASES, type Generation } from '../../common/contracts/generations';
import viGeneration from '../../src/locales/vi/generation.json' with { type: 'json' };
import viHistory from '../../src/locales/vi/history.json' with { type: 'json' };
import viTryOn from '../../src/locales/vi/try-on.json' with { type: 'json' };
import { signInAsDemo } from './demo-session';
import { expect, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/** The local engine takes seconds; a busy CI machine may queue it behind other work. */
const RESULT_TIMEOUT_MS = 60_000;

/** Records every phase the processing view shows, however briefly. */
async function recordPhases(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __phases: string[] }).__phases = seen;
    const note = () => {
      const phase = document
        .querySelector('[data-testid="generation-progress"]')
        ?.getAttribute('data-phase');
      if (phase && seen.at(-1) !== phase) seen.push(phase);
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-phase'],
    });
  });
}

async function chooseSamples(page: Page, model: number, garmentFilter: string, garment: number) {
  await page.getByTestId('sample-model').nth(model).getByRole('button').click();
  await page.getByTestId('wizard-continue').click();
  await page.getByTestId(`garment-filter-${garmentFilter}`).click();
  await page.getByTestId('sample-garment').nth(garment).getByRole('button').click();
  await page.getByTestId('wizard-continue').click();
  await expect(page.getByTestId('review-garment')).toBeVisible();
}

async function latestGeneration(page: Page, token: string): Promise<Generation> {
  const response = await page.request.get('/api/generations?limit=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { items: Generation[] }).items[0]!;
}

test('a sample model wears a sample garment: phases, result, download, history and dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const session = await signInAsDemo(page);
  await recordPhases(page);
  await page.goto('/virtual-tryon');
  await expect(page.getByTestId('try-on-studio')).toBeVisible();

  // No garment before a model (docs/product-rules.md#generation-requests).
  await page.getByTestId('slot-garment').getByRole('button').click();
  await expect(page.getByTestId('wizard-validation')).toHaveText(viTryOn.validation.modelFirst);

  await chooseSamples(page, 0, 'dresses', 0);
  await expect(page.getByTestId('category-dresses')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('rail-cost')).toContainText('1');

  await page.getByTestId('wizard-generate').click();
  await expect(page.getByTestId('generation-progress')).toBeVisible();
  const result = page.getByTestId('try-on-result-image');
  await expect(result).toBeVisible({ timeout: RESULT_TIMEOUT_MS });
  await expect
    .poll(() => result.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByText(viTryOn.toast.success)).toBeVisible();
  await expect(page.getByTestId('quality-preview').first()).toHaveText(
    viGeneration.quality.preview,
  );

  // The phases went by in their order (a fast engine may finish one between two events).
  const phases = await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases);
  const order = ['queued', ...GENERATION_PHASES];
  expect(phases.some((phase) => (GENERATION_PHASES as readonly string[]).includes(phase))).toBe(
    true,
  );
  expect(phases.map((phase) => order.indexOf(phase))).toEqual(
    [...phases.map((phase) => order.indexOf(phase))].sort((a, b) => a - b),
  );

  // Download through the options dialog: the real result image arrives.
  await page.getByTestId('result-download').click();
  const dialog = page.getByTestId('download-dialog');
  await dialog.getByTestId('download-format').selectOption('png');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('download-start').click(),
  ]);
  const meta = await sharp(await readFile(await download.path())).metadata();
  expect(meta.format).toBe('png');
  expect(meta.width).toBeGreaterThan(100);

  const generation = await latestGeneration(page, session.access_token);
  expect(generation).toMatchObject({ status: 'success', category: 'dresses' });

  await page.goto('/history');
  const card = page.locator(
    `[data-testid="generation-card"][data-generation-id="${generation.id}"]`,
  );
  await expect(card.getByTestId('generation-status')).toHaveText(viGeneration.status.success);
  await expect(card.getByTestId('generation-thumbnail')).toBeVisible();
  await page.getByTestId('status-filter-failed').click();
  await expect(card).toHaveCount(0);
  await page.getByTestId('status-filter-completed').click();
  await expect(card).toBeVisible();

  await page.goto('/dashboard');
  await expect(
    page
      .getByTestId('recent-list')
      .locator(`[data-testid="generation-card"][data-generation-id="${generation.id}"]`),
  ).toBeVisible();
});

test('a reload in the middle of a generation still ends on its result', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemo(page);
  await page.goto('/virtual-tryon');
  await chooseSamples(page, 1, 'tops', 0);
  await page.getByTestId('wizard-generate').click();
  // Reload once the server has accepted it: the generation exists and the device keeps its id.
  // (A reload before the answer is the outbox's case: tests/e2e/offline-outbox.spec.ts.)
  await expect(page.locator('[data-run-status="running"]')).toBeVisible();
  await page.reload();

  // Nothing is chosen again: the studio reattaches to the generation it kept on the device.
  await expect(page.getByTestId('try-on-result-image')).toBeVisible({
    timeout: RESULT_TIMEOUT_MS,
  });
  await expect(page.getByTestId('slot-model').getByRole('img')).toBeVisible();
  await expect(page.getByTestId('slot-garment').getByRole('img')).toBeVisible();
});

test('the studio, the history and the dashboard have no serious or critical axe violation', async ({
  page,
}) => {
  await signInAsDemo(page);
  const serious = async () => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    return violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
  };
  await page.goto('/virtual-tryon');
  await page.getByTestId('sample-model').first().getByRole('button').click();
  expect(await serious()).toEqual([]);
  for (const path of ['/history', '/dashboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await serious()).toEqual([]);
  }
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the history opens offline with its pictures', async ({ page, context }) => {
    test.setTimeout(120_000);
    const session = await signInAsDemo(page);
    // One finished generation made through the API, as another device would.
    const created = await page.request.post('/api/ai/virtual-tryon', {
      headers: {
        authorization: `Bearer ${session.access_token}`,
        'idempotency-key': `e2e-offline-${Date.now()}`,
      },
      multipart: {
        category: 'outerwear',
        model_sample_id: 'model-ngoc',
        garment_sample_id: 'garment-camel-blazer',
      },
    });
    expect(created.status()).toBe(202);
    const { generation } = (await created.json()) as { generation: Generation };
    const card = page.locator(
      `[data-testid="generation-card"][data-generation-id="${generation.id}"]`,
    );

    await page.goto('/history');
    await expect(card.getByTestId('generation-thumbnail')).toBeVisible({
      timeout: RESULT_TIMEOUT_MS,
    });

    // Offline, the page itself comes from the service worker; the list and picture from IndexedDB.
    await page.evaluate(() => navigator.serviceWorker?.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker?.controller)))
      .toBe(true);
    await expect(card.getByTestId('generation-thumbnail')).toBeVisible();
    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByTestId('history-offline')).toContainText(viHistory.offline);
      await expect(card.getByTestId('generation-thumbnail')).toBeVisible();
      await expect
        .poll(() =>
          card
            .getByTestId('generation-thumbnail')
            .evaluate((image: HTMLImageElement) => image.naturalWidth),
        )
        .toBeGreaterThan(0);
    } finally {
      await context.setOffline(false);
    }
  });
});
