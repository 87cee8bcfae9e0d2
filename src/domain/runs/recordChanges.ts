// What a run changed in the canonical layer, per entity type, and the `records.changed` events that report it.
//
// Each canonical write a run makes (a batch stored, a batch of deletions) adds the records it changed to the run row's
// `record_changes`, in the write's own transaction (noteRecordChanges), so the tally holds exactly what committed:
// whatever a worker crash, a resumption or a taken-over attempt did. When the run ends, the transaction that ends it
// records one `records.changed` per entity with changes (recordChangeEvents), so the events exist exactly when the
// run's end committed (the outbox rule).
//
// `updated_since` is the updated_at of the run's first change to the entity: canonical updated_at is monotonic per
// customer and entity (canonical/upsert/index.ts), so every record the run changed has an updated_at at or after it,
// and a data API read with it returns them all (and whatever other writers of the entity changed since). Records are
// counted once each, by how they ended: `created` (new since the run's first change, live), `updated` (older,
// changed, live), `deleted` (tombstones: deleted in their sources, or merged away). A record changed again by a later
// batch of the same run (its prior updated_at is at or after `updated_since`) moves from its earlier count instead of
// being counted twice; a record another writer changed meanwhile can be taken for one of the run's (counts never go
// below zero).
import type { Knex } from 'knex';
import { ENTITY_TYPES, type EntityType } from '../canonical/entities.js';
import { recordEvent } from '../events/outbox.js';

export interface EntityChanges {
  created: number;
  updated: number;
  deleted: number;
  /** The updated_at of the run's first change to the entity (the smallest it wrote). */
  updated_since: string;
}

export type RecordChanges = Partial<Record<EntityType, EntityChanges>>;

/** A canonical record as a write left it: what the tally needs of it. */
export interface ChangedRecord {
  canonical_id: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/**
 * `current` with the records of one committed write added: `rows` are the records the write names (those whose
 * updated_at is not the write's `now` were left unchanged and are skipped), `prior` their updated_at before it.
 * Answers `current` itself when the write changed nothing.
 */
export function addChanges(current: EntityChanges | undefined, now: string, rows: readonly ChangedRecord[], prior: Readonly<Record<string, string>>): EntityChanges | undefined {
  const changed = rows.filter((r) => r.updated_at === now);
  if (changed.length === 0) return current;
  const next: EntityChanges = current ? { ...current } : { created: 0, updated: 0, deleted: 0, updated_since: now };
  const since = next.updated_since;
  for (const row of changed) {
    const createdByRun = row.created_at >= since;
    const before = prior[row.canonical_id];
    // Changed before by this run: it moves from the count it was in.
    if (before !== undefined && before >= since) {
      if (createdByRun) next.created = Math.max(0, next.created - 1);
      else next.updated = Math.max(0, next.updated - 1);
    }
    if (row.deleted_at !== null) next.deleted += 1;
    else if (createdByRun) next.created += 1;
    else next.updated += 1;
  }
  return next;
}

/** What one canonical write changed: its time (null when it wrote nothing), the rows, and their earlier times. */
export interface CanonicalWrite {
  updatedAt: string | null;
  rows: readonly ChangedRecord[];
  priorUpdatedAt: Readonly<Record<string, string>>;
}

/**
 * What this process last wrote to a run's `record_changes`, or read of it under the row's lock: the run's next write
 * updates the row in one statement as long as it still holds exactly that, and reads it under the lock again when
 * it does not (another attempt wrote it, or the write that set this rolled back). One per run.
 */
export interface KnownRecordChanges {
  value?: RecordChanges;
}

/** Whose changes a write adds to: the run, the entity written, and what the run's changes were last known to be. */
export interface ChangesOf {
  runId: string;
  entity: EntityType;
  known?: KnownRecordChanges;
}

/**
 * Adds one canonical write of the run to its `record_changes`, in that write's transaction. Nothing is noted once the
 * run is no longer running (a worker still writing after its run ended elsewhere): no event would report it.
 */
export async function noteRecordChanges(trx: Knex.Transaction, of: ChangesOf, write: CanonicalWrite): Promise<void> {
  const { runId, entity, known = {} } = of;
  const { updatedAt: now, rows, priorUpdatedAt: prior } = write;
  if (now === null || !rows.some((r) => r.updated_at === now)) return;
  if (known.value && (await updateIfUnchanged(trx, { runId, entity, known }, write))) return;
  const run = (await trx('runs').where({ id: runId, status: 'running' }).forUpdate().first('record_changes')) as { record_changes: RecordChanges } | undefined;
  known.value = run?.record_changes;
  if (!run) return;
  const next = addChanges(run.record_changes[entity], now, rows, prior);
  if (next === run.record_changes[entity]) return;
  const all = { ...run.record_changes, [entity]: next };
  await trx('runs').where({ id: runId }).update({ record_changes: JSON.stringify(all) });
  known.value = all;
}

/** The write added to what `known` holds, stored if the running run's row still holds that; false if it does not. */
async function updateIfUnchanged(trx: Knex.Transaction, { runId, entity, known }: Required<ChangesOf>, write: CanonicalWrite): Promise<boolean> {
  const current = known.value!;
  const next = addChanges(current[entity], write.updatedAt!, write.rows, write.priorUpdatedAt);
  if (next === current[entity]) return true;
  const all = { ...current, [entity]: next };
  const { rowCount } = (await trx.raw(`UPDATE runs SET record_changes = ?::jsonb WHERE id = ? AND status = 'running' AND record_changes = ?::jsonb`, [
    JSON.stringify(all),
    runId,
    JSON.stringify(current),
  ])) as { rowCount?: number };
  if (!rowCount) return false;
  known.value = all;
  return true;
}

/** Records `records.changed` for each entity the run (locked by the caller, ending now) changed, in entity order. */
export async function recordChangeEvents(trx: Knex.Transaction, run: { id: string; customer_id: string; flow_id: string }): Promise<void> {
  const row = (await trx('runs').where({ id: run.id }).first('record_changes')) as { record_changes: RecordChanges } | undefined;
  const changes = row?.record_changes ?? {};
  for (const entity of ENTITY_TYPES) {
    const c = changes[entity];
    if (!c || c.created + c.updated + c.deleted === 0) continue;
    await recordEvent(trx, run.customer_id, 'records.changed', {
      run_id: run.id,
      flow_id: run.flow_id,
      entity,
      created: c.created,
      updated: c.updated,
      deleted: c.deleted,
      updated_since: c.updated_since,
    });
  }
}
