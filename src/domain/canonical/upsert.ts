// The one write path into the canonical layer: upsertCanonical(knex, customerId, entity, system, records).
//
// Matching: an incoming record is the stored record that already carries its (system, external id); failing that,
// the stored record with the same match key (ENTITY_DEFS[entity].matchKey, normalized); failing that, a new record.
// Merging: each field takes the value with the newest source update time (the record's last_source_update_at);
// equal times go to the system whose name sorts first, then to the value whose JSON text sorts first, so the
// result never depends on the order records arrive in. A field absent from the incoming record is "not known to
// this source" and takes no part; null is a value ("the source says there is none").
// Two stored records that turn out to be the same (the incoming record matches one by external id and another by
// match key, or a record's match key changes to one another record holds) are merged: the survivor is the older
// record (created_at, then canonical_id); its fields are merged from both by the rule above, the loser's external
// ids move to it (the external_ids map keeps one id per system, the survivor's when both have one; every id still
// finds the survivor), the loser's row is deleted and canonical_merges records "loser merged into survivor".
// Publishing: a record whose returned content (fields, external_ids) is unchanged keeps its updated_at and
// last_source_update_at, so incremental readers are not flooded; newer source times are still kept for the merge
// rule. updated_at is monotonic in commit order per customer and entity: writers of one customer and entity are
// serialized by a transaction-scoped advisory lock, and the time is taken under it, never below the newest stored
// updated_at. A caller that upserts several entities in one transaction must take them in ENTITY_TYPES order.
import type { Knex } from 'knex';
import { ENTITY_DEFS, validateCanonicalRecord, type EntityType, type FieldDef } from './entities.js';
import { matchKeyOf, normalizeTimestamp, uuidv7 } from './values.js';

export interface IncomingRecord {
  /** The writing system's id of the record. */
  externalId: string;
  /** The record: the entity's fields and last_source_update_at (see canonicalRecordSchema). */
  record: Record<string, unknown>;
}

export type UpsertOutcome = 'created' | 'updated' | 'unchanged' | 'rejected';

export interface UpsertResult {
  externalId: string;
  outcome: UpsertOutcome;
  /** The record the incoming one ended in (after any merge in this call); absent when rejected. */
  canonicalId?: string;
  /** Why the record was rejected: messages naming the field. */
  errors?: string[];
}

export interface UpsertSummary {
  results: UpsertResult[];
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** canonical_ids merged into another record by this call. */
  merged: Array<{ mergedId: string; survivorId: string }>;
  /** The updated_at given to every record this call changed. */
  updatedAt: string;
}

type Provenance = [ts: string, system: string];

interface Working {
  id: string;
  isNew: boolean;
  data: Record<string, unknown>;
  sources: Record<string, Provenance>;
  externalIds: Record<string, string>;
  matchKey: string | null;
  createdAt: string;
  lastSourceUpdateAt: string;
  /** The stored state, for deciding what to write. */
  stored?: { data: Record<string, unknown>; sourcesJson: string; externalIdsJson: string; matchKey: string | null };
  mergedInto?: string;
  absorbed: boolean;
}

interface StoredRow {
  canonical_id: string;
  data: Record<string, unknown>;
  sources: Record<string, Provenance>;
  external_ids: Record<string, string>;
  match_key: string | null;
  last_source_update_at: string;
  created_at: string;
}

const MAX_EXTERNAL_ID = 500;
const MAX_SYSTEM = 100;

/** Advisory lock key space of canonical writers (the first half of the two-int lock key). */
const LOCK_CLASS = 0x53_4c_43; // "SLC"

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`).join(',')}}`;
}

/** Whether value a (from provenance pa) beats value b (from pb) under the merge rule. */
function beats(pa: Provenance, a: unknown, pb: Provenance | undefined, b: unknown): boolean {
  if (!pb) return true;
  if (pa[0] !== pb[0]) return pa[0] > pb[0];
  if (pa[1] !== pb[1]) return pa[1] < pb[1];
  return JSON.stringify(a) < JSON.stringify(b);
}

function maxSourceTime(sources: Record<string, Provenance>, floor: string): string {
  let max = floor;
  for (const p of Object.values(sources)) if (p[0] > max) max = p[0];
  return max;
}

export async function upsertCanonical(
  knex: Knex,
  customerId: string,
  entity: EntityType,
  system: string,
  records: readonly IncomingRecord[],
): Promise<UpsertSummary> {
  if (!ENTITY_DEFS[entity]) throw new TypeError(`unknown canonical entity type '${String(entity)}'`);
  if (typeof system !== 'string' || system.length === 0 || system.length > MAX_SYSTEM) {
    throw new TypeError(`system must be a non-empty string of at most ${MAX_SYSTEM} characters`);
  }
  return knex.transaction((trx) => upsertIn(trx, customerId, entity, system, records));
}

async function upsertIn(
  trx: Knex.Transaction,
  customerId: string,
  entity: EntityType,
  system: string,
  records: readonly IncomingRecord[],
): Promise<UpsertSummary> {
  const def = ENTITY_DEFS[entity];
  const fieldDefs = def.fields;

  await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [LOCK_CLASS, `${customerId}/${entity}`]);
  // Taken under the lock: later than every committed write of this customer and entity, and never below the
  // newest stored updated_at even if the clock stepped back.
  const nowRow = (await trx.raw(
    `SELECT greatest(clock_timestamp(), (SELECT max(updated_at) + interval '1 microsecond' FROM canonical_records WHERE customer_id = ? AND entity = ?)) AS now`,
    [customerId, entity],
  )) as { rows: Array<{ now: string }> };
  const now = nowRow.rows[0]!.now;

  // 1. Validate and normalize; collect what must be looked up.
  interface Prepared {
    index: number;
    externalId: string;
    values: Record<string, unknown>; // present fields only, normalized; refs still unresolved
    ts: string;
  }
  const results: UpsertResult[] = records.map((r) => ({ externalId: String(r?.externalId), outcome: 'rejected' }));
  const prepared: Prepared[] = [];
  for (let i = 0; i < records.length; i++) {
    const incoming = records[i];
    const errors: string[] = [];
    if (!incoming || typeof incoming.externalId !== 'string' || incoming.externalId.length === 0 || incoming.externalId.length > MAX_EXTERNAL_ID) {
      errors.push(`externalId must be a non-empty string of at most ${MAX_EXTERNAL_ID} characters`);
    }
    const check = validateCanonicalRecord(entity, incoming?.record);
    if (!check.ok) errors.push(...check.errors);
    // PostgreSQL text and jsonb cannot hold U+0000.
    if (typeof incoming?.externalId === 'string' && incoming.externalId.includes('\u0000')) errors.push('externalId contains a NUL character');
    if (check.ok) {
      for (const [name, v] of Object.entries(incoming!.record)) {
        if (JSON.stringify(v ?? null).includes('\\u0000')) errors.push(`/${name} contains a NUL character`);
      }
    }
    if (errors.length > 0) {
      results[i]!.errors = errors;
      continue;
    }
    const record = incoming!.record;
    const values: Record<string, unknown> = {};
    const badTimes: string[] = [];
    for (const f of fieldDefs) {
      if (!(f.name in record)) continue;
      const v = record[f.name];
      if (f.type.kind === 'timestamp' && typeof v === 'string') {
        const normalized = normalizeTimestamp(v);
        if (normalized === undefined) badTimes.push(f.name);
        values[f.name] = normalized;
      } else if (f.type.kind === 'ref' && typeof v === 'string') values[f.name] = v.toLowerCase();
      else values[f.name] = v;
    }
    const ts = normalizeTimestamp(String(record.last_source_update_at));
    if (!ts) badTimes.push('last_source_update_at');
    if (badTimes.length > 0 || !ts) {
      // Valid ISO 8601 that is still not an instant we store: a year outside 0001-9999 once converted to UTC.
      results[i]!.errors = badTimes.map((name) => `/${name} must be an ISO 8601 date-time between years 0001 and 9999 in UTC`);
      continue;
    }
    prepared.push({ index: i, externalId: incoming!.externalId, values, ts });
  }

  // 2. Resolve references: canonical_ids must exist (a merged-away id becomes its survivor); {external_id} refs are
  // looked up in the referenced entity's external ids.
  const refFields = fieldDefs.filter((f) => f.type.kind === 'ref');
  const refResolution = await resolveReferences(trx, customerId, system, refFields, prepared);

  // 3. Load the stored records the batch can touch: by this system's external ids and by match keys.
  const working = new Map<string, Working>();
  const extMap = new Map<string, string>(); // this system's external id -> canonical_id
  const keyMap = new Map<string, string>(); // match key -> canonical_id
  const queriedKeys = new Set<string>();
  const mergedInto = new Map<string, string>();
  const resolveId = (id: string): string => {
    let cur = id;
    for (let next = mergedInto.get(cur); next !== undefined; next = mergedInto.get(cur)) cur = next;
    return cur;
  };

  const externalIds = [...new Set(prepared.map((p) => p.externalId))];
  if (externalIds.length > 0) {
    const rows = (await trx.raw(
      `SELECT external_id, canonical_id FROM canonical_external_ids
       WHERE customer_id = ? AND entity = ? AND system = ? AND external_id = ANY(?::text[])`,
      [customerId, entity, system, externalIds],
    )) as { rows: Array<{ external_id: string; canonical_id: string }> };
    for (const r of rows.rows) extMap.set(r.external_id, r.canonical_id);
  }
  const incomingKeys = new Set<string>();
  for (const p of prepared) {
    const k = matchKeyOf(entity, p.values);
    if (k !== null) incomingKeys.add(k);
  }
  const load = async (where: string, bindings: Knex.RawBinding[]): Promise<void> => {
    const rows = (await trx.raw(
      `SELECT canonical_id, data, sources, external_ids, match_key, last_source_update_at, created_at
       FROM canonical_records WHERE customer_id = ? AND entity = ? AND ${where}`,
      [customerId, entity, ...bindings],
    )) as { rows: StoredRow[] };
    for (const r of rows.rows) {
      if (working.has(r.canonical_id)) continue;
      working.set(r.canonical_id, {
        id: r.canonical_id,
        isNew: false,
        data: { ...r.data },
        sources: { ...r.sources },
        externalIds: { ...r.external_ids },
        matchKey: r.match_key,
        createdAt: r.created_at,
        lastSourceUpdateAt: r.last_source_update_at,
        stored: { data: r.data, sourcesJson: stableJson(r.sources), externalIdsJson: stableJson(r.external_ids), matchKey: r.match_key },
        absorbed: false,
      });
      if (r.match_key !== null) keyMap.set(r.match_key, r.canonical_id);
    }
  };
  const byIds = [...new Set(extMap.values())];
  if (byIds.length > 0) await load('canonical_id = ANY(?::uuid[])', [byIds]);
  if (incomingKeys.size > 0) {
    await load('match_key = ANY(?::text[])', [[...incomingKeys]]);
    for (const k of incomingKeys) queriedKeys.add(k);
  }
  const recordWithKey = async (key: string): Promise<string | undefined> => {
    if (!queriedKeys.has(key)) {
      queriedKeys.add(key);
      await load('match_key = ?', [key]);
    }
    const id = keyMap.get(key);
    return id === undefined ? undefined : resolveId(id);
  };

  const newExternalIds: Array<{ externalId: string; id: string }> = [];
  const merges: Array<{ loser: string; survivor: string }> = [];

  const older = (a: Working, b: Working): [Working, Working] => {
    if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? [a, b] : [b, a];
    return a.id < b.id ? [a, b] : [b, a];
  };

  const merge = (a: Working, b: Working): Working => {
    const [survivor, loser] = older(a, b);
    for (const f of fieldDefs) {
      const pl = loser.sources[f.name];
      if (pl && beats(pl, loser.data[f.name], survivor.sources[f.name], survivor.data[f.name])) {
        survivor.data[f.name] = loser.data[f.name];
        survivor.sources[f.name] = pl;
      }
    }
    for (const [sys, ext] of Object.entries(loser.externalIds)) if (!(sys in survivor.externalIds)) survivor.externalIds[sys] = ext;
    if (loser.lastSourceUpdateAt > survivor.lastSourceUpdateAt) survivor.lastSourceUpdateAt = loser.lastSourceUpdateAt;
    survivor.absorbed = true;
    loser.mergedInto = survivor.id;
    mergedInto.set(loser.id, survivor.id);
    if (loser.matchKey !== null && keyMap.get(loser.matchKey) === loser.id) keyMap.delete(loser.matchKey);
    merges.push({ loser: loser.id, survivor: survivor.id });
    return survivor;
  };

  /** Recomputes a record's match key; a key another record holds means the two are one: merge until stable. */
  const settleKey = async (w: Working): Promise<Working> => {
    for (;;) {
      const key = matchKeyOf(entity, w.data);
      if (key === w.matchKey && (key === null || keyMap.get(key) === w.id)) return w;
      if (w.matchKey !== null && keyMap.get(w.matchKey) === w.id) keyMap.delete(w.matchKey);
      w.matchKey = key;
      if (key === null) return w;
      const holder = await recordWithKey(key);
      if (holder === undefined || holder === w.id) {
        keyMap.set(key, w.id);
        return w;
      }
      w = merge(w, working.get(holder)!);
      w.matchKey = null; // recomputed (and re-registered) on the next turn
    }
  };

  // 4. Apply the batch in order.
  for (const p of prepared) {
    const values = p.values;
    const refErrors: string[] = [];
    const pending = new Map<string, string>(); // required field -> why its external reference did not resolve
    for (const f of refFields) {
      if (!(f.name in values) || values[f.name] === null) continue;
      const resolved = refResolution.resolve(f, values[f.name]);
      if (resolved.ok) values[f.name] = resolved.id;
      else if (resolved.unknownId) refErrors.push(`/${f.name} ${resolved.message}`);
      else {
        // An external reference not known yet: this record does not supply the field.
        pending.set(f.name, resolved.message);
        delete values[f.name];
      }
    }
    if (refErrors.length > 0) {
      results[p.index]!.errors = refErrors;
      continue;
    }

    const byExt = extMap.has(p.externalId) ? resolveId(extMap.get(p.externalId)!) : undefined;
    const key = matchKeyOf(entity, values);
    const byKey = key === null ? undefined : await recordWithKey(key);
    let target: Working | undefined;
    if (byExt !== undefined) target = working.get(byExt);
    if (byKey !== undefined && byKey !== target?.id) {
      const other = working.get(byKey)!;
      target = target ? merge(target, other) : other;
    }
    if (!target) {
      const missing = fieldDefs.filter((f) => f.required && (values[f.name] === undefined || values[f.name] === null));
      if (missing.length > 0) {
        // Only an unresolved external reference can leave a required field out of a valid record.
        results[p.index]!.errors = missing.map((f) => `/${f.name}: ${pending.get(f.name) ?? 'is required'}`);
        continue;
      }
      const id = uuidv7();
      const data: Record<string, unknown> = {};
      for (const f of fieldDefs) data[f.name] = null;
      target = { id, isNew: true, data, sources: {}, externalIds: {}, matchKey: null, createdAt: now, lastSourceUpdateAt: p.ts, absorbed: false };
      working.set(id, target);
    }

    const provenance: Provenance = [p.ts, system];
    for (const f of fieldDefs) {
      if (!(f.name in values)) continue;
      if (beats(provenance, values[f.name], target.sources[f.name], target.data[f.name])) {
        target.data[f.name] = values[f.name];
        target.sources[f.name] = provenance;
      }
    }
    if (p.ts > target.lastSourceUpdateAt) target.lastSourceUpdateAt = p.ts;
    if (!(system in target.externalIds)) target.externalIds[system] = p.externalId;
    if (!extMap.has(p.externalId)) newExternalIds.push({ externalId: p.externalId, id: target.id });
    extMap.set(p.externalId, target.id);
    target = await settleKey(target);
    results[p.index]!.canonicalId = target.id;
  }

  // 5. Decide what each touched record needs, then write in an order the unique indexes accept.
  const inserts: Working[] = [];
  const updates: Working[] = [];
  const sourceOnly: Working[] = [];
  const changed = new Set<string>();
  for (const w of working.values()) {
    if (w.mergedInto !== undefined) continue;
    if (w.isNew) {
      inserts.push(w);
      changed.add(w.id);
      continue;
    }
    const s = w.stored!;
    const contentChanged =
      w.absorbed || stableJson(w.externalIds) !== s.externalIdsJson || fieldDefs.some((f) => !sameValue(w.data[f.name], s.data[f.name]));
    if (contentChanged) {
      updates.push(w);
      changed.add(w.id);
    } else if (stableJson(w.sources) !== s.sourcesJson) {
      sourceOnly.push(w);
    }
  }
  const losers = merges.map((m) => ({ loser: m.loser, survivor: resolveId(m.survivor) })).filter((m) => !working.get(m.loser)!.isNew);

  // Free match keys that move: the losers' and those of records whose key changes.
  const freeKeys = [...losers.map((m) => m.loser), ...updates.filter((w) => w.matchKey !== w.stored!.matchKey && w.stored!.matchKey !== null).map((w) => w.id)];
  if (freeKeys.length > 0) {
    await trx.raw('UPDATE canonical_records SET match_key = NULL WHERE canonical_id = ANY(?::uuid[])', [freeKeys]);
  }
  // The stored form of a working record, shared by the insert and the update below.
  const storedRow = (w: (typeof inserts)[number]) => ({
    canonical_id: w.id,
    data: orderedData(fieldDefs, w.data),
    sources: w.sources,
    external_ids: w.externalIds,
    match_key: w.matchKey,
    last_source_update_at: maxSourceTime(w.sources, w.lastSourceUpdateAt),
  });
  if (inserts.length > 0) {
    const rows = inserts.map(storedRow);
    await trx.raw(
      `INSERT INTO canonical_records (canonical_id, customer_id, entity, data, sources, external_ids, match_key, last_source_update_at, created_at, updated_at)
       SELECT v.canonical_id, ?, ?, v.data, v.sources, v.external_ids, v.match_key, v.last_source_update_at, ?::timestamptz, ?::timestamptz
       FROM jsonb_to_recordset(?::jsonb) AS v(canonical_id uuid, data jsonb, sources jsonb, external_ids jsonb, match_key text, last_source_update_at timestamptz)`,
      [customerId, entity, now, now, JSON.stringify(rows)],
    );
  }
  if (losers.length > 0) {
    const loserIds = losers.map((m) => m.loser);
    const survivorIds = losers.map((m) => m.survivor);
    await trx.raw(
      `UPDATE canonical_external_ids x SET canonical_id = v.survivor
       FROM unnest(?::uuid[], ?::uuid[]) AS v(loser, survivor) WHERE x.canonical_id = v.loser`,
      [loserIds, survivorIds],
    );
    await trx.raw('DELETE FROM canonical_records WHERE canonical_id = ANY(?::uuid[])', [loserIds]);
    // Earlier merges into a loser now point at its survivor, so a merged id always names a live record.
    await trx.raw(
      `UPDATE canonical_merges m SET survivor_id = v.survivor
       FROM unnest(?::uuid[], ?::uuid[]) AS v(loser, survivor) WHERE m.survivor_id = v.loser`,
      [loserIds, survivorIds],
    );
    await trx.raw(
      `INSERT INTO canonical_merges (merged_id, customer_id, entity, survivor_id, merged_at)
       SELECT v.loser, ?, ?, v.survivor, ?::timestamptz FROM unnest(?::uuid[], ?::uuid[]) AS v(loser, survivor)`,
      [customerId, entity, now, loserIds, survivorIds],
    );
  }
  if (updates.length > 0) {
    const rows = updates.map(storedRow);
    await trx.raw(
      `UPDATE canonical_records c SET data = v.data, sources = v.sources, external_ids = v.external_ids, match_key = v.match_key,
         last_source_update_at = v.last_source_update_at, updated_at = ?::timestamptz
       FROM jsonb_to_recordset(?::jsonb) AS v(canonical_id uuid, data jsonb, sources jsonb, external_ids jsonb, match_key text, last_source_update_at timestamptz)
       WHERE c.canonical_id = v.canonical_id`,
      [now, JSON.stringify(rows)],
    );
  }
  if (sourceOnly.length > 0) {
    await trx.raw(
      `UPDATE canonical_records c SET sources = v.sources
       FROM jsonb_to_recordset(?::jsonb) AS v(canonical_id uuid, sources jsonb) WHERE c.canonical_id = v.canonical_id`,
      [JSON.stringify(sourceOnly.map((w) => ({ canonical_id: w.id, sources: w.sources })))],
    );
  }
  if (newExternalIds.length > 0) {
    const rows = newExternalIds.map((e) => ({ external_id: e.externalId, canonical_id: resolveId(e.id) }));
    await trx.raw(
      `INSERT INTO canonical_external_ids (customer_id, entity, system, external_id, canonical_id)
       SELECT ?, ?, ?, v.external_id, v.canonical_id FROM jsonb_to_recordset(?::jsonb) AS v(external_id text, canonical_id uuid)
       ON CONFLICT (customer_id, entity, system, external_id) DO UPDATE SET canonical_id = EXCLUDED.canonical_id`,
      [customerId, entity, system, JSON.stringify(rows)],
    );
  }

  // 6. Outcomes: created / updated / unchanged per incoming record, against the record it ended in.
  const createdIds = new Set(inserts.map((w) => w.id));
  const seen = new Set<string>();
  let created = 0;
  let updated = 0;
  let unchanged = 0;
  let rejected = 0;
  for (const r of results) {
    if (r.errors) {
      rejected++;
      continue;
    }
    r.canonicalId = resolveId(r.canonicalId!);
    const first = !seen.has(r.canonicalId);
    seen.add(r.canonicalId);
    if (createdIds.has(r.canonicalId) && first) r.outcome = 'created';
    else if (changed.has(r.canonicalId)) r.outcome = 'updated';
    else r.outcome = 'unchanged';
    if (r.outcome === 'created') created++;
    else if (r.outcome === 'updated') updated++;
    else unchanged++;
  }
  return {
    results,
    created,
    updated,
    unchanged,
    rejected,
    merged: merges.map((m) => ({ mergedId: m.loser, survivorId: resolveId(m.survivor) })),
    updatedAt: now,
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || (a === undefined && b === null) || (a === null && b === undefined);
}

function orderedData(fieldDefs: readonly FieldDef[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fieldDefs) out[f.name] = data[f.name] ?? null;
  return out;
}

type RefResolution =
  | { ok: true; id: string }
  | { ok: false; unknownId: true; message: string }
  | { ok: false; unknownId: false; message: string };

async function resolveReferences(
  trx: Knex.Transaction,
  customerId: string,
  system: string,
  refFields: readonly FieldDef[],
  prepared: ReadonlyArray<{ values: Record<string, unknown> }>,
): Promise<{ resolve(field: FieldDef, value: unknown): RefResolution }> {
  // Per referenced entity: the canonical_ids named, and the (system, external id) pairs named.
  const ids = new Map<string, Set<string>>();
  const exts = new Map<string, Map<string, { system: string; externalId: string }>>();
  const extKey = (s: string, e: string) => `${s}\u0000${e}`;
  for (const p of prepared) {
    for (const f of refFields) {
      const v = p.values[f.name];
      if (v === undefined || v === null) continue;
      const target = (f.type as { entity: EntityType }).entity;
      if (typeof v === 'string') {
        if (!ids.has(target)) ids.set(target, new Set());
        ids.get(target)!.add(v);
      } else {
        const r = v as { system?: string; external_id: string };
        if (!exts.has(target)) exts.set(target, new Map());
        const s = r.system ?? system;
        exts.get(target)!.set(extKey(s, r.external_id), { system: s, externalId: r.external_id });
      }
    }
  }
  const liveIds = new Map<string, Map<string, string>>(); // entity -> named id -> live id
  for (const [target, set] of ids) {
    const named = [...set];
    const found = new Map<string, string>();
    const live = (await trx.raw(
      'SELECT canonical_id FROM canonical_records WHERE customer_id = ? AND entity = ? AND canonical_id = ANY(?::uuid[])',
      [customerId, target, named],
    )) as { rows: Array<{ canonical_id: string }> };
    for (const r of live.rows) found.set(r.canonical_id, r.canonical_id);
    const missing = named.filter((n) => !found.has(n));
    if (missing.length > 0) {
      const merged = (await trx.raw(
        'SELECT merged_id, survivor_id FROM canonical_merges WHERE customer_id = ? AND entity = ? AND merged_id = ANY(?::uuid[])',
        [customerId, target, missing],
      )) as { rows: Array<{ merged_id: string; survivor_id: string }> };
      for (const r of merged.rows) found.set(r.merged_id, r.survivor_id);
    }
    liveIds.set(target, found);
  }
  const byExt = new Map<string, Map<string, string>>(); // entity -> extKey -> canonical_id
  for (const [target, pairs] of exts) {
    const list = [...pairs.values()];
    const rows = (await trx.raw(
      `SELECT x.system, x.external_id, x.canonical_id FROM canonical_external_ids x
       JOIN unnest(?::text[], ?::text[]) AS v(system, external_id) ON x.system = v.system AND x.external_id = v.external_id
       WHERE x.customer_id = ? AND x.entity = ?`,
      [list.map((p) => p.system), list.map((p) => p.externalId), customerId, target],
    )) as { rows: Array<{ system: string; external_id: string; canonical_id: string }> };
    const m = new Map<string, string>();
    for (const r of rows.rows) m.set(extKey(r.system, r.external_id), r.canonical_id);
    byExt.set(target, m);
  }
  return {
    resolve(field, value) {
      const target = (field.type as { entity: EntityType }).entity;
      if (typeof value === 'string') {
        const id = liveIds.get(target)?.get(value);
        if (id) return { ok: true, id };
        return { ok: false, unknownId: true, message: `names ${target} '${value}', which does not exist` };
      }
      const r = value as { system?: string; external_id: string };
      const id = byExt.get(target)?.get(extKey(r.system ?? system, r.external_id));
      if (id) return { ok: true, id };
      const where = `external id '${r.external_id}' in system '${r.system ?? system}'`;
      return { ok: false, unknownId: false, message: `no ${target} has ${where} yet; send this record again once it is stored` };
    },
  };
}
