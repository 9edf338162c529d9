/**
 * `npm run dev`'s proxy from Vite to the API. The API shows its dev tools only to requests from
 * its own machine (docs/dev-tools.md), and every proxied request reaches it from 127.0.0.1; so a
 * request from another machine (Vite started with --host) says so in X-Forwarded-For, and the API
 * refuses it as any forwarded request.
 */
import type { ProxyOptions } from 'vite';
import { isLoopbackAddress } from '../server/http/loopback';

export function devApiProxy(
  target: string,
  options: Omit<ProxyOptions, 'target'> = {},
): ProxyOptions {
  return {
    target,
    ...options,
    configure: (proxy) => proxy.on('proxyReq', markOtherMachines),
  };
}

/** Names the client in X-Forwarded-For unless it is on this machine. */
export function markOtherMachines(
  proxyRequest: { setHeader(name: string, value: string): unknown },
  request: { socket: { remoteAddress?: string } },
): void {
  const client = request.socket.remoteAddress;
  if (!isLoopbackAddress(client)) proxyRequest.setHeader('x-forwarded-for', client ?? 'unknown');
}
