// Read-ahead of the data API's pages (src/domain/canonical/readAhead.ts): the two pages after an answered one are
// read while the client handles it, and answer the client's next requests. What a client depends on: the page is
// the one a fresh read gives, a record written meanwhile still comes (in its new version) later in the same walk, a
// key revoked meanwhile gets nothing, and the read-ahead never holds more than its limits allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { revokeApiKey } from '../src/domain/access/service.js';
import { PageReadAhead, pageKey, type PageAhead } from '../src/domain/canonical/readAhead.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { onPostgres } from './support/database.js';
import { expectError } from './support/expectError.js';
import { seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const page = (text: string): PageAhead => ({ bytes: Buffer.from(text) });
const LIMITS = { ttlMs: 1000, maxInFlight: 2, maxPages: 3, maxPagesPerOwner: 3, maxBytes: 100 };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('PageReadAhead', () => {
  it('hands a page read ahead to the first request for it, once', async () => {
    const ahead = new PageReadAhead(() => true, LIMITS);
    expect(ahead.start('k', 'cus', async () => page('{"a":1}'))).toBe(true);
    expect(ahead.start('k', 'cus', async () => page('{"b":2}'))).toBe(false); // already read
    expect(await ahead.take('k')).toEqual(page('{"a":1}'));
    expect(ahead.take('k')).toBeUndefined();
    expect(ahead.take('other')).toBeUndefined();
  });

  it('hands over a read still in flight, and nothing for a read that failed', async () => {
    const ahead = new PageReadAhead(() => true, LIMITS);
    const slow = deferred<PageAhead>();
    ahead.start('slow', 'cus', () => slow.promise);
    const taken = ahead.take('slow')!;
    slow.resolve(page('{"late":true}'));
    expect(await taken).toEqual(page('{"late":true}'));
    ahead.start('bad', 'cus', () => Promise.reject(new Error('statement timeout')));
    expect(await ahead.take('bad')).toBeUndefined();
    expect(ahead.size).toEqual({ pages: 0, bytes: 0, inFlight: 0 });
  });

  it('does not hand over a page older than its TTL, and drops it', async () => {
    let now = 0;
    const ahead = new PageReadAhead(() => true, LIMITS, () => now);
    ahead.start('old', 'cus', async () => page('{}'));
    now = 999;
    ahead.start('young', 'cus', async () => page('{}'));
    now = 1000;
    expect(ahead.take('old')).toBeUndefined();
    expect(await ahead.take('young')).toEqual(page('{}'));
    ahead.start('left', 'cus', async () => page('{}'));
    now = 5000;
    ahead.start('new', 'cus', async () => page('{}')); // expires what nobody came for
    expect(ahead.size.pages).toBe(1);
  });

  it('reads nothing while the database has no room, and at most maxInFlight at once', async () => {
    let room = false;
    const ahead = new PageReadAhead(() => room, LIMITS);
    expect(ahead.start('a', 'cus', async () => page('{}'))).toBe(false);
    room = true;
    const held = [deferred<PageAhead>(), deferred<PageAhead>()];
    expect(ahead.start('a', 'cus', () => held[0]!.promise)).toBe(true);
    expect(ahead.start('b', 'cus', () => held[1]!.promise)).toBe(true);
    expect(ahead.start('c', 'cus', async () => page('{}'))).toBe(false);
    expect(ahead.size.inFlight).toBe(2);
    held[0]!.resolve(page('{}'));
    await ahead.take('a');
    expect(ahead.start('c', 'cus', async () => page('{}'))).toBe(true);
  });

  it('holds at most maxPages pages and maxBytes of answers', async () => {
    const ahead = new PageReadAhead(() => true, { ...LIMITS, maxInFlight: 10, maxPagesPerOwner: 10 });
    for (const k of ['a', 'b', 'c']) expect(ahead.start(k, 'cus', async () => page('x'.repeat(30)))).toBe(true);
    expect(ahead.start('d', 'cus', async () => page('{}'))).toBe(false);
    await ahead.take('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(ahead.size).toMatchObject({ pages: 2, bytes: 60 });
    // A page that would pass maxBytes is not kept.
    ahead.start('big', 'cus', async () => page('y'.repeat(41)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(ahead.take('big')).toBeUndefined();
    expect(ahead.size).toMatchObject({ pages: 2, bytes: 60 });
  });

  it('holds at most maxPagesPerOwner pages of one customer, and the rest for others', async () => {
    const ahead = new PageReadAhead(() => true, { ...LIMITS, maxInFlight: 10, maxPages: 10, maxPagesPerOwner: 2 });
    expect(ahead.start('a1', 'cus_a', async () => page('{}'))).toBe(true);
    expect(ahead.start('a2', 'cus_a', async () => page('{}'))).toBe(true);
    expect(ahead.start('a3', 'cus_a', async () => page('{}'))).toBe(false);
    expect(ahead.start('b1', 'cus_b', async () => page('{}'))).toBe(true);
    await ahead.take('a1');
    expect(ahead.start('a3', 'cus_a', async () => page('{}'))).toBe(true);
  });

  it('is on unless SLUICE_READ_AHEAD says off, and refuses any other value', () => {
    expect(loadConfig({}).readAhead).toBe(true);
    expect(loadConfig({ SLUICE_READ_AHEAD: 'OFF' }).readAhead).toBe(false);
    expect(loadConfig({ SLUICE_READ_AHEAD: 'on' }).readAhead).toBe(true);
    expect(() => loadConfig({ SLUICE_READ_AHEAD: 'yes' })).toThrow("SLUICE_READ_AHEAD must be on or off; got 'yes'");
  });

  it('names a page by its customer and everything that shapes it', () => {
    const base = { limit: 500, updatedSince: undefined, after: { ts: '2026-01-01T00:00:00.000000Z', id: 'x' }, includeDeleted: false };
    const key = pageKey('cus_a', 'order', base, undefined);
    expect(pageKey('cus_a', 'order', { ...base }, undefined)).toBe(key);
    for (const other of [
      pageKey('cus_b', 'order', base, undefined),
      pageKey('cus_a', 'invoice', base, undefined),
      pageKey('cus_a', 'order', { ...base, limit: 499 }, undefined),
      pageKey('cus_a', 'order', { ...base, updatedSince: '2026-01-01T00:00:00.000000Z' }, undefined),
      pageKey('cus_a', 'order', { ...base, includeDeleted: true }, undefined),
      pageKey('cus_a', 'order', { ...base, after: { ...base.after, id: 'y' } }, undefined),
      pageKey('cus_a', 'order', base, new Set(['status'])),
    ]) {
      expect(other).not.toBe(key);
    }
    expect(pageKey('cus_a', 'order', base, new Set(['status', 'currency']))).toBe(pageKey('cus_a', 'order', base, new Set(['currency', 'status'])));
  });
});

interface ListBody {
  next_cursor: string | null;
  data: Array<{ canonical_id: string; updated_at: string; total_cents?: number }>;
}

const T1 = '2026-03-01T10:00:00.000000Z';

describe('read-ahead through the data API', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { read: 100_000 } });
  });
  afterAll(() => t?.close());

  async function tenantWithOrders(n: number): Promise<Tenant> {
    const tenant = await seedTenant(t.knex);
    await upsertAll(t.knex, tenant.customerId, 'order', 'shop', Array.from({ length: n }, (_, i) => ({ externalId: `o-${i}`, record: sampleRecord('order', i, T1) })));
    return tenant;
  }

  async function read(key: string, cursor: string | null): Promise<{ res: Response; text: string }> {
    const res = await t.request(`/api/public/data/order?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { key });
    return { res, text: await res.clone().text() };
  }

  async function readBody(key: string, cursor: string | null): Promise<ListBody> {
    const { res, text } = await read(key, cursor);
    expect(res.status, text).toBe(200);
    return JSON.parse(text) as ListBody;
  }

  /** The number `n` of the order (`o-n`) at `offset` in the data API's walk order. */
  async function orderAt(customerId: string, offset: number): Promise<number> {
    const row = await t.knex('canonical_records').where({ customer_id: customerId, entity: 'order' })
      .orderBy([{ column: 'updated_at' }, { column: 'canonical_id' }]).offset(offset).first<{ data: { order_number: string } }>('data');
    return Number(row!.data.order_number.slice('SO-'.length));
  }

  /** Waits until the pages after the one just answered have been read ahead (nothing in flight, `pages` held). */
  async function pagesHeld(pages: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(t.services.readAhead.size.pages === pages && t.services.readAhead.size.inFlight === 0)) {
      if (Date.now() > deadline) throw new Error(`no page read ahead: ${JSON.stringify(t.services.readAhead.size)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  describe.runIf(onPostgres)('on PostgreSQL', () => {
    /**
     * Runs `reads` with canonical_records locked, so that only a page read ahead can answer. A read that goes to the
     * database instead waits on the lock: after 5 s it is given up and the lock released (the request then ends by
     * itself), so a miss fails this attempt instead of hanging the file.
     */
    async function whileLocked<T>(reads: () => Promise<T>): Promise<T> {
      const trx = await t.knex.transaction();
      let timer: NodeJS.Timeout | undefined;
      try {
        await trx.raw('LOCK TABLE canonical_records IN ACCESS EXCLUSIVE MODE');
        const missed = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('a page was not read ahead: its read waited on the locked table')), 5_000);
        });
        return await Promise.race([reads(), missed]);
      } finally {
        clearTimeout(timer);
        await trx.rollback();
      }
    }

    it('answers the next two pages from what was read ahead, byte for byte what a fresh read gives', async () => {
      const a = await tenantWithOrders(1200);
      // Pages read ahead are held 2 s; on a loaded machine taking the lock can outlast that (it waits for any
      // statement on the table), so the walk is tried up to three times before the test fails.
      let walk: { first: ListBody; second: { res: Response; text: string }; third: { res: Response; text: string } } | undefined;
      for (let attempt = 1; !walk; attempt++) {
        const first = await readBody(a.key, null);
        await pagesHeld(2);
        try {
          walk = await whileLocked(async () => {
            const second = await read(a.key, first.next_cursor);
            expect(second.res.status, second.text).toBe(200);
            const third = await read(a.key, (JSON.parse(second.text) as ListBody).next_cursor);
            expect(third.res.status, third.text).toBe(200);
            return { first, second, third };
          });
        } catch (err) {
          if (attempt === 3) throw err;
          await new Promise((resolve) => setTimeout(resolve, 2_500)); // what is still held runs out
        }
      }
      const { first, second, third } = walk;
      // The same cursors again are read afresh (a page read ahead is taken once): the same bytes.
      expect((await read(a.key, first.next_cursor)).text).toBe(second.text);
      expect((await read(a.key, (JSON.parse(second.text) as ListBody).next_cursor)).text).toBe(third.text);
      const pages = [first, JSON.parse(second.text) as ListBody, JSON.parse(third.text) as ListBody];
      expect(pages[2]!.next_cursor).toBeNull();
      expect(new Set(pages.flatMap((p) => p.data.map((r) => r.canonical_id))).size).toBe(1200);
    });

    it('a record written after its page was read ahead still comes later in the same walk, in its new version', async () => {
      // Four pages: the second and third are read ahead before the write, the fourth after it.
      const a = await tenantWithOrders(1600);
      const first = await readBody(a.key, null);
      await pagesHeld(2);
      // The 701st order of the walk lies in the second page (records written together may sort in any order, so it
      // is looked up in the walk's own order); a source changes it now.
      const n = await orderAt(a.customerId, 700);
      await upsertAll(t.knex, a.customerId, 'order', 'shop', [{ externalId: `o-${n}`, record: sampleRecord('order', n, '2026-03-02T10:00:00.000000Z', { total_cents: 7 }) }]);
      const pages = [first];
      for (let cursor = first.next_cursor; cursor; cursor = pages[pages.length - 1]!.next_cursor) pages.push(await readBody(a.key, cursor));
      const versions = pages.flatMap((p, i) => p.data.filter((r) => r.total_cents === 7 || r.total_cents === 1000 + n).map((r) => ({ page: i, total: r.total_cents })));
      // The second page is what a read at the moment it was read ahead answered; the new version sorts after it.
      expect(versions).toEqual([
        { page: 1, total: 1000 + n },
        { page: pages.length - 1, total: 7 },
      ]);
      expect(pages).toHaveLength(4);
      expect(new Set(pages.flatMap((p) => p.data.map((r) => r.canonical_id))).size).toBe(1600);
    });

    it('refuses a key revoked after its next page was read ahead, and the page goes to no other customer', async () => {
      const a = await tenantWithOrders(600);
      const first = await readBody(a.key, null);
      await pagesHeld(1);
      const b = await tenantWithOrders(1);
      await expectError((await read(b.key, first.next_cursor)).res, 400, 'invalid_cursor', /belongs to a different query/);
      await revokeApiKey(t.knex, a.keyId);
      const after = await read(a.key, first.next_cursor);
      await expectError(after.res, 401, 'unauthorized', 'invalid, expired or revoked API key');
      expect(after.text).not.toContain('canonical_id');
      // Another key of the same customer may read on from the cursor.
      const other = await seedKey(t.knex, a, ['data:read']);
      expect((await readBody(other.key, first.next_cursor)).data).toHaveLength(100);
    });
  });

  describe.runIf(!onPostgres)('on the embedded database', () => {
    it('reads nothing ahead: the read would run on the process\'s own thread and its one connection', async () => {
      const a = await tenantWithOrders(600);
      const first = await readBody(a.key, null);
      expect(first.next_cursor).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(t.services.readAhead.size).toEqual({ pages: 0, bytes: 0, inFlight: 0 });
    });
  });
});
