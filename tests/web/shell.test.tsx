import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeClientConfig } from './factories/client-config';
import { installFakeApi, type FakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

let api: FakeApi;

beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
  api = installFakeApi({ appDefaults: true });
});

describe('device gate', () => {
  it('shows the restriction screen on studio, dashboard and admin pages on a phone', async () => {
    setScreen(375, IPHONE);
    for (const path of ['/dashboard', '/virtual-tryon', '/admin']) {
      const view = await renderApp(path);
      expect(await screen.findByTestId('device-restriction')).toBeTruthy();
      expect(screen.getByText('Desktop (≥1024px) or Tablet (≥768px)')).toBeTruthy();
      expect(screen.getByText('375 × 800px')).toBeTruthy();
      view.unmount();
    }
  });

  it('lets the home page through on a phone', async () => {
    setScreen(375, IPHONE);
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('device-restriction')).toBeNull();
  });
});

describe('not found and errors', () => {
  it('shows the not-found screen for an unknown path', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.getByText(/There is no page at \/no\/such\/page/)).toBeTruthy();
  });

  it('shows Something went wrong with the error text and Try again after a render error', async () => {
    // /test exists only where the server enables the developer pages.
    api.on('GET', '/api/config', () => makeClientConfig({ devTools: true }));
    await renderApp('/test');
    fireEvent.click(await screen.findByTestId('trigger-render-error'));
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Deliberate render error from /test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('trigger-render-error')).toBeTruthy();
  });
});

describe('language toggle', () => {
  it('switches the shell to Vietnamese and remembers the choice', async () => {
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('language-toggle')[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bảng điều khiển' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('studio.language')).toBe('vi'));
    expect(document.documentElement.lang).toBe('vi-VN');
  });
});
