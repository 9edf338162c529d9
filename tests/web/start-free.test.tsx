import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loginModalAtom } from '../../src/features/auth/session.atoms';
import { i18n } from '../../src/lib/i18n/i18n';
import { appStore } from '../../src/lib/state';
import { makeUser } from '../fixtures/users';
import { assetListOf } from './factories/assets';
import { listOf } from './factories/generations';
import { installFakeApi, type FakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

let api: FakeApi;

beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
  api = installFakeApi({ appDefaults: true });
});

/** The lazy home page and the modal's code load slowly on a busy machine. */
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };

/** The hero's 'Start free' link. */
const startFree = () => screen.findByRole('link', { name: /^Start free with \d+ credits$/ }, SLOW);

describe("'Start free' (docs/product-rules.md#navigation)", () => {
  it('opens the sign-up form over the home page for a guest, not the guest dashboard', async () => {
    const { location } = await renderApp('/');
    fireEvent.click(await startFree());
    const modal = await screen.findByTestId('login-modal', {}, SLOW);
    expect(modal.getAttribute('data-view')).toBe('register');
    expect(appStore.get(loginModalAtom).returnTo).toBeNull();
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(location().search).toBe('');
    expect(screen.queryByTestId('dashboard-layout')).toBeNull();
  });

  it('opens sign-up from a shared link to any page with ?signup', async () => {
    const { location } = await renderApp('/about?signup');
    const modal = await screen.findByTestId('login-modal', {}, SLOW);
    expect(modal.getAttribute('data-view')).toBe('register');
    expect(location().pathname).toBe('/about');
    expect(location().search).toBe('');
  });

  it('takes a signed-in user to the dashboard', async () => {
    api
      .on('GET', '/api/generations', () => listOf([]))
      .on('GET', '/api/body-models', () => ({ items: [] }))
      .on('GET', '/api/assets', () => assetListOf());
    const { location } = await renderApp('/', { status: 'signed-in', user: makeUser() });
    fireEvent.click(await startFree());
    await waitFor(() => expect(location().pathname).toBe('/dashboard'), SLOW);
    expect(appStore.get(loginModalAtom).open).toBe(false);
    // The dashboard itself renders (and its lazy code finishes loading inside the test).
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SLOW)).toBeTruthy();
  });
});
