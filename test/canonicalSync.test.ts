// Incremental sync while writers commit (docs/design.md "Ordering guarantees"): updated_at is monotonic in commit order
// per customer and entity, so a reader that keeps the highest updated_at it has seen and follows next_cursor misses
// nothing, even when a writer takes its time between writing and committing. On PostgreSQL the writers run on
// separate connections and really overlap the reader; on PGlite (one connection) they interleave.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordBuilder, type CanonicalRow } from '../src/domain/canonical/repository.js';
import { deleteCanonical, upsertCanonical, type IncomingRecord } from '../src/domain/canonical/upsert/index.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Rec = Record<string, unknown> & { canonical_id: string; updated_at: string };
interface ListBody {
  next_cursor: string | null;
  data: Rec[];
}

const WRITERS = 4;
const ROUNDS = 20;
const BATCH = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A microsecond timestamp n microseconds after a fixed base: strictly increasing source times. */
function sourceTime(n: number): string {
  const base = Date.parse('2026-05-01T00:00:00Z') + Math.floor(n / 1_000_000) * 1000;
  return `${new Date(base).toISOString().slice(0, 19)}.${String(n % 1_000_000).padStart(6, '0')}Z`;
}

describe('incremental sync under concurrent writes', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { read: 1_000_000 } });
  });
  afterAll(() => t?.close());

  /** A client that syncs by updated_since + next_cursor into a local copy, as docs/canonical-model.md advises. */
  function syncingReader(who: Tenant, entity: string, limit: number, opts: { includeDeleted?: boolean } = {}) {
    const copy = new Map<string, Rec>();
    let since: string | undefined;
    const stats = { pagesWithData: 0 };
    return {
      copy,
      stats,
      async sync(): Promise<number> {
        let cursor: string | null = null;
        let received = 0;
        let highest = since;
        do {
          const query = new URLSearchParams({ limit: String(limit) });
          if (since !== undefined) query.set('updated_since', since);
          if (cursor !== null) query.set('cursor', cursor);
          if (opts.includeDeleted) query.set('include_deleted', 'true');
          const res = await t.request(`/api/public/data/${entity}?${query}`, { key: who.key });
          const body = (await res.json()) as ListBody;
          expect(res.status, JSON.stringify(body)).toBe(200);
          for (const r of body.data) {
            // A mirror applies a tombstone by removing the record it names.
            if (opts.includeDeleted && r.deleted_at !== null) copy.delete(r.canonical_id);
            else copy.set(r.canonical_id, r);
            if (highest === undefined || r.updated_at > highest) highest = r.updated_at;
          }
          received += body.data.length;
          if (body.data.length > 0) stats.pagesWithData++;
          cursor = body.next_cursor;
        } while (cursor !== null);
        since = highest;
        return received;
      },
    };
  }

  async function databaseCopy(who: Tenant, entity: 'order'): Promise<Map<string, Rec>> {
    const { rows } = (await t.knex.raw(
      'SELECT canonical_id, data, external_ids, last_source_update_at, created_at, updated_at, deleted_at, merged_into FROM canonical_records WHERE customer_id = ? AND entity = ?',
      [who.customerId, entity],
    )) as { rows: CanonicalRow[] };
    const build = recordBuilder(entity);
    return new Map(rows.map((r) => [r.canonical_id, build(r) as Rec]));
  }

  it("a reader syncing with updated_since and next_cursor while writers commit ends with a copy equal to the database", async () => {
    const who = await seedTenant(t.knex, { name: 'Busy shop', scopes: ['data:read'] });
    let clock = 0;
    let created = 0;
    let writing = true;

    // Each writer: batches of new orders and updates of orders any writer created, each in a transaction that
    // lingers after writing, so commits land in a different order than the writes started.
    const writer = async (w: number) => {
      for (let round = 0; round < ROUNDS; round++) {
        const batch: IncomingRecord[] = [];
        for (let i = 0; i < BATCH; i++) {
          const update = created > 0 && i % 2 === 1;
          const n = update ? Math.floor(Math.random() * created) : created++;
          batch.push({ externalId: `o-${n}`, record: sampleRecord('order', n, sourceTime(++clock), { total_cents: w * 1_000_000 + round * 100 + i, status: update ? 'confirmed' : 'pending' }) });
        }
        await t.knex.transaction(async (trx) => {
          const s = await upsertCanonical(trx, { customerId: who.customerId, entity: 'order', system: 'shop' }, batch);
          expect(s.rejected).toBe(0);
          await sleep(Math.random() * 8);
        });
        await sleep(Math.random() * 3);
      }
    };

    const reader = syncingReader(who, 'order', 37);
    const reading = (async () => {
      while (writing) {
        await reader.sync();
        await sleep(2);
      }
    })();
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
    writing = false;
    await reading;
    const pagesDuringWrites = reader.stats.pagesWithData;
    await reader.sync();

    const db = await databaseCopy(who, 'order');
    expect(db.size).toBe(created);
    expect(pagesDuringWrites).toBeGreaterThanOrEqual(10); // the reader really read between the writers' commits
    expect(reader.copy.size).toBe(db.size);
    expect(Object.fromEntries(reader.copy)).toEqual(Object.fromEntries(db));
  });

  it('a mirror syncing with include_deleted while two systems create, change, merge and delete customers ends with exactly the live set', async () => {
    const who = await seedTenant(t.knex, { name: 'Mirrored shop', scopes: ['data:read'] });
    let clock = 0;
    let writing = true;
    const counts = { merged: 0, tombstones: 0, unlinked: 0 };
    // Emails come from a small pool, so a record of one system often takes the email of another's: a merge.
    const email = () => `p${Math.floor(Math.random() * 60)}@example.com`;
    const ids = { shop: 0, crm: 0 };

    const writer = async (system: 'shop' | 'crm') => {
      for (let round = 0; round < 25; round++) {
        await t.knex.transaction(async (trx) => {
          if (round % 3 === 2) {
            // Deletions of ids this system created (some already gone: those change nothing).
            const gone = Array.from({ length: 4 }, () => ({ externalId: `${system}-${Math.floor(Math.random() * Math.max(ids[system], 1))}` }));
            const d = await deleteCanonical(trx, { customerId: who.customerId, entity: 'customer', system: system }, gone);
            counts.tombstones += d.rows.filter((r) => r.deleted_at !== null).length;
            counts.unlinked += d.applied;
          } else {
            const batch: IncomingRecord[] = Array.from({ length: 6 }, (_, i) => {
              const n = i % 2 === 0 || ids[system] === 0 ? ids[system]++ : Math.floor(Math.random() * ids[system]);
              return { externalId: `${system}-${n}`, record: { email: email(), first_name: `${system} ${round}`, last_source_update_at: sourceTime(++clock) } };
            });
            const u = await upsertCanonical(trx, { customerId: who.customerId, entity: 'customer', system: system }, batch);
            counts.merged += u.tombstones.length; // records merged away, now tombstones
          }
          await sleep(Math.random() * 6);
        });
        await sleep(Math.random() * 3);
      }
    };

    const mirror = syncingReader(who, 'customer', 29, { includeDeleted: true });
    const reading = (async () => {
      while (writing) {
        await mirror.sync();
        await sleep(2);
      }
    })();
    await Promise.all([writer('shop'), writer('crm'), writer('shop'), writer('crm')]);
    writing = false;
    await reading;
    await mirror.sync();

    const { rows } = (await t.knex.raw(
      `SELECT canonical_id, data, external_ids, last_source_update_at, created_at, updated_at, deleted_at, merged_into
       FROM canonical_records WHERE customer_id = ? AND entity = 'customer' AND deleted_at IS NULL`,
      [who.customerId],
    )) as { rows: CanonicalRow[] };
    const live = new Map(rows.map((r) => [r.canonical_id, recordBuilder('customer')(r) as Rec]));
    // The run really merged and deleted, and both left tombstones behind.
    expect(counts.merged).toBeGreaterThan(0);
    expect(counts.tombstones).toBeGreaterThan(0);
    const [{ n: stones }] = (await t.knex('canonical_records').where({ customer_id: who.customerId, entity: 'customer' }).whereNotNull('deleted_at').count({ n: '*' })) as [{ n: string }];
    expect(Number(stones)).toBeGreaterThanOrEqual(counts.merged + counts.tombstones);
    expect(Object.fromEntries(mirror.copy)).toEqual(Object.fromEntries(live));
  });

  it('records re-sent unchanged do not come back in the next sync (only the inclusive boundary does)', async () => {
    const who = await seedTenant(t.knex, { name: 'Quiet shop', scopes: ['data:read'] });
    const records = Array.from({ length: 30 }, (_, i) => ({ externalId: `o-${i}`, record: sampleRecord('order', i, sourceTime(i)) }));
    for (let i = 0; i < 30; i += 10) await upsertAll(t.knex, who.customerId, 'order', 'shop', records.slice(i, i + 10));
    const reader = syncingReader(who, 'order', 7);
    expect(await reader.sync()).toBe(30);
    await upsertAll(t.knex, who.customerId, 'order', 'shop', records);
    // The last batch shares the highest updated_at: those 10 are the boundary, returned again by `>=`.
    expect(await reader.sync()).toBe(10);
    await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'o-3', record: sampleRecord('order', 3, sourceTime(99), { status: 'paid' }) }]);
    // The changed record, plus the previous boundary again.
    expect(await reader.sync()).toBe(11);
    expect([...reader.copy.values()].find((r) => r.order_number === 'SO-3')!.status).toBe('paid');
  });

  it("a writer that commits late never lands behind a reader's position", async () => {
    const who = await seedTenant(t.knex, { name: 'Slow shop', scopes: ['data:read'] });
    const reader = syncingReader(who, 'order', 50);
    // The slow writer writes first and lingers before committing; a second writer starts meanwhile.
    const slow = t.knex.transaction(async (trx) => {
      await upsertCanonical(trx, { customerId: who.customerId, entity: 'order', system: 'shop' }, [{ externalId: 'slow', record: sampleRecord('order', 1, sourceTime(1)) }]);
      await sleep(150);
    });
    await sleep(20);
    await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'fast', record: sampleRecord('order', 2, sourceTime(2)) }]);
    await reader.sync(); // sees the second writer's record: the first one must not land behind it
    await slow;
    await reader.sync();
    const seen = [...reader.copy.values()].map((r) => (r.external_ids as Record<string, string>).shop).sort();
    expect(seen).toEqual(['fast', 'slow']);
  });

  it('a transaction that began before another writer but writes after it commits is not missed', async () => {
    const who = await seedTenant(t.knex, { name: 'Early shop', scopes: ['data:read'] });
    const reader = syncingReader(who, 'order', 50);
    // The early transaction begins, does other work, and only then writes: its updated_at must come from when it
    // writes (under the lock), not from when it began.
    const early = t.knex.transaction(async (trx) => {
      await trx.raw('SELECT 1');
      await sleep(150);
      await upsertCanonical(trx, { customerId: who.customerId, entity: 'order', system: 'shop' }, [{ externalId: 'early', record: sampleRecord('order', 1, sourceTime(1)) }]);
    });
    await sleep(20);
    await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'late', record: sampleRecord('order', 2, sourceTime(2)) }]);
    await reader.sync();
    await early;
    await reader.sync();
    const seen = [...reader.copy.values()].map((r) => (r.external_ids as Record<string, string>).shop).sort();
    expect(seen).toEqual(['early', 'late']);
  });
});
