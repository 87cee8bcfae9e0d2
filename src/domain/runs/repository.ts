// Run rows and the run list's filters.
import type { Knex } from 'knex';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';
import { scoped } from '../../db/scoped.js';
import { newId } from '../../ids.js';

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'partial' | 'failed' | 'cancelled';
export type RunTrigger = 'schedule' | 'manual' | 'retry' | 'resync';
export type RunStage = 'extract' | 'transform' | 'load';

export interface RunError {
  code: string;
  message: string;
  stage: RunStage | null;
  record_ref: string | null;
}

/** One end of a run as its worker resolved it: the connector, its type and the version of the type's plugin. */
export interface RunConnector {
  connector_id: string;
  type: string;
  /** Null when no installed version of the type matched (the run failed with `connector_type_unavailable`). */
  version: string | null;
}

/** The connectors a run executes with; an end it did not reach is null. */
export interface RunConnectors {
  source: RunConnector | null;
  destination: RunConnector | null;
}

/** A run's record counts for one entity type, as the API reports them (`RunEntityCounts`). */
export interface EntityCounts {
  entity: string;
  records_processed: number;
  records_succeeded: number;
  records_failed: number;
  records_deleted: number;
}

export interface RunRow {
  id: string;
  flow_id: string;
  status: RunStatus;
  trigger: RunTrigger;
  retry_of: string | null;
  stage: RunStage | null;
  records_processed: number;
  records_succeeded: number;
  records_failed: number;
  records_deleted: number;
  /** Counts per entity, in the order the run moves them; null until first saved (and for runs before migration 022). */
  entity_counts: EntityCounts[] | null;
  /** What the run's last start resolved (connectors.ts); null until a worker starts it (and for runs before 022). */
  connectors: RunConnectors | null;
  /** For a resync, the entities it re-reads; null otherwise. */
  resync_entities: string[] | null;
  duration_ms: number | null;
  errors: RunError[];
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RunFilters {
  flowId?: string | undefined;
  status?: RunStatus | undefined;
  /** Inclusive lower bound on created_at. */
  from?: string | undefined;
  /** Exclusive upper bound on created_at. */
  to?: string | undefined;
}

const RUN_COLUMNS = [
  'r.id', 'r.flow_id', 'r.status', 'r.trigger', 'r.retry_of', 'r.stage', 'r.records_processed', 'r.records_succeeded',
  'r.records_failed', 'r.records_deleted', 'r.entity_counts', 'r.connectors', 'r.resync_entities', 'r.duration_ms', 'r.errors', 'r.started_at', 'r.finished_at', 'r.created_at', 'r.updated_at',
];

/** The customer's runs; with `alias`, the table is named so in the query (columns then read `alias.column`). */
export function runsOf(db: Knex, customerId: string, alias = 'runs'): Knex.QueryBuilder {
  return scoped(db, alias === 'runs' ? 'runs' : `runs as ${alias}`, customerId);
}

export function listRuns(knex: Knex, customerId: string, filters: RunFilters, page: KeysetRequest): Promise<KeysetPage<RunRow>> {
  const base = runsOf(knex, customerId, 'r').select(RUN_COLUMNS);
  if (filters.flowId !== undefined) base.where('r.flow_id', filters.flowId);
  if (filters.status !== undefined) base.where('r.status', filters.status);
  if (filters.from !== undefined) base.where('r.created_at', '>=', knex.raw('?::timestamptz', [filters.from]));
  if (filters.to !== undefined) base.where('r.created_at', '<', knex.raw('?::timestamptz', [filters.to]));
  return fetchPage<RunRow>(knex, base, 'r', page);
}

export async function findRun(knex: Knex, customerId: string, id: string): Promise<RunRow | undefined> {
  return runsOf(knex, customerId, 'r').where('r.id', id).first(RUN_COLUMNS);
}

export interface NewRun {
  flowId: string;
  status: RunStatus;
  trigger: RunTrigger;
  retryOf?: string;
  stage?: RunStage;
  recordsProcessed?: number;
  recordsSucceeded?: number;
  recordsFailed?: number;
  durationMs?: number;
  errors?: RunError[];
  startedAt?: string;
  finishedAt?: string;
}

/** Inserts a run row directly, without the run pipeline (tests and seeds use this). */
export async function insertRun(knex: Knex, customerId: string, input: NewRun): Promise<RunRow> {
  const id = newId('run');
  await knex('runs').insert({
    id,
    customer_id: customerId,
    flow_id: input.flowId,
    status: input.status,
    trigger: input.trigger,
    retry_of: input.retryOf ?? null,
    stage: input.stage ?? null,
    records_processed: input.recordsProcessed ?? 0,
    records_succeeded: input.recordsSucceeded ?? 0,
    records_failed: input.recordsFailed ?? 0,
    duration_ms: input.durationMs ?? null,
    errors: JSON.stringify(input.errors ?? []),
    started_at: input.startedAt ?? null,
    finished_at: input.finishedAt ?? null,
  });
  return (await findRun(knex, customerId, id))!;
}

/**
 * The status of the latest run of the flow row named `flowAlias` in the caller's query, as a column
 * `last_run_status` (null when it never ran): one seek of runs_by_flow (customer_id, flow_id, created_at DESC) per row.
 */
export function latestRunStatusColumn(knex: Knex, flowAlias: string): Knex.Raw {
  return knex.raw(
    `(SELECT r.status FROM runs r WHERE r.customer_id = ??.customer_id AND r.flow_id = ??.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1) AS last_run_status`,
    [flowAlias, flowAlias],
  );
}
