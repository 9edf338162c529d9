/**
 * /profile against the real server: edits that persist, the avatar through the media worker,
 * the e-mail change with its mailed code, a password change that signs the other devices out,
 * "export my data" down to the ZIP, deletion with its grace period and cancel, axe, a tablet and
 * a phone.
 *
 * One account for the whole file, its tests in order: the server allows 10 sign-ups and 20
 * sign-ins per address and hour or quarter, and the other specs need theirs. The steps that end
 * sessions come last, "sign out everywhere" at the very end.
 */
import { seriousViolations } from './axe';
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import type { DevMailboxResponse } from '../../common/contracts/dev-mailbox';
import { PATHS } from '../../common/routes';
import { signInWith, type StoredSession } from './demo-session';
import { expect, t, test } from './fixtures';
import { createAccount } from './fresh-account';

test.describe.configure({ mode: 'serial', timeout: 60_000 });
test.use({ viewport: { width: 1280, height: 900 } });

/** The shared account: its session, and its address and password as the tests change them. */
const account = { session: null as StoredSession | null, email: '', password: 'Mat-khau-2026' };

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(90_000); // argon2id hashes at sign-up and sign-in are slow on purpose
  // Signed up and in through a browser's own context: the session carries Chromium's agent.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  account.session = await createAccount(context.request, 'profile');
  account.email = account.session.user.email;
  await context.close();
});

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

/** Starts `page` signed in to the shared account. */
function signIn(page: Page): Promise<StoredSession> {
  return signInWith(page, account.session!);
}

async function openProfile(page: Page): Promise<void> {
  await page.goto(PATHS.profile);
  await expect(page.getByTestId('profile-details')).toBeVisible();
}

/** The newest mail to `email` in the dev mailbox whose text matches `pattern`. */
async function mailMatching(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const { mails } = (await response.json()) as DevMailboxResponse;
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

/** The sessions list loads after the page: axe looks once it (and every request) has. */
async function violationsOnceLoaded(page: Page) {
  await expect(page.getByTestId('session-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return seriousViolations(page);
}

/** How much wider than the window the page is (0: nothing to scroll sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('name and language are saved, and persist after a reload', async ({ page }) => {
  await signIn(page);
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
  // Back to Vietnamese, the language of the texts the next tests look for.
  await page.getByTestId('profile-language').selectOption('vi');
  await page.getByTestId('profile-details-save').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('vi', 'titles.profile'));
});

test('an uploaded photo is cropped square on the device and shown as the avatar', async ({
  page,
}) => {
  await signIn(page);
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
  // The sidebar's account card shows it too.
  await expect(page.getByTestId('account-card').locator('img')).toHaveAttribute(
    'src',
    /^\/avatars\//,
  );

  await page.reload();
  await expect(page.getByTestId('avatar-image')).toBeVisible();
  await page.getByTestId('avatar-remove').click();
  await expect(page.getByText(p('details.avatarRemoved'))).toBeVisible();
  await expect(page.getByTestId('avatar-image')).toHaveCount(0);
});

test('export my data: requested, mailed, and downloaded as a real ZIP with profile.json', async ({
  page,
}) => {
  await signIn(page);
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
    account.email,
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

test('the profile page has no serious or critical axe violation', async ({ page }) => {
  await signIn(page);
  await openProfile(page);
  expect(await violationsOnceLoaded(page)).toEqual([]);
});

test.describe('on a tablet with touch (820x1180)', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('the page fits, passes axe, and its switches and buttons answer taps', async ({ page }) => {
    await signIn(page);
    await openProfile(page);
    expect(await violationsOnceLoaded(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBe(0);

    const newsletter = page.getByTestId('notify-newsletter');
    await newsletter.locator('[data-part="control"]').tap();
    await expect(page.getByText(p('notifications.saved'))).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('notify-newsletter').locator('input')).toBeChecked();

    await page.getByTestId('email-change').tap();
    await expect(page.getByLabel(p('email.newEmail'))).toBeVisible();
  });
});

test.describe('on a phone (375x812, phone agent)', () => {
  const iPhone = devices['iPhone 13'];
  test.use({
    viewport: { width: 375, height: 812 },
    userAgent: iPhone.userAgent,
    hasTouch: true,
    isMobile: true,
  });

  test('the profile opens, unlike the studios: a shop owner manages the account from a phone', async ({
    page,
  }) => {
    await signIn(page);
    await openProfile(page);
    await expect(page.getByTestId('device-restriction')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});

test('a password change signs the other devices out, not this one', async ({ page, browser }) => {
  await signIn(page);
  // A second device, signed in to the same account.
  const other = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const otherPage = await other.newPage();
  const login = await otherPage.request.post('/auth/login', {
    data: { username: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const otherSession = (await login.json()) as StoredSession;
  await signInWith(otherPage, otherSession);
  await otherPage.goto(PATHS.profile);
  await expect(otherPage.getByTestId('profile-details')).toBeVisible();

  await openProfile(page);
  const sessions = page.getByTestId('profile-sessions');
  // This browser, read from its user agent and marked as this device; the other one below.
  const current = sessions.locator('[data-testid="session-row"][data-current]');
  await expect(current).toContainText(p('sessions.thisDevice'));
  await expect(current).toContainText(/Chrome \d+/);
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);

  const newPassword = 'Hoa-sen-no-giua-ho';
  const form = page.getByTestId('password-form');
  await form.getByLabel(p('password.current')).fill(account.password);
  await form.getByLabel(p('password.new'), { exact: true }).fill(newPassword);
  await form.getByLabel(p('password.confirm')).fill(newPassword);
  await form.getByRole('button', { name: p('password.submit') }).click();
  await expect(page.getByText(p('password.endedOthers_other', { count: 1 }))).toBeVisible();
  account.password = newPassword;
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

test('the e-mail changes once the code mailed to the new address is entered', async ({ page }) => {
  await signIn(page);
  await openProfile(page);
  const section = page.getByTestId('profile-email');
  const newEmail = letterEmail('mai');
  await section.getByTestId('email-change').click();
  await section.getByLabel(p('email.newEmail')).fill(newEmail);
  await section.getByLabel(p('email.currentPassword')).fill(account.password);
  await section.getByRole('button', { name: p('email.sendCode') }).click();
  await expect(section.getByTestId('email-pending')).toContainText(newEmail);

  const [, code] = await mailMatching(page.request, newEmail, /\b(\d{6})\b/);
  await section.getByTestId('email-code').fill(code!);
  await section.getByRole('button', { name: p('email.confirm') }).click();
  await expect(section.getByTestId('current-email')).toHaveText(newEmail);
  await expect(section.getByTestId('email-pending')).toHaveCount(0);
  account.email = newEmail;

  await page.reload();
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  await expect(page.getByTestId('account-card')).toContainText(newEmail);
});

test('deletion waits out its grace period, shown at the top, and can be cancelled', async ({
  page,
}) => {
  await signIn(page);
  await openProfile(page);
  await page.getByTestId('delete-account').click();
  const dialog = page.getByTestId('delete-account-dialog');
  await dialog.getByLabel(p('deletion.password')).fill(account.password);
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

// Last: it ends the shared session.
test('sign out everywhere asks first, then leaves this device signed out too', async ({ page }) => {
  await signIn(page);
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
