// Flow rows as the API shows them: the system names come from the source and destination connectors' types.
import type { Knex } from 'knex';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';
import { scoped } from '../../db/scoped.js';
import { connectorsOf } from '../connectors/repository.js';
import type { FlowStatus } from './transitions.js';
import type { Schedule, ScheduleIntervals } from './schedules.js';
import { upcomingRuns } from './nextRun.js';
import { latestRunStatusColumn } from '../runs/repository.js';

export interface FlowRow {
  id: string;
  name: string;
  status: FlowStatus;
  source: string;
  destination: string;
  schedule: Schedule;
  schedule_timezone: string;
  last_run_at: string | null;
  /** The status of the flow's latest run; null if it never ran. */
  last_run_status: string | null;
  source_connector_id: string;
  destination_connector_id: string;
  entities: string[];
  next_run_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConnectorSummary {
  id: string;
  name: string;
  type: string;
  status: string;
}

export interface FlowDetailRow extends FlowRow {
  mappings: Record<string, Record<string, string>>;
  source_connector: ConnectorSummary;
  destination_connector: ConnectorSummary;
  schedule_details: { label: Schedule; interval_seconds: number | null; timezone: string; next_run_at: string | null; upcoming: string[] };
}

const FLOW_COLUMNS = [
  'f.id', 'f.name', 'f.status', 'sc.type as source', 'dc.type as destination', 'f.schedule', 'f.schedule_timezone', 'f.last_run_at',
  'f.source_connector_id', 'f.destination_connector_id', 'f.entities', 'f.next_run_at', 'f.created_at', 'f.updated_at',
];

/** A flow's columns as the API shows them, its latest run's status included. */
function flowColumns(knex: Knex): Array<string | Knex.Raw> {
  return [...FLOW_COLUMNS, latestRunStatusColumn(knex, 'f')];
}

/** The customer's flows; with `alias`, the table is named so in the query (columns then read `alias.column`). */
export function flowsOf(db: Knex, customerId: string, alias = 'flows'): Knex.QueryBuilder {
  return scoped(db, alias === 'flows' ? 'flows' : `flows as ${alias}`, customerId);
}

/** The customer's flows (`f`) with their source (`sc`) and destination (`dc`) connectors. */
function flowsWithConnectors(knex: Knex, customerId: string): Knex.QueryBuilder {
  return flowsOf(knex, customerId, 'f')
    .join(connectorsOf(knex, customerId).as('sc'), 'sc.id', 'f.source_connector_id')
    .join(connectorsOf(knex, customerId).as('dc'), 'dc.id', 'f.destination_connector_id');
}

export function listFlows(knex: Knex, customerId: string, page: KeysetRequest): Promise<KeysetPage<FlowRow>> {
  return fetchPage<FlowRow>(knex, flowsWithConnectors(knex, customerId).select(flowColumns(knex)), 'f', page);
}

/** Whether the customer has the flow `id`. */
export async function flowExists(knex: Knex, customerId: string, id: string): Promise<boolean> {
  return (await flowsOf(knex, customerId).where({ id }).first('id')) !== undefined;
}

export async function findFlow(knex: Knex, customerId: string, id: string): Promise<FlowRow | undefined> {
  return flowsWithConnectors(knex, customerId).where('f.id', id).first(flowColumns(knex));
}

/** The flow with its connectors and schedule; `intervals` are the process's (they may be shortened by configuration). */
export async function findFlowDetail(knex: Knex, customerId: string, id: string, intervals: ScheduleIntervals): Promise<FlowDetailRow | undefined> {
  const row = await flowsWithConnectors(knex, customerId)
    .where('f.id', id)
    .first([
      ...flowColumns(knex),
      'f.mappings', 'sc.name as sc_name', 'sc.status as sc_status', 'dc.name as dc_name', 'dc.status as dc_status',
    ]);
  if (!row) return undefined;
  const { sc_name, sc_status, dc_name, dc_status, ...flow } = row;
  return {
    ...(flow as FlowRow & { mappings: FlowDetailRow["mappings"] }),
    source_connector: { id: flow.source_connector_id, name: sc_name, type: flow.source, status: sc_status },
    destination_connector: { id: flow.destination_connector_id, name: dc_name, type: flow.destination, status: dc_status },
    schedule_details: {
      label: flow.schedule,
      interval_seconds: intervals.seconds(flow.schedule),
      timezone: flow.schedule_timezone,
      next_run_at: flow.next_run_at,
      upcoming: upcomingRuns(intervals, flow, flow.next_run_at),
    },
  };
}

/** Locks the flow row for the rest of the transaction; undefined when the customer has no such flow. */
export async function lockFlow(
  trx: Knex.Transaction,
  customerId: string,
  id: string,
): Promise<{ id: string; status: FlowStatus; schedule: Schedule; schedule_timezone: string } | undefined> {
  return flowsOf(trx, customerId).where({ id }).forUpdate().first('id', 'status', 'schedule', 'schedule_timezone');
}

/** What queuing a run needs of a flow, its row locked for the rest of the transaction. */
export interface FlowForRun {
  id: string;
  customer_id: string;
  status: 'active' | 'paused';
  entities?: string[];
}

export async function lockFlowForRun(trx: Knex.Transaction, customerId: string, id: string): Promise<FlowForRun | undefined> {
  return flowsOf(trx, customerId).where({ id }).forUpdate().first('id', 'customer_id', 'status', 'entities');
}

/** Records when the flow last had a run queued (`at`: the run's own created_at, read in the caller's transaction). */
export async function noteLastRun(trx: Knex.Transaction, flowId: string, at: Knex.Raw): Promise<void> {
  await trx('flows').where({ id: flowId }).update({ last_run_at: at });
}

/** The ids of the customer's flows that read from or write to the connector, oldest first. */
export async function flowsUsingConnector(trx: Knex.Transaction, customerId: string, connectorId: string): Promise<string[]> {
  return (await flowsOf(trx, customerId)
    .andWhere((q) => q.where('source_connector_id', connectorId).orWhere('destination_connector_id', connectorId))
    .orderBy('created_at')
    .pluck('id')) as string[];
}

/** What a run needs of its flow: its connectors, entities and mapping overrides, and when its rejections became due. */
export interface FlowToRun {
  id: string;
  source_connector_id: string;
  destination_connector_id: string;
  entities: string[];
  mappings: Record<string, Record<string, string>> | null;
  /** When its mappings last changed (null: never since it was created). */
  mappings_changed_at: string | null;
  /** When reprocessing its rejected records was last asked for (null: never). */
  reprocess_requested_at: string | null;
}

export async function findFlowToRun(knex: Knex, customerId: string, id: string): Promise<FlowToRun | undefined> {
  return flowsOf(knex, customerId)
    .where({ id })
    .first('id', 'source_connector_id', 'destination_connector_id', 'entities', 'mappings', 'mappings_changed_at', 'reprocess_requested_at');
}

/** Records, in the caller's transaction (the one queueing the run that does it), that reprocessing was asked for. */
export async function noteReprocessRequested(trx: Knex.Transaction, customerId: string, flowId: string): Promise<void> {
  await flowsOf(trx, customerId).where({ id: flowId }).update({ reprocess_requested_at: trx.raw('clock_timestamp()') });
}

/** The ids of the customer's flows that read or write through `connectorId`. */
export async function flowIdsUsingConnector(knex: Knex, customerId: string, connectorId: string): Promise<string[]> {
  const rows = (await knex('flows')
    .where({ customer_id: customerId })
    .andWhere((w) => w.where('source_connector_id', connectorId).orWhere('destination_connector_id', connectorId))
    .orderBy('id')
    .select('id')) as Array<{ id: string }>;
  return rows.map((r) => r.id);
}
