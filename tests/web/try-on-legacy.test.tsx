/**
 * /virtual-tryon-legacy: the try-on studio as one plain page, every input at once and Generate,
 * on the wizard's lifecycle (its saved run is the wizard's), with "save to my assets".
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SERVICE_SLUGS } from '../../common/routes';
import { restoreSession } from '../../src/features/auth/session';
import { tryOnSession } from '../../src/features/try-on/try-on-session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { json, makeGeneration, requestOf } from './factories/generations';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

const done = makeGeneration({ finished_at: new Date().toISOString() });

function stubServer() {
  const fetchMock = vi.fn(async (...args: unknown[]) => {
    const { url, method } = requestOf(args);
    if (url.pathname === '/api/dashboard')
      return json(200, {
        credits: 5,
        total_generations: 0,
        completed: 0,
        processing: 0,
        failed: 0,
        assets: 0,
        per_service: Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, 0])),
      });
    if (url.pathname === '/api/ai/virtual-tryon' && method === 'POST')
      return json(202, { generation: done });
    if (url.pathname === '/api/assets' && method === 'POST')
      return json(201, {
        id: '00000000-0000-4000-8000-000000000001',
        original_name: 'try-on.png',
        kind: 'image',
        mime_type: 'image/png',
        size_bytes: 4,
        width: 768,
        height: 1024,
        url: '/media/assets/a?sig=1',
        thumbnail_url: '/media/assets/a/thumbnail?sig=1',
        created_at: new Date().toISOString(),
      });
    if (url.pathname.startsWith('/api/generations/')) return json(200, done);
    // The page's own Blob (jsdom's), which its FormData takes; undici's Response makes another.
    if (url.pathname.startsWith('/media/'))
      return { ok: true, status: 200, blob: async () => new Blob([new Uint8Array(4)]) };
    return json(404, { code: 'not_found', message: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const firstTile = (testId: string) => screen.getAllByTestId(testId)[0]!.querySelector('button')!;
const posts = (fetchMock: ReturnType<typeof stubServer>, path: string) =>
  fetchMock.mock.calls.filter((call) => {
    const { url, method } = requestOf(call);
    return method === 'POST' && url.pathname === path;
  });

beforeAll(async () => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
  await restoreSession();
  await import('../../src/app/pages/TryOnLegacyPage');
  await i18n.loadNamespaces(['try-on', 'studio', 'generation', 'media', 'tutorial']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the legacy try-on page', () => {
  it('shows every input at once, generates, and saves the result to the assets', async () => {
    const fetchMock = stubServer();
    const user = makeUser();
    await renderApp('/virtual-tryon-legacy', { status: 'signed-in', user });
    await screen.findByTestId('try-on-legacy', {}, SLOW);
    expect(screen.queryByTestId('screen-placeholder')).toBeNull();
    await screen.findByTestId('model-picker', {}, SLOW);
    expect(screen.getByTestId('garment-picker')).toBeTruthy();
    expect(screen.getByTestId('category-tops')).toBeTruthy();

    // The wizard's rule holds here too: no garment before a model.
    fireEvent.click(firstTile('sample-garment'));
    expect((await screen.findByTestId('wizard-validation')).textContent).toContain(
      'Please select a model first before choosing a garment',
    );
    fireEvent.click(firstTile('sample-model'));
    fireEvent.click(screen.getByTestId('garment-filter-dresses'));
    fireEvent.click(firstTile('sample-garment'));
    fireEvent.click(screen.getByTestId('wizard-generate'));

    expect(await screen.findByTestId('try-on-result-image', {}, SLOW)).toBeTruthy();
    const [post] = posts(fetchMock, '/api/ai/virtual-tryon');
    const body = (post![1] as RequestInit).body as FormData;
    expect(body.get('category')).toBe('dresses');
    expect(await tryOnSession.load(user.id)).toMatchObject({ generationId: done.id });

    fireEvent.click(screen.getByTestId('result-save'));
    await waitFor(() => expect(screen.getByTestId('result-save').dataset.state).toBe('saved'));
    expect(posts(fetchMock, '/api/assets')).toHaveLength(1);
  });

  it('shows the run the wizard left, since both keep the same one', async () => {
    stubServer();
    const user = makeUser();
    await tryOnSession.save({ owner: user.id, generationId: done.id, savedAt: Date.now() });
    await renderApp('/virtual-tryon-legacy', { status: 'signed-in', user });
    expect(await screen.findByTestId('try-on-result-image', {}, SLOW)).toBeTruthy();
    expect((screen.getByTestId('try-on-result-image') as HTMLImageElement).src).toContain(
      done.result_url!,
    );
  });
});
