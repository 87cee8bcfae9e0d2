// Executes a write plan (plan.ts) set-based, in an order the unique indexes accept: match keys that move are freed
// first, merged-away records go next (their external ids move to the survivor and the row becomes a tombstone
// naming it), then one statement inserts the new records, updates the changed ones and stores the new external ids
// with the flow that read them.
// Answers the plan's summary, whose rows are exactly what was written (and, for records the batch names without
// changing, what was loaded under the lock), so no caller reads them back.
import type { Knex } from 'knex';
import type { RecordWrite, WritePlan } from './plan.js';
import { encodeSources } from './provenance.js';
import type { CanonicalScope, UpsertSummary } from './types.js';

// `data` is stored as `json`, the text Sluice wrote: its fields in schema order, absent ones as null (plan.ts), which a
// page of records is served from as it is (migration 012). The rows travel as one JSON array per column, paired by
// position in ROWS FROM. json_array_elements answers each element of `data` as the text it was sent as (json, unlike
// jsonb, keeps it as written), so Node writes each object once and PostgreSQL reads it without unescaping it. One
// array of row objects for the other columns (the form before, through jsonb_to_recordset) cost PostgreSQL about a
// fifth more per 1,000 records and Node twice the time to write, for the keys repeated in every row and each value
// turned back into text to be parsed again as its type (BENCHMARKS.md, run pipeline). JSON arrays rather than array
// literals for the plain columns also keep the planner's estimate of the rows at its default of 100: an `unnest` of a
// literal is estimated at its true length, which made an UPDATE of 1,000 records hash-join a whole range of a
// customer's records (35,000 there) instead of probing the primary key for each.
const RECORDSET = `(SELECT r.canonical_id::uuid AS canonical_id, r.match_key,
    r.last_source_update_at::timestamptz AS last_source_update_at, r.sources, r.external_ids, r.data
  FROM ROWS FROM (json_array_elements_text(?::json), json_array_elements_text(?::json), json_array_elements_text(?::json),
    jsonb_array_elements(?::jsonb), jsonb_array_elements(?::jsonb), json_array_elements(?::json))
  AS r(canonical_id, match_key, last_source_update_at, sources, external_ids, data)) v`;

/** The bindings of RECORDSET, in its order; provenance in its stored form (provenance.ts). */
function recordsetBindings(rows: readonly RecordWrite[]): string[] {
  return [
    JSON.stringify(rows.map((r) => r.canonical_id)),
    JSON.stringify(rows.map((r) => r.match_key)),
    JSON.stringify(rows.map((r) => r.last_source_update_at)),
    JSON.stringify(rows.map((r) => encodeSources(r.sources))),
    JSON.stringify(rows.map((r) => r.external_ids)),
    JSON.stringify(rows.map((r) => r.data)),
  ];
}

/** Rows changed per table, for the statistics keeper (statistics.ts). */
export interface WriteCounts {
  records: number;
  externalIds: number;
}

/** The flow whose run writes the batch, and the stored external ids it read again (they become its own). */
export interface WritingFlow {
  id: string | null;
  claims: readonly string[];
}

/** Frees the match keys that move, before any record takes one. */
async function freeKeys(trx: Knex.Transaction, { customerId }: CanonicalScope, plan: WritePlan, counts: WriteCounts): Promise<void> {
  if (plan.freeKeys.length === 0) return;
  await trx.raw('UPDATE canonical_records SET match_key = NULL WHERE customer_id = ? AND canonical_id = ANY(?::uuid[])', [customerId, plan.freeKeys]);
  counts.records += plan.freeKeys.length;
}

/** Records merged away: their external ids move to the survivor, and each becomes a tombstone naming it. */
async function retireLosers(trx: Knex.Transaction, { customerId, entity }: CanonicalScope, plan: WritePlan, counts: WriteCounts): Promise<void> {
  if (plan.losers.length === 0) return;
  const { now } = plan;
  const loserIds = plan.losers.map((m) => m.loser);
  const survivorIds = plan.losers.map((m) => m.survivor);
  const moved = (await trx.raw(
    `UPDATE canonical_external_ids x SET canonical_id = v.survivor
     FROM unnest(?::uuid[], ?::uuid[]) AS v(loser, survivor) WHERE x.customer_id = ? AND x.canonical_id = v.loser`,
    [loserIds, survivorIds, customerId],
  )) as { rowCount?: number };
  counts.externalIds += moved.rowCount ?? 0;
  await trx.raw(
    `UPDATE canonical_records c SET deleted_at = ?::timestamptz, updated_at = ?::timestamptz, merged_into = v.survivor,
       external_ids = '{}'::jsonb, match_key = NULL
     FROM unnest(?::uuid[], ?::uuid[]) AS v(loser, survivor) WHERE c.customer_id = ? AND c.canonical_id = v.loser`,
    [now, now, loserIds, survivorIds, customerId],
  );
  counts.records += loserIds.length;
  // Earlier merges into a loser now point at its survivor, so a merged id always names a live record.
  await trx.raw(
    `WITH repointed AS (
       UPDATE canonical_merges m SET survivor_id = v.survivor
       FROM unnest(?::uuid[], ?::uuid[]) AS v(loser, survivor) WHERE m.customer_id = ? AND m.survivor_id = v.loser)
     INSERT INTO canonical_merges (merged_id, customer_id, entity, survivor_id, merged_at)
     SELECT v.loser, ?, ?, v.survivor, ?::timestamptz FROM unnest(?::uuid[], ?::uuid[]) AS v(loser, survivor)`,
    [loserIds, survivorIds, customerId, customerId, entity, now, loserIds, survivorIds],
  );
}

/** A statement being assembled: its WITH parts and their bindings, in order. */
interface Statement {
  parts: string[];
  bindings: Knex.RawBinding[];
}

/** The record writes: new records, changed ones, and unchanged ones that learned newer source times. */
function recordParts({ customerId, entity }: CanonicalScope, plan: WritePlan, into: Statement): void {
  const { now } = plan;
  if (plan.inserts.length > 0) {
    into.parts.push(`inserted AS (
      INSERT INTO canonical_records (canonical_id, customer_id, entity, data, sources, external_ids, match_key, last_source_update_at, created_at, updated_at)
      SELECT v.canonical_id, ?, ?, v.data, v.sources, v.external_ids, v.match_key, v.last_source_update_at, ?::timestamptz, ?::timestamptz FROM ${RECORDSET})`);
    into.bindings.push(customerId, entity, now, now, ...recordsetBindings(plan.inserts));
  }
  if (plan.updates.length > 0) {
    into.parts.push(`updated AS (
      UPDATE canonical_records c SET data = v.data, sources = v.sources, external_ids = v.external_ids, match_key = v.match_key,
        last_source_update_at = v.last_source_update_at, updated_at = ?::timestamptz
      FROM ${RECORDSET} WHERE c.customer_id = ? AND c.canonical_id = v.canonical_id)`);
    into.bindings.push(now, ...recordsetBindings(plan.updates), customerId);
  }
  if (plan.sourceOnly.length > 0) {
    into.parts.push(`resourced AS (
      UPDATE canonical_records c SET sources = v.sources
      FROM jsonb_to_recordset(?::jsonb) AS v(canonical_id uuid, sources jsonb) WHERE c.customer_id = ? AND c.canonical_id = v.canonical_id)`);
    into.bindings.push(JSON.stringify(plan.sourceOnly.map((r) => ({ canonical_id: r.canonical_id, sources: encodeSources(r.sources) }))), customerId);
  }
}

/**
 * One statement for the rest: its parts touch different rows (new records, changed ones, unchanged ones that
 * learned newer source times) and the new external ids' foreign keys are checked at its end, after the inserts.
 */
async function writeRecords(trx: Knex.Transaction, scope: CanonicalScope, plan: WritePlan, flow: WritingFlow): Promise<WriteCounts> {
  const { customerId, entity, system } = scope;
  const counts: WriteCounts = { records: 0, externalIds: 0 };
  const statement: Statement = { parts: [], bindings: [] };
  const { parts, bindings } = statement;
  recordParts(scope, plan, statement);
  if (flow.id !== null && flow.claims.length > 0) {
    // Stored ids this flow read again become this flow's: a resync of the flow reconciles exactly what it last read.
    parts.push(`claimed AS (
      UPDATE canonical_external_ids x SET flow_id = ? FROM unnest(?::text[]) AS v(external_id)
      WHERE x.customer_id = ? AND x.entity = ? AND x.system = ? AND x.external_id = v.external_id)`);
    bindings.push(flow.id, [...flow.claims], customerId, entity, system);
    counts.externalIds += flow.claims.length;
  }
  counts.records += plan.inserts.length + plan.updates.length + plan.sourceOnly.length;
  let main: string;
  if (plan.newExternalIds.length > 0) {
    // A plain INSERT: these ids were not stored when loaded under the writers' lock, which every writer of this
    // customer and entity holds, and the plan names each once. A conflict here is a bug, and fails the batch.
    main = `INSERT INTO canonical_external_ids (customer_id, entity, system, external_id, canonical_id, flow_id)
      SELECT ?, ?, ?, v.external_id, v.canonical_id, ? FROM jsonb_to_recordset(?::jsonb) AS v(external_id text, canonical_id uuid)`;
    bindings.push(customerId, entity, system, flow.id, JSON.stringify(plan.newExternalIds.map((e) => ({ external_id: e.externalId, canonical_id: e.canonicalId }))));
    counts.externalIds += plan.newExternalIds.length;
  } else {
    main = 'SELECT 1';
  }
  if (parts.length > 0 || plan.newExternalIds.length > 0) await trx.raw(`${parts.length > 0 ? `WITH ${parts.join(',\n')}\n` : ''}${main}`, bindings);
  return counts;
}

export async function writePlan(
  trx: Knex.Transaction,
  scope: CanonicalScope,
  plan: WritePlan,
  flow: WritingFlow = { id: null, claims: [] },
): Promise<{ summary: UpsertSummary; counts: WriteCounts }> {
  const counts: WriteCounts = { records: 0, externalIds: 0 };
  await freeKeys(trx, scope, plan, counts);
  await retireLosers(trx, scope, plan, counts);
  const rest = await writeRecords(trx, scope, plan, flow);
  counts.records += rest.records;
  counts.externalIds += rest.externalIds;
  return { summary: plan.summary, counts };
}
