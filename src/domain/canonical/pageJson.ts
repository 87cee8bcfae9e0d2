// A page of canonical records read straight into JSON text, for GET /api/public/data/<entity>, the API's largest
// answers (500 records, ~190 KB). `data` is stored as `json`: the text the upsert wrote, every field of the entity in
// schema order, absent ones as null (migration 012). A whole record is that text with the common fields around it,
// so nothing parses or prints its fields again: parsing and re-encoding records was about a third of the server's
// work on a page of orders, and printing each field out of `jsonb` most of PostgreSQL's (BENCHMARKS.md, canonical
// reads). A `fields` subset parses each record's `data` once and writes the fields asked for.
//
// The records are the same as recordBuilder's (repository.ts): every field of the entity's schema, or the requested
// subset with canonical_id first, in schema order, an absent field as null. test/canonicalApi.test.ts compares them.
import type { Knex } from 'knex';
import { statementName } from '../../db/statementName.js';
import { ENTITY_DEFS, fieldOrder, type EntityType } from './entities.js';
import { pageQuery, type CanonicalPageRequest } from './repository.js';

export interface CanonicalJsonPage {
  /** Each record as a JSON object's text, in sync order. */
  records: string[];
  /** The position of the last record when more follow. */
  next?: { ts: string; id: string };
}

/** A row of the page query: the common columns, and `data` as the JSON text stored. */
interface JsonRow {
  canonical_id: string;
  data: string;
  external_ids: string;
  last_source_update_at: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  merged_into: string | null;
}

// One SQL text for every entity and field set, so a client choosing field sets cannot use up the process's
// prepared-statement names.
const SELECT_LIST = 'canonical_id, data::text AS data, external_ids::text AS external_ids, last_source_update_at, created_at, updated_at, deleted_at, merged_into';

/** A page to list, and the fields to write of each record (all when omitted). */
export type CanonicalJsonRequest = CanonicalPageRequest & { fields?: ReadonlySet<string> };

export async function listCanonicalJson(knex: Knex, customerId: string, entity: EntityType, req: CanonicalJsonRequest): Promise<CanonicalJsonPage> {
  const { sql, bindings } = pageQuery(customerId, entity, req, SELECT_LIST);
  const name = statementName(sql);
  const { rows } = (await knex.raw(sql, bindings).options(name ? { name } : {})) as { rows: JsonRow[] };
  const more = rows.length > req.limit;
  if (more) rows.length = req.limit;
  const write = recordWriter(entity, req.fields);
  const records = rows.map(write);
  if (!more) return { records };
  const last = rows[rows.length - 1]!;
  return { records, next: { ts: last.updated_at, id: last.canonical_id } };
}

// The common fields around the entity's own, by how their text is written. The ids are uuids and the times come
// from the timestamptz parser (src/db/timestamps.ts): neither holds a character JSON would escape.
const COMMON_FIELDS: Record<string, 'raw' | 'quoted'> = {
  canonical_id: 'quoted',
  external_ids: 'raw', // already JSON text
  last_source_update_at: 'quoted',
  created_at: 'quoted',
  updated_at: 'quoted',
  deleted_at: 'quoted',
  merged_into: 'quoted',
};

const MAX_WRITERS = 256;
const writers = new Map<string, (row: JsonRow) => string>();

/** `,` and the members of a stored `data` text (what lies between its braces), or nothing when it has none. */
function dataMembers(data: string): string {
  const m = data.slice(data.indexOf('{') + 1, data.lastIndexOf('}')); // json keeps any whitespace it was given
  return m.trim() === '' ? '' : `,${m}`;
}

/**
 * The function writing one row as a record's JSON text, compiled once per entity and field set into a single
 * concatenation. Field names come from ENTITY_DEFS, never from the request. A whole record takes the stored `data`
 * members as they are; a subset parses them once and writes its fields.
 */
export function recordWriter(entity: EntityType, fields?: ReadonlySet<string>): (row: JsonRow) => string {
  const cacheKey = `${entity}:${fields ? [...fields].sort().join(',') : '*'}`;
  let write = writers.get(cacheKey);
  if (write) return write;
  const own = ENTITY_DEFS[entity].fields.map((f) => f.name);
  const common = fieldOrder(entity).filter((n) => !own.includes(n));
  // The stored members go right after canonical_id: that is where fieldOrder puts the entity's own fields.
  if (fieldOrder(entity).join() !== ['canonical_id', ...own, ...common.slice(1)].join()) throw new Error(`unexpected field order for ${entity}`);
  const commonPart = (n: string): string => {
    const key = JSON.stringify(`${n === 'canonical_id' ? '{' : ','}${JSON.stringify(n)}:`);
    const kind = COMMON_FIELDS[n];
    if (kind === 'raw') return `${key} + row.${n}`;
    if (kind === 'quoted') return `${key} + (row.${n} === null ? 'null' : '"' + row.${n} + '"')`;
    throw new Error(`no way to write the common field ${n}`);
  };
  const ownParts = !fields
    ? ['dataMembers(row.data)']
    : own.filter((n) => fields.has(n)).map((n) => `${JSON.stringify(`,${JSON.stringify(n)}:`)} + JSON.stringify(data[${JSON.stringify(n)}] ?? null)`);
  const parts = [commonPart('canonical_id'), ...ownParts, ...common.slice(1).filter((n) => !fields || fields.has(n)).map(commonPart)];
  const parse = fields && ownParts.length > 0 ? 'const data = JSON.parse(row.data); ' : '';
  const compiled = new Function('dataMembers', 'row', `${parse}return ${parts.join(' + ')} + '}';`) as (members: typeof dataMembers, row: JsonRow) => string;
  write = (row) => compiled(dataMembers, row);
  if (writers.size < MAX_WRITERS) writers.set(cacheKey, write); // field sets are client-chosen: bound the cache
  return write;
}
