// Schedule slots become runs exactly once, never overlap a running run, and are not back-filled.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { scheduleDueFlows } from '../src/engine/scheduler.js';
import { parseIntervalOverrides } from '../src/domain/flows/schedules.js';
import { seedFlow, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { secretsFrom } from '../src/secrets.js';

const secrets = secretsFrom('x'.repeat(64));

describe('the scheduler', () => {
  let database: TestDatabase;
  let knex: Knex;
  let tenant: Tenant;
  const enqueued: string[] = [];
  const enqueue = async (_trx: Knex.Transaction, runId: string) => {
    enqueued.push(runId);
  };

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
    const pass = await scheduleDueFlows(knex, enqueue);
    const runs = await runsOf(flow.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'queued', trigger: 'schedule' });
    expect(pass.started).toContain(runs[0]!.id);
    expect(enqueued).toContain(runs[0]!.id);
  });

  it('moves next_run_at to the next slot after now, without back-filling missed slots', async () => {
    const flow = await dueFlow({ secondsAgo: 10 * 3600 + 5 });
    await scheduleDueFlows(knex, enqueue);
    expect(await runsOf(flow.id)).toHaveLength(1);
    const row = await knex('flows').where({ id: flow.id }).first(knex.raw('extract(epoch FROM next_run_at - clock_timestamp()) AS ahead'), 'last_run_at');
    expect(Number(row.ahead)).toBeGreaterThan(0);
    expect(Number(row.ahead)).toBeLessThanOrEqual(3600);
    expect(row.last_run_at).not.toBeNull();
  });

  it('does not run paused or manual flows', async () => {
    const paused = await dueFlow({ status: 'paused' });
    const manual = await seedFlow(knex, secrets, tenant.customerId, { schedule: 'manual' });
    await scheduleDueFlows(knex, enqueue);
    expect(await runsOf(paused.id)).toHaveLength(0);
    expect(await runsOf(manual.id)).toHaveLength(0);
  });

  it('skips a slot while the previous run is still going, instead of overlapping it', async () => {
    const flow = await dueFlow();
    await seedRun(knex, tenant.customerId, { flowId: flow.id, status: 'running', trigger: 'schedule' });
    const pass = await scheduleDueFlows(knex, enqueue);
    expect(pass.skipped).toContain(flow.id);
    expect(await runsOf(flow.id)).toHaveLength(1);
    const row = await knex('flows').where({ id: flow.id }).first(knex.raw('next_run_at > clock_timestamp() AS ahead'));
    expect(row.ahead).toBe(true);
  });

  it('starts exactly one run per slot when many passes race', async () => {
    const flows = await Promise.all([dueFlow(), dueFlow(), dueFlow()]);
    await Promise.all(Array.from({ length: 10 }, () => scheduleDueFlows(knex, enqueue)));
    for (const flow of flows) expect(await runsOf(flow.id)).toHaveLength(1);
    expect(new Set(enqueued).size).toBe(enqueued.length);
  });

  it('parses interval overrides and refuses malformed ones', () => {
    expect(parseIntervalOverrides('every_5m=2, hourly=5')).toEqual({ every_5m: 2, hourly: 5 });
    expect(() => parseIntervalOverrides('manual=3')).toThrow(/manual=3/);
    expect(() => parseIntervalOverrides('every_5m=0')).toThrow();
    expect(() => parseIntervalOverrides('weekly=10')).toThrow(/weekly/);
  });
});
