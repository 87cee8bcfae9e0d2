// Pagination helpers: async iterators over every page, and every item, of a list. Both list shapes of the API are
// followed: `/v1` lists carry the next cursor in `meta.next_cursor`, canonical pages in `next_cursor`.
import { unwrap, type FetchResult } from './errors.js';

/** A page of either shape. */
export interface ListPage<T = unknown> {
  data: T[];
  meta?: { next_cursor?: string | null };
  next_cursor?: string | null;
}

/** The item type of a page type. */
export type ItemOf<P> = P extends { data: Array<infer I> } ? I : never;

/** Fetches the page at `cursor` (undefined: the first page). Any openapi-fetch call with `cursor` in its query. */
export type PageFetcher<P> = (cursor: string | undefined) => Promise<FetchResult<P>>;

/** The page's next cursor, or null at the end. */
export function nextCursorOf(page: ListPage): string | null {
  return page.meta?.next_cursor ?? page.next_cursor ?? null;
}

/**
 * Every page, first to last, following the next cursor until it is null. A failed call throws SluiceApiError.
 *
 *   for await (const page of pages((cursor) => client.GET('/v1/runs', { params: { query: { cursor, status: 'failed' } } })))
 */
export async function* pages<P extends ListPage>(fetchPage: PageFetcher<P>): AsyncGenerator<P, void, undefined> {
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const page = await unwrap(fetchPage(cursor));
    yield page;
    const next = nextCursorOf(page);
    if (next === null) return;
    // A server that answers the same cursor twice would page forever: stop loudly instead.
    if (seen.has(next)) throw new Error(`pagination: the cursor ${next.slice(0, 40)}… came back twice; stopping`);
    seen.add(next);
    cursor = next;
  }
}

/** Every item of every page, in order. */
export async function* items<P extends ListPage>(fetchPage: PageFetcher<P>): AsyncGenerator<ItemOf<P>, void, undefined> {
  for await (const page of pages(fetchPage)) {
    for (const item of page.data) yield item as ItemOf<P>;
  }
}

/** Collects an async iterator into an array (for small lists and tests). */
export async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of iterator) all.push(item);
  return all;
}
