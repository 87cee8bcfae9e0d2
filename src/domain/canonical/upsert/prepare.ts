// Validation and normal forms of an incoming batch, and what must be looked up to plan it. Pure: no I/O.
import { ENTITY_DEFS, validateCanonicalRecord, type EntityType } from '../entities.js';
import { matchKeyOf, normalizeTimestamp } from '../values.js';
import type { IncomingRecord } from './types.js';

export const MAX_EXTERNAL_ID = 500;
export const MAX_SYSTEM = 100;

/** A valid incoming record: its present fields in normal form (references still unresolved). */
export interface PreparedRecord {
  /** Position in the incoming batch. */
  index: number;
  externalId: string;
  values: Record<string, unknown>;
  /** Its last_source_update_at, normalized. */
  ts: string;
}

/** An incoming reference by external id: the record of `entity` that carries `externalId` in `system`. */
export interface ExternalRef {
  entity: EntityType;
  system: string;
  externalId: string;
}

export interface PreparedBatch {
  entity: EntityType;
  system: string;
  /** One per incoming record, in order. */
  externalIds: string[];
  /** Why each invalid record is rejected, by its position. */
  errors: Map<number, string[]>;
  valid: PreparedRecord[];
}

/** What planning the batch needs loaded. */
export interface Lookups {
  /** The writing system's external ids of the batch. */
  externalIds: string[];
  /** The match keys the batch carries. */
  matchKeys: string[];
  /** canonical_ids named by references, with the entity they must be of. */
  refIds: Array<{ entity: EntityType; id: string }>;
  refExternal: ExternalRef[];
}

/** Validates each record (the rest of the batch goes on without a rejected one) and normalizes the valid ones. */
export function prepareBatch(entity: EntityType, system: string, records: readonly IncomingRecord[]): PreparedBatch {
  const fieldDefs = ENTITY_DEFS[entity].fields;
  const batch: PreparedBatch = { entity, system, externalIds: records.map((r) => String(r?.externalId)), errors: new Map(), valid: [] };
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
      const { record } = incoming!;
      for (const name in record) {
        const v = record[name];
        const nul = typeof v === 'string' ? v.includes('\u0000') : typeof v === 'object' && v !== null && JSON.stringify(v).includes('\\u0000');
        if (nul) errors.push(`/${name} contains a NUL character`);
      }
    }
    if (errors.length > 0) {
      batch.errors.set(i, errors);
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
      batch.errors.set(i, badTimes.map((name) => `/${name} must be an ISO 8601 date-time between years 0001 and 9999 in UTC`));
      continue;
    }
    batch.valid.push({ index: i, externalId: incoming!.externalId, values, ts });
  }
  return batch;
}

/** The external ids, match keys and references the batch names, each once. */
export function lookupsOf(batch: PreparedBatch): Lookups {
  const refFields = ENTITY_DEFS[batch.entity].fields.filter((f) => f.type.kind === 'ref');
  const externalIds = new Set<string>();
  const matchKeys = new Set<string>();
  const refIds = new Map<string, { entity: EntityType; id: string }>();
  const refExternal = new Map<string, ExternalRef>();
  for (const p of batch.valid) {
    externalIds.add(p.externalId);
    const key = matchKeyOf(batch.entity, p.values);
    if (key !== null) matchKeys.add(key);
    for (const f of refFields) {
      const v = p.values[f.name];
      if (v === undefined || v === null) continue;
      const target = (f.type as { entity: EntityType }).entity;
      if (typeof v === 'string') refIds.set(`${target}\u0000${v}`, { entity: target, id: v });
      else {
        const r = v as { system?: string; external_id: string };
        const ref = { entity: target, system: r.system ?? batch.system, externalId: r.external_id };
        refExternal.set(refKey(ref), ref);
      }
    }
  }
  return { externalIds: [...externalIds], matchKeys: [...matchKeys], refIds: [...refIds.values()], refExternal: [...refExternal.values()] };
}

/** The key of an external reference in LoadedState.refExternal. */
export function refKey(ref: ExternalRef): string {
  return `${ref.entity}\u0000${ref.system}\u0000${ref.externalId}`;
}
