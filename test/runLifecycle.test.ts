// A run on a worker: claimed once, finished with its outcome event, and recovered when its worker dies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { claimRun, finishRun, heartbeat, reapStaleRuns } from '../src/domain/runs/lifecycle.js';
import { MAX_KEPT_ERRORS } from '../src/domain/runs/progress.js';
import { RunTally } from '../src/engine/tally.js';
import { triggerRun } from '../src/domain/runs/service.js';
import { cancelRun } from '../src/domain/runs/cancel.js';
import { secretsFrom } from '../src/secrets.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { seedFlow, seedTenant, type Tenant } from './support/seed.js';
import { recordingEnqueue } from './support/recordingEnqueue.js';

const secrets = secretsFrom('y'.repeat(64));

describe('the run lifecycle', () => {
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

  async function queuedRun() {
    const flow = await seedFlow(knex, secrets, tenant.customerId, { schedule: 'manual' });
    const runId = await triggerRun(knex, tenant.customerId, flow.id, enqueue);
    return { flow, runId };
  }
  const eventsOf = (runId: string) =>
    knex('events').whereRaw(`data->>'run_id' = ?`, [runId]).orderBy('created_at').select('type', 'data');

  it('claims a queued run once and records run.started with the trigger', async () => {
    const { flow, runId } = await queuedRun();
    const [first, second] = await Promise.all([claimRun(knex, runId), claimRun(knex, runId)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const run = await knex('runs').where({ id: runId }).first('status', 'started_at', 'attempts');
    expect(run).toMatchObject({ status: 'running', attempts: 1 });
    expect(run.started_at).not.toBeNull();
    expect(await eventsOf(runId)).toEqual([{ type: 'run.started', data: { run_id: runId, flow_id: flow.id, trigger: 'manual' } }]);
  });

  it('finishes a run with zero record errors as succeeded with run.succeeded', async () => {
    const { runId } = await queuedRun();
    await claimRun(knex, runId);
    expect(await finishRun(knex, runId, { status: 'succeeded', stage: null, processed: 10, succeeded: 10, failed: 0, errors: [] })).toBe(true);
    const run = await knex('runs').where({ id: runId }).first('status', 'records_processed', 'duration_ms', 'finished_at');
    expect(run).toMatchObject({ status: 'succeeded', records_processed: 10 });
    expect(run.duration_ms).toBeGreaterThanOrEqual(0);
    const events = await eventsOf(runId);
    expect(events.map((e) => e.type)).toEqual(['run.started', 'run.succeeded']);
    expect(events[1]!.data).toMatchObject({ records_processed: 10, duration_ms: run.duration_ms });
  });

  it('finishes a run with record errors as partial with counts and top errors', async () => {
    const { runId } = await queuedRun();
    await claimRun(knex, runId);
    const errors = [
      { code: 'constraint_violation', message: 'duplicate sku', stage: 'load' as const, record_ref: 'a' },
      { code: 'constraint_violation', message: 'duplicate sku', stage: 'load' as const, record_ref: 'b' },
      { code: 'invalid_record', message: 'currency missing', stage: 'transform' as const, record_ref: 'c' },
    ];
    await finishRun(knex, runId, { status: 'partial', stage: null, processed: 100, succeeded: 97, failed: 3, errors });
    const events = await eventsOf(runId);
    expect(events[1]).toEqual({
      type: 'run.partial',
      data: expect.objectContaining({
        records_succeeded: 97,
        records_failed: 3,
        top_errors: [
          { code: 'constraint_violation', message: 'duplicate sku', count: 2 },
          { code: 'invalid_record', message: 'currency missing', count: 1 },
        ],
      }),
    });
    expect((await knex('runs').where({ id: runId }).first('errors')).errors).toHaveLength(3);
  });

  it('counts top errors over every failed record, not only the errors kept on the run', async () => {
    const { runId } = await queuedRun();
    await claimRun(knex, runId);
    const tally = new RunTally();
    for (let i = 0; i < 150; i++) tally.recordFailed('order', { code: 'destination_rejected', message: 'check violated', stage: 'load', record_ref: `order:${i}` });
    tally.ok('order', 50);
    await finishRun(knex, runId, { status: 'partial', stage: null, ...tally.snapshot(), errorCounts: tally.errorCounts });
    const events = await eventsOf(runId);
    expect(events[1]!.data).toMatchObject({ records_succeeded: 50, records_failed: 150, top_errors: [{ code: 'destination_rejected', message: 'check violated', count: 150 }] });
    expect((await knex('runs').where({ id: runId }).first('errors')).errors).toHaveLength(MAX_KEPT_ERRORS);
  });

  it('keeps the counts of each entity beside the run’s, in the order the run began moving them', async () => {
    const { runId } = await queuedRun();
    await claimRun(knex, runId);
    const tally = new RunTally();
    tally.entity('customer');
    tally.ok('customer', 3);
    tally.recordFailed('customer', { code: 'invalid_record', message: '/email must match format "email"', stage: 'transform', record_ref: 'customer:c4' });
    tally.entity('order');
    tally.ok('order', 5);
    tally.recordsDeleted('order', 2);
    tally.entity('invoice');
    await finishRun(knex, runId, { status: 'partial', stage: null, ...tally.snapshot(), errorCounts: tally.errorCounts });
    const run = await knex('runs').where({ id: runId }).first('records_processed', 'records_succeeded', 'records_failed', 'records_deleted', 'entity_counts');
    expect(run).toEqual({
      records_processed: 9,
      records_succeeded: 8,
      records_failed: 1,
      records_deleted: 2,
      entity_counts: [
        { entity: 'customer', records_processed: 4, records_succeeded: 3, records_failed: 1, records_deleted: 0 },
        { entity: 'order', records_processed: 5, records_succeeded: 5, records_failed: 0, records_deleted: 2 },
        { entity: 'invoice', records_processed: 0, records_succeeded: 0, records_failed: 0, records_deleted: 0 },
      ],
    });
    // A resumed attempt counts on from them, the entities in the same order.
    const resumed = new RunTally({ processed: 9, succeeded: 8, failed: 1, deleted: 2, errors: [], entities: run.entity_counts });
    resumed.ok('invoice', 1);
    resumed.ok('customer', 1);
    expect(resumed.snapshot().entities!.map((c) => [c.entity, c.records_processed])).toEqual([['customer', 5], ['order', 5], ['invoice', 1]]);
  });

  it('finishes an aborted run as failed with its stage, error and trace', async () => {
    const { flow, runId } = await queuedRun();
    await claimRun(knex, runId);
    await finishRun(knex, runId, {
      status: 'failed', stage: 'extract', processed: 0, succeeded: 0, failed: 0, errors: [],
      failure: { code: 'auth_failed', message: 'role "nobody" does not exist', trace: 'at read()' },
    });
    expect(await knex('runs').where({ id: runId }).first('status', 'stage')).toEqual({ status: 'failed', stage: 'extract' });
    // The run row names why, not only the event.
    expect((await knex('runs').where({ id: runId }).first('errors')).errors).toEqual([
      { code: 'auth_failed', message: 'role "nobody" does not exist', stage: 'extract', record_ref: null },
    ]);
    expect((await eventsOf(runId))[1]).toEqual({
      type: 'run.failed',
      data: { run_id: runId, flow_id: flow.id, stage: 'extract', error: { code: 'auth_failed', message: 'role "nobody" does not exist' }, trace: 'at read()' },
    });
  });

  it('does not finish a run twice', async () => {
    const { runId } = await queuedRun();
    await claimRun(knex, runId);
    expect(await finishRun(knex, runId, { status: 'succeeded', stage: null, processed: 1, succeeded: 1, failed: 0, errors: [] })).toBe(true);
    expect(await finishRun(knex, runId, { status: 'failed', stage: 'load', processed: 1, succeeded: 0, failed: 1, errors: [] })).toBe(false);
    expect((await knex('runs').where({ id: runId }).first('status')).status).toBe('succeeded');
  });

  it('hands a run whose heartbeat stopped back to the queue, and fails it after the last attempt', async () => {
    const { runId } = await queuedRun();
    const claimed = await claimRun(knex, runId);
    expect(await heartbeat(knex, runId, claimed!.attempts)).toBe(true);
    // Progress as a checkpoint would have saved it.
    const entityCounts = [{ entity: 'customer', records_processed: 5, records_succeeded: 5, records_failed: 0, records_deleted: 0 }];
    await knex('runs').where({ id: runId }).update({ records_processed: 5, records_succeeded: 5, entity_counts: JSON.stringify(entityCounts) });
    // A heartbeat for an attempt that is not the run's current one is refused: that worker must stop.
    expect(await heartbeat(knex, runId, claimed!.attempts + 1)).toBe(false);
    expect((await reapStaleRuns(knex, enqueue, 60)).requeued).not.toContain(runId);
    await knex('runs').where({ id: runId }).update({ heartbeat_at: knex.raw(`clock_timestamp() - interval '2 minutes'`) });
    enqueued.length = 0;
    expect((await reapStaleRuns(knex, enqueue, 60)).requeued).toContain(runId);
    expect(enqueued).toEqual([runId]);
    expect((await knex('runs').where({ id: runId }).first('status')).status).toBe('queued');
    // The second and third attempts die too.
    for (let attempt = 2; attempt <= 3; attempt++) {
      await claimRun(knex, runId);
      await knex('runs').where({ id: runId }).update({ heartbeat_at: knex.raw(`clock_timestamp() - interval '2 minutes'`) });
      const reaped = await reapStaleRuns(knex, enqueue, 60, 3);
      expect(attempt < 3 ? reaped.requeued : reaped.failed).toContain(runId);
    }
    const run = await knex('runs').where({ id: runId }).first('status', 'records_processed', 'entity_counts', 'errors');
    expect(run).toEqual({
      status: 'failed',
      records_processed: 5,
      entity_counts: entityCounts,
      errors: [{ code: 'worker_lost', message: 'the worker running this run stopped responding 3 times; giving up', stage: null, record_ref: null }],
    });
    expect((await eventsOf(runId)).map((e) => e.type)).toEqual(['run.started', 'run.failed']);
  });
  it('cancels a stale run whose cancel was requested, instead of resuming it', async () => {
    const { flow, runId } = await queuedRun();
    const claimed = await claimRun(knex, runId);
    const actor = { type: 'api_key' as const, id: tenant.keyId };
    // Requested while running: the run stays running until its worker reaches a batch boundary…
    expect((await cancelRun(knex, tenant.customerId, runId, actor)).status).toBe('running');
    expect(await heartbeat(knex, runId, claimed!.attempts)).toBe(true);
    // …but its worker died: the reaper ends it as cancelled, naming who asked.
    await knex('runs').where({ id: runId }).update({ heartbeat_at: knex.raw(`clock_timestamp() - interval '2 minutes'`) });
    const reaped = await reapStaleRuns(knex, enqueue, 60, 3);
    expect(reaped).toMatchObject({ cancelled: [runId], requeued: [], failed: [] });
    const run = await knex('runs').where({ id: runId }).first('status', 'errors', 'finished_at');
    expect(run.status).toBe('cancelled');
    expect(run.errors).toEqual([{ code: 'cancelled', message: 'the run was cancelled', stage: null, record_ref: null }]);
    expect(run.finished_at).not.toBeNull();
    const events = await eventsOf(runId);
    expect(events.map((e) => e.type)).toEqual(['run.started', 'run.cancelled']);
    expect(events[1]!.data).toEqual({ run_id: runId, flow_id: flow.id, actor });
  });
});
