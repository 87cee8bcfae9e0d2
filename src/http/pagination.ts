// From list query parameters to a keyset page request, and from a page to the /v1 list envelope.
import type { KeysetPage, KeysetRequest } from '../db/keyset.js';
import { bindingOf, decodeCursor, encodeCursor } from './cursor.js';
import type { HandlerContext } from './handler.js';

export const DEFAULT_LIMIT = 50;

export interface ListQuery {
  limit?: number;
  cursor?: string;
  updated_since?: string;
}

export interface PageSpec extends KeysetRequest {
  binding: string;
}

/** `filters` are the query's other filters; a cursor only continues the query it was issued for. */
export function pageSpec(ctx: HandlerContext, resource: string, query: ListQuery, filters: Record<string, unknown> = {}): PageSpec {
  const binding = bindingOf(resource, { ...filters, updated_since: query.updated_since });
  const key = ctx.services.secrets.subkey('cursor');
  return {
    limit: query.limit ?? DEFAULT_LIMIT,
    updatedSince: query.updated_since,
    after: query.cursor === undefined ? undefined : decodeCursor(key, ctx.principal.customerId, binding, query.cursor),
    binding,
  };
}

export function listEnvelope<Row, Out>(ctx: HandlerContext, spec: PageSpec, page: KeysetPage<Row>, toResource: (row: Row) => Out) {
  const key = ctx.services.secrets.subkey('cursor');
  return {
    data: page.rows.map(toResource),
    meta: {
      total: page.total,
      has_more: page.hasMore,
      next_cursor: page.next ? encodeCursor(key, ctx.principal.customerId, spec.binding, page.next) : null,
    },
  };
}
