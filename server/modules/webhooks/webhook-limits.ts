/** Abuse limits of the webhook routes (docs/rate-limits.md#per-account-limits). */
import type { AccountLimit } from '../../http/attempt-limiter';

/**
 * "Send again" per account: a receiver being fixed is tried by hand a few times a minute; every
 * resend is a job and an outgoing request, so a script looping on it would flood a stranger's
 * server from ours.
 */
export const RESENDS_PER_ACCOUNT_PER_10_MIN: AccountLimit = {
  name: 'webhook-resend',
  max: 20,
  windowMs: 10 * 60_000,
};
