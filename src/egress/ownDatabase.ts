// Sluice's own database, which no connection a customer directs may reach, whatever SLUICE_EGRESS_ALLOW opens.
// Plugins never see DATABASE_URL (it holds the password); their process gets only host, port, database and user
// in SLUICE_EGRESS_OWN_DATABASE, enough to recognise the endpoint and the database named in a PostgreSQL
// StartupMessage (see startupMessage.ts). The same server with another database stays reachable when allowed.
import net from 'node:net';
import os from 'node:os';
import { LOOPBACK_RANGES, rangeContains, unmapped } from './addresses.js';

export const OWN_DATABASE_ENV = 'SLUICE_EGRESS_OWN_DATABASE';

export interface OwnDatabase {
  host: string;
  port: number;
  database: string;
  user: string;
}

function osUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'postgres';
  }
}

/** host, port, database and user of a postgres:// URL; undefined for none (the embedded database). */
export function ownDatabaseOf(databaseUrl: string | undefined): OwnDatabase | undefined {
  if (!databaseUrl) return undefined;
  let url: URL;
  try {
    // `postgres://user@/db?host=/socket/dir` has no host part, which URL refuses; libpq reads it as localhost.
    url = new URL(databaseUrl.replace(/^(postgres(?:ql)?:\/\/(?:[^/@]*@)?)\//, '$1localhost/'));
  } catch {
    return undefined;
  }
  const raw = url.searchParams.get('host') || url.hostname || 'localhost';
  const host = raw.startsWith('[') ? raw.slice(1, -1) : raw;
  const port = Number(url.port || url.searchParams.get('port') || 5432);
  const user = decodeURIComponent(url.username || url.searchParams.get('user') || osUser());
  // libpq's default database is the user name.
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || user;
  return { host, port, database, user };
}

/** The plugin-process variable for `own` (empty object when there is none, so the child knows it was told). */
export function ownDatabaseEnv(own: OwnDatabase | undefined): Record<string, string> {
  return { [OWN_DATABASE_ENV]: own ? JSON.stringify(own) : '' };
}

export function ownDatabaseFromEnv(env: NodeJS.ProcessEnv): OwnDatabase | undefined {
  const text = env[OWN_DATABASE_ENV];
  if (!text) return undefined;
  const value = JSON.parse(text) as OwnDatabase;
  if (typeof value.host !== 'string' || typeof value.port !== 'number' || typeof value.database !== 'string') {
    throw new Error(`${OWN_DATABASE_ENV} is not {host, port, database, user}`);
  }
  return value;
}

/** Whether dialling `address` reaches this machine: loopback, unspecified, or one of its interface addresses. */
export function isThisMachine(address: string): boolean {
  if (LOOPBACK_RANGES.some((r) => rangeContains(r, address))) return true;
  const plain = unmapped(address);
  return Object.values(os.networkInterfaces()).some((list) => list?.some((i) => unmapped(i.address) === plain));
}

/**
 * The addresses the own database answers on. When it is on this machine (localhost, 127.0.0.1, this machine's
 * address), every address of this machine counts, since 0.0.0.0, ::1 and the LAN address reach the same server.
 */
export class OwnDatabaseEndpoint {
  private readonly addresses = new Set<string>();
  private local = false;

  constructor(readonly db: OwnDatabase) {
    if (db.host === 'localhost' || db.host.startsWith('/')) this.local = true;
    if (net.isIP(db.host)) this.add(db.host);
  }

  add(address: string): void {
    this.addresses.add(unmapped(address));
    if (isThisMachine(address)) this.local = true;
  }

  matches(address: string | undefined, port: number | undefined): boolean {
    if (port !== this.db.port || !address) return false;
    const plain = unmapped(address);
    return this.addresses.has(plain) || (this.local && isThisMachine(plain));
  }
}
