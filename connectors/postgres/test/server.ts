// The PostgreSQL server the tests and the conformance fixture use, and scratch databases on it.
import crypto from 'node:crypto';
import pg from 'pg';
import type { SqlScratch } from '@sluice/connector-sdk/testing';

/** The server of TEST_DATABASE_URL; the connector's tests skip, saying so, without it. */
export const TEST_URL = process.env.TEST_DATABASE_URL;

/** Runs `fn` with a connection to `url`, closed afterwards. */
export async function withServer<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the server, as the connector's config and credentials name it. */
export async function scratchDatabase(adminUrl: string, prefix = 'sluice_pgconn'): Promise<SqlScratch> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  await withServer(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    config: { host: url.hostname, port: Number(url.port || 5432), database: name },
    credentials: { user: decodeURIComponent(url.username) || 'postgres', ...(url.password ? { password: decodeURIComponent(url.password) } : {}) },
    sql: async <R>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as R[],
    async drop() {
      await client.end().catch(() => {});
      await withServer(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
