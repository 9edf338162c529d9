/**
 * Limits on the requests that bring pictures for sharp to decode (docs/rate-limits.md#uploads):
 * the library's uploads, avatars, blog covers and multipart generations. Counted per account and
 * per client address in the database like every limit, and answered 429 with Retry-After before
 * any byte of the file is read, so a flood is refused cheaply; what is accepted is then queued
 * for the image slots, never dropped.
 */
import type { FastifyContextConfig, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccountLimit, AttemptLimiter } from '../../http/attempt-limiter';
import { type Limit, perIpLimit } from '../../http/rate-limit';
import { signedInUser } from '../auth/auth.guards';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Files into the library, avatars and covers, together: one every 6 s for ten minutes on end,
 * which no one picking photos by hand keeps up; a script importing a catalogue waits.
 */
export const UPLOADS_PER_ACCOUNT: AccountLimit = {
  name: 'upload',
  max: 100,
  windowMs: TEN_MINUTES_MS,
};
/** Per route: a salon's or an office's few staff behind one address stay far below it. */
export const UPLOADS_PER_IP: Limit = { max: 300, windowMs: TEN_MINUTES_MS };

/** Generations sent with their photos (multipart): each is also a charged generation. */
export const GENERATION_UPLOADS_PER_ACCOUNT: AccountLimit = {
  name: 'generation-upload',
  max: 100,
  windowMs: TEN_MINUTES_MS,
};
export const GENERATION_UPLOADS_PER_IP: Limit = { max: 300, windowMs: TEN_MINUTES_MS };

export interface UploadLimits {
  perAccount: AccountLimit;
  perIp: Limit;
  /** Which requests count; without it, every request of the route. */
  counts?: (request: FastifyRequest) => boolean;
}

/**
 * A route's `config` and `preHandler` for upload limits: the per-address count runs with the
 * route's other limits (@fastify/rate-limit), the per-account one once the user is known.
 */
export function uploadLimits(
  attempts: AttemptLimiter,
  { perAccount, perIp, counts = () => true }: UploadLimits,
): { config: FastifyContextConfig; preHandler: preHandlerAsyncHookHandler } {
  const countAccount = attempts.perAccount(perAccount, (request) => signedInUser(request).id);
  return {
    config: perIpLimit(perIp, counts),
    async preHandler(request) {
      if (counts(request)) await countAccount(request);
    },
  };
}

/**
 * Only a multipart generation carries files to decode; one made of ids and samples (JSON) does
 * not. Read from the header: `request.isMultipart()` is known only once the body parser ran,
 * after the per-address count.
 */
export const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
