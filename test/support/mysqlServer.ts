// The real MySQL-protocol server (MariaDB on these machines) the mysql connector tests use: TEST_MYSQL_URL's, or
// the local default. Tests that need it skip themselves, saying why, when it cannot be reached.
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';

export const MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306';

function options(database?: string): mysql.ConnectionOptions {
  const url = new URL(MYSQL_URL);
  return {
    host: url.hostname,
    port: Number(url.port || 3306),
    user: decodeURIComponent(url.username) || 'root',
    password: decodeURIComponent(url.password),
    database,
    connectTimeout: 3000,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    timezone: 'Z',
    multipleStatements: false,
  };
}

/** Why the server cannot be used (its connection error), or undefined when it answers. */
export async function mysqlProblem(): Promise<string | undefined> {
  try {
    const c = await mysql.createConnection(options());
    await c.query('SELECT 1');
    await c.end();
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

/** A new, empty database on that server, as a connector's config and credentials see it. */
export interface MysqlScratch {
  name: string;
  config: { host: string; port: number; database: string };
  credentials: { user: string; password?: string };
  sql<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

export async function mysqlScratch(prefix = 'sluice_my'): Promise<MysqlScratch> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = await mysql.createConnection(options());
  await admin.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4`);
  await admin.end();
  const client = await mysql.createConnection(options(name));
  await client.query("SET time_zone = '+00:00'");
  const o = options(name);
  return {
    name,
    config: { host: o.host!, port: o.port!, database: name },
    credentials: { user: o.user!, ...(o.password ? { password: o.password } : {}) },
    sql: async <R>(text: string, values?: unknown[]) => (await client.query(text, values))[0] as R[],
    async drop() {
      await client.end().catch(() => {});
      const a = await mysql.createConnection(options());
      await a.query(`DROP DATABASE IF EXISTS ${name}`);
      await a.end();
    },
  };
}
