// Reads of the canonical layer: one record by canonical_id, and the SQL of keyset pages in sync order (updated_at
// asc, canonical_id asc) over the canonical_records_sync index (pages are read as JSON text by pageJson.ts). A page is
// one index range scan whatever its depth: no OFFSET, no sort.
import type { Knex } from 'knex';
import { ENTITY_DEFS, fieldOrder, type EntityType } from './entities.js';

export interface CanonicalRow {
  canonical_id: string;
  data: Record<string, unknown>;
  external_ids: Record<string, string>;
  last_source_update_at: string;
  created_at: string;
  updated_at: string;
  /** Set on a tombstone: deleted in every source that held it, or merged into `merged_into`. */
  deleted_at: string | null;
  merged_into: string | null;
}

export interface CanonicalPageRequest {
  limit: number;
  /** Inclusive lower bound on updated_at (`YYYY-MM-DDTHH:MM:SS.ffffffZ`). */
  updatedSince?: string | undefined;
  /** Start after this position. */
  after?: { ts: string; id: string } | undefined;
  /** Tombstones too (deleted_at set); live records only by default. */
  includeDeleted?: boolean;
}

const COLUMNS = 'canonical_id, data, external_ids, last_source_update_at, created_at, updated_at, deleted_at, merged_into';

/**
 * The SQL and bindings of one page (by default the stored columns as they are); exported so tests can EXPLAIN what
 * the API runs. `columns` is a select list written by Sluice's code, never by a request.
 */
export function pageQuery(customerId: string, entity: EntityType, req: CanonicalPageRequest, columns = COLUMNS): { sql: string; bindings: Knex.RawBinding[] } {
  const conditions = ['customer_id = ?', 'entity = ?'];
  const bindings: Knex.RawBinding[] = [customerId, entity];
  if (req.updatedSince !== undefined) {
    conditions.push('updated_at >= ?::timestamptz');
    bindings.push(req.updatedSince);
  }
  if (req.after) {
    conditions.push('(updated_at, canonical_id) > (?::timestamptz, ?::uuid)');
    bindings.push(req.after.ts, req.after.id);
  }
  // A filter on the sync index's range, not a condition of it: tombstones are few, and purged after the retention.
  if (!req.includeDeleted) conditions.push('deleted_at IS NULL');
  bindings.push(req.limit + 1);
  return {
    sql: `SELECT ${columns} FROM canonical_records WHERE ${conditions.join(' AND ')} ORDER BY updated_at, canonical_id LIMIT ?`,
    bindings,
  };
}

export async function findCanonical(knex: Knex, customerId: string, entity: EntityType, canonicalId: string): Promise<CanonicalRow | undefined> {
  const { rows } = (await knex.raw(`SELECT ${COLUMNS} FROM canonical_records WHERE canonical_id = ?::uuid AND customer_id = ? AND entity = ?`, [
    canonicalId,
    customerId,
    entity,
  ])) as { rows: CanonicalRow[] };
  return rows[0];
}

/**
 * The records with these canonical_ids (those that exist), in no particular order. Looked up by primary key
 * (customer, id) and checked for entity here: with the entity in the condition too, a planner without fresh
 * statistics picks the sync index and scans the whole entity (BENCHMARKS.md, run pipeline).
 */
export async function findCanonicalMany(knex: Knex, customerId: string, entity: EntityType, canonicalIds: readonly string[]): Promise<CanonicalRow[]> {
  if (canonicalIds.length === 0) return [];
  const sql = `SELECT customer_id, entity, ${COLUMNS} FROM canonical_records WHERE customer_id = ? AND canonical_id = ANY(?::uuid[])`;
  const { rows } = (await knex.raw(sql, [customerId, [...canonicalIds]])) as {
    rows: Array<CanonicalRow & { customer_id: string; entity: string }>;
  };
  return rows.filter((r) => r.customer_id === customerId && r.entity === entity);
}

/** The record a merged-away canonical_id now lives in, if it was merged. */
export async function findMergeSurvivor(knex: Knex, customerId: string, entity: EntityType, canonicalId: string): Promise<string | undefined> {
  const { rows } = (await knex.raw('SELECT survivor_id FROM canonical_merges WHERE merged_id = ?::uuid AND customer_id = ? AND entity = ?', [
    canonicalId,
    customerId,
    entity,
  ])) as { rows: Array<{ survivor_id: string }> };
  return rows[0]?.survivor_id;
}

/**
 * Builds records in response order; with `fields`, only those (canonical_id always first). The builder is compiled
 * once per entity and field set into one object literal, so every record of a page has the same hidden class (this
 * is the hot loop of a 500-record page). Field names come from ENTITY_DEFS, never from the request.
 */
export function recordBuilder(entity: EntityType, fields?: ReadonlySet<string>): (row: CanonicalRow) => Record<string, unknown> {
  const cacheKey = `${entity}:${fields ? [...fields].sort().join(',') : '*'}`;
  let build = builders.get(cacheKey);
  if (!build) {
    const entityFields = new Set(ENTITY_DEFS[entity].fields.map((f) => f.name));
    const names = fieldOrder(entity).filter((n) => !fields || n === 'canonical_id' || fields.has(n));
    const props = names.map((n) => {
      const key = JSON.stringify(n);
      return entityFields.has(n) ? `${key}: d[${key}] ?? null` : `${key}: row[${key}]`;
    });
    build = new Function('row', `const d = row.data; return { ${props.join(', ')} };`) as (row: CanonicalRow) => Record<string, unknown>;
    if (builders.size < MAX_BUILDERS) builders.set(cacheKey, build); // field sets are client-chosen: bound the cache
  }
  return build;
}

const MAX_BUILDERS = 256;
const builders = new Map<string, (row: CanonicalRow) => Record<string, unknown>>();
