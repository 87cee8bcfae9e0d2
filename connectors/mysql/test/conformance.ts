// The conformance fixture: a scratch database on the MySQL or MariaDB server of TEST_MYSQL_URL (default
// mysql://root@127.0.0.1:3306) holding the SDK's SQL fixture tables (sqlConformanceFixture), dropped afterwards.
import crypto from 'node:crypto';
import mysql from 'mysql2/promise';
import { defineConformance } from '@sluice/connector-sdk/conformance';
import { FIXTURE_CANCELLED, FIXTURE_ORDERS, sqlConformanceFixture } from '@sluice/connector-sdk/sql';
import { datetimeOf } from '../dist/connection.js';

const SERVER_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306';

async function admin<T>(database: string | undefined, fn: (c: mysql.Connection) => Promise<T>): Promise<T> {
  const url = new URL(SERVER_URL);
  let connection: mysql.Connection;
  try {
    const user = decodeURIComponent(url.username) || 'root';
    connection = await mysql.createConnection({ host: url.hostname, port: Number(url.port || 3306), user, password: decodeURIComponent(url.password), database, connectTimeout: 5000 });
  } catch (err) {
    throw new Error(`no MySQL server at ${url.host} for the conformance suite (set TEST_MYSQL_URL): ${(err as Error).message}`);
  }
  try {
    return await fn(connection);
  } finally {
    await connection.end();
  }
}

async function createTables(c: mysql.Connection): Promise<void> {
  await c.query(`CREATE TABLE shop_orders (
    id INT AUTO_INCREMENT PRIMARY KEY, number VARCHAR(20) NOT NULL, state VARCHAR(20) NOT NULL, total DECIMAL(12, 0) NOT NULL,
    currency CHAR(3) NOT NULL, placed DATETIME(6) NOT NULL, modified DATETIME(6) NOT NULL, cancelled_at DATETIME(6) NULL,
    KEY by_change (modified, id))`);
  const rows = FIXTURE_ORDERS.map(([number, state, total, currency, placed, modified]) => [number, state, total, currency, datetimeOf(placed), datetimeOf(modified)]);
  await c.query('INSERT INTO shop_orders (number, state, total, currency, placed, modified) VALUES ?', [rows]);
  await c.query('UPDATE shop_orders SET cancelled_at = modified WHERE id IN (?)', [FIXTURE_CANCELLED]);
  await c.query('CREATE TABLE sluice_customer (canonical_id CHAR(36) PRIMARY KEY, email VARCHAR(255) UNIQUE)');
}

export default defineConformance({
  async setup() {
    const name = `sluice_conformance_${crypto.randomBytes(5).toString('hex')}`;
    await admin(undefined, (c) => c.query(`CREATE DATABASE ${name} CHARACTER SET utf8mb4`));
    await admin(name, createTables);
    const url = new URL(SERVER_URL);
    return sqlConformanceFixture({
      system: 'mysql',
      connection: { host: url.hostname, port: Number(url.port || 3306), database: name },
      credentials: { user: decodeURIComponent(url.username) || 'root', ...(url.password ? { password: decodeURIComponent(url.password) } : {}) },
      badUser: `sluice_no_such_user_${crypto.randomBytes(4).toString('hex')}`,
      teardown: () => admin(undefined, (c) => c.query(`DROP DATABASE IF EXISTS ${name}`)).then(() => undefined),
    });
  },
});
