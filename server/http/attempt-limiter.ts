/**
 * Per-account limits: attempts counted per account (an e-mail address, a user), whatever address
 * they come from, so an attacker cannot spread guesses for one account over many addresses; and
 * wrong guesses counted per (account, client address), which limit a guesser without locking out
 * the account's owner elsewhere; and the sign-in throttle, which slows the guesses of one address
 * without locking the account out.
 * Counts live in the attempt store, shared by every API process (docs/rate-limits.md).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { AttemptStore } from './attempt-store.repository';
import { clientAddress } from './client-address';
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

    /**
     * Wrong guesses per (account, client address), fixed windows: `check` (a preHandler) counts
     * the attempt first, so parallel guesses cannot pass the limit, and answers 429 past it;
     * `record` (an onSend hook) takes the count back unless the answer was `failureStatus`, and
     * forgets the address's guesses at a 2xx. Another address's guesses never refuse the owner.
     */
    wrongGuessesPerAddress(
      limit: AccountLimit,
      accountOf: (request: FastifyRequest) => string,
      failureStatus: number,
    ) {
      const counted = new WeakMap<FastifyRequest, string>();
      return {
        async check(request: FastifyRequest): Promise<void> {
          const nowMs = clock().getTime();
          // The address first: it never holds a '/', so no two (address, account) share a key.
          const key = `${limit.name}:${clientAddress(request)}/${accountOf(request)}`;
          const { count, resetAtMs } = await store.hit(key, limit.windowMs, nowMs);
          if (count > limit.max) throw tooManyAttempts(resetAtMs - nowMs);
          counted.set(request, key);
        },
        async record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
          const key = counted.get(request);
          if (!key) return payload;
          counted.delete(request);
          const { statusCode } = reply;
          if (statusCode >= 200 && statusCode < 300) await store.clear(key);
          else if (statusCode !== failureStatus) await store.release(key);
          return payload;
        },
      };
    },

    failedSignIns: createSignInThrottle(store, clock),
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
