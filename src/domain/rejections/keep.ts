// What a stored batch leaves of its records in record_rejections, written in the batch's own transaction (the
// canonical upsert's inTransaction hook, engine/store.ts), so the rows say exactly what committed: each rejected
// record is kept (its row updated when it was rejected before: the run, the reason and the copy are the latest), and
// each stored one's row is deleted. A record the batch names twice ends as its last occurrence did.
//
// The copy is the source record as read (`external_id`, `data`, `raw`), with every secret value of the source
// connector's credentials replaced by `[redacted]` wherever it appears, as the plugin logs are (secretValues and
// redactText of the connector SDK). A copy over MAX_KEPT_RECORD_BYTES of JSON is not kept, nor one PostgreSQL's jsonb
// cannot hold (a NUL character, a lone surrogate, nesting deeper than MAX_DEPTH): the row keeps the reason and says
// so, and the record comes back when the source is read again (a resync).
import type { Knex } from 'knex';
import { REDACTED, redactText } from '@sluice/connector-sdk';
import { newId } from '../../ids.js';
import type { KeptRecord, RejectionStage } from './repository.js';

/** The largest copy of a source record kept, as JSON. */
export const MAX_KEPT_RECORD_BYTES = 64 * 1024;
/** Nesting kept in a copy; deeper than this, the copy is not kept. */
const MAX_DEPTH = 64;
/** The longest external id the canonical layer accepts: a longer one is rejected whatever the mapping, and not kept. */
const MAX_EXTERNAL_ID = 500;
/** A reason is kept up to this many characters. */
const MAX_REASON = 8192;

/** Whose records a batch holds: the flow, the entity, the run storing it and when that run started. */
export interface RejectionScope {
  customerId: string;
  flowId: string;
  entity: string;
  runId: string;
  runStartedAt: string;
  /** The source connector's secret values (secretValues of its credentials). */
  secrets: readonly string[];
}

/** One source record of a batch and how it ended: stored, or rejected with a reason. */
export interface RecordOutcome {
  record: { external_id: string; data: Record<string, unknown>; raw?: Record<string, unknown> };
  rejected?: { stage: RejectionStage; code: string; reason: string };
}

const TOO_DEEP = Symbol('too deep');

function redacted(value: unknown, secrets: readonly string[], depth: number): unknown {
  if (depth > MAX_DEPTH) throw TOO_DEEP;
  if (typeof value === 'string') return redactText(value, secrets);
  if (typeof value === 'number') return secrets.includes(String(value)) ? REDACTED : value;
  if (Array.isArray(value)) return value.map((v) => redacted(v, secrets, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redacted(v, secrets, depth + 1)]));
  }
  return value;
}

/** The copy of `record` kept (null when it is not), and its size as JSON. */
export function keptCopy(record: RecordOutcome['record'], secrets: readonly string[]): { record: string | null; bytes: number } {
  let text: string;
  try {
    const copy: KeptRecord = { external_id: record.external_id, data: record.data, raw: record.raw ?? null };
    text = JSON.stringify(redacted(copy, secrets, 0));
  } catch (err) {
    if (err === TOO_DEEP) return { record: null, bytes: 0 };
    throw err;
  }
  const bytes = Buffer.byteLength(text);
  // JSON.stringify escapes lone surrogates (\ud800) and NUL (\u0000), both of which jsonb refuses.
  const storable = bytes <= MAX_KEPT_RECORD_BYTES && !/\\u0000|\\ud[89a-f]/i.test(text);
  return { record: storable ? text : null, bytes };
}

function keepable(externalId: string): boolean {
  return externalId.length > 0 && externalId.length <= MAX_EXTERNAL_ID && !externalId.includes('\u0000');
}

function rowOf(scope: RejectionScope, { record, rejected }: Required<RecordOutcome>) {
  const copy = keptCopy(record, scope.secrets);
  return {
    customer_id: scope.customerId,
    flow_id: scope.flowId,
    entity: scope.entity,
    external_id: record.external_id,
    id: newId('rej'),
    run_id: scope.runId,
    run_started_at: scope.runStartedAt,
    stage: rejected.stage,
    code: rejected.code,
    reason: redactText(rejected.reason, scope.secrets).replace(/\u0000/g, '').slice(0, MAX_REASON),
    record: copy.record,
    record_bytes: copy.bytes,
  };
}

const UPDATED_ON_CONFLICT = ['run_id', 'run_started_at', 'stage', 'code', 'reason', 'record', 'record_bytes'];

/**
 * Keeps the batch's rejected records and, with `closeStored`, deletes the rows of its stored ones (false when the
 * caller knows the flow has no open rejection of the entity: nothing to delete). Answers how many it kept.
 */
export async function noteRejections(trx: Knex.Transaction, scope: RejectionScope, outcomes: readonly RecordOutcome[], closeStored: boolean): Promise<number> {
  const last = new Map<string, RecordOutcome>();
  for (const outcome of outcomes) if (keepable(outcome.record.external_id)) last.set(outcome.record.external_id, outcome);
  const rows = [...last.values()].filter((o): o is Required<RecordOutcome> => o.rejected !== undefined).map((o) => rowOf(scope, o));
  const stored = [...last.values()].filter((o) => o.rejected === undefined).map((o) => o.record.external_id);
  const where = { customer_id: scope.customerId, flow_id: scope.flowId, entity: scope.entity };
  if (closeStored && stored.length > 0) await trx('record_rejections').where(where).whereIn('external_id', stored).delete();
  if (rows.length === 0) return 0;
  const merge = Object.fromEntries(UPDATED_ON_CONFLICT.map((c) => [c, trx.raw('??', [`excluded.${c}`])]));
  // A new row's first and last rejection are one moment: the columns' own defaults (clock_timestamp(), one call
  // each) could differ by a microsecond.
  const now = trx.raw('statement_timestamp()');
  await trx('record_rejections')
    .insert(rows.sort((a, b) => (a.external_id < b.external_id ? -1 : 1)).map((row) => ({ ...row, created_at: now, updated_at: now })))
    .onConflict(['customer_id', 'flow_id', 'entity', 'external_id'])
    .merge({ ...merge, updated_at: trx.raw('clock_timestamp()') });
  return rows.length;
}
