import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Generation } from '../../common/contracts/generations';
import { SERVICE_SLUGS } from '../../common/routes';
import { restoreSession } from '../../src/features/auth/session';
import { tryOnSession } from '../../src/features/try-on/try-on-session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { json, makeGeneration, requestOf } from './factories/generations';
import { renderApp, setScreen } from './render-app';

/** The app's lazy chunks and copy load on first use; a busy machine takes its time. */
const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

interface Server {
  credits: number;
  /** What GET /api/generations/:id answers, call after call (the last one repeats). */
  states: Generation[];
  created: Generation;
}

function stubServer(server: Server) {
  let polls = 0;
  const fetchMock = vi.fn(async (...args: unknown[]) => {
    const { url, method } = requestOf(args);
    if (url.pathname === '/api/dashboard')
      return json(200, {
        credits: server.credits,
        total_generations: 0,
        completed: 0,
        processing: 0,
        failed: 0,
        assets: 0,
        per_service: Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, 0])),
      });
    if (url.pathname === '/api/ai/virtual-tryon' && method === 'POST')
      return json(202, { generation: server.created });
    if (url.pathname.startsWith('/api/generations/')) {
      const state = server.states[Math.min(polls, server.states.length - 1)]!;
      polls += 1;
      return json(200, state);
    }
    return json(404, { code: 'not_found', message: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter((call) => requestOf(call).method === 'POST');

const running = makeGeneration({
  status: 'processing',
  phase: 'generating',
  result_url: null,
  result_thumbnail_url: null,
});
const done = { ...running, status: 'success', phase: null } as Generation;
done.result_url = `/media/generations/${running.id}/result?sig=x`;

async function openStudio(user = makeUser()) {
  await renderApp('/virtual-tryon', { status: 'signed-in', user });
  await screen.findByTestId('try-on-studio', {}, SLOW);
  await waitFor(() => expect(screen.queryByText(/Checking for a generation/)).toBeNull(), SLOW);
  return user;
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const firstTile = (testId: string) => screen.getAllByTestId(testId)[0]!.querySelector('button')!;

async function chooseSamples() {
  fireEvent.click(firstTile('sample-model'));
  click('wizard-continue');
  await screen.findByTestId('garment-picker', {}, SLOW);
  fireEvent.click(screen.getByTestId('garment-filter-dresses'));
  fireEvent.click(firstTile('sample-garment'));
  click('wizard-continue');
  await screen.findByTestId('review-garment', {}, SLOW);
}

beforeAll(async () => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
  await restoreSession(); // once per page load: now, as a guest, not midway through a test
  await import('../../src/app/pages/TryOnPage');
  await i18n.loadNamespaces(['try-on', 'generation', 'media', 'tutorial']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('try-on wizard', () => {
  it('refuses a garment before a model with the spec text', async () => {
    stubServer({ credits: 5, states: [done], created: running });
    await openStudio();
    fireEvent.click(within(screen.getByTestId('slot-garment')).getByRole('button'));
    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toContain(
      'Please select a model first before choosing a garment',
    );
    expect(screen.getByTestId('try-on-studio').dataset.step).toBe('model');
  });

  it('refuses to go on to generating without a garment', async () => {
    stubServer({ credits: 5, states: [done], created: running });
    await openStudio();
    fireEvent.click(firstTile('sample-model'));
    click('wizard-continue');
    await screen.findByTestId('garment-picker', {}, SLOW);
    click('wizard-continue');
    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toContain(
      'Please select both model and garment before generating.',
    );
  });

  it('filters sample garments by category', async () => {
    stubServer({ credits: 5, states: [done], created: running });
    await openStudio();
    fireEvent.click(firstTile('sample-model'));
    click('wizard-continue');
    await screen.findByTestId('garment-picker', {}, SLOW);
    const all = screen.getAllByTestId('sample-garment').length;
    fireEvent.click(screen.getByTestId('garment-filter-outerwear'));
    const outerwear = screen.getAllByTestId('sample-garment');
    expect(outerwear.length).toBeGreaterThan(0);
    expect(outerwear.length).toBeLessThan(all);
    for (const tile of outerwear) expect(tile.textContent).toContain('Outerwear');
  });

  it('generates once per intent, follows the phases and shows the result', async () => {
    const fetchMock = stubServer({ credits: 5, states: [running, done], created: running });
    await openStudio();
    await chooseSamples();
    expect(screen.getByTestId('rail-cost').textContent).toContain('1 credit');

    // A double click sends one request.
    const generate = screen.getByTestId('wizard-generate');
    fireEvent.click(generate);
    fireEvent.click(generate);
    expect(await screen.findByTestId('generation-progress', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    const [post] = posts(fetchMock);
    const body = (post![1] as RequestInit).body as FormData;
    expect(body.get('category')).toBe('dresses');
    expect(body.get('model_sample_id')).toMatch(/^model-/);
    expect(body.get('garment_sample_id')).toMatch(/^garment-/);
    expect(
      ((post![1] as RequestInit).headers as Record<string, string>)['idempotency-key'],
    ).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findByTestId('try-on-result', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('try-on-result-image').getAttribute('src')).toBe(done.result_url);
    expect(await screen.findByText('Your try-on is ready', {}, SLOW)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('shows balance, cost and shortage and does not generate without credits', async () => {
    const fetchMock = stubServer({ credits: 0, states: [done], created: running });
    await openStudio();
    await chooseSamples();
    const message = await screen.findByTestId('insufficient-credits', {}, SLOW);
    expect(message.textContent).toContain(
      'You have 0 credits, this generation costs 1: you are 1 short.',
    );
    expect(screen.getByTestId('wizard-generate').hasAttribute('disabled')).toBe(true);
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('reattaches to the generation it was following after a reload', async () => {
    const user = makeUser();
    await tryOnSession.save({
      owner: user.id,
      generationId: running.id,
      savedAt: Date.now(),
      model: {
        key: 'sample:model-linh',
        source: { kind: 'sample', id: 'model-linh' },
        label: 'Linh',
        origin: 'sample',
        sampleUrl: '/samples/models/model-linh.webp',
      },
      garment: null,
    });
    // The first answer restores it, the next keeps it running for one 2 s poll, then it is done.
    stubServer({ credits: 5, states: [running, running, done], created: running });
    await renderApp('/virtual-tryon', { status: 'signed-in', user });
    expect(await screen.findByTestId('generation-progress', {}, SLOW)).toBeTruthy();
    expect(await screen.findByTestId('try-on-result', {}, SLOW)).toBeTruthy();
  });
});
