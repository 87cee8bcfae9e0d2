// SLUICE_EGRESS_ALLOW: what the operator opens beyond public addresses. Comma-separated entries, each a CIDR range
// (`10.20.0.0/16`, `fd00::/8`), an IP address or host name with an optional port (`db.internal:5432`,
// `[fd00::5]:443`, `10.1.2.3`), or `*` for every non-public address (development and tests). Sluice's own database
// stays refused whatever is allowed (see ownDatabase.ts).
import net from 'node:net';
import { parseCidr, rangeContains, unmapped, type Range } from './addresses.js';

export interface HostEntry {
  /** Lower-case host name, or an IP address in its plain form. */
  host: string;
  /** Undefined: any port. */
  port: number | undefined;
}

export interface AllowList {
  /** `*`: every non-public address. */
  any: boolean;
  ranges: Range[];
  hosts: HostEntry[];
}

export const NOTHING_ALLOWED: AllowList = Object.freeze({ any: false, ranges: [], hosts: [] }) as AllowList;
export const EVERYTHING_ALLOWED: AllowList = Object.freeze({ any: true, ranges: [], hosts: [] }) as AllowList;

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,62})(?:\.[a-z0-9_](?:[a-z0-9_-]{0,62}))*\.?$/i;

function parsePort(text: string, entry: string): number {
  const port = Number(text);
  if (!/^\d{1,5}$/.test(text) || port < 1 || port > 65535) throw new Error(`'${entry}' has an invalid port (1-65535)`);
  return port;
}

function hostEntry(entry: string): HostEntry {
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(entry);
  if (bracketed) {
    if (net.isIP(bracketed[1]!) !== 6) throw new Error(`'${entry}' is not an IPv6 address in brackets`);
    return { host: unmapped(bracketed[1]!), port: bracketed[2] === undefined ? undefined : parsePort(bracketed[2], entry) };
  }
  // A bare IPv6 address (no port possible without brackets).
  if (net.isIP(entry) === 6) return { host: unmapped(entry), port: undefined };
  const colon = entry.lastIndexOf(':');
  const host = colon === -1 ? entry : entry.slice(0, colon);
  const port = colon === -1 ? undefined : parsePort(entry.slice(colon + 1), entry);
  if (net.isIP(host) === 4) return { host, port };
  if (!HOST_NAME.test(host)) throw new Error(`'${entry}' is not a CIDR range, an IP address or a host[:port]`);
  return { host: host.toLowerCase().replace(/\.$/, ''), port };
}

/** Parses the variable's value; throws an Error naming the bad entry. */
export function parseAllowList(value: string | undefined): AllowList {
  const entries = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) return NOTHING_ALLOWED;
  const out: AllowList = { any: false, ranges: [], hosts: [] };
  for (const entry of entries) {
    if (entry === '*') out.any = true;
    else if (entry.includes('/')) out.ranges.push(parseCidr(entry));
    else out.hosts.push(hostEntry(entry));
  }
  return out;
}

/**
 * Whether a connection to `address` (an IP literal, what is dialled) on `port`, reached through the name `host`
 * (the IP itself for a literal), is opened by the allow-list. `port` undefined: a name lookup with no port known
 * yet, allowed when some entry could allow it (the connect is checked again with its port).
 */
export function isAllowed(allow: AllowList, host: string, address: string, port: number | undefined): boolean {
  if (allow.any) return true;
  if (allow.ranges.some((r) => rangeContains(r, address))) return true;
  const name = host.toLowerCase().replace(/\.$/, '');
  const plain = unmapped(address);
  return allow.hosts.some((e) => (e.host === name || e.host === plain) && (e.port === undefined || port === undefined || e.port === port));
}
