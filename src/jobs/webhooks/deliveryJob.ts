// The webhook delivery job: one per scheduled attempt, in the endpoint's job group (so pg-boss caps how many of an
// endpoint's deliveries are in flight at once). Payloads carry a version so a later format can be told apart.
import type { Knex } from 'knex';
import type { JobInsert } from '../queue.js';
import type { WebhookSettings } from '../../domain/webhooks/settings.js';

export const DELIVERY_QUEUE = 'webhook-delivery';

export interface DeliveryJobData {
  v: 1;
  delivery_id: string;
  /** The scheduled attempt this job makes (1 = the first). */
  attempt: number;
}

/** How long a fetched job may stay unsettled before it is presumed lost (its worker died) and run again. */
export function jobExpirySeconds(settings: WebhookSettings): number {
  // A wait in the worker's buffer for a free slot (at most one time-out), the send (up to two tries of the
  // time-out, see sender.ts), and the lookups and settle around it.
  return Math.ceil((3 * settings.timeoutMs) / 1000) + 10;
}

/**
 * Queue position by backlog: a job's priority is minus the number of its endpoint's deliveries already pending, so
 * pg-boss's fetch order (priority, then age) interleaves endpoints: an endpoint's tenth pending delivery comes after
 * every endpoint's first. Without it an endpoint with a large backlog sits at the head of the job index, and each
 * fetch would scan past all of it (its group being at its concurrency cap) to reach anyone else's jobs.
 */
export async function backlogRanks(knex: Knex, endpointIds: readonly string[]): Promise<Map<string, number>> {
  const ranks = new Map<string, number>(endpointIds.map((id) => [id, 0]));
  if (endpointIds.length === 0) return ranks;
  const rows = (await knex('webhook_deliveries')
    .whereIn('endpoint_id', [...new Set(endpointIds)])
    .where('status', 'pending')
    .groupBy('endpoint_id')
    .select('endpoint_id', knex.raw('count(*)::int AS n'))) as Array<{ endpoint_id: string; n: number }>;
  for (const row of rows) ranks.set(row.endpoint_id, Number(row.n));
  return ranks;
}

export function deliveryJob(
  settings: WebhookSettings,
  deliveryId: string,
  endpointId: string,
  attempt: number,
  rank: number,
  at?: Date,
): JobInsert<DeliveryJobData> {
  return {
    data: { v: 1, delivery_id: deliveryId, attempt },
    group: { id: endpointId },
    priority: -rank,
    ...(at ? { startAfter: at } : {}),
    expireInSeconds: jobExpirySeconds(settings),
    // Retries here cover a worker that died or hit an unexpected error, not an endpoint's failure (that is the
    // delivery's own schedule, each attempt its own job).
    retryLimit: 20,
    retryDelay: 1,
    retryBackoff: true,
    retryDelayMax: 300,
    deleteAfterSeconds: 3600,
  };
}
