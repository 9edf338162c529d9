import type { Page } from '@playwright/test';
import { expect, t, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 900 } });
// Each test registers and signs in several times: argon2id hashes are slow on purpose, and with
// the other e2e worker busy a test took over the default 30 s on a 2-core machine.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'Mat-khau-2026';

/** Letters only after the prefix, so the address never looks like a 6-digit code. */
function uniqueEmail(): string {
  const suffix = (Date.now().toString(36) + Math.random().toString(36).slice(2, 8)).replace(
    /\d/g,
    (d) => 'abcdefghij'[Number(d)]!,
  );
  return `lan.${suffix}@example.vn`;
}

/** Reads the newest verification code sent to `email` from the /dev-tools mailbox page. */
async function codeFromDevMailbox(page: Page, email: string): Promise<string> {
  const tools = await page.context().newPage();
  await tools.goto('/dev-tools');
  const mail = tools.getByTestId('mailbox-mail').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  const code = (await mail.innerText()).replace(email, '').match(/\b(\d{6})\b/)?.[1];
  await tools.close();
  if (!code) throw new Error(`No 6-digit code in the mail to ${email}`);
  return code;
}

async function register(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByTestId('guest-card').getByRole('button').click();
  const modal = page.getByTestId('login-modal');
  await modal.getByRole('button', { name: t('vi', 'login.createAccount', 'auth') }).click();
  await modal.getByLabel(t('vi', 'register.name', 'auth')).fill(name);
  await modal.getByLabel(t('vi', 'register.email', 'auth')).fill(email);
  await modal.getByLabel(t('vi', 'register.password', 'auth'), { exact: true }).fill(PASSWORD);
  await modal.getByLabel(t('vi', 'register.confirmPassword', 'auth')).fill(PASSWORD);
  await modal.getByRole('button', { name: t('vi', 'register.submit', 'auth') }).click();
  await expect(modal).toHaveAttribute('data-view', 'verify-otp');
}

async function verifyAndLogIn(page: Page, email: string): Promise<void> {
  const modal = page.getByTestId('login-modal');
  await modal.getByTestId('otp-input').fill(await codeFromDevMailbox(page, email));
  await modal.getByRole('button', { name: t('vi', 'otp.submit', 'auth') }).click();
  await expect(page.getByText(t('vi', 'toast.verificationSuccess', 'auth'))).toBeVisible();
  await expect(modal).toHaveAttribute('data-view', 'login');
  await expect(modal.getByLabel(t('vi', 'login.email', 'auth'))).toHaveValue(email);
  await modal.getByLabel(t('vi', 'login.password', 'auth')).fill(PASSWORD);
  await modal.getByRole('button', { name: t('vi', 'login.submit', 'auth'), exact: true }).click();
  // Signed in once the modal closes. The URL says nothing: it was /dashboard all along, and a
  // navigation before the answer would cancel the sign-in (a flake on a busy machine).
  await expect(modal).toBeHidden({ timeout: 20_000 });
}

test('a new user registers, verifies by e-mail code, logs in, stays signed in across a reload, and logs out', async ({
  page,
}) => {
  const email = uniqueEmail();
  await register(page, 'Nguyễn Thị Lan', email);
  await verifyAndLogIn(page, email);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText(t('vi', 'toast.welcomeBack', 'auth').replace('{{name}}', 'Nguyễn Thị Lan')),
  ).toBeVisible();
  await expect(page.getByTestId('account-card')).toContainText(email);

  await page.reload();
  await expect(page.getByTestId('account-card')).toContainText('Nguyễn Thị Lan');
  await expect(page.getByTestId('guest-card')).toHaveCount(0);

  // The account dropdown closes on an outside click (docs/product-rules.md#navigation).
  await page.getByTestId('account-card').click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('account-menu')).toBeHidden();
  // Admin Dashboard is offered to admins only.
  await page.getByTestId('account-card').click();
  await expect(page.getByRole('menuitem', { name: t('vi', 'account.adminDashboard') })).toHaveCount(
    0,
  );

  await page.getByRole('menuitem', { name: t('vi', 'account.logout') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(t('vi', 'account.loggedOut'))).toBeVisible();
  await page.goto('/history');
  await expect(page.getByTestId('auth-required')).toBeVisible();
});

test('a signed-in non-admin sees Access Denied with their e-mail at the admin gate', async ({
  page,
}) => {
  const email = uniqueEmail();
  await register(page, 'Trần Minh', email);
  await verifyAndLogIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin/users');
  const denied = page.getByTestId('access-denied');
  await expect(denied).toContainText(t('vi', 'admin.accessDenied.title'));
  await expect(denied).toContainText(email);
  await expect(page).toHaveURL(/\/$/, { timeout: 8_000 });
});

test('a protected page asks for sign-in and returns there afterwards', async ({ page }) => {
  const email = uniqueEmail();
  await register(page, 'Phạm Hoa', email);
  await verifyAndLogIn(page, email);
  await page.getByTestId('account-card').click();
  await page.getByRole('menuitem', { name: t('vi', 'account.logout') }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/history');
  const modal = page.getByTestId('login-modal');
  await expect(modal.getByTestId('login-return-to')).toHaveText('/history');
  await modal.getByLabel(t('vi', 'login.email', 'auth')).fill(email);
  await modal.getByLabel(t('vi', 'login.password', 'auth')).fill('wrong-password');
  await modal.getByRole('button', { name: t('vi', 'login.submit', 'auth'), exact: true }).click();
  await expect(page.getByText(t('vi', 'toast.loginFailed', 'auth'))).toBeVisible();
  await expect(page.getByText(t('vi', 'codes.invalid_credentials', 'auth'))).toBeVisible();

  await modal.getByLabel(t('vi', 'login.password', 'auth')).fill(PASSWORD);
  await modal.getByRole('button', { name: t('vi', 'login.submit', 'auth'), exact: true }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(
    page.getByRole('heading', { level: 1, name: t('vi', 'titles.history') }),
  ).toBeVisible();
});

test('/auth/verify-otp without an e-mail in navigation state says so', async ({ page }) => {
  await page.goto('/auth/verify-otp');
  await expect(page.getByText(t('vi', 'otp.noEmail', 'auth')).first()).toBeVisible();
});
