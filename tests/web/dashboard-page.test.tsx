import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { restoreSession } from '../../src/features/auth/session';
import { loginModalAtom } from '../../src/features/auth/session.atoms';
import { appStore } from '../../src/lib/state';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { assetListOf, makeBodyModel } from './factories/assets';
import { listOf, makeDashboardStats, makeGeneration } from './factories/generations';
import { installFakeApi, type Handler } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

/** The app's lazy chunks and copy load on first use; a busy machine takes its time. */
const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const STATS = makeDashboardStats({
  credits: 4,
  total_generations: 3,
  completed: 2,
  failed: 1,
  assets: 7,
  per_service: { ...makeDashboardStats().per_service, 'virtual-tryon': 3 },
});

/** The dashboard's API; GET /api/generations answers as the test says (an empty list by default). */
function routeDashboard(generations: Handler = () => listOf([])) {
  const api = installFakeApi({ appDefaults: true });
  api
    .on('GET', '/api/dashboard', () => STATS)
    .on('GET', '/api/body-models', () => ({ items: [] }))
    .on('GET', '/api/assets', () => assetListOf())
    .on('GET', '/api/generations', generations);
  return api;
}

/** GET /api/generations answering the body generator's filter empty, any other with one. */
const oneUnlessBodies: Handler = ({ url }) =>
  listOf(url.searchParams.get('service') === 'body-generator' ? [] : [makeGeneration()]);

beforeAll(async () => {
  await restoreSession(); // once per page load: now, as a guest, not midway through a test
  await import('../../src/app/pages/DashboardPage');
  await i18n.loadNamespaces(['dashboard', 'generation', 'media']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('dashboard for a guest (docs/product-rules.md#dashboard)', () => {
  it("shows 'Authentication Required' on every feature card and asks for login for recent generations", async () => {
    routeDashboard();
    await renderApp('/dashboard');
    const cards = await screen.findAllByTestId(/^feature-card-/, {}, SLOW);
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(within(card).getByText('Authentication Required')).toBeTruthy();
      expect(within(card).getByText('Please login to access this feature.')).toBeTruthy();
    }
    const recent = screen.getByTestId('dashboard-recent');
    expect(within(recent).getByTestId('recent-sign-in').textContent).toContain(
      'Authentication Required',
    );
    expect(screen.queryByTestId('dashboard-stats')).toBeNull();
  });

  it('signs in from a feature card and comes back to that studio', async () => {
    routeDashboard();
    await renderApp('/dashboard');
    const card = await screen.findByTestId('feature-card-virtual-tryon', {}, SLOW);
    fireEvent.click(within(card).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(appStore.get(loginModalAtom)).toMatchObject({
        open: true,
        returnTo: '/virtual-tryon',
      }),
    );
  });
});

describe('dashboard for a signed-in user', () => {
  it('shows the stats, and filters recent generations by service', async () => {
    const api = routeDashboard(oneUnlessBodies);
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    const stats = await screen.findByTestId('dashboard-stats', {}, SLOW);
    expect(within(stats).getByTestId('stat-credits').textContent).toContain('4');
    expect(within(stats).getByTestId('stat-assets').textContent).toContain('7');

    fireEvent.click(screen.getByTestId('recent-filter-hairstyle-changer'));
    await waitFor(() =>
      expect(
        api
          .calls('GET', '/api/generations')
          .some(({ url }) => url.searchParams.get('service') === 'hairstyle-changer'),
      ).toBe(true),
    );
    expect(screen.getByTestId('recent-filter-hairstyle-changer').getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('invites the user to create a body model when there is none', async () => {
    routeDashboard(oneUnlessBodies);
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    const empty = await screen.findByTestId('bodies-empty', {}, SLOW);
    expect(
      within(empty).getByRole('link', { name: 'Create a body model' }).getAttribute('href'),
    ).toBe('/body-generator');
  });

  it('lists the saved body models with their measures, and leads to the try-on', async () => {
    const model = makeBodyModel({ params: { height_cm: 172, weight_kg: 64 } });
    routeDashboard().on('GET', '/api/body-models', () => ({ items: [model] }));
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    const section = await screen.findByTestId('dashboard-bodies', {}, SLOW);
    const tile = await within(section).findByTestId('body-model-tile', {}, SLOW);
    expect(tile.textContent).toContain('172 cm · 64 kg');
    expect(within(tile).getByRole('img').getAttribute('src')).toBe(model.asset.thumbnail_url);
    expect(
      within(section)
        .getByRole('link', { name: 'Dress them in virtual try-on' })
        .getAttribute('href'),
    ).toBe('/virtual-tryon');
  });

  it("says 'Failed to load generations' with a Retry that asks again", async () => {
    const api = routeDashboard(() => api.reply(500, { code: 'internal_error', message: 'boom' }));
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    const recent = await screen.findByTestId('dashboard-recent', {}, SLOW);
    expect(await within(recent).findByText('Failed to load generations', {}, SLOW)).toBeTruthy();
    const before = api.calls('GET', '/api/generations').length;
    fireEvent.click(within(recent).getByRole('button', { name: 'Retry' }));
    await waitFor(
      () => expect(api.calls('GET', '/api/generations').length).toBeGreaterThan(before),
      SLOW,
    );
  });
});
