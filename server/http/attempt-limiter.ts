/**
 * Per-account limits: attempts counted per account (an e-mail address, a user), whatever address
 * they come from, so an attacker cannot spread guesses for one account over many addresses; and
 * the sign-in throttle, which slows the guesses of one address without locking the account out.
 * Counts live in the attempt store, shared by every API process (docs/rate-limits.md).
 */
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { AttemptStore } from './attempt-store.repository';
import type { Limit } from './rate-limit';
import { tooManyAttempts } from './rate-limit';
import { createSignInThrottle } from './sign-in-throttle';

export interface AccountLimit extends Limit {
  /** Keeps the counts of different limits apart. */
  name: string;
}

export function createAttemptLimiter(store: AttemptStore, clock: Clock) {
  return {
    /**
     * A preHandler (it runs after validation, so the body is valid) that counts one attempt for
     * the account `accountOf` names and answers 429 past the limit. Fixed windows.
     */
    perAccount(limit: AccountLimit, accountOf: (request: FastifyRequest) => string) {
      return async (request: FastifyRequest): Promise<void> => {
        const nowMs = clock().getTime();
        const key = `${limit.name}:${accountOf(request)}`;
        const { count, resetAtMs } = await store.hit(key, limit.windowMs, nowMs);
        if (count > limit.max) throw tooManyAttempts(resetAtMs - nowMs);
      };
    },

    failedSignIns: createSignInThrottle(store, clock),
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
