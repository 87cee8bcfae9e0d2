// Keyset pagination of the public data API over 10,000 records of one entity: every record exactly once in sync
// order (ties in updated_at inside pages and across page boundaries), and the query plan of a page: one range
// scan of the (customer, entity, updated_at, canonical_id) index, no sort, no offset, at any depth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageQuery } from '../src/domain/canonical/repository.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const TOTAL = 10_000;
const BATCH = 2_500; // records of one batch share one updated_at: page boundaries fall inside ties
const T1 = '2026-03-01T10:00:00.000000Z';

interface ListBody {
  count: number;
  next_cursor: string | null;
  data: Array<{ canonical_id: string; updated_at: string }>;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Rows Removed by Filter'?: number;
  Filter?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe('canonical pagination over 10,000 records', () => {
  let t: TestServer;
  let a: Tenant;
  let expected: Array<{ canonical_id: string; updated_at: string }>;

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { read: 100_000 } });
    a = await seedTenant(t.knex, { name: 'Many orders' });
    const other = await seedTenant(t.knex, { name: 'Other' });
    for (let start = 0; start < TOTAL; start += BATCH) {
      const records = Array.from({ length: BATCH }, (_, i) => ({ externalId: `o-${start + i}`, record: sampleRecord('order', start + i, T1) }));
      await upsertAll(t.knex, a.customerId, 'order', 'shop', records);
    }
    // Rows of other customers and entity types sit around them in the same index.
    await upsertAll(t.knex, other.customerId, 'order', 'shop', Array.from({ length: 500 }, (_, i) => ({ externalId: `x-${i}`, record: sampleRecord('order', i, T1) })));
    await upsertAll(t.knex, a.customerId, 'customer', 'shop', Array.from({ length: 500 }, (_, i) => ({ externalId: `c-${i}`, record: sampleRecord('customer', i, T1) })));
    await t.knex.raw('ANALYZE canonical_records');
    const { rows } = await t.knex.raw(
      `SELECT canonical_id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at
       FROM canonical_records WHERE customer_id = ? AND entity = 'order' ORDER BY updated_at, canonical_id`,
      [a.customerId],
    );
    expected = rows;
  });
  afterAll(() => t?.close());

  async function walk(query: string): Promise<{ pages: ListBody[]; ids: string[] }> {
    const pages: ListBody[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.request(`/api/public/data/order?${query}${cursor ? `&cursor=${cursor}` : ''}`, { key: a.key });
      const body = (await res.json()) as ListBody;
      expect(res.status, JSON.stringify(body)).toBe(200);
      pages.push(body);
      cursor = body.next_cursor;
      if (pages.length > 200) throw new Error('pagination does not end');
    } while (cursor !== null);
    return { pages, ids: pages.flatMap((p) => p.data.map((r) => r.canonical_id)) };
  }

  it('walks every record exactly once, in updated_at, canonical_id order, in pages of 500', async () => {
    const { pages, ids } = await walk('limit=500&fields=updated_at');
    expect(expected).toHaveLength(TOTAL);
    expect(pages).toHaveLength(TOTAL / 500);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expected.map((r) => r.canonical_id));
    expect(pages.every((p) => p.count === 500)).toBe(true);
  });

  it('walks every record exactly once when page boundaries fall inside updated_at ties (pages of 333)', async () => {
    const { pages, ids } = await walk('limit=333&fields=canonical_id');
    expect(pages).toHaveLength(Math.ceil(TOTAL / 333));
    expect(ids).toEqual(expected.map((r) => r.canonical_id));
  });

  it('walks exactly the records at or after updated_since', async () => {
    const since = expected[BATCH * 2]!.updated_at; // the third batch's shared updated_at
    const { ids } = await walk(`limit=500&fields=canonical_id&updated_since=${encodeURIComponent(since)}`);
    expect(ids).toEqual(expected.slice(BATCH * 2).map((r) => r.canonical_id));
  });

  describe('query plan of a page', () => {
    async function explain(req: Parameters<typeof pageQuery>[2]) {
      const { sql, bindings } = pageQuery(a.customerId, 'order', req);
      const { rows } = await t.knex.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, bindings);
      const plan = (rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan;
      return { sql, all: nodes(plan) };
    }

    const depths = [0, 1, 5_000, 9_499];
    it.each(depths)('after %i records: an index range scan of canonical_records_sync reading only the page, no sort, no offset', async (depth) => {
      const last = depth === 0 ? undefined : expected[depth - 1]!;
      const { sql, all } = await explain({ limit: 500, after: last && { ts: last.updated_at, id: last.canonical_id } });
      expect(sql).not.toMatch(/offset/i);
      expect(all.map((n) => n['Node Type'])).not.toEqual(expect.arrayContaining([expect.stringMatching(/Sort/)]));
      const scan = all.find((n) => /^canonical_records_sync(_p\d+)?$/.test(n['Index Name'] ?? ''));
      expect(scan, JSON.stringify(all)).toBeDefined();
      // The cursor position is part of the index condition: no row before it is read and thrown away.
      expect(scan!['Rows Removed by Filter'] ?? 0).toBe(0);
      expect(scan!['Actual Rows']).toBe(Math.min(501, TOTAL - depth));
      if (last) expect(scan!['Index Cond']).toMatch(/canonical_id/);
    });

    it('with updated_since and a cursor: still one range scan, no sort', async () => {
      const since = expected[BATCH]!.updated_at;
      const last = expected[BATCH + 1_000]!;
      const { all } = await explain({ limit: 500, updatedSince: since, after: { ts: last.updated_at, id: last.canonical_id } });
      expect(all.map((n) => n['Node Type'])).not.toEqual(expect.arrayContaining([expect.stringMatching(/Sort/)]));
      const scan = all.find((n) => /^canonical_records_sync(_p\d+)?$/.test(n['Index Name'] ?? ''));
      expect(scan!['Rows Removed by Filter'] ?? 0).toBe(0);
      expect(scan!['Actual Rows']).toBe(501);
    });
  });
});
