// The canonical upsert against a real database: its load statement is a set of index probes even on tables that
// have many rows and no statistics (PostgreSQL only: PGlite's planner is the same code, but its EXPLAIN output
// over an in-memory database says nothing about a server), the statistics keeper analyzes the tables as they
// grow, and the rows an upsert answers are the rows stored.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../src/domain/access/service.js';
import { findCanonicalMany, type CanonicalRow } from '../src/domain/canonical/repository.js';
import { upsertCanonical } from '../src/domain/canonical/upsert/index.js';
import { storedStateQuery } from '../src/domain/canonical/upsert/storedState.js';
import type { Lookups } from '../src/domain/canonical/upsert/prepare.js';
import { analyzeTable, needsAnalyze, statisticsSettled } from '../src/domain/canonical/upsert/statistics.js';
import { sampleRecord } from './support/canonical.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';

const T1 = '2026-03-01T10:00:00.000000Z';
const T2 = '2026-03-01T11:00:00.000000Z';
const STORED = 60_000;
// Small against the table, as a run's batch of 1,000 is against an entity of millions: for keys approaching a
// fiftieth of the table, one sequential scan is the cheaper plan, and the planner sees the table's size (from its
// pages) without statistics.
const BATCH = 100;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/**
 * The table's index a scan used: a partition's own index is named after it with `_p<n>` (src/db/partitions.ts). A
 * bitmap heap scan names the table and its Bitmap Index Scan child the index (the planner's choice for ~100 keys
 * of a `match_key = ANY(…)` when its estimate is a few rows more than a plain index scan's).
 */
function indexName(node: PlanNode): string | undefined {
  const names = node['Node Type'] === 'Bitmap Heap Scan' ? nodes(node).map((n) => n['Index Name']) : [node['Index Name']];
  const found = names.filter((n): n is string => n !== undefined).map((n) => n.replace(/_p\d+$/, ''));
  return found.length > 0 ? found.join('+') : undefined;
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** `count` orders of `customerId` and their external ids in system `shop`, written directly: nothing analyzes the tables. */
async function storeDirectly(knex: Knex, customerId: string, count: number): Promise<void> {
  await knex.raw(
    `INSERT INTO canonical_records (canonical_id, customer_id, entity, data, sources, external_ids, match_key, last_source_update_at, created_at, updated_at)
     SELECT gen_random_uuid(), ?, 'order', jsonb_build_object('order_number', 'SO-' || g), '{}', jsonb_build_object('shop', g::text),
            'so-' || g, now(), now(), now()
     FROM generate_series(1, ?) AS g`,
    [customerId, count],
  );
  await knex.raw(
    `INSERT INTO canonical_external_ids (customer_id, entity, system, external_id, canonical_id)
     SELECT customer_id, entity, 'shop', external_ids->>'shop', canonical_id FROM canonical_records WHERE customer_id = ?`,
    [customerId],
  );
}

describe.skipIf(!onPostgres)('canonical upsert load plan without statistics (PostgreSQL; PGlite has no server planner setup to check)', () => {
  let t: TestDatabase;
  let customerId: string;

  beforeAll(async () => {
    t = await freshDatabase();
    const knex = t.db.knex;
    // On each table that holds rows: a hash-partitioned table's partitions (src/db/partitions.ts).
    const { rows: leaves } = (await knex.raw(
      `SELECT c.relname AS name FROM unnest(ARRAY['canonical_records', 'canonical_external_ids', 'canonical_merges']) t(name)
         JOIN pg_class c ON c.relkind = 'r' AND (c.oid = t.name::regclass OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = t.name::regclass))`,
    )) as { rows: Array<{ name: string }> };
    for (const { name } of leaves) await knex.raw(`ALTER TABLE ${name} SET (autovacuum_enabled = false)`);
    customerId = (await createCustomer(knex, { name: 'Many orders' })).id;
    const other = (await createCustomer(knex, { name: 'Other' })).id;
    await storeDirectly(knex, customerId, STORED);
    await storeDirectly(knex, other, STORED / 4);
    await knex.raw(`INSERT INTO canonical_merges (merged_id, customer_id, entity, survivor_id, merged_at)
      SELECT gen_random_uuid(), ?, 'order', canonical_id, now() FROM canonical_records WHERE customer_id = ? LIMIT ?`, [customerId, customerId, STORED / 2]);
  }, 120_000);
  afterAll(() => t?.drop());

  async function plan(lookups: Lookups): Promise<PlanNode[]> {
    const { sql, bindings } = storedStateQuery({ customerId, entity: 'order', system: 'shop', lookups, withNow: true });
    const { rows } = await t.db.knex.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings);
    return nodes(rows[0]['QUERY PLAN'][0].Plan as PlanNode).filter((n) => n['Relation Name']?.startsWith('canonical_'));
  }
  // Half the keys stored, half not.
  const keys = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i % 2 === 0 ? i + 1 : STORED + i));

  it('probes a unique index for every external id and canonical_id, though the tables have no statistics', async () => {
    const knex = t.db.knex;
    const { rows: stats } = await knex.raw(
      "SELECT count(*)::int AS n FROM pg_stats WHERE tablename IN ('canonical_records', 'canonical_external_ids', 'canonical_merges')",
    );
    expect(stats[0].n).toBe(0);
    const { rows: ids } = await knex.raw('SELECT canonical_id FROM canonical_records WHERE customer_id = ? LIMIT ?', [customerId, BATCH]);
    const scans = await plan({
      externalIds: keys(BATCH, String),
      matchKeys: [],
      refIds: ids.map((r: { canonical_id: string }) => ({ entity: 'order' as const, id: r.canonical_id })),
      refExternal: keys(BATCH, String).map((externalId) => ({ entity: 'order' as const, system: 'shop', externalId })),
    });
    expect(scans.filter((n) => !n['Node Type'].includes('Index')), JSON.stringify(scans)).toEqual([]);
    expect([...new Set(scans.map(indexName))].sort()).toEqual(['canonical_external_ids_pkey', 'canonical_merges_pkey', 'canonical_records_pkey', 'canonical_records_sync']);
    // The sync index serves only the batch's time: the last entry of the customer's range.
    expect(scans.filter((n) => indexName(n) === 'canonical_records_sync').map((n) => n['Scan Direction'])).toEqual(['Backward']);
  });

  it('finds match keys through the match-key index once the statistics keeper has analyzed the tables (its small sample is enough)', async () => {
    await analyzeTable(t.db.knex, 'canonical_records');
    await analyzeTable(t.db.knex, 'canonical_external_ids');
    const scans = await plan({ externalIds: [], matchKeys: keys(BATCH, (n) => `so-${n}`), refIds: [], refExternal: [] });
    expect(scans.map(indexName).sort(), JSON.stringify(scans)).toEqual(['canonical_records_match', 'canonical_records_sync']);
  });

  it('updates a batch of records by probing the primary key for each, not by reading the customer\'s range', async () => {
    // 1,000 of the customer's 60,000 records changed, the tables analyzed (the test before): the planner reads the
    // batch as 100 rows, as it reads any JSON array, and probes for them. An unnest of an array literal, estimated
    // at its true 1,000 rows, was planned as a hash join over a sequential scan of all 60,000.
    const knex = t.db.knex;
    const seen: Array<{ sql: string; bindings: unknown[] }> = [];
    const listen = (q: { sql: string; bindings?: unknown[] }) => seen.push({ sql: q.sql, bindings: q.bindings ?? [] });
    knex.on('query', listen);
    try {
      const batch = Array.from({ length: 1_000 }, (_, i) => ({ externalId: String(i + 1), record: sampleRecord('order', i + 1, T1) }));
      const summary = await upsertCanonical(knex, { customerId, entity: 'order', system: 'shop' }, batch);
      expect(summary.results.filter((r) => r.outcome === 'updated')).toHaveLength(1_000);
    } finally {
      knex.removeListener('query', listen);
    }
    const update = seen.find((q) => q.sql.includes('UPDATE canonical_records c SET data'));
    expect(update).toBeDefined();
    // As the driver ran it: the statement with its $n placeholders, on a connection of its own.
    type Explained = { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> };
    const connection = (await knex.client.acquireConnection()) as { query(sql: string, values: unknown[]): Promise<Explained> };
    const { rows } = await connection.query(`EXPLAIN (FORMAT JSON) ${update!.sql}`, update!.bindings).finally(() => knex.client.releaseConnection(connection));
    const all = nodes(rows[0]!['QUERY PLAN'][0]!.Plan);
    const scans = all.filter((n) => n['Relation Name']?.startsWith('canonical_records') && n['Node Type'] !== 'ModifyTable');
    expect(scans.map((n) => [n['Node Type'], indexName(n)]), JSON.stringify(all.map((n) => n['Node Type']))).toEqual([['Index Scan', 'canonical_records_pkey']]);
  });
});

// A new customer's first run: its first batch has just been written and nothing has analyzed the tables yet (the
// statistics keeper does so in the background, after the batch). The planner then takes the customer's range for a
// handful of rows and, joining the batch's ids against it, once chose to read the range once and compare every id
// with every row (a nested loop over a materialized scan: 1,000 × 1,000 comparisons, 326 ms of a 10,000-order run's
// second batch). Each id must stay one probe of the full key, whatever the table's size.
describe.skipIf(!onPostgres)("canonical upsert load plan on a new customer's second batch (PostgreSQL)", () => {
  let t: TestDatabase;
  let customerId: string;
  const FIRST_BATCH = 1_000;

  beforeAll(async () => {
    t = await freshDatabase();
    const knex = t.db.knex;
    customerId = (await createCustomer(knex, { name: 'New customer' })).id;
    // As the first batch left them.
    await storeDirectly(knex, customerId, FIRST_BATCH);
  }, 120_000);
  afterAll(() => t?.drop());

  it('probes each id and each record it names on its full key, not the customer\'s range', async () => {
    const next = Array.from({ length: FIRST_BATCH }, (_, i) => String(FIRST_BATCH + 1 + i));
    const { sql, bindings } = storedStateQuery({
      customerId,
      entity: 'order',
      system: 'shop',
      lookups: { externalIds: next, matchKeys: [], refIds: [], refExternal: next.map((externalId) => ({ entity: 'order' as const, system: 'shop', externalId })) },
      withNow: true,
    });
    const { rows } = await t.db.knex.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings);
    const all = nodes(rows[0]['QUERY PLAN'][0].Plan as PlanNode);
    const shape = JSON.stringify(all.map((n) => [n['Node Type'], n['Index Name'], n['Index Cond']]));
    // The ids (those of the batch and those its records reference), then the records the stored ones name; the sync
    // index serves only the batch's time.
    const of = (table: string) =>
      all.filter((n) => (n['Relation Name'] === table || n['Index Name']?.startsWith(table)) && !n['Index Name']?.startsWith('canonical_records_sync'));
    for (const [table, key] of [['canonical_external_ids', /external_id = /], ['canonical_records', /canonical_id = /]] as const) {
      expect(of(table).length, shape).toBeGreaterThanOrEqual(1);
      for (const probe of of(table)) {
        expect(probe['Node Type'], shape).toBe('Index Scan');
        expect(probe['Index Cond'], shape).toMatch(key);
      }
    }
    expect(all.filter((n) => n['Node Type'] === 'Materialize'), shape).toEqual([]);
  });
});

describe('canonical upsert against the database', () => {
  let t: TestDatabase;
  let customerId: string;

  beforeAll(async () => {
    t = await freshDatabase();
    customerId = (await createCustomer(t.db.knex, { name: 'Rows' })).id;
  }, 120_000);
  afterAll(() => t?.drop());

  it('analyzes the canonical tables once the rows changed exceed 50 + their estimate (small tables), not before', async () => {
    const knex = t.db.knex;
    const batch = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ externalId: `s-${from + i}`, record: sampleRecord('customer', from + i, T1) }));
    const reltuples = async () => {
      const { rows } = await knex.raw(
        `SELECT sum(greatest(c.reltuples, 0))::float8 AS n FROM pg_class c
          WHERE c.relkind = 'r' AND (c.oid = 'canonical_records'::regclass OR c.oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'canonical_records'::regclass))`,
      );
      return Number(rows[0].n);
    };
    await upsertCanonical(knex, { customerId: customerId, entity: 'customer', system: 'shop' }, batch(0, 40));
    expect(await statisticsSettled(knex)).toEqual([]);
    expect(await reltuples()).toBeLessThan(1);
    await upsertCanonical(knex, { customerId: customerId, entity: 'customer', system: 'shop' }, batch(40, 20));
    expect(await statisticsSettled(knex)).toEqual(['canonical_records', 'canonical_external_ids']);
    expect(await reltuples()).toBe(60);
    // Under 100,000 rows a table waits to double: 50 + 60 = 110 changes until the next one (autovacuum's 56 would
    // analyze a new table after nearly every batch).
    await upsertCanonical(knex, { customerId: customerId, entity: 'customer', system: 'shop' }, batch(60, 100));
    expect(await statisticsSettled(knex)).toHaveLength(2);
    await upsertCanonical(knex, { customerId: customerId, entity: 'customer', system: 'shop' }, batch(160, 20));
    expect(await statisticsSettled(knex)).toHaveLength(4);
  });

  it('waits for a small table to double or grow by 10,000 rows, and a large one for 10 % of its rows', () => {
    expect(needsAnalyze({ estimate: 0, changed: 51 })).toBe(true);
    expect(needsAnalyze({ estimate: 2_000, changed: 2_050 })).toBe(false);
    expect(needsAnalyze({ estimate: 2_000, changed: 2_051 })).toBe(true);
    expect(needsAnalyze({ estimate: 50_000, changed: 10_050 })).toBe(false);
    expect(needsAnalyze({ estimate: 50_000, changed: 10_051 })).toBe(true);
    expect(needsAnalyze({ estimate: 1_000_000, changed: 100_050 })).toBe(false);
    expect(needsAnalyze({ estimate: 1_000_000, changed: 100_051 })).toBe(true);
  });

  it("answers each record the batch names once, as stored: created, updated, unchanged and merged ones", async () => {
    const knex = t.db.knex;
    await upsertCanonical(knex, { customerId: customerId, entity: 'order', system: 'shop' }, [
      { externalId: 'o-1', record: sampleRecord('order', 1, T1) },
      { externalId: 'o-2', record: sampleRecord('order', 2, T1) },
      { externalId: 'o-3', record: sampleRecord('order', 3, T1) },
    ]);
    const summary = await upsertCanonical(knex, { customerId: customerId, entity: 'order', system: 'erp' }, [
      { externalId: 'e-1', record: sampleRecord('order', 1, T2, { status: 'paid' }) }, // matches o-1 by order number
      { externalId: 'e-2', record: sampleRecord('order', 2, T1) }, // matches o-2, same content
      { externalId: 'e-4', record: sampleRecord('order', 4, T2) }, // new
      { externalId: 'e-4b', record: sampleRecord('order', 4, T2, { status: 'paid' }) }, // the same order again
      { externalId: 'e-bad', record: { status: 'paid' } },
    ]);
    expect(summary.results.map((r) => r.outcome)).toEqual(['updated', 'updated', 'created', 'updated', 'rejected']);
    const named = [...new Set(summary.results.flatMap((r) => (r.canonicalId ? [r.canonicalId] : [])))];
    expect(summary.rows.map((r) => r.canonical_id)).toEqual(named);
    const stored = await findCanonicalMany(knex, customerId, 'order', named);
    // findCanonicalMany's rows also carry the tenant columns it checks.
    const byId = (rows: readonly object[]) =>
      Object.fromEntries(rows.map((row) => {
        const { customer_id: _c, entity: _e, ...r } = row as CanonicalRow & { customer_id?: string; entity?: string };
        return [r.canonical_id, r];
      }));
    expect(byId(summary.rows)).toEqual(byId(stored));

    // A record sent again unchanged, and a stored record merged into another: the survivor is answered.
    const merge = await upsertCanonical(knex, { customerId: customerId, entity: 'order', system: 'shop' }, [
      { externalId: 'o-2', record: sampleRecord('order', 2, T1) },
      { externalId: 'o-3', record: sampleRecord('order', 4, T2) },
    ]);
    expect(merge.results.map((r) => r.outcome)).toEqual(['unchanged', 'updated']);
    expect(merge.merged).toHaveLength(1);
    const ids = merge.results.map((r) => r.canonicalId!);
    expect(byId(merge.rows)).toEqual(byId(await findCanonicalMany(knex, customerId, 'order', ids)));
  });
});
