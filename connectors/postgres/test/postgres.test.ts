// The postgres connector against a real PostgreSQL server (TEST_DATABASE_URL; skipped, saying so, without it), a
// scratch database per group: incremental reads with a mapping onto a canonical entity, soft deletes, checks that
// name what is wrong, upserts into a table per entity with per-record rejections, marked or removed deletions, and
// auth failures. Runs with `node --test` on the build (npm test).
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import { assertMatch, connectorTester, failureOf, writtenCustomer as customer } from '@sluice/connector-sdk/testing';
import connector from '../dist/index.js';
import { scratchDatabase, TEST_URL, type Scratch } from './server.js';

const skip = TEST_URL ? false : 'TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)';
if (skip) console.log(`postgres connector tests skipped: ${skip}`);

const ORDERS_STREAM = {
  entity: 'order',
  table: 'shop.orders',
  primary_key: 'id',
  cursor_column: 'modified',
  mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed' },
};

async function ordersTable(db: Scratch, rows: number): Promise<void> {
  await db.sql('CREATE SCHEMA shop');
  await db.sql(`CREATE TABLE shop.orders (
    id integer PRIMARY KEY, number text NOT NULL, state text NOT NULL, total numeric(12, 0) NOT NULL, currency text NOT NULL,
    placed timestamptz NOT NULL, modified timestamptz NOT NULL)`);
  await db.sql(`INSERT INTO shop.orders
    SELECT g, 'SO-' || g, 'confirmed', 100 * g, 'EUR', timestamptz '2024-03-01 09:00:00+00' + g * interval '1 day',
           timestamptz '2024-03-10 12:00:00.654321+00' + g * interval '1 second'
    FROM generate_series(1, $1::int) g`, [rows]);
}

describe('postgres connector against a real server', { skip }, () => {
  const tester = connectorTester(connector);
  let db: Scratch;

  describe('as a source', () => {
    before(async () => {
      db = await scratchDatabase(TEST_URL!);
    });
    afterEach(async () => {
      await db.sql('DROP SCHEMA IF EXISTS shop CASCADE');
    });
    after(() => db.drop());

    const read = (cursor: unknown = null, stream: Record<string, unknown> = ORDERS_STREAM) =>
      tester.read('order', { config: { ...db.config, streams: [stream] }, credentials: db.credentials, cursor: cursor as null });

    it('maps each row onto the canonical entity, in cursor order', async () => {
      await ordersTable(db, 3);
      const { records } = await read();
      assert.deepEqual(records.map((r) => r.external_id), ['1', '2', '3']);
      assert.deepEqual(records[0]!.data, {
        order_number: 'SO-1',
        status: 'confirmed',
        total_cents: 100,
        currency: 'EUR',
        placed_at: '2024-03-02T09:00:00+00:00',
        last_source_update_at: '2024-03-10T12:00:01.654321+00:00',
      });
      assertMatch(records[0]!.raw, { id: 1, number: 'SO-1' });
    });

    it('resumes from the last checkpoint with only the rows added or changed since', async () => {
      await ordersTable(db, 4);
      const first = await read();
      assert.deepEqual(first.ids, ['1', '2', '3', '4']);
      await db.sql(`INSERT INTO shop.orders VALUES (5, 'SO-5', 'pending', 500, 'EUR', now(), timestamptz '2024-04-01 00:00:00+00')`);
      await db.sql(`UPDATE shop.orders SET state = 'fulfilled', modified = timestamptz '2024-04-02 00:00:00+00' WHERE id = 2`);
      const next = await read(first.last);
      assert.deepEqual(next.ids, ['5', '2']);
      assert.equal(next.records[1]!.data.status, 'fulfilled');
      assert.deepEqual((await read(next.last)).ids, []);
    });

    it('neither skips nor repeats rows that share a cursor value across batches', async () => {
      await ordersTable(db, 7);
      await db.sql(`UPDATE shop.orders SET modified = timestamptz '2024-03-15 00:00:00+00' WHERE id BETWEEN 2 AND 6`);
      const stream = { ...ORDERS_STREAM, batch_size: 2 };
      const whole = await read(null, stream);
      assert.deepEqual(whole.ids, ['1', '7', '2', '3', '4', '5', '6']);
      // Resuming from every checkpoint gives exactly the rows after it.
      let seen = 0;
      for (const cp of whole.checkpoints) {
        seen += 2;
        assert.deepEqual((await read(cp, stream)).ids, whole.ids.slice(Math.min(seen, whole.ids.length)));
      }
    });

    it('reads rows marked by a timestamptz soft_delete_column as deletions with their time, in cursor order, resuming exactly', async () => {
      await ordersTable(db, 6);
      await db.sql('ALTER TABLE shop.orders ADD COLUMN deleted_at timestamptz');
      // Orders 2 and 3 are deleted: their cursor moves to the deletion time, 3 before 2.
      await db.sql(`UPDATE shop.orders SET deleted_at = timestamptz '2024-04-01 08:00:00.5+02', modified = timestamptz '2024-04-01 06:00:00.5+00' WHERE id = 2`);
      await db.sql(`UPDATE shop.orders SET deleted_at = timestamptz '2024-03-20 00:00:00+00', modified = timestamptz '2024-03-20 00:00:00+00' WHERE id = 3`);
      const stream = { ...ORDERS_STREAM, soft_delete_column: 'deleted_at', batch_size: 2 };
      const whole = await read(null, stream);
      assert.deepEqual(whole.ids, ['1', '4', '5', '6']);
      assert.deepEqual(whole.deletions, [
        { external_id: '3', deleted_at: '2024-03-20T00:00:00.000000Z' },
        { external_id: '2', deleted_at: '2024-04-01T06:00:00.500000Z' },
      ]);
      // Where each falls among the records: after all of them, in cursor order.
      const kinds = whole.messages.filter((m) => m.type !== 'checkpoint').map((m) => m.type);
      assert.deepEqual(kinds, ['records', 'records', 'deletions']);
      // A deletion read once is not read again: the next read from the last checkpoint is empty.
      const again = await read(whole.last, stream);
      assert.deepEqual([again.ids, again.deletions], [[], []]);
      // Reinstated (the marker cleared, the cursor moved): a record again.
      await db.sql(`UPDATE shop.orders SET deleted_at = NULL, modified = timestamptz '2024-05-01 00:00:00+00' WHERE id = 2`);
      const back = await read(whole.last, stream);
      assert.deepEqual([back.ids, back.deletions], [['2'], []]);
    });

    it('reads a boolean soft_delete_column: true is a deletion (without a time), false and null are records', async () => {
      await ordersTable(db, 4);
      await db.sql('ALTER TABLE shop.orders ADD COLUMN is_deleted boolean');
      await db.sql('UPDATE shop.orders SET is_deleted = (id = 2) WHERE id <= 3');
      const { ids, deletions } = await read(null, { ...ORDERS_STREAM, soft_delete_column: 'is_deleted' });
      assert.deepEqual(ids, ['1', '3', '4']);
      assert.deepEqual(deletions, [{ external_id: '2' }]);
    });

    it('check names a soft_delete_column the table lacks', async () => {
      await ordersTable(db, 1);
      const failure = await failureOf(tester.check({ config: { ...db.config, streams: [{ ...ORDERS_STREAM, soft_delete_column: 'gone' }] }, credentials: db.credentials }));
      assert.equal(failure.message, "table 'shop.orders' has no column 'gone'");
    });

    it('check names a table that does not exist as a config failure', async () => {
      const failure = await failureOf(tester.check({ config: { ...db.config, streams: [{ ...ORDERS_STREAM, table: 'shop.nope' }] }, credentials: db.credentials }));
      assert.deepEqual([failure.kind, failure.message], ['config', "table or view 'shop.nope' does not exist (or this role cannot see it)"]);
    });

    it('check names the mapped columns a table lacks', async () => {
      await ordersTable(db, 1);
      const stream = { ...ORDERS_STREAM, mapping: { ...ORDERS_STREAM.mapping, currency: 'curr', status: 'status' } };
      const failure = await failureOf(tester.check({ config: { ...db.config, streams: [stream] }, credentials: db.credentials }));
      assert.equal(failure.message, "table 'shop.orders' has no column 'status', 'curr'");
    });

    it('check refuses a role that does not exist as an auth failure', async () => {
      const failure = await failureOf(tester.check({ config: db.config, credentials: { user: 'sluice_nobody_7f3a', password: 'x' } }));
      assert.equal(failure.kind, 'auth');
      // The plugin names the role; Sluice redacts it on the way out (it is a credential).
      assert.equal(failure.message, 'role "sluice_nobody_7f3a" does not exist');
    });

    it('check refuses a database that does not exist as a config failure', async () => {
      const failure = await failureOf(tester.check({ config: { ...db.config, database: 'sluice_no_such_db' }, credentials: db.credentials }));
      assert.deepEqual([failure.kind, failure.message], ['config', 'database "sluice_no_such_db" does not exist']);
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

    const write = (entity: string, records: Array<Record<string, unknown>>) =>
      tester.write(entity, records as never, { config: db.config, credentials: db.credentials });

    it('creates a table for the entity with a column per canonical field', async () => {
      await write('order', [
        { canonical_id: '3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90', order_number: 'SO-1', status: 'pending', total_cents: 1999, currency: 'EUR', placed_at: '2024-01-01T10:00:00Z', external_ids: { shop: '1' }, last_source_update_at: '2024-01-01T10:00:00Z', updated_at: '2024-01-01T10:00:00.5Z' },
      ]);
      const columns = await db.sql(`SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'sluice_order' ORDER BY ordinal_position`);
      assert.deepEqual(columns.rows.map((c) => `${c.column_name} ${c.data_type}`), [
        'canonical_id uuid', 'order_number text', 'status text', 'total_cents bigint', 'currency text', 'placed_at timestamp with time zone',
        'last_source_update_at timestamp with time zone', 'external_ids jsonb', 'updated_at timestamp with time zone',
        'merged_into uuid', '_sluice_deleted_at timestamp with time zone',
      ]);
      const row = (await db.sql('SELECT total_cents, external_ids FROM sluice_order')).rows[0];
      assert.deepEqual(row, { total_cents: '1999', external_ids: { shop: '1' } });
    });

    it('upserts by canonical_id', async () => {
      assert.deepEqual(await write('customer', [customer(1, 'ada@example.com')]), [{ status: 'ok' }]);
      assert.deepEqual(await write('customer', [customer(1, 'ada.lovelace@example.com')]), [{ status: 'ok' }]);
      const rows = (await db.sql('SELECT canonical_id, email FROM sluice_customer')).rows;
      assert.deepEqual(rows, [{ canonical_id: customer(1, '').canonical_id, email: 'ada.lovelace@example.com' }]);
    });

    it('rejects a record that violates a constraint and writes the others', async () => {
      await db.sql('CREATE TABLE sluice_customer (canonical_id uuid PRIMARY KEY, email text UNIQUE)');
      const results = await write('customer', [customer(1, 'one@example.com'), customer(2, 'one@example.com'), customer(3, 'three@example.com')]);
      assert.deepEqual(results.map((r) => r.status), ['ok', 'rejected', 'ok']);
      assert.equal((results[1] as { reason: string }).reason, 
        'duplicate key value violates unique constraint "sluice_customer_email_key": Key (email)=(one@example.com) already exists.',
      );
      const emails = (await db.sql('SELECT email FROM sluice_customer ORDER BY email')).rows.map((r) => r.email);
      assert.deepEqual(emails, ['one@example.com', 'three@example.com']);
    });

    it('rejects a record with a value the column cannot hold', async () => {
      await db.sql('CREATE TABLE sluice_customer (canonical_id uuid PRIMARY KEY, last_name varchar(8))');
      const results = await write('customer', [customer(1, 'a@example.com', { last_name: 'Short' }), customer(2, 'b@example.com', { last_name: 'Far too long a name' })]);
      assert.deepEqual(results, [{ status: 'ok' }, { status: 'rejected', reason: 'value too long for type character varying(8)' }]);
    });

    it('marks a deleted record (_sluice_deleted_at, merged_into) by default and clears the mark when it is written live again', async () => {
      await write('customer', [customer(1, 'one@example.com'), customer(2, 'two@example.com')]);
      const survivor = customer(1, '').canonical_id;
      const results = await write('customer', [
        customer(2, 'two@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00.123456Z', merged_into: survivor, updated_at: '2024-06-01T10:00:00.2Z' }),
      ]);
      assert.deepEqual(results, [{ status: 'ok' }]);
      const marked = async () =>
        (await db.sql("SELECT email, external_ids, merged_into, to_char(_sluice_deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS deleted FROM sluice_customer ORDER BY email")).rows;
      assert.deepEqual(await marked(), [
        { email: 'one@example.com', external_ids: { shop: 'c1' }, merged_into: null, deleted: null },
        { email: 'two@example.com', external_ids: {}, merged_into: survivor, deleted: '2024-06-01 10:00:00.123456' },
      ]);
      await write('customer', [customer(2, 'two@example.com', { deleted_at: null, merged_into: null })]);
      assertMatch((await marked())[1], { merged_into: null, deleted: null, external_ids: { shop: 'c2' } });
    });

    it('removes the row of a deleted record with on_delete: delete, in the same write as live records', async () => {
      const config = { ...db.config, on_delete: 'delete' };
      const put = (records: Array<Record<string, unknown>>) => tester.write('customer', records as never, { config, credentials: db.credentials });
      assert.deepEqual(await put([customer(1, 'one@example.com'), customer(2, 'two@example.com'), customer(3, 'three@example.com')]), [{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }]);
      const results = await put([
        customer(2, 'two@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00Z' }),
        customer(3, 'three.new@example.com'),
        customer(9, 'never@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00Z' }),
      ]);
      assert.deepEqual(results, [{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }]);
      const emails = (await db.sql('SELECT email FROM sluice_customer ORDER BY email')).rows.map((r) => r.email);
      assert.deepEqual(emails, ['one@example.com', 'three.new@example.com']);
    });

    it('refuses a role that does not exist as an auth failure', async () => {
      const failure = await failureOf(tester.write('customer', [customer(1, 'a@example.com')], { config: db.config, credentials: { user: 'sluice_nobody_7f3a' } }));
      assert.equal(failure.kind, 'auth');
    });
  });
});
