/**
 * When a delivery that did not get a 2xx is tried again: quickly at first, then further apart,
 * for about a day in all (the sum below: 23 h 42 min 30 s after the first attempt), then it is
 * failed and its endpoint marked failing. Fixed steps rather than pg-boss's random backoff, so the
 * schedule is what this table says.
 */
export const WEBHOOK_RETRY_DELAYS_S = [
  30,
  2 * 60,
  10 * 60,
  30 * 60,
  60 * 60,
  2 * 60 * 60,
  4 * 60 * 60,
  8 * 60 * 60,
  8 * 60 * 60,
] as const;

/** Every attempt a delivery gets: the first and one per retry. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_S.length + 1;

/** Seconds to wait after attempt `attempts` (1-based) failed; undefined when none is left. */
export function retryDelayAfter(attempts: number): number | undefined {
  return WEBHOOK_RETRY_DELAYS_S[attempts - 1];
}
