// The postgres connector against a real PostgreSQL server (TEST_DATABASE_URL; skipped, saying so, without it): the
// SDK's SQL connector suite in PostgreSQL's words (source tables in a schema of their own, named schema-qualified;
// timestamptz times; the server's messages), and what only PostgreSQL does: the types of the tables it writes.
// Runs with `node --test` on the build (npm test).
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sqlConnectorTests, writtenOrder, type SqlTestDialect } from '@sluice/connector-sdk/testing';
import type { PgConfig, PgCredentials } from '../dist/config.js';
import connector from '../dist/index.js';
import { scratchDatabase, TEST_URL } from './server.js';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

const postgres: SqlTestDialect<PgConfig, PgCredentials> = {
  connector,
  skip: TEST_URL ? false : 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  async scratch() {
    const db = await scratchDatabase(TEST_URL!);
    await db.sql('CREATE SCHEMA shop');
    return db;
  },
  table: (name) => `shop.${name}`,
  quoteTable: (table) => table.split(/\.(.*)/s, 2).map(ident).join('.'),
  types: { time: 'timestamptz', uuid: 'uuid' },
  timeLiteral: (iso) => `timestamptz '${iso}'`,
  timeText: (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')`,
  // As to_json writes a timestamptz in a UTC session: without a fraction of zero, trailing zeros dropped.
  readTime: (iso) => iso.replace(/(\.\d*?)0*Z$/, '$1Z').replace(/\.?Z$/, '+00:00'),
  columns: (db, table) =>
    db.sql('SELECT column_name AS name, data_type AS type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position', [table]),
  messages: {
    noTable: (table) => `table or view '${table}' does not exist (or this role cannot see it)`,
    unknownUser: (user) => `role "${user}" does not exist`,
    unknownDatabase: (database) => `database "${database}" does not exist`,
    duplicate: (column, value) => `duplicate key value violates unique constraint "sluice_customer_${column}_key": Key (${column})=(${value}) already exists.`,
    tooLong: () => 'value too long for type character varying(8)',
  },
};

sqlConnectorTests(postgres, {
  destination(g) {
    it('types the columns: uuid keys, text, bigint, timestamptz and jsonb external ids', async () => {
      assert.deepEqual(await g.tester.write('order', [writtenOrder(1)], g.settings()), [{ status: 'ok' }]);
      const columns = await postgres.columns(g.db, 'sluice_order');
      assert.deepEqual(columns.map((c) => `${c.name} ${c.type}`), [
        'canonical_id uuid', 'order_number text', 'status text', 'total_cents bigint', 'currency text', 'placed_at timestamp with time zone',
        'last_source_update_at timestamp with time zone', 'external_ids jsonb', 'updated_at timestamp with time zone',
        'merged_into uuid', '_sluice_deleted_at timestamp with time zone',
      ]);
      assert.deepEqual(await g.db.sql('SELECT total_cents, external_ids FROM sluice_order'), [{ total_cents: '1999', external_ids: { shop: '1' } }]);
    });
  },
});
