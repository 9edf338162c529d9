/**
 * Pricing and checkout in Chromium (docs/payments.md): the toggle, the labels against the
 * user's plan, and the sandbox gateway end to end — pay (success page waits for the
 * notification, balance up, payment history, receipt mail), fail (error page with the reason)
 * and cancel (cancelled page) — with no serious axe violation on the way.
 */
import { seriousViolations } from './axe';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DevMailboxResponse } from '../../common/contracts/dev-mailbox';
import { PATHS } from '../../common/routes';
import { signInWith, type StoredSession } from './demo-session';
import { expect, t, test } from './fixtures';
import { createAccount } from './fresh-account';

const b = (key: string) => t('vi', key, 'billing');

async function mailsTo(request: APIRequestContext, email: string) {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as DevMailboxResponse).mails;
}

/** From /checkout to the sandbox page, terms accepted. */
async function checkOut(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('checkout-item')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Thanh toán / }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/checkout/);
}

test('pricing: the annual toggle, SAVE 20% and the enterprise contact link', async ({ page }) => {
  await page.goto(PATHS.pricing);
  const pro = page.getByTestId('plan-pro');
  await expect(pro.getByTestId('plan-price')).toContainText('499.000 ₫');
  await expect(page.getByTestId('save-badge')).toHaveText('TIẾT KIỆM 20%');

  await page.getByTestId('period-annual').click();

  await expect(page.getByTestId('period-annual')).toHaveAttribute('aria-pressed', 'true');
  await expect(pro.getByTestId('plan-price')).toContainText('399.000 ₫');
  await expect(pro).toContainText('4.788.000 ₫');
  await expect(page.getByTestId('pricing-faq')).toContainText(b('faq.rolloverA'));
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('plan-enterprise').getByRole('link').click();
  await expect(page).toHaveURL(/\/contact\?topic=service_pricing$/);
  await expect(page.getByRole('combobox')).toHaveValue('service_pricing');
});

test.describe('signed in', () => {
  let session: StoredSession;
  test.beforeEach(async ({ page, request }) => {
    session = await signInWith(page, await createAccount(request, 'billing'));
  });

  test('studio pricing marks the current plan and labels the others', async ({ page }) => {
    await page.goto(PATHS.studioPricing);

    await expect(page.getByTestId('plan-free_trial').getByTestId('plan-label')).toHaveText(
      b('pricing.label.current'),
    );
    await expect(page.getByTestId('plan-basic').getByTestId('plan-label')).toHaveText(
      b('pricing.label.upgrade'),
    );
    await expect(page.getByTestId('current-plan')).toContainText('5');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a renewal reminder's link opens the plan's checkout with the renewal note", async ({
    page,
  }) => {
    await page.goto(`${PATHS.checkout}?plan=pro&period=monthly&renew=1`);

    await expect(page.getByTestId('checkout-item')).toContainText('Gói Pro, 1 tháng');
    await expect(page.getByTestId('checkout-renewal')).toHaveText(b('checkout.renewal'));
  });

  test('sandbox pay: success page, balance up, history, receipt mail', async ({
    page,
    request,
  }) => {
    await page.goto(`${PATHS.checkout}?pack=pack_20`);
    await expect(page.getByTestId('checkout-price')).toHaveText('59.000 ₫');
    await expect(page.getByTestId('checkout-vat')).toContainText('10%');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Thanh toán / }).click();
    await expect(page.getByTestId('checkout-problem')).toHaveText(b('checkout.termsRequired'));

    await checkOut(page, `${PATHS.checkout}?pack=pack_20`);
    await page.getByRole('button', { name: 'Thanh toán', exact: true }).click();

    await expect(page).toHaveURL(/\/payment\/success\?payment_id=/);
    await expect(page.getByTestId('payment-completed')).toBeVisible();
    await expect(page.getByTestId('payment-balance')).toHaveText('Số dư hiện tại: 25 tín dụng');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: b('result.toHistory') }).click();
    const row = page.getByTestId('payment-row').first();
    await expect(row).toHaveAttribute('data-status', 'completed');
    await expect(row).toContainText('59.000 ₫');
    await expect(row).toContainText(b('history.statuses.completed'));
    expect(await seriousViolations(page)).toEqual([]);

    await expect
      .poll(async () => (await mailsTo(request, session.user.email)).map((mail) => mail.subject))
      .toContain('Biên nhận thanh toán Studio AI: Gói 20 tín dụng');
  });

  test('sandbox fail: the error page says why, nothing granted', async ({ page }) => {
    await checkOut(page, `${PATHS.checkout}?plan=basic&period=monthly`);
    await page.getByRole('button', { name: 'Thanh toán thất bại' }).click();

    await expect(page).toHaveURL(/\/payment\/error\?payment_id=.*reason=declined/);
    await expect(page.getByTestId('payment-error')).toContainText(b('result.reasons.declined'));
  });

  test('sandbox cancel: the cancelled page', async ({ page }) => {
    await checkOut(page, `${PATHS.checkout}?pack=pack_60`);
    await page.getByRole('button', { name: 'Huỷ' }).click();

    await expect(page).toHaveURL(/\/payment\/cancelled\?payment_id=/);
    await expect(page.getByTestId('payment-cancelled')).toContainText(b('result.cancelledLead'));
  });

  test('VNPay through its local fake: pay → IPN → return → success', async ({ page }) => {
    await page.goto(`${PATHS.checkout}?pack=pack_20`);
    await page.getByRole('radio', { name: new RegExp(b('checkout.methods.vnpay')) }).check();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^Thanh toán / }).click();

    await expect(page.getByRole('heading', { name: 'VNPAY (fake)' })).toBeVisible();
    await expect(page.getByText('59000 VND')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/payment\/success\?payment_id=/);
    await expect(page.getByTestId('payment-balance')).toHaveText('Số dư hiện tại: 25 tín dụng');
  });
});
