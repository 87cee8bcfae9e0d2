// Which IP addresses a webhook may be delivered to: public unicast only. Every refused range is listed here once,
// with the name a refusal message gives it. IPv4-mapped IPv6 addresses are refused outright; NAT64 and 6to4
// addresses are judged by the IPv4 address they embed.
import net from 'node:net';

interface Range {
  base: bigint;
  bits: number;
  name: string;
}

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** A validated IPv6 address (net.isIPv6) to its 128-bit value; an embedded dotted IPv4 tail is accepted. */
function ipv6ToBigInt(address: string): bigint {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = 8 - headParts.length - tailParts.length;
  const groups = tail === undefined ? headParts : [...headParts, ...Array(missing).fill('0'), ...tailParts];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

const v4 = (cidr: string, name: string): Range => {
  const [addr, bits] = cidr.split('/');
  return { base: ipv4ToBigInt(addr!), bits: Number(bits), name };
};
const v6 = (cidr: string, name: string): Range => {
  const [addr, bits] = cidr.split('/');
  return { base: ipv6ToBigInt(addr!), bits: Number(bits), name };
};

/** Most specific first: the first match names the refusal. */
export const REFUSED_IPV4: readonly Range[] = [
  v4('169.254.169.254/32', 'cloud metadata'),
  v4('0.0.0.0/8', 'unspecified ("this network")'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'carrier-grade NAT (shared address space)'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'IETF protocol assignment'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.88.99.0/24', '6to4 relay anycast'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved or broadcast'),
];

export const REFUSED_IPV6: readonly Range[] = [
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('::ffff:0:0/96', 'IPv4-mapped IPv6'),
  v6('::/96', 'IPv4-compatible IPv6 (deprecated)'),
  v6('64:ff9b:1::/48', 'local-use NAT64'),
  v6('100::/64', 'discard-only'),
  v6('2001:db8::/32', 'documentation'),
  v6('2001::/23', 'IETF protocol assignment'),
  v6('fc00::/7', 'unique local (ULA)'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'site-local (deprecated)'),
  v6('ff00::/8', 'multicast'),
];

const NAT64 = v6('64:ff9b::/96', 'NAT64');
const SIX_TO_FOUR = v6('2002::/16', '6to4');

function inRange(value: bigint, width: number, range: Range): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

/**
 * Why `address` may not receive webhooks (e.g. 'loopback'), or null when it is a public unicast address. A string
 * that is not an IP address is refused as such.
 */
export function refusedAddressClass(address: string): string | null {
  const family = net.isIP(address.split('%')[0]!);
  if (family === 4) {
    const value = ipv4ToBigInt(address);
    return REFUSED_IPV4.find((r) => inRange(value, 32, r))?.name ?? null;
  }
  if (family === 6) {
    const value = ipv6ToBigInt(address);
    const refused = REFUSED_IPV6.find((r) => inRange(value, 128, r));
    if (refused) return refused.name;
    if (inRange(value, 128, NAT64)) return embedded(value & 0xffffffffn, 'NAT64');
    if (inRange(value, 128, SIX_TO_FOUR)) return embedded((value >> 80n) & 0xffffffffn, '6to4');
    return null;
  }
  return 'not an IP address';
}

function embedded(v4value: bigint, via: string): string | null {
  const range = REFUSED_IPV4.find((r) => inRange(v4value, 32, r));
  return range ? `${range.name} (via ${via})` : null;
}
