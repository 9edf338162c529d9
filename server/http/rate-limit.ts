/**
 * Per-client-IP limits (@fastify/rate-limit) for the routes that opt in with `perIpLimit`: the
 * brute-force targets (login, codes, password reset). Its store is in process memory, so each
 * API process counts on its own; in scale mode give it a shared store (the plugin takes Redis or
 * a custom store) when several processes sit behind one load balancer.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../common/contracts/errors';
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

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    // Only the routes that set config.rateLimit are limited.
    global: false,
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  });
}

/** Route config for a per-IP limit: `{ config: perIpLimit(LIMIT) }`. */
export function perIpLimit({ max, windowMs }: Limit): FastifyContextConfig {
  return { rateLimit: { max, timeWindow: windowMs } };
}
