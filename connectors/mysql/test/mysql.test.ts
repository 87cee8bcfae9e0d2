// The mysql connector against a real MySQL or MariaDB server (TEST_MYSQL_URL; skipped, saying so, without it), a
// scratch database per group: incremental keyset reads with a mapping onto a canonical entity (times as UTC with
// microseconds, decimals as integers, ties on the cursor), soft deletes, config and auth failures named, and
// upserts into a table per entity with per-record rejections, marked or removed deletions. Runs with `node --test`
// on the build (npm test).
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { assertMatch, connectorTester, failureOf, writtenCustomer as customer } from '@sluice/connector-sdk/testing';
import mysql from '../dist/index.js';
import { scratchDatabase, TEST_URL, type Scratch } from './server.js';

const skip = TEST_URL ? false : 'TEST_MYSQL_URL is not set (e.g. mysql://root@127.0.0.1:3306)';
if (skip) console.log(`mysql connector tests skipped: ${skip}`);

const ORDERS_STREAM = {
  entity: 'order',
  table: 'orders',
  primary_key: 'id',
  cursor_column: 'modified',
  mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed' },
};

async function ordersTable(db: Scratch, rows: number): Promise<void> {
  await db.sql(`CREATE TABLE orders (
    id INT PRIMARY KEY, number VARCHAR(20) NOT NULL, state VARCHAR(20) NOT NULL, total DECIMAL(12, 0) NOT NULL, currency CHAR(3) NOT NULL,
    placed DATETIME NOT NULL, modified DATETIME(6) NOT NULL, KEY by_change (modified, id))`);
  const values = Array.from({ length: rows }, (_, i) => {
    const g = i + 1;
    return [g, `SO-${g}`, 'confirmed', 100 * g, 'EUR', `2024-03-${String(1 + g).padStart(2, '0')} 09:00:00`, `2024-03-10 12:00:${String(g).padStart(2, '0')}.654321`];
  });
  await db.sql('INSERT INTO orders VALUES ?', [values]);
}

describe('mysql connector against a real server', { skip }, () => {
  const tester = connectorTester(mysql);
  let db: Scratch;

  describe('as a source', () => {
    before(async () => {
      db = await scratchDatabase(TEST_URL!);
    });
    afterEach(async () => {
      await db.sql('DROP TABLE IF EXISTS orders');
    });
    after(() => db.drop());

    const read = (cursor: unknown = null, stream: Record<string, unknown> = ORDERS_STREAM) =>
      tester.read('order', { config: { ...db.config, streams: [stream] }, credentials: db.credentials, cursor: cursor as null });

    it('maps each row onto the canonical entity, in cursor order, times as UTC with their microseconds', async () => {
      await ordersTable(db, 3);
      const { records } = await read();
      assert.deepEqual(records.map((r) => r.external_id), ['1', '2', '3']);
      assert.deepEqual(records[0]!.data, {
        order_number: 'SO-1',
        status: 'confirmed',
        total_cents: 100,
        currency: 'EUR',
        placed_at: '2024-03-02T09:00:00Z',
        last_source_update_at: '2024-03-10T12:00:01.654321Z',
      });
      assertMatch(records[0]!.raw, { id: 1, number: 'SO-1', modified: '2024-03-10T12:00:01.654321Z' });
    });

    it('resumes from the last checkpoint with only the rows added or changed since, and never skips or repeats ties', async () => {
      await ordersTable(db, 7);
      await db.sql(`UPDATE orders SET modified = '2024-03-15 00:00:00' WHERE id BETWEEN 2 AND 6`);
      const stream = { ...ORDERS_STREAM, batch_size: 2 };
      const whole = await read(null, stream);
      assert.deepEqual(whole.ids, ['1', '7', '2', '3', '4', '5', '6']);
      let seen = 0;
      for (const cp of whole.checkpoints) {
        seen += 2;
        assert.deepEqual((await read(cp, stream)).ids, whole.ids.slice(Math.min(seen, whole.ids.length)));
      }
      await db.sql(`INSERT INTO orders VALUES (8, 'SO-8', 'pending', 800, 'EUR', '2024-04-01 00:00:00', '2024-04-01 00:00:00.000001')`);
      await db.sql(`UPDATE orders SET state = 'fulfilled', modified = '2024-04-02 00:00:00' WHERE id = 1`);
      const next = await read(whole.last, stream);
      assert.deepEqual(next.ids, ['8', '1']);
      assert.equal(next.records[1]!.data.status, 'fulfilled');
      assert.deepEqual((await read(next.last, stream)).ids, []);
    });

    it('reads rows marked by a soft_delete_column as deletions with their time, in cursor order', async () => {
      await ordersTable(db, 4);
      await db.sql('ALTER TABLE orders ADD COLUMN deleted_at DATETIME(6) NULL');
      await db.sql(`UPDATE orders SET deleted_at = '2024-04-01 06:00:00.5', modified = '2024-04-01 06:00:00.5' WHERE id = 2`);
      const { ids, deletions, messages } = await read(null, { ...ORDERS_STREAM, soft_delete_column: 'deleted_at' });
      assert.deepEqual(ids, ['1', '3', '4']);
      assert.deepEqual(deletions, [{ external_id: '2', deleted_at: '2024-04-01T06:00:00.500000Z' }]);
      assert.deepEqual(messages.filter((m) => m.type !== 'checkpoint').map((m) => m.type), ['records', 'deletions']);
    });

    it('names a table, or the mapped columns a table lacks, as a config failure', async () => {
      const none = await failureOf(tester.check({ config: { ...db.config, streams: [{ ...ORDERS_STREAM, table: 'nope' }] }, credentials: db.credentials }));
      assert.deepEqual([none.kind, none.message], ['config', "table or view 'nope' does not exist in the database (or this user cannot see it)"]);
      await ordersTable(db, 1);
      const stream = { ...ORDERS_STREAM, mapping: { ...ORDERS_STREAM.mapping, currency: 'curr', status: 'status' } };
      const failure = await failureOf(tester.check({ config: { ...db.config, streams: [stream] }, credentials: db.credentials }));
      assert.equal(failure.message, "table 'orders' has no column 'status', 'curr'");
    });

    it('refuses a user that does not exist as an auth failure, and a database that does not exist as config', async () => {
      const auth = await failureOf(tester.check({ config: db.config, credentials: { user: 'sluice_nobody_7f3a', password: 'x' } }));
      assert.equal(auth.kind, 'auth');
      const config = await failureOf(tester.check({ config: { ...db.config, database: 'sluice_no_such_db' }, credentials: db.credentials }));
      assert.equal(config.kind, 'config');
    });

    it('quotes identifiers: a table named with a backtick and spaces is read, and nothing else runs', async () => {
      await db.sql('CREATE TABLE `odd ``name` (id INT PRIMARY KEY, email VARCHAR(50), modified DATETIME(6) NOT NULL)');
      await db.sql("INSERT INTO `odd ``name` VALUES (1, 'a@example.com', '2024-01-01 00:00:00')");
      const stream = { entity: 'customer', table: 'odd `name', primary_key: 'id', cursor_column: 'modified', mapping: { email: 'email' } };
      const { ids } = await tester.read('customer', { config: { ...db.config, streams: [stream] }, credentials: db.credentials });
      assert.deepEqual(ids, ['1']);
      await db.sql('DROP TABLE `odd ``name`');
    });
  });

  describe('as a destination', () => {
    before(async () => {
      db = await scratchDatabase(TEST_URL!);
    });
    afterEach(async () => {
      await db.sql('DROP TABLE IF EXISTS sluice_customer, sluice_order');
    });
    after(() => db.drop());

    const write = (records: Array<Record<string, unknown>>, config: Record<string, unknown> = {}) =>
      tester.write('customer', records as never, { config: { ...db.config, ...config }, credentials: db.credentials });

    it('creates a table for the entity with a column per canonical field and upserts by canonical_id', async () => {
      assert.deepEqual(await write([customer(1, 'ada@example.com')]), [{ status: 'ok' }]);
      assert.deepEqual(await write([customer(1, 'ada.lovelace@example.com', { accepts_marketing: false })]), [{ status: 'ok' }]);
      const columns = await db.sql<{ name: string; type: string }>(
        'SELECT COLUMN_NAME AS name, COLUMN_TYPE AS type FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? ORDER BY ORDINAL_POSITION',
        ['sluice_customer'],
      );
      assert.deepEqual(columns.map((c) => c.name), [
        'canonical_id', 'email', 'first_name', 'last_name', 'company_name', 'phone', 'account_id', 'accepts_marketing', 'last_source_update_at',
        'external_ids', 'updated_at', 'merged_into', '_sluice_deleted_at',
      ]);
      assert.equal(columns.find((c) => c.name === 'updated_at')!.type, 'datetime(6)');
      const rows = await db.sql('SELECT canonical_id, email, accepts_marketing, updated_at, external_ids FROM sluice_customer');
      assert.deepEqual(rows, [
        { canonical_id: customer(1, '').canonical_id, email: 'ada.lovelace@example.com', accepts_marketing: 0, updated_at: '2024-05-01 10:00:01.123456', external_ids: { shop: 'c1' } },
      ]);
    });

    it('rejects a record that clashes with another record on a unique key, without touching that record, and writes the others', async () => {
      await db.sql('CREATE TABLE sluice_customer (canonical_id CHAR(36) PRIMARY KEY, email VARCHAR(255) UNIQUE)');
      const results = await write([customer(1, 'one@example.com'), customer(2, 'one@example.com'), customer(3, 'three@example.com')]);
      assert.deepEqual(results.map((r) => r.status), ['ok', 'rejected', 'ok']);
      const rows = await db.sql<{ canonical_id: string; last_name: string }>('SELECT canonical_id, last_name FROM sluice_customer ORDER BY email');
      assert.deepEqual(rows, [
        { canonical_id: customer(1, '').canonical_id, last_name: 'Lovelace 1' },
        { canonical_id: customer(3, '').canonical_id, last_name: 'Lovelace 3' },
      ]);
      // A new record with a taken value is refused the same way.
      const fresh = await write([customer(4, 'three@example.com')]);
      assert.deepEqual(fresh, [{ status: 'rejected', reason: 'another row of the table holds one of this record’s unique values (a unique key other than canonical_id)' }]);
      assert.deepEqual(await db.sql('SELECT canonical_id FROM sluice_customer WHERE email = ?', ['three@example.com']), [{ canonical_id: customer(3, '').canonical_id }]);
    });

    it('rejects a record with a value the column cannot hold', async () => {
      await db.sql('CREATE TABLE sluice_customer (canonical_id CHAR(36) PRIMARY KEY, last_name VARCHAR(8))');
      const results = await write([customer(1, 'a@example.com', { last_name: 'Short' }), customer(2, 'b@example.com', { last_name: 'Far too long a name' })]);
      assert.deepEqual(results[0], { status: 'ok' });
      assertMatch(results[1], { status: 'rejected', reason: /Data too long for column 'last_name'/ });
    });

    it('marks a deleted record by default, clears the mark on revival, and removes it with on_delete: delete', async () => {
      await write([customer(1, 'one@example.com'), customer(2, 'two@example.com')]);
      const tombstone = customer(2, 'two@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00.123456Z', merged_into: customer(1, '').canonical_id });
      assert.deepEqual(await write([tombstone]), [{ status: 'ok' }]);
      const marked = () => db.sql<{ email: string; deleted: string | null; merged_into: string | null }>('SELECT email, _sluice_deleted_at AS deleted, merged_into FROM sluice_customer ORDER BY email');
      assert.deepEqual(await marked(), [
        { email: 'one@example.com', deleted: null, merged_into: null },
        { email: 'two@example.com', deleted: '2024-06-01 10:00:00.123456', merged_into: customer(1, '').canonical_id },
      ]);
      await write([customer(2, 'two@example.com')]);
      assertMatch((await marked())[1], { deleted: null, merged_into: null });
      assert.deepEqual(await write([tombstone, customer(3, 'three@example.com')], { on_delete: 'delete' }), [{ status: 'ok' }, { status: 'ok' }]);
      assert.deepEqual((await marked()).map((r) => r.email), ['one@example.com', 'three@example.com']);
    });

    it('refuses a user that does not exist as an auth failure', async () => {
      const failure = await failureOf(tester.write('customer', [customer(1, 'a@example.com')], { config: db.config, credentials: { user: 'sluice_nobody_7f3a' } }));
      assert.equal(failure.kind, 'auth');
    });
  });
});
