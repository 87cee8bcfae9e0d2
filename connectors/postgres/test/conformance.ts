// The conformance fixture: a scratch database on the PostgreSQL server of TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) holding the SDK's SQL fixture tables (sqlConformanceFixture),
// dropped afterwards.
import crypto from 'node:crypto';
import { defineConformance } from '@sluice/connector-sdk/conformance';
import { FIXTURE_CANCELLED, FIXTURE_ORDERS, sqlConformanceFixture } from '@sluice/connector-sdk/sql';
import type { SqlScratch } from '@sluice/connector-sdk/testing';
import { scratchDatabase, TEST_URL } from './server.js';

const ADMIN_URL = TEST_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function createTables(db: SqlScratch): Promise<void> {
  await db.sql(`CREATE TABLE shop_orders (
    id serial PRIMARY KEY, number text NOT NULL, state text NOT NULL, total numeric(12, 0) NOT NULL,
    currency char(3) NOT NULL, placed timestamptz NOT NULL, modified timestamptz NOT NULL, cancelled_at timestamptz)`);
  await db.sql(
    `INSERT INTO shop_orders (number, state, total, currency, placed, modified) SELECT * FROM json_to_recordset($1)
       AS o(number text, state text, total numeric, currency char(3), placed timestamptz, modified timestamptz)`,
    [JSON.stringify(FIXTURE_ORDERS.map(([number, state, total, currency, placed, modified]) => ({ number, state, total, currency, placed, modified })))],
  );
  await db.sql('UPDATE shop_orders SET cancelled_at = modified WHERE id = ANY($1)', [FIXTURE_CANCELLED]);
  await db.sql('CREATE TABLE sluice_customer (canonical_id uuid PRIMARY KEY, email text UNIQUE)');
}

export default defineConformance({
  async setup() {
    const db = await scratchDatabase(ADMIN_URL, 'sluice_conformance').catch((err: unknown) => {
      throw new Error(`no PostgreSQL server at ${new URL(ADMIN_URL).host} for the conformance suite (set TEST_DATABASE_URL): ${(err as Error).message}`);
    });
    await createTables(db);
    return sqlConformanceFixture({
      system: 'postgres',
      connection: db.config,
      credentials: db.credentials,
      badUser: `sluice_no_such_role_${crypto.randomBytes(4).toString('hex')}`,
      teardown: () => db.drop(),
    });
  },
});
