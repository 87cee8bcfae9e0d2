// Rejected records: the source records the canonical layer rejected, one row per flow, entity and external id, open
// until the record is stored (read again, or reprocessed), the flow is deleted or redefined with another source, or
// the retention passes (retention.ts). This file reads them for the API; keep.ts writes them with each stored batch,
// reprocess.ts hands them back to the run engine.
import type { Knex } from 'knex';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';
import { scoped } from '../../db/scoped.js';

export type RejectionStage = 'transform' | 'load';

/** A source record as kept: its id, its canonical fields, and its own fields when the read carried them. */
export interface KeptRecord {
  external_id: string;
  data: Record<string, unknown>;
  raw: Record<string, unknown> | null;
}

export interface RejectionRow {
  id: string;
  flow_id: string;
  /** The run that last rejected the record. */
  run_id: string;
  entity: string;
  external_id: string;
  stage: RejectionStage;
  code: string;
  reason: string;
  /** Null when the copy was too large to keep (record_bytes says how large), or could not be stored. */
  record: KeptRecord | null;
  record_bytes: number;
  /** When the record was first rejected. */
  created_at: string;
  /** When it was last rejected. */
  updated_at: string;
}

const COLUMNS = [
  'j.id', 'j.flow_id', 'j.run_id', 'j.entity', 'j.external_id', 'j.stage', 'j.code', 'j.reason', 'j.record', 'j.record_bytes',
  'j.created_at', 'j.updated_at',
];

/** The customer's rejections; with `alias`, the table is named so in the query (columns then read `alias.column`). */
export function rejectionsOf(db: Knex, customerId: string, alias = 'record_rejections'): Knex.QueryBuilder {
  return scoped(db, alias === 'record_rejections' ? 'record_rejections' : `record_rejections as ${alias}`, customerId);
}

/** Open rejections of one flow, or those one run made that are still open; newest first, as every /v1 list. */
export type RejectionFilter = { flowId: string } | { runId: string };

export function listRejections(knex: Knex, customerId: string, filter: RejectionFilter, page: KeysetRequest): Promise<KeysetPage<RejectionRow>> {
  const base = rejectionsOf(knex, customerId, 'j').select(COLUMNS);
  if ('flowId' in filter) base.where('j.flow_id', filter.flowId);
  else base.where('j.run_id', filter.runId);
  return fetchPage<RejectionRow>(knex, base, 'j', page);
}

/** Whether the flow has open rejections of `entity`. */
export async function hasRejections(knex: Knex, customerId: string, flowId: string, entity: string): Promise<boolean> {
  return (await rejectionsOf(knex, customerId).where({ flow_id: flowId, entity }).first('external_id')) !== undefined;
}
