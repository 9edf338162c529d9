/**
 * /profile in jsdom against a fake API: the forms' validation and the server's refusals under
 * their fields, the session list, and the scheduled-deletion banner. The real server's side is
 * covered in tests/e2e/profile.spec.ts.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Account } from '../../common/contracts/account';
import type { SessionView } from '../../common/contracts/sessions';
import { restoreSession } from '../../src/features/auth/session';
import { loginModalAtom, sessionAtom } from '../../src/features/auth/session.atoms';
import { i18n } from '../../src/lib/i18n/i18n';
import { EXPORT_POLL_MS } from '../../src/features/profile/use-data-exports';
import { appStore } from '../../src/lib/state';
import { makeAccount, makeExport, makeSession } from './factories/account';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

/** The app's lazy chunks and copy load on first use; a busy machine takes its time. */
const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

/** The profile's API: the account, and its lists empty until a test routes them. */
function routeProfile(account: Account) {
  const api = installFakeApi();
  api
    .on('GET', '/api/account', () => account)
    .on('GET', '/auth/sessions', () => ({ sessions: [] }))
    .on('GET', '/api/account/exports', () => ({ exports: [] }));
  return api;
}

async function openProfile(account: Account) {
  const view = await renderApp('/profile', { status: 'signed-in', user: account.user });
  await screen.findByTestId('profile-details', {}, SLOW);
  return view;
}

const section = (id: string) => within(screen.getByTestId(`profile-${id}`));

beforeAll(async () => {
  await restoreSession(); // once per page load: now, as a guest, not midway through a test
  await import('../../src/app/pages/ProfileRoute');
  await i18n.loadNamespaces(['profile', 'media']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('the profile page', () => {
  it('shows a skeleton, then every section in order', async () => {
    routeProfile(makeAccount());
    await renderApp('/profile', { status: 'signed-in', user: makeAccount().user });
    expect(await screen.findByTestId('profile-loading', {}, SLOW)).toBeTruthy();
    await screen.findByTestId('profile-details', {}, SLOW);
    const order = [...document.querySelectorAll('section[data-testid^="profile-"]')].map(
      (element) => element.id,
    );
    expect(order).toEqual([
      'details',
      'email',
      'password',
      'linked',
      'sessions',
      'notifications',
      'data',
      'delete',
    ]);
  });

  it("shows the account's picture, and the sidebar's card takes it too", async () => {
    const account = makeAccount();
    const pictured = { ...account, user: { ...account.user, photo_url: '/avatars/u/a1b2.webp' } };
    routeProfile(pictured);
    await openProfile(account); // signed in with the user as cached, without the picture
    const image = section('details').getByTestId('avatar-image');
    expect(image.getAttribute('src')).toBe('/avatars/u/a1b2.webp');
    await waitFor(() =>
      expect(screen.getByTestId('account-card').querySelector('img')?.getAttribute('src')).toBe(
        '/avatars/u/a1b2.webp',
      ),
    );
  });

  it('says it failed to load, and Retry asks again', async () => {
    const api = routeProfile(makeAccount());
    api.on('GET', '/api/account', () =>
      api.reply(500, { code: 'internal_error', message: 'boom' }),
    );
    await renderApp('/profile', { status: 'signed-in', user: makeAccount().user });
    expect(await screen.findByText('Failed to load your profile', {}, SLOW)).toBeTruthy();
    const calls = api.calls('GET', '/api/account').length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(
      () => expect(api.calls('GET', '/api/account').length).toBeGreaterThan(calls),
      SLOW,
    );
  });

  it('signs out when the session was ended elsewhere (401)', async () => {
    const api = routeProfile(makeAccount());
    api.on('GET', '/api/account', () =>
      api.reply(401, { code: 'unauthorized', message: 'Session ended' }),
    );
    await renderApp('/profile', { status: 'signed-in', user: makeAccount().user });
    await waitFor(() => expect(appStore.get(sessionAtom).status).toBe('signed-out'), SLOW);
  });
});

describe('profile forms', () => {
  it('refuse a too-short name without asking the server, and save a good one', async () => {
    const account = makeAccount();
    const renamed = { ...account, user: { ...account.user, name: 'Trần Thị Hoa' } };
    const api = routeProfile(account).on('PATCH', '/api/account', () => renamed);
    await openProfile(account);
    const details = section('details');
    const save = details.getByTestId('profile-details-save');
    expect(save.hasAttribute('disabled')).toBe(true); // nothing changed yet

    fireEvent.change(details.getByLabelText('Full name'), { target: { value: 'H' } });
    fireEvent.click(save);
    expect(await details.findByText('Name must be at least 2 characters')).toBeTruthy();
    expect(api.calls('PATCH', '/api/account')).toHaveLength(0);

    fireEvent.change(details.getByLabelText('Full name'), { target: { value: 'Trần Thị Hoa' } });
    fireEvent.click(save);
    expect(await screen.findByText('Changes saved', {}, SLOW)).toBeTruthy();
    const [patch] = api.calls('PATCH', '/api/account');
    expect(patch!.body).toEqual({ name: 'Trần Thị Hoa', language: 'en' });
    // The rest of the app shows the new name too.
    const session = appStore.get(sessionAtom);
    expect(session.status === 'signed-in' && session.user.name).toBe('Trần Thị Hoa');
  });

  it('check a new password before sending it: required, long enough, confirmed', async () => {
    const api = routeProfile(makeAccount());
    await openProfile(makeAccount());
    const password = section('password');
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Password is required')).toBeTruthy();
    expect(password.getByText('Password must be at least 8 characters')).toBeTruthy();

    fireEvent.change(password.getByLabelText('New password'), {
      target: { value: 'hoa-mai-2026' },
    });
    fireEvent.change(password.getByLabelText('Confirm new password'), {
      target: { value: 'hoa-mai-2027' },
    });
    expect(await password.findByText("Passwords don't match")).toBeTruthy();
    expect(api.calls('PUT', '/api/account/password')).toHaveLength(0);
  });

  it('show a wrong current password under its field, and a weak new one under its own', async () => {
    let answer: object = { code: 'wrong_password', detail: 'The current password is wrong' };
    const api = routeProfile(makeAccount());
    api.on('PUT', '/api/account/password', () => api.reply(400, answer));
    await openProfile(makeAccount());
    const password = section('password');
    fireEvent.change(password.getByLabelText('Current password'), { target: { value: 'old-one' } });
    fireEvent.change(password.getByLabelText('New password'), {
      target: { value: 'hoa-mai-2026' },
    });
    fireEvent.change(password.getByLabelText('Confirm new password'), {
      target: { value: 'hoa-mai-2026' },
    });
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Your current password is not right.', {}, SLOW)).toBeTruthy();
    expect(api.calls('PUT', '/api/account/password')[0]!.body).toEqual({
      current_password: 'old-one',
      new_password: 'hoa-mai-2026',
      revoke_api_access: true,
    });
    // Editing the field clears the server's word on it.
    fireEvent.change(password.getByLabelText('Current password'), { target: { value: 'old-two' } });
    expect(password.queryByText('Your current password is not right.')).toBeNull();

    // A weak password: the server says why, as one of our keys.
    answer = {
      code: 'weak_password',
      detail: 'Too easy to guess',
      fields: { new_password: 'validation.passwordPersonal' },
    };
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(
      await password.findByText(/Don't build your password from your name or email/, {}, SLOW),
    ).toBeTruthy();
  });

  it('offer "Set a password" without the current one to a Google-only account', async () => {
    const account = makeAccount({ password_set: false, google: { linked_at: '2026-10-01' } });
    const api = routeProfile(account).on('PUT', '/api/account/password', () => ({
      status: 'success',
      ended: 2,
    }));
    await openProfile(account);
    const password = section('password');
    expect(password.getByRole('heading', { name: 'Set a password' })).toBeTruthy();
    expect(password.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(password.getByLabelText('New password'), {
      target: { value: 'hoa-mai-2026' },
    });
    fireEvent.change(password.getByLabelText('Confirm new password'), {
      target: { value: 'hoa-mai-2026' },
    });
    fireEvent.click(password.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('2 other devices were signed out.', {}, SLOW)).toBeTruthy();
    expect(api.calls('PUT', '/api/account/password')[0]!.body).toEqual({
      new_password: 'hoa-mai-2026',
      revoke_api_access: true,
    });
    // Set once, it is a password to change from now on.
    expect(await password.findByRole('heading', { name: 'Password' })).toBeTruthy();
  });

  it('check a new e-mail address, then take the code it was sent', async () => {
    const account = makeAccount();
    const changed = { ...account, user: { ...account.user, email: 'hoa@example.vn' } };
    let codeRight = false;
    const api = routeProfile(account);
    api
      .on('POST', '/api/account/email', () => ({ status: 'success', message: 'sent' }))
      .on('POST', '/api/account/email/confirm', () =>
        codeRight ? changed : api.reply(400, { code: 'invalid_otp', detail: 'Wrong code' }),
      );
    await openProfile(account);
    const email = section('email');
    fireEvent.click(email.getByTestId('email-change'));
    fireEvent.change(email.getByLabelText('New e-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(email.getByRole('button', { name: 'Send confirmation code' }));
    expect(await email.findByText('Please enter a valid email')).toBeTruthy();
    expect(email.getByText('Password is required')).toBeTruthy();
    fireEvent.change(email.getByLabelText('New e-mail'), { target: { value: account.user.email } });
    expect(await email.findByText('This is already your e-mail')).toBeTruthy();
    expect(api.calls('POST', '/api/account/email')).toHaveLength(0);

    fireEvent.change(email.getByLabelText('New e-mail'), { target: { value: 'hoa@example.vn' } });
    fireEvent.change(email.getByLabelText('Current password'), { target: { value: 'secret-1' } });
    fireEvent.click(email.getByRole('button', { name: 'Send confirmation code' }));
    const pending = within(await email.findByTestId('email-pending', {}, SLOW));
    expect(pending.getByText('Waiting for hoa@example.vn to be confirmed')).toBeTruthy();

    fireEvent.change(pending.getByLabelText('Confirmation code'), { target: { value: '12ab' } });
    fireEvent.click(pending.getByRole('button', { name: 'Confirm' }));
    expect(await pending.findByText('The code has 6 digits')).toBeTruthy();
    fireEvent.change(pending.getByLabelText('Confirmation code'), { target: { value: '123456' } });
    fireEvent.click(pending.getByRole('button', { name: 'Confirm' }));
    expect(await pending.findByText('Invalid code. Please try again.', {}, SLOW)).toBeTruthy();

    codeRight = true;
    fireEvent.click(pending.getByRole('button', { name: 'Confirm' }));
    await waitFor(
      () => expect(email.getByTestId('current-email').textContent).toBe('hoa@example.vn'),
      SLOW,
    );
    expect(email.queryByTestId('email-pending')).toBeNull();
  });
});

describe('the session list', () => {
  const phone = makeSession({
    user_agent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    last_seen_at: '2026-11-01T09:00:00.000Z',
  });
  const here = makeSession({ current: true });
  const sessions: SessionView[] = [phone, here];

  it('reads each device from its user agent, this device first and marked', async () => {
    routeProfile(makeAccount()).on('GET', '/auth/sessions', () => ({ sessions }));
    await openProfile(makeAccount());
    const rows = await section('sessions').findAllByTestId('session-row', {}, SLOW);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.dataset.current).toBe('true');
    expect(within(rows[0]!).getByText('Chrome 126 on Windows')).toBeTruthy();
    expect(within(rows[0]!).getByText('This device')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button')).toBeNull(); // this one signs out by Logout
    expect(within(rows[1]!).getByText('Safari 17 on iOS 17')).toBeTruthy();
    expect(within(rows[1]!).getByText(/Phone · .*IP 203\.0\.113\.7/)).toBeTruthy();
  });

  it('ends another session and drops it from the list', async () => {
    const api = routeProfile(makeAccount())
      .on('GET', '/auth/sessions', () => ({ sessions }))
      .on('DELETE', '/auth/sessions/:id', () => ({ status: 'success', ended: 1 }));
    await openProfile(makeAccount());
    await section('sessions').findAllByTestId('session-row', {}, SLOW);
    fireEvent.click(
      section('sessions').getByRole('button', { name: 'Sign out Safari 17 on iOS 17' }),
    );
    expect(await screen.findByText('Device signed out', {}, SLOW)).toBeTruthy();
    expect(api.calls('DELETE', '/auth/sessions/:id').map(({ params }) => params.id)).toEqual([
      phone.id,
    ]);
    await waitFor(() => expect(section('sessions').getAllByTestId('session-row')).toHaveLength(1));
    expect(section('sessions').getByText('No other sessions.')).toBeTruthy();
  });

  it('signs out everywhere only after asking, then signs this device out', async () => {
    const api = routeProfile(makeAccount())
      .on('GET', '/auth/sessions', () => ({ sessions }))
      .on('DELETE', '/auth/sessions', () => ({ status: 'success', ended: 2 }));
    const view = await openProfile(makeAccount());
    fireEvent.click(section('sessions').getByTestId('sign-out-everywhere'));
    const dialog = within(await screen.findByTestId('sign-out-everywhere-dialog', {}, SLOW));
    expect(api.calls('DELETE', '/auth/sessions')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out all' }));
    await waitFor(() => expect(appStore.get(sessionAtom).status).toBe('signed-out'), SLOW);
    expect(api.calls('DELETE', '/auth/sessions').map(({ body }) => body)).toEqual([
      { revoke_api_access: true },
    ]);
    await waitFor(() => expect(view.location().pathname).toBe('/'), SLOW);
    // Gone home signed out, as after Logout: no sign-in modal asks to come back.
    expect(appStore.get(loginModalAtom).open).toBe(false);
  });
});

describe('account deletion', () => {
  const due = '2026-11-09T08:00:00.000Z';

  it('shows no banner while no deletion is scheduled', async () => {
    routeProfile(makeAccount());
    await openProfile(makeAccount());
    expect(screen.queryByTestId('deletion-banner')).toBeNull();
    expect(section('delete').getByTestId('delete-account')).toBeTruthy();
  });

  it('announces a scheduled deletion at the top with its date, and cancels it', async () => {
    const scheduled = makeAccount({ deletion_due_at: due });
    const api = routeProfile(scheduled).on('DELETE', '/api/account/deletion', () => ({
      ...scheduled,
      deletion_due_at: null,
    }));
    await openProfile(scheduled);
    const banner = await screen.findByTestId('deletion-banner', {}, SLOW);
    expect(banner.textContent).toContain('Your account will be deleted on November 9, 2026');
    // The banner comes before the page's heading.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section('delete').queryByTestId('delete-account')).toBeNull();

    fireEvent.click(within(banner).getByRole('button', { name: 'Cancel deletion' }));
    expect(await screen.findByText('Account deletion cancelled', {}, SLOW)).toBeTruthy();
    expect(api.calls('DELETE', '/api/account/deletion')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('deletion-banner')).toBeNull());
    expect(section('delete').getByTestId('delete-account')).toBeTruthy();
  });

  it('asks for the password, then shows the banner', async () => {
    const account = makeAccount();
    let passwordRight = false;
    const api = routeProfile(account);
    api.on('POST', '/api/account/deletion', () =>
      passwordRight
        ? { ...account, deletion_due_at: due }
        : api.reply(400, { code: 'wrong_password', detail: 'Wrong password' }),
    );
    await openProfile(account);
    fireEvent.click(section('delete').getByTestId('delete-account'));
    const dialog = within(await screen.findByTestId('delete-account-dialog', {}, SLOW));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete in 7 days' }));
    expect(await dialog.findByText('Password is required')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Your password'), { target: { value: 'nope' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete in 7 days' }));
    expect(await dialog.findByText('Your current password is not right.', {}, SLOW)).toBeTruthy();

    passwordRight = true;
    fireEvent.click(dialog.getByRole('button', { name: 'Delete in 7 days' }));
    expect(await screen.findByTestId('deletion-banner', {}, SLOW)).toBeTruthy();
    const posts = api.calls('POST', '/api/account/deletion');
    expect(posts.at(-1)!.body).toEqual({ password: 'nope' });
  });

  it('confirms with a mailed code when the account has no password', async () => {
    const account = makeAccount({ password_set: false });
    const api = routeProfile(account)
      .on('POST', '/api/account/deletion/code', () => ({ status: 'success', message: 'sent' }))
      .on('POST', '/api/account/deletion', () => ({ ...account, deletion_due_at: due }));
    await openProfile(account);
    fireEvent.click(section('delete').getByTestId('delete-account'));
    const dialog = within(await screen.findByTestId('delete-account-dialog', {}, SLOW));
    expect(dialog.queryByLabelText('Your password')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    fireEvent.change(await dialog.findByLabelText('Confirmation code', {}, SLOW), {
      target: { value: '654321' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Delete in 7 days' }));
    expect(await screen.findByTestId('deletion-banner', {}, SLOW)).toBeTruthy();
    expect(api.calls('POST', '/api/account/deletion')[0]!.body).toEqual({
      code: '654321',
    });
  });
});

describe('data exports', () => {
  it('wait while one is being built: no second request, and the list asked again', async () => {
    const pending = makeExport();
    const ready = {
      ...pending,
      status: 'ready' as const,
      byte_size: 2048,
      download_url: '/api/account/exports/x/download?sig=y',
    };
    let answer = [pending];
    routeProfile(makeAccount()).on('GET', '/api/account/exports', () => ({ exports: answer }));
    await openProfile(makeAccount());
    const row = await section('data').findByTestId('export-row', {}, SLOW);
    expect(row.dataset.status).toBe('pending');
    expect(section('data').getByTestId('export-request').hasAttribute('disabled')).toBe(true);

    answer = [ready];
    await waitFor(
      () => expect(section('data').getByTestId('export-row').dataset.status).toBe('ready'),
      { timeout: EXPORT_POLL_MS * 3 },
    );
    expect(section('data').getByTestId('export-request').hasAttribute('disabled')).toBe(false);
  });

  it('show a ready export with its size and download link', async () => {
    const ready = makeExport({
      status: 'ready',
      byte_size: 1536,
      download_url: '/api/account/exports/x/download?sig=y',
    });
    routeProfile(makeAccount()).on('GET', '/api/account/exports', () => ({ exports: [ready] }));
    await openProfile(makeAccount());
    const row = await section('data').findByTestId('export-row', {}, SLOW);
    expect(row.textContent).toContain('1.5 KB');
    expect(within(row).getByTestId('export-download').getAttribute('href')).toBe(
      ready.download_url,
    );
  });
});
