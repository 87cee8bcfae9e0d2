// The outbox as the fan-out's queue (jobs/webhooks/fanOut.ts): events not yet fanned out are taken customer by
// customer in turn with SKIP LOCKED, marked fanned out in the transaction that writes their deliveries, and an event
// that fails alone is put back with a growing backoff. Fanned-out events are kept for the webhook retention period.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { deleteInBatches } from '../../db/batches.js';
import { customersAfterCte } from '../../db/customersInTurn.js';

export interface WaitingEvent {
  id: string;
  customer_id: string;
  type: string;
  data: unknown;
  created_at: string;
  /** The trace the event happened in, which its deliveries continue. */
  trace_parent: string | null;
}

const WAITING_CUSTOMERS = customersAfterCte('events', 't.fanned_out_at IS NULL');

/** Customers with events waiting after `after`, in id order, at most `limit`: one index seek each (a loose index scan). */
export async function customersWithWaitingEvents(trx: Knex.Transaction, after: string, limit: number): Promise<Array<{ customer_id: string }>> {
  const result = await trx.raw(
    `${WAITING_CUSTOMERS}
     SELECT customer_id FROM c WHERE customer_id IS NOT NULL LIMIT ?`,
    [after, limit],
  );
  return result.rows as Array<{ customer_id: string }>;
}

/** Each customer's oldest due events (at most `perCustomer` each), locked, SKIP LOCKED. */
export async function claimWaitingEvents(trx: Knex.Transaction, customers: string[], perCustomer: number): Promise<WaitingEvent[]> {
  const result = await trx.raw(
    `SELECT e.id, e.customer_id, e.type, e.data, e.created_at, e.trace_parent
       FROM unnest(?::text[]) AS c(customer_id)
       CROSS JOIN LATERAL (
         SELECT x.id, x.customer_id, x.type, x.data, x.created_at, x.trace_parent FROM events x
          WHERE x.fanned_out_at IS NULL AND x.customer_id = c.customer_id
            AND (x.fanout_retry_at IS NULL OR x.fanout_retry_at <= now())
          ORDER BY x.created_at, x.id
          LIMIT ?
            FOR UPDATE OF x SKIP LOCKED
       ) e`,
    [customers, perCustomer],
  );
  return result.rows as WaitingEvent[];
}

/** The event `id`, locked, if it is still waiting and no other worker holds it. */
export async function claimWaitingEvent(trx: Knex.Transaction, id: string): Promise<WaitingEvent[]> {
  return (await trx('events').where({ id }).whereNull('fanned_out_at').forUpdate().skipLocked().select('id', 'customer_id', 'type', 'data', 'created_at', 'trace_parent')) as WaitingEvent[];
}

/** The oldest due waiting events' ids, at most `limit`, unlocked: to be taken one by one. */
export async function waitingEventIds(knex: Knex, limit: number): Promise<string[]> {
  return (await knex('events')
    .whereNull('fanned_out_at')
    .where((q) => q.whereNull('fanout_retry_at').orWhere('fanout_retry_at', '<=', knex.raw('now()')))
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .limit(limit)
    .pluck('id')) as string[];
}

export async function markFannedOut(trx: Knex.Transaction, ids: readonly string[]): Promise<void> {
  await trx('events').whereIn('id', ids).update({ fanned_out_at: trx.raw('clock_timestamp()'), fanout_retry_at: null });
}

/**
 * An event whose fan-out failed alone: tried again after 2^tries seconds (at most an hour), given up (marked fanned
 * out) after `maxTries`. Answers whether it was given up.
 */
export async function noteFanOutFailure(knex: Knex, id: string, error: string, maxTries: number): Promise<boolean> {
  const [row] = (await knex('events')
    .where({ id })
    .update({
      fanout_attempts: knex.raw('fanout_attempts + 1'),
      fanout_error: error.slice(0, 1000),
      fanout_retry_at: knex.raw('clock_timestamp() + make_interval(secs => least(3600, power(2, fanout_attempts + 1)))'),
      fanned_out_at: knex.raw('CASE WHEN fanout_attempts + 1 >= ? THEN clock_timestamp() END', [maxTries]),
    })
    .returning(['fanned_out_at'])) as Array<{ fanned_out_at: string | null }>;
  return row?.fanned_out_at != null;
}

/** Deletes fanned-out events created before `cutoff`, `batch` at a time; answers how many. */
export async function pruneFannedOutEvents(knex: Knex, cutoff: Knex.Raw, batch: number): Promise<number> {
  return deleteInBatches(batch, async (limit) =>
    affected(
      await knex('events')
        .whereIn(['customer_id', 'id'], knex('events').whereNotNull('fanned_out_at').where('created_at', '<', cutoff).select('customer_id', 'id').limit(limit))
        .delete(),
    ),
  );
}
