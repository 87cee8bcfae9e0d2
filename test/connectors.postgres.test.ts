// The postgres connector against the real PostgreSQL server (TEST_DATABASE_URL, or the local default), a scratch
// database per test: incremental reads with a mapping onto a canonical entity, upserts into a table per entity
// with per-record rejections, auth failures, and verify moving a connector to degraded and back.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { failureOf, readAll, runtimeOptions, testRuntime, typeOf } from './fixtures/plugins/harness.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { ADMIN_URL, postgresProblem, scratchDatabase, type Scratch } from './support/postgresServer.js';
import { writtenCustomer } from './support/canonical.js';



const problem = await postgresProblem();
if (problem) console.warn(`postgres connector tests skipped: no PostgreSQL server at ${new URL(ADMIN_URL).host} (${problem})`);

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

const customer = writtenCustomer;

describe.skipIf(problem !== undefined)('postgres connector against a real server', () => {
  let runtime: ConnectorRuntime;
  let postgres: ConnectorType;
  let db: Scratch;
  beforeAll(async () => {
    runtime = testRuntime().runtime;
    postgres = await typeOf(runtime, 'postgres');
  });
  afterAll(() => runtime.close());

  describe('as a source', () => {
    beforeAll(async () => {
      db = await scratchDatabase();
    });
    afterEach(async () => {
      await db.sql('DROP SCHEMA IF EXISTS shop CASCADE');
    });
    afterAll(() => db.drop());

    const read = (cursor: unknown = null, stream: Record<string, unknown> = ORDERS_STREAM) =>
      readAll(runtime.read(postgres, { ...db.config, streams: [stream] }, db.credentials, { entity: 'order', cursor: cursor as null }));

    it('maps each row onto the canonical entity, in cursor order', async () => {
      await ordersTable(db, 3);
      const { records } = await read();
      expect(records.map((r) => r.external_id)).toEqual(['1', '2', '3']);
      expect(records[0]!.data).toEqual({
        order_number: 'SO-1',
        status: 'confirmed',
        total_cents: 100,
        currency: 'EUR',
        placed_at: '2024-03-02T09:00:00+00:00',
        last_source_update_at: '2024-03-10T12:00:01.654321+00:00',
      });
      expect(records[0]!.raw).toMatchObject({ id: 1, number: 'SO-1' });
    });

    it("leaves each row's raw fields in the plugin's process when the read does not ask for them", async () => {
      await ordersTable(db, 3);
      const withRaw = await read();
      const withoutRaw = await readAll(runtime.read(postgres, { ...db.config, streams: [ORDERS_STREAM] }, db.credentials, { entity: 'order', cursor: null, raw: false }));
      expect(withoutRaw.records.map((r) => 'raw' in r)).toEqual([false, false, false]);
      expect(withoutRaw.records).toEqual(withRaw.records.map(({ external_id, data }) => ({ external_id, data })));
      expect(withoutRaw.checkpoints).toEqual(withRaw.checkpoints);
    });

    it('resumes from the last checkpoint with only the rows added or changed since', async () => {
      await ordersTable(db, 4);
      const first = await read();
      expect(first.ids).toEqual(['1', '2', '3', '4']);
      await db.sql(`INSERT INTO shop.orders VALUES (5, 'SO-5', 'pending', 500, 'EUR', now(), timestamptz '2024-04-01 00:00:00+00')`);
      await db.sql(`UPDATE shop.orders SET state = 'fulfilled', modified = timestamptz '2024-04-02 00:00:00+00' WHERE id = 2`);
      const next = await read(first.last);
      expect(next.ids).toEqual(['5', '2']);
      expect(next.records[1]!.data.status).toBe('fulfilled');
      expect((await read(next.last)).ids).toEqual([]);
    });

    it('neither skips nor repeats rows that share a cursor value across batches', async () => {
      await ordersTable(db, 7);
      await db.sql(`UPDATE shop.orders SET modified = timestamptz '2024-03-15 00:00:00+00' WHERE id BETWEEN 2 AND 6`);
      const stream = { ...ORDERS_STREAM, batch_size: 2 };
      const whole = await read(null, stream);
      expect(whole.ids).toEqual(['1', '7', '2', '3', '4', '5', '6']);
      // Resuming from every checkpoint gives exactly the rows after it.
      let seen = 0;
      for (const cp of whole.checkpoints) {
        seen += 2;
        expect((await read(cp, stream)).ids).toEqual(whole.ids.slice(Math.min(seen, whole.ids.length)));
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
      expect(whole.ids).toEqual(['1', '4', '5', '6']);
      expect(whole.deletions).toEqual([
        { external_id: '3', deleted_at: '2024-03-20T00:00:00.000000Z' },
        { external_id: '2', deleted_at: '2024-04-01T06:00:00.500000Z' },
      ]);
      // Where each falls among the records: after all of them, in cursor order.
      const kinds = whole.messages.filter((m) => m.type !== 'checkpoint').map((m) => m.type);
      expect(kinds).toEqual(['records', 'records', 'deletions']);
      // A deletion read once is not read again: the next read from the last checkpoint is empty.
      const again = await read(whole.last, stream);
      expect([again.ids, again.deletions]).toEqual([[], []]);
      // Reinstated (the marker cleared, the cursor moved): a record again.
      await db.sql(`UPDATE shop.orders SET deleted_at = NULL, modified = timestamptz '2024-05-01 00:00:00+00' WHERE id = 2`);
      const back = await read(whole.last, stream);
      expect([back.ids, back.deletions]).toEqual([['2'], []]);
    });

    it('reads a boolean soft_delete_column: true is a deletion (without a time), false and null are records', async () => {
      await ordersTable(db, 4);
      await db.sql('ALTER TABLE shop.orders ADD COLUMN is_deleted boolean');
      await db.sql('UPDATE shop.orders SET is_deleted = (id = 2) WHERE id <= 3');
      const { ids, deletions } = await read(null, { ...ORDERS_STREAM, soft_delete_column: 'is_deleted' });
      expect(ids).toEqual(['1', '3', '4']);
      expect(deletions).toEqual([{ external_id: '2' }]);
    });

    it('check names a soft_delete_column the table lacks', async () => {
      await ordersTable(db, 1);
      const failure = await failureOf(runtime.check(postgres, { ...db.config, streams: [{ ...ORDERS_STREAM, soft_delete_column: 'gone' }] }, db.credentials));
      expect(failure.message).toBe("table 'shop.orders' has no column 'gone'");
    });

    it('check names a table that does not exist as a config failure', async () => {
      const failure = await failureOf(runtime.check(postgres, { ...db.config, streams: [{ ...ORDERS_STREAM, table: 'shop.nope' }] }, db.credentials));
      expect([failure.code, failure.message]).toEqual(['config_invalid', "table or view 'shop.nope' does not exist (or this role cannot see it)"]);
    });

    it('check names the mapped columns a table lacks', async () => {
      await ordersTable(db, 1);
      const stream = { ...ORDERS_STREAM, mapping: { ...ORDERS_STREAM.mapping, currency: 'curr', status: 'status' } };
      const failure = await failureOf(runtime.check(postgres, { ...db.config, streams: [stream] }, db.credentials));
      expect(failure.message).toBe("table 'shop.orders' has no column 'status', 'curr'");
    });

    it('check refuses a role that does not exist as an auth failure', async () => {
      const failure = await failureOf(runtime.check(postgres, db.config, { user: 'sluice_nobody_7f3a', password: 'x' }));
      expect([failure.kind, failure.code]).toEqual(['auth', 'auth_failed']);
      // The role is a credential, so it is redacted like the password.
      expect(failure.message).toBe('role "[redacted]" does not exist');
    });

    it('check refuses a database that does not exist as a config failure', async () => {
      const failure = await failureOf(runtime.check(postgres, { ...db.config, database: 'sluice_no_such_db' }, db.credentials));
      expect([failure.code, failure.message]).toEqual(['config_invalid', 'database "sluice_no_such_db" does not exist']);
    });
  });

  describe('as a destination', () => {
    beforeAll(async () => {
      db = await scratchDatabase();
    });
    afterEach(async () => {
      await db.sql('DROP TABLE IF EXISTS sluice_customer, sluice_order');
    });
    afterAll(() => db.drop());

    const write = (entity: string, records: Array<Record<string, unknown>>) =>
      runtime.write(postgres, db.config, db.credentials, { entity, records: records as never });

    it('creates a table for the entity with a column per canonical field', async () => {
      await write('order', [
        { canonical_id: '3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90', order_number: 'SO-1', status: 'pending', total_cents: 1999, currency: 'EUR', placed_at: '2024-01-01T10:00:00Z', external_ids: { shop: '1' }, last_source_update_at: '2024-01-01T10:00:00Z', updated_at: '2024-01-01T10:00:00.5Z' },
      ]);
      const columns = await db.sql(`SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'sluice_order' ORDER BY ordinal_position`);
      expect(columns.rows.map((c) => `${c.column_name} ${c.data_type}`)).toEqual([
        'canonical_id uuid', 'order_number text', 'status text', 'total_cents bigint', 'currency text', 'placed_at timestamp with time zone',
        'last_source_update_at timestamp with time zone', 'external_ids jsonb', 'updated_at timestamp with time zone',
        'merged_into uuid', '_sluice_deleted_at timestamp with time zone',
      ]);
      const row = (await db.sql('SELECT total_cents, external_ids FROM sluice_order')).rows[0];
      expect(row).toEqual({ total_cents: '1999', external_ids: { shop: '1' } });
    });

    it('upserts by canonical_id', async () => {
      expect(await write('customer', [customer(1, 'ada@example.com')])).toEqual([{ status: 'ok' }]);
      expect(await write('customer', [customer(1, 'ada.lovelace@example.com')])).toEqual([{ status: 'ok' }]);
      const rows = (await db.sql('SELECT canonical_id, email FROM sluice_customer')).rows;
      expect(rows).toEqual([{ canonical_id: customer(1, '').canonical_id, email: 'ada.lovelace@example.com' }]);
    });

    it('rejects a record that violates a constraint and writes the others', async () => {
      await db.sql('CREATE TABLE sluice_customer (canonical_id uuid PRIMARY KEY, email text UNIQUE)');
      const results = await write('customer', [customer(1, 'one@example.com'), customer(2, 'one@example.com'), customer(3, 'three@example.com')]);
      expect(results.map((r) => r.status)).toEqual(['ok', 'rejected', 'ok']);
      expect((results[1] as { reason: string }).reason).toBe(
        'duplicate key value violates unique constraint "sluice_customer_email_key": Key (email)=(one@example.com) already exists.',
      );
      const emails = (await db.sql('SELECT email FROM sluice_customer ORDER BY email')).rows.map((r) => r.email);
      expect(emails).toEqual(['one@example.com', 'three@example.com']);
    });

    it('rejects a record with a value the column cannot hold', async () => {
      await db.sql('CREATE TABLE sluice_customer (canonical_id uuid PRIMARY KEY, last_name varchar(8))');
      const results = await write('customer', [customer(1, 'a@example.com', { last_name: 'Short' }), customer(2, 'b@example.com', { last_name: 'Far too long a name' })]);
      expect(results).toEqual([{ status: 'ok' }, { status: 'rejected', reason: 'value too long for type character varying(8)' }]);
    });

    it('marks a deleted record (_sluice_deleted_at, merged_into) by default and clears the mark when it is written live again', async () => {
      await write('customer', [customer(1, 'one@example.com'), customer(2, 'two@example.com')]);
      const survivor = customer(1, '').canonical_id;
      const results = await write('customer', [
        customer(2, 'two@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00.123456Z', merged_into: survivor, updated_at: '2024-06-01T10:00:00.2Z' }),
      ]);
      expect(results).toEqual([{ status: 'ok' }]);
      const marked = async () =>
        (await db.sql("SELECT email, external_ids, merged_into, to_char(_sluice_deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS deleted FROM sluice_customer ORDER BY email")).rows;
      expect(await marked()).toEqual([
        { email: 'one@example.com', external_ids: { shop: 'c1' }, merged_into: null, deleted: null },
        { email: 'two@example.com', external_ids: {}, merged_into: survivor, deleted: '2024-06-01 10:00:00.123456' },
      ]);
      await write('customer', [customer(2, 'two@example.com', { deleted_at: null, merged_into: null })]);
      expect((await marked())[1]).toMatchObject({ merged_into: null, deleted: null, external_ids: { shop: 'c2' } });
    });

    it('removes the row of a deleted record with on_delete: delete, in the same write as live records', async () => {
      const config = { ...db.config, on_delete: 'delete' };
      const put = (records: Array<Record<string, unknown>>) => runtime.write(postgres, config, db.credentials, { entity: 'customer', records: records as never });
      expect(await put([customer(1, 'one@example.com'), customer(2, 'two@example.com'), customer(3, 'three@example.com')])).toEqual([{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }]);
      const results = await put([
        customer(2, 'two@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00Z' }),
        customer(3, 'three.new@example.com'),
        customer(9, 'never@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00Z' }),
      ]);
      expect(results).toEqual([{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }]);
      const emails = (await db.sql('SELECT email FROM sluice_customer ORDER BY email')).rows.map((r) => r.email);
      expect(emails).toEqual(['one@example.com', 'three.new@example.com']);
    });

    it('refuses a role that does not exist as an auth failure', async () => {
      const failure = await failureOf(runtime.write(postgres, db.config, { user: 'sluice_nobody_7f3a' }, { entity: 'customer', records: [customer(1, 'a@example.com')] }));
      expect(failure.code).toBe('auth_failed');
    });
  });
});

describe.skipIf(problem !== undefined)('verifying a postgres connector through the API', () => {
  let t: TestServer;
  let tenant: Tenant;
  let db: Scratch;
  beforeAll(async () => {
    t = await startTestServer({ connectors: runtimeOptions() });
    tenant = await seedTenant(t.knex);
    db = await scratchDatabase();
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('a role that does not exist makes it degraded; a PATCH with good credentials and verify make it active again', async () => {
    const client = t.client(tenant.key);
    const created = await client.POST('/v1/connectors', {
      body: { name: 'Shop database', type: 'postgres', config: db.config, credentials: { user: 'sluice_no_such_role', password: 'secret-pw-1' } },
    });
    expect(created.response.status).toBe(201);
    const id = created.data!.id;

    const bad = await client.POST('/v1/connectors/{id}/verify', { params: { path: { id } } });
    expect(bad.data).toMatchObject({ result: 'error', status: 'degraded', error: { code: 'auth_failed', message: 'role "[redacted]" does not exist' } });

    const patched = await client.PATCH('/v1/connectors/{id}', { params: { path: { id } }, body: { credentials: db.credentials } });
    expect(patched.data?.status).toBe('degraded');

    const good = await client.POST('/v1/connectors/{id}/verify', { params: { path: { id } } });
    expect(good.data).toMatchObject({ result: 'ok', status: 'active', error: null });

    const events = await t.knex('events').whereRaw(`data->>'connector_id' = ?`, [id]).orderBy('created_at').pluck('type');
    expect(events).toEqual(['connector.degraded', 'connector.recovered']);
  });
});
