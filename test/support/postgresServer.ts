// The real PostgreSQL server the connector tests use whichever store the suite runs on: TEST_DATABASE_URL's, or the
// local default. Tests that need it skip themselves, saying why, when it cannot be reached.
import crypto from 'node:crypto';
import pg from 'pg';

export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why the server cannot be used (its connection error), or undefined when it answers. */
export async function postgresProblem(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new, empty database on that server, as a connector's config and credentials see it. */
export interface Scratch {
  name: string;
  config: { host: string; port: number; database: string };
  credentials: { user: string; password?: string };
  sql(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

export async function scratchDatabase(prefix = 'sluice_pgconn'): Promise<Scratch> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    name,
    config: { host: url.hostname, port: Number(url.port || 5432), database: name },
    credentials: { user: decodeURIComponent(url.username) || 'postgres', ...(url.password ? { password: decodeURIComponent(url.password) } : {}) },
    sql: (text, values) => client.query(text, values),
    async drop() {
      await client.end();
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
