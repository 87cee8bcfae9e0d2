// Deletions reported by one system, in an SQL shell around the pure deletionPlan.ts: load the links the batch names
// and every link of the records they name, plan, then unlink, update and tombstone set-based, under the writers'
// lock and with the time it gives (index.ts), so tombstones take their place in the sync order like any change.
import type { Knex } from 'knex';
import { ENTITY_DEFS } from '../entities.js';
import type { CanonicalRow } from '../repository.js';
import { normalizeTimestamp } from '../values.js';
import { planDeletions, type DeletionState, type IncomingDeletion } from './deletionPlan.js';
import { loadStoredState } from './storedState.js';
import { lockWriters } from './lock.js';
import { noteChanges, startCounting } from './statistics.js';
import type { CanonicalScope } from './types.js';

export interface DeletionSummary {
  /** Deletions that removed a link (ids never stored, or deleted before, are not counted). */
  applied: number;
  /** Each record the deletions changed, as it is now: live with fewer external ids, or a tombstone. */
  rows: CanonicalRow[];
  /** The updated_at given to every record in `rows`; null when nothing was written. */
  updatedAt: string | null;
  /** Before this call, the updated_at of each record in `rows`. */
  priorUpdatedAt: Record<string, string>;
}

export interface DeletionOptions {
  /** Done in the deletions' transaction once they are applied (a run tallies what it changed): both commit, or neither. */
  inTransaction?: (trx: Knex.Transaction, summary: DeletionSummary) => Promise<void>;
}

const NO_LOOKUPS = { externalIds: [], matchKeys: [], refIds: [], refExternal: [] };

export async function deleteCanonical(knex: Knex, scope: CanonicalScope, deletions: readonly IncomingDeletion[], options: DeletionOptions = {}): Promise<DeletionSummary> {
  const { customerId, entity, system } = scope;
  if (!ENTITY_DEFS[entity]) throw new TypeError(`unknown canonical entity type '${String(entity)}'`);
  const incoming = deletions.map((d) => {
    const at = d.deletedAt === undefined ? undefined : normalizeTimestamp(d.deletedAt);
    return at === undefined ? { externalId: d.externalId } : { externalId: d.externalId, deletedAt: at };
  });
  if (incoming.length === 0) return { applied: 0, rows: [], updatedAt: null, priorUpdatedAt: {} };
  await startCounting(knex);
  const { summary, unlinked, changed } = await knex.transaction(async (trx) => {
    await lockWriters(trx, customerId, entity);
    const { now } = await loadStoredState(trx, { customerId, entity, system, lookups: NO_LOOKUPS, withNow: true });
    const state = await loadDeletionState(trx, scope, [...new Set(incoming.map((d) => d.externalId))]);
    const plan = planDeletions(system, incoming, state, now!);
    if (plan.unlink.length > 0) {
      await trx.raw(
        `DELETE FROM canonical_external_ids x USING unnest(?::text[]) AS v(external_id)
         WHERE x.customer_id = ? AND x.entity = ? AND x.system = ? AND x.external_id = v.external_id`,
        [plan.unlink, customerId, entity, system],
      );
    }
    if (plan.updates.length > 0) {
      await trx.raw(
        `UPDATE canonical_records c SET external_ids = v.external_ids, updated_at = ?::timestamptz
         FROM jsonb_to_recordset(?::jsonb) AS v(canonical_id uuid, external_ids jsonb) WHERE c.customer_id = ? AND c.canonical_id = v.canonical_id`,
        [now!, JSON.stringify(plan.updates), customerId],
      );
    }
    if (plan.tombstones.length > 0) {
      await trx.raw(
        `UPDATE canonical_records c SET deleted_at = v.deleted_at, updated_at = ?::timestamptz, external_ids = '{}'::jsonb, match_key = NULL
         FROM jsonb_to_recordset(?::jsonb) AS v(canonical_id uuid, deleted_at timestamptz) WHERE c.customer_id = ? AND c.canonical_id = v.canonical_id`,
        [now!, JSON.stringify(plan.tombstones), customerId],
      );
    }
    const priorUpdatedAt: Record<string, string> = {};
    for (const row of plan.rows) priorUpdatedAt[row.canonical_id] = state.records.get(row.canonical_id)!.updated_at;
    const summary: DeletionSummary = { applied: plan.applied, rows: plan.rows, updatedAt: plan.rows.length > 0 ? now! : null, priorUpdatedAt };
    if (options.inTransaction) await options.inTransaction(trx, summary);
    return { summary, unlinked: plan.unlink.length, changed: plan.updates.length + plan.tombstones.length };
  });
  noteChanges(knex, { canonical_records: changed, canonical_external_ids: unlinked });
  return summary;
}

/** The links `externalIds` are, the live records they name, and every link of those records. */
async function loadDeletionState(trx: Knex.Transaction, { customerId, entity, system }: CanonicalScope, externalIds: string[]): Promise<DeletionState> {
  const { rows: linkedRows } = (await trx.raw(
    `SELECT x.external_id, x.canonical_id
     FROM (SELECT ?::text AS customer_id, ?::text AS entity, ?::text AS system, u.external_id FROM unnest(?::text[]) AS u(external_id) OFFSET 0) v
     JOIN canonical_external_ids x ON x.customer_id = v.customer_id AND x.entity = v.entity AND x.system = v.system AND x.external_id = v.external_id`,
    [customerId, entity, system, externalIds],
  )) as { rows: Array<{ external_id: string; canonical_id: string }> };
  const linked = new Map(linkedRows.map((r) => [r.external_id, r.canonical_id]));
  const ids = [...new Set(linked.values())];
  if (ids.length === 0) return { linked, records: new Map(), links: new Map() };
  // By primary key and by canonical_external_ids_record, both led by the customer: no plan here depends on statistics
  // (storedState.ts).
  const { rows: recordRows } = (await trx.raw(
    `SELECT customer_id, entity, canonical_id, data, external_ids, last_source_update_at, created_at, updated_at, deleted_at, merged_into
     FROM canonical_records WHERE customer_id = ? AND canonical_id = ANY(?::uuid[])`,
    [customerId, ids],
  )) as { rows: Array<CanonicalRow & { customer_id: string; entity: string }> };
  const records = new Map<string, CanonicalRow>();
  for (const { customer_id, entity: e, ...row } of recordRows) {
    if (customer_id === customerId && e === entity && row.deleted_at === null) records.set(row.canonical_id, row);
  }
  const { rows: linkRows } = (await trx.raw('SELECT canonical_id, system, external_id FROM canonical_external_ids WHERE customer_id = ? AND canonical_id = ANY(?::uuid[])', [customerId, ids])) as {
    rows: Array<{ canonical_id: string; system: string; external_id: string }>;
  };
  const links = new Map<string, Array<readonly [string, string]>>();
  for (const r of linkRows) {
    const list = links.get(r.canonical_id) ?? [];
    list.push([r.system, r.external_id]);
    links.set(r.canonical_id, list);
  }
  return { linked, records, links };
}
