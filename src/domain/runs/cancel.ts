// Cancelling a run (POST /v1/runs/{id}/cancel). A queued run is cancelled at once. A running run gets a cancel
// request its worker reads with its heartbeat and honours at its next batch boundary, so the batch under way is
// committed (canonical layer, destination, checkpoint) before it stops and the next run resumes from there; the
// run ends `cancelled` then, with `run.cancelled` naming who asked. Should the worker die first, the reaper
// cancels it instead of resuming it.
import type { Knex } from 'knex';
import { conflict, notFound } from '../../errors.js';
import type { Actor } from '../events/outbox.js';
import { endCancelled, requestCancel } from './lifecycle.js';
import { findRun, runsOf, type RunRow, type RunStatus } from './repository.js';
import { canTransition, IN_FLIGHT } from './transitions.js';

export async function cancelRun(knex: Knex, customerId: string, runId: string, actor: Actor): Promise<RunRow> {
  return knex.transaction(async (trx) => {
    const run = (await runsOf(trx, customerId).where({ id: runId }).forUpdate().first('id', 'customer_id', 'flow_id', 'status', 'cancel_requested_at')) as
      | { id: string; customer_id: string; flow_id: string; status: RunStatus; cancel_requested_at: string | null }
      | undefined;
    if (!run) throw notFound('run', runId);
    if (!canTransition(run.status, 'cancelled')) throw conflict(`run '${runId}' is ${run.status}; only a queued or running run can be cancelled`);
    if (run.status === 'running') {
      // A second request while the first is pending changes nothing: the first one's actor is the one reported.
      if (run.cancel_requested_at === null) await requestCancel(trx, runId, actor);
    } else {
      await endCancelled(trx, run, { actor, message: 'the run was cancelled' });
    }
    return (await findRun(trx, customerId, runId))!;
  });
}

/**
 * Cancels the flow's queued or running run, if it has one, in the caller's transaction (which holds the flow's row
 * lock): its worker finds it ended at its next heartbeat or checkpoint and stops there.
 */
export async function cancelInFlightRun(trx: Knex.Transaction, flow: { customerId: string; flowId: string }, actor: Actor, message: string): Promise<void> {
  const inFlight = await trx('runs').where({ customer_id: flow.customerId, flow_id: flow.flowId }).whereIn('status', IN_FLIGHT).forUpdate().first('id', 'customer_id', 'flow_id', 'status');
  if (inFlight) await endCancelled(trx, inFlight, { actor, message });
}
