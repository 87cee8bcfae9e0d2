// Creating, changing and deleting flows: the API, the demo, the benches and the test seeds all create flows here.
// A definition is checked as a whole before it is written: both connectors must be the customer's own and of types
// that can play their part for every entity, mapping overrides must name the flow's entities and their canonical
// fields (mappingFields.ts).
import type { Knex } from 'knex';
import { notFound, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { Actor } from '../events/outbox.js';
import { connectorTypes } from '../connectors/repository.js';
import { checkLimit, countOf } from '../customerLimits.js';
import { cancelInFlightRun } from '../runs/cancel.js';
import { dropRedefined } from '../rejections/reprocess.js';
import { dropCheckpoints } from './checkpoints.js';
import { findFlowDetail, flowsOf, lockFlow, type FlowDetailRow } from './repository.js';
import { checkMappingFields, mappingsDiffer, type FlowMappings } from './mappingFields.js';
import { nextRunAt } from './nextRun.js';
import { DEFAULT_SCHEDULE_TIMEZONE, scheduleProblem, type Schedule, type ScheduleIntervals } from './schedules.js';
import type { FlowStatus } from './transitions.js';

export type { FlowMappings };

export interface FlowDefinition {
  name: string;
  source_connector_id: string;
  destination_connector_id: string;
  entities: string[];
  schedule: Schedule;
  /** The IANA zone a cron schedule is evaluated in. */
  schedule_timezone: string;
  mappings: FlowMappings;
}

/**
 * A flow to create: without mappings it has none, without a zone it is UTC; `status` defaults to active (a paused
 * flow gets no next run). The schedule is checked here: it may come from anywhere as text.
 */
export type NewFlow = Omit<FlowDefinition, 'mappings' | 'schedule' | 'schedule_timezone'> & {
  schedule: string;
  schedule_timezone?: string;
  mappings?: FlowMappings;
  status?: FlowStatus;
};

/** A change to a flow: any field of its definition, the schedule as text (checked). */
export type FlowPatch = Partial<Omit<FlowDefinition, 'schedule'>> & { schedule?: string };

/** The schedule and zone as the definition holds them, or a validation error naming the field at fault. */
function checkedSchedule(schedule: string, zone: string): Schedule {
  const problem = scheduleProblem(schedule, zone);
  if (problem) throw validationError(`body field '${problem.field}': ${problem.message}`);
  return schedule as Schedule;
}

/** What a flow needs to know of an installed connector type (its manifest). */
export interface TypeFacts {
  id: string;
  version: string;
  kind: 'source' | 'destination' | 'both';
  entities: readonly string[];
}

/** Finds an installed connector type: the pinned version, or the newest. */
export type TypeResolver = (type: string, version: string | null) => Promise<TypeFacts | undefined>;

/** What defining a flow depends on beyond the database. */
export interface FlowDeps {
  resolveType: TypeResolver;
  intervals: ScheduleIntervals;
  /** The most flows one customer may hold (SLUICE_MAX_FLOWS_PER_CUSTOMER); absent: no bound (seeds, benches). */
  maxFlows?: number;
}

const ROLES = {
  source_connector_id: { kinds: ['source', 'both'], verb: 'read' },
  destination_connector_id: { kinds: ['destination', 'both'], verb: 'write' },
} as const;

async function checkDefinition(trx: Knex.Transaction, customerId: string, def: FlowDefinition, resolveType: TypeResolver): Promise<void> {
  const ids = [...new Set([def.source_connector_id, def.destination_connector_id])];
  const rows = await connectorTypes(trx, customerId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const field of ['source_connector_id', 'destination_connector_id'] as const) {
    const connector = byId.get(def[field]);
    if (!connector) throw validationError(`body field '${field}': connector '${def[field]}' does not exist`);
    // The connector's type must be able to play its part in the flow, for every entity the flow moves.
    const type = await resolveType(connector.type, connector.type_version);
    const which = `connector '${connector.id}' (type '${connector.type}'${connector.type_version ? ` version ${connector.type_version}` : ''})`;
    if (!type) throw validationError(`body field '${field}': ${which}: the connector type is not installed on this server`);
    const role = ROLES[field];
    if (!(role.kinds as readonly string[]).includes(type.kind)) {
      throw validationError(`body field '${field}': ${which} is a ${type.kind} and cannot ${role.verb} records`);
    }
    const unhandled = def.entities.filter((e) => !type.entities.includes(e));
    if (unhandled.length) {
      throw validationError(`body field 'entities': ${which} does not handle ${unhandled.join(', ')} (it handles ${type.entities.join(', ')})`);
    }
  }
  const extra = Object.keys(def.mappings).filter((entity) => !def.entities.includes(entity));
  if (extra.length) {
    throw validationError(`body field 'mappings' names entities the flow does not move: ${extra.join(', ')}`);
  }
}

/** A definition's columns as the flows table stores them. */
function definitionColumns(def: FlowDefinition): Record<string, unknown> {
  return {
    name: def.name,
    source_connector_id: def.source_connector_id,
    destination_connector_id: def.destination_connector_id,
    entities: def.entities,
    schedule: def.schedule,
    schedule_timezone: def.schedule_timezone,
    mappings: JSON.stringify(def.mappings),
  };
}

export async function defineFlow(knex: Knex, customerId: string, input: NewFlow, deps: FlowDeps): Promise<FlowDetailRow> {
  const id = newId('flw');
  const { status = 'active', mappings = {}, schedule, schedule_timezone: zone = DEFAULT_SCHEDULE_TIMEZONE, ...rest } = input;
  const def: FlowDefinition = { ...rest, schedule: checkedSchedule(schedule, zone), schedule_timezone: zone, mappings };
  await knex.transaction(async (trx) => {
    await checkDefinition(trx, customerId, def, deps.resolveType);
    checkMappingFields(def.mappings);
    // Last of the checks, so that a definition wrong anyway is told so without waiting for the customer's lock.
    await checkLimit(trx, { customerId, kind: 'flows', max: deps.maxFlows }, async () => countOf(await flowsOf(trx, customerId).count({ n: '*' })));
    await trx('flows').insert({
      id,
      customer_id: customerId,
      status,
      ...definitionColumns(def),
      next_run_at: nextRunAt(trx, deps.intervals, { ...def, status }),
    });
  });
  return (await findFlowDetail(knex, customerId, id, deps.intervals))!;
}

/**
 * Changes a flow. A new source or destination connector starts the flow's reads from the beginning (the saved
 * checkpoints were positions in the old source, and a new destination has none of the records read before), as
 * does re-adding an entity the flow stopped moving. The rejected records of a flow that reads another source, or of
 * entities it no longer moves, go; a change to its mappings has its next run reprocess the others.
 */
export async function redefineFlow(knex: Knex, customerId: string, flowId: string, { patch, deps }: { patch: FlowPatch; deps: FlowDeps }): Promise<FlowDetailRow> {
  await knex.transaction(async (trx) => {
    const locked = await lockFlow(trx, customerId, flowId);
    if (!locked) throw notFound('flow', flowId);
    const current = (await trx('flows')
      .where({ id: flowId })
      .first('name', 'source_connector_id', 'destination_connector_id', 'entities', 'schedule', 'schedule_timezone', 'mappings', 'status')) as FlowDefinition & {
      status: FlowStatus;
    };
    const zone = patch.schedule_timezone ?? current.schedule_timezone;
    const def: FlowDefinition = {
      name: patch.name ?? current.name,
      source_connector_id: patch.source_connector_id ?? current.source_connector_id,
      destination_connector_id: patch.destination_connector_id ?? current.destination_connector_id,
      entities: patch.entities ?? current.entities,
      schedule: patch.schedule === undefined && patch.schedule_timezone === undefined ? current.schedule : checkedSchedule(patch.schedule ?? current.schedule, zone),
      schedule_timezone: zone,
      mappings: patch.mappings ?? current.mappings,
    };
    await checkDefinition(trx, customerId, def, deps.resolveType);
    // Only mappings sent now are judged: a flow saved before the check keeps working for its other changes.
    if (patch.mappings !== undefined) checkMappingFields(patch.mappings);
    const sameEnds = def.source_connector_id === current.source_connector_id && def.destination_connector_id === current.destination_connector_id;
    await dropCheckpoints(trx, customerId, flowId, sameEnds ? def.entities : undefined);
    const sameSource = def.source_connector_id === current.source_connector_id;
    await dropRedefined(trx, { customerId, flowId, ...(sameSource ? { entities: def.entities } : {}) });
    const changes: Record<string, unknown> = { ...definitionColumns(def), updated_at: trx.raw('clock_timestamp()') };
    // The flow's next run reprocesses the records rejected before (domain/rejections/reprocess.ts).
    if (mappingsDiffer(def.mappings ?? {}, current.mappings ?? {})) changes.mappings_changed_at = trx.raw('clock_timestamp()');
    if (def.schedule !== current.schedule || def.schedule_timezone !== current.schedule_timezone) {
      changes.next_run_at = nextRunAt(trx, deps.intervals, { ...def, status: current.status });
    }
    await trx('flows').where({ id: flowId }).update(changes);
  });
  return (await findFlowDetail(knex, customerId, flowId, deps.intervals))!;
}

/**
 * Deletes a flow with its checkpoints, runs and rejected records (they cascade). Its queued or running run is cancelled first, in the
 * same transaction, so `run.cancelled` tells subscribers it stopped. The run's worker is not waited for: it finds
 * the run gone at its next heartbeat or checkpoint (both fenced on the run row) and stops at that batch boundary
 * without writing anything of the run's; the batch it was loading may still reach the canonical layer and the
 * destination, as it would have without the delete.
 */
export async function deleteFlow(knex: Knex, customerId: string, flowId: string, actor: Actor): Promise<void> {
  await knex.transaction(async (trx) => {
    if (!(await lockFlow(trx, customerId, flowId))) throw notFound('flow', flowId);
    await cancelInFlightRun(trx, { customerId, flowId }, actor, 'the run was cancelled: its flow was deleted');
    await trx('flows').where({ customer_id: customerId, id: flowId }).delete();
  });
}
