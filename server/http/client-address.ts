/**
 * Who the client is: the socket's address, or, behind the reverse proxies TRUST_PROXY names,
 * the address the nearest untrusted hop added to X-Forwarded-For. Every per-address limit keys on
 * `clientAddress`, so they all count the same client (docs/rate-limits.md).
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** IPv6 clients are counted per /64: one subscriber is usually given a whole /64. */
const IPV6_PREFIX_LENGTH = 64;

/** Fastify's `trustProxy` option for TRUST_PROXY. */
export function trustProxyOption(
  trustProxy: Config['TRUST_PROXY'],
): FastifyServerOptions['trustProxy'] {
  if (trustProxy === undefined) return false;
  // Fastify trusts no hop at all for a bare number (it cannot check who the nearest peer is), so
  // a hop count goes in as the function it stands for: trust the nearest `trustProxy` hops.
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return trustProxy;
}

/** The client's address as the limits count it: IPv4 as is, IPv6 by its /64. */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, IPV6_PREFIX_LENGTH);
}
