// A run's write session to the postgres destination (one plugin process per entity, connectors/postgres) keeps one
// database connection for all its writes, a rejected record included, and gives it up when the session ends; a
// session's check of its table takes no lock while the table has every column.
// Against the real PostgreSQL server (TEST_DATABASE_URL, or the local default); skipped when there is none.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { testRuntime, typeOf } from './fixtures/plugins/harness.js';
import { ADMIN_URL, postgresProblem, scratchDatabase, type Scratch } from './support/postgresServer.js';

const problem = await postgresProblem();
if (problem) console.warn(`destination session tests skipped: no PostgreSQL server at ${new URL(ADMIN_URL).host} (${problem})`);

function order(n: number, status = 'confirmed') {
  return {
    canonical_id: `3f6c2a1e-8b4d-4c7e-9a2f-${String(n).padStart(12, '0')}`,
    order_number: `SO-${n}`,
    status,
    total_cents: 100 * n,
    currency: 'EUR',
    placed_at: '2024-01-01T10:00:00Z',
    external_ids: { shop: String(n) },
    last_source_update_at: '2024-01-01T10:00:00Z',
    updated_at: '2024-01-01T10:00:00.5Z',
  };
}

describe.skipIf(problem !== undefined)('a write session to the postgres destination', () => {
  let runtime: ConnectorRuntime;
  let postgres: ConnectorType;
  let db: Scratch;

  beforeAll(async () => {
    runtime = testRuntime().runtime;
    postgres = await typeOf(runtime, 'postgres');
    db = await scratchDatabase('sluice_pgsession');
  });
  afterAll(async () => {
    await runtime?.close();
    await db?.drop();
  });

  /** The backends the plugin holds on the scratch database. */
  const pluginBackends = async () =>
    (await db.sql("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'sluice'", [db.name])).rows.map((r) => (r as { pid: number }).pid);

  it('writes every batch over one connection, and closes it with the session', async () => {
    const session = await runtime.openWriter({ type: postgres, config: { ...db.config, schema: 'public', table_prefix: 'sluice_' }, credentials: db.credentials }, 'order');
    expect(await session.write([order(1), order(2)])).toEqual([{ status: 'ok' }, { status: 'ok' }]);
    const first = await pluginBackends();
    expect(first).toHaveLength(1);

    // A record the database refuses is rejected on its own; the connection stays.
    await db.sql("ALTER TABLE sluice_order ADD CONSTRAINT known_status CHECK (status <> 'bogus')");
    expect(await session.write([order(3), order(4, 'bogus')])).toMatchObject([{ status: 'ok' }, { status: 'rejected' }]);
    expect(await session.write([order(5)])).toEqual([{ status: 'ok' }]);
    expect(await pluginBackends()).toEqual(first);
    const rows = await db.sql('SELECT order_number FROM sluice_order ORDER BY order_number');
    expect(rows.rows.map((r) => r.order_number)).toEqual(['SO-1', 'SO-2', 'SO-3', 'SO-5']);

    session.close();
    await vi.waitFor(async () => expect(await pluginBackends()).toEqual([]), { timeout: 10_000, interval: 50 });
  });

  it("writes while a reader holds its table, and adds a column the table lacks", async () => {
    const connector = { type: postgres, config: { ...db.config, schema: 'public', table_prefix: 'held_' }, credentials: db.credentials };
    const write = async (records: ReturnType<typeof order>[]) => {
      const session = await runtime.openWriter(connector, 'order');
      try {
        return await session.write(records);
      } finally {
        session.close();
      }
    };
    expect(await write([order(1)])).toEqual([{ status: 'ok' }]);

    // A report on the customer's side: a transaction that has read the table holds it (ACCESS SHARE) until it ends.
    const reader = new pg.Client({ host: db.config.host, port: db.config.port, database: db.config.database, ...db.credentials });
    await reader.connect();
    try {
      await reader.query('BEGIN');
      await reader.query('SELECT count(*) FROM held_order');
      const written = write([order(2)]);
      let timer: NodeJS.Timeout | undefined;
      const waiting = new Promise((resolve) => (timer = setTimeout(() => resolve('waiting for the reader'), 5_000)));
      const outcome = await Promise.race([written, waiting]).finally(() => clearTimeout(timer));
      expect(outcome).toEqual([{ status: 'ok' }]);
      await written;
    } finally {
      await reader.query('COMMIT').catch(() => {});
      await reader.end();
    }

    // A table from an older schema, without a column the entity has now: the session adds it.
    await db.sql('ALTER TABLE held_order DROP COLUMN currency');
    expect(await write([order(3)])).toEqual([{ status: 'ok' }]);
    const rows = await db.sql('SELECT order_number, currency FROM held_order ORDER BY order_number');
    expect(rows.rows).toEqual([
      { order_number: 'SO-1', currency: null },
      { order_number: 'SO-2', currency: null },
      { order_number: 'SO-3', currency: 'EUR' },
    ]);
  });
});
