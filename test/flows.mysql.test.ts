// Flows between MySQL (MariaDB here) and PostgreSQL through the canonical layer, run by the real worker: 10,000
// orders with their 20,000 line items and 1,000 customers from MySQL to PostgreSQL, and the same shop from
// PostgreSQL to MySQL, each followed by an incremental run that moves exactly the 500 orders changed since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { onPostgres } from './support/database.js';
import { flowApi } from './support/flowApi.js';
import { mysqlProblem, mysqlScratch, type MysqlScratch } from './support/mysqlServer.js';
import { scratchDatabase, type Scratch } from './support/postgresServer.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const noMysql = await mysqlProblem();

const ORDERS = 10_000;
const CUSTOMERS = 1_000;

/** Line j (1..3) of order o exists when j <= 1 + o % 3: 20,000 lines for 10,000 orders. */
const linesOf = (o: number) => 1 + (o % 3);

const STREAMS = (prefix: string) => [
  { entity: 'customer', table: `${prefix}customers`, primary_key: 'id', cursor_column: 'updated_at', mapping: { email: 'email', first_name: 'first_name', last_name: 'last_name' } },
  {
    entity: 'order',
    table: `${prefix}orders`,
    primary_key: 'id',
    cursor_column: 'updated_at',
    mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed' },
  },
  {
    entity: 'order_line_item',
    table: `${prefix}order_lines`,
    primary_key: 'id',
    cursor_column: 'updated_at',
    mapping: { order_id: 'order_id', sku: 'sku', name: 'name', quantity: 'qty', unit_price_cents: 'unit_price', total_cents: 'total', currency: 'currency' },
  },
];

describe.skipIf(!onPostgres || noMysql !== undefined)('flows between MySQL and PostgreSQL', () => {
  let t: TestServer;
  let pgDb: Scratch;
  let my: MysqlScratch;

  beforeAll(async () => {
    [t, pgDb, my] = await Promise.all([
      startTestServer({ queue: 'worker', connectors: runtimeOptions(), rateLimits: { read: 100_000, write: 10_000, trigger: 1_000 } }),
      scratchDatabase('sluice_mypg'),
      mysqlScratch('sluice_flow'),
    ]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([pgDb?.drop(), my?.drop()]);
  }, 60_000);

  const pgCount = async (sql: string) => Number((await pgDb.sql(sql)).rows[0]!.n);
  const myCount = async (sql: string) => Number((await my.sql<{ n: string | number }>(sql))[0]!.n);

  it('moves 10,000 orders with their line items and 1,000 customers from MySQL to PostgreSQL, then only the 500 orders changed since', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    await my.sql('CREATE TABLE customers (id INT PRIMARY KEY, email VARCHAR(100) NOT NULL, first_name VARCHAR(50) NOT NULL, last_name VARCHAR(50) NOT NULL, updated_at DATETIME(6) NOT NULL, KEY c (updated_at, id))');
    await my.sql(`CREATE TABLE orders (id INT PRIMARY KEY, number VARCHAR(20) NOT NULL, state VARCHAR(20) NOT NULL, total BIGINT NOT NULL, currency CHAR(3) NOT NULL,
      placed DATETIME(6) NOT NULL, updated_at DATETIME(6) NOT NULL, KEY c (updated_at, id))`);
    await my.sql(`CREATE TABLE order_lines (id INT PRIMARY KEY, order_id INT NOT NULL, sku VARCHAR(20) NOT NULL, name VARCHAR(100) NOT NULL, qty INT NOT NULL,
      unit_price BIGINT NOT NULL, total BIGINT NOT NULL, currency CHAR(3) NOT NULL, updated_at DATETIME(6) NOT NULL, KEY c (updated_at, id))`);
    const at = (base: number, ms: number) => new Date(base + ms).toISOString().replace('T', ' ').replace('Z', '');
    const insert = async (table: string, rows: unknown[][]) => {
      for (let i = 0; i < rows.length; i += 2_000) await my.sql(`INSERT INTO ${table} VALUES ?`, [rows.slice(i, i + 2_000)]);
    };
    await insert('customers', Array.from({ length: CUSTOMERS }, (_, i) => [i + 1, `buyer${i + 1}@example.com`, 'Buyer', `Number ${i + 1}`, at(Date.UTC(2024, 0, 1), (i + 1) * 1000)]));
    await insert('orders', Array.from({ length: ORDERS }, (_, i) => {
      const o = i + 1;
      return [o, `SO-${o}`, 'confirmed', 1000 + o, 'EUR', at(Date.UTC(2024, 1, 1), o * 60_000), at(Date.UTC(2024, 2, 1), o * 1000 + 123)];
    }));
    const lines: unknown[][] = [];
    for (let o = 1; o <= ORDERS; o++) {
      for (let l = 1; l <= linesOf(o); l++) lines.push([o * 10 + l, o, `SKU-${l}`, `Item ${l} of SO-${o}`, l, 250, 250 * l, 'EUR', at(Date.UTC(2024, 2, 2), o * 10 + l)]);
    }
    await insert('order_lines', lines);
    expect(lines).toHaveLength(20_000);

    const source = await api.createConnector({ name: 'Shop (MySQL)', type: 'mysql', config: { ...my.config, streams: STREAMS('') }, credentials: my.credentials });
    const destination = await api.createConnector({ name: 'Warehouse', type: 'postgres', config: { ...pgDb.config, schema: 'public', table_prefix: 'from_mysql_' }, credentials: pgDb.credentials });
    const flowId = await api.createFlow(source, destination, ['order_line_item', 'order', 'customer']);

    const first = await api.finished(await api.trigger(flowId));
    expect(first.errors).toEqual([]);
    expect(first).toMatchObject({ status: 'succeeded', records_processed: 31_000, records_succeeded: 31_000, records_failed: 0 });
    expect(await pgCount('SELECT count(*) AS n FROM from_mysql_customer')).toBe(CUSTOMERS);
    expect(await pgCount('SELECT count(*) AS n FROM from_mysql_order')).toBe(ORDERS);
    expect(await pgCount('SELECT count(*) AS n FROM from_mysql_order_line_item')).toBe(20_000);
    // Values arrive as they were, times with their milliseconds, and every line references its own order.
    expect(await pgCount(`SELECT count(*) AS n FROM from_mysql_order WHERE order_number = 'SO-' || (external_ids->>'mysql') AND total_cents = 1000 + (external_ids->>'mysql')::int`)).toBe(ORDERS);
    expect(await pgCount(`SELECT count(*) AS n FROM from_mysql_order WHERE placed_at = timestamptz '2024-02-01 00:00:00+00' + (external_ids->>'mysql')::int * interval '1 minute'`)).toBe(ORDERS);
    expect(await pgCount(`SELECT count(*) AS n FROM from_mysql_order_line_item li JOIN from_mysql_order o ON o.canonical_id::text = li.order_id
      WHERE (li.external_ids->>'mysql')::int / 10 = (o.external_ids->>'mysql')::int`)).toBe(20_000);

    // Exactly 500 orders change.
    await my.sql(`UPDATE orders SET state = 'fulfilled', total = total + 7, updated_at = TIMESTAMPADD(MICROSECOND, id, '2024-05-01 00:00:00') WHERE id % 20 = 0`);
    const second = await api.finished(await api.trigger(flowId));
    expect(second).toMatchObject({ status: 'succeeded', records_processed: 500, records_succeeded: 500, records_failed: 0 });
    expect(await pgCount(`SELECT count(*) AS n FROM from_mysql_order WHERE status = 'fulfilled' AND (external_ids->>'mysql')::int % 20 = 0 AND total_cents = 1007 + (external_ids->>'mysql')::int`)).toBe(500);
    expect(await pgCount(`SELECT count(*) AS n FROM from_mysql_order WHERE status = 'confirmed'`)).toBe(ORDERS - 500);
    const changed = await api.records('order', { since: second.started_at! });
    expect(changed).toHaveLength(500);
  }, 240_000);

  it('moves the same shop from PostgreSQL to MySQL, then only the 500 orders changed since', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    await pgDb.sql('CREATE SCHEMA shop');
    await pgDb.sql(`CREATE TABLE shop.customers (id integer PRIMARY KEY, email text NOT NULL, first_name text NOT NULL, last_name text NOT NULL, updated_at timestamptz NOT NULL)`);
    await pgDb.sql(`INSERT INTO shop.customers SELECT g, 'buyer' || g || '@example.com', 'Buyer', 'Number ' || g, timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second' FROM generate_series(1, ${CUSTOMERS}) g`);
    await pgDb.sql(`CREATE TABLE shop.orders (id integer PRIMARY KEY, number text NOT NULL, state text NOT NULL, total bigint NOT NULL, currency text NOT NULL, placed timestamptz NOT NULL, updated_at timestamptz NOT NULL)`);
    await pgDb.sql(`INSERT INTO shop.orders SELECT g, 'SO-' || g, 'confirmed', 1000 + g, 'EUR', timestamptz '2024-02-01 00:00:00+00' + g * interval '1 minute',
      timestamptz '2024-03-01 00:00:00.123456+00' + g * interval '1 second' FROM generate_series(1, ${ORDERS}) g`);
    await pgDb.sql(`CREATE TABLE shop.order_lines (id integer PRIMARY KEY, order_id integer NOT NULL, sku text NOT NULL, name text NOT NULL, qty integer NOT NULL,
      unit_price bigint NOT NULL, total bigint NOT NULL, currency text NOT NULL, updated_at timestamptz NOT NULL)`);
    await pgDb.sql(`INSERT INTO shop.order_lines SELECT o * 10 + l, o, 'SKU-' || l, 'Item ' || l || ' of SO-' || o, l, 250, 250 * l, 'EUR',
      timestamptz '2024-03-02 00:00:00+00' + (o * 10 + l) * interval '1 millisecond' FROM generate_series(1, ${ORDERS}) o, generate_series(1, 3) l WHERE l <= 1 + o % 3`);

    const source = await api.createConnector({ name: 'Shop (PostgreSQL)', type: 'postgres', config: { ...pgDb.config, streams: STREAMS('shop.') }, credentials: pgDb.credentials });
    const destination = await api.createConnector({ name: 'Warehouse (MySQL)', type: 'mysql', config: { ...my.config, table_prefix: 'from_pg_' }, credentials: my.credentials });
    const verified = await t.client(tenant.key).POST('/v1/connectors/{id}/verify', { params: { path: { id: destination } } });
    expect(verified.data).toMatchObject({ result: 'ok' });
    const flowId = await api.createFlow(source, destination, ['order_line_item', 'order', 'customer']);

    const first = await api.finished(await api.trigger(flowId));
    expect(first.errors).toEqual([]);
    expect(first).toMatchObject({ status: 'succeeded', records_processed: 31_000, records_succeeded: 31_000, records_failed: 0 });
    expect(await myCount('SELECT count(*) AS n FROM from_pg_customer')).toBe(CUSTOMERS);
    expect(await myCount('SELECT count(*) AS n FROM from_pg_order')).toBe(ORDERS);
    expect(await myCount('SELECT count(*) AS n FROM from_pg_order_line_item')).toBe(20_000);
    expect(await myCount(`SELECT count(*) AS n FROM from_pg_order WHERE order_number = CONCAT('SO-', JSON_VALUE(external_ids, '$.postgres')) AND total_cents = 1000 + JSON_VALUE(external_ids, '$.postgres')`)).toBe(ORDERS);
    // Times keep their microseconds on the way into DATETIME(6).
    const [sample] = await my.sql<{ at: string }>(`SELECT last_source_update_at AS at FROM from_pg_order WHERE JSON_VALUE(external_ids, '$.postgres') = '1'`);
    expect(sample!.at).toBe('2024-03-01 00:00:01.123456');
    expect(await myCount(`SELECT count(*) AS n FROM from_pg_order_line_item li JOIN from_pg_order o ON o.canonical_id = li.order_id
      WHERE FLOOR(JSON_VALUE(li.external_ids, '$.postgres') / 10) = JSON_VALUE(o.external_ids, '$.postgres')`)).toBe(20_000);

    await pgDb.sql(`UPDATE shop.orders SET state = 'fulfilled', total = total + 7, updated_at = timestamptz '2024-05-01 00:00:00+00' + id * interval '1 millisecond' WHERE id % 20 = 0`);
    const second = await api.finished(await api.trigger(flowId));
    expect(second).toMatchObject({ status: 'succeeded', records_processed: 500, records_succeeded: 500, records_failed: 0 });
    expect(await myCount(`SELECT count(*) AS n FROM from_pg_order WHERE status = 'fulfilled' AND JSON_VALUE(external_ids, '$.postgres') % 20 = 0 AND total_cents = 1007 + JSON_VALUE(external_ids, '$.postgres')`)).toBe(500);
    expect(await myCount(`SELECT count(*) AS n FROM from_pg_order WHERE status = 'confirmed'`)).toBe(ORDERS - 500);
  }, 240_000);
});
