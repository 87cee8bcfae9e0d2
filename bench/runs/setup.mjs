// The bench's data and Sluice side: N `sample` orders with their line items (the sample connector's generator)
// seeded into a source database, and a migrated Sluice database with one customer, a postgres source and a
// postgres destination connector, a manual flow of both entities and its queued run.
import pg from 'pg';
import { Shop } from '../../connectors/sample/dist/generate.js';
import { BATCH, TABLES, createTableSql } from '../baseline-runs.mjs';

const SEED_CHUNK = 5_000;

/**
 * Orders `from` to `to` (excluded) of `shop` and their lines into `orders` and `order_lines`, in chunks. With
 * `updatedAt`, every row gets that `updated_at` instead of the generator's (new rows an incremental read finds).
 * Answers the lines inserted.
 */
export async function insertOrders(client, shop, { from, to, updatedAt }) {
  let lines = 0;
  for (let start = from; start < to; start += SEED_CHUNK) {
    const o = TABLES[0].columns.map(() => []);
    const l = TABLES[1].columns.map(() => []);
    for (let i = start; i < Math.min(to, start + SEED_CHUNK); i++) {
      const order = shop.order(i);
      const d = order.data;
      [order.external_id, d.order_number, d.status, d.total_cents, d.currency, d.placed_at, updatedAt ?? d.last_source_update_at].forEach((v, k) => o[k].push(v));
      for (const line of shop.lineItems(i)) {
        const x = line.data;
        [line.external_id, x.order_id.external_id, x.product_variant_id.external_id, x.sku, x.name, x.quantity, x.unit_price_cents, x.total_cents, x.currency, updatedAt ?? x.last_source_update_at]
          .forEach((v, k) => l[k].push(v));
      }
    }
    lines += l[0].length;
    for (const [table, values] of [[TABLES[0], o], [TABLES[1], l]]) {
      const cols = table.columns.map(([, type], k) => `$${k + 1}::${type}[]`);
      await client.query(`INSERT INTO ${table.name} SELECT * FROM unnest(${cols.join(', ')})`, values);
    }
  }
  return lines;
}

/** The generator the bench's orders come from. */
export const benchShop = (orders) => new Shop({ seed: 42, customers: 1_000, products: 500, orders, batch_size: 500, start_date: '2024-01-01' });

/** N orders and their lines from the sample generator into `orders` and `order_lines` (+ the keyset indexes). */
export async function seedSource(url, orders) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  let lines = 0;
  try {
    for (const table of TABLES) await client.query(createTableSql(table));
    lines = await insertOrders(client, benchShop(orders), { from: 0, to: orders });
    for (const table of TABLES) {
      await client.query(`CREATE INDEX ON ${table.name} (updated_at, id)`);
      await client.query(`VACUUM ANALYZE ${table.name}`);
    }
  } finally {
    await client.end();
  }
  return { orders, lines, seconds: (performance.now() - started) / 1000 };
}

const ORDER_MAPPING = { order_number: 'order_number', status: 'status', total_cents: 'total_cents', currency: 'currency', placed_at: 'placed_at', last_source_update_at: 'updated_at' };
const LINE_MAPPING = {
  order_id: 'order_id',
  product_variant_id: 'product_variant_id',
  sku: 'sku',
  name: 'name',
  quantity: 'quantity',
  unit_price_cents: 'unit_price_cents',
  total_cents: 'total_cents',
  currency: 'currency',
  last_source_update_at: 'updated_at',
};

/** The postgres connector's config and credentials for a database URL. */
export function pgSettings(url) {
  const u = new URL(url);
  return {
    config: { host: u.hostname, port: Number(u.port || 5432), database: u.pathname.slice(1) },
    credentials: { user: decodeURIComponent(u.username || 'postgres'), ...(u.password ? { password: decodeURIComponent(u.password) } : {}) },
  };
}

/** The destination connector's config for a database URL. */
export const destinationConfig = (url) => ({ ...pgSettings(url).config, schema: 'public', table_prefix: 'sluice_' });

/**
 * The Sluice side: schema (when missing), a customer named `customerName`, the two postgres connectors, a manual flow
 * and its queued run. Called twice on one database, it makes a second customer beside the first.
 */
export async function setupSluice(sluiceUrl, secretKey, sourceUrl, targetUrl, customerName = 'Bench') {
  const { connect } = await import('../../dist/src/db/connect.js');
  const { migrateToLatest } = await import('../../dist/src/db/migrate.js');
  const { createCustomer } = await import('../../dist/src/domain/access/service.js');
  const { insertConnector } = await import('../../dist/src/domain/connectors/repository.js');
  const { defineFlow } = await import('../../dist/src/domain/flows/definition.js');
  const { STANDARD_INTERVALS } = await import('../../dist/src/domain/flows/schedules.js');
  const { triggerRun } = await import('../../dist/src/domain/runs/service.js');
  const { secretsFrom } = await import('../../dist/src/secrets.js');
  const db = await connect({ databaseUrl: sluiceUrl });
  try {
    await migrateToLatest(db.knex);
    const secrets = secretsFrom(secretKey);
    const customer = await createCustomer(db.knex, { name: customerName });
    const src = pgSettings(sourceUrl);
    const source = await insertConnector(db.knex, secrets, customer.id, {
      name: 'Shop database',
      type: 'postgres',
      config: {
        ...src.config,
        streams: [
          { entity: 'order', table: 'orders', primary_key: 'id', cursor_column: 'updated_at', mapping: ORDER_MAPPING, batch_size: BATCH },
          { entity: 'order_line_item', table: 'order_lines', primary_key: 'id', cursor_column: 'updated_at', mapping: LINE_MAPPING, batch_size: BATCH },
        ],
      },
      credentials: src.credentials,
    });
    const destination = await insertConnector(db.knex, secrets, customer.id, {
      name: 'Warehouse',
      type: 'postgres',
      config: destinationConfig(targetUrl),
      credentials: pgSettings(targetUrl).credentials,
    });
    // The postgres type reads and writes both entities; asking its plugin's manifest would start a process.
    const resolveType = async (type, version) => ({ id: type, version: version ?? '1.0.0', kind: 'both', entities: ['order', 'order_line_item'] });
    const flow = await defineFlow(
      db.knex,
      customer.id,
      {
        name: 'Orders to the warehouse',
        source_connector_id: source.id,
        destination_connector_id: destination.id,
        entities: ['order', 'order_line_item'],
        schedule: 'manual',
      },
      { resolveType, intervals: STANDARD_INTERVALS },
    );
    const runId = await triggerRun(db.knex, customer.id, flow.id, async () => {});
    return { customerId: customer.id, flowId: flow.id, runId };
  } finally {
    await db.close();
  }
}

/** Migrates `url` to Sluice's schema, without a customer: the floor script's canonical database. */
export async function migrateOnly(url) {
  const { connect } = await import('../../dist/src/db/connect.js');
  const { migrateToLatest } = await import('../../dist/src/db/migrate.js');
  const db = await connect({ databaseUrl: url });
  try {
    await migrateToLatest(db.knex);
  } finally {
    await db.close();
  }
}

/** The first row of `sql` on `url`. */
export async function queryOne(url, sql) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows[0];
  } finally {
    await c.end();
  }
}
