// The one implementation behind every canonical list operation (listOrders, listCustomers, …): a page of one entity
// type's records, ordered `updated_at asc, canonical_id asc`, optionally narrowed by `fields`.
import type { Knex } from 'knex';
import { listCanonicalJson } from '../../../domain/canonical/pageJson.js';
import type { EntityType } from '../../../domain/canonical/entities.js';
import type { PageAhead } from '../../../domain/canonical/readAhead.js';
import type { CanonicalPageRequest } from '../../../domain/canonical/repository.js';
import { bindingOf, decodeCursor, encodeCursor } from '../../cursor.js';
import type { HandlerContext } from '../../handler.js';
import { JsonBytes, jsonListBytes } from '../../jsonBytes.js';
import { DEFAULT_LIMIT } from '../../pagination.js';
import { fieldsParam, updatedSinceParam } from './entityParam.js';
import { pageOfWalk } from './pageWalk.js';

/** The query every canonical list operation takes (the same parameters for each entity type). */
export interface CanonicalListQuery {
  limit?: number;
  cursor?: string;
  updated_since?: string;
  fields?: string;
  include_deleted?: boolean;
}

/**
 * The page's wire format, shared by every `Canonical<Entity>Page` schema: `entity`, `count`, `next_cursor`, `fields`
 * and `data`, in that order. The records arrive as JSON text (pageJson.ts), so the page is written as JSON bytes
 * around them, without encoding them again.
 */
export async function listCanonicalRecords(entity: EntityType, query: CanonicalListQuery, ctx: HandlerContext): Promise<JsonBytes> {
  const fields = fieldsParam(entity, query.fields);
  const updatedSince = updatedSinceParam(query.updated_since);
  const includeDeleted = query.include_deleted === true;
  // A cursor continues the query it came from: same customer, entity, updated_since and include_deleted. `fields`
  // only shapes the records, so a client may change it between pages.
  const binding = bindingOf(`canonical:${entity}`, { updated_since: updatedSince, include_deleted: includeDeleted || undefined });
  const key = ctx.services.secrets.subkey('cursor');
  const customerId = ctx.principal.customerId;
  const after = query.cursor === undefined ? undefined : decodeCursor(key, customerId, binding, query.cursor);
  const req = { limit: query.limit ?? DEFAULT_LIMIT, updatedSince, after, includeDeleted };
  const read = async (db: Knex, r: CanonicalPageRequest): Promise<PageAhead> => {
    const page = await listCanonicalJson(db, customerId, entity, { ...r, fields });
    const nextCursor = page.next ? encodeCursor(key, customerId, binding, page.next) : null;
    const head = `{"entity":${JSON.stringify(entity)},"count":${page.records.length},"next_cursor":${JSON.stringify(nextCursor)},"fields":${JSON.stringify(fields ? [...fields] : null)},"data":[`;
    return { bytes: jsonListBytes(head, page.records, ']}'), next: page.next };
  };
  const walk = { readAhead: ctx.services.readAhead, customerId, entity, fields, read };
  const page = await pageOfWalk(walk, req, { request: ctx.db, pool: ctx.services.db });
  return new JsonBytes(page.bytes);
}
