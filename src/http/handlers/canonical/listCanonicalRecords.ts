// The one implementation behind every canonical list operation (listOrders, listCustomers, …): a page of one entity
// type's records, ordered `updated_at asc, canonical_id asc`, optionally narrowed by `fields`.
import { listCanonical, recordBuilder } from '../../../domain/canonical/repository.js';
import type { EntityType } from '../../../domain/canonical/entities.js';
import { bindingOf, decodeCursor, encodeCursor } from '../../cursor.js';
import type { HandlerContext } from '../../handler.js';
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

/** The page's wire format, shared by every `Canonical<Entity>Page` schema. */
export interface CanonicalPageBody {
  entity: EntityType;
  count: number;
  next_cursor: string | null;
  fields: string[] | null;
  data: Array<Record<string, unknown>>;
}

export async function listCanonicalRecords(entity: EntityType, query: CanonicalListQuery, ctx: HandlerContext): Promise<CanonicalPageBody> {
  const fields = fieldsParam(entity, query.fields);
  const updatedSince = updatedSinceParam(query.updated_since);
  const includeDeleted = query.include_deleted === true;
  // A cursor continues the query it came from: same customer, entity, updated_since and include_deleted. `fields`
  // only shapes the records, so a client may change it between pages.
  const binding = bindingOf(`canonical:${entity}`, { updated_since: updatedSince, include_deleted: includeDeleted || undefined });
  const key = ctx.services.secrets.subkey('cursor');
  const customerId = ctx.principal.customerId;
  const after = query.cursor === undefined ? undefined : decodeCursor(key, customerId, binding, query.cursor);
  const page = await listCanonical(ctx.db, customerId, entity, { limit: query.limit ?? DEFAULT_LIMIT, updatedSince, after, includeDeleted });
  return {
    entity,
    count: page.rows.length,
    next_cursor: page.next ? encodeCursor(key, customerId, binding, page.next) : null,
    fields: fields ? [...fields] : null,
    // The builder emits exactly the fields of the entity's schema (or the requested subset), in schema order.
    data: page.rows.map(recordBuilder(entity, fields)),
  };
}
