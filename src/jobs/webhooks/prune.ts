// Deliveries and their attempt logs are kept for 30 days (docs/design.md "Events"), and so are the outbox events
// they came from once fanned out. Deleted in bounded batches so a large backlog never holds one long transaction.
import type { Knex } from 'knex';
import { pruneFannedOutEvents } from '../../domain/events/outboxQueue.js';
import { pruneDeliveries } from '../../domain/webhooks/retention.js';
import { RETENTION_DAYS } from '../../domain/webhooks/settings.js';

export async function pruneWebhookData(knex: Knex, retentionDays = RETENTION_DAYS, batch = 5000): Promise<{ deliveries: number; events: number }> {
  // now(), not clock_timestamp(): a volatile bound could not limit the created_at index's range scan.
  const cutoff = knex.raw('now() - make_interval(days => ?)', [retentionDays]);
  const deliveries = await pruneDeliveries(knex, cutoff, batch);
  const events = await pruneFannedOutEvents(knex, cutoff, batch);
  return { deliveries, events };
}
