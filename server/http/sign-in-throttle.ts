/**
 * Failed sign-ins slow down the address they come from, never the account itself: counted per
 * (account, client address), each failure past a few free ones makes that address wait twice as
 * long before its next try. A per-account ceiling far above that stops a guesser spread over many
 * addresses, yet lets through addresses that have signed in to the account before. The owner is
 * never locked out by someone else's guesses. Every attempt is counted before its password is
 * checked, and taken back if it was no failure. The rules and numbers: docs/rate-limits.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { AttemptStore, Backoff } from './attempt-store.repository';
import { clientAddress } from './client-address';
import { type Limit, tooManyAttempts } from './rate-limit';

export interface SignInThrottleRules {
  /** Keeps the counts of different sign-in routes apart. */
  name: string;
  /** Failures from one address to one account before that address has to wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones, in ms; each further one doubles it. */
  firstDelayMs: number;
  /** The longest wait, in ms. */
  maxDelayMs: number;
  /** An address's failures are forgotten this long after its last one, in ms (or at a success). */
  failureMemoryMs: number;
  /** Failures to one account from every address together, past which unknown addresses wait. */
  accountCeiling: Limit;
  /** How long, in ms after its last success, an address stays known to the account. */
  knownAddressMs: number;
}

export function createSignInThrottle(store: AttemptStore, clock: Clock) {
  /**
   * The two hooks of a sign-in route for the account `accountOf` names: `check`, a preHandler
   * that counts the attempt as a failure first and refuses it if it must wait, and `record`, an
   * onSend hook that learns the outcome from the response and takes the count back when the
   * attempt was no failure: `failureStatus` is a failed sign-in, a 2xx a success, the rest
   * neither. Counting first is what holds the limit against parallel attempts: each one is
   * counted before any password is checked, so a burst cannot pass on one count.
   */
  return function failedSignIns(
    rules: SignInThrottleRules,
    accountOf: (request: FastifyRequest) => string,
    failureStatus = 401,
  ) {
    const backoff: Backoff = {
      free: rules.freeFailures,
      firstDelayMs: rules.firstDelayMs,
      maxDelayMs: rules.maxDelayMs,
      memoryMs: rules.failureMemoryMs,
    };
    /** The keys each checked request counted under, for its outcome to settle. */
    const counted = new WeakMap<FastifyRequest, ReturnType<typeof keysOf>>();

    const keysOf = (request: FastifyRequest) => {
      const account = accountOf(request);
      // The address first: it never holds a '/', so no two (address, account) share a key.
      const pair = `${clientAddress(request)}/${account}`;
      return {
        failures: `${rules.name}-failures:${pair}`,
        known: `${rules.name}-known:${pair}`,
        accountFailures: `${rules.name}-account-failures:${account}`,
      };
    };

    return {
      async check(request: FastifyRequest): Promise<void> {
        const nowMs = clock().getTime();
        const keys = keysOf(request);
        const known = await store.peek(keys.known, nowMs);
        const address = await store.hitWithBackoff(keys.failures, backoff, nowMs);
        if ('waitMs' in address) throw tooManyAttempts(address.waitMs);
        const { windowMs, max } = rules.accountCeiling;
        const accountFailures = await store.hit(keys.accountFailures, windowMs, nowMs);
        if (accountFailures.count > max && known.count === 0) {
          await Promise.all([store.release(keys.failures), store.release(keys.accountFailures)]);
          throw tooManyAttempts(accountFailures.resetAtMs - nowMs);
        }
        counted.set(request, keys);
      },

      async record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
        const keys = counted.get(request);
        // Refused before the check (an API token on this route, a bad body): nothing counted.
        if (!keys) return payload;
        counted.delete(request);
        const { statusCode } = reply;
        if (statusCode === failureStatus) return payload;
        if (statusCode >= 200 && statusCode < 300) {
          const nowMs = clock().getTime();
          await Promise.all([
            store.clear(keys.failures),
            store.release(keys.accountFailures),
            store.hit(keys.known, rules.knownAddressMs, nowMs, { sliding: true }),
          ]);
        } else {
          await Promise.all([store.release(keys.failures), store.release(keys.accountFailures)]);
        }
        return payload;
      },
    };
  };
}
