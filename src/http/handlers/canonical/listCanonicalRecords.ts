// The one implementation behind every canonical list operation (listOrders, listCustomers, …): a page of one entity
// type's records, ordered `updated_at asc, canonical_id asc`, optionally narrowed by `fields`.
import type { Knex } from 'knex';
import { listCanonicalJson } from '../../../domain/canonical/pageJson.js';
import type { EntityType } from '../../../domain/canonical/entities.js';
import { READ_AHEAD_DEPTH, pageKey, type PageAhead } from '../../../domain/canonical/readAhead.js';
import type { CanonicalPageRequest } from '../../../domain/canonical/repository.js';
import { bindingOf, decodeCursor, encodeCursor } from '../../cursor.js';
import type { HandlerContext } from '../../handler.js';
import { JsonBytes, jsonListBytes } from '../../jsonBytes.js';
import { DEFAULT_LIMIT } from '../../pagination.js';
import { fieldsParam, updatedSinceParam } from './entityParam.js';

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
    const page = await listCanonicalJson(db, customerId, entity, r, fields);
    const nextCursor = page.next ? encodeCursor(key, customerId, binding, page.next) : null;
    const head = `{"entity":${JSON.stringify(entity)},"count":${page.records.length},"next_cursor":${JSON.stringify(nextCursor)},"fields":${JSON.stringify(fields ? [...fields] : null)},"data":[`;
    return { bytes: jsonListBytes(head, page.records, ']}'), next: page.next };
  };
  const { readAhead, db } = ctx.services;
  const ready = readAhead.take(pageKey(customerId, entity, req, fields));
  const page = (ready && (await ready)) ?? (await read(ctx.db, req));
  // The client's next requests are most likely for the pages after this one: read them while this one travels, each
  // once the one before it is known, so the next is ready even when reading a page takes longer than the client
  // takes to ask.
  const ahead = (from: PageAhead, depth: number): void => {
    if (!from.next || depth === 0) return;
    const r = { ...req, after: from.next };
    const k = pageKey(customerId, entity, r, fields);
    readAhead.start(k, customerId, () => read(db, r)); // refused when that page is already read or being read
    // Best effort: a page not read ahead is read by the request that comes for it.
    void readAhead
      .peek(k)
      ?.then((p) => p && ahead(p, depth - 1))
      .catch(() => undefined);
  };
  ahead(page, READ_AHEAD_DEPTH);
  return new JsonBytes(page.bytes);
}
