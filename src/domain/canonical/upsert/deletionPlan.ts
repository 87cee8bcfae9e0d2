// What deletions reported by one system do to the canonical records they name, as a pure function (no I/O, no
// clock) from the stored state to a plan; deletions.ts loads that state and writes the plan.
//
// A deletion removes the system's (external id -> canonical record) link. The record keeps its field values; the
// `external_ids` map, which shows one id per system, shows another id of the same system still linked to it, or
// none. A record no link holds any more is a tombstone: deleted_at is set (the source's deletion time when it gave
// one, else now), its external ids and match key are cleared, and updated_at moves so incremental readers see it.
// A record that keeps a link changes only when its `external_ids` map does. A deletion of an id that is not linked
// (never stored, or deleted before) changes nothing and is not counted.
import type { CanonicalRow } from '../repository.js';

/** One deletion as the canonical layer takes it. */
export interface IncomingDeletion {
  externalId: string;
  /** When the source deleted it (ISO 8601, microseconds), if it said. */
  deletedAt?: string;
}

/** The stored state a batch of deletions can touch. */
export interface DeletionState {
  /** The system's external ids of the batch that are linked, and the record each names. */
  linked: ReadonlyMap<string, string>;
  /** The records those ids name, live. */
  records: ReadonlyMap<string, CanonicalRow>;
  /** Every link of those records, in any system: canonical_id -> [system, external_id][]. */
  links: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>;
}

export interface DeletionPlan {
  /** External ids of the system whose links go. */
  unlink: string[];
  /** Records that stay live with another `external_ids` map. */
  updates: Array<{ canonical_id: string; external_ids: Record<string, string> }>;
  /** Records that become tombstones. */
  tombstones: Array<{ canonical_id: string; deleted_at: string }>;
  /** Deletions that removed a link. */
  applied: number;
  /** Each changed record as it is after the plan (live ones and tombstones), for the destination. */
  rows: CanonicalRow[];
}

export function planDeletions(system: string, deletions: readonly IncomingDeletion[], state: DeletionState, now: string): DeletionPlan {
  const unlink = new Set<string>();
  const deletedAt = new Map<string, string>(); // canonical_id -> the latest deletion time the source gave
  for (const d of deletions) {
    const id = state.linked.get(d.externalId);
    if (id === undefined || unlink.has(d.externalId)) continue;
    unlink.add(d.externalId);
    if (d.deletedAt !== undefined && d.deletedAt > (deletedAt.get(id) ?? '')) deletedAt.set(id, d.deletedAt);
  }
  const plan: DeletionPlan = { unlink: [...unlink], updates: [], tombstones: [], applied: unlink.size, rows: [] };
  const touched = [...new Set(plan.unlink.map((e) => state.linked.get(e)!))];
  for (const id of touched) {
    const record = state.records.get(id);
    if (!record) continue; // linked to a record that is gone (cannot happen under the writers' lock; be safe)
    const left = (state.links.get(id) ?? []).filter(([sys, ext]) => !(sys === system && unlink.has(ext)));
    if (left.length === 0) {
      const at = deletedAt.get(id) ?? now;
      plan.tombstones.push({ canonical_id: id, deleted_at: at });
      plan.rows.push({ ...record, external_ids: {}, updated_at: now, deleted_at: at, merged_into: null });
      continue;
    }
    const shown: Record<string, string> = {};
    for (const [sys, ext] of Object.entries(record.external_ids)) {
      const stillLinked = left.some(([s, e]) => s === sys && e === ext);
      const other = left.filter(([s]) => s === sys).map(([, e]) => e).sort()[0];
      if (stillLinked) shown[sys] = ext;
      else if (other !== undefined) shown[sys] = other;
    }
    if (JSON.stringify(Object.entries(shown).sort()) === JSON.stringify(Object.entries(record.external_ids).sort())) continue;
    plan.updates.push({ canonical_id: id, external_ids: shown });
    plan.rows.push({ ...record, external_ids: shown, updated_at: now });
  }
  return plan;
}
