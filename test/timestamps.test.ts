// Timestamps keep microseconds end to end: from the database to the API's JSON, from `updated_since`, `from` and `to`
// back into SQL, and through list cursors; always `YYYY-MM-DDTHH:MM:SS.ffffffZ`. Plus unit tests of the parser that
// turns PostgreSQL's text form into that shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTimestamptz } from '../src/db/timestamps.js';
import { changeFlowStatus } from '../src/domain/flows/service.js';
import { STANDARD_INTERVALS } from '../src/domain/flows/schedules.js';
import { seedFlow, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const EXACT = '2026-03-04T05:06:07.123456Z';
const JUST_BEFORE = '2026-03-04T05:06:07.123455Z';
const JUST_AFTER = '2026-03-04T05:06:07.123457Z';
const TRAILING_ZEROS = '2026-03-04T05:06:07.100000Z';
const WHOLE_SECOND = '2026-03-04T05:06:08.000000Z';
const LEADING_ZEROS = '2026-03-04T05:06:07.000001Z';
const SIX_DIGITS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The database's own rendering of a timestamptz column, as the API must show it. */
const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface Item {
  id: string;
  created_at: string;
  updated_at: string;
}
interface ListBody {
  data: Item[];
  meta: { total: number; has_more: boolean; next_cursor: string | null };
}

describe('timestamps end to end', () => {
  let t: TestServer;
  let tenant: Tenant;
  // flows with updated_at just before, at and just after EXACT
  let before: string;
  let exact: string;
  let after: string;
  let zeros: string; // updated_at with trailing zeros
  // runs of `exact` created within one millisecond, a microsecond apart
  let runBefore: string;
  let runExact: string;
  let runAfter: string;

  async function list(path: string, query: Record<string, string | number>, key = tenant.key): Promise<ListBody> {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await t.request(`${path}?${qs}`, { key });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body as ListBody;
  }

  async function walk(path: string, query: Record<string, string | number>): Promise<Item[]> {
    const items: Item[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) {
      const body = await list(path, cursor === null ? query : { ...query, cursor });
      items.push(...body.data);
      cursor = body.meta.next_cursor;
      if (cursor === null) return items;
    }
    throw new Error('pagination does not end');
  }

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { read: 100_000, write: 100_000 } });
    tenant = await seedTenant(t.knex);
    const flows = [];
    for (let i = 0; i < 4; i++) flows.push(await seedFlow(t.knex, t.secrets, tenant.customerId, { name: `Flow ${i}` }));
    [before, exact, after, zeros] = flows.map((f) => f.id) as [string, string, string, string];
    await t.knex('flows').where({ id: before }).update({ created_at: JUST_BEFORE, updated_at: JUST_BEFORE });
    await t.knex('flows').where({ id: exact }).update({ created_at: EXACT, updated_at: EXACT });
    await t.knex('flows').where({ id: after }).update({ created_at: JUST_AFTER, updated_at: JUST_AFTER });
    await t.knex('flows').where({ id: zeros }).update({ created_at: WHOLE_SECOND, updated_at: TRAILING_ZEROS });

    const runAt = async (at: string) => {
      const run = await seedRun(t.knex, tenant.customerId, { flowId: exact, status: 'succeeded', trigger: 'schedule' });
      await t.knex('runs').where({ id: run.id }).update({ created_at: at, updated_at: at });
      return run.id;
    };
    // inserted in an order that differs from their time order
    runAfter = await runAt(JUST_AFTER);
    runBefore = await runAt(JUST_BEFORE);
    runExact = await runAt(EXACT);
    await t.knex('runs').where({ id: runExact }).update({ started_at: LEADING_ZEROS, finished_at: TRAILING_ZEROS });
  });
  afterAll(() => t?.close());

  describe('reading', () => {
    it('returns a flow\'s created_at and updated_at with their microseconds from GET /v1/flows/:id', async () => {
      const { data } = await t.client(tenant.key).GET('/v1/flows/{id}', { params: { path: { id: exact } } });
      expect(data).toMatchObject({ created_at: EXACT, updated_at: EXACT });
    });

    it('returns the same microseconds in the flow list', async () => {
      const { data } = await t.client(tenant.key).GET('/v1/flows', { params: { query: { limit: 500 } } });
      expect(data!.data.find((f) => f.id === exact)).toMatchObject({ created_at: EXACT, updated_at: EXACT });
      expect(data!.data.find((f) => f.id === before)).toMatchObject({ updated_at: JUST_BEFORE });
    });

    it('returns a run\'s timestamps with their microseconds, leading zeros included', async () => {
      const { data } = await t.client(tenant.key).GET('/v1/runs/{id}', { params: { path: { id: runExact } } });
      expect(data).toMatchObject({ created_at: EXACT, updated_at: EXACT, started_at: LEADING_ZEROS, finished_at: TRAILING_ZEROS });
    });

    it('keeps trailing zeros: .100000 stays .100000 and a whole second is .000000', async () => {
      const { data } = await t.client(tenant.key).GET('/v1/flows/{id}', { params: { path: { id: zeros } } });
      expect(data!.updated_at).toBe(TRAILING_ZEROS);
      expect(data!.created_at).toBe(WHOLE_SECOND);
    });

    it('shows database-generated timestamps exactly as PostgreSQL renders them, with six fractional digits', async () => {
      const { data } = await t.client(tenant.key).GET('/v1/connectors', { params: { query: { limit: 500 } } });
      const rows: Item[] = await t.knex('connectors').where({ customer_id: tenant.customerId })
        .select('id', t.knex.raw(`${iso('created_at')} AS created_at`), t.knex.raw(`${iso('updated_at')} AS updated_at`));
      expect(data!.data.length).toBe(rows.length);
      for (const c of data!.data) {
        expect(c.created_at).toMatch(SIX_DIGITS_UTC);
        expect(c.updated_at).toMatch(SIX_DIGITS_UTC);
        expect({ id: c.id, created_at: c.created_at, updated_at: c.updated_at }).toEqual(rows.find((r) => r.id === c.id));
      }
    });

    it('returns the updated_at a pause wrote exactly as stored', async () => {
      await changeFlowStatus(t.knex, tenant.customerId, before, { action: 'pause', actor: { type: 'system', id: 'timestamps-test' }, intervals: STANDARD_INTERVALS });
      const { data } = await t.client(tenant.key).GET('/v1/flows/{id}', { params: { path: { id: before } } });
      const [stored] = await t.knex('flows').where({ id: before }).select(t.knex.raw(`${iso('updated_at')} AS updated_at`));
      expect(data!.updated_at).toMatch(SIX_DIGITS_UTC);
      expect(data!.updated_at).toBe(stored.updated_at);
      // restore the fixture for the tests that read `before`'s updated_at
      await changeFlowStatus(t.knex, tenant.customerId, before, { action: 'resume', actor: { type: 'system', id: 'timestamps-test' }, intervals: STANDARD_INTERVALS });
      await t.knex('flows').where({ id: before }).update({ updated_at: JUST_BEFORE });
    });
  });

  describe('writing them back', () => {
    it('updated_since with the exact microsecond value returns the boundary row and excludes one a microsecond earlier', async () => {
      const body = await list('/v1/flows', { updated_since: EXACT });
      const ids = body.data.map((f) => f.id);
      expect(ids[0]).toBe(exact);
      expect(body.data[0]!.updated_at).toBe(EXACT);
      expect(ids).toContain(after);
      expect(ids).not.toContain(before);
      expect(body.meta.total).toBe(2);
    });

    it('updated_since taken from a response\'s updated_at returns that row again', async () => {
      const { data } = await t.client(tenant.key).GET('/v1/runs/{id}', { params: { path: { id: runExact } } });
      const body = await list('/v1/runs', { updated_since: data!.updated_at });
      expect(body.data.map((r) => r.id)).toEqual([runExact, runAfter]);
    });

    it('updated_since one microsecond after a row excludes it', async () => {
      const body = await list('/v1/runs', { updated_since: JUST_AFTER });
      expect(body.data.map((r) => r.id)).toEqual([runAfter]);
    });

    it('updated_since written with a +05:30 offset means the same instant', async () => {
      const body = await list('/v1/flows', { updated_since: '2026-03-04T10:36:07.123456+05:30' });
      const ids = body.data.map((f) => f.id);
      expect(ids[0]).toBe(exact);
      expect(ids).not.toContain(before);
    });

    it('from is inclusive and to exclusive to the microsecond', async () => {
      const body = await list('/v1/runs', { from: EXACT, to: JUST_AFTER });
      expect(body.data.map((r) => r.id)).toEqual([runExact]);
      const wider = await list('/v1/runs', { from: JUST_BEFORE, to: '2026-03-04T05:06:07.123458Z' });
      expect(wider.data.map((r) => r.id)).toEqual([runAfter, runExact, runBefore]);
    });

    it('cursors keep microseconds: rows a microsecond apart page one at a time without a gap or a repeat, newest first', async () => {
      const items = await walk('/v1/runs', { flow_id: exact, limit: 1 });
      expect(items.map((r) => r.id)).toEqual([runAfter, runExact, runBefore]);
    });

    it('cursors keep microseconds in an updated_since sync too', async () => {
      const items = await walk('/v1/flows', { updated_since: JUST_BEFORE, limit: 1 });
      expect(items.map((f) => f.id)).toEqual([before, exact, after]);
    });
  });

  describe('database sessions in another time zone', () => {
    it.each([
      ['Asia/Kolkata', '2026-03-04T05:06:07.123456Z'],
      ['America/St_Johns', '2026-03-04T05:06:07.123456Z'],
      ['America/Los_Angeles', '2026-12-31T23:30:00.000001Z'],
      ['Europe/Amsterdam', '1850-01-01T00:00:00.000000Z'], // local mean time: an offset with seconds
    ])('a value read in a %s session comes back as the same UTC instant', async (zone, value) => {
      const read = await t.knex.transaction(async (trx) => {
        await trx.raw(`SET LOCAL TIME ZONE '${zone}'`);
        const { rows } = (await trx.raw('SELECT ?::timestamptz AS at, ?::timestamptz::text AS text', [value, value])) as {
          rows: Array<{ at: string; text: string }>;
        };
        return rows[0]!;
      });
      expect(read.text).not.toMatch(/\+00$/); // the session really was in another zone
      expect(read.at).toBe(value);
    });
  });
});

describe('parseTimestamptz', () => {
  it.each([
    ['UTC with microseconds', '2026-03-04 05:06:07.123456+00', '2026-03-04T05:06:07.123456Z'],
    ['UTC without a fraction', '2026-03-04 05:06:07+00', '2026-03-04T05:06:07.000000Z'],
    ['a short fraction padded to six digits', '2026-03-04 05:06:07.1+00', '2026-03-04T05:06:07.100000Z'],
    ['leading zeros of the fraction kept', '2026-03-04 05:06:07.000001+00', '2026-03-04T05:06:07.000001Z'],
    ['a +05:30 offset', '2026-03-04 10:36:07.123456+05:30', '2026-03-04T05:06:07.123456Z'],
    ['a -08 offset crossing midnight', '2026-03-03 21:06:07.123456-08', '2026-03-04T05:06:07.123456Z'],
    ['a -03:30 offset', '2026-03-04 01:36:07.5-03:30', '2026-03-04T05:06:07.500000Z'],
    ['a +14 offset crossing the year backwards', '2027-01-01 13:59:59.999999+14', '2026-12-31T23:59:59.999999Z'],
    ['an offset with seconds', '1850-01-01 00:19:32+00:19:32', '1850-01-01T00:00:00.000000Z'],
    ['a T separator and Z', '2026-03-04T05:06:07.123456Z', '2026-03-04T05:06:07.123456Z'],
    ['a T separator and +00:00', '2026-03-04T05:06:07.123456+00:00', '2026-03-04T05:06:07.123456Z'],
    ['a T separator and an offset', '2026-03-04T06:06:07+01:00', '2026-03-04T05:06:07.000000Z'],
    ['infinity unchanged', 'infinity', 'infinity'],
  ])('%s', (_label, input, expected) => {
    expect(parseTimestamptz(input)).toBe(expected);
  });
});
