// The run pipeline end to end against real PostgreSQL: a server with the real job queue and a worker in its process,
// flows triggered over the API, sources and destinations in scratch databases of their own. Covers a bulk
// postgres → postgres move and its incremental follow-up, records a destination refuses (a `partial` run), a source
// whose role is refused (the connector degrades, then a retry recovers it), and a plugin that crashes mid-read
// (the run fails, what was committed before the crash stays, the server keeps serving).
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../generated/openapi.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { TEST_DATABASE_URL, onPostgres } from './support/database.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Run = components['schemas']['Run'];

const RUN_DEADLINE_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Scratch {
  name: string;
  /** Connector config naming this database. */
  where: { host: string; port: number; database: string };
  credentials: { user: string; password?: string };
  sql<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function scratchDatabase(kind: 'src' | 'dst'): Promise<Scratch> {
  const name = `sluice_${kind}_${crypto.randomBytes(5).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    name,
    where: { host: url.hostname, port: Number(url.port || 5432), database: name },
    credentials: { user: decodeURIComponent(url.username) || 'postgres', ...(url.password ? { password: decodeURIComponent(url.password) } : {}) },
    sql: async (text, values) => (await client.query(text, values)).rows,
    async drop() {
      await client.end().catch(() => {});
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

describe.skipIf(!onPostgres)('the run pipeline against PostgreSQL', () => {
  let t: TestServer;
  let src: Scratch;
  let dst: Scratch;

  beforeAll(async () => {
    [t, src, dst] = await Promise.all([
      // First-party connectors and the fixture plugins of test/fixtures/plugins/pipeline.
      startTestServer({
        queue: 'worker',
        connectors: runtimeOptions({ fixtures: 'pipeline' }),
        rateLimits: { read: 100_000, write: 10_000, trigger: 1_000 },
      }),
      scratchDatabase('src'),
      scratchDatabase('dst'),
    ]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await Promise.all([src?.drop(), dst?.drop()]);
  }, 60_000);

  // --- helpers over the API -----------------------------------------------------------------------------------

  async function createConnector(tenant: Tenant, body: { name: string; type: string; config: Record<string, unknown>; credentials: Record<string, unknown> }) {
    const { data, response, error } = await t.client(tenant.key).POST('/v1/connectors', { body: body as never });
    expect(response.status, JSON.stringify(error)).toBe(201);
    return data!.id;
  }

  /** A postgres source reading `streams` from the source database. */
  function pgSource(tenant: Tenant, streams: unknown[], credentials: Record<string, unknown> = src.credentials) {
    return createConnector(tenant, { name: 'Shop database', type: 'postgres', config: { ...src.where, streams }, credentials });
  }

  /** A postgres destination writing <schema>.sluice_<entity> tables in the destination database. */
  function pgDestination(tenant: Tenant, schema: string) {
    return createConnector(tenant, { name: 'Warehouse', type: 'postgres', config: { ...dst.where, schema, table_prefix: 'sluice_' }, credentials: dst.credentials });
  }

  async function createFlow(tenant: Tenant, source: string, destination: string, entities: string[]) {
    const { data, response, error } = await t.client(tenant.key).POST('/v1/flows', {
      body: { name: `flow ${entities.join('+')}`, source_connector_id: source, destination_connector_id: destination, entities, schedule: 'manual' } as never,
    });
    expect(response.status, JSON.stringify(error)).toBe(201);
    return data!.id;
  }

  async function trigger(tenant: Tenant, flowId: string): Promise<string> {
    const { data, response, error } = await t.client(tenant.key).POST('/v1/flows/{id}/trigger', { params: { path: { id: flowId } } });
    expect(response.status, JSON.stringify(error)).toBe(202);
    return data!.run_id;
  }

  async function getRun(tenant: Tenant, id: string): Promise<Run> {
    const { data, response } = await t.client(tenant.key).GET('/v1/runs/{id}', { params: { path: { id } } });
    expect(response.status).toBe(200);
    return data!;
  }

  /** Polls the run until it is neither queued nor running; `meanwhile` is called on each poll before that. */
  async function finished(tenant: Tenant, id: string, meanwhile?: (run: Run) => Promise<void>): Promise<Run> {
    const deadline = Date.now() + RUN_DEADLINE_MS;
    for (;;) {
      const run = await getRun(tenant, id);
      if (run.status !== 'queued' && run.status !== 'running') return run;
      if (meanwhile) await meanwhile(run);
      if (Date.now() > deadline) throw new Error(`run ${id} is still ${run.status} after ${RUN_DEADLINE_MS / 1000} s`);
      await sleep(150);
    }
  }

  async function getConnector(tenant: Tenant, id: string) {
    const { data, response } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id } } });
    expect(response.status).toBe(200);
    return data!;
  }

  async function eventsOf(tenant: Tenant, type: string): Promise<Array<Record<string, unknown>>> {
    const rows = (await t.knex('events').where({ customer_id: tenant.customerId, type }).orderBy([{ column: 'created_at' }, { column: 'id' }]).select('data')) as Array<{
      data: Record<string, unknown>;
    }>;
    return rows.map((r) => r.data);
  }

  async function canonicalCounts(tenant: Tenant): Promise<Record<string, number>> {
    const rows = (await t.knex('canonical_records').where({ customer_id: tenant.customerId }).groupBy('entity').select('entity').count({ n: '*' })) as Array<{
      entity: string;
      n: string | number;
    }>;
    return Object.fromEntries(rows.map((r) => [r.entity, Number(r.n)]));
  }

  const DATA_PATHS = { customer: '/api/public/data/customer', order: '/api/public/data/order', order_line_item: '/api/public/data/order_line_item' } as const;

  /** The canonical records of `entity` changed since `since`, read page by page through the public data API. */
  async function changedSince(tenant: Tenant, entity: 'customer' | 'order' | 'order_line_item', since: string): Promise<Array<Record<string, unknown>>> {
    const out: Array<Record<string, unknown>> = [];
    let cursor: string | undefined;
    for (;;) {
      const { data, response } = await t.client(tenant.key).GET(DATA_PATHS[entity], {
        params: { query: { limit: 500, updated_since: since, ...(cursor ? { cursor } : {}) } },
      });
      expect(response.status).toBe(200);
      const page = data as { data: Array<Record<string, unknown>>; next_cursor: string | null };
      out.push(...page.data);
      if (!page.next_cursor) return out;
      cursor = page.next_cursor;
    }
  }

  async function destCount(table: string, where = 'true'): Promise<number> {
    const [row] = await dst.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
    return row!.n;
  }

  // --- the tests ---------------------------------------------------------------------------------------------------

  it('moves 10,000 orders with their line items and 1,000 customers, then only the 500 orders changed since', async () => {
    const tenant = await seedTenant(t.knex);
    await src.sql('CREATE SCHEMA bulk');
    await src.sql(`CREATE TABLE bulk.customers (id integer PRIMARY KEY, email text NOT NULL, first_name text NOT NULL, last_name text NOT NULL, updated_at timestamptz NOT NULL)`);
    await src.sql(`INSERT INTO bulk.customers
      SELECT g, 'buyer' || g || '@example.com', 'Buyer', 'Number ' || g, timestamptz '2024-01-01 00:00:00+00' + g * interval '1 second'
      FROM generate_series(1, 1000) g`);
    await src.sql(`CREATE TABLE bulk.orders (id integer PRIMARY KEY, number text NOT NULL, state text NOT NULL, total bigint NOT NULL, currency text NOT NULL,
      placed timestamptz NOT NULL, updated_at timestamptz NOT NULL)`);
    await src.sql(`INSERT INTO bulk.orders
      SELECT g, 'SO-' || g, 'confirmed', 1000 + g, 'EUR', timestamptz '2024-02-01 00:00:00+00' + g * interval '1 minute',
             timestamptz '2024-03-01 00:00:00.123456+00' + g * interval '1 second'
      FROM generate_series(1, 10000) g`);
    // 1 to 3 lines per order; a line's id is its order's id * 10 + its line number.
    await src.sql(`CREATE TABLE bulk.order_lines (id integer PRIMARY KEY, order_id integer NOT NULL, sku text NOT NULL, name text NOT NULL, qty integer NOT NULL,
      unit_price bigint NOT NULL, total bigint NOT NULL, currency text NOT NULL, updated_at timestamptz NOT NULL)`);
    await src.sql(`INSERT INTO bulk.order_lines
      SELECT o * 10 + l, o, 'SKU-' || l, 'Item ' || l || ' of SO-' || o, l, 250, 250 * l, 'EUR', timestamptz '2024-03-02 00:00:00+00' + (o * 10 + l) * interval '1 millisecond'
      FROM generate_series(1, 10000) o, generate_series(1, 3) l WHERE l <= 1 + o % 3`);
    const [{ lines }] = (await src.sql<{ lines: number }>('SELECT count(*)::int AS lines FROM bulk.order_lines')) as [{ lines: number }];
    expect(lines).toBe(20_000);

    const source = await pgSource(tenant, [
      { entity: 'customer', table: 'bulk.customers', primary_key: 'id', cursor_column: 'updated_at', mapping: { email: 'email', first_name: 'first_name', last_name: 'last_name' } },
      {
        entity: 'order',
        table: 'bulk.orders',
        primary_key: 'id',
        cursor_column: 'updated_at',
        mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed' },
      },
      {
        entity: 'order_line_item',
        table: 'bulk.order_lines',
        primary_key: 'id',
        cursor_column: 'updated_at',
        // A scalar column mapped onto a reference is an external id in the same system: {"external_id": "<order id>"}.
        mapping: { order_id: 'order_id', sku: 'sku', name: 'name', quantity: 'qty', unit_price_cents: 'unit_price', total_cents: 'total', currency: 'currency' },
      },
    ]);
    const destination = await pgDestination(tenant, 'public');
    const flowId = await createFlow(tenant, source, destination, ['order_line_item', 'order', 'customer']);

    const first = await finished(tenant, await trigger(tenant, flowId));
    expect(first.errors).toEqual([]);
    expect(first).toMatchObject({ status: 'succeeded', stage: null, trigger: 'manual', retry_of: null, records_processed: 31_000, records_succeeded: 31_000, records_failed: 0 });

    // The destination has one row per source row...
    expect(await destCount('public.sluice_customer')).toBe(1_000);
    expect(await destCount('public.sluice_order')).toBe(10_000);
    expect(await destCount('public.sluice_order_line_item')).toBe(20_000);
    // ...so has the canonical layer, and they are the same records.
    expect(await canonicalCounts(tenant)).toEqual({ customer: 1_000, order: 10_000, order_line_item: 20_000 });
    const canonicalOrders = (await t.knex('canonical_records').where({ customer_id: tenant.customerId, entity: 'order' }).pluck('canonical_id')) as string[];
    const destOrders = (await dst.sql<{ id: string }>('SELECT canonical_id::text AS id FROM public.sluice_order')).map((r) => r.id);
    expect(new Set(destOrders)).toEqual(new Set(canonicalOrders));
    // Source values arrive as they were in the source.
    expect(await destCount('public.sluice_order', `order_number = 'SO-' || (external_ids->>'postgres') AND total_cents = 1000 + (external_ids->>'postgres')::int AND status = 'confirmed' AND currency = 'EUR'`)).toBe(10_000);
    expect(await destCount('public.sluice_customer', `email = 'buyer' || (external_ids->>'postgres') || '@example.com'`)).toBe(1_000);

    // Every line item references the canonical_id of its own order (line id / 10 = order id), in the destination...
    const [refs] = await dst.sql<{ linked: number; right: number }>(`
      SELECT count(o.canonical_id)::int AS linked,
             count(*) FILTER (WHERE (li.external_ids->>'postgres')::int / 10 = (o.external_ids->>'postgres')::int)::int AS right
      FROM public.sluice_order_line_item li LEFT JOIN public.sluice_order o ON o.canonical_id::text = li.order_id`);
    expect(refs).toEqual({ linked: 20_000, right: 20_000 });
    // ...and through the public data API.
    const page = await t.client(tenant.key).GET('/api/public/data/order_line_item', { params: { query: { limit: 3 } } });
    expect(page.response.status).toBe(200);
    const items = (page.data as { data: Array<{ order_id: string; name: string; external_ids: Record<string, string> }> }).data;
    expect(items).toHaveLength(3);
    for (const item of items) {
      const order = await t.client(tenant.key).GET('/api/public/data/order/{id}', { params: { path: { id: item.order_id } } });
      expect(order.response.status).toBe(200);
      const orderNumber = (order.data as { order_number: string }).order_number;
      expect(item.name).toBe(`Item ${Number(item.external_ids.postgres) % 10} of ${orderNumber}`);
      expect(orderNumber).toBe(`SO-${Math.floor(Number(item.external_ids.postgres) / 10)}`);
    }

    // Exactly 500 orders change (their cursor column moves past every other row's); nothing else does.
    const updated = await src.sql(`UPDATE bulk.orders SET state = 'fulfilled', total = total + 7,
      updated_at = timestamptz '2024-05-01 00:00:00+00' + id * interval '1 millisecond' WHERE id % 20 = 0 RETURNING id`);
    expect(updated).toHaveLength(500);

    const second = await finished(tenant, await trigger(tenant, flowId));
    expect(second.errors).toEqual([]);
    // Only the changed orders are read again: no customer, no line item, no unchanged order.
    expect(second).toMatchObject({ status: 'succeeded', records_processed: 500, records_succeeded: 500, records_failed: 0 });
    // In the canonical layer, as an incremental reader of the data API sees it: 500 orders changed, nothing else.
    expect(await changedSince(tenant, 'customer', second.started_at!)).toEqual([]);
    expect(await changedSince(tenant, 'order_line_item', second.started_at!)).toEqual([]);
    const changedOrders = await changedSince(tenant, 'order', second.started_at!);
    expect(changedOrders).toHaveLength(500);
    expect(new Set(changedOrders.map((o) => o.order_number))).toEqual(new Set(Array.from({ length: 500 }, (_, i) => `SO-${(i + 1) * 20}`)));
    expect(changedOrders.every((o) => o.status === 'fulfilled')).toBe(true);
    expect(await canonicalCounts(tenant)).toEqual({ customer: 1_000, order: 10_000, order_line_item: 20_000 });
    expect(await destCount('public.sluice_order')).toBe(10_000);
    expect(await destCount('public.sluice_order', `status = 'fulfilled'`)).toBe(500);
    expect(await destCount('public.sluice_order', `status = 'fulfilled' AND (external_ids->>'postgres')::int % 20 = 0 AND total_cents = 1007 + (external_ids->>'postgres')::int`)).toBe(500);
    expect(await destCount('public.sluice_order', `status = 'confirmed' AND (external_ids->>'postgres')::int % 20 <> 0 AND total_cents = 1000 + (external_ids->>'postgres')::int`)).toBe(9_500);
    // The canonical records of the changed orders kept their canonical_ids (updated, not duplicated).
    const destOrdersAfter = (await dst.sql<{ id: string }>('SELECT canonical_id::text AS id FROM public.sluice_order')).map((r) => r.id);
    expect(new Set(destOrdersAfter)).toEqual(new Set(canonicalOrders));
    expect(await eventsOf(tenant, 'run.succeeded')).toHaveLength(2);
  }, 180_000);

  it("applies the flow's mapping overrides from the source's own fields, and reports a record the canonical schema refuses as a transform error", async () => {
    const tenant = await seedTenant(t.knex);
    await src.sql('CREATE SCHEMA mapped');
    await src.sql('CREATE TABLE mapped.people (id integer PRIMARY KEY, email text NOT NULL, nick text NOT NULL, updated_at timestamptz NOT NULL)');
    // Person 3's address is no email address: the canonical schema refuses it.
    await src.sql(`INSERT INTO mapped.people
      SELECT g, CASE WHEN g = 3 THEN 'not-an-email' ELSE 'p' || g || '@example.com' END, 'Nick ' || g, timestamptz '2024-03-01 00:00:00+00' + g * interval '1 second'
      FROM generate_series(1, 5) g`);
    await dst.sql('CREATE SCHEMA mapped');
    // The stream maps only the email; first_name comes from the flow's override, out of the row's own `nick`.
    const source = await pgSource(tenant, [{ entity: 'customer', table: 'mapped.people', primary_key: 'id', cursor_column: 'updated_at', mapping: { email: 'email' } }]);
    const destination = await pgDestination(tenant, 'mapped');
    const { data, response, error } = await t.client(tenant.key).POST('/v1/flows', {
      body: { name: 'mapped', source_connector_id: source, destination_connector_id: destination, entities: ['customer'], schedule: 'manual', mappings: { customer: { first_name: 'nick' } } },
    });
    expect(response.status, JSON.stringify(error)).toBe(201);

    const run = await finished(tenant, await trigger(tenant, data!.id));
    expect(run).toMatchObject({ status: 'partial', stage: null, records_processed: 5, records_succeeded: 4, records_failed: 1 });
    expect(run.errors).toEqual([{ code: 'invalid_record', stage: 'transform', record_ref: 'customer:3', message: expect.stringMatching(/email/) }]);
    const stored = await dst.sql<{ email: string; first_name: string }>('SELECT email, first_name FROM mapped.sluice_customer ORDER BY email');
    expect(stored).toEqual([1, 2, 4, 5].map((n) => ({ email: `p${n}@example.com`, first_name: `Nick ${n}` })));
    expect(await canonicalCounts(tenant)).toEqual({ customer: 4 });
  });

  it('ends partial when the destination refuses 3 of 1,000 records, naming each of them', async () => {
    const tenant = await seedTenant(t.knex);
    await src.sql('CREATE SCHEMA rejects');
    await src.sql(`CREATE TABLE rejects.orders (id integer PRIMARY KEY, number text NOT NULL, state text NOT NULL, total bigint NOT NULL, currency text NOT NULL,
      updated_at timestamptz NOT NULL)`);
    // Orders 17, 500 and 999 are of 50,000.00 or more.
    await src.sql(`INSERT INTO rejects.orders
      SELECT g, 'RJ-' || g, 'paid', CASE WHEN g IN (17, 500, 999) THEN 5000000 + g ELSE 100 + g END, 'USD', timestamptz '2024-03-01 00:00:00+00' + g * interval '1 second'
      FROM generate_series(1, 1000) g`);
    // The warehouse has its own rule: no order of 10,000.00 or more. The connector adds the columns it lacks.
    await dst.sql('CREATE SCHEMA rejects');
    await dst.sql('CREATE TABLE rejects.sluice_order (canonical_id uuid PRIMARY KEY, total_cents bigint CONSTRAINT below_limit CHECK (total_cents < 1000000))');

    const source = await pgSource(tenant, [
      {
        entity: 'order',
        table: 'rejects.orders',
        primary_key: 'id',
        cursor_column: 'updated_at',
        mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'updated_at' },
      },
    ]);
    const destination = await pgDestination(tenant, 'rejects');
    const flowId = await createFlow(tenant, source, destination, ['order']);

    const runId = await trigger(tenant, flowId);
    const run = await finished(tenant, runId);
    expect(run).toMatchObject({ status: 'partial', stage: null, records_processed: 1_000, records_succeeded: 997, records_failed: 3 });
    expect(run.errors).toHaveLength(3);
    expect(run.errors.map((e) => e.record_ref).sort()).toEqual(['order:17', 'order:500', 'order:999']);
    for (const e of run.errors) {
      expect(e).toMatchObject({ code: 'destination_rejected', stage: 'load' });
      expect(e.message).toMatch(/below_limit/);
    }
    // The 997 others are in the destination; the 3 refused are not. The canonical layer holds all 1,000.
    expect(await destCount('rejects.sluice_order')).toBe(997);
    expect(await destCount('rejects.sluice_order', `(external_ids->>'postgres')::int IN (17, 500, 999)`)).toBe(0);
    expect(await canonicalCounts(tenant)).toEqual({ order: 1_000 });

    const partial = await eventsOf(tenant, 'run.partial');
    expect(partial).toHaveLength(1);
    expect(partial[0]).toMatchObject({ run_id: runId, flow_id: flowId, records_succeeded: 997, records_failed: 3 });
    expect(partial[0]!.top_errors).toEqual([expect.objectContaining({ code: 'destination_rejected', count: 3 })]);
    expect(await eventsOf(tenant, 'run.succeeded')).toEqual([]);
    expect(await eventsOf(tenant, 'run.failed')).toEqual([]);
  }, 120_000);

  it('fails at extract when the source role is refused, degrades the connector, and a retry with fixed credentials recovers it', async () => {
    const tenant = await seedTenant(t.knex);
    const ROLE = 'no_such_role_x';
    await src.sql('CREATE SCHEMA creds');
    await src.sql(`CREATE TABLE creds.orders (id integer PRIMARY KEY, number text NOT NULL, state text NOT NULL, total bigint NOT NULL, currency text NOT NULL,
      updated_at timestamptz NOT NULL)`);
    await src.sql(`INSERT INTO creds.orders
      SELECT g, 'CD-' || g, 'paid', 100 + g, 'EUR', timestamptz '2024-03-01 00:00:00+00' + g * interval '1 second' FROM generate_series(1, 50) g`);
    await dst.sql('CREATE SCHEMA creds');
    const stream = {
      entity: 'order',
      table: 'creds.orders',
      primary_key: 'id',
      cursor_column: 'updated_at',
      mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'updated_at' },
    };
    const source = await pgSource(tenant, [stream], { user: ROLE });
    const destination = await pgDestination(tenant, 'creds');
    const flowId = await createFlow(tenant, source, destination, ['order']);
    expect((await getConnector(tenant, source)).status).toBe('pending');

    const failedId = await trigger(tenant, flowId);
    const failed = await finished(tenant, failedId);
    expect(failed).toMatchObject({ status: 'failed', stage: 'extract', records_processed: 0, records_failed: 0 });
    expect(failed.errors).toHaveLength(1);
    const error = failed.errors[0]!;
    expect(error).toMatchObject({ code: 'auth_failed', stage: 'extract', record_ref: null });
    // PostgreSQL names the role it refused; the role is a credential, so the run shows it redacted.
    expect(error.message).toBe(`source connector '${source}': role "[redacted]" does not exist`);
    expect(JSON.stringify(failed)).not.toContain(ROLE);
    const runFailed = await eventsOf(tenant, 'run.failed');
    expect(runFailed).toHaveLength(1);
    expect(runFailed[0]).toMatchObject({ run_id: failedId, stage: 'extract', error: { code: 'auth_failed', message: error.message } });
    expect(JSON.stringify(runFailed)).not.toContain(ROLE);

    // The auth failure degrades the source connector, with its event; the destination is untouched.
    const degraded = await getConnector(tenant, source);
    expect(degraded.status).toBe('degraded');
    // The connector's error is the plugin's own, without the run's "source connector '…'" prefix.
    const connectorError = { code: 'auth_failed', message: 'role "[redacted]" does not exist' };
    expect(degraded.last_error).toEqual(connectorError);
    expect(JSON.stringify(degraded)).not.toContain(ROLE);
    const degradedEvents = await eventsOf(tenant, 'connector.degraded');
    expect(degradedEvents).toEqual([{ connector_id: source, error: connectorError }]);
    // Nor is it in anything the server logged.
    expect(t.logText()).not.toContain(ROLE);
    expect((await getConnector(tenant, destination)).status).toBe('pending');

    // Fixed credentials, then a retry of the failed run: a new run that succeeds and brings the connector back.
    const patched = await t.client(tenant.key).PATCH('/v1/connectors/{id}', { params: { path: { id: source } }, body: { credentials: src.credentials } as never });
    expect(patched.response.status).toBe(200);
    const retried = await t.client(tenant.key).POST('/v1/runs/{id}/retry', { params: { path: { id: failedId } } });
    expect(retried.response.status).toBe(202);
    const retryId = retried.data!.run_id;
    expect(retryId).not.toBe(failedId);
    const retry = await finished(tenant, retryId);
    expect(retry).toMatchObject({ status: 'succeeded', trigger: 'retry', retry_of: failedId, records_processed: 50, records_succeeded: 50, records_failed: 0, errors: [] });
    expect((await getRun(tenant, failedId)).status).toBe('failed');
    expect(await destCount('creds.sluice_order')).toBe(50);

    const recovered = await getConnector(tenant, source);
    expect(recovered.status).toBe('active');
    expect(recovered.last_error).toBeNull();
    const recoveredEvents = await eventsOf(tenant, 'connector.recovered');
    expect(recoveredEvents).toHaveLength(1);
    expect(recoveredEvents[0]).toMatchObject({ connector_id: source });
    expect((await getConnector(tenant, destination)).status).toBe('active');
  }, 120_000);

  it("records a run's end and what it found of its connector in one commit: no reader sees the run failed and the connector not yet degraded", async () => {
    const tenant = await seedTenant(t.knex);
    await dst.sql('CREATE SCHEMA one_commit');
    const stream = { entity: 'order', table: 'public.none', primary_key: 'id', cursor_column: 'updated_at', mapping: { order_number: 'id' } };
    const source = await pgSource(tenant, [stream], { user: 'no_such_role_y' });
    const flowId = await createFlow(tenant, source, await pgDestination(tenant, 'one_commit'), ['order']);
    // Hold the source connector's row: the worker's outcome for it waits on this lock.
    const holder = await t.knex.transaction();
    try {
      await holder('connectors').where({ id: source }).forUpdate().first('id');
      const runId = await trigger(tenant, flowId);
      const deadline = Date.now() + RUN_DEADLINE_MS;
      const waitingOnConnector = async () => {
        const rows = (await t.knex.raw(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%connectors%' AND pid <> pg_backend_pid()`,
        )) as { rows: Array<{ n: number }> };
        return rows.rows[0]!.n > 0;
      };
      while (!(await waitingOnConnector())) {
        if (Date.now() > deadline) throw new Error('the worker never reached the connector row');
        await sleep(50);
      }
      // The worker waits for the connector inside the transaction that ends the run: the run is not over yet.
      expect((await getRun(tenant, runId)).status).toBe('running');
      await holder.commit();
      const run = await finished(tenant, runId);
      expect(run).toMatchObject({ status: 'failed', stage: 'extract' });
      expect(await getConnector(tenant, source)).toMatchObject({ status: 'degraded', last_error: { code: 'auth_failed' } });
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
    }
  }, 120_000);

  it('fails the run when the source plugin crashes mid-read, keeps what was committed before it, and keeps serving', async () => {
    const tenant = await seedTenant(t.knex);
    // Two batches of 100 orders, each with a checkpoint, then a pause and process.exit(1).
    const source = await createConnector(tenant, { name: 'Crashing', type: 'crashing-source', config: { batches: 2, per_batch: 100, crash_after_ms: 1500 }, credentials: {} });
    await dst.sql('CREATE SCHEMA crash');
    const destination = await pgDestination(tenant, 'crash');
    const flowId = await createFlow(tenant, source, destination, ['order']);

    const runId = await trigger(tenant, flowId);
    let healthChecksWhileRunning = 0;
    const health = async () => {
      const res = await t.request('/healthz');
      expect(res.status).toBe(200);
    };
    const run = await finished(tenant, runId, async (r) => {
      await health();
      if (r.status === 'running') healthChecksWhileRunning += 1;
    });
    await health();
    expect(healthChecksWhileRunning, 'the server answered /healthz while the run was running').toBeGreaterThan(0);

    expect(run).toMatchObject({ status: 'failed', stage: 'extract', records_processed: 200, records_succeeded: 200, records_failed: 0 });
    expect(run.errors).toEqual([
      {
        code: 'plugin_exited',
        stage: 'extract',
        record_ref: null,
        message: `source connector '${source}': crashing-source 1.0.0 read: the plugin process exited with code 1 before answering`,
      },
    ]);
    // A crash is a plugin bug, not an auth or quota problem: the connector is not degraded.
    expect((await getConnector(tenant, source)).status).toBe('pending');

    // The checkpoint of the last batch before the crash is saved, and that batch is committed on both sides.
    const checkpoints = await t.knex('flow_checkpoints').where({ flow_id: flowId }).select('entity', 'checkpoint');
    expect(checkpoints).toEqual([{ entity: 'order', checkpoint: { batch: 2 } }]);
    expect(await canonicalCounts(tenant)).toEqual({ order: 200 });
    expect(await destCount('crash.sluice_order')).toBe(200);
    const ids = (await dst.sql<{ id: string }>(`SELECT external_ids->>'crashing-source' AS id FROM crash.sluice_order`)).map((r) => r.id);
    expect(new Set(ids)).toEqual(new Set(Array.from({ length: 200 }, (_, i) => `crash-${i + 1}`)));

    // A retry resumes from that checkpoint: batches 3 and 4, nothing read twice, nothing skipped.
    const retried = await t.client(tenant.key).POST('/v1/runs/{id}/retry', { params: { path: { id: runId } } });
    expect(retried.response.status).toBe(202);
    const retry = await finished(tenant, retried.data!.run_id);
    expect(retry).toMatchObject({ status: 'failed', stage: 'extract', trigger: 'retry', retry_of: runId, records_processed: 200 });
    expect(await t.knex('flow_checkpoints').where({ flow_id: flowId }).select('entity', 'checkpoint')).toEqual([{ entity: 'order', checkpoint: { batch: 4 } }]);
    expect(await canonicalCounts(tenant)).toEqual({ order: 400 });
    expect(await destCount('crash.sluice_order')).toBe(400);

    // The API is still served normally after the crashes.
    await health();
    const list = await t.client(tenant.key).GET('/v1/runs', { params: { query: { flow_id: flowId } } });
    expect(list.response.status).toBe(200);
    expect(list.data!.data.map((r) => r.id).sort()).toEqual([runId, retried.data!.run_id].sort());
  }, 120_000);
});
