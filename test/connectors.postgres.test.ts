// The postgres connector as Sluice runs it, against the real PostgreSQL server (TEST_DATABASE_URL, or the local
// default): a read that does not ask for raw fields leaves them in the plugin's process, and verify moves a
// connector to degraded and back, the role redacted. The connector's own behaviour is tested beside it, in
// connectors/postgres/test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { writtenOrder } from '@sluice/connector-sdk/testing';
import { readAll, runtimeOptions, testRuntime, typeOf } from './fixtures/plugins/harness.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { ADMIN_URL, postgresProblem, scratchDatabase, type Scratch } from './support/postgresServer.js';

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

describe.skipIf(problem !== undefined)('postgres connector, run by the plugin runtime', () => {
  let runtime: ConnectorRuntime;
  let postgres: ConnectorType;
  let db: Scratch;
  beforeAll(async () => {
    runtime = testRuntime().runtime;
    postgres = await typeOf(runtime, 'postgres');
    db = await scratchDatabase();
  });
  afterEach(async () => {
    await db.sql('DROP SCHEMA IF EXISTS shop CASCADE');
  });
  afterAll(async () => {
    await runtime.close();
    await db.drop();
  });

  const read = () => readAll(runtime.read({ type: postgres, config: { ...db.config, streams: [ORDERS_STREAM] }, credentials: db.credentials }, { entity: 'order', cursor: null }));

  it("leaves each row's raw fields in the plugin's process when the read does not ask for them", async () => {
    await ordersTable(db, 3);
    const withRaw = await read();
    const withoutRaw = await readAll(runtime.read({ type: postgres, config: { ...db.config, streams: [ORDERS_STREAM] }, credentials: db.credentials }, { entity: 'order', cursor: null, raw: false }));
    expect(withoutRaw.records.map((r) => 'raw' in r)).toEqual([false, false, false]);
    expect(withoutRaw.records).toEqual(withRaw.records.map(({ external_id, data }) => ({ external_id, data })));
    expect(withoutRaw.checkpoints).toEqual(withRaw.checkpoints);
  });

  /**
   * The connections plugins hold open on the scratch database now (the connector names itself `sluice`), but for
   * those in `except` (another test's process keeps its own for a while).
   */
  const pluginConnections = async (except: number[] = []) =>
    (await db.sql("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sluice' ORDER BY pid")).rows
      .map((r: { pid: number }) => r.pid)
      .filter((pid: number) => !except.includes(pid));
  /** pluginConnections once `check` holds of them (or after two seconds). */
  const settled = async (check: (pids: number[]) => boolean, except: number[] = []) => {
    for (let i = 0; i < 100 && !check(await pluginConnections(except)); i++) await new Promise((r) => setTimeout(r, 20));
    return pluginConnections(except);
  };

  it("a kept process's reads and write sessions share one connection, and hold no other once closed", async () => {
    await ordersTable(db, 3);
    const scope = { customerId: 'cus_kept_connection' };
    const source = { type: postgres, config: { ...db.config, streams: [ORDERS_STREAM] }, credentials: db.credentials };
    const destination = { type: postgres, config: { ...db.config, schema: 'shop' }, credentials: db.credentials };
    const others = await pluginConnections();
    const seen = new Set<number>();
    for (let n = 1; n <= 3; n++) {
      expect((await readAll(runtime.read(source, { entity: 'order', cursor: null }, scope))).records).toHaveLength(3);
      for (const pid of await pluginConnections(others)) seen.add(pid);
      const session = await runtime.openWriter(destination, 'order', scope);
      expect((await session.write([writtenOrder(n)])).map((r) => r.status)).toEqual(['ok']);
      for (const pid of await pluginConnections(others)) seen.add(pid);
      session.close();
    }
    // One process served the six calls and is kept, idle, with the one connection they shared. (Before the child
    // ended a closed session's call, each session's connection stayed open until the process exited.)
    expect(runtime.processStats().idle).toBe(1);
    expect(seen.size).toBe(1);
    expect(await settled((p) => p.length <= 1, others)).toEqual([...seen]);
    expect((await db.sql('SELECT count(*)::int AS n FROM shop.sluice_order')).rows).toEqual([{ n: 3 }]);
  });

  it('a kept connection the server ended is not used again: the next call opens another', async () => {
    await ordersTable(db, 2);
    const scope = { customerId: 'cus_ended_connection' };
    const source = { type: postgres, config: { ...db.config, streams: [ORDERS_STREAM] }, credentials: db.credentials };
    const others = await pluginConnections();
    await readAll(runtime.read(source, { entity: 'order', cursor: null }, scope));
    const kept = await pluginConnections(others);
    expect(kept).toHaveLength(1);
    await db.sql('SELECT pg_terminate_backend($1)', kept);
    expect(await settled((p) => p.length === 0, others)).toEqual([]);
    expect((await readAll(runtime.read(source, { entity: 'order', cursor: null }, scope))).records).toHaveLength(2);
    const now = await pluginConnections(others);
    expect(now).toHaveLength(1);
    expect(now).not.toEqual(kept);
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
