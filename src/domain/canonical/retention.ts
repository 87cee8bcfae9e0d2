// Tombstones are kept for the retention period (SLUICE_TOMBSTONE_RETENTION_DAYS, at least 30 days) so that every
// incremental reader that syncs at least that often sees each deletion, and are purged afterwards. The purge deletes
// in small batches, each its own statement, so it never holds many rows locked against a running flow; canonical_merges
// keeps "merged into" for purged ids (a GET of one answers 404 naming the survivor).
import type { Knex } from 'knex';

/** The shortest retention the product promises, and the default. */
export const MIN_TOMBSTONE_RETENTION_DAYS = 30;

const PURGE_BATCH = 1000;
const MAX_BATCHES_PER_PASS = 20;

/** Deletes tombstones older than `retentionDays`; answers how many. At most 20,000 per call: the next pass goes on. */
export async function purgeTombstones(knex: Knex, retentionDays: number): Promise<number> {
  let purged = 0;
  for (let i = 0; i < MAX_BATCHES_PER_PASS; i++) {
    // The records' external ids go in the same statement (no foreign key or trigger does it: see migration 015).
    const { rows } = (await knex.raw(
      `WITH gone AS (
         DELETE FROM canonical_records WHERE (customer_id, canonical_id) IN (
           SELECT customer_id, canonical_id FROM canonical_records
           WHERE deleted_at IS NOT NULL AND deleted_at < now() - make_interval(days => ?)
           LIMIT ?
         ) RETURNING customer_id, canonical_id
       ), links AS (
         DELETE FROM canonical_external_ids x USING gone g WHERE x.customer_id = g.customer_id AND x.canonical_id = g.canonical_id
       )
       SELECT canonical_id FROM gone`,
      [retentionDays, PURGE_BATCH],
    )) as { rows: unknown[] };
    purged += rows.length;
    if (rows.length < PURGE_BATCH) break;
  }
  return purged;
}

/**
 * Deletes a customer's whole canonical layer (records, external ids, merges), a batch per statement so that no
 * statement holds many rows; run before the customer's own row is deleted (deleteCustomer), since no foreign key
 * reaches these tables. Answers how many records went.
 */
export async function deleteCanonicalOf(knex: Knex, customerId: string): Promise<number> {
  let records = 0;
  for (const [table, key] of CANONICAL_KEYS) {
    for (;;) {
      const n = await deleteBatchOf(knex, table, key, customerId);
      if (table === 'canonical_records') records += n;
      if (n < PURGE_BATCH) break;
    }
  }
  return records;
}

/** Each canonical table and the rest of its primary key after customer_id. */
const CANONICAL_KEYS = [
  ['canonical_external_ids', 'entity, system, external_id'],
  ['canonical_merges', 'merged_id'],
  ['canonical_records', 'canonical_id'],
] as const;

async function deleteBatchOf(knex: Knex, table: string, key: string, customerId: string): Promise<number> {
  const { rows } = (await knex.raw(
    `WITH gone AS (
       DELETE FROM ${table} WHERE customer_id = ? AND (${key}) IN (SELECT ${key} FROM ${table} WHERE customer_id = ? LIMIT ?) RETURNING 1
     )
     SELECT count(*)::int AS n FROM gone`,
    [customerId, customerId, PURGE_BATCH],
  )) as { rows: Array<{ n: number }> };
  return rows[0]!.n;
}
