// The tests every SQL database connector passes against a real server, written once for every dialect: a connector's
// test file calls sqlConnectorTests with what differs (a scratch database, quoting, column types, time literals,
// the server's messages) and declares its dialect's own tests in the same groups. The source reads a table of
// orders incrementally by keyset (ties on the cursor, soft deletes by a time or a boolean column), check names what
// is wrong, and the destination upserts a table per entity, rejecting records on their own and marking or removing
// deleted ones.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Connector, JsonValue, WriteRecord } from '../types.js';
import { assertMatch } from './match.js';
import { writtenCustomer as customer, writtenOrder } from './records.js';
import { failureOf } from './results.js';
import { connectorTester, type CallSettings, type ConnectorTester } from './tester.js';

/** A new, empty database on the test server, as the connector's settings name it. */
export interface SqlScratch {
  config: { host: string; port: number; database: string };
  credentials: { user: string; password?: string };
  /** Runs a statement and returns its rows (none for a statement that returns none). */
  sql<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/** What a server says, exactly (a string) or in part (a RegExp). */
export type Said = string | RegExp;

/** What the suite needs to know of a dialect and its test server. */
export interface SqlTestDialect<C, K> {
  connector: Connector<C, K>;
  /** Why the tests cannot run here (e.g. the server's URL is not set), or false. */
  skip: string | false;
  /** A new, empty database; each group of tests has one, dropped after it. */
  scratch(): Promise<SqlScratch>;
  /** What a stream calls the suite's table `name` (e.g. schema-qualified), and such a name quoted for a statement. */
  table(name: string): string;
  quoteTable(table: string): string;
  /** Column types: a time with microseconds, read as UTC, and a canonical_id. */
  types: { time: string; uuid: string };
  /** An ISO 8601 time with a zone as a literal of `types.time`. */
  timeLiteral(iso: string): string;
  /** An expression of a `types.time` column's value as text, 'YYYY-MM-DD HH:MM:SS.ffffff' in UTC. */
  timeText(column: string): string;
  /** A UTC time ('…Z') as the connector reads it from a `types.time` column. */
  readTime(iso: string): string;
  /** The columns of a table of the scratch database, in order, with their types as the server names them. */
  columns(db: SqlScratch, table: string): Promise<Array<{ name: string; type: string }>>;
  /** What the connector reports, from the server, for each failure the suite provokes. */
  messages: {
    /** check of a stream whose table does not exist. */
    noTable(table: string): Said;
    unknownUser(user: string): Said;
    unknownDatabase(database: string): Said;
    /** A record refused because another row holds its value under a unique key. */
    duplicate(column: string, value: string): Said;
    /** A record refused for a value longer than its VARCHAR(8) column holds. */
    tooLong(column: string): Said;
  };
}

/** A group of tests (the source's or the destination's) on its scratch database. */
export interface SqlTestGroup {
  /** The group's database (from its `before` on). */
  readonly db: SqlScratch;
  tester: ConnectorTester;
  /** The settings of a call on the group's database: its connection, `config` laid over it, and its credentials. */
  settings(config?: Record<string, unknown>): CallSettings;
}

/** A dialect's own tests, declared with node:test's `it` inside the suite's groups. */
export interface SqlOwnTests {
  source?(group: SqlTestGroup): void;
  destination?(group: SqlTestGroup): void;
}

const ORDERS = 'orders';
/** A table name holding a space and both quote characters, MySQL's and the SQL standard's. */
const ODD = 'odd `"name';
const NOBODY = 'sluice_nobody_7f3a';
const NO_DB = 'sluice_no_such_db';

/** The group's scratch database: created before its tests, the `cleanup` statements run after each, dropped after all. */
function scratchGroup<C, K>(d: SqlTestDialect<C, K>, tester: ConnectorTester, cleanup: string[]): SqlTestGroup {
  let db: SqlScratch | undefined;
  before(async () => {
    db = await d.scratch();
  });
  afterEach(async () => {
    for (const statement of cleanup) await db!.sql(statement);
  });
  after(() => db?.drop());
  return {
    get db() {
      return db!;
    },
    tester,
    settings: (config = {}) => ({ config: { ...db!.config, ...config }, credentials: db!.credentials }),
  };
}

/** The source tests' table of orders: its stream, reads of it, and its creation with rows. */
function ordersFixture<C, K>(d: SqlTestDialect<C, K>, g: SqlTestGroup) {
  const orders = d.quoteTable(d.table(ORDERS));
  const at = (iso: string) => d.timeLiteral(iso);
  const stream = {
    entity: 'order',
    table: d.table(ORDERS),
    primary_key: 'id',
    cursor_column: 'modified',
    mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed' },
  };
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    /** The table's name quoted for a statement. */
    orders,
    /** A time literal. */
    at,
    stream,
    read: (cursor: JsonValue | null = null, s: Record<string, unknown> = stream) => g.tester.read('order', { ...g.settings({ streams: [s] }), cursor }),
    /** Orders 1 to `rows`: order n placed on March 1 + n days at 09:00, modified at 12:00:n.654321 on March 10. */
    async create(rows: number): Promise<void> {
      await g.db.sql(`CREATE TABLE ${orders} (
        id INTEGER PRIMARY KEY, number VARCHAR(20) NOT NULL, state VARCHAR(20) NOT NULL, total DECIMAL(12, 0) NOT NULL, currency CHAR(3) NOT NULL,
        placed ${d.types.time} NOT NULL, modified ${d.types.time} NOT NULL)`);
      await g.db.sql(`CREATE INDEX by_change ON ${orders} (modified, id)`);
      const values = Array.from({ length: rows }, (_, i) => {
        const n = i + 1;
        return `(${n}, 'SO-${n}', 'confirmed', ${100 * n}, 'EUR', ${at(`2024-03-${two(1 + n)}T09:00:00Z`)}, ${at(`2024-03-10T12:00:${two(n)}.654321Z`)})`;
      });
      await g.db.sql(`INSERT INTO ${orders} VALUES ${values.join(', ')}`);
    },
  };
}

type OrdersFixture = ReturnType<typeof ordersFixture>;

function readTests<C, K>(d: SqlTestDialect<C, K>, g: SqlTestGroup, o: OrdersFixture): void {
  it('maps each row onto the canonical entity, in cursor order, times as UTC with their microseconds', async () => {
    await o.create(3);
    const { records } = await o.read();
    assert.deepEqual(records.map((r) => r.external_id), ['1', '2', '3']);
    assert.deepEqual(records[0]!.data, {
      order_number: 'SO-1',
      status: 'confirmed',
      total_cents: 100,
      currency: 'EUR',
      placed_at: d.readTime('2024-03-02T09:00:00Z'),
      last_source_update_at: d.readTime('2024-03-10T12:00:01.654321Z'),
    });
    assertMatch(records[0]!.raw, { id: 1, number: 'SO-1', modified: d.readTime('2024-03-10T12:00:01.654321Z') });
  });

  it('resumes from the last checkpoint with only the rows added or changed since', async () => {
    await o.create(4);
    const first = await o.read();
    assert.deepEqual(first.ids, ['1', '2', '3', '4']);
    await g.db.sql(`INSERT INTO ${o.orders} VALUES (5, 'SO-5', 'pending', 500, 'EUR', ${o.at('2024-04-01T00:00:00Z')}, ${o.at('2024-04-01T00:00:00.000001Z')})`);
    await g.db.sql(`UPDATE ${o.orders} SET state = 'fulfilled', modified = ${o.at('2024-04-02T00:00:00Z')} WHERE id = 2`);
    const next = await o.read(first.last);
    assert.deepEqual(next.ids, ['5', '2']);
    assert.equal(next.records[1]!.data.status, 'fulfilled');
    assert.deepEqual((await o.read(next.last)).ids, []);
  });

  it('neither skips nor repeats rows that share a cursor value across batches', async () => {
    await o.create(7);
    await g.db.sql(`UPDATE ${o.orders} SET modified = ${o.at('2024-03-15T00:00:00Z')} WHERE id BETWEEN 2 AND 6`);
    const stream = { ...o.stream, batch_size: 2 };
    const whole = await o.read(null, stream);
    assert.deepEqual(whole.ids, ['1', '7', '2', '3', '4', '5', '6']);
    // Resuming from every checkpoint gives exactly the rows after it.
    let seen = 0;
    for (const cp of whole.checkpoints) {
      seen += 2;
      assert.deepEqual((await o.read(cp, stream)).ids, whole.ids.slice(Math.min(seen, whole.ids.length)));
    }
  });

  it('reads rows marked by a time soft_delete_column as deletions with their time, in cursor order, resuming exactly', async () => {
    await o.create(6);
    await g.db.sql(`ALTER TABLE ${o.orders} ADD COLUMN deleted_at ${d.types.time} NULL`);
    // Orders 2 and 3 are deleted: their cursor moves to the deletion time, 3 before 2.
    await g.db.sql(`UPDATE ${o.orders} SET deleted_at = ${o.at('2024-04-01T08:00:00.5+02:00')}, modified = ${o.at('2024-04-01T06:00:00.5Z')} WHERE id = 2`);
    await g.db.sql(`UPDATE ${o.orders} SET deleted_at = ${o.at('2024-03-20T00:00:00Z')}, modified = ${o.at('2024-03-20T00:00:00Z')} WHERE id = 3`);
    const stream = { ...o.stream, soft_delete_column: 'deleted_at', batch_size: 2 };
    const whole = await o.read(null, stream);
    assert.deepEqual(whole.ids, ['1', '4', '5', '6']);
    assert.deepEqual(whole.deletions, [
      { external_id: '3', deleted_at: '2024-03-20T00:00:00.000000Z' },
      { external_id: '2', deleted_at: '2024-04-01T06:00:00.500000Z' },
    ]);
    // Where each falls among the records: after all of them, in cursor order.
    assert.deepEqual(whole.messages.filter((m) => m.type !== 'checkpoint').map((m) => m.type), ['records', 'records', 'deletions']);
    // A deletion read once is not read again: the next read from the last checkpoint is empty.
    const again = await o.read(whole.last, stream);
    assert.deepEqual([again.ids, again.deletions], [[], []]);
    // Reinstated (the marker cleared, the cursor moved): a record again.
    await g.db.sql(`UPDATE ${o.orders} SET deleted_at = NULL, modified = ${o.at('2024-05-01T00:00:00Z')} WHERE id = 2`);
    const back = await o.read(whole.last, stream);
    assert.deepEqual([back.ids, back.deletions], [['2'], []]);
  });

  it('reads a boolean soft_delete_column: true is a deletion (without a time), false and null are records', async () => {
    await o.create(4);
    await g.db.sql(`ALTER TABLE ${o.orders} ADD COLUMN is_deleted BOOLEAN`);
    await g.db.sql(`UPDATE ${o.orders} SET is_deleted = (id = 2) WHERE id <= 3`);
    const { ids, deletions } = await o.read(null, { ...o.stream, soft_delete_column: 'is_deleted' });
    assert.deepEqual(ids, ['1', '3', '4']);
    assert.deepEqual(deletions, [{ external_id: '2' }]);
  });

  it('quotes identifiers: a table named with quote characters and a space is read, and nothing else runs', async () => {
    const odd = d.quoteTable(d.table(ODD));
    await g.db.sql(`CREATE TABLE ${odd} (id INTEGER PRIMARY KEY, email VARCHAR(50), modified ${d.types.time} NOT NULL)`);
    await g.db.sql(`INSERT INTO ${odd} VALUES (1, 'a@example.com', ${o.at('2024-01-01T00:00:00Z')})`);
    const stream = { entity: 'customer', table: d.table(ODD), primary_key: 'id', cursor_column: 'modified', mapping: { email: 'email' } };
    const { records } = await g.tester.read('customer', g.settings({ streams: [stream] }));
    assert.deepEqual(records.map((r) => [r.external_id, r.data.email]), [['1', 'a@example.com']]);
  });
}

function checkTests<C, K>(d: SqlTestDialect<C, K>, g: SqlTestGroup, o: OrdersFixture): void {
  const check = (streams: Array<Record<string, unknown>>) => failureOf(g.tester.check(g.settings({ streams })));

  it('check names a soft_delete_column the table lacks', async () => {
    await o.create(1);
    const failure = await check([{ ...o.stream, soft_delete_column: 'gone' }]);
    assert.deepEqual([failure.kind, failure.message], ['config', `table '${d.table(ORDERS)}' has no column 'gone'`]);
  });

  it('check names a table that does not exist as a config failure', async () => {
    const failure = await check([{ ...o.stream, table: d.table('nope') }]);
    assert.equal(failure.kind, 'config');
    assertMatch(failure.message, d.messages.noTable(d.table('nope')));
  });

  it('check names the mapped columns a table lacks', async () => {
    await o.create(1);
    const failure = await check([{ ...o.stream, mapping: { ...o.stream.mapping, currency: 'curr', status: 'status' } }]);
    assert.deepEqual([failure.kind, failure.message], ['config', `table '${d.table(ORDERS)}' has no column 'status', 'curr'`]);
  });

  it('check refuses a user that does not exist as an auth failure', async () => {
    const failure = await failureOf(g.tester.check({ config: g.db.config, credentials: { user: NOBODY, password: 'x' } }));
    assert.equal(failure.kind, 'auth');
    // The plugin names the user; Sluice redacts it on the way out (it is a credential).
    assertMatch(failure.message, d.messages.unknownUser(NOBODY));
  });

  it('check refuses a database that does not exist as a config failure', async () => {
    const failure = await failureOf(g.tester.check(g.settings({ database: NO_DB })));
    assert.equal(failure.kind, 'config');
    assertMatch(failure.message, d.messages.unknownDatabase(NO_DB));
  });
}

function destinationTests<C, K>(d: SqlTestDialect<C, K>, g: SqlTestGroup): void {
  const write = (records: WriteRecord[], config: Record<string, unknown> = {}, entity = 'customer') => g.tester.write(entity, records, g.settings(config));
  const id = (n: number) => customer(n, '').canonical_id;
  const names = async (table: string) => (await d.columns(g.db, table)).map((c) => c.name);
  const tail = ['external_ids', 'updated_at', 'merged_into', '_sluice_deleted_at'];

  it('creates a table for the entity with a column per canonical field', async () => {
    assert.deepEqual(await write([writtenOrder(1)], {}, 'order'), [{ status: 'ok' }]);
    assert.deepEqual(await names('sluice_order'), ['canonical_id', 'order_number', 'status', 'total_cents', 'currency', 'placed_at', 'last_source_update_at', ...tail]);
    assert.deepEqual(await write([customer(1, 'ada@example.com')]), [{ status: 'ok' }]);
    assert.deepEqual(await names('sluice_customer'), [
      'canonical_id', 'email', 'first_name', 'last_name', 'company_name', 'phone', 'account_id', 'accepts_marketing', 'last_source_update_at', ...tail,
    ]);
  });

  it('upserts by canonical_id', async () => {
    assert.deepEqual(await write([customer(1, 'ada@example.com')]), [{ status: 'ok' }]);
    assert.deepEqual(await write([customer(1, 'ada.lovelace@example.com', { accepts_marketing: false })]), [{ status: 'ok' }]);
    assert.deepEqual(await g.db.sql('SELECT canonical_id, email FROM sluice_customer'), [{ canonical_id: id(1), email: 'ada.lovelace@example.com' }]);
  });

  it('rejects a record that clashes with another record on a unique key, without touching that record, and writes the others', async () => {
    await g.db.sql(`CREATE TABLE sluice_customer (canonical_id ${d.types.uuid} PRIMARY KEY, email VARCHAR(255) UNIQUE)`);
    const results = await write([customer(1, 'one@example.com'), customer(2, 'one@example.com'), customer(3, 'three@example.com')]);
    assert.deepEqual(results.map((r) => r.status), ['ok', 'rejected', 'ok']);
    assertMatch(results[1], { reason: d.messages.duplicate('email', 'one@example.com') });
    const rows = await g.db.sql('SELECT canonical_id, last_name FROM sluice_customer ORDER BY email');
    assert.deepEqual(rows, [
      { canonical_id: id(1), last_name: 'Lovelace 1' },
      { canonical_id: id(3), last_name: 'Lovelace 3' },
    ]);
    // A record of a later write with a taken value is refused the same way.
    const fresh = await write([customer(4, 'three@example.com')]);
    assertMatch(fresh, [{ status: 'rejected', reason: d.messages.duplicate('email', 'three@example.com') }]);
    assert.deepEqual(await g.db.sql("SELECT canonical_id FROM sluice_customer WHERE email = 'three@example.com'"), [{ canonical_id: id(3) }]);
  });

  it('rejects a record with a value the column cannot hold', async () => {
    await g.db.sql(`CREATE TABLE sluice_customer (canonical_id ${d.types.uuid} PRIMARY KEY, last_name VARCHAR(8))`);
    const results = await write([customer(1, 'a@example.com', { last_name: 'Short' }), customer(2, 'b@example.com', { last_name: 'Far too long a name' })]);
    assertMatch(results, [{ status: 'ok' }, { status: 'rejected', reason: d.messages.tooLong('last_name') }]);
  });

  it('marks a deleted record (_sluice_deleted_at, merged_into) by default and clears the mark when it is written live again', async () => {
    await write([customer(1, 'one@example.com'), customer(2, 'two@example.com')]);
    const tombstone = customer(2, 'two@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00.123456Z', merged_into: id(1), updated_at: '2024-06-01T10:00:00.2Z' });
    assert.deepEqual(await write([tombstone]), [{ status: 'ok' }]);
    const marked = () => g.db.sql(`SELECT email, external_ids, merged_into, ${d.timeText('_sluice_deleted_at')} AS deleted FROM sluice_customer ORDER BY email`);
    assert.deepEqual(await marked(), [
      { email: 'one@example.com', external_ids: { shop: 'c1' }, merged_into: null, deleted: null },
      { email: 'two@example.com', external_ids: {}, merged_into: id(1), deleted: '2024-06-01 10:00:00.123456' },
    ]);
    await write([customer(2, 'two@example.com', { deleted_at: null, merged_into: null })]);
    assertMatch((await marked())[1], { merged_into: null, deleted: null, external_ids: { shop: 'c2' } });
  });

  it('removes the row of a deleted record with on_delete: delete, in the same write as live records', async () => {
    const put = (records: WriteRecord[]) => write(records, { on_delete: 'delete' });
    assert.deepEqual(await put([customer(1, 'one@example.com'), customer(2, 'two@example.com'), customer(3, 'three@example.com')]), [{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }]);
    const results = await put([
      customer(2, 'two@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00Z' }),
      customer(3, 'three.new@example.com'),
      customer(9, 'never@example.com', { external_ids: {}, deleted_at: '2024-06-01T10:00:00Z' }),
    ]);
    assert.deepEqual(results, [{ status: 'ok' }, { status: 'ok' }, { status: 'ok' }]);
    const emails = (await g.db.sql<{ email: string }>('SELECT email FROM sluice_customer ORDER BY email')).map((r) => r.email);
    assert.deepEqual(emails, ['one@example.com', 'three.new@example.com']);
  });

  it('refuses a user that does not exist as an auth failure', async () => {
    const failure = await failureOf(g.tester.write('customer', [customer(1, 'a@example.com')], { config: g.db.config, credentials: { user: NOBODY } }));
    assert.equal(failure.kind, 'auth');
  });
}

/**
 * Declares the tests every SQL connector passes (node:test), against scratch databases on the dialect's server: a
 * group as a source and one as a destination, each with `own`'s tests of the dialect added to it. Skipped, saying
 * why, when `dialect.skip` says so.
 */
export function sqlConnectorTests<C, K>(dialect: SqlTestDialect<C, K>, own: SqlOwnTests = {}): void {
  const id = dialect.connector.manifest.id;
  if (dialect.skip) console.log(`${id} connector tests skipped: ${dialect.skip}`);
  describe(`${id} connector against a real server`, { skip: dialect.skip }, () => {
    const tester = connectorTester(dialect.connector);
    describe('as a source', () => {
      const tables = [ORDERS, ODD].map((name) => `DROP TABLE IF EXISTS ${dialect.quoteTable(dialect.table(name))}`);
      const group = scratchGroup(dialect, tester, tables);
      const orders = ordersFixture(dialect, group);
      readTests(dialect, group, orders);
      checkTests(dialect, group, orders);
      own.source?.(group);
    });
    describe('as a destination', () => {
      const group = scratchGroup(dialect, tester, ['DROP TABLE IF EXISTS sluice_customer, sluice_order']);
      destinationTests(dialect, group);
      own.destination?.(group);
    });
  });
}
