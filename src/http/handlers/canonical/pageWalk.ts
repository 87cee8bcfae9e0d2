// A client's walk through a canonical list, page by page: the page asked for (taken from what was read ahead when
// it is there), and the READ_AHEAD_DEPTH pages after it read ahead while it travels, each once the one before it is
// known, so the next is ready even when reading a page takes longer than the client takes to ask
// (domain/canonical/readAhead.ts says why a page read early is a correct answer).
import type { Knex } from 'knex';
import type { EntityType } from '../../../domain/canonical/entities.js';
import { READ_AHEAD_DEPTH, pageKey, type PageAhead, type PageReadAhead } from '../../../domain/canonical/readAhead.js';
import type { CanonicalPageRequest } from '../../../domain/canonical/repository.js';

export interface PageWalk {
  readAhead: PageReadAhead;
  customerId: string;
  entity: EntityType;
  fields: ReadonlySet<string> | undefined;
  /** Reads one page on the given connection (the request's, or the pool's for a page read ahead). */
  read: (db: Knex, req: CanonicalPageRequest) => Promise<PageAhead>;
}

/** The page `req` asks for, read on `db` unless it was read ahead; the pages after it start reading. */
export async function pageOfWalk(walk: PageWalk, req: CanonicalPageRequest, db: { request: Knex; pool: Knex }): Promise<PageAhead> {
  const ready = walk.readAhead.take(pageKey(walk.customerId, walk.entity, req, walk.fields));
  const page = (ready && (await ready)) ?? (await walk.read(db.request, req));
  readAfter(walk, { page, req, pool: db.pool }, READ_AHEAD_DEPTH);
  return page;
}

function readAfter(walk: PageWalk, from: { page: PageAhead; req: CanonicalPageRequest; pool: Knex }, depth: number): void {
  if (!from.page.next || depth === 0) return;
  const req = { ...from.req, after: from.page.next };
  const key = pageKey(walk.customerId, walk.entity, req, walk.fields);
  walk.readAhead.start(key, walk.customerId, () => walk.read(from.pool, req)); // refused when already read or being read
  // Best effort: a page not read ahead is read by the request that comes for it.
  void walk.readAhead
    .peek(key)
    ?.then((page) => page && readAfter(walk, { page, req, pool: from.pool }, depth - 1))
    .catch(() => undefined);
}
