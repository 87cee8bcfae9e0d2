// Pagination of the /v1 lists (docs/design.md "Ids, time, pagination and errors"): limit bounds, keyset walks with no
// duplicate and no gap, totals, the updated_since sync order, the runs filters, tamper-proof cursors, no OFFSET.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertConnector } from '../src/domain/connectors/repository.js';
import { changeFlowStatus } from '../src/domain/flows/service.js';
import { STANDARD_INTERVALS } from '../src/domain/flows/schedules.js';
import type { RunStatus } from '../src/domain/runs/repository.js';
import { seedConnectors, seedDefinedFlow, seedFlow, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { expectError } from './support/expectError.js';

interface Item {
  id: string;
  created_at: string;
  updated_at: string;
}
interface ListBody<T = Item> {
  data: T[];
  meta: { total: number; has_more: boolean; next_cursor: string | null };
}
const FLOW_COUNT = 137;
const RUN_COUNT = 64;
const EXTRA_CONNECTORS = 53; // plus the 2 the flows use: 55, more than the default page
const EPOCH = '2000-01-01T00:00:00Z';

/** `YYYY-MM-DDTHH:MM:SS.ffffffZ` for `base` plus `seconds`, with the given microseconds. */
function ts(base: string, seconds: number, micros = 0): string {
  const whole = new Date(Date.parse(base) + seconds * 1000).toISOString().slice(0, 19);
  return `${whole}.${String(micros).padStart(6, '0')}Z`;
}

/** SQL that formats a timestamptz column the way the API must show it, computed by the database itself. */
const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const newestFirst = (a: Item, b: Item) => (a.created_at === b.created_at ? cmp(b.id, a.id) : cmp(b.created_at, a.created_at));
const oldestChangeFirst = (a: Item, b: Item) => (a.updated_at === b.updated_at ? cmp(a.id, b.id) : cmp(a.updated_at, b.updated_at));
function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

interface SeededRun {
  id: string;
  flow_id: string;
  status: RunStatus;
  created_at: string;
  updated_at: string;
}

describe('pagination of /v1 lists', () => {
  let t: TestServer;
  let a: Tenant; // the tenant with the data
  let b: Tenant; // another customer, for foreign cursors
  let empty: Tenant; // a customer with nothing
  let flowIds: string[];
  let runs: SeededRun[];
  let flowOne: string;
  let flowTwo: string;

  async function list(path: string, query: Record<string, string | number>, key = a.key): Promise<Response> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return t.request(qs ? `${path}?${qs}` : path, { key });
  }

  async function page(path: string, query: Record<string, string | number>, key = a.key): Promise<ListBody> {
    const res = await list(path, query, key);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body as ListBody;
  }

  /** Follows next_cursor to the end, checking the envelope of every page; returns the pages' envelopes and rows. */
  async function walk(path: string, query: Record<string, string | number>, key = a.key) {
    const pages: ListBody[] = [];
    let cursor: string | null = null;
    do {
      const body = await page(path, cursor === null ? query : { ...query, cursor }, key);
      pages.push(body);
      cursor = body.meta.next_cursor;
      if (pages.length > 100) throw new Error('pagination does not end');
    } while (cursor !== null);
    return { pages, items: pages.flatMap((p) => p.data) };
  }

  async function snapshot(table: 'flows' | 'runs' | 'connectors', customerId = a.customerId): Promise<Item[]> {
    return t.knex(table).where({ customer_id: customerId }).select('id', t.knex.raw(`${iso('created_at')} AS created_at`), t.knex.raw(`${iso('updated_at')} AS updated_at`));
  }

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { read: 100_000, write: 100_000 } });
    a = await seedTenant(t.knex, { name: 'Pager A' });
    b = await seedTenant(t.knex, { name: 'Pager B' });
    empty = await seedTenant(t.knex, { name: 'Pager Empty' });

    // 137 flows over one pair of connectors, with controlled timestamps. created_at: one second apart, except a group of
    // 25 (more than a page of 20) that share one value, so page boundaries fall inside ties broken by id. updated_at:
    // a permutation of the creation order, in groups of three sharing a value.
    const { source, destination } = await seedConnectors(t.knex, t.secrets, a.customerId);
    // Created side by side (their times are set below): one at a time takes most of the hook's time on a busy machine.
    const flows = await Promise.all(
      Array.from({ length: FLOW_COUNT }, (_, i) =>
        seedDefinedFlow(t.knex, a.customerId, {
          name: `Flow ${i}`,
          source_connector_id: source.id,
          destination_connector_id: destination.id,
          entities: ['order'],
          schedule: 'hourly',
        }),
      ),
    );
    flowIds = flows.map((f) => f.id);
    for (let i = 0; i < FLOW_COUNT; i++) {
      const created = i >= 40 && i < 65 ? ts('2025-01-01T00:00:00Z', 40, 500) : ts('2025-01-01T00:00:00Z', i, 500);
      const group = Math.floor(((i * 53) % FLOW_COUNT) / 3);
      const updated = ts('2020-01-01T00:00:00Z', group, (group * 7919) % 1_000_000);
      await t.knex('flows').where({ id: flowIds[i] }).update({ created_at: created, updated_at: updated });
    }
    for (let i = 0; i < EXTRA_CONNECTORS; i++) {
      await insertConnector(t.knex, t.secrets, a.customerId, { name: `Extra ${i}`, type: i % 2 ? 'postgres' : 'files' });
    }

    // 64 runs on two flows with explicit creation times 37 minutes apart (runs 10, 11 and 12 share one), statuses in a
    // cycle, and updated_at in the reverse of the creation order.
    flowOne = flowIds[0]!;
    flowTwo = flowIds[1]!;
    const statuses: RunStatus[] = ['succeeded', 'failed', 'partial', 'succeeded'];
    runs = [];
    for (let i = 0; i < RUN_COUNT; i++) {
      const flowId = i % 3 === 0 ? flowTwo : flowOne;
      const status = statuses[i % 4]!;
      const run = await seedRun(t.knex, a.customerId, { flowId, status, trigger: 'schedule' });
      const slot = i >= 10 && i <= 12 ? 10 : i;
      const created_at = ts('2026-01-01T00:00:00Z', slot * 37 * 60, 1000 + slot);
      const updated_at = ts('2021-06-01T00:00:00Z', RUN_COUNT - i, 42);
      await t.knex('runs').where({ id: run.id }).update({ created_at, updated_at });
      runs.push({ id: run.id, flow_id: flowId, status, created_at, updated_at });
    }

    // The other customer: a few flows and runs of its own.
    for (let i = 0; i < 3; i++) {
      const flow = await seedFlow(t.knex, t.secrets, b.customerId, { name: `B flow ${i}` });
      await seedRun(t.knex, b.customerId, { flowId: flow.id, status: 'failed', trigger: 'manual' });
    }
  });
  afterAll(() => t?.close());

  describe('limit', () => {
    it.each([
      ['/v1/flows', FLOW_COUNT],
      ['/v1/runs', RUN_COUNT],
      ['/v1/connectors', EXTRA_CONNECTORS + 2],
    ] as const)('%s returns 50 rows by default', async (path, total) => {
      const body = await page(path, {});
      expect(body.data).toHaveLength(50);
      expect(body.meta).toMatchObject({ total, has_more: true });
    });

    it.each([
      ['/v1/flows', FLOW_COUNT],
      ['/v1/runs', RUN_COUNT],
      ['/v1/connectors', EXTRA_CONNECTORS + 2],
    ] as const)('%s accepts limit=500 and returns the whole set in one page', async (path, total) => {
      const body = await page(path, { limit: 500 });
      expect(body.data).toHaveLength(total);
      expect(body.meta).toEqual({ total, has_more: false, next_cursor: null });
    });

    it.each(['/v1/flows', '/v1/runs', '/v1/connectors'] as const)('%s refuses limit=501 with 422 naming limit', async (path) => {
      const error = await expectError(await list(path, { limit: 501 }), 422, 'validation_error');
      expect(error.message).toContain('limit');
    });

    it.each(['/v1/flows', '/v1/runs', '/v1/connectors'] as const)('%s refuses limit=0 with 422', async (path) => {
      await expectError(await list(path, { limit: 0 }), 422, 'validation_error');
    });

    it('a page that ends exactly at the last row has next_cursor null and has_more false', async () => {
      const body = await page('/v1/flows', { limit: FLOW_COUNT });
      expect(body.data).toHaveLength(FLOW_COUNT);
      expect(body.meta).toEqual({ total: FLOW_COUNT, has_more: false, next_cursor: null });
    });

    it('works through the generated client with a typed limit', async () => {
      const { data, response } = await t.client(a.key).GET('/v1/flows', { params: { query: { limit: 7 } } });
      expect(response.status).toBe(200);
      expect(data!.data).toHaveLength(7);
      expect(data!.meta.total).toBe(FLOW_COUNT);
      expect(data!.meta.has_more).toBe(true);
      expect(data!.meta.next_cursor).toEqual(expect.any(String));
    });
  });

  describe('walking newest first', () => {
    it('returns every flow exactly once in created_at desc, id desc order across pages of 20', async () => {
      const expected = (await snapshot('flows')).sort(newestFirst).map((f) => f.id);
      const { items, pages } = await walk('/v1/flows', { limit: 20 });
      expect(pages).toHaveLength(Math.ceil(FLOW_COUNT / 20));
      expect(new Set(items.map((f) => f.id)).size).toBe(items.length);
      expect(items.map((f) => f.id)).toEqual(expected);
      expect(new Set(expected)).toEqual(new Set(flowIds));
    });

    it('keeps meta.total at the full count on every page and has_more true exactly when next_cursor is set', async () => {
      const { pages } = await walk('/v1/flows', { limit: 20 });
      for (const p of pages) {
        expect(p.meta.total).toBe(FLOW_COUNT);
        expect(p.meta.has_more).toBe(p.meta.next_cursor !== null);
        expect(p.data.length).toBeLessThanOrEqual(20);
      }
      expect(pages.at(-1)!.meta.next_cursor).toBeNull();
      expect(pages.slice(0, -1).every((p) => p.meta.has_more)).toBe(true);
    });

    it('breaks created_at ties by id desc when a page boundary falls inside the tie', async () => {
      const { items } = await walk('/v1/flows', { limit: 20 });
      const tied = items.filter((f) => f.created_at === ts('2025-01-01T00:00:00Z', 40, 500));
      expect(tied).toHaveLength(25);
      expect(tied.map((f) => f.id)).toEqual([...tied.map((f) => f.id)].sort().reverse());
      // the tie group occupies consecutive positions that straddle at least one page boundary
      const first = items.indexOf(tied[0]!);
      expect(Math.floor(first / 20)).not.toBe(Math.floor((first + 24) / 20));
    });

    it('returns every run exactly once, newest first, across pages of 9', async () => {
      const expected = [...runs].sort(newestFirst).map((r) => r.id);
      const { items, pages } = await walk('/v1/runs', { limit: 9 });
      expect(items.map((r) => r.id)).toEqual(expected);
      expect(pages.every((p) => p.meta.total === RUN_COUNT && p.meta.has_more === (p.meta.next_cursor !== null))).toBe(true);
    });

    it('returns every connector exactly once, newest first, across pages of 8', async () => {
      const expected = (await snapshot('connectors')).sort(newestFirst).map((c) => c.id);
      const { items, pages } = await walk('/v1/connectors', { limit: 8 });
      expect(items.map((c) => c.id)).toEqual(expected);
      expect(expected).toHaveLength(EXTRA_CONNECTORS + 2);
      expect(pages.every((p) => p.meta.total === EXTRA_CONNECTORS + 2 && p.meta.has_more === (p.meta.next_cursor !== null))).toBe(true);
    });

    async function tenantWithConnectors(name: string, count: number) {
      const tenant = await seedTenant(t.knex, { name });
      for (let i = 0; i < count; i++) {
        const c = await insertConnector(t.knex, t.secrets, tenant.customerId, { name: `${name} ${i}`, type: 'files' });
        await t.knex('connectors').where({ id: c.id }).update({ created_at: ts('2025-06-01T00:00:00Z', i, 1) });
      }
      const expected = (await snapshot('connectors', tenant.customerId)).sort(newestFirst).map((c) => c.id);
      return { tenant, expected };
    }

    it('does not repeat a row on the next page when a newer row is created between pages', async () => {
      const { tenant, expected } = await tenantWithConnectors('Pager Insert', 6);
      const first = await page('/v1/connectors', { limit: 3 }, tenant.key);
      await insertConnector(t.knex, t.secrets, tenant.customerId, { name: 'Created between pages', type: 'files' });
      const second = await page('/v1/connectors', { limit: 3, cursor: first.meta.next_cursor! }, tenant.key);
      expect([...first.data, ...second.data].map((c) => c.id)).toEqual(expected);
      expect(second.meta).toEqual({ total: 7, has_more: false, next_cursor: null });
    });

    it('continues after a row that was deleted between pages', async () => {
      const { tenant, expected } = await tenantWithConnectors('Pager Delete', 6);
      const first = await page('/v1/connectors', { limit: 3 }, tenant.key);
      await t.knex('connectors').where({ id: first.data[2]!.id }).delete();
      const second = await page('/v1/connectors', { limit: 3, cursor: first.meta.next_cursor! }, tenant.key);
      expect(second.data.map((c) => c.id)).toEqual(expected.slice(3));
      expect(second.meta.total).toBe(5);
    });

    it('shows only the key owner\'s rows, with the owner\'s total', async () => {
      const body = await page('/v1/flows', { limit: 500 }, b.key);
      expect(body.meta.total).toBe(3);
      expect(body.data.map((f) => f.id).some((id) => flowIds.includes(id))).toBe(false);
    });

    it('answers an empty list with total 0, has_more false and next_cursor null', async () => {
      for (const path of ['/v1/flows', '/v1/runs', '/v1/connectors'] as const) {
        const body = await page(path, {}, empty.key);
        expect(body).toEqual({ data: [], meta: { total: 0, has_more: false, next_cursor: null } });
      }
    });
  });

  describe('updated_since', () => {
    it('returns only rows with updated_at >= the value, in updated_at asc, id asc order, across pages of 20', async () => {
      const all = (await snapshot('flows')).sort(oldestChangeFirst);
      const since = all[45]!.updated_at;
      const expected = all.filter((f) => f.updated_at >= since).map((f) => f.id);
      const { items, pages } = await walk('/v1/flows', { limit: 20, updated_since: since });
      expect(items.map((f) => f.id)).toEqual(expected);
      expect(items.every((f) => f.updated_at >= since)).toBe(true);
      for (const p of pages) {
        expect(p.meta.total).toBe(expected.length);
        expect(p.meta.has_more).toBe(p.meta.next_cursor !== null);
      }
    });

    it('walks the whole set in updated order with ties broken by id asc across page boundaries', async () => {
      const expected = (await snapshot('flows')).sort(oldestChangeFirst).map((f) => f.id);
      const { items, pages } = await walk('/v1/flows', { limit: 20, updated_since: EPOCH });
      expect(pages.length).toBeGreaterThan(1);
      expect(new Set(items.map((f) => f.id)).size).toBe(FLOW_COUNT);
      expect(items.map((f) => f.id)).toEqual(expected);
      // groups of three share updated_at: some group straddles the boundary after row 20
      expect(items[19]!.updated_at === items[20]!.updated_at || items[20]!.updated_at === items[21]!.updated_at).toBe(true);
    });

    it('includes the boundary row whose updated_at equals updated_since, taken from a response', async () => {
      const first = await page('/v1/flows', { limit: 30, updated_since: EPOCH });
      const boundary = first.data[29]!;
      const body = await page('/v1/flows', { limit: 500, updated_since: boundary.updated_at });
      const ids = body.data.map((f) => f.id);
      expect(ids).toContain(boundary.id);
      expect(body.data[0]!.updated_at).toBe(boundary.updated_at);
      expect(body.meta.total).toBe((await snapshot('flows')).filter((f) => f.updated_at >= boundary.updated_at).length);
    });

    it('orders runs by updated_at asc (not by creation) and pages through them', async () => {
      const since = runs[13]!.updated_at; // updated_at runs backwards from creation: runs 13..0 qualify
      const expected = runs.filter((r) => r.updated_at >= since).sort(oldestChangeFirst).map((r) => r.id);
      const { items, pages } = await walk('/v1/runs', { limit: 4, updated_since: since });
      expect(items.map((r) => r.id)).toEqual(expected);
      expect(expected).toEqual(runs.slice(0, 14).map((r) => r.id).reverse());
      expect(pages.every((p) => p.meta.total === expected.length)).toBe(true);
    });

    it('pages through connectors in updated order', async () => {
      const expected = (await snapshot('connectors')).sort(oldestChangeFirst).map((c) => c.id);
      const { items } = await walk('/v1/connectors', { limit: 6, updated_since: EPOCH });
      expect(items.map((c) => c.id)).toEqual(expected);
    });

    it('combines updated_since with the runs filters', async () => {
      const since = runs[20]!.updated_at;
      const expected = runs.filter((r) => r.updated_at >= since && r.flow_id === flowOne && r.status === 'succeeded').sort(oldestChangeFirst).map((r) => r.id);
      const { items, pages } = await walk('/v1/runs', { limit: 3, updated_since: since, flow_id: flowOne, status: 'succeeded' });
      expect(items.map((r) => r.id)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(3);
      expect(pages.every((p) => p.meta.total === expected.length)).toBe(true);
    });

    it('moves a flow that was paused to the end of the next sync, and a sync from the highest updated_at seen returns it', async () => {
      const before = await walk('/v1/flows', { limit: 50, updated_since: EPOCH });
      const target = before.items[10]!;
      const highest = before.items.at(-1)!.updated_at;

      // Paused through the domain operation that POST /v1/flows/:id/pause runs: the contract check in test/support
      // currently treats the optional Idempotent-Replayed header as required and fails every first-time POST.
      await changeFlowStatus(t.knex, a.customerId, target.id, { action: 'pause', actor: { type: 'system', id: 'pagination-test' }, intervals: STANDARD_INTERVALS });
      const { data: paused } = await t.client(a.key).GET('/v1/flows/{id}', { params: { path: { id: target.id } } });
      expect(paused!.status).toBe('paused');
      expect(paused!.updated_at > highest).toBe(true);

      const after = await walk('/v1/flows', { limit: 50, updated_since: EPOCH });
      expect(after.items.map((f) => f.id)).toEqual([...before.items.map((f) => f.id).filter((id) => id !== target.id), target.id]);
      expect(after.items.at(-1)).toMatchObject({ id: target.id, status: 'paused', updated_at: paused!.updated_at });

      const incremental = await walk('/v1/flows', { limit: 50, updated_since: highest });
      expect(incremental.items.at(-1)!.id).toBe(target.id);
      expect(incremental.items[0]!.updated_at).toBe(highest); // the boundary row is seen again
      expect(incremental.items.every((f) => f.id === target.id || f.updated_at === highest)).toBe(true);
    });
  });

  describe('runs filters', () => {
    async function expectRuns(query: Record<string, string | number>, predicate: (r: SeededRun) => boolean) {
      const expected = runs.filter(predicate).sort(newestFirst).map((r) => r.id);
      const { items, pages } = await walk('/v1/runs', { limit: 5, ...query });
      expect(items.map((r) => r.id)).toEqual(expected);
      for (const p of pages) expect(p.meta.total).toBe(expected.length);
      return expected;
    }

    it('flow_id returns only that flow\'s runs, with total counting only them', async () => {
      const expected = await expectRuns({ flow_id: flowTwo }, (r) => r.flow_id === flowTwo);
      expect(expected.length).toBe(Math.ceil(RUN_COUNT / 3));
    });

    it('status returns only runs in that status', async () => {
      const expected = await expectRuns({ status: 'failed' }, (r) => r.status === 'failed');
      expect(expected.length).toBe(RUN_COUNT / 4);
    });

    it('from is inclusive on created_at, including every row tied at the bound', async () => {
      const from = runs[10]!.created_at; // runs 10, 11 and 12 share it
      expect(new Set([runs[10], runs[11], runs[12]].map((r) => r!.created_at)).size).toBe(1);
      const expected = await expectRuns({ from }, (r) => r.created_at >= from);
      expect(expected).toEqual(expect.arrayContaining([runs[10]!.id, runs[11]!.id, runs[12]!.id]));
      expect(expected).not.toContain(runs[9]!.id);
    });

    it('to is exclusive on created_at', async () => {
      const to = runs[30]!.created_at;
      const expected = await expectRuns({ to }, (r) => r.created_at < to);
      expect(expected).not.toContain(runs[30]!.id);
      expect(expected).toContain(runs[29]!.id);
      expect(expected).toHaveLength(30);
    });

    it('from and to together select the half-open interval [from, to)', async () => {
      const from = runs[20]!.created_at;
      const to = runs[40]!.created_at;
      const expected = await expectRuns({ from, to }, (r) => r.created_at >= from && r.created_at < to);
      expect(expected).toHaveLength(20);
    });

    it('combines flow_id, status, from and to with AND', async () => {
      const from = runs[5]!.created_at;
      const to = runs[55]!.created_at;
      const expected = await expectRuns(
        { flow_id: flowOne, status: 'succeeded', from, to },
        (r) => r.flow_id === flowOne && r.status === 'succeeded' && r.created_at >= from && r.created_at < to,
      );
      expect(expected.length).toBeGreaterThan(5); // more than one page of 5
    });

    it('accepts from and to with a non-UTC offset as the same instant', async () => {
      const from = runs[20]!.created_at;
      const shifted = new Date(Date.parse(from) + 2 * 3600_000).toISOString().slice(0, 19) + from.slice(19, 26) + '+02:00';
      const expected = await expectRuns({ from: shifted }, (r) => r.created_at >= from);
      expect(expected).toContain(runs[20]!.id);
      expect(expected).not.toContain(runs[19]!.id);
    });

    it('an unknown flow_id is an empty page, not a 404', async () => {
      const body = await page('/v1/runs', { flow_id: 'flw_doesnotexist' });
      expect(body).toEqual({ data: [], meta: { total: 0, has_more: false, next_cursor: null } });
    });

    it('another customer\'s flow_id is an empty page', async () => {
      const body = await page('/v1/runs', { flow_id: flowOne }, b.key);
      expect(body.meta.total).toBe(0);
      expect(body.data).toEqual([]);
    });

    it('refuses a status outside the run statuses with 422 naming status', async () => {
      const error = await expectError(await list('/v1/runs', { status: 'exploded' }), 422, 'validation_error');
      expect(error.message).toContain('status');
    });

    it('refuses a from that is not an ISO 8601 date-time with 422 naming from', async () => {
      const error = await expectError(await list('/v1/runs', { from: 'yesterday' }), 422, 'validation_error');
      expect(error.message).toContain('from');
    });
  });

  describe('cursor tampering', () => {
    async function cursorOf(path: string, query: Record<string, string | number>, key = a.key): Promise<string> {
      const body = await page(path, { limit: 2, ...query }, key);
      expect(body.meta.next_cursor).toEqual(expect.any(String));
      return body.meta.next_cursor!;
    }
    const b64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const otherChar = (c: string) => b64[(b64.indexOf(c) + 17) % 64]!;
    function replaceAt(s: string, i: number, c: string) {
      return s.slice(0, i) + c + s.slice(i + 1);
    }

    it('accepts the untampered cursor (control)', async () => {
      const cursor = await cursorOf('/v1/flows', {});
      const body = await page('/v1/flows', { limit: 2, cursor });
      expect(body.data).toHaveLength(2);
    });

    it('refuses a cursor with one character of its payload changed', async () => {
      const cursor = await cursorOf('/v1/flows', {});
      const [data, sig] = cursor.split('.') as [string, string];
      const i = Math.floor(data.length / 2);
      const tampered = `${replaceAt(data, i, otherChar(data[i]!))}.${sig}`;
      expect(tampered).not.toBe(cursor);
      await expectError(await list('/v1/flows', { cursor: tampered }), 400, 'invalid_cursor');
    });

    it('refuses a cursor whose payload was re-encoded to point at another row', async () => {
      const cursor = await cursorOf('/v1/flows', {});
      const [data, sig] = cursor.split('.') as [string, string];
      const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...payload, i: flowIds[100] })).toString('base64url');
      await expectError(await list('/v1/flows', { cursor: `${forged}.${sig}` }), 400, 'invalid_cursor');
    });

    it('refuses a cursor with one character of its signature changed', async () => {
      const cursor = await cursorOf('/v1/flows', {});
      const [data, sig] = cursor.split('.') as [string, string];
      await expectError(await list('/v1/flows', { cursor: `${data}.${replaceAt(sig, 0, otherChar(sig[0]!))}` }), 400, 'invalid_cursor');
    });

    it('refuses a cursor whose signature has a stray character inserted', async () => {
      const cursor = await cursorOf('/v1/flows', {});
      const [data, sig] = cursor.split('.') as [string, string];
      await expectError(await list('/v1/flows', { cursor: `${data}.${sig.slice(0, 5)}!${sig.slice(5)}` }), 400, 'invalid_cursor');
    });

    it('refuses a cursor whose last signature character was changed in its unused bits', async () => {
      const cursor = await cursorOf('/v1/flows', {});
      const [data, sig] = cursor.split('.') as [string, string];
      // 16 bytes take 22 base64url characters; the last carries 2 bits of data and 4 unused bits
      const last = b64.indexOf(sig.at(-1)!);
      const respelled = `${sig.slice(0, -1)}${b64[last ^ 0b0001]}`;
      expect(respelled).not.toBe(sig);
      await expectError(await list('/v1/flows', { cursor: `${data}.${respelled}` }), 400, 'invalid_cursor');
    });

    it('refuses a cursor issued to another customer', async () => {
      const foreign = await cursorOf('/v1/flows', {}, b.key);
      await expectError(await list('/v1/flows', { cursor: foreign }), 400, 'invalid_cursor');
      const mine = await cursorOf('/v1/flows', {});
      await expectError(await list('/v1/flows', { cursor: mine }, b.key), 400, 'invalid_cursor');
    });

    it('refuses a runs cursor issued for status=failed when used with status=succeeded or without status', async () => {
      const cursor = await cursorOf('/v1/runs', { status: 'failed' });
      await expectError(await list('/v1/runs', { status: 'succeeded', cursor }), 400, 'invalid_cursor');
      await expectError(await list('/v1/runs', { cursor }), 400, 'invalid_cursor');
      expect((await list('/v1/runs', { status: 'failed', cursor })).status).toBe(200);
    });

    it('refuses a runs cursor reused with a different flow_id, from or to', async () => {
      const from = runs[3]!.created_at;
      const to = runs[60]!.created_at;
      const cursor = await cursorOf('/v1/runs', { flow_id: flowOne, from, to });
      await expectError(await list('/v1/runs', { flow_id: flowTwo, from, to, cursor }), 400, 'invalid_cursor');
      await expectError(await list('/v1/runs', { flow_id: flowOne, from: runs[4]!.created_at, to, cursor }), 400, 'invalid_cursor');
      await expectError(await list('/v1/runs', { flow_id: flowOne, from, cursor }), 400, 'invalid_cursor');
      expect((await list('/v1/runs', { flow_id: flowOne, from, to, cursor })).status).toBe(200);
    });

    it('refuses a cursor reused with a different updated_since', async () => {
      const cursor = await cursorOf('/v1/flows', { updated_since: EPOCH });
      await expectError(await list('/v1/flows', { updated_since: '2001-01-01T00:00:00Z', cursor }), 400, 'invalid_cursor');
    });

    it('refuses a newest-first cursor used in an updated_since sync, and the reverse', async () => {
      const newest = await cursorOf('/v1/flows', {});
      await expectError(await list('/v1/flows', { updated_since: EPOCH, cursor: newest }), 400, 'invalid_cursor');
      const sync = await cursorOf('/v1/flows', { updated_since: EPOCH });
      await expectError(await list('/v1/flows', { cursor: sync }), 400, 'invalid_cursor');
    });

    it('refuses a cursor of one list used on another list', async () => {
      const flows = await cursorOf('/v1/flows', {});
      await expectError(await list('/v1/runs', { cursor: flows }), 400, 'invalid_cursor');
      await expectError(await list('/v1/connectors', { cursor: flows }), 400, 'invalid_cursor');
      const connectors = await cursorOf('/v1/connectors', {});
      await expectError(await list('/v1/flows', { cursor: connectors }), 400, 'invalid_cursor');
    });

    it.each([
      ['a word', 'garbage'],
      ['two dots', 'a.b.c'],
      ['an empty signature', 'eyJ2IjoxfQ.'],
      ['only dots', '..'],
      ['unsigned JSON', Buffer.from('{"v":1,"c":"cus_x","b":"x","t":"2026-01-01T00:00:00.000000Z","i":"flw_x"}').toString('base64url')],
      ['non-base64 text', '%%%.***'],
    ])('refuses garbage (%s) with 400 invalid_cursor', async (_label, cursor) => {
      for (const path of ['/v1/flows', '/v1/runs', '/v1/connectors'] as const) {
        await expectError(await list(path, { cursor }), 400, 'invalid_cursor');
      }
    });

    it('refuses a tampered cursor through the generated client as well', async () => {
      const cursor = await cursorOf('/v1/runs', {});
      const { error, response } = await t.client(a.key).GET('/v1/runs', { params: { query: { cursor: `${cursor}x` } } });
      expect(response.status).toBe(400);
      expect(error?.error.code).toBe('invalid_cursor');
    });
  });

  describe('keyset only', () => {
    async function captureSql<T>(fn: () => Promise<T>): Promise<string[]> {
      const seen: string[] = [];
      const listener = (q: { sql: string }) => seen.push(q.sql);
      t.knex.on('query', listener);
      try {
        await fn();
      } finally {
        t.knex.removeListener('query', listener);
      }
      return seen;
    }

    it.each([
      ['/v1/flows', 'flows', {}],
      ['/v1/runs', 'runs', { status: 'succeeded' }],
      ['/v1/connectors', 'connectors', {}],
      ['/v1/flows', 'flows', { updated_since: EPOCH }],
    ] as const)('%s pages (%s, %o) without OFFSET, deep pages included', async (path, table, query) => {
      const first = await page(path, { limit: 5, ...query });
      let cursor = first.meta.next_cursor!;
      for (let i = 0; i < 3; i++) cursor = (await page(path, { limit: 5, ...query, cursor })).meta.next_cursor!;
      const sql = await captureSql(() => page(path, { limit: 5, ...query, cursor }));
      const listQueries = sql.filter((s) => s.includes(`"${table}"`) && /\blimit\b/i.test(s));
      expect(listQueries.length).toBeGreaterThan(0);
      for (const s of sql) expect(s).not.toMatch(/\boffset\b/i);
    });
  });
});
