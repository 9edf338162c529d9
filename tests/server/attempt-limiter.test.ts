/** The per-account limiter's memory store: fixed windows that end and start over. */
import { describe, expect, it } from 'vitest';
import { createMemoryAttemptStore } from '../../server/http/attempt-limiter';

const WINDOW_MS = 60_000;

describe('the memory attempt store', () => {
  it('counts hits per key within a window', async () => {
    const store = createMemoryAttemptStore();
    await store.hit('a', WINDOW_MS, 1_000);
    expect(await store.hit('a', WINDOW_MS, 2_000)).toEqual({ count: 2, resetAtMs: 61_000 });
    expect(await store.hit('b', WINDOW_MS, 2_000)).toEqual({ count: 1, resetAtMs: 62_000 });
  });

  it('starts a new window once the last one has ended', async () => {
    const store = createMemoryAttemptStore();
    await store.hit('a', WINDOW_MS, 0);
    await store.hit('a', WINDOW_MS, 1);
    expect(await store.hit('a', WINDOW_MS, WINDOW_MS)).toEqual({
      count: 1,
      resetAtMs: 2 * WINDOW_MS,
    });
  });
});
