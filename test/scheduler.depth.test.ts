// However many flows are due together, one scheduler pass queues them all, a batch per transaction, with the
// runs and next slots the one-flow path gives: one queued run per due flow, skipped (never overlapped) while the
// flow's previous run is in flight, and exactly once however many passes race.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { scheduleDueFlows } from '../src/engine/scheduler.js';
import { STANDARD_INTERVALS } from '../src/domain/flows/schedules.js';
import { secretsFrom } from '../src/secrets.js';
import { seedFlow, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { recordingEnqueue } from './support/recordingEnqueue.js';

const secrets = secretsFrom('x'.repeat(64));

describe('a scheduler pass with many flows due', () => {
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
  beforeEach(async () => {
    enqueued.length = 0;
    // Each test's flows are its own: nothing left due by an earlier one.
    await knex('flows').update({ status: 'paused', next_run_at: null });
  });

  /**
   * `count` active flows of one customer, due a minute ago; every third one on a cron schedule whose next slot is
   * months away (with a slot every five minutes, one that passed between a slow pass and its checks failed them).
   */
  async function dueFlows(count: number, prefix: string): Promise<string[]> {
    const model = await seedFlow(knex, secrets, tenant.customerId, { schedule: 'hourly' });
    await knex.raw(
      `INSERT INTO flows (id, customer_id, name, status, source_connector_id, destination_connector_id, entities, schedule, schedule_timezone, next_run_at)
       SELECT ? || lpad(g::text, 5, '0'), customer_id, name, 'active', source_connector_id, destination_connector_id, entities,
              CASE WHEN g % 3 = 0 THEN 'cron:0 0 1 1 *' ELSE schedule END, schedule_timezone, clock_timestamp() - interval '1 minute'
         FROM flows, generate_series(1, ?) g WHERE id = ?`,
      [prefix, count, model.id],
    );
    await knex('flows').where({ id: model.id }).update({ status: 'paused', next_run_at: null });
    return knex('flows').where('id', 'like', `${prefix}%`).orderBy('id').pluck('id');
  }

  it('queues every due flow in one pass, more than several batches hold', async () => {
    const ids = await dueFlows(1234, 'flw_many_');
    const pass = await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    expect(pass.started).toHaveLength(1234);
    expect(pass.skipped).toEqual([]);
    expect(new Set(enqueued)).toEqual(new Set(pass.started));
    const runs = await knex('runs').whereIn('flow_id', ids).select('id', 'flow_id', 'status', 'trigger', 'created_at');
    expect(runs).toHaveLength(1234);
    expect(new Set(runs.map((r) => r.flow_id)).size).toBe(1234);
    expect(runs.every((r) => r.status === 'queued' && r.trigger === 'schedule')).toBe(true);
    // Each flow's last_run_at is its run's created_at, and its next slot is ahead.
    const flows = await knex('flows')
      .whereIn('id', ids)
      .select('id', 'last_run_at', knex.raw('next_run_at > clock_timestamp() AS ahead'));
    const createdAt = new Map(runs.map((r) => [r.flow_id, r.created_at]));
    for (const flow of flows) {
      expect(flow.last_run_at).toBe(createdAt.get(flow.id));
      expect(flow.ahead).toBe(true);
    }
    expect(await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS)).toEqual({ started: [], skipped: [] });
  });

  it('skips the slots of flows whose run is in flight, in the batch that starts the others', async () => {
    const ids = await dueFlows(6, 'flw_mixed_');
    const busy = ids.slice(0, 2);
    for (const flowId of busy) await seedRun(knex, tenant.customerId, { flowId, status: 'running', trigger: 'manual' });
    const before = await knex('flows').whereIn('id', busy).orderBy('id').pluck('last_run_at');
    const pass = await scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS);
    expect(pass.skipped.sort()).toEqual(busy);
    expect(pass.started).toHaveLength(4);
    for (const flowId of busy) {
      expect(await knex('runs').where({ flow_id: flowId }).pluck('status')).toEqual(['running']);
    }
    const after = await knex('flows').whereIn('id', busy).orderBy('id').select('last_run_at', knex.raw('next_run_at > clock_timestamp() AS ahead'));
    expect(after.map((f) => f.last_run_at)).toEqual(before);
    expect(after.every((f) => f.ahead)).toBe(true);
  });

  it('starts exactly one run per due flow when passes with small batches race', async () => {
    const ids = await dueFlows(60, 'flw_race_');
    await Promise.all(Array.from({ length: 6 }, () => scheduleDueFlows(knex, enqueue, STANDARD_INTERVALS, 7)));
    const counts = await knex('runs').whereIn('flow_id', ids).groupBy('flow_id').select('flow_id', knex.raw('count(*)::int AS n'));
    expect(counts).toHaveLength(60);
    expect(counts.every((c) => c.n === 1)).toBe(true);
    expect(enqueued).toHaveLength(60);
    expect(new Set(enqueued).size).toBe(60);
  });
});
