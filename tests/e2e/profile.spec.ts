/**
 * /profile against the real server: edits that persist, the avatar through the media worker,
 * the e-mail change with its mailed code, a password change that signs the other devices out,
 * "export my data" down to the ZIP, deletion with its grace period and cancel, axe, and a tablet.
 * Each test has an account of its own (tests/e2e/fresh-account.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import type { DevOutboxResponse } from '../../common/contracts/dev-outbox';
import { PATHS } from '../../common/routes';
import { signInWith, type StoredSession } from './demo-session';
import { expect, t, test } from './fixtures';
import { createAccount } from './fresh-account';

// Registering, verifying and signing in hash passwords with argon2id, slow on purpose.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** The password fresh-account.ts registers with. */
const PASSWORD = 'Mat-khau-2026';

const p = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    t('vi', key, 'profile'),
  );

/** Letters only after the prefix, so the address never looks like a 6-digit code. */
function letterEmail(prefix: string): string {
  const suffix = (Date.now().toString(36) + Math.random().toString(36).slice(2, 8)).replace(
    /\d/g,
    (d) => 'abcdefghij'[Number(d)]!,
  );
  return `${prefix}.${suffix}@example.vn`;
}

/**
 * A new account, signed in on `page` through the page's own browser: its session then carries
 * this browser's user agent, as a real sign-in would.
 */
async function signedInAccount(page: Page, label: string): Promise<StoredSession> {
  const created = await createAccount(page.request, label);
  const login = await page.request.post('/auth/login', {
    data: { username: created.user.email, password: PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return signInWith(page, (await login.json()) as StoredSession);
}

async function openProfile(page: Page): Promise<void> {
  await page.goto(PATHS.profile);
  await expect(page.getByTestId('profile-details')).toBeVisible();
}

/** The newest mail to `email` in the dev outbox whose text matches `pattern`. */
async function mailMatching(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
        const { mails } = (await response.json()) as DevOutboxResponse;
        found = mails.map((mail) => pattern.exec(mail.text)).find(Boolean) ?? null;
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * Records the size of the picture the page uploads as its avatar (Chromium does not hand a
 * FormData's file to the test through the request), in `window.avatarUpload`.
 */
async function spyOnAvatarUpload(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const file = init?.body instanceof FormData ? init.body.get('file') : null;
      if (String(input).endsWith('/api/account/avatar') && file instanceof Blob) {
        const bitmap = await createImageBitmap(file);
        Object.assign(window, { avatarUpload: { width: bitmap.width, height: bitmap.height } });
        bitmap.close();
      }
      return send(input, init);
    };
  });
}

/** The names in a ZIP's central directory, read by yauzl (what the server's yazl wrote). */
function zipEntries(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('name and language are saved, and persist after a reload', async ({ page }) => {
  await signedInAccount(page, 'profile-edit');
  await openProfile(page);
  const details = page.getByTestId('profile-details');
  await details.getByLabel(p('details.name')).fill('Nguyễn Thị Mai');
  await page.getByTestId('profile-language').selectOption('en');
  await page.getByTestId('profile-details-save').click();

  await expect(page.getByText(p('saved'))).toBeVisible();
  // The account's language is the app's from now on.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'titles.profile'));
  await expect(page.getByTestId('account-card')).toContainText('Nguyễn Thị Mai');

  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveValue('Nguyễn Thị Mai');
  await expect(page.getByTestId('profile-language')).toHaveValue('en');
  await expect(page.getByTestId('profile-details-save')).toBeDisabled();
});

test('an uploaded photo is cropped square on the device and shown as the avatar', async ({
  page,
}) => {
  await signedInAccount(page, 'profile-avatar');
  await spyOnAvatarUpload(page);
  await openProfile(page);
  // A landscape photo: the avatar keeps its middle.
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#c0392b' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'shop.jpg', mimeType: 'image/jpeg', buffer: photo });

  await expect(page.getByText(p('details.avatarUpdated'))).toBeVisible();
  // The media worker sent its middle as a square of AVATAR_SIZE_PX.
  expect(await page.evaluate(() => (window as { avatarUpload?: unknown }).avatarUpload)).toEqual({
    width: 512,
    height: 512,
  });
  const avatar = page.getByTestId('avatar-image');
  await expect(avatar).toHaveAttribute('src', /^\/avatars\//);
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(512);

  await page.reload();
  await expect(page.getByTestId('avatar-image')).toBeVisible();
  await page.getByTestId('avatar-remove').click();
  await expect(page.getByText(p('details.avatarRemoved'))).toBeVisible();
  await expect(page.getByTestId('avatar-image')).toHaveCount(0);
});

test('the e-mail changes once the code mailed to the new address is entered', async ({ page }) => {
  await signedInAccount(page, 'profile-email');
  await openProfile(page);
  const section = page.getByTestId('profile-email');
  const newEmail = letterEmail('mai');
  await section.getByTestId('email-change').click();
  await section.getByLabel(p('email.newEmail')).fill(newEmail);
  await section.getByLabel(p('email.currentPassword')).fill(PASSWORD);
  await section.getByRole('button', { name: p('email.sendCode') }).click();
  await expect(section.getByTestId('email-pending')).toContainText(newEmail);

  const [, code] = await mailMatching(page.request, newEmail, /\b(\d{6})\b/);
  await section.getByTestId('email-code').fill(code!);
  await section.getByRole('button', { name: p('email.confirm') }).click();
  await expect(section.getByTestId('current-email')).toHaveText(newEmail);
  await expect(section.getByTestId('email-pending')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  await expect(page.getByTestId('account-card')).toContainText(newEmail);
});

test('a password change signs the other devices out, not this one', async ({ page, browser }) => {
  const session = await signedInAccount(page, 'profile-password');
  // A second device, signed in to the same account.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const otherPage = await other.newPage();
  const login = await otherPage.request.post('/auth/login', {
    data: { username: session.user.email, password: PASSWORD },
  });
  const otherSession = (await login.json()) as StoredSession;
  await signInWith(otherPage, otherSession);
  await otherPage.goto(PATHS.profile);
  await expect(otherPage.getByTestId('profile-details')).toBeVisible();

  await openProfile(page);
  const sessions = page.getByTestId('profile-sessions');
  // This browser, read from its user agent, marked as this device (and the other two).
  const current = sessions.locator('[data-testid="session-row"][data-current]');
  await expect(current).toContainText(p('sessions.thisDevice'));
  await expect(current).toContainText(/Chrome \d+/);
  await expect(sessions.getByTestId('session-row')).toHaveCount(3);

  const form = page.getByTestId('password-form');
  await form.getByLabel(p('password.current')).fill(PASSWORD);
  await form.getByLabel(p('password.new'), { exact: true }).fill('Hoa-sen-no-giua-ho');
  await form.getByLabel(p('password.confirm')).fill('Hoa-sen-no-giua-ho');
  await form.getByRole('button', { name: p('password.submit') }).click();
  await expect(page.getByText(p('password.endedOthers_other', { count: 2 }))).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);

  // The other device's next call is refused, and it shows itself signed out.
  const refused = await otherPage.request.get('/api/account', {
    headers: { authorization: `Bearer ${otherSession.access_token}` },
  });
  expect(refused.status()).toBe(401);
  await otherPage.reload();
  await expect(otherPage.getByTestId('auth-required')).toBeVisible();
  await other.close();

  // This one carries on.
  await page.reload();
  await expect(page.getByTestId('profile-details')).toBeVisible();
});

test('export my data: requested, mailed, and downloaded as a real ZIP with profile.json', async ({
  page,
}) => {
  const session = await signedInAccount(page, 'profile-export');
  await openProfile(page);
  const section = page.getByTestId('profile-data');
  await section.getByTestId('export-request').click();
  await expect(page.getByText(p('data.requested'), { exact: true })).toBeVisible();

  // The page polls while the job builds the ZIP.
  const row = section.getByTestId('export-row').first();
  await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(row).toContainText(/\d+(,\d)? (B|KB|MB)/);

  // The mail's link (on PUBLIC_URL) names the same signed path the page links to.
  const [, path] = await mailMatching(
    page.request,
    session.user.email,
    /(\/api\/account\/exports\/\S+)/,
  );
  const mailed = await page.request.get(path!);
  expect(mailed.status()).toBe(200);
  expect(mailed.headers()['content-type']).toBe('application/zip');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByTestId('export-download').click(),
  ]);
  const zip = Buffer.concat(await (await download.createReadStream()).toArray());
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04])); // PK\3\4
  expect(await zipEntries(zip)).toEqual(expect.arrayContaining(['profile.json', 'README.txt']));
});

test('deletion waits out its grace period, shown at the top, and can be cancelled', async ({
  page,
}) => {
  await signedInAccount(page, 'profile-delete');
  await openProfile(page);
  await page.getByTestId('delete-account').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await dialog.getByLabel(p('deletion.password')).fill(PASSWORD);
  await dialog.getByTestId('delete-account-confirm').click();

  const banner = page.getByTestId('deletion-banner');
  const due = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const dueText = new Intl.DateTimeFormat('vi-VN', { dateStyle: 'long' }).format(due);
  await expect(banner).toContainText(dueText);
  await page.reload();
  await expect(banner).toContainText(dueText);

  await banner.getByTestId('deletion-cancel').click();
  await expect(page.getByText(p('deletion.cancelled'))).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('delete-account')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('sign out everywhere asks first, then leaves this device signed out too', async ({ page }) => {
  await signedInAccount(page, 'profile-everywhere');
  await openProfile(page);
  await page.getByTestId('sign-out-everywhere').click();
  await page
    .getByTestId('sign-out-everywhere-dialog')
    .getByRole('button', { name: p('sessions.confirm') })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(p('sessions.signedOutEverywhere'))).toBeVisible();
  await expect(page.getByTestId('login-modal')).toHaveCount(0);
  // The token kept by the test's start-up script is dead on the server: signed out again.
  await page.goto(PATHS.profile);
  await expect(page.getByTestId('auth-required')).toBeVisible();
});

test('the profile page has no serious or critical axe violation', async ({ page }) => {
  await signedInAccount(page, 'profile-axe');
  await openProfile(page);
  await expect(page.getByTestId('session-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
});

test.describe('on a tablet with touch (820x1180)', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('the page fits, and switches and buttons answer taps', async ({ page }) => {
    await signedInAccount(page, 'profile-tablet');
    await openProfile(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    const newsletter = page.getByTestId('notify-newsletter');
    await newsletter.locator('[data-part="control"]').tap();
    await expect(page.getByText(p('notifications.saved'))).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('notify-newsletter').locator('input')).toBeChecked();

    await page.getByTestId('email-change').tap();
    await expect(page.getByLabel(p('email.newEmail'))).toBeVisible();
  });
});
