// Pausing and resuming a flow: each goes through the transition table and writes its event in the same transaction
// as the change. Creating and redefining a flow is definition.ts.
import type { Knex } from 'knex';
import { conflict, notFound } from '../../errors.js';
import { recordEvent, type Actor } from '../events/outbox.js';
import { findFlow, lockFlow, type FlowRow } from './repository.js';
import { nextRunAt } from './nextRun.js';
import type { ScheduleIntervals } from './schedules.js';
import { nextFlowStatus, type FlowAction } from './transitions.js';

const EVENT_OF: Record<FlowAction, 'flow.paused' | 'flow.resumed'> = { pause: 'flow.paused', resume: 'flow.resumed' };

/** A pause or resume, who asks for it, and the process's schedule intervals (the resumed flow's next run). */
export interface StatusChange {
  action: FlowAction;
  actor: Actor;
  intervals: ScheduleIntervals;
}

export async function changeFlowStatus(knex: Knex, customerId: string, flowId: string, { action, actor, intervals }: StatusChange): Promise<FlowRow> {
  await knex.transaction(async (trx) => {
    const flow = await lockFlow(trx, customerId, flowId);
    if (!flow) throw notFound('flow', flowId);
    const next = nextFlowStatus(flow.status, action);
    if (!next) throw conflict(`flow '${flowId}' is ${flow.status}; only a${action === 'pause' ? 'n active' : ' paused'} flow can be ${action}d`);
    await trx('flows')
      .where({ id: flowId })
      .update({
        status: next,
        next_run_at: nextRunAt(trx, intervals, { ...flow, status: next }),
        updated_at: trx.raw('clock_timestamp()'),
      });
    await recordEvent(trx, customerId, EVENT_OF[action], { flow_id: flowId, actor });
  });
  return (await findFlow(knex, customerId, flowId))!;
}
