// The conformance fixture: a scratch database on the PostgreSQL server of TEST_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) with an orders table to read (two of its orders cancelled: read as
// deletions through the soft-delete column) and a customer table whose unique email makes one written record a
// rejection; dropped afterwards.
import crypto from 'node:crypto';
import pg from 'pg';
import { defineConformance } from '@sluice/connector-sdk/conformance';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(`no PostgreSQL server at ${new URL(url).host} for the conformance suite (set TEST_DATABASE_URL): ${(err as Error).message}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const customer = (n: number, email: string) => ({
  canonical_id: `2f7b0d52-8c1e-4a3f-9b6d-0000000000${String(n).padStart(2, '0')}`,
  email,
  first_name: 'Written',
  last_name: `Customer ${n}`,
  company_name: null,
  phone: null,
  account_id: null,
  accepts_marketing: n % 2 === 0,
  external_ids: { postgres: String(n) },
  last_source_update_at: '2024-02-01T00:00:00Z',
  created_at: '2024-02-01T00:00:00.000000Z',
  updated_at: '2024-02-01T00:00:00.000000Z',
});

export default defineConformance({
  async setup() {
    const name = `sluice_conformance_${crypto.randomBytes(5).toString('hex')}`;
    await admin(ADMIN_URL, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await admin(url.toString(), async (c) => {
      await c.query(`CREATE TABLE shop_orders (
        id serial PRIMARY KEY, number text NOT NULL, state text NOT NULL, total numeric(12, 0) NOT NULL,
        currency char(3) NOT NULL, placed timestamptz NOT NULL, modified timestamptz NOT NULL, cancelled_at timestamptz)`);
      // 25 orders; every third one shares its modification time with the one before (ties broken by id).
      await c.query(`INSERT INTO shop_orders (number, state, total, currency, placed, modified)
        SELECT 'SO-' || g, (ARRAY['pending','confirmed','fulfilled'])[1 + g % 3], 1000 + g * 10, 'EUR',
               timestamptz '2024-01-01 00:00:00+00' + g * interval '1 hour',
               timestamptz '2024-01-02 00:00:00.123456+00' + (g - (g % 3 = 0)::int) * interval '1 minute'
        FROM generate_series(1, 25) g`);
      await c.query(`UPDATE shop_orders SET cancelled_at = modified WHERE id IN (7, 20)`);
      await c.query('CREATE TABLE sluice_customer (canonical_id uuid PRIMARY KEY, email text UNIQUE)');
    });
    return {
      config: {
        host: url.hostname,
        port: Number(url.port || 5432),
        database: name,
        streams: [
          {
            entity: 'order',
            table: 'shop_orders',
            primary_key: 'id',
            cursor_column: 'modified',
            soft_delete_column: 'cancelled_at',
            batch_size: 10,
            mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed', last_source_update_at: 'modified' },
          },
        ],
      },
      credentials: { user: decodeURIComponent(url.username) || 'postgres', ...(url.password ? { password: decodeURIComponent(url.password) } : {}) },
      badCredentials: { user: `sluice_no_such_role_${crypto.randomBytes(4).toString('hex')}`, password: 'wrong' },
      read: { entities: ['order'] },
      write: {
        entity: 'customer',
        records: [customer(1, 'a@example.com'), customer(2, 'b@example.com'), customer(3, 'a@example.com')],
        expect: ['ok', 'ok', 'rejected'],
      },
      teardown: () => admin(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
    };
  },
});
