/**
 * Failed sign-ins slow down the address they come from, never the account itself: counted per
 * (account, client address), each failure past a few free ones makes that address wait twice as
 * long before its next try. A per-account ceiling far above that stops a guesser spread over many
 * addresses, yet lets through addresses that have signed in to the account before. The owner is
 * never locked out by someone else's guesses. The rules and numbers: docs/rate-limits.md.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { AttemptStore, AttemptWindow } from './attempt-store.repository';
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
   * that refuses an attempt that must wait, and `record`, an onSend hook that learns the outcome
   * from the response: `failureStatus` is a failed sign-in, a 2xx a success, the rest neither.
   */
  return function failedSignIns(
    rules: SignInThrottleRules,
    accountOf: (request: FastifyRequest) => string,
    failureStatus = 401,
  ) {
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

    /** How long this address must still wait after its failures; 0 or less: not at all. */
    const addressWaitMs = (failures: AttemptWindow, nowMs: number) => {
      if (failures.count < rules.freeFailures) return 0;
      // A failure slides the window's end (failureMemoryMs after it), so that end dates it.
      const lastFailureMs = failures.resetAtMs - rules.failureMemoryMs;
      const doublings = failures.count - rules.freeFailures;
      const delayMs = Math.min(rules.firstDelayMs * 2 ** doublings, rules.maxDelayMs);
      return lastFailureMs + delayMs - nowMs;
    };

    return {
      async check(request: FastifyRequest): Promise<void> {
        const nowMs = clock().getTime();
        const keys = keysOf(request);
        const [failures, known, accountFailures] = await Promise.all([
          store.peek(keys.failures, nowMs),
          store.peek(keys.known, nowMs),
          store.peek(keys.accountFailures, nowMs),
        ]);
        const underAttack = accountFailures.count >= rules.accountCeiling.max;
        const ceilingWaitMs =
          underAttack && known.count === 0 ? accountFailures.resetAtMs - nowMs : 0;
        const waitMs = Math.max(addressWaitMs(failures, nowMs), ceilingWaitMs);
        if (waitMs > 0) throw tooManyAttempts(waitMs);
      },

      async record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
        // Refused before its body was read (an API token on this route): no password was tried.
        if (request.body === undefined) return payload;
        const { statusCode } = reply;
        const nowMs = clock().getTime();
        if (statusCode === failureStatus) {
          const keys = keysOf(request);
          await Promise.all([
            store.hit(keys.failures, rules.failureMemoryMs, nowMs, { sliding: true }),
            store.hit(keys.accountFailures, rules.accountCeiling.windowMs, nowMs),
          ]);
        } else if (statusCode >= 200 && statusCode < 300) {
          const keys = keysOf(request);
          await Promise.all([
            store.clear(keys.failures),
            store.hit(keys.known, rules.knownAddressMs, nowMs, { sliding: true }),
          ]);
        }
        return payload;
      },
    };
  };
}
