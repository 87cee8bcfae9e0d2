// The records a plan works on (plan.ts): the loaded ones, copied, and those it creates; which holds each match key;
// and the merges between them. Pure, like the plan.
import { ENTITY_DEFS, type EntityType } from '../entities.js';
import { matchKeyOf } from '../values.js';
import { beats } from './fieldRule.js';
import type { Provenance, StoredRecord } from './types.js';

/** What the load step found: the stored state the batch can touch. */
export interface LoadedState {
  /** The writing system's external ids of the batch that are stored, and the canonical_id each names. */
  externalIds: ReadonlyMap<string, string>;
  /** The flow that last read each of those external ids (null when none is known). */
  externalIdFlows: ReadonlyMap<string, string | null>;
  /** Stored records of the entity, by canonical_id: those the external ids name and those holding a looked-up key. */
  records: ReadonlyMap<string, StoredRecord>;
  /** Every match key looked up, held by a loaded record or by none. */
  matchKeys: ReadonlySet<string>;
  /** `${entity}\0${canonical_id}` of each referenced id that exists -> the live record (itself, or its survivor). */
  refIds: ReadonlyMap<string, string>;
  /** refKey(reference) of each external reference that resolves -> canonical_id. */
  refExternal: ReadonlyMap<string, string>;
}

export interface Working {
  id: string;
  isNew: boolean;
  data: Record<string, unknown>;
  sources: Record<string, Provenance>;
  externalIds: Record<string, string>;
  matchKey: string | null;
  createdAt: string;
  lastSourceUpdateAt: string;
  /** As loaded; absent for a new record. */
  stored?: StoredRecord;
  mergedInto?: string;
  /** Took in another record: changed even if its own fields did not. */
  absorbed: boolean;
}

export class Workspace {
  readonly records = new Map<string, Working>();
  /** In the order made; a survivor may itself be merged later (resolveId follows). */
  readonly merges: Array<{ loser: string; survivor: string }> = [];
  /** Match keys asked for that the load did not look up. */
  readonly missingKeys = new Set<string>();
  private readonly keyHolder = new Map<string, string>();
  private readonly mergedInto = new Map<string, string>();

  constructor(
    private readonly entity: EntityType,
    private readonly loaded: LoadedState,
  ) {
    for (const r of loaded.records.values()) {
      this.add({
        id: r.canonical_id,
        isNew: false,
        data: { ...r.data },
        sources: { ...r.sources },
        externalIds: { ...r.external_ids },
        matchKey: r.match_key,
        createdAt: r.created_at,
        lastSourceUpdateAt: r.last_source_update_at,
        stored: r,
        absorbed: false,
      });
    }
  }

  add(w: Working): void {
    this.records.set(w.id, w);
    if (w.matchKey !== null) this.keyHolder.set(w.matchKey, w.id);
  }

  /** The live record an id ended in, following merges. */
  resolveId(id: string): string {
    let cur = id;
    for (let next = this.mergedInto.get(cur); next !== undefined; next = this.mergedInto.get(cur)) cur = next;
    return cur;
  }

  /** The live record holding a match key, if any. */
  recordWithKey(key: string): string | undefined {
    if (!this.loaded.matchKeys.has(key)) this.missingKeys.add(key);
    const id = this.keyHolder.get(key);
    return id === undefined ? undefined : this.resolveId(id);
  }

  /** Merges two records into the older (created_at, then canonical_id), field by field; answers the survivor. */
  merge(a: Working, b: Working): Working {
    const olderFirst = a.createdAt !== b.createdAt ? a.createdAt < b.createdAt : a.id < b.id;
    const [survivor, loser] = olderFirst ? [a, b] : [b, a];
    for (const f of ENTITY_DEFS[this.entity].fields) {
      const pl = loser.sources[f.name];
      if (pl && beats(pl, loser.data[f.name], survivor.sources[f.name], survivor.data[f.name])) {
        survivor.data[f.name] = loser.data[f.name];
        survivor.sources[f.name] = pl;
      }
    }
    // One id per system: the survivor's when both have one.
    for (const [sys, ext] of Object.entries(loser.externalIds)) if (!(sys in survivor.externalIds)) survivor.externalIds[sys] = ext;
    if (loser.lastSourceUpdateAt > survivor.lastSourceUpdateAt) survivor.lastSourceUpdateAt = loser.lastSourceUpdateAt;
    survivor.absorbed = true;
    loser.mergedInto = survivor.id;
    this.mergedInto.set(loser.id, survivor.id);
    if (loser.matchKey !== null && this.keyHolder.get(loser.matchKey) === loser.id) this.keyHolder.delete(loser.matchKey);
    this.merges.push({ loser: loser.id, survivor: survivor.id });
    return survivor;
  }

  /** Recomputes a record's match key; a key another record holds means the two are one: merge until stable. */
  settleKey(start: Working): Working {
    let w = start;
    for (;;) {
      const key = matchKeyOf(this.entity, w.data);
      if (key === w.matchKey && (key === null || this.keyHolder.get(key) === w.id)) return w;
      if (w.matchKey !== null && this.keyHolder.get(w.matchKey) === w.id) this.keyHolder.delete(w.matchKey);
      w.matchKey = key;
      if (key === null) return w;
      const holder = this.recordWithKey(key);
      if (holder === undefined || holder === w.id) {
        this.keyHolder.set(key, w.id);
        return w;
      }
      w = this.merge(w, this.records.get(holder)!);
      w.matchKey = null; // recomputed (and re-registered) on the next turn
    }
  }
}
