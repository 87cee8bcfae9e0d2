// Hash partitioning of the tables where size lives (the canonical records and their external ids) by customer_id.
// Every key of theirs leads with customer_id (migration 015) and every statement on them names the customer, so a
// read or an upsert touches one partition, and each partition's indexes are 1/N of the whole. The count is the
// operator's (SLUICE_CANONICAL_PARTITIONS, docs/scaling.md): a table is rebuilt into the new layout by copying its
// rows, under an exclusive lock for the copy, so a large existing table is repartitioned in a maintenance window.
import type { Knex } from 'knex';

export const PARTITIONED_TABLES = ['canonical_records', 'canonical_external_ids'] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

/** What a new database gets unless told otherwise: one table (docs/scaling.md says when to choose partitions). */
export const DEFAULT_CANONICAL_PARTITIONS = 0;
export const MAX_CANONICAL_PARTITIONS = 256;

/** How many hash partitions `table` has now; 0 for a plain table. */
export async function partitionCount(knex: Knex, table: PartitionedTable): Promise<number> {
  const { rows } = (await knex.raw(
    `SELECT c.relkind = 'p' AS partitioned, (SELECT count(*)::int FROM pg_inherits i WHERE i.inhparent = c.oid) AS n
       FROM pg_class c WHERE c.oid = ?::regclass`,
    [table],
  )) as { rows: Array<{ partitioned: boolean; n: number }> };
  return rows[0]!.partitioned ? rows[0]!.n : 0;
}

/** The constraints (primary key, unique) and other indexes of `table`, as statements that recreate them. */
async function keyStatements(knex: Knex, table: string): Promise<string[]> {
  const { rows } = (await knex.raw(
    `SELECT format('ALTER TABLE %I ADD CONSTRAINT %I %s', ?::text, k.conname, pg_get_constraintdef(k.oid)) AS statement
       FROM pg_constraint k WHERE k.conrelid = ?::regclass AND k.contype IN ('p', 'u')
     UNION ALL
     SELECT replace(pg_get_indexdef(x.indexrelid), ' ON ONLY ', ' ON ')
       FROM pg_index x WHERE x.indrelid = ?::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
    [table, table, table],
  )) as { rows: Array<{ statement: string }> };
  return rows.map((r) => r.statement);
}

/**
 * Rebuilds `table` with `partitions` hash partitions by customer_id (0: a plain table), keeping its rows, columns,
 * checks, keys and indexes under their names. Runs in the caller's transaction.
 */
export async function repartition(knex: Knex, table: PartitionedTable, partitions: number): Promise<void> {
  if (!Number.isInteger(partitions) || partitions < 0 || partitions > MAX_CANONICAL_PARTITIONS || partitions === 1) {
    throw new Error(`a partition count is 0 (none) or 2 to ${MAX_CANONICAL_PARTITIONS}; got ${partitions}`);
  }
  if ((await partitionCount(knex, table)) === partitions) return;
  const keys = await keyStatements(knex, table);
  const next = `${table}_next`;
  const layout = partitions > 0 ? ' PARTITION BY HASH (customer_id)' : '';
  await knex.raw(`CREATE TABLE ${next} (LIKE ${table} INCLUDING ALL EXCLUDING INDEXES)${layout}`);
  for (let i = 0; i < partitions; i++) {
    await knex.raw(`CREATE TABLE ${next}_p${i} PARTITION OF ${next} FOR VALUES WITH (MODULUS ${partitions}, REMAINDER ${i})`);
  }
  await knex.raw(`INSERT INTO ${next} SELECT * FROM ${table}`);
  await knex.raw(`DROP TABLE ${table}`);
  await knex.raw(`ALTER TABLE ${next} RENAME TO ${table}`);
  for (let i = 0; i < partitions; i++) await knex.raw(`ALTER TABLE ${next}_p${i} RENAME TO ${table}_p${i}`);
  for (const statement of keys) await knex.raw(statement);
  for (let i = 0; i < partitions; i++) await namePartitionIndexes(knex, `${table}_p${i}`, i);
}

/** Names each index of partition `i` after the table's index it belongs to (`canonical_records_sync_p3`), so plans
 * and the catalog read the same on every partition. */
async function namePartitionIndexes(knex: Knex, partition: string, i: number): Promise<void> {
  const { rows } = (await knex.raw(
    `SELECT c.relname AS own, p.relname AS parent
       FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid
       JOIN pg_inherits h ON h.inhrelid = x.indexrelid JOIN pg_class p ON p.oid = h.inhparent
      WHERE x.indrelid = ?::regclass`,
    [partition],
  )) as { rows: Array<{ own: string; parent: string }> };
  for (const { own, parent } of rows) await knex.raw(`ALTER INDEX ${own} RENAME TO ${parent}_p${i}`);
}

/** Rebuilds each canonical table whose partition count is not `partitions`, in one transaction; answers which. */
export async function applyPartitionCount(knex: Knex, partitions: number): Promise<PartitionedTable[]> {
  return knex.transaction(async (trx) => {
    const rebuilt: PartitionedTable[] = [];
    for (const table of PARTITIONED_TABLES) {
      if ((await partitionCount(trx, table)) === partitions) continue;
      await repartition(trx, table, partitions);
      rebuilt.push(table);
    }
    return rebuilt;
  });
}
