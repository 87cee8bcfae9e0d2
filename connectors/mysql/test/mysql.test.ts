// The mysql connector against a real MySQL or MariaDB server (TEST_MYSQL_URL; skipped, saying so, without it): the
// SDK's SQL connector suite in MySQL's words (backtick quoting, DATETIME(6) times read as UTC, the server's
// messages), and what only MySQL does: the types of the tables it writes, booleans as 0 and 1 and times as DATETIME.
// Runs with `node --test` on the build (npm test).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sqlConnectorTests, writtenCustomer as customer, type SqlTestDialect } from '@sluice/connector-sdk/testing';
import type { MysqlConfig, MysqlCredentials } from '../dist/config.js';
import { datetimeOf } from '../dist/connection.js';
import connector from '../dist/index.js';
import { scratchDatabase, TEST_URL } from './server.js';

const mysql: SqlTestDialect<MysqlConfig, MysqlCredentials> = {
  connector,
  skip: TEST_URL ? false : 'TEST_MYSQL_URL is not set (e.g. mysql://root@127.0.0.1:3306)',
  scratch: () => scratchDatabase(TEST_URL!),
  table: (name) => name,
  quoteTable: (table) => `\`${table.replace(/`/g, '``')}\``,
  types: { time: 'DATETIME(6)', uuid: 'CHAR(36)' },
  timeLiteral: (iso) => `'${datetimeOf(iso)}'`,
  timeText: (column) => `DATE_FORMAT(${column}, '%Y-%m-%d %H:%i:%s.%f')`,
  // DATETIME(6) text with its six digits of fraction, as UTC.
  readTime: (iso) => iso.replace(/(?:\.(\d*))?Z$/, (_, fraction: string = '') => `.${fraction.padEnd(6, '0')}Z`),
  columns: (db, table) =>
    db.sql(
      'SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
      [table],
    ),
  messages: {
    noTable: (table) => `table or view '${table}' does not exist in the database (or this user cannot see it)`,
    unknownUser: (user) => new RegExp(`^Access denied for user '${user}'@`),
    unknownDatabase: (database) => new RegExp(`^Unknown database '${database}'`),
    // The upsert finds the other row by its unique key, and refuses to take it over (canonical_id set to NULL).
    duplicate: () => 'another row of the table holds one of this record’s unique values (a unique key other than canonical_id)',
    tooLong: (column) => new RegExp(`^Data too long for column '${column}'`),
  },
};

sqlConnectorTests(mysql, {
  destination(g) {
    it('types the columns: DATETIME(6) times, booleans as 0 and 1, external ids as JSON', async () => {
      assert.deepEqual(await g.tester.write('customer', [customer(1, 'ada@example.com', { accepts_marketing: false })], g.settings()), [{ status: 'ok' }]);
      const types = new Map((await mysql.columns(g.db, 'sluice_customer')).map((c) => [c.name, c.type]));
      assert.deepEqual(['canonical_id', 'accepts_marketing', 'updated_at', '_sluice_deleted_at'].map((name) => types.get(name)), ['char(36)', 'tinyint(1)', 'datetime(6)', 'datetime(6)']);
      const rows = await g.db.sql('SELECT canonical_id, email, accepts_marketing, updated_at, external_ids FROM sluice_customer');
      assert.deepEqual(rows, [
        { canonical_id: customer(1, '').canonical_id, email: 'ada@example.com', accepts_marketing: 0, updated_at: '2024-05-01 10:00:01.123456', external_ids: { shop: 'c1' } },
      ]);
    });
  },
});
