/**
 * "This machine": the listening address and the requests the dev tools trust (docs/dev-tools.md).
 * The dev mailbox lists sign-up codes and reset links, so it answers only a browser on the
 * server's own machine, reached directly rather than through a proxy.
 */
import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Headers a proxy adds for the client behind it. A reverse proxy on the same host connects from
 * loopback, so a request carrying any of them came from somewhere else.
 */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** 127.0.0.0/8 and ::1, IPv4-mapped forms included (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const version = isIP(address);
  return version !== 0 && LOOPBACK.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/** A HOST (or a Host header's name) only this machine can reach: localhost or a loopback IP. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

export interface IncomingRequest {
  socket: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A request from a browser on this machine: it connects from loopback, no proxy forwarded it,
 * and it names this machine in its Host header — a page of another site that points its own name
 * at 127.0.0.1 (DNS rebinding) would otherwise read the answers.
 */
export function isFromThisMachine(request: IncomingRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  const host = request.headers.host;
  return typeof host === 'string' && isLoopbackHost(hostnameOf(host));
}

/** `localhost:8080` -> `localhost`, `[::1]:8080` -> `[::1]`; an unreadable header -> ''. */
function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname;
  } catch {
    return '';
  }
}
