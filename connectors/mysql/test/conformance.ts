// The conformance fixture: a scratch database on the MySQL or MariaDB server of TEST_MYSQL_URL (default
// mysql://root@127.0.0.1:3306) holding the SDK's SQL fixture tables (sqlConformanceFixture), dropped afterwards.
import crypto from 'node:crypto';
import { defineConformance } from '@sluice/connector-sdk/conformance';
import { FIXTURE_CANCELLED, FIXTURE_ORDERS, sqlConformanceFixture } from '@sluice/connector-sdk/sql';
import { datetimeOf } from '../dist/connection.js';
import { scratchDatabase, TEST_URL } from './server.js';

const SERVER_URL = TEST_URL || 'mysql://root@127.0.0.1:3306';

async function createTables(sql: (text: string, values?: unknown[]) => Promise<unknown>): Promise<void> {
  await sql(`CREATE TABLE shop_orders (
    id INT AUTO_INCREMENT PRIMARY KEY, number VARCHAR(20) NOT NULL, state VARCHAR(20) NOT NULL, total DECIMAL(12, 0) NOT NULL,
    currency CHAR(3) NOT NULL, placed DATETIME(6) NOT NULL, modified DATETIME(6) NOT NULL, cancelled_at DATETIME(6) NULL,
    KEY by_change (modified, id))`);
  const rows = FIXTURE_ORDERS.map(([number, state, total, currency, placed, modified]) => [number, state, total, currency, datetimeOf(placed), datetimeOf(modified)]);
  await sql('INSERT INTO shop_orders (number, state, total, currency, placed, modified) VALUES ?', [rows]);
  await sql('UPDATE shop_orders SET cancelled_at = modified WHERE id IN (?)', [FIXTURE_CANCELLED]);
  await sql('CREATE TABLE sluice_customer (canonical_id CHAR(36) PRIMARY KEY, email VARCHAR(255) UNIQUE)');
}

export default defineConformance({
  async setup() {
    const db = await scratchDatabase(SERVER_URL, 'sluice_conformance').catch((err: unknown) => {
      throw new Error(`no MySQL server at ${new URL(SERVER_URL).host} for the conformance suite (set TEST_MYSQL_URL): ${(err as Error).message}`);
    });
    await createTables(db.sql);
    return sqlConformanceFixture({
      system: 'mysql',
      connection: db.config,
      credentials: db.credentials,
      badUser: `sluice_no_such_user_${crypto.randomBytes(4).toString('hex')}`,
      teardown: () => db.drop(),
    });
  },
});
