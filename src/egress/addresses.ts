// Which IP addresses are public unicast, and for every other one the name a refusal gives its class. Every refused
// range is listed here once. IPv4-mapped and IPv4-translated IPv6 addresses are refused outright (a socket dialling
// them reaches the embedded IPv4 address, which is how `[::ffff:0:7f00:1]` used to slip past); NAT64 and 6to4
// addresses are judged by the IPv4 address they embed.
import net from 'node:net';

export interface Range {
  base: bigint;
  bits: number;
  /** 4 or 6. */
  family: number;
  name: string;
}

export function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** A validated IPv6 address (net.isIPv6) to its 128-bit value; an embedded dotted IPv4 tail is accepted. */
export function ipv6ToBigInt(address: string): bigint {
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

/** `10.0.0.0/8`, `fd00::/8` or a bare address (a /32 or /128); throws on anything else. */
export function parseCidr(text: string, name = 'allowed'): Range {
  const [addr, bitsText, extra] = text.split('/');
  const family = net.isIP(addr ?? '');
  if (extra !== undefined || family === 0) throw new Error(`'${text}' is not an IP address or CIDR range`);
  const width = family === 4 ? 32 : 128;
  const bits = bitsText === undefined ? width : Number(bitsText);
  if (bitsText !== undefined && (!/^\d{1,3}$/.test(bitsText) || bits > width)) throw new Error(`'${text}' has an invalid prefix length (0-${width})`);
  return { base: family === 4 ? ipv4ToBigInt(addr!) : ipv6ToBigInt(addr!), bits, family, name };
}

// The tables below are written here, so they are read without net.isIP, whose IPv6 check compiles a large regular
// expression on first use (about 10 ms here): every plugin process (runtime/child.ts) loads this module before its
// plugin. test/egress.policy.test.ts checks each entry against parseCidr.
const known = (family: 4 | 6) => (cidr: string, name: string): Range => {
  const [addr, bits] = cidr.split('/') as [string, string];
  return { base: family === 4 ? ipv4ToBigInt(addr) : ipv6ToBigInt(addr), bits: Number(bits), family, name };
};
const v4 = known(4);
const v6 = known(6);

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
  v6('::ffff:0:0:0/96', 'IPv4-translated IPv6'),
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

/** What reaches this machine itself without naming one of its interfaces: loopback, and the unspecified addresses. */
export const LOOPBACK_RANGES: readonly Range[] = [v4('127.0.0.0/8', 'loopback'), v6('::1/128', 'loopback'), v4('0.0.0.0/32', 'unspecified'), v6('::/128', 'unspecified')];

const NAT64 = v6('64:ff9b::/96', 'NAT64');
const SIX_TO_FOUR = v6('2002::/16', '6to4');
const MAPPED = v6('::ffff:0:0/96', 'IPv4-mapped IPv6');

function inRange(value: bigint, width: number, range: Range): boolean {
  const shift = BigInt(width - range.bits);
  return value >> shift === range.base >> shift;
}

/** Whether `address` (an IP literal) lies in `range`; an IPv4-mapped IPv6 address also matches IPv4 ranges. */
export function rangeContains(range: Range, address: string): boolean {
  const plain = address.split('%')[0]!;
  const family = net.isIP(plain);
  if (family === 0) return false;
  if (family === range.family) return inRange(family === 4 ? ipv4ToBigInt(plain) : ipv6ToBigInt(plain), family === 4 ? 32 : 128, range);
  if (family === 6 && range.family === 4) {
    const value = ipv6ToBigInt(plain);
    return inRange(value, 128, MAPPED) && inRange(value & 0xffffffffn, 32, range);
  }
  return false;
}

/** `::ffff:127.0.0.1` -> `127.0.0.1` (how sockets report IPv4 peers on dual-stack sockets); anything else unchanged. */
export function unmapped(address: string): string {
  const plain = address.split('%')[0]!;
  if (net.isIP(plain) !== 6) return plain;
  const value = ipv6ToBigInt(plain);
  if (!inRange(value, 128, MAPPED)) return plain.toLowerCase();
  const n = Number(value & 0xffffffffn);
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}

/**
 * Why `address` is not public (e.g. 'loopback'), or null when it is a public unicast address. A string that is not
 * an IP address is refused as such.
 */
export function refusedAddressClass(address: string): string | null {
  const plain = address.split('%')[0]!;
  const family = net.isIP(plain);
  if (family === 4) {
    const value = ipv4ToBigInt(plain);
    return REFUSED_IPV4.find((r) => inRange(value, 32, r))?.name ?? null;
  }
  if (family === 6) {
    const value = ipv6ToBigInt(plain);
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
