// Creating, changing and deleting flows through the API. A definition is checked as a whole before it is
// written: both connectors must be the customer's own, mapping overrides must name the flow's entities.
import type { Knex } from 'knex';
import { conflict, notFound, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import { findFlowDetail, lockFlow, type FlowDetailRow } from './repository.js';
import { intervalSeconds, type Schedule } from './schedules.js';

export type FlowMappings = Record<string, Record<string, string>>;

export interface FlowDefinition {
  name: string;
  source_connector_id: string;
  destination_connector_id: string;
  entities: string[];
  schedule: Schedule;
  mappings: FlowMappings;
}

async function checkDefinition(trx: Knex.Transaction, customerId: string, def: FlowDefinition): Promise<void> {
  const ids = [...new Set([def.source_connector_id, def.destination_connector_id])];
  const found = new Set((await trx('connectors').where('customer_id', customerId).whereIn('id', ids).pluck('id')) as string[]);
  for (const field of ['source_connector_id', 'destination_connector_id'] as const) {
    if (!found.has(def[field])) throw validationError(`body field '${field}': connector '${def[field]}' does not exist`);
  }
  const extra = Object.keys(def.mappings).filter((entity) => !def.entities.includes(entity));
  if (extra.length) {
    throw validationError(`body field 'mappings' names entities the flow does not move: ${extra.join(', ')}`);
  }
}

function nextRunAt(trx: Knex.Transaction, schedule: Schedule, active: boolean): Knex.Raw | null {
  const seconds = intervalSeconds(schedule);
  return seconds === null || !active ? null : trx.raw('clock_timestamp() + make_interval(secs => ?)', [seconds]);
}

export async function defineFlow(knex: Knex, customerId: string, def: FlowDefinition): Promise<FlowDetailRow> {
  const id = newId('flw');
  await knex.transaction(async (trx) => {
    await checkDefinition(trx, customerId, def);
    await trx('flows').insert({
      id,
      customer_id: customerId,
      name: def.name,
      status: 'active',
      source_connector_id: def.source_connector_id,
      destination_connector_id: def.destination_connector_id,
      entities: def.entities,
      schedule: def.schedule,
      mappings: JSON.stringify(def.mappings),
      next_run_at: nextRunAt(trx, def.schedule, true),
    });
  });
  return (await findFlowDetail(knex, customerId, id))!;
}

export async function redefineFlow(knex: Knex, customerId: string, flowId: string, patch: Partial<FlowDefinition>): Promise<FlowDetailRow> {
  await knex.transaction(async (trx) => {
    const locked = await lockFlow(trx, customerId, flowId);
    if (!locked) throw notFound('flow', flowId);
    const current = (await trx('flows')
      .where({ id: flowId })
      .first('name', 'source_connector_id', 'destination_connector_id', 'entities', 'schedule', 'mappings', 'status')) as FlowDefinition & { status: string };
    const def: FlowDefinition = {
      name: patch.name ?? current.name,
      source_connector_id: patch.source_connector_id ?? current.source_connector_id,
      destination_connector_id: patch.destination_connector_id ?? current.destination_connector_id,
      entities: patch.entities ?? current.entities,
      schedule: patch.schedule ?? current.schedule,
      mappings: patch.mappings ?? current.mappings,
    };
    await checkDefinition(trx, customerId, def);
    const changes: Record<string, unknown> = {
      name: def.name,
      source_connector_id: def.source_connector_id,
      destination_connector_id: def.destination_connector_id,
      entities: def.entities,
      schedule: def.schedule,
      mappings: JSON.stringify(def.mappings),
      updated_at: trx.raw('clock_timestamp()'),
    };
    if (patch.schedule !== undefined && patch.schedule !== current.schedule) {
      changes.next_run_at = nextRunAt(trx, def.schedule, current.status === 'active');
    }
    await trx('flows').where({ id: flowId }).update(changes);
  });
  return (await findFlowDetail(knex, customerId, flowId))!;
}

export async function deleteFlow(knex: Knex, customerId: string, flowId: string): Promise<void> {
  await knex.transaction(async (trx) => {
    if (!(await lockFlow(trx, customerId, flowId))) throw notFound('flow', flowId);
    const inFlight = await trx('runs').where({ flow_id: flowId }).whereIn('status', ['queued', 'running']).first('id');
    if (inFlight) {
      throw conflict(`flow '${flowId}' has run '${inFlight.id}' queued or running; pause the flow and let the run finish before deleting it`, 'run_in_progress');
    }
    await trx('flows').where({ id: flowId }).delete();
  });
}
