import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Generation } from '../../common/contracts/generations';
import { GENERATION_POLL_INTERVAL_MS, followGeneration } from '../../src/lib/api/generation-stream';
import { tokenStore } from '../../src/lib/api/token-store';
import { makeGeneration } from './factories/generations';
import { installFakeApi } from './fake-api/fake-api';

/** gen-1 in the phase or status a test gives it. */
const generation = (overrides: Partial<Generation> = {}) =>
  makeGeneration({
    id: 'gen-1',
    status: 'processing',
    phase: 'analysing',
    result_url: null,
    result_thumbnail_url: null,
    finished_at: null,
    ...overrides,
  });

/** GET /api/generations/:id answering `answers` in turn (the last repeats); a throw: offline. */
function routePolls(...answers: (() => unknown)[]) {
  const api = installFakeApi();
  api.on('GET', '/api/generations/:id', () =>
    (answers.length > 1 ? answers.shift()! : answers[0]!)(),
  );
  return api;
}

/** A stand-in for EventSource: the test pushes events and errors. */
class FakeStream {
  static last: FakeStream | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeStream.last = this;
  }
  addEventListener(name: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(data: unknown, name = 'message') {
    for (const listener of this.listeners.get(name) ?? [])
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

const openFake = (url: string) => new FakeStream(url) as unknown as EventSource;

beforeEach(() => tokenStore.setToken('jwt-token'));
afterEach(() => {
  vi.useRealTimers();
  tokenStore.clear();
});

describe('following a generation', () => {
  it('reads the event stream, with the token in the query, until done', async () => {
    const api = installFakeApi();
    const seen: string[] = [];
    const followed = followGeneration('gen-1', {
      signal: new AbortController().signal,
      onUpdate: (g) => seen.push(g.phase ?? g.status),
      openStream: openFake,
    });
    const stream = FakeStream.last!;
    expect(stream.url).toBe('/api/generations/gen-1/events?access_token=jwt-token');
    stream.emit({ type: 'state', generation: generation({ phase: 'analysing' }) });
    stream.emit({ type: 'state', generation: generation({ phase: 'generating' }) });
    stream.emit({ type: 'done', generation: generation({ status: 'success', phase: null }) });
    await expect(followed).resolves.toMatchObject({ status: 'success' });
    expect(seen).toEqual(['analysing', 'generating', 'success']);
    expect(stream.closed).toBe(true);
    expect(api.calls()).toEqual([]);
  });

  it('falls back to polling GET /api/generations/:id every 2 s when the stream breaks', async () => {
    vi.useFakeTimers();
    const api = routePolls(
      () => generation({ phase: 'processing' }),
      () => generation({ status: 'success', phase: null }),
    );
    const followed = followGeneration('gen-1', {
      signal: new AbortController().signal,
      onUpdate: () => undefined,
      openStream: openFake,
    });
    FakeStream.last!.onerror?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls()).toHaveLength(1);
    const [poll] = api.calls('GET', '/api/generations/:id');
    expect([poll!.params.id, poll!.url.search]).toEqual(['gen-1', '']);
    await vi.advanceTimersByTimeAsync(GENERATION_POLL_INTERVAL_MS - 1);
    expect(api.calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(followed).resolves.toMatchObject({ status: 'success' });
    expect(api.calls()).toHaveLength(2);
    expect(GENERATION_POLL_INTERVAL_MS).toBe(2_000);
  });

  it('keeps polling through a network failure and says it is reconnecting', async () => {
    vi.useFakeTimers();
    routePolls(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => generation({ status: 'failed', error_code: 'internal' }),
    );
    const reconnecting: boolean[] = [];
    const followed = followGeneration('gen-1', {
      signal: new AbortController().signal,
      onUpdate: () => undefined,
      onReconnecting: (value) => reconnecting.push(value),
      openStream: () => null,
    });
    await vi.advanceTimersByTimeAsync(GENERATION_POLL_INTERVAL_MS);
    await expect(followed).resolves.toMatchObject({ status: 'failed' });
    expect(reconnecting).toEqual([true, false]);
  });

  it('stops at a refusal (the generation was deleted)', async () => {
    const api = routePolls(() => api.reply(404, { code: 'not_found', message: 'gone' }));
    await expect(
      followGeneration('gen-1', {
        signal: new AbortController().signal,
        onUpdate: () => undefined,
        openStream: () => null,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('stops when the caller aborts, closing the stream', async () => {
    const controller = new AbortController();
    const followed = followGeneration('gen-1', {
      signal: controller.signal,
      onUpdate: () => undefined,
      openStream: openFake,
    });
    controller.abort();
    await expect(followed).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeStream.last!.closed).toBe(true);
  });
});
