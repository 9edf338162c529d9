/** The attempt store on rate_limit_counters: fixed and sliding windows, peeks, clears, sweeps. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptStore, createAttemptStore } from '../../server/http/attempt-store.repository';
import { createTestDatabase, queryRows, type TestDatabase } from './test-app';

const WINDOW_MS = 60_000;
/** Far from the real time, so the first hit of each test sweeps nothing it cares about. */
const START_MS = Date.parse('2030-01-01T00:00:00Z');

let testDatabase: TestDatabase;
let store: AttemptStore;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  store = createAttemptStore(testDatabase.database.db);
});
afterAll(() => testDatabase.close());

let keyCount = 0;
const uniqueKey = () => `test:${++keyCount}`;

describe('the attempt store', () => {
  it('counts hits per key within a window', async () => {
    const [a, b] = [uniqueKey(), uniqueKey()];
    await store.hit(a, WINDOW_MS, START_MS);
    expect(await store.hit(a, WINDOW_MS, START_MS + 1_000)).toEqual({
      count: 2,
      resetAtMs: START_MS + WINDOW_MS,
    });
    expect(await store.hit(b, WINDOW_MS, START_MS + 1_000)).toEqual({
      count: 1,
      resetAtMs: START_MS + 1_000 + WINDOW_MS,
    });
  });

  it('starts a new window once the last one has ended', async () => {
    const key = uniqueKey();
    await store.hit(key, WINDOW_MS, START_MS);
    await store.hit(key, WINDOW_MS, START_MS + 1);
    expect(await store.hit(key, WINDOW_MS, START_MS + WINDOW_MS)).toEqual({
      count: 1,
      resetAtMs: START_MS + 2 * WINDOW_MS,
    });
  });

  it('moves the end of a sliding window with every hit', async () => {
    const key = uniqueKey();
    await store.hit(key, WINDOW_MS, START_MS, { sliding: true });
    expect(await store.hit(key, WINDOW_MS, START_MS + 50_000, { sliding: true })).toEqual({
      count: 2,
      resetAtMs: START_MS + 50_000 + WINDOW_MS,
    });
    // Past the first window's end, but inside the slid one: still counting.
    expect(
      await store.hit(key, WINDOW_MS, START_MS + WINDOW_MS + 1_000, { sliding: true }),
    ).toMatchObject({ count: 3 });
  });

  it('counts every hit of two processes on one database', async () => {
    const key = uniqueKey();
    const other = createAttemptStore(testDatabase.database.db);
    const hits = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? store : other).hit(key, WINDOW_MS, START_MS)),
    );
    expect(hits.map(({ count }) => count).sort((x, y) => x - y)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('peeks without counting, and reads an ended window as empty', async () => {
    const key = uniqueKey();
    expect(await store.peek(key, START_MS)).toEqual({ count: 0, resetAtMs: START_MS });
    await store.hit(key, WINDOW_MS, START_MS);
    expect(await store.peek(key, START_MS + 1)).toEqual({
      count: 1,
      resetAtMs: START_MS + WINDOW_MS,
    });
    expect(await store.peek(key, START_MS + 2)).toMatchObject({ count: 1 });
    expect(await store.peek(key, START_MS + WINDOW_MS)).toMatchObject({ count: 0 });
  });

  it('forgets a cleared key', async () => {
    const key = uniqueKey();
    await store.hit(key, WINDOW_MS, START_MS);
    await store.clear(key);
    expect(await store.peek(key, START_MS)).toMatchObject({ count: 0 });
    expect(await store.hit(key, WINDOW_MS, START_MS)).toMatchObject({ count: 1 });
  });

  it('deletes the rows whose window has ended, now and then on a hit', async () => {
    const ended = uniqueKey();
    const live = uniqueKey();
    const fresh = createAttemptStore(testDatabase.database.db);
    await fresh.hit(ended, WINDOW_MS, START_MS);
    await fresh.hit(live, 10 * WINDOW_MS, START_MS);
    await createAttemptStore(testDatabase.database.db).hit(
      uniqueKey(),
      WINDOW_MS,
      START_MS + WINDOW_MS,
    );
    const keys = (await rowKeys()).filter((key) => key === ended || key === live);
    expect(keys).toEqual([live]);
  });
});

async function rowKeys(): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    testDatabase.database,
    'SELECT key FROM rate_limit_counters',
  );
  return rows.map(({ key }) => key);
}

describe('a hit with backoff', () => {
  const backoff = { free: 3, firstDelayMs: 1_000, maxDelayMs: 8_000, memoryMs: WINDOW_MS };

  it('counts exactly the free hits of a parallel burst and refuses the rest with the wait', async () => {
    const key = uniqueKey();
    const hits = await Promise.all(
      Array.from({ length: 10 }, () => store.hitWithBackoff(key, backoff, START_MS)),
    );
    expect(hits.filter((hit) => 'counted' in hit)).toHaveLength(backoff.free);
    expect(hits.filter((hit) => 'waitMs' in hit)).toEqual(
      Array.from({ length: 7 }, () => ({ waitMs: backoff.firstDelayMs })),
    );
    expect(await store.peek(key, START_MS)).toMatchObject({ count: backoff.free });
  });

  it('lets the next hit through once the wait is over, and doubles the wait', async () => {
    const key = uniqueKey();
    for (let hit = 0; hit < backoff.free; hit++) await store.hitWithBackoff(key, backoff, START_MS);
    expect(await store.hitWithBackoff(key, backoff, START_MS + 999)).toEqual({ waitMs: 1 });
    expect(await store.hitWithBackoff(key, backoff, START_MS + 1_000)).toMatchObject({
      counted: { count: backoff.free + 1 },
    });
    expect(await store.hitWithBackoff(key, backoff, START_MS + 1_000)).toEqual({ waitMs: 2_000 });
  });

  it('takes a hit back on release', async () => {
    const key = uniqueKey();
    await store.hitWithBackoff(key, backoff, START_MS);
    await store.hitWithBackoff(key, backoff, START_MS);
    await store.release(key);
    expect(await store.peek(key, START_MS)).toMatchObject({ count: 1 });
  });
});
