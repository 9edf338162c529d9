/**
 * Per-client-address limits (@fastify/rate-limit) for the routes that opt in with `perIpLimit`:
 * the brute-force targets (login, codes, password reset) and the public forms. The counts live in
 * the database, so every API process counts against one limit (docs/rate-limits.md).
 */
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../common/contracts/errors';
import type { Clock } from '../clock';
import type { AttemptStore } from './attempt-store.repository';
import { clientAddress } from './client-address';
import { retryLaterError } from './errors';

export interface Limit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

/** The 429 of every limit: code rate_limited, Retry-After, and when to retry in words. */
export function tooManyAttempts(retryAfterMs: number) {
  return retryLaterError(
    ERROR_CODES.rateLimited,
    retryAfterMs,
    (seconds) => `Too many attempts. Please try again in ${seconds} seconds.`,
  );
}

export async function registerRateLimit(
  app: FastifyInstance,
  counts: { store: AttemptStore; clock: Clock },
): Promise<void> {
  await app.register(rateLimit, {
    // Only the routes that set config.rateLimit are limited.
    global: false,
    store: sharedStore(counts),
    keyGenerator: keyOf,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}

/** The plugin's store on the attempt store's table, on the app's clock. */
function sharedStore({ store, clock }: { store: AttemptStore; clock: Clock }) {
  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number) {
      const nowMs = clock().getTime();
      store.hit(`ip:${key}`, timeWindow, nowMs).then(
        ({ count, resetAtMs }) => callback(null, { current: count, ttl: resetAtMs - nowMs }),
        (error: Error) => callback(error),
      );
    }

    // One store serves every route: the route is part of the key (keyOf).
    child() {
      return this;
    }
  };
}
type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Each route counts on its own: `POST /auth/login 203.0.113.7`. */
function keyOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url} ${clientAddress(request)}`;
}

/**
 * Route config for a per-IP limit: `{ config: perIpLimit(LIMIT) }`; with `counts`, only the
 * requests it says yes to are counted.
 */
export function perIpLimit(
  { max, windowMs }: Limit,
  counts?: (request: FastifyRequest) => boolean,
): FastifyContextConfig {
  const skip = counts && { allowList: (request: FastifyRequest) => !counts(request) };
  return { rateLimit: { max, timeWindow: windowMs, ...skip } };
}
