import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loginModalAtom } from '../../src/features/auth/session.atoms';
import { appStore } from '../../src/lib/state';
import { makeUser } from '../fixtures/users';
import { listOf } from './factories/generations';
import { installFakeApi, type FakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

/** The app's lazy chunks and copy load on first use; a busy machine takes its time. */
const SLOW = { timeout: 10_000 };

const member = makeUser({ name: 'Lan Nguyen', email: 'lan@example.vn' });

let api: FakeApi;

beforeEach(() => {
  setScreen(1280);
  api = installFakeApi({ appDefaults: true });
});

describe('requireAuth routes', () => {
  it('show Authentication Required to a guest and open the login modal remembering the path', async () => {
    await renderApp('/history?filter=failed');
    expect(await screen.findByText('Authentication Required', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Please login to access this feature.')).toBeTruthy();
    await waitFor(() =>
      expect(appStore.get(loginModalAtom)).toMatchObject({
        open: true,
        view: 'login',
        returnTo: '/history?filter=failed',
      }),
    );
  });

  it('show the page to a signed-in user', async () => {
    api.on('GET', '/api/generations', () => listOf([]));
    await renderApp('/history', { status: 'signed-in', user: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'History' }, SLOW)).toBeTruthy();
    expect(appStore.get(loginModalAtom).open).toBe(false);
    // The page asks for its list after reading the device's copy: let it, within this test.
    await waitFor(() => expect(api.calls('GET', '/api/generations')).toHaveLength(1));
  });
});

describe('admin gate', () => {
  it('shows checking while the session is verified', async () => {
    await renderApp('/admin/users', { status: 'checking' });
    expect(await screen.findByTestId('session-checking')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Users' })).toBeNull();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });

  it('shows Access Denied with the current user to a non-admin, then sends them home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { location } = await renderApp('/admin/users', { status: 'signed-in', user: member });
      expect(await screen.findByText('Access Denied')).toBeTruthy();
      expect(
        screen.getByText(
          "You don't have permission to access the admin dashboard. Only authorized administrators can access this area.",
        ),
      ).toBeTruthy();
      expect(within(screen.getByTestId('access-denied')).getByText(member.email)).toBeTruthy();
      expect(screen.getByRole('link', { name: /Go back/ }).getAttribute('href')).toBe('/');
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(location().pathname).toBe('/'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws Access Denied without the admin navigation', async () => {
    await renderApp('/admin/users', { status: 'signed-in', user: member });
    expect(await screen.findByTestId('access-denied', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('admin-layout')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  }, 30_000);

  it('lets an admin in', async () => {
    api.on('GET', '/api/admin/users/search', () => ({ users: [], total: 0, limit: 50, offset: 0 }));
    await renderApp('/admin/users', { status: 'signed-in', user: { ...member, is_admin: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('access-denied')).toBeNull();
  });
});
