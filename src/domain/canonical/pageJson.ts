// A page of canonical records read straight into JSON text, for GET /api/public/data/<entity>, the API's largest
// answers (500 records, ~190 KB). PostgreSQL hands over each entity field as its JSON text (`(data->'f')::text` is
// the value as JSON: a string quoted and escaped, a number as written), and a writer compiled per entity and field
// set joins them with the keys in response order. Nothing parses the records' JSON only to encode it again: on a
// page of orders that was about a third of the server's work (BENCHMARKS.md, canonical reads).
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

/** A row of the page query: the common columns, and f0…fN holding the entity's fields as JSON text or null. */
type JsonRow = Record<string, string | null> & { canonical_id: string; updated_at: string };

// Every field of the entity is selected whatever `fields` asks for, so there is one SQL text per entity (and per
// condition shape), and a client choosing field sets cannot use up the process's prepared-statement names.
const selectLists = new Map<EntityType, string>(
  Object.values(ENTITY_DEFS).map((def) => [
    def.entity,
    [
      'canonical_id',
      ...def.fields.map((f, i) => `(data->'${f.name}')::text AS f${i}`), // names from ENTITY_DEFS: [a-z_] only
      'external_ids::text AS external_ids',
      'last_source_update_at',
      'created_at',
      'updated_at',
      'deleted_at',
      'merged_into',
    ].join(', '),
  ]),
);

export async function listCanonicalJson(
  knex: Knex,
  customerId: string,
  entity: EntityType,
  req: CanonicalPageRequest,
  fields?: ReadonlySet<string>,
): Promise<CanonicalJsonPage> {
  const { sql, bindings } = pageQuery(customerId, entity, req, selectLists.get(entity));
  const name = statementName(sql);
  const { rows } = (await knex.raw(sql, bindings).options(name ? { name } : {})) as { rows: JsonRow[] };
  const more = rows.length > req.limit;
  if (more) rows.length = req.limit;
  const write = recordWriter(entity, fields);
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

/**
 * The function writing one row as a record's JSON text, compiled once per entity and field set into a single
 * concatenation. Field names and column names come from ENTITY_DEFS, never from the request.
 */
export function recordWriter(entity: EntityType, fields?: ReadonlySet<string>): (row: JsonRow) => string {
  const cacheKey = `${entity}:${fields ? [...fields].sort().join(',') : '*'}`;
  let write = writers.get(cacheKey);
  if (write) return write;
  const column = new Map(ENTITY_DEFS[entity].fields.map((f, i) => [f.name, `f${i}`]));
  const names = fieldOrder(entity).filter((n) => !fields || n === 'canonical_id' || fields.has(n));
  const parts = names.map((n, i) => {
    const key = JSON.stringify(`${i === 0 ? '{' : ','}${JSON.stringify(n)}:`);
    const own = column.get(n);
    if (own) return `${key} + (row.${own} ?? 'null')`;
    const kind = COMMON_FIELDS[n];
    if (kind === 'raw') return `${key} + row.${n}`;
    if (kind === 'quoted') return `${key} + (row.${n} === null ? 'null' : '"' + row.${n} + '"')`;
    throw new Error(`no way to write the common field ${n}`);
  });
  write = new Function('row', `return ${parts.join(' + ')} + '}';`) as (row: JsonRow) => string;
  if (writers.size < MAX_WRITERS) writers.set(cacheKey, write); // field sets are client-chosen: bound the cache
  return write;
}
