// Deliveries and their attempt logs (which cascade with them) are kept for RETENTION_DAYS, then deleted in bounded
// batches so a large backlog never holds one long transaction.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';

/** Deletes deliveries created before `cutoff`, `batch` at a time; answers how many. */
export async function pruneDeliveries(knex: Knex, cutoff: Knex.Raw, batch: number): Promise<number> {
  let deliveries = 0;
  for (;;) {
    const n = affected(
      await knex('webhook_deliveries')
        .whereIn('id', knex('webhook_deliveries').where('created_at', '<', cutoff).select('id').limit(batch))
        .delete(),
    );
    deliveries += n;
    if (n < batch) return deliveries;
  }
}
