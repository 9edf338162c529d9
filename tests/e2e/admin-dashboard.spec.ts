/**
 * The admin dashboard and analytics (docs/admin.md#dashboard, docs/admin.md#statistics): an admin
 * who made two try-ons and bought a credit pack sees them on the dashboard's cards and charts and
 * on the analytics charts, downloads the CSV with their rows, at desktop and tablet widths, in
 * Vietnamese and English, with no serious axe violation. Screenshots go to test-results/.
 */
import { readFileSync } from 'node:fs';
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import type { Generation } from '../../common/contracts/generations';
import { PATHS } from '../../common/routes';
import enStats from '../../src/locales/en/admin-statistics.json' with { type: 'json' };
import viStats from '../../src/locales/vi/admin-statistics.json' with { type: 'json' };
import { signInWith, type StoredSession } from './demo-session';
import { expect, test } from './fixtures';
import { createAccount, E2E_STATS_ADMIN_EMAIL } from './fresh-account';

const TABLET = { width: 820, height: 1180 };

/** Two try-ons on the samples, waited for, as the admin's own generations. */
async function makeTryOns(page: Page, session: StoredSession) {
  const headers = { authorization: `Bearer ${session.access_token}` };
  for (let index = 0; index < 2; index += 1) {
    const created = await page.request.post('/api/ai/virtual-tryon', {
      headers: { ...headers, 'idempotency-key': `e2e-stats-${Date.now()}-${index}` },
      multipart: {
        category: 'tops',
        model_sample_id: 'model-linh',
        garment_sample_id: 'garment-breton-tee',
      },
    });
    expect(created.status(), await created.text()).toBe(202);
    const { generation } = (await created.json()) as { generation: Generation };
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/api/generations/${generation.id}`, { headers });
          return ((await response.json()) as Generation).status;
        },
        { timeout: 60_000 },
      )
      .toBe('success');
  }
}

/** A credit pack bought through the sandbox gateway: a completed payment, revenue today. */
async function buyPack(page: Page) {
  await page.goto(`${PATHS.checkout}?pack=pack_20`);
  await expect(page.getByTestId('checkout-item')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Thanh toán / }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout/);
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page.getByTestId('payment-completed')).toBeVisible();
}

/** Bars drawn by the chart in `figure` (recharts' rectangles with a height). */
const bars = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('.recharts-bar-rectangle path');

/** A page's charts drawn: generous, for a machine busy with other runs. */
const drawn = (page: Page, testId: string) =>
  expect(bars(page, testId).first()).toBeVisible({ timeout: 30_000 });

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe.configure({ mode: 'serial' });

let admin: StoredSession;

test('the dashboard shows the generations, payment and jobs with charts and tables', async ({
  page,
}) => {
  test.setTimeout(150_000);
  admin = await signInWith(
    page,
    await createAccount(page.request, 'stats-admin', E2E_STATS_ADMIN_EMAIL),
  );
  await makeTryOns(page, admin);
  await buyPack(page);

  // The charts' code loads on the admin pages (first-visit.spec.ts checks it stays off the others).
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATHS.adminDashboard);
  const dashboard = page.getByTestId('admin-dashboard');
  await expect(dashboard.getByRole('heading', { level: 1 })).toHaveText(viStats.dashboard.title);
  const today = Number(await page.getByTestId('stat-generationsToday-value').textContent());
  expect(today).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('stat-revenue')).toContainText('₫');
  await drawn(page, 'chart-generations');
  await drawn(page, 'chart-revenue');
  expect((await Promise.all(scripts)).some((body) => body.includes('recharts-wrapper'))).toBe(true);

  // The table alternative holds today's row with the try-ons.
  const generations = page.getByTestId('chart-generations');
  await generations.getByText(viStats.chart.showTable).click();
  const lastRow = generations.getByRole('row').last();
  await expect(lastRow).toBeVisible();
  expect(Number(await lastRow.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('figure', { name: viStats.dashboard.charts.revenue })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'dashboard-vi-1280');
});

test('analytics: controls in the URL, charts with data, the CSV download', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWith(page, admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${PATHS.adminAnalytics}?period=daily`);
  await expect(page.getByTestId('analytics-period')).toHaveValue('daily');
  await drawn(page, 'chart-by-studio');
  await drawn(page, 'chart-by-status');
  await drawn(page, 'chart-processing');
  await expect(page.getByTestId('total-p50')).not.toContainText('—');

  await page.getByTestId('analytics-studio').selectOption('virtual-tryon');
  await expect(page).toHaveURL(/ai_function=virtual-tryon/);
  await expect(page).toHaveURL(/period=daily/);
  await expect(page.getByTestId('total-generations')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'analytics-vi-1280');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('analytics-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^generations-virtual-tryon-daily-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('period_start,studio,total,queued,processing,success,failed,success_rate');
  const tryOnRows = lines.slice(1).filter((line) => line.split(',')[1] === 'virtual-tryon');
  expect(tryOnRows.length).toBeGreaterThan(0);
  const successes = tryOnRows.reduce((sum, line) => sum + Number(line.split(',')[5]), 0);
  expect(successes).toBeGreaterThanOrEqual(2);

  // An end before the start is flagged and not asked for.
  await page.getByTestId('analytics-start').fill('2026-02-10');
  await page.getByTestId('analytics-end').fill('2026-02-01');
  await expect(page.getByText(viStats.analytics.controls.endBeforeStart)).toBeVisible();
  await expect(page.getByTestId('analytics-export')).toBeDisabled();
});

test('English and a tablet (820 × 1180): both pages fit, charts drawn, axe clean', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('studio.language', 'en'));
  await signInWith(page, admin);
  await page.setViewportSize(TABLET);
  for (const [path, chart, name] of [
    [PATHS.adminDashboard, 'chart-generations', 'dashboard'],
    [`${PATHS.adminAnalytics}?period=weekly`, 'chart-by-studio', 'analytics'],
  ] as const) {
    await page.goto(path);
    await drawn(page, chart);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `${name}-en-820`);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enStats.analytics.title);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PATHS.adminDashboard);
  await drawn(page, 'chart-generations');
  await screenshot(page, 'dashboard-en-1280');
  await page.goto(PATHS.adminAnalytics);
  await drawn(page, 'chart-by-studio');
  await screenshot(page, 'analytics-en-1280');
});

test('Vietnamese on a tablet', async ({ page }) => {
  test.setTimeout(90_000);
  await signInWith(page, admin);
  await page.setViewportSize(TABLET);
  await page.goto(PATHS.adminDashboard);
  await drawn(page, 'chart-generations');
  await screenshot(page, 'dashboard-vi-820');
  await page.goto(PATHS.adminAnalytics);
  await drawn(page, 'chart-by-studio');
  await screenshot(page, 'analytics-vi-820');
});
