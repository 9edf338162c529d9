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

export interface AttemptStore {
  /** Counts one attempt under `key`; a window that has ended starts over at 1. */
  hit(key: string, windowMs: number, nowMs: number, options?: HitOptions): Promise<AttemptWindow>;
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

    async peek(key, nowMs) {
      const [window] = await db
        .select({ count: counters.count, resetAt: counters.resetAt })
        .from(counters)
        .where(eq(counters.key, key));
      if (!window || window.resetAt.getTime() <= nowMs) return { count: 0, resetAtMs: nowMs };
      return { count: window.count, resetAtMs: window.resetAt.getTime() };
    },

    async clear(key) {
      await db.delete(counters).where(eq(counters.key, key));
    },
  };
}
