import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Generation } from '../../common/contracts/generations';
import { GENERATION_POLL_INTERVAL_MS, followGeneration } from '../../src/lib/api/generation-stream';
import { tokenStore } from '../../src/lib/api/token-store';

function generation(overrides: Partial<Generation> = {}): Generation {
  return {
    id: 'gen-1',
    service: 'virtual-tryon',
    status: 'processing',
    phase: 'analysing',
    engine: 'local',
    quality: 'preview',
    category: 'tops',
    credits_charged: 1,
    inputs: [],
    result_url: null,
    result_thumbnail_url: null,
    result_width: null,
    result_height: null,
    watermarked: true,
    error_code: null,
    processing_ms: null,
    shared: false,
    share_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    finished_at: null,
    ...overrides,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
  vi.unstubAllGlobals();
  vi.useRealTimers();
  tokenStore.clear();
});

describe('following a generation', () => {
  it('reads the event stream, with the token in the query, until done', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to polling GET /api/generations/:id every 2 s when the stream breaks', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(200, generation({ phase: 'processing' })))
      .mockResolvedValueOnce(json(200, generation({ status: 'success', phase: null })));
    vi.stubGlobal('fetch', fetchMock);
    const followed = followGeneration('gen-1', {
      signal: new AbortController().signal,
      onUpdate: () => undefined,
      openStream: openFake,
    });
    FakeStream.last!.onerror?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/generations/gen-1');
    await vi.advanceTimersByTimeAsync(GENERATION_POLL_INTERVAL_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(followed).resolves.toMatchObject({ status: 'success' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(GENERATION_POLL_INTERVAL_MS).toBe(2_000);
  });

  it('keeps polling through a network failure and says it is reconnecting', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, generation({ status: 'failed', error_code: 'internal' })));
    vi.stubGlobal('fetch', fetchMock);
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
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(404, { code: 'not_found', message: 'gone' })),
    );
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
