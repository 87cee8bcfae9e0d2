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
    const { rows } = (await knex.raw(
      `DELETE FROM canonical_records WHERE canonical_id IN (
         SELECT canonical_id FROM canonical_records
         WHERE deleted_at IS NOT NULL AND deleted_at < clock_timestamp() - make_interval(days => ?)
         LIMIT ?
       ) RETURNING canonical_id`,
      [retentionDays, PURGE_BATCH],
    )) as { rows: unknown[] };
    purged += rows.length;
    if (rows.length < PURGE_BATCH) break;
  }
  return purged;
}
