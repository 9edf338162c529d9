/**
 * "Also revoke API tokens and pause webhooks" on the profile page: on by default beside "sign
 * out everywhere" and a password change, and what the request carries either way
 * (docs/accounts.md#recovery-ends-api-access).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Account } from '../../common/contracts/account';
import { restoreSession } from '../../src/features/auth/session';
import { sessionAtom } from '../../src/features/auth/session.atoms';
import { i18n } from '../../src/lib/i18n/i18n';
import { appStore } from '../../src/lib/state';
import { makeAccount } from './factories/account';
import { installFakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

function routeProfile(account: Account) {
  return installFakeApi()
    .on('GET', '/api/account', () => account)
    .on('GET', '/auth/sessions', () => ({ sessions: [] }))
    .on('GET', '/api/account/exports', () => ({ exports: [] }))
    .on('PUT', '/api/account/password', () => ({ status: 'success', ended: 0 }))
    .on('DELETE', '/auth/sessions', () => ({ status: 'success', ended: 1 }));
}

async function openProfile(account: Account) {
  await renderApp('/profile', { status: 'signed-in', user: account.user });
  await screen.findByTestId('profile-details', {}, SLOW);
}

const section = (id: string) => within(screen.getByTestId(`profile-${id}`));
const checkboxIn = (scope: ReturnType<typeof within>, testId: string) =>
  scope.getByTestId(testId).querySelector('input[type="checkbox"]') as HTMLInputElement;

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/ProfileRoute');
  await i18n.loadNamespaces(['profile', 'media']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

async function changePassword(password: ReturnType<typeof within>) {
  fireEvent.change(password.getByLabelText('Current password'), { target: { value: 'old-one' } });
  for (const label of ['New password', 'Confirm new password']) {
    fireEvent.change(password.getByLabelText(label), { target: { value: 'hoa-mai-2026' } });
  }
  fireEvent.click(password.getByRole('button', { name: 'Change password' }));
}

describe('a password change', () => {
  it('offers to revoke API access, ticked, and sends revoke_api_access: true', async () => {
    const api = routeProfile(makeAccount());
    await openProfile(makeAccount());
    const password = section('password');
    expect(password.getByText('Also revoke API tokens and pause webhooks')).toBeTruthy();
    expect(checkboxIn(password, 'password-revoke-api').checked).toBe(true);
    await changePassword(password);
    await waitFor(() => expect(api.calls('PUT', '/api/account/password')).toHaveLength(1), SLOW);
    expect(api.calls('PUT', '/api/account/password')[0]!.body).toMatchObject({
      revoke_api_access: true,
    });
  });

  it('sends revoke_api_access: false once the box is cleared', async () => {
    const api = routeProfile(makeAccount());
    await openProfile(makeAccount());
    const password = section('password');
    fireEvent.click(checkboxIn(password, 'password-revoke-api'));
    await waitFor(() => expect(checkboxIn(password, 'password-revoke-api').checked).toBe(false));
    await changePassword(password);
    await waitFor(() => expect(api.calls('PUT', '/api/account/password')).toHaveLength(1), SLOW);
    expect(api.calls('PUT', '/api/account/password')[0]!.body).toMatchObject({
      revoke_api_access: false,
    });
  });
});

describe('sign out everywhere', () => {
  async function openDialog() {
    fireEvent.click(section('sessions').getByTestId('sign-out-everywhere'));
    return within(await screen.findByTestId('sign-out-everywhere-dialog', {}, SLOW));
  }

  it('asks with the box ticked, and sends revoke_api_access: true', async () => {
    const api = routeProfile(makeAccount());
    await openProfile(makeAccount());
    const dialog = await openDialog();
    expect(checkboxIn(dialog, 'sign-out-everywhere-revoke-api').checked).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out all' }));
    await waitFor(() => expect(appStore.get(sessionAtom).status).toBe('signed-out'), SLOW);
    expect(api.calls('DELETE', '/auth/sessions').map(({ body }) => body)).toEqual([
      { revoke_api_access: true },
    ]);
  });

  it('sends revoke_api_access: false once the box is cleared', async () => {
    const api = routeProfile(makeAccount());
    await openProfile(makeAccount());
    const dialog = await openDialog();
    fireEvent.click(checkboxIn(dialog, 'sign-out-everywhere-revoke-api'));
    await waitFor(() =>
      expect(checkboxIn(dialog, 'sign-out-everywhere-revoke-api').checked).toBe(false),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Sign out all' }));
    await waitFor(() => expect(appStore.get(sessionAtom).status).toBe('signed-out'), SLOW);
    expect(api.calls('DELETE', '/auth/sessions').map(({ body }) => body)).toEqual([
      { revoke_api_access: false },
    ]);
  });

  it('says it in Vietnamese too', async () => {
    await i18n.changeLanguage('vi');
    routeProfile(makeAccount());
    await openProfile(makeAccount());
    const dialog = await openDialog();
    expect(dialog.getByText('Đồng thời thu hồi API token và tạm dừng webhook')).toBeTruthy();
  });
});
