/**
 * The per-token rate limit: requests per minute, counted in the database's rate-limit counters
 * (one upsert per request), so every API process counts against the same limit and a burst of
 * parallel requests gets exactly the limit through (docs/public-api.md#rate-limits).
 */
import type { Clock } from '../../clock';
import type { AttemptStore } from '../../http/attempt-store.repository';

const MINUTE_MS = 60_000;

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window ends and the count starts over. */
  resetInMs: number;
}

export function createApiRateLimit(store: AttemptStore, clock: Clock) {
  return {
    async hit(tokenId: string, limit: number): Promise<RateLimitDecision> {
      const nowMs = clock().getTime();
      const { count, resetAtMs } = await store.hit(`api-token:${tokenId}`, MINUTE_MS, nowMs);
      return {
        allowed: count <= limit,
        limit,
        remaining: Math.max(0, limit - count),
        resetInMs: Math.max(0, resetAtMs - nowMs),
      };
    },
  };
}
export type ApiRateLimit = ReturnType<typeof createApiRateLimit>;
