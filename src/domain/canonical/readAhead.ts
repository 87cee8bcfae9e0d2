// Read-ahead for clients that page through the canonical data API: once a page with a next cursor is answered, the
// READ_AHEAD_DEPTH pages after it are kept read (each once the one before it is known), while that answer travels to
// the client and the client parses it, so the client's next request finds its page ready even when reading a page
// takes longer than the client takes to ask (BENCHMARKS.md, canonical reads). A page read ahead is what a request
// made at that moment would have been answered, as if the client had asked then: canonical `updated_at` follows
// commit order, so a record written meanwhile sorts after every record read and comes in a later page of the walk,
// or, when the walk's remaining pages were all read before the write, in the next sync. Every request is
// still authenticated, rate-limited and checked as usual before a page read ahead is its answer; the page is keyed
// by customer and by everything that shapes it, and is taken once.
//
// What it may cost others is bounded: at most MAX_IN_FLIGHT reads at once in a process, none while the pool has a
// waiter or few free connections, at most MAX_PAGES pages and MAX_BYTES of answers held, each for at most TTL_MS, and
// at most MAX_PAGES_PER_CUSTOMER of them one customer's, so one customer's many walks cannot take every page.
// Only on PostgreSQL: on the embedded database the read would run on the process's own thread and its one connection.
import type { Knex } from 'knex';
import type { EntityType } from './entities.js';
import type { CanonicalPageRequest } from './repository.js';

/** A page read ahead, ready to send: its answer's bytes, and where the page after it starts when one follows. */
export interface PageAhead {
  bytes: Buffer;
  next?: { ts: string; id: string } | undefined;
}

/** How long a page read ahead may wait for its request. */
export const READ_AHEAD_TTL_MS = 2000;
/** How many pages past the one answered are kept read ahead of a client's walk. */
export const READ_AHEAD_DEPTH = 2;
const MAX_IN_FLIGHT = 2;
const MAX_PAGES = 32;
const MAX_PAGES_PER_CUSTOMER = 4;
const MAX_BYTES = 32 * 1024 * 1024;
/** A read ahead leaves at least this many of the pool's connections to requests. */
const POOL_RESERVE = 3;

export interface ReadAheadLimits {
  ttlMs: number;
  maxInFlight: number;
  maxPages: number;
  maxPagesPerOwner: number;
  maxBytes: number;
}

interface Entry {
  owner: string;
  at: number;
  page: Promise<PageAhead | undefined>;
  bytes: number;
}

/** What names one page: the customer and everything that shapes its records. */
export function pageKey(customerId: string, entity: EntityType, req: CanonicalPageRequest, fields: ReadonlySet<string> | undefined): string {
  return JSON.stringify([
    customerId,
    entity,
    req.limit,
    req.updatedSince ?? null,
    req.includeDeleted === true,
    req.after ? [req.after.ts, req.after.id] : null,
    fields ? [...fields].sort() : null,
  ]);
}

/** Whether the pool can spare a connection: nobody waits for one and POOL_RESERVE would stay free. */
export function poolHasRoom(knex: Knex): boolean {
  const pool = (knex.client as { pool?: { max: number; numUsed(): number; numPendingAcquires(): number; numPendingCreates(): number } }).pool;
  if (!pool) return false;
  return pool.numPendingAcquires() === 0 && pool.numUsed() + pool.numPendingCreates() + POOL_RESERVE <= pool.max;
}

export class PageReadAhead {
  private readonly entries = new Map<string, Entry>();
  private readonly owned = new Map<string, number>();
  private inFlight = 0;
  private bytes = 0;

  constructor(
    /** Whether the database may take one more read now (poolHasRoom over the process's pool). */
    private readonly hasRoom: () => boolean,
    private readonly limits: ReadAheadLimits = {
      ttlMs: READ_AHEAD_TTL_MS,
      maxInFlight: MAX_IN_FLIGHT,
      maxPages: MAX_PAGES,
      maxPagesPerOwner: MAX_PAGES_PER_CUSTOMER,
      maxBytes: MAX_BYTES,
    },
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The page read (or being read) ahead under this key, left in place; undefined when none. */
  peek(key: string): Promise<PageAhead | undefined> | undefined {
    return this.entries.get(key)?.page;
  }

  /** The page read ahead under this key less than ttlMs ago, taken (a second take finds nothing); undefined when none. */
  take(key: string): Promise<PageAhead | undefined> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.drop(key, entry);
    return this.now() - entry.at < this.limits.ttlMs ? entry.page : undefined;
  }

  /** Reads the page `key` names with `read` for `owner` (the customer), unless it is already read or the limits say no. */
  start(key: string, owner: string, read: () => Promise<PageAhead>): boolean {
    this.expire();
    const { maxInFlight, maxPages, maxPagesPerOwner, maxBytes } = this.limits;
    if (this.entries.has(key) || this.inFlight >= maxInFlight || this.entries.size >= maxPages || this.bytes >= maxBytes) return false;
    if ((this.owned.get(owner) ?? 0) >= maxPagesPerOwner || !this.hasRoom()) return false;
    this.inFlight += 1;
    this.owned.set(owner, (this.owned.get(owner) ?? 0) + 1);
    const entry: Entry = { owner, at: this.now(), bytes: 0, page: Promise.resolve(undefined) };
    entry.page = read().then(
      (page) => {
        this.inFlight -= 1;
        const size = page.bytes.length;
        if (this.entries.get(key) === entry) {
          if (this.bytes + size > this.limits.maxBytes) this.drop(key, entry);
          else {
            entry.bytes = size;
            this.bytes += size;
          }
        }
        return page;
      },
      () => {
        // The request that comes for it reads the page itself, and meets the error (if any) there.
        this.inFlight -= 1;
        if (this.entries.get(key) === entry) this.drop(key, entry);
        return undefined;
      },
    );
    this.entries.set(key, entry);
    return true;
  }

  /** Pages held, and their bytes (for tests). */
  get size(): { pages: number; bytes: number; inFlight: number } {
    return { pages: this.entries.size, bytes: this.bytes, inFlight: this.inFlight };
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    const owned = (this.owned.get(entry.owner) ?? 1) - 1;
    if (owned > 0) this.owned.set(entry.owner, owned);
    else this.owned.delete(entry.owner);
    this.bytes -= entry.bytes;
    entry.bytes = 0;
  }

  /** Drops pages nobody came for within the TTL (the map is in start order, so the oldest come first). */
  private expire(): void {
    const cutoff = this.now() - this.limits.ttlMs;
    for (const [key, entry] of this.entries) {
      if (entry.at > cutoff) break;
      this.drop(key, entry);
    }
  }
}
