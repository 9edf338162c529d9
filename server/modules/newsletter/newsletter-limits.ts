/** Each signup mails a link: limits per client IP and per address stop mail bombing. */
import type { AccountLimit } from '../../http/attempt-limiter';
import type { Limit } from '../../http/rate-limit';

const HOUR_MS = 3_600_000;

export const NEWSLETTER_SIGNUPS_PER_IP_PER_HOUR: Limit = { max: 10, windowMs: HOUR_MS };
export const NEWSLETTER_SIGNUPS_PER_ADDRESS_PER_HOUR: AccountLimit = {
  name: 'newsletter-signup',
  max: 3,
  windowMs: HOUR_MS,
};
/** Confirm and unsubscribe links are unguessable; this only stops hammering. */
export const NEWSLETTER_LINKS_PER_IP_PER_15_MIN: Limit = { max: 30, windowMs: HOUR_MS / 4 };
