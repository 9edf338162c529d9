/**
 * The IPv4 addresses an IPv6 address carries (docs/public-api.md#which-addresses-ssrf). A
 * connection to one of these reaches the IPv4 address inside, through the host's own stack or a
 * translator, so an address check must look at that IPv4 address, whatever the spelling
 * (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `0:0:0:0:0:ffff:7f00:1` are one address).
 */

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function groupsOf(address: string): number[] | null {
  let canonical: string;
  try {
    // The URL parser writes IPv6 one way: compressed, lower case, a dotted tail as hex groups.
    canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head = '', tail] = canonical.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const zeros = 8 - front.length - back.length;
  const groups = [...front, ...Array<number>(Math.max(zeros, 0)).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

const allZero = (groups: number[]) => groups.every((group) => group === 0);

/**
 * The IPv4 addresses `address` carries: IPv4-mapped (`::ffff:0:0/96`), IPv4-translated
 * (`::ffff:0:0:0/96`), IPv4-compatible (`::/96`), NAT64 (`64:ff9b::/96`), 6to4 (`2002::/16`) and
 * Teredo (`2001::/32`: its server, and its client, stored inverted). An empty list for an address
 * that carries none; null for a string that is no IPv6 address.
 */
export function embeddedIpv4s(address: string): string[] | null {
  const groups = groupsOf(address);
  if (!groups) return null;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const last = ipv4Of(g6, g7);
  if (allZero([g0, g1, g2, g3, g4]) && g5 === 0xffff) return [last];
  if (allZero([g0, g1, g2, g3]) && g4 === 0xffff && g5 === 0) return [last];
  if (allZero([g0, g1, g2, g3, g4, g5])) return [last];
  if (g0 === 0x64 && g1 === 0xff9b && allZero([g2, g3, g4, g5])) return [last];
  if (g0 === 0x2002) return [ipv4Of(g1, g2)];
  if (g0 === 0x2001 && g1 === 0) return [ipv4Of(g2, g3), ipv4Of(g6 ^ 0xffff, g7 ^ 0xffff)];
  return [];
}
