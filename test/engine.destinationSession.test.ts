// A run's write session to the postgres destination (one plugin process per entity, connectors/postgres) keeps one
// database connection for all its writes, a rejected record included, and gives it up when the session ends.
// Against the real PostgreSQL server (TEST_DATABASE_URL, or the local default); skipped when there is none.
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { testRuntime, typeOf } from './fixtures/plugins/harness.js';
import { ADMIN_URL, postgresProblem } from './support/postgresServer.js';

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
  const name = `sluice_pgsession_${crypto.randomBytes(5).toString('hex')}`;
  let runtime: ConnectorRuntime;
  let postgres: ConnectorType;
  let sql: pg.Client;
  let target: { config: { host: string; port: number; database: string }; credentials: { user: string; password?: string } };

  beforeAll(async () => {
    runtime = testRuntime().runtime;
    postgres = await typeOf(runtime, 'postgres');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    sql = new pg.Client({ connectionString: url.toString() });
    await sql.connect();
    target = {
      config: { host: url.hostname, port: Number(url.port || 5432), database: name },
      credentials: { user: decodeURIComponent(url.username) || 'postgres', ...(url.password ? { password: decodeURIComponent(url.password) } : {}) },
    };
  });
  afterAll(async () => {
    await runtime?.close();
    await sql?.end();
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  /** The backends the plugin holds on the scratch database. */
  const pluginBackends = async () =>
    (await sql.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'sluice'", [name])).rows.map((r) => r.pid);

  it('writes every batch over one connection, and closes it with the session', async () => {
    const session = await runtime.openWriter(postgres, { ...target.config, schema: 'public', table_prefix: 'sluice_' }, target.credentials, 'order');
    expect(await session.write([order(1), order(2)])).toEqual([{ status: 'ok' }, { status: 'ok' }]);
    const first = await pluginBackends();
    expect(first).toHaveLength(1);

    // A record the database refuses is rejected on its own; the connection stays.
    await sql.query("ALTER TABLE sluice_order ADD CONSTRAINT known_status CHECK (status <> 'bogus')");
    expect(await session.write([order(3), order(4, 'bogus')])).toMatchObject([{ status: 'ok' }, { status: 'rejected' }]);
    expect(await session.write([order(5)])).toEqual([{ status: 'ok' }]);
    expect(await pluginBackends()).toEqual(first);
    const rows = await sql.query('SELECT order_number FROM sluice_order ORDER BY order_number');
    expect(rows.rows.map((r) => r.order_number)).toEqual(['SO-1', 'SO-2', 'SO-3', 'SO-5']);

    session.close();
    await vi.waitFor(async () => expect(await pluginBackends()).toEqual([]), { timeout: 10_000, interval: 50 });
  });
});
