/**
 * Where a webhook may be sent (docs/public-api.md#webhooks): https on port 443 or 8443 to public
 * addresses only, so an account cannot make the server call its own private network (SSRF), nor
 * knock on the ports of other services. A host name is
 * resolved and every address it gives must be public, at registration and again at each delivery;
 * the delivery then connects to the very address that was checked (`publicOnlyLookup`), so DNS
 * answering differently a moment later (rebinding) changes nothing.
 * WEBHOOKS_ALLOW_PRIVATE=1 lifts these rules for development and tests.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_PORTS } from '../../../common/contracts/webhooks';
import { embeddedIpv4s } from './embedded-ipv4';

/** Not on the public internet: private, loopback, link-local, shared, reserved, documentation. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // Local-use NAT64 (RFC 8215): its translator's reach is the operator's, its prefix anyone's.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  // An IPv6 address that carries an IPv4 one (mapped, compatible, NAT64, 6to4, Teredo) reaches
  // that IPv4 address: it is public only if what it carries is.
  const carried = embeddedIpv4s(address);
  if (carried === null) return false;
  if (carried.length > 0) return carried.every(isPublicAddress);
  return !NOT_PUBLIC.check(address, 'ipv6');
}

export type AddressCheck =
  | { allowed: true }
  | { allowed: false; reason: 'not_https' | 'port_not_allowed' | 'not_public' | 'not_found' };

/** The URL's port, its scheme's default when it names none. */
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether a delivery to `url` is allowed now: its scheme, and every address its host has. */
export async function checkWebhookUrl(url: URL, allowPrivate: boolean): Promise<AddressCheck> {
  if (allowPrivate) return { allowed: true };
  if (url.protocol !== 'https:') return { allowed: false, reason: 'not_https' };
  if (!WEBHOOK_PORTS.includes(portOf(url))) return { allowed: false, reason: 'port_not_allowed' };
  let addresses: string[];
  try {
    addresses = (await lookup(hostOf(url), { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return { allowed: false, reason: 'not_found' };
  }
  if (addresses.length === 0) return { allowed: false, reason: 'not_found' };
  return addresses.every(isPublicAddress)
    ? { allowed: true }
    : { allowed: false, reason: 'not_public' };
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
}

/**
 * A `lookup` for http(s).request that resolves the host and fails unless every address is public:
 * the socket connects to what was checked, with no second resolution in between.
 */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true, family: options.family }).then(
      (addresses) => {
        const refused = allowPrivate
          ? undefined
          : addresses.find(({ address }) => !isPublicAddress(address));
        if (refused || addresses.length === 0) {
          const error = new PrivateAddressError(`${hostname} resolves to a non-public address`);
          callback(error as NodeJS.ErrnoException, '', 0);
        } else if (options.all) {
          callback(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
