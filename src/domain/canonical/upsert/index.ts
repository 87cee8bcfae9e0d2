// The one write path into the canonical layer: upsertCanonical(knex, { customerId, entity, system }, records) (or its
// two halves, prepareUpsert and upsertPrepared, for a caller that overlaps them), and deleteCanonical for the
// records a system deleted (deletions.ts).
// A pure core in an SQL shell: prepare.ts validates and normalizes the batch, storedState.ts loads in one statement the
// stored state it can touch, plan.ts decides everything (matching, the merge rules, merges of stored records,
// references, outcomes; the rules are in its header), write.ts executes the plan set-based and answers the rows it
// wrote, statistics.ts keeps the tables' statistics fresh as they grow.
//
// updated_at is monotonic in commit order per customer and entity: writers of one customer and entity are
// serialized by a transaction-scoped advisory lock, and the time is taken under it (storedState.ts), never below the
// newest stored updated_at. A caller that upserts several entities in one transaction must take them in
// ENTITY_TYPES order.
import type { Knex } from 'knex';
import { ENTITY_DEFS, type EntityType } from '../entities.js';
import { loadStoredState } from './storedState.js';
import { lockWriters } from './lock.js';
import { planUpsert, type WritePlan } from './plan.js';
import { MAX_SYSTEM, lookupsOf, prepareBatch, type Lookups, type PreparedBatch } from './prepare.js';
import { noteChanges, startCounting } from './statistics.js';
import type { CanonicalScope, IncomingRecord, UpsertSummary } from './types.js';
import { writePlan } from './write.js';

export type { CanonicalScope, IncomingRecord, UpsertOutcome, UpsertResult, UpsertSummary } from './types.js';
export { deleteCanonical, type DeletionSummary } from './deletions.js';
export type { IncomingDeletion } from './deletionPlan.js';

export interface UpsertOptions {
  /** The flow whose run writes the batch: its external ids are recorded as read by it (see resync reconciliation). */
  flowId?: string;
  /** Done in the write's transaction once the batch is written (a run tallies what it changed): both commit, or neither. */
  inTransaction?: (trx: Knex.Transaction, summary: UpsertSummary) => Promise<void>;
}

/** A batch validated and normalized, with what planning it needs loaded: the part of an upsert that needs no database. */
export interface PreparedUpsert {
  batch: PreparedBatch;
  lookups: Lookups;
}

/**
 * The first half of upsertCanonical, pure: validates and normalizes `records` for `entity` written by `system`. A
 * caller that stores batches in series can prepare the next batch while the current one is being written.
 */
export function prepareUpsert(entity: EntityType, system: string, records: readonly IncomingRecord[]): PreparedUpsert {
  if (!ENTITY_DEFS[entity]) throw new TypeError(`unknown canonical entity type '${String(entity)}'`);
  if (typeof system !== 'string' || system.length === 0 || system.length > MAX_SYSTEM) {
    throw new TypeError(`system must be a non-empty string of at most ${MAX_SYSTEM} characters`);
  }
  const batch = prepareBatch(entity, system, records);
  return { batch, lookups: lookupsOf(batch) };
}

export async function upsertCanonical(knex: Knex, scope: CanonicalScope, records: readonly IncomingRecord[], options: UpsertOptions = {}): Promise<UpsertSummary> {
  return upsertPrepared(knex, scope.customerId, prepareUpsert(scope.entity, scope.system, records), options);
}

/** The second half of upsertCanonical: the batch prepareUpsert made, stored under the writers' lock. */
export async function upsertPrepared(knex: Knex, customerId: string, prepared: PreparedUpsert, options: UpsertOptions = {}): Promise<UpsertSummary> {
  const { batch, lookups } = prepared;
  const { entity, system } = batch;
  await startCounting(knex);
  const { summary, counts } = await knex.transaction(async (trx) => {
    await lockWriters(trx, customerId, entity);
    let { state, now } = await loadStoredState(trx, { customerId, entity, system, lookups, withNow: true });
    let plan: WritePlan | undefined;
    for (;;) {
      const outcome = planUpsert(batch, state, now!);
      if (outcome.plan) {
        plan = outcome.plan;
        break;
      }
      // A merge combined fields into a match key nobody looked up (compound keys): load its holder, plan again.
      ({ state } = await loadStoredState(trx, { customerId, entity, system, lookups: { externalIds: [], matchKeys: outcome.missingKeys, refIds: [], refExternal: [] }, withNow: false }, state));
    }
    const flowId = options.flowId ?? null;
    const claims = flowId === null ? [] : [...state.externalIdFlows].filter(([, f]) => f !== flowId).map(([externalId]) => externalId);
    const written = await writePlan(trx, { customerId, entity, system }, plan, { id: flowId, claims });
    if (options.inTransaction) await options.inTransaction(trx, written.summary);
    return written;
  });
  noteChanges(knex, { canonical_records: counts.records, canonical_external_ids: counts.externalIds });
  return summary;
}
