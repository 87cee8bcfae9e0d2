// The canonical upsert's decisions, as a pure function from a prepared batch and the stored state it can touch to
// a write plan and the caller's summary. No I/O and no clock: `now` is passed in.
//
// Matching: an incoming record is the stored record that already carries its (system, external id); failing that,
// the stored record with the same match key (ENTITY_DEFS[entity].matchKey, normalized); failing that, a new record.
// Merging: each field takes the value with the newest source update time (the record's last_source_update_at);
// equal times go to the system whose name sorts first, then to the value whose JSON text sorts first, so the
// result never depends on the order records arrive in (fieldRule.ts, beats). A field absent from the incoming
// record is "not known to this source" and takes no part; null is a value ("the source says there is none").
// Two stored records that turn out to be the same (the incoming record matches one by external id and another by
// match key, or a record's match key changes to one another record holds) are merged: the survivor is the older
// record (created_at, then canonical_id); its fields are merged from both by the rule above, the loser's external
// ids move to it (the external_ids map keeps one id per system, the survivor's when both have one; every id still
// finds the survivor), the loser's row is deleted and canonical_merges records "loser merged into survivor".
// Publishing: a record whose returned content (fields, external_ids) is unchanged keeps its updated_at and
// last_source_update_at, so incremental readers are not flooded; newer source times are still kept for the merge
// rule. (updated_at's monotonicity is the caller's: it passes a `now` taken under the writers' lock; index.ts.)
import { ENTITY_DEFS, type EntityType, type FieldDef } from '../entities.js';
import type { CanonicalRow } from '../repository.js';
import { matchKeyOf, uuidv7 } from '../values.js';
import { beats, maxSourceTime, orderedData, sameValue, stableJson } from './fieldRule.js';
import { Workspace, type LoadedState, type Working } from './workspace.js';
import { refKey, type PreparedBatch, type PreparedRecord } from './prepare.js';
import type { Provenance, StoredRecord, UpsertResult, UpsertSummary } from './types.js';

export type { LoadedState };

/** One canonical_records row to insert or update, in its stored form. */
export interface RecordWrite {
  canonical_id: string;
  data: Record<string, unknown>;
  sources: Record<string, Provenance>;
  external_ids: Record<string, string>;
  match_key: string | null;
  last_source_update_at: string;
}

export interface WritePlan {
  /** updated_at of every changed record, created_at of every new one. */
  now: string;
  /** Stored records whose match key must be cleared before the writes: merged away, or moving to another key. */
  freeKeys: string[];
  inserts: RecordWrite[];
  /** Records whose content changed: written with updated_at = now. */
  updates: RecordWrite[];
  /** Records whose content is unchanged but which learned newer source times: updated_at stays. */
  sourceOnly: Array<{ canonical_id: string; sources: Record<string, Provenance> }>;
  /**
   * Stored records merged away: they become tombstones (deleted_at and updated_at = now, merged_into = survivor, no
   * external ids or match key), their external ids and earlier merges moved to the survivor.
   */
  losers: Array<{ loser: string; survivor: string }>;
  /** The writing system's external ids not stored yet. */
  newExternalIds: Array<{ externalId: string; canonicalId: string }>;
  summary: UpsertSummary;
}

/** A plan, or the match keys that must be loaded before the batch can be planned (then plan again). */
export type PlanOutcome = { plan: WritePlan; missingKeys?: undefined } | { plan?: undefined; missingKeys: string[] };

const NONE: readonly string[] = Object.freeze([]);
const NOTHING_PENDING: ReadonlyMap<string, string> = new Map();

type RefResolution = { ok: true; id: string } | { ok: false; unknownId: boolean; message: string };

function resolveRef(field: FieldDef, value: unknown, system: string, loaded: LoadedState): RefResolution {
  const target = (field.type as { entity: EntityType }).entity;
  if (typeof value === 'string') {
    const id = loaded.refIds.get(`${target}\u0000${value}`);
    if (id) return { ok: true, id };
    return { ok: false, unknownId: true, message: `names ${target} '${value}', which does not exist` };
  }
  const r = value as { system?: string; external_id: string };
  const id = loaded.refExternal.get(refKey({ entity: target, system: r.system ?? system, externalId: r.external_id }));
  if (id) return { ok: true, id };
  const where = `external id '${r.external_id}' in system '${r.system ?? system}'`;
  return { ok: false, unknownId: false, message: `no ${target} has ${where} yet; send this record again once it is stored` };
}

/** An incoming record's values with its references resolved, or why it is rejected. */
interface Resolved {
  values: Record<string, unknown>;
  /** References to ids that do not exist: the record is rejected with them. */
  refErrors: readonly string[];
  /** Required field -> why its external reference did not resolve (the record does not supply the field). */
  pending: ReadonlyMap<string, string>;
}

/** The writes a plan makes, with the rows they end as. */
interface Writes {
  plan: Omit<WritePlan, 'summary'>;
  finalRows: Map<string, CanonicalRow>;
  changed: Set<string>;
  priorUpdatedAt: Record<string, string>;
}

/** One batch's planning: the batch applied in order to a workspace over the loaded state, then its writes. */
class Planner {
  private readonly fieldDefs: readonly FieldDef[];
  private readonly refFields: readonly FieldDef[];
  private readonly requiredFields: readonly FieldDef[];
  readonly ws: Workspace;
  /** This system's external id -> canonical_id. */
  private readonly extMap: Map<string, string>;
  readonly newExternalIds: Array<{ externalId: string; id: string }> = [];
  readonly results: UpsertResult[];

  constructor(
    private readonly batch: PreparedBatch,
    private readonly loaded: LoadedState,
    private readonly now: string,
    private readonly newId: () => string,
  ) {
    this.fieldDefs = ENTITY_DEFS[batch.entity].fields;
    this.refFields = this.fieldDefs.filter((f) => f.type.kind === 'ref');
    this.requiredFields = this.fieldDefs.filter((f) => f.required);
    this.results = batch.externalIds.map((externalId) => ({ externalId, outcome: 'rejected' }));
    for (const [i, errors] of batch.errors) this.results[i]!.errors = errors;
    this.ws = new Workspace(batch.entity, loaded);
    this.extMap = new Map(loaded.externalIds);
  }

  private resolveRefs(p: PreparedRecord): Resolved {
    // A copy only when references are resolved into it: the prepared values are the batch's, never changed here.
    const values = this.refFields.some((f) => p.values[f.name] !== undefined && p.values[f.name] !== null) ? { ...p.values } : p.values;
    // Made only when a reference fails: most records' all resolve, and a run plans hundreds of thousands of them.
    let refErrors: string[] | undefined;
    let pending: Map<string, string> | undefined;
    for (const f of this.refFields) {
      if (!(f.name in values) || values[f.name] === null) continue;
      const resolved = resolveRef(f, values[f.name], this.batch.system, this.loaded);
      if (resolved.ok) values[f.name] = resolved.id;
      else if (resolved.unknownId) (refErrors ??= []).push(`/${f.name} ${resolved.message}`);
      else {
        // An external reference not known yet: this record does not supply the field.
        (pending ??= new Map()).set(f.name, resolved.message);
        delete values[f.name];
      }
    }
    return { values, refErrors: refErrors ?? NONE, pending: pending ?? NOTHING_PENDING };
  }

  /** The stored (or earlier in the batch) record the incoming one is: by external id, then by match key, merged. */
  private targetOf(externalId: string, values: Record<string, unknown>): Working | undefined {
    const { ws } = this;
    const byExt = this.extMap.has(externalId) ? ws.resolveId(this.extMap.get(externalId)!) : undefined;
    const key = matchKeyOf(this.batch.entity, values);
    const byKey = key === null ? undefined : ws.recordWithKey(key);
    let target: Working | undefined;
    if (byExt !== undefined) target = ws.records.get(byExt);
    if (byKey !== undefined && byKey !== target?.id) {
      const other = ws.records.get(byKey)!;
      target = target ? ws.merge(target, other) : other;
    }
    return target;
  }

  /**
   * A new record takes every field the incoming one has (nothing held can beat it): its data in schema order, every
   * field present, as it is stored.
   */
  private create(p: PreparedRecord, values: Record<string, unknown>, provenance: Provenance): Working {
    const data: Record<string, unknown> = {};
    const sources: Record<string, Provenance> = {};
    for (const f of this.fieldDefs) {
      const v = values[f.name];
      if (v === undefined) {
        data[f.name] = null;
      } else {
        data[f.name] = v;
        sources[f.name] = provenance;
      }
    }
    const target: Working = { id: this.newId(), isNew: true, data, sources, externalIds: {}, matchKey: null, createdAt: this.now, lastSourceUpdateAt: p.ts, absorbed: false };
    this.ws.add(target);
    return target;
  }

  private mergeFields(target: Working, values: Record<string, unknown>, provenance: Provenance): void {
    for (const f of this.fieldDefs) {
      const v = values[f.name];
      if (v === undefined) continue;
      if (beats(provenance, v, target.sources[f.name], target.data[f.name])) {
        target.data[f.name] = v;
        target.sources[f.name] = provenance;
      }
    }
  }

  /** Applies one valid incoming record to the workspace, or records why it is rejected. */
  apply(p: PreparedRecord): void {
    const { system } = this.batch;
    const { values, refErrors, pending } = this.resolveRefs(p);
    if (refErrors.length > 0) {
      this.results[p.index]!.errors = [...refErrors];
      return;
    }
    let target = this.targetOf(p.externalId, values);
    const provenance: Provenance = [p.ts, system];
    if (!target) {
      const missing = this.requiredFields.filter((f) => values[f.name] === undefined || values[f.name] === null);
      if (missing.length > 0) {
        // Only an unresolved external reference can leave a required field out of a valid record.
        this.results[p.index]!.errors = missing.map((f) => `/${f.name}: ${pending.get(f.name) ?? 'is required'}`);
        return;
      }
      target = this.create(p, values, provenance);
    } else {
      this.mergeFields(target, values, provenance);
    }
    if (p.ts > target.lastSourceUpdateAt) target.lastSourceUpdateAt = p.ts;
    if (!(system in target.externalIds)) target.externalIds[system] = p.externalId;
    if (!this.extMap.has(p.externalId)) this.newExternalIds.push({ externalId: p.externalId, id: target.id });
    this.extMap.set(p.externalId, target.id);
    target = this.ws.settleKey(target);
    this.results[p.index]!.canonicalId = target.id;
  }

  private toWrite(w: Working): RecordWrite {
    return {
      canonical_id: w.id,
      // A new record's data is made complete and in schema order (create), and merges only assign its fields.
      data: w.isNew ? w.data : orderedData(this.fieldDefs, w.data),
      sources: w.sources,
      external_ids: w.externalIds,
      match_key: w.matchKey,
      last_source_update_at: maxSourceTime(w.sources, w.lastSourceUpdateAt),
    };
  }

  private rowOf(r: RecordWrite, createdAt: string): CanonicalRow {
    return {
      canonical_id: r.canonical_id,
      data: r.data,
      external_ids: r.external_ids,
      last_source_update_at: r.last_source_update_at,
      created_at: createdAt,
      updated_at: this.now,
      deleted_at: null,
      merged_into: null,
    };
  }

  /** What each surviving record needs, and the row it ends as. */
  writes(): Writes {
    const { ws, now } = this;
    const w: Writes = {
      plan: { now, freeKeys: [], inserts: [], updates: [], sourceOnly: [], losers: [], newExternalIds: [] },
      finalRows: new Map(),
      changed: new Set(),
      priorUpdatedAt: {},
    };
    for (const record of ws.records.values()) {
      if (record.mergedInto === undefined) this.planRecord(w, record);
    }
    const { plan } = w;
    plan.losers = ws.merges.map((m) => ({ loser: m.loser, survivor: ws.resolveId(m.survivor) })).filter((m) => !ws.records.get(m.loser)!.isNew);
    plan.freeKeys.unshift(...plan.losers.map((m) => m.loser));
    plan.newExternalIds = this.newExternalIds.map((e) => ({ externalId: e.externalId, canonicalId: ws.resolveId(e.id) }));
    return w;
  }

  private planRecord({ plan, finalRows, changed, priorUpdatedAt }: Writes, w: Working): void {
    if (w.isNew) {
      const write = this.toWrite(w);
      plan.inserts.push(write);
      finalRows.set(w.id, this.rowOf(write, w.createdAt));
      changed.add(w.id);
      return;
    }
    const s = w.stored!;
    const contentChanged = w.absorbed || stableJson(w.externalIds) !== stableJson(s.external_ids) || this.fieldDefs.some((f) => !sameValue(w.data[f.name], s.data[f.name]));
    if (contentChanged) {
      const write = this.toWrite(w);
      plan.updates.push(write);
      finalRows.set(w.id, this.rowOf(write, w.createdAt));
      changed.add(w.id);
      priorUpdatedAt[w.id] = s.updated_at;
      if (w.matchKey !== s.match_key && s.match_key !== null) plan.freeKeys.push(w.id);
    } else if (stableJson(w.sources) !== stableJson(s.sources)) {
      plan.sourceOnly.push({ canonical_id: w.id, sources: w.sources });
    }
  }

  /** Outcomes: created / updated / unchanged per incoming record, against the record it ended in. */
  summary({ plan, finalRows, changed, priorUpdatedAt }: Writes): UpsertSummary {
    const { ws, now, results } = this;
    const createdIds = new Set(plan.inserts.map((w) => w.canonical_id));
    const summary: UpsertSummary = { results, created: 0, updated: 0, unchanged: 0, rejected: 0, merged: [], tombstones: [], updatedAt: now, priorUpdatedAt, rows: [] };
    const seen = new Set<string>();
    for (const r of results) {
      if (r.errors) {
        summary.rejected++;
        continue;
      }
      r.canonicalId = ws.resolveId(r.canonicalId!);
      const first = !seen.has(r.canonicalId);
      if (first) {
        seen.add(r.canonicalId);
        summary.rows.push(finalRows.get(r.canonicalId) ?? storedRow(ws.records.get(r.canonicalId)!.stored!));
      }
      if (createdIds.has(r.canonicalId) && first) r.outcome = 'created';
      else if (changed.has(r.canonicalId)) r.outcome = 'updated';
      else r.outcome = 'unchanged';
      summary[r.outcome]++;
    }
    summary.merged = ws.merges.map((m) => ({ mergedId: m.loser, survivorId: ws.resolveId(m.survivor) }));
    // A stored record merged away stays as a tombstone naming its survivor, so incremental readers learn of the merge.
    for (const { loser } of plan.losers) priorUpdatedAt[loser] = ws.records.get(loser)!.stored!.updated_at;
    summary.tombstones = plan.losers.map(({ loser, survivor }) => ({
      ...storedRow(ws.records.get(loser)!.stored!),
      external_ids: {},
      updated_at: now,
      deleted_at: now,
      merged_into: survivor,
    }));
    return summary;
  }
}

/**
 * Plans the batch against the loaded state. `newId` makes the canonical_id of each new record (uuidv7 unless a
 * test passes its own). Answers the match keys still to load when a merge produced a key nobody looked up.
 */
export function planUpsert(batch: PreparedBatch, loaded: LoadedState, now: string, newId: () => string = uuidv7): PlanOutcome {
  const planner = new Planner(batch, loaded, now, newId);
  // Apply the batch in order.
  for (const p of batch.valid) planner.apply(p);
  if (planner.ws.missingKeys.size > 0) return { missingKeys: [...planner.ws.missingKeys] };
  const writes = planner.writes();
  return { plan: { ...writes.plan, summary: planner.summary(writes) } };
}

/** The returned columns of a stored record that this batch leaves as it is. */
function storedRow(s: StoredRecord): CanonicalRow {
  return {
    canonical_id: s.canonical_id,
    data: s.data,
    external_ids: s.external_ids,
    last_source_update_at: s.last_source_update_at,
    created_at: s.created_at,
    updated_at: s.updated_at,
    deleted_at: null,
    merged_into: null,
  };
}
