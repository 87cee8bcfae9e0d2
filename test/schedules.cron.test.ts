// Cron schedules (`cron:<expression>` in the flow's schedule_timezone): the calendar arithmetic across daylight-saving
// changes, validation at create and update naming the field at fault, the next run times a flow shows, and the
// scheduler starting each slot of a cron flow once however many workers race for it.
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cronProblem, cronRuns, zoneProblem } from '../src/domain/flows/cron.js';
import { STANDARD_INTERVALS, scheduleProblem } from '../src/domain/flows/schedules.js';
import { scheduleDueFlows } from '../src/engine/scheduler.js';
import { secretsFrom } from '../src/secrets.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { expectError } from './support/expectError.js';
import { recordingEnqueue } from './support/recordingEnqueue.js';
import { seedConnectors, seedFlow, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('cron expressions', () => {
  it('runs a daily 02:30 Berlin job at 03:00 CEST on the day clocks skip 02:00-03:00 (2027-03-28), and at 02:30 local around it', () => {
    expect(iso(cronRuns('cron:30 2 * * *', 'Europe/Berlin', new Date('2027-03-26T12:00:00Z'), 3))).toEqual([
      '2027-03-27T01:30:00.000Z', // 02:30 CET (+01:00)
      '2027-03-28T01:00:00.000Z', // 02:30 does not exist: the first instant after the gap, 03:00 CEST
      '2027-03-29T00:30:00.000Z', // 02:30 CEST (+02:00)
    ]);
  });

  it('runs a daily 02:30 Berlin job once on the day clocks repeat 02:00-03:00 (2027-10-31), the first time', () => {
    expect(iso(cronRuns('cron:30 2 * * *', 'Europe/Berlin', new Date('2027-10-29T12:00:00Z'), 3))).toEqual([
      '2027-10-30T00:30:00.000Z', // 02:30 CEST
      '2027-10-31T00:30:00.000Z', // the first 02:30 (CEST); the second (01:30Z, CET) does not run
      '2027-11-01T01:30:00.000Z', // 02:30 CET
    ]);
  });

  it('keeps a weekday 06:00 Berlin job at 06:00 local across the change: 05:00Z on Friday, 04:00Z from Monday', () => {
    expect(iso(cronRuns('cron:0 6 * * 1-5', 'Europe/Berlin', new Date('2027-03-25T12:00:00Z'), 3))).toEqual([
      '2027-03-26T05:00:00.000Z',
      '2027-03-29T04:00:00.000Z',
      '2027-03-30T04:00:00.000Z',
    ]);
  });

  it('evaluates in UTC by default and in other zones by their own offsets', () => {
    expect(iso(cronRuns('cron:0 6 * * *', 'UTC', new Date('2027-01-01T00:00:00Z'), 1))).toEqual(['2027-01-01T06:00:00.000Z']);
    expect(iso(cronRuns('cron:0 6 * * *', 'America/New_York', new Date('2027-01-01T00:00:00Z'), 1))).toEqual(['2027-01-01T11:00:00.000Z']);
  });

  it('answers times strictly after the given one', () => {
    expect(iso(cronRuns('cron:0 6 * * *', 'UTC', new Date('2027-01-01T06:00:00Z'), 1))).toEqual(['2027-01-02T06:00:00.000Z']);
  });

  it.each([
    ['cron:* * * * * *', 'must have five fields after \'cron:\''],
    ['cron:0 6 * *', 'must have five fields after \'cron:\''],
    ['cron:61 6 * * *', 'is not a valid cron expression'],
    ['cron:0 6 * * mon-fry', 'is not a valid cron expression'],
    ['cron:0 0 30 2 *', 'never fires'],
    ['cron:', 'must have five fields'],
  ])('refuses %s', (schedule, message) => {
    expect(cronProblem(schedule as `cron:${string}`)).toContain(message);
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(zoneProblem('Europe/Berlin')).toBeUndefined();
    expect(zoneProblem('UTC')).toBeUndefined();
    expect(zoneProblem('Mars/Olympus_Mons')).toBe("'Mars/Olympus_Mons' is not an IANA time zone (for example UTC, Europe/Berlin, America/New_York)");
    expect(scheduleProblem('hourly', 'Nowhere/Land')).toMatchObject({ field: 'schedule_timezone' });
    expect(scheduleProblem('cron:0 6 * * *', 'Europe/Berlin')).toBeUndefined();
    expect(scheduleProblem('every_minute', 'UTC')).toMatchObject({ field: 'schedule' });
  });
});

describe('cron schedules over the API', () => {
  let t: TestServer;
  let a: Tenant;
  let connectors: { source: { id: string }; destination: { id: string } };

  beforeAll(async () => {
    t = await startTestServer();
    a = await seedTenant(t.knex);
    connectors = await seedConnectors(t.knex, t.secrets, a.customerId);
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Weekday mornings',
    source_connector_id: connectors.source.id,
    destination_connector_id: connectors.destination.id,
    entities: ['order'],
    schedule: 'cron:0 6 * * 1-5',
    schedule_timezone: 'Europe/Berlin',
    ...overrides,
  });
  const send = (method: 'POST' | 'PATCH', path: string, payload: unknown) =>
    t.request(path, { method, key: a.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) });

  it('creates a cron flow whose next run is the next weekday 06:00 in its zone, and shows the next five', async () => {
    const { data, response } = await t.client(a.key).POST('/v1/flows', { body: body() as never });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ schedule: 'cron:0 6 * * 1-5', schedule_timezone: 'Europe/Berlin' });
    const expected = cronRuns('cron:0 6 * * 1-5', 'Europe/Berlin', new Date(data!.created_at), 5).map((d) => `${d.toISOString().slice(0, 23)}000Z`);
    expect(data!.next_run_at).toBe(expected[0]);
    expect(data!.schedule_details).toEqual({ label: 'cron:0 6 * * 1-5', interval_seconds: null, timezone: 'Europe/Berlin', next_run_at: expected[0], upcoming: expected });
    for (const at of expected) {
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(at));
      expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) 06:00$/);
    }
    const got = await t.client(a.key).GET('/v1/flows/{id}', { params: { path: { id: data!.id } } });
    expect(got.data!.schedule_details.upcoming).toEqual(expected);
  });

  it('defaults the zone to UTC, and interval flows show their next five slots one interval apart', async () => {
    const cron = await t.client(a.key).POST('/v1/flows', { body: body({ schedule: 'cron:15 * * * *', schedule_timezone: undefined }) as never });
    expect(cron.data).toMatchObject({ schedule_timezone: 'UTC', schedule_details: { timezone: 'UTC' } });
    expect(new Date(cron.data!.next_run_at!).getUTCMinutes()).toBe(15);
    const hourly = await t.client(a.key).POST('/v1/flows', { body: body({ schedule: 'hourly', schedule_timezone: undefined }) as never });
    const { upcoming, next_run_at } = hourly.data!.schedule_details;
    expect(upcoming).toHaveLength(5);
    expect(upcoming[0]).toBe(next_run_at);
    expect(upcoming.map((u) => Date.parse(u) - Date.parse(upcoming[0]!))).toEqual([0, 1, 2, 3, 4].map((h) => h * 3600_000));
    // Microseconds are kept, as in every timestamp.
    expect(new Set(upcoming.map((u) => u.slice(19)))).toEqual(new Set([next_run_at!.slice(19)]));
    const manual = await t.client(a.key).POST('/v1/flows', { body: body({ schedule: 'manual' }) as never });
    expect(manual.data!.schedule_details).toMatchObject({ next_run_at: null, upcoming: [] });
  });

  it.each([
    [{ schedule: 'cron:0 6 * *' }, "body field 'schedule': 'cron:0 6 * *' must have five fields after 'cron:' (minute hour day-of-month month day-of-week, e.g. cron:0 6 * * 1-5); it has 4"],
    [{ schedule: 'cron:0 25 * * *' }, "body field 'schedule': 'cron:0 25 * * *' is not a valid cron expression"],
    [{ schedule: 'cron:0 0 31 4 *' }, "body field 'schedule': 'cron:0 0 31 4 *' never fires (no date matches it)"],
    [{ schedule_timezone: 'Europe/Atlantis' }, "body field 'schedule_timezone': 'Europe/Atlantis' is not an IANA time zone (for example UTC, Europe/Berlin, America/New_York)"],
    [{ schedule: 'every_minute' }, "body field 'schedule' must be one of: every_5m, every_15m, every_30m, hourly, every_6h, daily, manual, cron:<…>"],
  ])('refuses %j at create with 422 naming the field', async (override, message) => {
    const before = await t.knex('flows').where({ customer_id: a.customerId }).count({ n: '*' });
    const res = await send('POST', '/v1/flows', body(override));
    const error = await expectError(res, 422, 'validation_error');
    expect(error.message.startsWith(message)).toBe(true);
    expect(await t.knex('flows').where({ customer_id: a.customerId }).count({ n: '*' })).toEqual(before);
  });

  it('checks an update the same way, changes nothing when refused, and moves next_run_at when the zone changes', async () => {
    const { data: flow } = await t.client(a.key).POST('/v1/flows', { body: body({ schedule: 'cron:0 6 * * *', schedule_timezone: 'UTC' }) as never });
    await expectError(await send('PATCH', `/v1/flows/${flow!.id}`, { schedule_timezone: 'Moon/Base' }), 422, 'validation_error', "body field 'schedule_timezone': 'Moon/Base' is not an IANA time zone (for example UTC, Europe/Berlin, America/New_York)");
    await expectError(await send('PATCH', `/v1/flows/${flow!.id}`, { schedule: 'cron:0 6 * * 8-9' }), 422, 'validation_error');
    const unchanged = await t.client(a.key).GET('/v1/flows/{id}', { params: { path: { id: flow!.id } } });
    expect(unchanged.data).toMatchObject({ schedule: 'cron:0 6 * * *', schedule_timezone: 'UTC', next_run_at: flow!.next_run_at });
    const res = await send('PATCH', `/v1/flows/${flow!.id}`, { schedule_timezone: 'Asia/Tokyo' });
    expect(res.status).toBe(200);
    const moved = (await res.json()) as { next_run_at: string; schedule_timezone: string };
    expect(moved.schedule_timezone).toBe('Asia/Tokyo');
    expect(new Date(moved.next_run_at).getUTCHours()).toBe(21); // 06:00 in Tokyo (+09:00)
  });
});

describe('the scheduler with cron flows', () => {
  let database: TestDatabase;
  let knex: Knex;
  let tenant: Tenant;
  const secrets = secretsFrom('x'.repeat(64));
  const { enqueue, enqueued } = recordingEnqueue();

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
    tenant = await seedTenant(knex);
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    enqueued.length = 0;
  });

  /**
   * Waits, when the clock is within two seconds of a slot (a multiple of `periodMs`), until it has passed: the
   * assertions below compare next_run_at with the time they run at, and a slot falling between the scheduling pass
   * and them would be due again (a flake of a few milliseconds in every period).
   */
  const clearOfSlot = async (periodMs: number) => {
    const toSlot = periodMs - (Date.now() % periodMs);
    if (toSlot < 2_000) await new Promise((r) => setTimeout(r, toSlot + 50));
  };

  it('starts each due cron slot once however many workers race, and moves next_run_at to the next occurrence after now', async () => {
    await clearOfSlot(5 * 60_000);
    const flow = await seedFlow(knex, secrets, tenant.customerId, { schedule: 'cron:*/5 * * * *', scheduleTimezone: 'Europe/Berlin' });
    // Its slot came a minute ago.
    await knex('flows').where({ id: flow.id }).update({ next_run_at: knex.raw("date_trunc('minute', clock_timestamp()) - interval '1 minute'") });
    await Promise.all(Array.from({ length: 8 }, () => scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS)));
    const runs = await knex('runs').where({ flow_id: flow.id }).select('id', 'trigger');
    expect(runs).toEqual([{ id: expect.any(String), trigger: 'schedule' }]);
    expect(enqueued).toEqual([runs[0]!.id]);
    const { next_run_at: next } = (await knex('flows').where({ id: flow.id }).first('next_run_at')) as { next_run_at: string };
    const ahead = Date.parse(next) - Date.now();
    expect(ahead).toBeGreaterThan(0);
    expect(ahead).toBeLessThanOrEqual(5 * 60_000);
    expect(new Date(next).getUTCMinutes() % 5).toBe(0);
    expect(new Date(next).getUTCSeconds()).toBe(0);
    // The next passes find nothing due: the slot is taken once.
    await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    expect(await knex('runs').where({ flow_id: flow.id }).pluck('id')).toEqual([runs[0]!.id]);
    expect(enqueued).toHaveLength(1);
  });

  it('skips missed slots: a flow due hours ago runs once and next at the first slot after now', async () => {
    await clearOfSlot(3600_000);
    const flow = await seedFlow(knex, secrets, tenant.customerId, { schedule: 'cron:0 * * * *' });
    await knex('flows').where({ id: flow.id }).update({ next_run_at: knex.raw("clock_timestamp() - interval '5 hours'") });
    await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    expect(enqueued).toHaveLength(1);
    const { next_run_at: next } = (await knex('flows').where({ id: flow.id }).first('next_run_at')) as { next_run_at: string };
    expect(Date.parse(next) - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(Date.parse(next)).toBeGreaterThan(Date.now());
  });
});
