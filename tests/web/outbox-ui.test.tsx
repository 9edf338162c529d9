/**
 * The outbox in the studio, the history and the dashboard (docs/architecture.md#the-outbox): a
 * try-on asked for offline is queued with Cancel, sent when the connection returns and followed to
 * its result; a refusal then shows; queued requests are listed above the server's generations.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '../../common/contracts/auth';
import type { Generation } from '../../common/contracts/generations';
import { restoreSession } from '../../src/features/auth/session';
import { tryOnSession } from '../../src/features/try-on/try-on-session';
import { tokenStore } from '../../src/lib/api/token-store';
import { i18n } from '../../src/lib/i18n/i18n';
import { outbox, queueGeneration, startOutbox } from '../../src/lib/pwa/outbox-runtime';
import { makeUser } from '../fixtures/users';
import { assetListOf } from './factories/assets';
import { listOf, makeGeneration } from './factories/generations';
import { mediaResponse } from './factories/media';
import { installFakeApi, type FakeApi, type FakeRequest } from './fake-api/fake-api';
import { renderApp, setScreen } from './render-app';

const SLOW = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

type PostAnswer = 'offline' | { status: number; body: unknown };

const running = makeGeneration({
  status: 'processing',
  phase: 'generating',
  result_url: null,
  result_thumbnail_url: null,
});
const done = { ...running, status: 'success', phase: null } as Generation;
done.result_url = `/media/generations/${running.id}/result?sig=x`;

/** The API: POST answers as the test says (changeable midway), reads answer as a server would. */
function routeServer(server: { post: PostAnswer; history?: Generation[] }) {
  const api = installFakeApi({ appDefaults: true });
  api
    .on('POST', '/api/ai/virtual-tryon', () => {
      if (server.post === 'offline') throw new TypeError('Failed to fetch');
      return api.reply(server.post.status, server.post.body);
    })
    .on('GET', '/api/generations', () => listOf(server.history ?? []))
    .on('GET', '/api/generations/:id', () => done)
    .on('GET', '/media/*', () => mediaResponse());
  return api;
}

const posts = (api: FakeApi) => api.calls('POST', '/api/ai/virtual-tryon');
const keyOf = (request: FakeRequest) => request.headers.get('idempotency-key');

let online = true;
function goOnline(): void {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** Signed in as the app stores it: the outbox sends with this token, for this user. */
function signIn(user: User): void {
  tokenStore.setToken('test-token');
  tokenStore.setCachedUser(user);
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const firstTile = (testId: string) => screen.getAllByTestId(testId)[0]!.querySelector('button')!;

async function generateInStudio(user: User) {
  await renderApp('/virtual-tryon', { status: 'signed-in', user });
  await screen.findByTestId('try-on-studio', {}, SLOW);
  await waitFor(() => expect(screen.queryByText(/Checking for a generation/)).toBeNull(), SLOW);
  fireEvent.click(firstTile('sample-model'));
  click('wizard-continue');
  await screen.findByTestId('garment-picker', {}, SLOW);
  fireEvent.click(firstTile('sample-garment'));
  click('wizard-continue');
  await screen.findByTestId('review-garment', {}, SLOW);
  click('wizard-generate');
}

async function queueSample(user: User, key: string) {
  online = false;
  const request = { category: 'tops', model_sample_id: 'model-linh', garment_sample_id: 'g-1' };
  return queueGeneration(user.id, { service: 'virtual-tryon', fields: request, files: [] }, key);
}

beforeAll(async () => {
  await restoreSession();
  await import('../../src/app/pages/TryOnPage');
  await import('../../src/app/pages/HistoryRoute');
  await i18n.loadNamespaces(['try-on', 'generation', 'media', 'tutorial', 'history', 'dashboard']);
  startOutbox();
}, 30_000);
beforeEach(async () => {
  setScreen(1280);
  await i18n.changeLanguage('en');
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  for (const entry of await outbox.list()) await outbox.cancel(entry.id);
});
afterEach(() => {
  outbox.dispose();
  tokenStore.clear();
  vi.restoreAllMocks();
});

describe('a try-on asked for offline', () => {
  it('is queued with Cancel, and once cancelled is never sent', async () => {
    const user = makeUser();
    signIn(user);
    const api = routeServer({ post: { status: 202, body: { generation: running } } });
    online = false;
    await generateInStudio(user);

    const queued = await screen.findByTestId('run-queued', {}, SLOW);
    expect(queued.textContent).toContain('Queued — will be sent when you are back online');
    expect(screen.getByTestId('wizard-generate').textContent).toBe('Queued');
    const [entry] = await outbox.list(user.id);
    expect(entry).toMatchObject({ state: 'queued', fields: { category: 'tops' } });
    expect(entry!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(within(queued).getByTestId('queued-cancel'));
    expect(await screen.findByText('The queued try-on was cancelled', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('run-queued')).toBeNull());
    expect(await outbox.list(user.id)).toEqual([]);
    goOnline();
    await outbox.whenIdle();
    expect(posts(api)).toHaveLength(0);
  });

  it('is sent, with the same key, when the connection returns, and followed to its result', async () => {
    const user = makeUser();
    signIn(user);
    // The submit gets no answer (a dead connection the browser still calls online): queued.
    const server: { post: PostAnswer } = { post: 'offline' };
    const api = routeServer(server);
    await generateInStudio(user);
    expect(await screen.findByTestId('run-queued', {}, SLOW)).toBeTruthy();

    server.post = { status: 202, body: { generation: running } };
    goOnline();
    expect(await screen.findByTestId('try-on-result', {}, SLOW)).toBeTruthy();
    const keys = new Set(posts(api).map(keyOf));
    expect(keys.size).toBe(1);
    expect(await outbox.list(user.id)).toEqual([]);
  });

  it('shows the balance, cost and shortage when it is refused for credits once sent', async () => {
    const user = makeUser();
    signIn(user);
    const refusal = {
      code: 'insufficient_credits',
      detail: 'Not enough credits',
      balance: 0,
      cost: 1,
      shortage: 1,
    };
    const server: { post: PostAnswer } = { post: { status: 402, body: refusal } };
    routeServer(server);
    online = false;
    await generateInStudio(user);
    expect(await screen.findByTestId('run-queued', {}, SLOW)).toBeTruthy();

    goOnline();
    const message = await screen.findByTestId('insufficient-credits', {}, SLOW);
    expect(message.textContent).toContain(
      'You have 0 credits, this generation costs 1: you are 1 short.',
    );
    expect((await outbox.list(user.id))[0]).toMatchObject({
      state: 'failed',
      lastError: { kind: 'insufficient-credits', balance: 0 },
    });
  });
});

describe('a try-on queued before a reload', () => {
  it('shows queued again, with Cancel, when the studio opens', async () => {
    const user = makeUser();
    signIn(user);
    routeServer({ post: 'offline' });
    const entry = await queueSample(user, 'reload-key-0001');
    await tryOnSession.save({
      owner: user.id,
      queuedKey: entry.idempotencyKey,
      savedAt: Date.now(),
      model: null,
      garment: null,
    });
    await renderApp('/virtual-tryon', { status: 'signed-in', user });
    const queued = await screen.findByTestId('run-queued', {}, SLOW);
    expect(within(queued).getByTestId('queued-cancel').hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('try-on-studio').dataset.step).toBe('generate');
  });
});

describe('a try-on left unanswered by a reload', () => {
  it('is kept on the device, with its key and picks, while its request is out', async () => {
    const user = makeUser();
    signIn(user);
    const api = routeServer({ post: { status: 202, body: { generation: running } } });
    let keptWhileOut: Awaited<ReturnType<typeof tryOnSession.load>>;
    api.on('POST', '/api/ai/virtual-tryon', async () => {
      keptWhileOut = await tryOnSession.load(user.id);
      return api.reply(202, { generation: running });
    });
    await generateInStudio(user);
    expect(await screen.findByTestId('try-on-result', {}, SLOW)).toBeTruthy();

    const [post] = posts(api);
    expect(keptWhileOut!).toMatchObject({
      pendingKey: keyOf(post!),
      category: 'tops',
      model: { source: { kind: 'sample' } },
      garment: { source: { kind: 'sample' } },
    });
    // Answered: the run now follows its generation, and nothing is pending any more.
    const kept = await tryOnSession.load(user.id);
    expect(kept).toMatchObject({ generationId: running.id });
    expect(kept!.pendingKey).toBeUndefined();
  });

  it('is sent again with the same key when the studio opens, once, and followed', async () => {
    const user = makeUser();
    signIn(user);
    const api = routeServer({ post: { status: 202, body: { generation: running } } });
    const sample = (id: string, label: string) => ({
      key: `sample:${id}`,
      source: { kind: 'sample', id } as const,
      label,
      origin: 'sample' as const,
      sampleUrl: `/samples/${id}.webp`,
    });
    await tryOnSession.save({
      owner: user.id,
      pendingKey: 'pending-key-0001',
      category: 'dresses',
      savedAt: Date.now(),
      model: sample('model-linh', 'Linh'),
      garment: sample('g-1', 'Dress'),
    });

    await renderApp('/virtual-tryon', { status: 'signed-in', user });
    expect(await screen.findByTestId('try-on-result', {}, SLOW)).toBeTruthy();
    const sent = posts(api);
    expect(sent.map(keyOf)).toEqual(['pending-key-0001']);
    expect(Object.fromEntries((sent[0]!.body as FormData).entries())).toEqual({
      category: 'dresses',
      model_sample_id: 'model-linh',
      garment_sample_id: 'g-1',
    });
    expect(await outbox.list(user.id)).toEqual([]);
    expect(await tryOnSession.load(user.id)).toMatchObject({ generationId: running.id });
  });

  it('is forgotten when an hour has passed: a charge that late would surprise', async () => {
    const user = makeUser();
    signIn(user);
    const api = routeServer({ post: { status: 202, body: { generation: running } } });
    await tryOnSession.save({
      owner: user.id,
      pendingKey: 'pending-key-0002',
      category: 'tops',
      savedAt: Date.now() - 61 * 60 * 1000,
      model: null,
      garment: null,
    });
    await renderApp('/virtual-tryon', { status: 'signed-in', user });
    await screen.findByTestId('try-on-studio', {}, SLOW);
    await waitFor(() => expect(screen.queryByText(/Checking for a generation/)).toBeNull(), SLOW);
    await waitFor(async () => expect(await tryOnSession.load(user.id)).toBeUndefined());
    expect(posts(api)).toHaveLength(0);
  });
});

describe('queued requests in the lists', () => {
  it('the history shows them above its list, badged, with Cancel', async () => {
    const user = makeUser();
    signIn(user);
    const kept = makeGeneration();
    routeServer({ post: 'offline', history: [kept] });
    const entry = await queueSample(user, 'history-key-0001');
    await renderApp('/history', { status: 'signed-in', user });

    const section = await screen.findByTestId('history-queued', {}, SLOW);
    const card = within(section).getByTestId('queued-card');
    expect(card.dataset.outboxId).toBe(entry.id);
    expect(within(card).getByTestId('queued-badge').textContent).toBe('Queued');
    expect(within(card).getByTestId('queued-detail').textContent).toBe(
      'Waiting for a connection: sent by itself when you are back online.',
    );
    expect(await screen.findByTestId('generation-card', {}, SLOW)).toBeTruthy();

    fireEvent.click(within(card).getByTestId('queued-cancel'));
    await waitFor(() => expect(screen.queryByTestId('history-queued')).toBeNull(), SLOW);
    expect(await outbox.list(user.id)).toEqual([]);
  });

  it('the history hides them under the Completed filter', async () => {
    const user = makeUser();
    signIn(user);
    routeServer({ post: 'offline' });
    await queueSample(user, 'history-key-0002');
    await renderApp('/history?status=completed', { status: 'signed-in', user });
    await screen.findByTestId('history-empty', {}, SLOW);
    expect(screen.queryByTestId('history-queued')).toBeNull();
  });

  it('the dashboard shows them above the recent generations', async () => {
    const user = makeUser();
    signIn(user);
    routeServer({ post: 'offline' })
      .on('GET', '/api/body-models', () => ({ items: [] }))
      .on('GET', '/api/assets', () => assetListOf());
    const entry = await queueSample(user, 'dashboard-key-01');
    await renderApp('/dashboard', { status: 'signed-in', user });
    const queued = await screen.findByTestId('recent-queued', {}, SLOW);
    expect(within(queued).getByTestId('queued-card').dataset.outboxId).toBe(entry.id);
    expect(queued.textContent).toContain('1 waiting to be sent');
  });
});
