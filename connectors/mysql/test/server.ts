// The MySQL or MariaDB server the tests and the conformance fixture use, and scratch databases on it.
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import type { SqlScratch } from '@sluice/connector-sdk/testing';

/** The server of TEST_MYSQL_URL; the connector's tests skip, saying so, without it. */
export const TEST_URL = process.env.TEST_MYSQL_URL;

function options(url: string, database?: string): mysql.ConnectionOptions {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  return { host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username) || 'root', password, database, connectTimeout: 5000, dateStrings: true, timezone: 'Z' };
}

/** Runs `fn` with a connection to `url` (and `database`), closed afterwards. */
export async function withServer<T>(url: string, database: string | undefined, fn: (c: mysql.Connection) => Promise<T>): Promise<T> {
  const connection = await mysql.createConnection(options(url, database));
  try {
    return await fn(connection);
  } finally {
    await connection.end();
  }
}

/** A new, empty database on the server, as the connector's config and credentials name it. */
export async function scratchDatabase(url: string, prefix = 'sluice_my'): Promise<SqlScratch> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  await withServer(url, undefined, (c) => c.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4`));
  const o = options(url, name);
  const client = await mysql.createConnection(o);
  await client.query("SET time_zone = '+00:00'");
  return {
    config: { host: o.host!, port: o.port!, database: name },
    credentials: { user: o.user!, ...(o.password ? { password: o.password } : {}) },
    sql: async <R>(text: string, values?: unknown[]) => (await client.query(text, values))[0] as R[],
    async drop() {
      await client.end().catch(() => {});
      await withServer(url, undefined, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`));
    },
  };
}
