// Rejections are kept REJECTION_RETENTION_DAYS after a run last rejected their record, then deleted in bounded
// batches found through record_rejections_updated: each statement deletes at most PRUNE_BATCH rows, named by the
// table's primary key (customer first), and a call at most MAX_BATCHES_PER_PASS statements; the next call goes on.
// now(), not clock_timestamp(): a volatile bound could not limit the index scan.
import type { Knex } from 'knex';

export const REJECTION_RETENTION_DAYS = 30;

const PRUNE_BATCH = 1000;
const MAX_BATCHES_PER_PASS = 20;

/** Deletes the rejections last made more than `retentionDays` ago; answers how many. */
export async function pruneRejections(knex: Knex, retentionDays = REJECTION_RETENTION_DAYS): Promise<number> {
  let pruned = 0;
  for (let i = 0; i < MAX_BATCHES_PER_PASS; i++) {
    const { rows } = (await knex.raw(
      `WITH gone AS (
         DELETE FROM record_rejections WHERE (customer_id, flow_id, entity, external_id) IN (
           SELECT customer_id, flow_id, entity, external_id FROM record_rejections
            WHERE updated_at < now() - make_interval(days => ?)
            LIMIT ?
         ) RETURNING 1
       )
       SELECT count(*)::int AS n FROM gone`,
      [retentionDays, PRUNE_BATCH],
    )) as { rows: Array<{ n: number }> };
    const n = rows[0]!.n;
    pruned += n;
    if (n < PRUNE_BATCH) break;
  }
  return pruned;
}
