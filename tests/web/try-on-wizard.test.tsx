import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Generation } from '../../common/contracts/generations';
import { restoreSession } from '../../src/features/auth/session';
import { tryOnSession } from '../../src/features/try-on/try-on-session';
import { i18n } from '../../src/lib/i18n/i18n';
import { makeUser } from '../fixtures/users';
import { makeDashboardStats, makeGeneration } from './factories/generations';
import { installFakeApi } from './fake-api/fake-api';
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

function routeServer(server: Server) {
  let polls = 0;
  const api = installFakeApi({ appDefaults: true });
  api
    .on('GET', '/api/dashboard', () => makeDashboardStats({ credits: server.credits }))
    .on('POST', '/api/ai/virtual-tryon', () => api.reply(202, { generation: server.created }))
    .on(
      'GET',
      '/api/generations/:id',
      () => server.states[Math.min(polls++, server.states.length - 1)],
    );
  return api;
}

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
  await restoreSession(); // once per page load: now, as a guest, not midway through a test
  await import('../../src/app/pages/TryOnPage');
  await i18n.loadNamespaces(['try-on', 'generation', 'media', 'tutorial']);
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
});

describe('try-on wizard', () => {
  it('refuses a garment before a model with the spec text', async () => {
    routeServer({ credits: 5, states: [done], created: running });
    await openStudio();
    fireEvent.click(within(screen.getByTestId('slot-garment')).getByRole('button'));
    expect((await screen.findByTestId('wizard-validation', {}, SLOW)).textContent).toContain(
      'Please select a model first before choosing a garment',
    );
    expect(screen.getByTestId('try-on-studio').dataset.step).toBe('model');
  });

  it('refuses to go on to generating without a garment', async () => {
    routeServer({ credits: 5, states: [done], created: running });
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
    routeServer({ credits: 5, states: [done], created: running });
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
    const api = routeServer({ credits: 5, states: [running, done], created: running });
    await openStudio();
    await chooseSamples();
    expect(screen.getByTestId('rail-cost').textContent).toContain('1 credit');

    // A double click sends one request.
    const generate = screen.getByTestId('wizard-generate');
    fireEvent.click(generate);
    fireEvent.click(generate);
    expect(await screen.findByTestId('generation-progress', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(api.calls('POST')).toHaveLength(1));
    const [post] = api.calls('POST', '/api/ai/virtual-tryon');
    const body = post!.body as FormData;
    expect(body.get('category')).toBe('dresses');
    expect(body.get('model_sample_id')).toMatch(/^model-/);
    expect(body.get('garment_sample_id')).toMatch(/^garment-/);
    expect(post!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);

    expect(await screen.findByTestId('try-on-result', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('try-on-result-image').getAttribute('src')).toBe(done.result_url);
    expect(await screen.findByText('Your try-on is ready', {}, SLOW)).toBeTruthy();
    expect(api.calls('POST')).toHaveLength(1);
  });

  it('shows balance, cost and shortage and does not generate without credits', async () => {
    const api = routeServer({ credits: 0, states: [done], created: running });
    await openStudio();
    await chooseSamples();
    const message = await screen.findByTestId('insufficient-credits', {}, SLOW);
    expect(message.textContent).toContain(
      'You have 0 credits, this generation costs 1: you are 1 short.',
    );
    expect(screen.getByTestId('wizard-generate').hasAttribute('disabled')).toBe(true);
    expect(api.calls('POST')).toHaveLength(0);
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
    routeServer({ credits: 5, states: [running, running, done], created: running });
    await renderApp('/virtual-tryon', { status: 'signed-in', user });
    expect(await screen.findByTestId('generation-progress', {}, SLOW)).toBeTruthy();
    expect(await screen.findByTestId('try-on-result', {}, SLOW)).toBeTruthy();
  });
});

describe('the cost when the balance cannot be read', () => {
  it('says so beside the cost, in Vietnamese', async () => {
    const api = installFakeApi({ appDefaults: true });
    api.on('GET', '/api/dashboard', () => {
      throw new TypeError('Failed to fetch');
    });
    await i18n.changeLanguage('vi');
    await openStudio(makeUser({ credits: 5 }));
    expect((await screen.findByTestId('rail-balance-unavailable', {}, SLOW)).textContent).toBe(
      'Không tải được số dư: chi phí sẽ được kiểm tra lại khi bạn tạo ảnh.',
    );
    expect(screen.getByTestId('rail-cost').textContent).toContain('1 tín dụng');
  });

  it('says nothing of it while the balance is read', async () => {
    routeServer({ credits: 5, states: [done], created: running });
    await openStudio();
    await waitFor(() => expect(screen.getByTestId('rail-balance').textContent).toContain('5'));
    expect(screen.queryByTestId('rail-balance-unavailable')).toBeNull();
  });
});
