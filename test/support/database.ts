// A fresh, migrated database per test file: a scratch database on the PostgreSQL server of TEST_DATABASE_URL, copied
// from the template the global setup migrated, or an in-memory PGlite when it is not set, loaded from the dump the
// global setup made (databaseTemplates.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import knexFactory from 'knex';
import { inject } from 'vitest';
import { connect, type Db } from '../../src/db/connect.js';
import { migrateToLatest } from '../../src/db/migrate.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const onPostgres = TEST_DATABASE_URL !== undefined;

export interface TestDatabase {
  db: Db;
  /** The scratch database's URL (PostgreSQL only). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** `url` with its database replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs `fn` on a one-connection pool of the server at `url` (CREATE and DROP DATABASE), then closes it. */
export async function onServer<T>(url: string, fn: (admin: ReturnType<typeof knexFactory>) => Promise<T>): Promise<T> {
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    return await fn(admin);
  } finally {
    await admin.destroy();
  }
}

/**
 * Hash partitions of the canonical tables in every fresh database (TEST_CANONICAL_PARTITIONS, set by the vitest
 * project `partitioned`, which runs the main paths' files on a partitioned schema); absent: the migrations' default.
 */
const TEST_PARTITIONS = process.env.TEST_CANONICAL_PARTITIONS ? Number(process.env.TEST_CANONICAL_PARTITIONS) : undefined;

export async function freshDatabase(options: { migrate?: boolean; canonicalPartitions?: number } = {}): Promise<TestDatabase> {
  const canonicalPartitions = options.canonicalPartitions ?? TEST_PARTITIONS;
  let db: Db;
  let url: string | undefined;
  let cleanup = async () => {};
  if (TEST_DATABASE_URL) {
    const name = `sluice_test_${crypto.randomBytes(6).toString('hex')}`;
    // A copy of the run's migrated template when this file wants the default layout (databaseTemplates.ts).
    const template = options.migrate !== false && canonicalPartitions === undefined ? inject('postgresTemplate') : null;
    const server = TEST_DATABASE_URL;
    await onServer(server, (admin) => admin.raw(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
    url = withDatabase(server, name);
    db = await connect({ databaseUrl: url, poolMax: 20 });
    cleanup = () => onServer(server, (admin) => admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  } else {
    const templates = inject('pgliteTemplates');
    // The migrated template has the default layout: another one is migrated from the empty template.
    const template = templates?.[options.migrate === false || canonicalPartitions !== undefined ? 'bare' : 'migrated'];
    // 16MB of shared buffers, as a CLI command has (db/connect.ts embeddedBriefly): a test's database is small, and
    // setting up PostgreSQL's 128MB took a third of each PGlite start.
    db = await connect({ dataDir: 'memory://', sharedBuffers: '16MB', ...(template ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}) });
  }
  // On a copy of a migrated template, a check that finds nothing to apply.
  if (options.migrate !== false) await migrateToLatest(db.knex, { canonicalPartitions });
  return {
    db,
    url,
    async drop() {
      await db.close();
      await cleanup();
    },
  };
}
