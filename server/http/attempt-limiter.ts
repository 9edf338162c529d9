/**
 * Per-account limits: attempts counted per e-mail address, whatever IP they come from, so an
 * attacker cannot spread guesses for one account over many addresses. Fixed windows.
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Limit } from './rate-limit';
import { tooManyAttempts } from './rate-limit';

/** Where attempt counts live; swap the implementation, not the limiter, to share them. */
export interface AttemptStore {
  /** Counts one attempt under `key`; returns the count in the current window and its end. */
  hit(key: string, windowMs: number, nowMs: number): Promise<{ count: number; resetAtMs: number }>;
}

/** How often, in ms, the memory store drops windows that have ended. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Counts in this process's memory: right for one process (the embedded default). Scale mode
 * with several API processes needs a shared store, e.g. a PostgreSQL table keyed by `key` with
 * an `INSERT … ON CONFLICT DO UPDATE … RETURNING` per hit.
 */
export function createMemoryAttemptStore(): AttemptStore {
  const windows = new Map<string, { count: number; resetAtMs: number }>();
  let nextSweepMs = 0;
  return {
    async hit(key, windowMs, nowMs) {
      if (nowMs >= nextSweepMs) {
        for (const [k, window] of windows) if (window.resetAtMs <= nowMs) windows.delete(k);
        nextSweepMs = nowMs + SWEEP_INTERVAL_MS;
      }
      const current = windows.get(key);
      const window =
        current && current.resetAtMs > nowMs ? current : { count: 0, resetAtMs: nowMs + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { ...window };
    },
  };
}

export interface AccountLimit extends Limit {
  /** Keeps the counts of different limits apart. */
  name: string;
}

export function createAttemptLimiter(store: AttemptStore, clock: Clock) {
  return {
    /**
     * A preHandler (it runs after validation, so the body is valid) that counts one attempt for
     * the account `accountOf` names and answers 429 past the limit.
     */
    perAccount(limit: AccountLimit, accountOf: (request: FastifyRequest) => string) {
      return async (request: FastifyRequest): Promise<void> => {
        const nowMs = clock().getTime();
        const key = `${limit.name}:${accountOf(request)}`;
        const { count, resetAtMs } = await store.hit(key, limit.windowMs, nowMs);
        if (count > limit.max) throw tooManyAttempts(resetAtMs - nowMs);
      };
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
