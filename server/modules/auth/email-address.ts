/** One spelling per address: accounts are stored and looked up trimmed and lower-cased. */
import type { FastifyRequest } from 'fastify';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The account an auth request names, for the per-account limits: the body's `field`,
 * normalised. Used as a preHandler argument, after the body passed its schema.
 */
export function accountEmail(field: 'email' | 'username') {
  return (request: FastifyRequest) =>
    normalizeEmail((request.body as Record<typeof field, string>)[field]);
}
