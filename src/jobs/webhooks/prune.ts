// Deliveries and their attempt logs are kept for 30 days (docs/design.md "Events"), and so are the outbox events
// they came from once fanned out. Deleted in bounded batches so a large backlog never holds one long transaction.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { RETENTION_DAYS } from '../../domain/webhooks/settings.js';

export async function pruneWebhookData(knex: Knex, retentionDays = RETENTION_DAYS, batch = 5000): Promise<{ deliveries: number; events: number }> {
  const cutoff = knex.raw('clock_timestamp() - make_interval(days => ?)', [retentionDays]);
  let deliveries = 0;
  for (;;) {
    const n = affected(
      await knex('webhook_deliveries')
        .whereIn('id', knex('webhook_deliveries').where('created_at', '<', cutoff).select('id').limit(batch))
        .delete(),
    );
    deliveries += n;
    if (n < batch) break;
  }
  let events = 0;
  for (;;) {
    const n = affected(
      await knex('events')
        .whereIn('id', knex('events').whereNotNull('fanned_out_at').where('created_at', '<', cutoff).select('id').limit(batch))
        .delete(),
    );
    events += n;
    if (n < batch) break;
  }
  return { deliveries, events };
}
