// The egress policy's parts on their own: the address classes (including the IPv6 forms that embed an IPv4
// address), SLUICE_EGRESS_ALLOW parsing and matching, the own database taken from DATABASE_URL (and kept from
// plugins), the PostgreSQL StartupMessage reader, and the start-up errors a bad value gives.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { LOOPBACK_RANGES, parseCidr, REFUSED_IPV4, REFUSED_IPV6, refusedAddressClass } from '../src/egress/addresses.js';
import { isAllowed, parseAllowList } from '../src/egress/allowList.js';
import { EgressPolicy, OWN_DATABASE_ENV, ownDatabaseOf } from '../src/egress/index.js';
import { OwnDatabaseEndpoint } from '../src/egress/ownDatabase.js';
import { firstMessage } from '../src/egress/startupMessage.js';
import { connectorOptionsFromEnv, pluginEnvironment } from '../src/runtime/options.js';

/** A 128-bit value as eight colon-separated groups. */
const ipv6Text = (value: bigint) => Array.from({ length: 8 }, (_, i) => ((value >> BigInt(112 - 16 * i)) & 0xffffn).toString(16)).join(':');

describe('address classes', () => {
  it.each([
    ['::ffff:0:7f00:1', 'IPv4-translated IPv6'],
    ['::ffff:0:a00:1', 'IPv4-translated IPv6'],
    ['::ffff:0:0808:0808', 'IPv4-translated IPv6'],
    ['::ffff:7f00:1', 'IPv4-mapped IPv6'],
    ['::127.0.0.1', 'IPv4-compatible IPv6 (deprecated)'],
    ['::a9fe:a9fe', 'IPv4-compatible IPv6 (deprecated)'],
    ['64:ff9b::7f00:1', 'loopback (via NAT64)'],
    ['64:ff9b::a9fe:a9fe', 'cloud metadata (via NAT64)'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:a9fe:a9fe::', 'cloud metadata (via 6to4)'],
    ['100.100.100.200', 'carrier-grade NAT (shared address space)'],
    ['fe80::1%eth0', 'link-local'],
    ['example.com', 'not an IP address'],
  ])('refuses %s as %s', (address, cls) => {
    expect(refusedAddressClass(address)).toBe(cls);
  });

  it('reads each refused range as parseCidr does (the tables skip its checks)', () => {
    for (const range of [...REFUSED_IPV4, ...REFUSED_IPV6, ...LOOPBACK_RANGES]) {
      const text = `${range.family === 4 ? [24, 16, 8, 0].map((s) => Number((range.base >> BigInt(s)) & 255n)).join('.') : ipv6Text(range.base)}/${range.bits}`;
      expect(parseCidr(text, range.name)).toEqual(range);
    }
  });

  it.each(['8.8.8.8', '2606:4700:4700::1111', '64:ff9b::808:808', '2002:808:808::1'])('accepts public %s', (address) => {
    expect(refusedAddressClass(address)).toBeNull();
  });
});

describe('SLUICE_EGRESS_ALLOW', () => {
  it('parses CIDR ranges, addresses and host[:port] entries', () => {
    const allow = parseAllowList(' 10.20.0.0/16, fd00::/8 ,db.internal:5432, [fd00::5]:443, 192.168.1.7, Search.Local ');
    expect(allow.any).toBe(false);
    expect(allow.ranges.map((r) => [r.family, r.bits])).toEqual([[4, 16], [6, 8]]);
    expect(allow.hosts).toEqual([
      { host: 'db.internal', port: 5432 },
      { host: 'fd00::5', port: 443 },
      { host: '192.168.1.7', port: undefined },
      { host: 'search.local', port: undefined },
    ]);
    expect(parseAllowList('*').any).toBe(true);
    expect(parseAllowList('')).toMatchObject({ any: false, ranges: [], hosts: [] });
  });

  it.each([
    ['10.0.0.0/33', "'10.0.0.0/33' has an invalid prefix length (0-32)"],
    ['fd00::/129', "'fd00::/129' has an invalid prefix length (0-128)"],
    ['10.0.0/8', "'10.0.0/8' is not an IP address or CIDR range"],
    ['db.internal:0', "'db.internal:0' has an invalid port (1-65535)"],
    ['db.internal:http', "'db.internal:http' has an invalid port (1-65535)"],
    ['http://db.internal', "'http://db.internal' is not an IP address or CIDR range"],
    ['[10.0.0.1]:80', "'[10.0.0.1]:80' is not an IPv6 address in brackets"],
    ['bad host', "'bad host' is not a CIDR range, an IP address or a host[:port]"],
  ])('refuses %s', (value, message) => {
    expect(() => parseAllowList(value)).toThrow(message);
  });

  it('matches the dialled address, the name it was reached through, and the port', () => {
    const allow = parseAllowList('10.20.0.0/16,db.internal:5432,192.168.1.7');
    expect(isAllowed(allow, '10.20.3.4', '10.20.3.4', 80)).toBe(true);
    expect(isAllowed(allow, 'x.internal', '10.20.3.4', 80)).toBe(true);
    expect(isAllowed(allow, '::ffff:10.20.3.4', '::ffff:10.20.3.4', 80)).toBe(true);
    expect(isAllowed(allow, '10.21.0.1', '10.21.0.1', 80)).toBe(false);
    expect(isAllowed(allow, 'db.internal', '10.9.9.9', 5432)).toBe(true);
    expect(isAllowed(allow, 'DB.Internal.', '10.9.9.9', 5432)).toBe(true);
    expect(isAllowed(allow, 'db.internal', '10.9.9.9', 22)).toBe(false);
    expect(isAllowed(allow, 'other.internal', '10.9.9.9', 5432)).toBe(false);
    expect(isAllowed(allow, '192.168.1.7', '192.168.1.7', 1)).toBe(true);
    expect(isAllowed(allow, '192.168.1.8', '192.168.1.8', 1)).toBe(false);
  });

  it('lets the policy name the rule, and stay open for public addresses', () => {
    const policy = new EgressPolicy(parseAllowList('db.internal:5432'));
    expect(policy.refusal('8.8.8.8', '8.8.8.8', 443)).toBeNull();
    expect(policy.refusal('db.internal', '10.0.0.5', 5432)).toBeNull();
    expect(policy.refusal('db.internal', '10.0.0.5', 6379)?.message).toBe(
      'db.internal resolves to 10.0.0.5, a private address; connectors may reach public addresses only (SLUICE_EGRESS_ALLOW opens more)',
    );
    expect(policy.refuseLiteral('[::1]', 80)?.message).toBe('::1 is a loopback address; connectors may reach public addresses only (SLUICE_EGRESS_ALLOW opens more)');
  });

  it('is a start-up error when bad, for the server and for the plugin runtime', () => {
    expect(() => loadConfig({ SLUICE_EGRESS_ALLOW: '10.0.0.0/40' })).toThrow(
      "SLUICE_EGRESS_ALLOW: '10.0.0.0/40' has an invalid prefix length (0-32) (expected comma-separated CIDR ranges, host[:port] entries or *)",
    );
    expect(() => connectorOptionsFromEnv({ SLUICE_EGRESS_ALLOW: 'a b' })).toThrow(/^SLUICE_EGRESS_ALLOW: 'a b' is not a CIDR range/);
    expect(loadConfig({ SLUICE_EGRESS_ALLOW: '10.0.0.0/8' }).webhooks!.egressAllow!.ranges).toHaveLength(1);
  });
});

describe("Sluice's own database", () => {
  it('is read from DATABASE_URL, and plugins get it without the URL or its password', () => {
    expect(ownDatabaseOf('postgres://app:s3cret@db.internal:6543/sluice?sslmode=require')).toEqual({ host: 'db.internal', port: 6543, database: 'sluice', user: 'app' });
    expect(ownDatabaseOf('postgresql://app@[::1]/x')).toMatchObject({ host: '::1', port: 5432, database: 'x' });
    expect(ownDatabaseOf('postgres://app@/sluice?host=/var/run/postgresql')).toMatchObject({ host: '/var/run/postgresql', database: 'sluice' });
    expect(ownDatabaseOf('postgres://app@localhost')).toMatchObject({ database: 'app' });
    expect(ownDatabaseOf(undefined)).toBeUndefined();

    const env = pluginEnvironment({ DATABASE_URL: 'postgres://app:s3cret@db.internal:6543/sluice', SLUICE_EGRESS_ALLOW: '*' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SLUICE_EGRESS_ALLOW).toBe('*');
    expect(JSON.parse(env[OWN_DATABASE_ENV]!)).toEqual({ host: 'db.internal', port: 6543, database: 'sluice', user: 'app' });
    expect(JSON.stringify(env)).not.toContain('s3cret');
    // A value set by hand never stands in for the real one.
    expect(pluginEnvironment({ [OWN_DATABASE_ENV]: '{"host":"x","port":1,"database":"y"}' })[OWN_DATABASE_ENV]).toBe('');
  });

  it('counts every address of this machine when the database is local', () => {
    const endpoint = new OwnDatabaseEndpoint({ host: 'localhost', port: 5432, database: 'sluice', user: 'app' });
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '0.0.0.0', '::', '::ffff:127.0.0.1']) expect([address, endpoint.matches(address, 5432)]).toEqual([address, true]);
    expect(endpoint.matches('127.0.0.1', 5433)).toBe(false);
    expect(endpoint.matches('8.8.8.8', 5432)).toBe(false);
    const remote = new OwnDatabaseEndpoint({ host: '10.0.0.5', port: 5432, database: 'sluice', user: 'app' });
    expect(remote.matches('10.0.0.5', 5432)).toBe(true);
    expect(remote.matches('127.0.0.1', 5432)).toBe(false);
  });
});

describe('the StartupMessage reader', () => {
  const startup = (params: Record<string, string>[] | Record<string, string>) => {
    const pairs = Array.isArray(params) ? params.flatMap((p) => Object.entries(p)) : Object.entries(params);
    const body = Buffer.from(`${pairs.map(([k, v]) => `${k}\0${v}\0`).join('')}\0`);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.writeUInt32BE(196608, 4);
    return Buffer.concat([head, body]);
  };

  it('finds the database as the server would: the last one given, else the user', () => {
    expect(firstMessage(startup({ user: 'app', database: 'sluice' }))).toMatchObject({ kind: 'startup', database: 'sluice' });
    expect(firstMessage(startup({ user: 'sluice' }))).toMatchObject({ kind: 'startup', database: 'sluice' });
    expect(firstMessage(startup({ user: 'sluice', database: '' }))).toMatchObject({ kind: 'startup', database: 'sluice' });
    expect(firstMessage(startup([{ database: 'other' }, { user: 'app' }, { database: 'sluice' }]))).toMatchObject({ kind: 'startup', database: 'sluice' });
  });

  it('waits for the whole message, lets the SSL and GSS requests through, and ignores what is not PostgreSQL', () => {
    const whole = startup({ user: 'app', database: 'sluice' });
    expect(firstMessage(whole.subarray(0, 5))).toEqual({ kind: 'partial' });
    expect(firstMessage(whole.subarray(0, whole.length - 1))).toEqual({ kind: 'partial' });
    const ssl = Buffer.alloc(8);
    ssl.writeUInt32BE(8, 0);
    ssl.writeUInt32BE(80877103, 4);
    expect(firstMessage(ssl)).toEqual({ kind: 'request', length: 8 });
    expect(firstMessage(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'))).toEqual({ kind: 'other' });
    expect(firstMessage(Buffer.from([0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, 0xfc]))).toEqual({ kind: 'other' });
  });
});
