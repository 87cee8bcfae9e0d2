// One knex instance over PostgreSQL (DATABASE_URL) or the embedded PGlite default, with the same type handling.
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import ClientPGLite from 'knex-pglite';
import { parseTimestamptz } from './timestamps.js';

export type DbKind = 'postgres' | 'pglite';

export interface Db {
  knex: Knex;
  kind: DbKind;
  /** The embedded database instance (PGlite only), for clients that must share its single connection. */
  pglite?: PGlite;
  /** The server's URL (PostgreSQL only), for connections of their own outside the pool (db/notifications.ts). */
  url?: string;
  close(): Promise<void>;
}

const OID_INT8 = 20;
const OID_TIMESTAMPTZ = 1184;

const parseInt8 = (text: string): number => Number(text);

export interface ConnectOptions {
  /** PostgreSQL URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
  /** PGlite only: its shared_buffers; by default PostgreSQL's 128MB, or what embeddedBriefly() set. */
  sharedBuffers?: string;
  poolMax?: number;
}

let briefSharedBuffers: string | undefined;

/**
 * For a process that opens the embedded database, does one thing and exits (a CLI command). PGlite's WebAssembly
 * is left to V8's baseline compiler: the optimising tier recompiles the whole module on other threads (about a
 * second of CPU here) and pays only in a process that lives for minutes (`customers create` took 2.5 s, 3.4 s of
 * CPU, with it; 1.8 s, 2.1 s of CPU, without). And its shared buffers are 16MB: setting up 128MB of them took a
 * third of PGlite's start (about 1.0 s against 0.65 s to ready). Servers and workers keep both defaults.
 */
export function embeddedBriefly(): void {
  v8.setFlagsFromString('--liftoff-only');
  briefSharedBuffers = '16MB';
}

export async function connect(options: ConnectOptions): Promise<Db> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolMax ?? 10);
  return connectPglite(options.dataDir ?? 'memory://', options.loadDataDir, options.sharedBuffers ?? briefSharedBuffers);
}

/**
 * knex's warnings, as knex prints them (on stdout), but for a failed connection attempt: knex prints each with its
 * stack, and the same error reaches the statement that asked for the connection, whose caller reports it (a command
 * in one line, connectFailure.ts; a request or job in its log line).
 */
function quietAcquireErrors(message: unknown): void {
  if (typeof message === 'string' && message.startsWith('Acquire connection error')) return;
  console.log(message);
}

function connectPostgres(url: string, poolMax: number): Db {
  const types = {
    getTypeParser(oid: number, format?: string) {
      if (oid === OID_TIMESTAMPTZ) return parseTimestamptz;
      if (oid === OID_INT8) return parseInt8;
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
  const knex = knexFactory({
    client: 'pg',
    connection: { connectionString: url, types, options: '-c TimeZone=UTC' } as Knex.PgConnectionConfig,
    pool: { min: 0, max: poolMax },
    log: { warn: quietAcquireErrors },
  });
  return { knex, kind: 'postgres', url, close: () => knex.destroy() };
}

async function connectPglite(dataDir: string, loadDataDir: Blob | undefined, sharedBuffers: string | undefined): Promise<Db> {
  if (dataDir !== 'memory://') fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: { [OID_TIMESTAMPTZ]: parseTimestamptz, [OID_INT8]: parseInt8 },
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] } : {}),
  });
  await pglite.exec("SET TIME ZONE 'UTC'");
  const knex = knexFactory({
    client: ClientPGLite as unknown as typeof Knex.Client,
    connection: { pglite } as unknown as Knex.StaticConnectionConfig,
  });
  return {
    knex,
    kind: 'pglite',
    pglite,
    async close() {
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
