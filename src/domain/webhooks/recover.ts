// Recovering an endpoint's failed deliveries (POST /v1/webhooks/{id}/recover): every `failed` delivery of an event
// created since a time goes back to `pending` with a fresh schedule (test sends are never retried, so never recovered), its first attempt ready now. The worker then sends them in
// its usual fair order (jobs/webhooks), at the endpoint's rate limit. The rows are updated in batches, each one
// statement over the partial index on (endpoint_id, created_at) WHERE status = 'failed', so no statement holds
// more than a batch of row locks however many deliveries failed.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { conflict, notFound, validationError } from '../../errors.js';
import { findEndpoint } from './endpoints.js';
import { DELIVERY_TRANSITIONS } from './transitions.js';

/** How far back `since` may go. */
export const RECOVER_MAX_DAYS = 14;
/** Deliveries updated per statement. */
export const RECOVER_BATCH = 5_000;

// The one transition a recovery makes, checked against the table like every status change.
if (!DELIVERY_TRANSITIONS.failed.includes('pending')) throw new Error('a failed delivery cannot be recovered: transitions.ts forbids failed → pending');

export interface RecoverResult {
  recovered: number;
  since: string;
}

/** Recovers the endpoint's failed deliveries created since `since`, `batch` at a time. */
export async function recoverFailedDeliveries(knex: Knex, customerId: string, endpointId: string, { since, batch = RECOVER_BATCH }: { since: string; batch?: number }): Promise<RecoverResult> {
  const endpoint = await findEndpoint(knex, customerId, endpointId);
  if (!endpoint) throw notFound('webhook', endpointId);
  const check = (
    await knex.raw(
      `SELECT ?::timestamptz AS since, ?::timestamptz > clock_timestamp() AS future,
              ?::timestamptz < clock_timestamp() - make_interval(days => ?) AS too_old,
              clock_timestamp() - make_interval(days => ?) AS earliest`,
      [since, since, since, RECOVER_MAX_DAYS, RECOVER_MAX_DAYS],
    )
  ).rows[0] as { since: string; future: boolean; too_old: boolean; earliest: string };
  if (check.future) throw validationError(`body field 'since' must not be in the future (got ${check.since})`);
  if (check.too_old) {
    throw validationError(`body field 'since' must be at most ${RECOVER_MAX_DAYS} days ago: ${check.since} is before ${check.earliest}`);
  }
  if (!endpoint.enabled) {
    throw conflict(`webhook '${endpointId}' is disabled${endpoint.disabled_reason ? ` (${endpoint.disabled_reason})` : ''}; re-enable it first with PATCH enabled=true`);
  }
  let recovered = 0;
  for (;;) {
    const result = await knex.raw(
      `UPDATE webhook_deliveries d
          SET status = 'pending', next_attempt = 1, next_attempt_at = clock_timestamp(), first_attempt_at = NULL, ready = true,
              leased_until = NULL, lease_token = NULL, updated_at = clock_timestamp()
        WHERE d.id IN (
          SELECT id FROM webhook_deliveries
           WHERE endpoint_id = ? AND customer_id = ? AND status = 'failed' AND created_at >= ?::timestamptz
             AND event_id IS NOT NULL
           ORDER BY created_at
           LIMIT ?
           FOR UPDATE)
          AND d.status = 'failed'`,
      [endpointId, customerId, check.since, batch],
    );
    const n = affected(result);
    recovered += n;
    if (n < batch) break;
  }
  return { recovered, since: check.since };
}
