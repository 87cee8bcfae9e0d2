// The flows whose schedule slot has come, as the scheduler's queue (engine/scheduler.ts): taken across customers
// with FOR UPDATE SKIP LOCKED, so a slot is claimed by one worker only, and moved on to their next slot in the
// caller's transaction, the one that queues the slots' runs.
//
// "Due" is measured against a time the scheduler reads once per pass (readClock) and binds as a value. Written as
// `next_run_at <= clock_timestamp()`, the bound is volatile, so PostgreSQL cannot use it as an index condition: the
// scan of flows_due read every active flow's entry and filtered each (10,000 buffers and 2-3 ms at 10,000 flows
// with nothing due, on every tick of every worker). With a value the scan reads the due entries only.
import type { Knex } from 'knex';
import { nextRunAt } from './nextRun.js';
import type { Schedule, ScheduleIntervals } from './schedules.js';

export interface DueFlow {
  id: string;
  customer_id: string;
  status: 'active';
  schedule: Schedule;
  schedule_timezone: string;
  next_run_at: string;
}

/** The database's clock now, as a timestamp to bind: the one "now" of a scheduler pass. */
export async function readClock(knex: Knex): Promise<string> {
  const { rows } = (await knex.raw('SELECT clock_timestamp() AS now')) as { rows: Array<{ now: string }> };
  return rows[0]!.now;
}

/** Up to `limit` active flows due at `now`, the longest due first, locked for the rest of `trx` (others' locks skipped). */
export async function claimDueFlows(trx: Knex.Transaction, now: string, limit: number): Promise<DueFlow[]> {
  // The statistics of flows are mostly taken while little is due, so when many flows come due at once the planner
  // expects a handful and reads every due one through a bitmap, sorting them all for each batch: work that grows
  // with the square of the number due (bench:scale). Read in index order instead, which stops after `limit`. The
  // setting ends with the transaction, whose other statements find rows by key.
  await trx.raw('SET LOCAL enable_bitmapscan = off');
  return (await trx('flows')
    .where('status', 'active')
    .whereNotNull('next_run_at')
    .where('next_run_at', '<=', trx.raw('?::timestamptz', [now]))
    .orderBy('next_run_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('id', 'customer_id', 'status', 'schedule', 'schedule_timezone', 'next_run_at')) as DueFlow[];
}

/**
 * Moves claimed flows to their first slot after now and after the one just due (nextRun.ts), and sets last_run_at
 * to the created_at of the run queued for each (`queuedAt`, by flow id; a flow whose slot was skipped keeps its
 * last_run_at). One statement for the whole batch.
 */
export async function advanceDueFlows(trx: Knex.Transaction, intervals: ScheduleIntervals, flows: readonly DueFlow[], queuedAt: ReadonlyMap<string, string>): Promise<void> {
  if (flows.length === 0) return;
  const rows = flows.map((flow) => {
    const next = nextRunAt(trx, intervals, flow, flow.next_run_at);
    return trx.raw(`(?::text, ?::text, (${next ? '?' : 'NULL'})::timestamptz, ?::timestamptz)`, [
      flow.customer_id,
      flow.id,
      ...(next ? [next] : []),
      queuedAt.get(flow.id) ?? null,
    ]);
  });
  await trx.raw(
    `UPDATE flows f SET next_run_at = v.next_run_at, last_run_at = coalesce(v.last_run_at, f.last_run_at)
       FROM (VALUES ${rows.map(() => '?').join(', ')}) AS v(customer_id, id, next_run_at, last_run_at)
      WHERE f.customer_id = v.customer_id AND f.id = v.id`,
    rows,
  );
}
