// Turns due schedule slots into runs. A pass reads the database's clock once and queues every flow due at that time,
// however many: a batch of flows per transaction (claimed with FOR UPDATE SKIP LOCKED, their runs inserted and
// their next_run_at advanced in that transaction), batch after batch until none is left. A batch keeps each
// transaction short, and SKIP LOCKED lets any number of workers share the work without ever starting one slot twice.
// A slot that comes while the flow's previous run is still going is skipped, not overlapped; missed slots are not
// back-filled: the next slot is the first one after now on the flow's own grid (domain/flows/nextRun.ts).
import type { Knex } from 'knex';
import { advanceDueFlows, claimDueFlows, readClock } from '../domain/flows/dueFlows.js';
import type { ScheduleIntervals } from '../domain/flows/schedules.js';
import { queueScheduledRuns } from '../domain/runs/scheduled.js';
import type { EnqueueRun } from '../domain/runs/service.js';

export interface SchedulePass {
  /** The runs queued. */
  started: string[];
  /** The flows whose slot was skipped: their previous run is still queued or running. */
  skipped: string[];
}

/** Flows claimed per transaction: a few hundred rows locked for a few tens of milliseconds. */
export const SCHEDULE_BATCH = 500;

export async function scheduleDueFlows(knex: Knex, enqueue: EnqueueRun, intervals: ScheduleIntervals, batch = SCHEDULE_BATCH): Promise<SchedulePass> {
  const now = await readClock(knex);
  const pass: SchedulePass = { started: [], skipped: [] };
  for (;;) {
    const claimed = await knex.transaction((trx) => scheduleBatch(trx, { now, batch, enqueue, intervals }, pass));
    // A short batch means nothing more is due at `now`, or what is left is locked by another worker's batch.
    if (claimed < batch) return pass;
  }
}

/** Queues the runs of one batch of due flows, noting them in `pass`; answers how many flows it claimed. */
async function scheduleBatch(
  trx: Knex.Transaction,
  { now, batch, enqueue, intervals }: { now: string; batch: number; enqueue: EnqueueRun; intervals: ScheduleIntervals },
  pass: SchedulePass,
): Promise<number> {
  const due = await claimDueFlows(trx, now, batch);
  const queued = await queueScheduledRuns(trx, due, enqueue);
  const queuedAt = new Map(queued.map((run) => [run.flow_id, run.created_at]));
  await advanceDueFlows(trx, intervals, due, queuedAt);
  pass.started.push(...queued.map((run) => run.id));
  pass.skipped.push(...due.filter((flow) => !queuedAt.has(flow.id)).map((flow) => flow.id));
  return due.length;
}
