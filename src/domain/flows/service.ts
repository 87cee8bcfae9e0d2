// Flow operations that change state: each goes through the transition table and writes its event in the same
// transaction as the change.
import type { Knex } from 'knex';
import { conflict, notFound } from '../../errors.js';
import { newId } from '../../ids.js';
import { recordEvent, type Actor } from '../events/outbox.js';
import { findFlow, lockFlow, type FlowRow } from './repository.js';
import { intervalSeconds, type Schedule } from './schedules.js';
import { nextFlowStatus, type FlowAction } from './transitions.js';

export interface NewFlow {
  name: string;
  sourceConnectorId: string;
  destinationConnectorId: string;
  entities: string[];
  schedule: Schedule;
  status?: 'active' | 'paused';
}

/** Creates a flow directly (the HTTP create endpoint arrives with the flows issue; tests and the demo use this). */
export async function createFlow(knex: Knex, customerId: string, input: NewFlow): Promise<FlowRow> {
  const id = newId('flw');
  const seconds = intervalSeconds(input.schedule);
  await knex('flows').insert({
    id,
    customer_id: customerId,
    name: input.name,
    status: input.status ?? 'active',
    source_connector_id: input.sourceConnectorId,
    destination_connector_id: input.destinationConnectorId,
    entities: input.entities,
    schedule: input.schedule,
    next_run_at: seconds === null || input.status === 'paused' ? null : knex.raw('clock_timestamp() + make_interval(secs => ?)', [seconds]),
  });
  return (await findFlow(knex, customerId, id))!;
}

const EVENT_OF: Record<FlowAction, 'flow.paused' | 'flow.resumed'> = { pause: 'flow.paused', resume: 'flow.resumed' };

export async function changeFlowStatus(knex: Knex, customerId: string, flowId: string, action: FlowAction, actor: Actor): Promise<FlowRow> {
  await knex.transaction(async (trx) => {
    const flow = await lockFlow(trx, customerId, flowId);
    if (!flow) throw notFound('flow', flowId);
    const next = nextFlowStatus(flow.status, action);
    if (!next) throw conflict(`flow '${flowId}' is ${flow.status}; only a${action === 'pause' ? 'n active' : ' paused'} flow can be ${action}d`);
    const seconds = intervalSeconds(flow.schedule);
    await trx('flows')
      .where({ id: flowId })
      .update({
        status: next,
        next_run_at: next === 'active' && seconds !== null ? trx.raw('clock_timestamp() + make_interval(secs => ?)', [seconds]) : null,
        updated_at: trx.raw('clock_timestamp()'),
      });
    await recordEvent(trx, customerId, EVENT_OF[action], { flow_id: flowId, actor });
  });
  return (await findFlow(knex, customerId, flowId))!;
}
