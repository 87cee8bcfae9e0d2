// The conformance fixture: a scratch database on the PostgreSQL server of TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) holding the SDK's SQL fixture tables (sqlConformanceFixture),
// dropped afterwards.
import crypto from 'node:crypto';
import pg from 'pg';
import { defineConformance } from '@sluice/connector-sdk/conformance';
import { FIXTURE_CANCELLED, FIXTURE_ORDERS, sqlConformanceFixture } from '@sluice/connector-sdk/sql';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`no PostgreSQL server at ${new URL(url).host} for the conformance suite (set TEST_DATABASE_URL): ${(err as Error).message}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createTables(c: pg.Client): Promise<void> {
  await c.query(`CREATE TABLE shop_orders (
    id serial PRIMARY KEY, number text NOT NULL, state text NOT NULL, total numeric(12, 0) NOT NULL,
    currency char(3) NOT NULL, placed timestamptz NOT NULL, modified timestamptz NOT NULL, cancelled_at timestamptz)`);
  await c.query(
    `INSERT INTO shop_orders (number, state, total, currency, placed, modified) SELECT * FROM json_to_recordset($1)
       AS o(number text, state text, total numeric, currency char(3), placed timestamptz, modified timestamptz)`,
    [JSON.stringify(FIXTURE_ORDERS.map(([number, state, total, currency, placed, modified]) => ({ number, state, total, currency, placed, modified })))],
  );
  await c.query('UPDATE shop_orders SET cancelled_at = modified WHERE id = ANY($1)', [FIXTURE_CANCELLED]);
  await c.query('CREATE TABLE sluice_customer (canonical_id uuid PRIMARY KEY, email text UNIQUE)');
}

export default defineConformance({
  async setup() {
    const name = `sluice_conformance_${crypto.randomBytes(5).toString('hex')}`;
    await admin(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await admin(url.toString(), createTables);
    return sqlConformanceFixture({
      system: 'postgres',
      connection: { host: url.hostname, port: Number(url.port || 5432), database: name },
      credentials: { user: decodeURIComponent(url.username) || 'postgres', ...(url.password ? { password: decodeURIComponent(url.password) } : {}) },
      badUser: `sluice_no_such_role_${crypto.randomBytes(4).toString('hex')}`,
      teardown: () => admin(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    });
  },
});
