/**
 * The admin users screens against the real server (docs/admin.md "The users screens"): the
 * admin finds a user by e-mail, opens them, adjusts their credits with a reason (the balance
 * changes, the ledger and the audit screen show it), a removal past the balance is refused with
 * the balance said; axe finds nothing serious; at tablet width the page never scrolls sideways
 * (the tables scroll in their own boxes). A non-admin gets the Access Denied view.
 */
import { seriousViolations } from './axe';
import type { Page } from '@playwright/test';
import { PATHS } from '../../common/routes';
import enCommon from '../../src/locales/en/common.json' with { type: 'json' };
import viUsers from '../../src/locales/vi/admin-users.json' with { type: 'json' };
import viCommon from '../../src/locales/vi/common.json' with { type: 'json' };
import { signInWith, type StoredSession } from './demo-session';
import { expect, test } from './fixtures';
import { createAccount, E2E_ADMIN_EMAIL } from './fresh-account';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

let admin: StoredSession;
let member: StoredSession;
test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  admin = await createAccount(context.request, 'users-admin', E2E_ADMIN_EMAIL);
  member = await createAccount(context.request, 'users-member');
  await context.close();
});

/** The page itself is no wider than the window: only the tables' own boxes scroll. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function openMember(page: Page) {
  await signInWith(page, admin);
  await page.goto(PATHS.adminUsers);
  await page.getByTestId('user-search-email').fill(member.user.email.toUpperCase());
  await page.getByTestId('user-search-submit').click();
  await expect(page).toHaveURL(/email=/);
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(member.user.email);
  await rows.first().getByRole('link', { name: member.user.name }).click();
  await expect(page).toHaveURL(PATHS.adminUser(member.user.id));
  await expect(page.getByTestId('admin-user-name')).toHaveText(member.user.name);
}

test('an admin finds a user, adjusts their credits with a reason and sees it audited', async ({
  page,
}) => {
  await openMember(page);
  const balance = page.getByTestId('user-balance');
  await expect(balance).toHaveText('5'); // the free trial
  expect(await seriousViolations(page)).toEqual([]);

  // The reason is required: nothing is sent without it.
  await page.getByTestId('credit-amount').fill('10');
  await page.getByTestId('credit-submit').click();
  await expect(
    page.getByText(viUsers.credits.reasonRequired.replace('{{count}}', '3')),
  ).toBeVisible();
  await expect(balance).toHaveText('5');

  await page.getByTestId('credit-reason').fill('Bù lỗi máy chủ ngày 27');
  await page.getByTestId('credit-submit').click();
  await expect(balance).toHaveText('15');
  const newest = page.getByTestId('user-ledger-row').first();
  await expect(newest).toContainText(viUsers.ledgerReasons.admin_adjustment);
  await expect(newest).toContainText('+10');

  // A removal past the balance is refused, and the form says the balance.
  await page.getByTestId('credit-amount').fill('-100');
  await page.getByTestId('credit-reason').fill('Thử trừ quá số dư');
  await page.getByTestId('credit-submit').click();
  await expect(page.getByTestId('credit-error')).toContainText('15');
  await expect(balance).toHaveText('15');

  // The audit screen, from the admin navigation, lists the adjustment with its reason.
  await page.getByTestId('sidebar').getByRole('link', { name: viCommon.nav.adminAudit }).click();
  await expect(page).toHaveURL(PATHS.adminAudit);
  await page.getByTestId('audit-action').selectOption('user.credits_adjust');
  await page.getByTestId('audit-target-id').fill(member.user.id);
  await page.getByTestId('audit-submit').click();
  const rows = page.getByTestId('audit-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(E2E_ADMIN_EMAIL);
  await expect(rows.first()).toContainText(viUsers.audit.actions['user.credits_adjust']);
  await expect(rows.first().getByTestId('audit-changes')).toContainText('Bù lỗi máy chủ ngày 27');
  await expect(rows.first().getByTestId('audit-changes')).toContainText('15');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the generation summary lists users, filtered in the URL', async ({ page }) => {
  await signInWith(page, admin);
  await page.goto(`${PATHS.adminUsers}?tab=summary`);
  await expect(page.getByTestId('summary-table')).toBeVisible();
  await page.getByTestId('summary-plan').selectOption('premium');
  await page.getByTestId('summary-submit').click();
  await expect(page).toHaveURL(/plan_filter=premium/);
  await expect(page.getByTestId('summary-empty')).toHaveText(viUsers.summary.empty);
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('at tablet width', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('the users, user and audit pages fit the window; their tables scroll in place', async ({
    page,
  }) => {
    await openMember(page);
    await expect(page.getByTestId('user-ledger-table')).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto(PATHS.adminUsers);
    await expect(page.getByTestId('user-search-table')).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.goto(PATHS.adminAudit);
    await expect(page.getByTestId('audit-table')).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test('a non-admin gets Access Denied at /admin/users', async ({ page }) => {
  expect(`${enCommon.admin.accessDenied.title} - ${enCommon.admin.accessDenied.message}`).toBe(
    "Access Denied - You don't have permission to access the admin dashboard. Only authorized administrators can access this area.",
  );
  await signInWith(page, member);
  await page.goto(PATHS.adminUsers);
  const denied = page.getByTestId('access-denied');
  await expect(denied).toContainText(viCommon.admin.accessDenied.title);
  await expect(denied).toContainText(viCommon.admin.accessDenied.message);
  await expect(page.getByTestId('admin-users-page')).toHaveCount(0);
});
