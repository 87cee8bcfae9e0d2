// Deliveries and their attempt logs (which cascade with them) are kept for RETENTION_DAYS, then deleted in bounded
// batches so a large backlog never holds one long transaction.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { deleteInBatches } from '../../db/batches.js';

/**
 * Deletes deliveries created before `cutoff` (a stable expression such as now() - …, so the created_at index bounds
 * the scan), `batch` at a time; answers how many. Each batch is named by the table's whole key, customer first.
 */
export async function pruneDeliveries(knex: Knex, cutoff: Knex.Raw, batch: number): Promise<number> {
  return deleteInBatches(batch, async (limit) =>
    affected(
      await knex('webhook_deliveries')
        .whereIn(['customer_id', 'id'], knex('webhook_deliveries').where('created_at', '<', cutoff).select('customer_id', 'id').limit(limit))
        .delete(),
    ),
  );
}
