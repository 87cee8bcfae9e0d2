// On canonical tables hash-partitioned by customer (SLUICE_CANONICAL_PARTITIONS, src/db/partitions.ts): a page of
// the data API and the upsert's load of stored state each read one partition, the customer's; the repartitioning
// keeps every row, key and index; and the statistics keeper counts the rows of all partitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config.js';
import { createCustomer } from '../src/domain/access/service.js';
import { pageQuery } from '../src/domain/canonical/repository.js';
import { storedStateQuery } from '../src/domain/canonical/upsert/storedState.js';
import { analyzeTable } from '../src/domain/canonical/upsert/statistics.js';
import { applyPartitionCount, partitionCount, repartition } from '../src/db/partitions.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { schemaKeyProblems } from './support/schemaKeys.js';

interface PlanNode {
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

describe.skipIf(!onPostgres)('canonical tables hash-partitioned by customer', () => {
  let t: TestDatabase;
  let knex: Knex;
  const customers: string[] = [];

  beforeAll(async () => {
    t = await freshDatabase({ canonicalPartitions: 4 });
    knex = t.db.knex;
    for (let c = 0; c < 6; c++) {
      const id = (await createCustomer(knex, { name: `Partitioned ${c}` })).id;
      customers.push(id);
      const records = Array.from({ length: 300 }, (_, i) => ({ externalId: `o-${i}`, record: sampleRecord('order', i) }));
      await upsertAll(knex, id, 'order', 'shop', records);
    }
  }, 120_000);
  afterAll(() => t?.drop());

  /** The canonical relations a statement read rows from (executed at least once), by EXPLAIN ANALYZE. */
  async function relationsRead(sql: string, bindings: Knex.RawBinding[]): Promise<string[]> {
    const { rows } = await knex.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, bindings);
    const read = nodes(rows[0]['QUERY PLAN'][0].Plan as PlanNode).filter((n) => n['Relation Name']?.startsWith('canonical_') && (n['Actual Loops'] ?? 0) > 0);
    return [...new Set(read.map((n) => n['Relation Name']!))].sort();
  }

  async function partitionOf(customerId: string, table: string): Promise<string> {
    const { rows } = await knex.raw(`SELECT tableoid::regclass::text AS name FROM ${table} WHERE customer_id = ? LIMIT 1`, [customerId]);
    return rows[0].name as string;
  }

  it('has four partitions per table, every key still led by the customer', async () => {
    expect(await partitionCount(knex, 'canonical_records')).toBe(4);
    expect(await partitionCount(knex, 'canonical_external_ids')).toBe(4);
    expect(await schemaKeyProblems(knex)).toEqual([]);
  });

  it('reads a page of the data API from the customer’s partition alone', async () => {
    for (const customerId of customers.slice(0, 3)) {
      const { sql, bindings } = pageQuery(customerId, 'order', { limit: 100 });
      expect(await relationsRead(sql, bindings)).toEqual([await partitionOf(customerId, 'canonical_records')]);
    }
  });

  it('loads an upsert’s stored state from the customer’s partitions alone', async () => {
    const customerId = customers[1]!;
    const { rows: ids } = await knex.raw('SELECT canonical_id FROM canonical_records WHERE customer_id = ? LIMIT 5', [customerId]);
    const { sql, bindings } = storedStateQuery({
      customerId,
      entity: 'order',
      system: 'shop',
      lookups: {
        externalIds: ['o-1', 'o-2', 'o-999'],
        matchKeys: [],
        refIds: ids.map((r: { canonical_id: string }) => ({ entity: 'order' as const, id: r.canonical_id })),
        refExternal: [{ entity: 'order', system: 'shop', externalId: 'o-3' }],
      },
      withNow: true,
    });
    const read = await relationsRead(sql, bindings);
    expect(read).toEqual([await partitionOf(customerId, 'canonical_external_ids'), 'canonical_merges', await partitionOf(customerId, 'canonical_records')].sort());
  });

  it('repartitions to another count and back to one table, keeping every row, and the keeper counts them all', async () => {
    const before = Number((await knex('canonical_records').count({ n: '*' }))[0]!.n);
    await knex.transaction(async (trx) => {
      await repartition(trx, 'canonical_records', 8);
      await repartition(trx, 'canonical_external_ids', 0);
    });
    expect(await partitionCount(knex, 'canonical_records')).toBe(8);
    expect(await partitionCount(knex, 'canonical_external_ids')).toBe(0);
    expect(Number((await knex('canonical_records').count({ n: '*' }))[0]!.n)).toBe(before);
    expect(await schemaKeyProblems(knex)).toEqual([]);
    await upsertAll(knex, customers[0]!, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, '2026-06-01T00:00:00.000000Z', { total_cents: 5 }) }]);
    await analyzeTable(knex, 'canonical_records');
    const { rows } = await knex.raw(
      `SELECT sum(reltuples)::float8 AS n FROM pg_class WHERE oid IN (SELECT inhrelid FROM pg_inherits WHERE inhparent = 'canonical_records'::regclass)`,
    );
    expect(Number(rows[0].n)).toBe(before);
    await expect(knex.transaction((trx) => repartition(trx, 'canonical_records', 1))).rejects.toThrow('a partition count is 0 (none) or 2 to 256; got 1');
    // What `sluice migrate` does with SLUICE_CANONICAL_PARTITIONS set: rebuilds only the tables not at that count.
    expect(await applyPartitionCount(knex, 8)).toEqual(['canonical_external_ids']);
    expect(await applyPartitionCount(knex, 8)).toEqual([]);
    expect(Number((await knex('canonical_external_ids').count({ n: '*' }))[0]!.n)).toBe(before);
  });
});

describe('SLUICE_CANONICAL_PARTITIONS', () => {
  it('is 0 or 2 to 256, and absent unless set', () => {
    expect(loadConfig({}).canonicalPartitions).toBeUndefined();
    expect(loadConfig({ SLUICE_CANONICAL_PARTITIONS: '0' }).canonicalPartitions).toBe(0);
    expect(loadConfig({ SLUICE_CANONICAL_PARTITIONS: '16' }).canonicalPartitions).toBe(16);
    for (const bad of ['1', '257', '-2', 'eight', '4.5']) {
      expect(() => loadConfig({ SLUICE_CANONICAL_PARTITIONS: bad })).toThrow(
        `SLUICE_CANONICAL_PARTITIONS must be 0 (no partitions) or a whole number from 2 to 256; got '${bad}'`,
      );
    }
  });
});
