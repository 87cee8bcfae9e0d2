// Schedule slots become runs exactly once, never overlap a running run, and are not back-filled.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { scheduleDueFlows } from '../src/engine/scheduler.js';
import { STANDARD_INTERVALS, parseIntervalOverrides, scheduleIntervals } from '../src/domain/flows/schedules.js';
import { seedFlow, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { recordingEnqueue } from './support/recordingEnqueue.js';
import { secretsFrom } from '../src/secrets.js';

const secrets = secretsFrom('x'.repeat(64));

describe('the scheduler', () => {
  let database: TestDatabase;
  let knex: Knex;
  let tenant: Tenant;
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

  async function dueFlow(options: { secondsAgo?: number; schedule?: 'hourly' | 'every_5m' | 'manual'; status?: 'active' | 'paused' } = {}) {
    const flow = await seedFlow(knex, secrets, tenant.customerId, { schedule: options.schedule ?? 'hourly', status: options.status });
    await knex('flows').where({ id: flow.id }).update({ next_run_at: knex.raw(`clock_timestamp() - make_interval(secs => ?)`, [options.secondsAgo ?? 1]) });
    return flow;
  }

  const runsOf = (flowId: string) => knex('runs').where({ flow_id: flowId }).select('id', 'status', 'trigger');

  it('starts a queued scheduled run for a due flow and enqueues it', async () => {
    const flow = await dueFlow();
    const pass = await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    const runs = await runsOf(flow.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'queued', trigger: 'schedule' });
    expect(pass.started).toContain(runs[0]!.id);
    expect(enqueued).toContain(runs[0]!.id);
  });

  it('moves next_run_at to the next slot after now, without back-filling missed slots', async () => {
    const flow = await dueFlow({ secondsAgo: 10 * 3600 + 5 });
    await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    expect(await runsOf(flow.id)).toHaveLength(1);
    const row = await knex('flows').where({ id: flow.id }).first(knex.raw('extract(epoch FROM next_run_at - clock_timestamp()) AS ahead'), 'last_run_at');
    expect(Number(row.ahead)).toBeGreaterThan(0);
    expect(Number(row.ahead)).toBeLessThanOrEqual(3600);
    expect(row.last_run_at).not.toBeNull();
  });

  it('does not run paused or manual flows', async () => {
    const paused = await dueFlow({ status: 'paused' });
    const manual = await seedFlow(knex, secrets, tenant.customerId, { schedule: 'manual' });
    await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    expect(await runsOf(paused.id)).toHaveLength(0);
    expect(await runsOf(manual.id)).toHaveLength(0);
  });

  it('skips a slot while the previous run is still going, instead of overlapping it', async () => {
    const flow = await dueFlow();
    await seedRun(knex, tenant.customerId, { flowId: flow.id, status: 'running', trigger: 'schedule' });
    const pass = await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    expect(pass.skipped).toContain(flow.id);
    expect(await runsOf(flow.id)).toHaveLength(1);
    const row = await knex('flows').where({ id: flow.id }).first(knex.raw('next_run_at > clock_timestamp() AS ahead'));
    expect(row.ahead).toBe(true);
  });

  it('starts exactly one run per slot when many passes race', async () => {
    const flows = await Promise.all([dueFlow(), dueFlow(), dueFlow()]);
    await Promise.all(Array.from({ length: 10 }, () => scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS)));
    for (const flow of flows) expect(await runsOf(flow.id)).toHaveLength(1);
    expect(new Set(enqueued).size).toBe(enqueued.length);
  });

  it('moves a due flow along the grid of the intervals it is given, not the standard ones', async () => {
    const flow = await dueFlow({ secondsAgo: 45 });
    await scheduleDueFlows(knex, enqueue, scheduleIntervals({ hourly: 20 }));
    // Slots every 20 s from 45 s ago: the next one after now is 15 s ahead (60 s after the missed slot).
    const row = await knex('flows').where({ id: flow.id }).first(knex.raw('extract(epoch FROM next_run_at - clock_timestamp()) AS ahead'));
    expect(Number(row.ahead)).toBeGreaterThan(10);
    expect(Number(row.ahead)).toBeLessThanOrEqual(15);
  });

  it('builds intervals as a value: overrides apply to the value made with them only', () => {
    const short = scheduleIntervals({ every_5m: 2 });
    expect(short.seconds('every_5m')).toBe(2);
    expect(short.seconds('hourly')).toBe(3600);
    expect(short.seconds('manual')).toBeNull();
    expect(STANDARD_INTERVALS.seconds('every_5m')).toBe(300);
  });

  it('parses interval overrides and refuses malformed ones', () => {
    expect(parseIntervalOverrides('every_5m=2, hourly=5')).toEqual({ every_5m: 2, hourly: 5 });
    expect(() => parseIntervalOverrides('manual=3')).toThrow(/manual=3/);
    expect(() => parseIntervalOverrides('every_5m=0')).toThrow();
    expect(() => parseIntervalOverrides('weekly=10')).toThrow(/weekly/);
  });
});
