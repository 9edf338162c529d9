import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { restoreSession } from '../../src/features/auth/session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { assetListOf, makeBodyModel } from './factories/assets';
import { listOf, makeDashboardStats, makeGeneration } from './factories/generations';
import { installFakeApi, type FakeApi } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const STATS = makeDashboardStats({ credits: 17, total_generations: 9, assets: 3 });

/** The dashboard's API answering as a server does. */
function online(): FakeApi {
  return installFakeApi({ appDefaults: true })
    .on('GET', '/api/dashboard', () => STATS)
    .on('GET', '/api/generations', () => listOf([makeGeneration({ id: 'gen-kept-1' })]))
    .on('GET', '/api/body-models', () => ({ items: [makeBodyModel()] }))
    .on('GET', '/api/assets', () => assetListOf());
}

/**
 * Every dashboard call fails as it does with no connection (the newest route wins, so this can
 * follow online() in one test).
 */
function offline(api: FakeApi = installFakeApi({ appDefaults: true })): FakeApi {
  const unreachable = () => {
    throw new TypeError('Failed to fetch');
  };
  return api
    .on('GET', '/api/dashboard', unreachable)
    .on('GET', '/api/generations', unreachable)
    .on('GET', '/api/body-models', unreachable)
    .on('GET', '/api/community', unreachable)
    .on('GET', '/api/assets', unreachable);
}

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/DashboardPage');
  await i18n.loadNamespaces(['dashboard', 'generation', 'media']);
}, 30_000);

beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('the dashboard offline (docs/product-rules.md#dashboard)', () => {
  it('shows the numbers and recent generations kept from the last visit, with the offline banner', async () => {
    const user = makeUser();
    const api = online();
    await renderApp('/dashboard', { status: 'signed-in', user });
    await screen.findByTestId('recent-list', {}, SLOW);
    expect(
      within(await screen.findByTestId('dashboard-stats', {}, SLOW)).getByTestId('stat-credits')
        .textContent,
    ).toContain('17');
    await screen.findByTestId('body-model-tile', {}, SLOW);
    // The copies are written as the answers arrive; give IndexedDB its turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
    cleanup();

    offline(api);
    await renderApp('/dashboard', { status: 'signed-in', user });
    const banner = await screen.findByTestId('dashboard-offline', {}, SLOW);
    expect(banner.textContent).toContain(
      'Offline: showing the numbers and recent generations saved on this device.',
    );
    const stats = await screen.findByTestId('dashboard-stats', {}, SLOW);
    expect(within(stats).getByTestId('stat-credits').textContent).toContain('17');
    expect(
      within(await screen.findByTestId('recent-list', {}, SLOW)).getAllByRole('button'),
    ).not.toHaveLength(0);
    await screen.findByTestId('body-model-tile', {}, SLOW);
    expect(screen.queryByText('Failed to load generations')).toBeNull();
    expect(screen.queryByText('Could not load your numbers')).toBeNull();
    expect(screen.queryByText('Could not load your body models')).toBeNull();
    // The asset library had nothing on this device: it says so under its offline badge.
    expect(await screen.findByTestId('library-empty', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('library-offline')).toBeTruthy();
    expect(screen.queryByText('Failed to load assets')).toBeNull();
  });

  it('still says what failed when nothing was kept on this device', async () => {
    offline();
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    expect(await screen.findByText('Failed to load generations', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('dashboard-offline')).toBeNull();
  });

  it('shows the Vietnamese banner in Vietnamese', async () => {
    const user = makeUser();
    const api = online();
    await renderApp('/dashboard', { status: 'signed-in', user });
    await screen.findByTestId('dashboard-stats', {}, SLOW);
    await waitFor(() => expect(screen.getByTestId('stat-credits').textContent).toContain('17'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    cleanup();
    await i18n.changeLanguage('vi');
    offline(api);
    await renderApp('/dashboard', { status: 'signed-in', user });
    expect((await screen.findByTestId('dashboard-offline', {}, SLOW)).textContent).toContain(
      'Ngoại tuyến',
    );
  });
});
