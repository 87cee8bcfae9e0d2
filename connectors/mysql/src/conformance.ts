// The conformance fixture: a scratch database on the MySQL or MariaDB server of TEST_MYSQL_URL (default
// mysql://root@127.0.0.1:3306) with an orders table to read (two of its orders cancelled: read as deletions
// through the soft-delete column) and a customer table whose unique email makes one written record a rejection;
// dropped afterwards.
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import { defineConformance } from '@sluice/connector-sdk/conformance';

const SERVER_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306';

async function admin<T>(database: string | undefined, fn: (c: mysql.Connection) => Promise<T>): Promise<T> {
  const url = new URL(SERVER_URL);
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection({
      host: url.hostname,
      port: Number(url.port || 3306),
      user: decodeURIComponent(url.username) || 'root',
      password: decodeURIComponent(url.password),
      database,
      connectTimeout: 5000,
    });
  } catch (err) {
    throw new Error(`no MySQL server at ${url.host} for the conformance suite (set TEST_MYSQL_URL): ${(err as Error).message}`);
  }
  try {
    return await fn(connection);
  } finally {
    await connection.end();
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
  external_ids: { mysql: String(n) },
  last_source_update_at: '2024-02-01T00:00:00Z',
  created_at: '2024-02-01T00:00:00.000000Z',
  updated_at: '2024-02-01T00:00:00.000000Z',
});

export default defineConformance({
  async setup() {
    const name = `sluice_conformance_${crypto.randomBytes(5).toString('hex')}`;
    await admin(undefined, (c) => c.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4`));
    await admin(name, async (c) => {
      await c.query(`CREATE TABLE shop_orders (
        id INT AUTO_INCREMENT PRIMARY KEY, number VARCHAR(20) NOT NULL, state VARCHAR(20) NOT NULL, total DECIMAL(12, 0) NOT NULL,
        currency CHAR(3) NOT NULL, placed DATETIME(6) NOT NULL, modified DATETIME(6) NOT NULL, cancelled_at DATETIME(6) NULL,
        KEY by_change (modified, id))`);
      // 25 orders; every third one shares its modification time with the one before (ties broken by id).
      const rows = Array.from({ length: 25 }, (_, i) => {
        const g = i + 1;
        const minute = g - (g % 3 === 0 ? 1 : 0);
        return [
          `SO-${g}`,
          ['pending', 'confirmed', 'fulfilled'][g % 3],
          1000 + g * 10,
          'EUR',
          new Date(Date.UTC(2024, 0, 1, g)).toISOString().replace('T', ' ').replace('Z', ''),
          `${new Date(Date.UTC(2024, 0, 2, 0, minute)).toISOString().slice(0, 19).replace('T', ' ')}.123456`,
        ];
      });
      await c.query('INSERT INTO shop_orders (number, state, total, currency, placed, modified) VALUES ?', [rows]);
      await c.query('UPDATE shop_orders SET cancelled_at = modified WHERE id IN (7, 20)');
      await c.query('CREATE TABLE sluice_customer (canonical_id CHAR(36) PRIMARY KEY, email VARCHAR(255) UNIQUE)');
    });
    const url = new URL(SERVER_URL);
    return {
      config: {
        host: url.hostname,
        port: Number(url.port || 3306),
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
      credentials: { user: decodeURIComponent(url.username) || 'root', ...(url.password ? { password: decodeURIComponent(url.password) } : {}) },
      badCredentials: { user: `sluice_no_such_user_${crypto.randomBytes(4).toString('hex')}`, password: 'wrong' },
      read: { entities: ['order'] },
      write: {
        entity: 'customer',
        records: [customer(1, 'a@example.com'), customer(2, 'b@example.com'), customer(3, 'a@example.com')],
        expect: ['ok', 'ok', 'rejected'],
      },
      teardown: () => admin(undefined, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`)).then(() => undefined),
    };
  },
});
