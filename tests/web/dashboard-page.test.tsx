import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BodyModel } from '../../common/contracts/body-models';
import type { DashboardStats } from '../../common/contracts/generations';
import { restoreSession } from '../../src/features/auth/session';
import { loginModalAtom } from '../../src/features/auth/session.atoms';
import { appStore } from '../../src/lib/state';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { json, listOf, makeGeneration, requestOf } from './factories/generations';
import { renderApp, setScreen } from './render-app';

/** The app's lazy chunks and copy load on first use; a busy machine takes its time. */
const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const STATS: DashboardStats = {
  credits: 4,
  total_generations: 3,
  completed: 2,
  processing: 0,
  failed: 1,
  assets: 7,
  per_service: {
    'virtual-tryon': 3,
    'image-editing': 0,
    'image-to-video': 0,
    'body-generator': 0,
    'hairstyle-changer': 0,
  },
};

type Answer = (url: URL) => Response | Promise<Response>;

/** What GET /api/body-models answers. */
let bodyModels: BodyModel[] = [];

function stubFetch(answer: Answer = () => json(200, listOf([]))) {
  const fetchMock = vi.fn(async (...args: unknown[]) => {
    const { url } = requestOf(args);
    if (url.pathname === '/api/dashboard') return json(200, STATS);
    if (url.pathname === '/api/body-models') return json(200, { items: bodyModels });
    if (url.pathname === '/api/community') return json(200, { items: [] });
    if (url.pathname === '/api/assets')
      return json(200, { items: [], next_cursor: null, total: 0 });
    return answer(url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const generationCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map((call) => requestOf(call).url)
    .filter((url) => url.pathname === '/api/generations');

beforeAll(async () => {
  await restoreSession(); // once per page load: now, as a guest, not midway through a test
  await import('../../src/app/pages/DashboardPage');
  await i18n.loadNamespaces(['dashboard', 'generation', 'media']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  bodyModels = [];
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('dashboard for a guest (docs/product-rules.md#dashboard)', () => {
  it("shows 'Authentication Required' on every feature card and asks for login for recent generations", async () => {
    stubFetch();
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
    stubFetch();
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
    const fetchMock = stubFetch((url) =>
      json(
        200,
        listOf(url.searchParams.get('service') === 'body-generator' ? [] : [makeGeneration()]),
      ),
    );
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    const stats = await screen.findByTestId('dashboard-stats', {}, SLOW);
    expect(within(stats).getByTestId('stat-credits').textContent).toContain('4');
    expect(within(stats).getByTestId('stat-assets').textContent).toContain('7');

    fireEvent.click(screen.getByTestId('recent-filter-hairstyle-changer'));
    await waitFor(() =>
      expect(
        generationCalls(fetchMock).some(
          (url) => url.searchParams.get('service') === 'hairstyle-changer',
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId('recent-filter-hairstyle-changer').getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('invites the user to create a body model when there is none', async () => {
    stubFetch((url) =>
      json(
        200,
        listOf(url.searchParams.get('service') === 'body-generator' ? [] : [makeGeneration()]),
      ),
    );
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    const empty = await screen.findByTestId('bodies-empty', {}, SLOW);
    expect(
      within(empty).getByRole('link', { name: 'Create a body model' }).getAttribute('href'),
    ).toBe('/body-generator');
  });

  it('lists the saved body models with their measures, and leads to the try-on', async () => {
    bodyModels = [
      {
        id: '00000000-0000-4000-8000-00000000b001',
        asset: {
          id: '00000000-0000-4000-8000-00000000a001',
          kind: 'image',
          mime_type: 'image/jpeg',
          original_name: 'body-model.jpg',
          byte_size: 1000,
          width: 1500,
          height: 2000,
          duration_ms: null,
          created_at: new Date().toISOString(),
          url: '/media/assets/a001/file?sig=x',
          thumbnail_url: '/media/assets/a001/thumbnail?sig=x',
        },
        generation_id: null,
        params: { height_cm: 172, weight_kg: 64 },
        created_at: new Date().toISOString(),
      },
    ];
    stubFetch();
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    const section = await screen.findByTestId('dashboard-bodies', {}, SLOW);
    const tile = await within(section).findByTestId('body-model-tile', {}, SLOW);
    expect(tile.textContent).toContain('172 cm · 64 kg');
    expect(within(tile).getByRole('img').getAttribute('src')).toBe(
      '/media/assets/a001/thumbnail?sig=x',
    );
    expect(
      within(section)
        .getByRole('link', { name: 'Dress them in virtual try-on' })
        .getAttribute('href'),
    ).toBe('/virtual-tryon');
  });

  it("says 'Failed to load generations' with a Retry that asks again", async () => {
    const fetchMock = stubFetch(() => json(500, { code: 'internal_error', message: 'boom' }));
    await renderApp('/dashboard', { status: 'signed-in', user: makeUser() });
    const recent = await screen.findByTestId('dashboard-recent', {}, SLOW);
    expect(await within(recent).findByText('Failed to load generations', {}, SLOW)).toBeTruthy();
    const before = generationCalls(fetchMock).length;
    fireEvent.click(within(recent).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(generationCalls(fetchMock).length).toBeGreaterThan(before), SLOW);
  });
});
