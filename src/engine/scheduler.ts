// Turns due schedule slots into runs. Each pass claims due flows with FOR UPDATE SKIP LOCKED and advances their
// next_run_at in the same transaction as the run it creates, so any number of workers never start one slot twice.
// A slot that comes while the flow's previous run is still going is skipped, not overlapped; missed slots are not
// back-filled: the next slot is the first one after now on the flow's own grid (domain/flows/nextRun.ts).
import type { Knex } from 'knex';
import { RunInProgress } from '../errors.js';
import { advanceNextRun, claimDueFlows } from '../domain/flows/dueFlows.js';
import type { ScheduleIntervals } from '../domain/flows/schedules.js';
import { queueRun, type EnqueueRun } from '../domain/runs/service.js';

export interface SchedulePass {
  started: string[];
  skipped: string[];
}

export async function scheduleDueFlows(knex: Knex, enqueue: EnqueueRun, intervals: ScheduleIntervals, batch = 50): Promise<SchedulePass> {
  return knex.transaction(async (trx) => {
    const due = await claimDueFlows(trx, batch);
    const pass: SchedulePass = { started: [], skipped: [] };
    for (const flow of due) {
      await advanceNextRun(trx, intervals, flow);
      try {
        pass.started.push(await queueRun(trx, flow, 'schedule', enqueue));
      } catch (err) {
        if (err instanceof RunInProgress) pass.skipped.push(flow.id);
        else throw err;
      }
    }
    return pass;
  });
}
