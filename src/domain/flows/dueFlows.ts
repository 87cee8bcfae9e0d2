// The flows whose schedule slot has come, as the scheduler's queue (engine/scheduler.ts): taken across customers
// with FOR UPDATE SKIP LOCKED, so a slot is claimed by one worker only, and moved on to their next slot in the
// caller's transaction, the one that queues the slot's run.
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

/** Up to `limit` active flows due now, the longest due first, locked for the rest of `trx` (others' locks skipped). */
export async function claimDueFlows(trx: Knex.Transaction, limit: number): Promise<DueFlow[]> {
  return (await trx('flows')
    .where('status', 'active')
    .whereNotNull('next_run_at')
    .where('next_run_at', '<=', trx.raw('clock_timestamp()'))
    .orderBy('next_run_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('id', 'customer_id', 'status', 'schedule', 'schedule_timezone', 'next_run_at')) as DueFlow[];
}

/** Moves a claimed flow to its first slot after now and after the one just due (nextRun.ts). */
export async function advanceNextRun(trx: Knex.Transaction, intervals: ScheduleIntervals, flow: DueFlow): Promise<void> {
  await trx('flows')
    .where({ id: flow.id })
    .update({ next_run_at: nextRunAt(trx, intervals, flow, flow.next_run_at) });
}
