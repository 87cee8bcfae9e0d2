// The canonical data API per entity: every entity has its own typed operations on the same URLs
// (`listOrders` is `GET /api/public/data/order`, `getOrder` is `GET /api/public/data/order/{id}`). These helpers
// take the entity name and are typed by it: `canonicalRecords(client, 'order')` yields `CanonicalOrder`s.
import type { SluiceClient } from './client.js';
import { unwrap } from './errors.js';
import type { paths } from './openapi.js';
import { pages } from './pagination.js';

type ListPathOf<K> = K extends `/api/public/data/${infer E}` ? (E extends `${string}/${string}` ? never : K) : never;

/** Every entity the canonical API serves (`customer`, `order`, …), from the contract's paths. */
export type CanonicalEntity = ListPathOf<keyof paths> extends `/api/public/data/${infer E}` ? E : never;

type ListOperation<E extends CanonicalEntity> = paths[`/api/public/data/${E}`]['get'];
type GetOperation<E extends CanonicalEntity> = paths[`/api/public/data/${E}/{id}` & keyof paths]['get'];

/** A page of `E` records (`CanonicalOrderPage` for `order`). */
export type CanonicalPageOf<E extends CanonicalEntity> = ListOperation<E>['responses'][200]['content']['application/json'];
/** One `E` record (`CanonicalOrder` for `order`). With `fields`, a record carries `canonical_id` and the named fields only. */
export type CanonicalRecordOf<E extends CanonicalEntity> = GetOperation<E>['responses'][200]['content']['application/json'];

export interface CanonicalQuery {
  /** Records per page (1–500, default 50). */
  limit?: number;
  /** Only records updated at or after this time (inclusive; microsecond ISO 8601). */
  updated_since?: string;
  /** Narrow each record to `canonical_id` plus these fields (an array or the API's comma-separated string). */
  fields?: string | readonly string[];
}

function queryOf(query: CanonicalQuery, cursor: string | undefined): Record<string, string | number> {
  const q: Record<string, string | number> = {};
  if (query.limit !== undefined) q.limit = query.limit;
  if (query.updated_since !== undefined) q.updated_since = query.updated_since;
  if (query.fields !== undefined) q.fields = typeof query.fields === 'string' ? query.fields : query.fields.join(',');
  if (cursor !== undefined) q.cursor = cursor;
  return q;
}

/** Every page of `entity`, following `next_cursor` to the end. */
export function canonicalPages<E extends CanonicalEntity>(client: SluiceClient, entity: E, query: CanonicalQuery = {}): AsyncGenerator<CanonicalPageOf<E>, void, undefined> {
  const get = client.GET as unknown as (path: string, init: { params: { query: Record<string, string | number> } }) => Promise<{ data?: CanonicalPageOf<E>; error?: unknown; response: Response }>;
  return pages((cursor) => get(`/api/public/data/${entity}`, { params: { query: queryOf(query, cursor) } }));
}

/** Every record of `entity`, in sync order (`updated_at`, then `canonical_id`). */
export function canonicalRecords<E extends CanonicalEntity>(client: SluiceClient, entity: E, query: CanonicalQuery = {}): AsyncGenerator<CanonicalRecordOf<E>, void, undefined> {
  return recordsOf(client, entity, query);
}

async function* recordsOf<E extends CanonicalEntity>(client: SluiceClient, entity: E, query: CanonicalQuery): AsyncGenerator<CanonicalRecordOf<E>, void, undefined> {
  for await (const page of canonicalPages(client, entity, query)) {
    for (const record of (page as { data: unknown[] }).data) yield record as CanonicalRecordOf<E>;
  }
}

/** One `entity` record by its canonical_id; throws SluiceApiError (404 `record_not_found`) when there is none. */
export function getCanonicalRecord<E extends CanonicalEntity>(client: SluiceClient, entity: E, id: string): Promise<CanonicalRecordOf<E>> {
  const get = client.GET as unknown as (path: string, init: { params: { path: { id: string } } }) => Promise<{ data?: CanonicalRecordOf<E>; error?: unknown; response: Response }>;
  return unwrap(get(`/api/public/data/${entity}/{id}`, { params: { path: { id } } }));
}
