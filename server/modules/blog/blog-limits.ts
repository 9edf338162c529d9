/** Abuse limits of the blog's write paths: comments per client IP and per account. */
import type { AccountLimit } from '../../http/attempt-limiter';
import type { Limit } from '../../http/rate-limit';

const TEN_MINUTES_MS = 10 * 60_000;

/** A lively discussion is a few comments a minute; a spam run is hundreds. */
export const COMMENTS_PER_IP_PER_10_MIN: Limit = { max: 20, windowMs: TEN_MINUTES_MS };
export const COMMENTS_PER_USER_PER_10_MIN: AccountLimit = {
  name: 'blog-comment',
  max: 5,
  windowMs: TEN_MINUTES_MS,
};
