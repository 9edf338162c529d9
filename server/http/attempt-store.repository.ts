/**
 * Attempt counts in the database (`rate_limit_counters`), so every API process behind a load
 * balancer counts against the same limits (docs/rate-limits.md). Each hit is one upsert: two
 * processes counting the same key at once both land, neither overwrites the other.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema';

const counters = rateLimitCounters;

/** One key's count and when its window ends. */
export interface AttemptWindow {
  count: number;
  resetAtMs: number;
}

export interface HitOptions {
  /** Each hit moves the window's end to `windowMs` from now: counts last while hits go on. */
  sliding?: boolean;
}

/**
 * Waits that grow with a key's count: past `free` hits, the next one may come `firstDelayMs`
 * after the last, then twice that, and so on up to `maxDelayMs`. The count is forgotten
 * `memoryMs` after the last hit (a sliding window, so its end dates the last hit).
 */
export interface Backoff {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  memoryMs: number;
}

/** The wait, in ms, a key's window owes before its next hit under `backoff`; 0 or less: none. */
export function backoffWaitMs(window: AttemptWindow, backoff: Backoff, nowMs: number): number {
  if (window.count < backoff.free) return 0;
  const lastHitMs = window.resetAtMs - backoff.memoryMs;
  const doublings = window.count - backoff.free;
  return lastHitMs + Math.min(backoff.firstDelayMs * 2 ** doublings, backoff.maxDelayMs) - nowMs;
}

/** Doublings past this make no difference to any wait and would overflow a float. */
const MAX_DOUBLINGS = 40;

export interface AttemptStore {
  /** Counts one attempt under `key`; a window that has ended starts over at 1. */
  hit(key: string, windowMs: number, nowMs: number, options?: HitOptions): Promise<AttemptWindow>;
  /**
   * Counts one attempt under `key` only if `backoff` lets it through now: the check and the
   * count are one statement, so parallel attempts cannot all pass on the same count.
   * @returns the window as counted, or `waitMs` (over 0) when the attempt must wait.
   */
  hitWithBackoff(
    key: string,
    backoff: Backoff,
    nowMs: number,
  ): Promise<{ counted: AttemptWindow } | { waitMs: number }>;
  /** Takes back one hit counted under `key` (an attempt that turned out not to count). */
  release(key: string): Promise<void>;
  /** The key's count without counting; 0 when it has none or its window has ended. */
  peek(key: string, nowMs: number): Promise<AttemptWindow>;
  /** Forgets the key's count. */
  clear(key: string): Promise<void>;
}

/** How often, in ms, a process deletes the rows whose window has ended (on a hit). */
const SWEEP_INTERVAL_MS = 10 * 60_000;

export function createAttemptStore(db: Database): AttemptStore {
  let nextSweepMs = 0;
  // Ended rows count for nothing (every read checks reset_at); the sweep only keeps the table
  // small. An indexed DELETE now and then on a hit needs no scheduler.
  async function sweepNowAndThen(nowMs: number) {
    if (nowMs < nextSweepMs) return;
    nextSweepMs = nowMs + SWEEP_INTERVAL_MS;
    await db.delete(counters).where(lte(counters.resetAt, new Date(nowMs)));
  }

  async function peek(key: string, nowMs: number): Promise<AttemptWindow> {
    const [window] = await db
      .select({ count: counters.count, resetAt: counters.resetAt })
      .from(counters)
      .where(eq(counters.key, key));
    if (!window || window.resetAt.getTime() <= nowMs) return { count: 0, resetAtMs: nowMs };
    return { count: window.count, resetAtMs: window.resetAt.getTime() };
  }

  return {
    async hit(key, windowMs, nowMs, { sliding = false } = {}) {
      await sweepNowAndThen(nowMs);
      const ended = lte(counters.resetAt, new Date(nowMs));
      const [window] = await db
        .insert(counters)
        .values({ key, count: 1, resetAt: new Date(nowMs + windowMs) })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${counters.count} + 1 END`,
            resetAt: sliding
              ? sql`excluded.reset_at`
              : sql`CASE WHEN ${ended} THEN excluded.reset_at ELSE ${counters.resetAt} END`,
          },
        })
        .returning({ count: counters.count, resetAt: counters.resetAt });
      return { count: window!.count, resetAtMs: window!.resetAt.getTime() };
    },

    async hitWithBackoff(key, backoff, nowMs) {
      await sweepNowAndThen(nowMs);
      const now = sql`${new Date(nowMs).toISOString()}::timestamptz`;
      const { count, resetAt } = counters;
      const doublings = sql`least(${count} - ${backoff.free}, ${MAX_DOUBLINGS})`;
      const delayMs = sql`least(${backoff.firstDelayMs}::float8 * power(2, ${doublings}), ${backoff.maxDelayMs}::float8)`;
      // The last hit is `memoryMs` before the window's end (each hit slides it).
      const nextAllowed = sql`${resetAt} + (${delayMs} - ${backoff.memoryMs}::float8) * interval '1 millisecond'`;
      const ended = sql`${resetAt} <= ${now}`;
      const [window] = await db
        .insert(counters)
        .values({ key, count: 1, resetAt: new Date(nowMs + backoff.memoryMs) })
        .onConflictDoUpdate({
          target: counters.key,
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${count} + 1 END`,
            resetAt: sql`excluded.reset_at`,
          },
          setWhere: sql`${ended} OR ${count} < ${backoff.free} OR ${now} >= ${nextAllowed}`,
        })
        .returning({ count: counters.count, resetAt: counters.resetAt });
      if (window) return { counted: { count: window.count, resetAtMs: window.resetAt.getTime() } };
      const waitMs = backoffWaitMs(await peek(key, nowMs), backoff, nowMs);
      // The window ended between the statement and the peek: the next try will pass.
      return { waitMs: Math.max(waitMs, 1) };
    },

    async release(key) {
      await db
        .update(counters)
        .set({ count: sql`greatest(${counters.count} - 1, 0)` })
        .where(eq(counters.key, key));
    },

    peek,

    async clear(key) {
      await db.delete(counters).where(eq(counters.key, key));
    },
  };
}
