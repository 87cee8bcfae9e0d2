// The mysql connector as Sluice runs it, against the real server (TEST_MYSQL_URL, or the local default; MariaDB
// here): a kept plugin process's calls share one connection, rolled back before each reuse. Its own behaviour is
// tested beside it (connectors/mysql/test), and flows through it in flows.mysql.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writtenOrder } from '@sluice/connector-sdk/testing';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { readAll, testRuntime, typeOf } from './fixtures/plugins/harness.js';
import { mysqlProblem, mysqlScratch, type MysqlScratch } from './support/mysqlServer.js';

const problem = await mysqlProblem();
if (problem) console.warn(`mysql connector tests skipped: no MySQL server (${problem})`);

const ORDERS_STREAM = {
  entity: 'order',
  table: 'orders',
  primary_key: 'id',
  cursor_column: 'modified',
  mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed' },
};

describe.skipIf(problem !== undefined)('mysql connector, run by the plugin runtime', () => {
  let runtime: ConnectorRuntime;
  let mysql: ConnectorType;
  let db: MysqlScratch;
  beforeAll(async () => {
    runtime = testRuntime().runtime;
    mysql = await typeOf(runtime, 'mysql');
    db = await mysqlScratch('sluice_kept');
    await db.sql(`CREATE TABLE orders (id int PRIMARY KEY, number varchar(20) NOT NULL, state varchar(20) NOT NULL,
      total bigint NOT NULL, currency char(3) NOT NULL, placed datetime(6) NOT NULL, modified datetime(6) NOT NULL)`);
    await db.sql(`INSERT INTO orders VALUES (1, 'SO-1', 'confirmed', 100, 'EUR', '2024-03-01 09:00:00', '2024-03-10 12:00:00.5'),
      (2, 'SO-2', 'confirmed', 200, 'EUR', '2024-03-02 09:00:00', '2024-03-10 12:00:01.5')`);
  });
  afterAll(async () => {
    await runtime.close();
    await db.drop();
  });

  /** The connections on the scratch database now, but for the test's own. */
  const pluginConnections = async () =>
    (await db.sql<{ id: number }>('SELECT ID AS id FROM information_schema.PROCESSLIST WHERE DB = DATABASE() AND ID <> CONNECTION_ID() ORDER BY ID')).map((r) => Number(r.id));

  it("a kept process's reads and write sessions share one connection, and hold no other once closed", async () => {
    const scope = { customerId: 'cus_kept_mysql' };
    const source = { type: mysql, config: { ...db.config, streams: [ORDERS_STREAM] }, credentials: db.credentials };
    const destination = { type: mysql, config: db.config, credentials: db.credentials };
    const seen = new Set<number>();
    for (let n = 1; n <= 3; n++) {
      expect((await readAll(runtime.read(source, { entity: 'order', cursor: null }, scope))).records).toHaveLength(2);
      for (const id of await pluginConnections()) seen.add(id);
      const session = await runtime.openWriter(destination, 'order', scope);
      expect((await session.write([writtenOrder(n)])).map((r) => r.status)).toEqual(['ok']);
      for (const id of await pluginConnections()) seen.add(id);
      session.close();
    }
    expect(runtime.processStats().idle).toBe(1);
    expect(seen.size).toBe(1);
    let now = await pluginConnections();
    for (let i = 0; i < 100 && now.length > 1; i++) now = await new Promise((r) => setTimeout(r, 20)).then(pluginConnections);
    expect(now).toEqual([...seen]);
    expect(await db.sql('SELECT count(*) AS n FROM sluice_order')).toEqual([{ n: '3' }]); // a BIGINT, read as text
  });
});
