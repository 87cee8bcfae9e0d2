// Runs are kept SLUICE_RUN_RETENTION_DAYS after they end, each flow's latest ten ended runs whatever their age, and a
// queued or running run always; what hangs off a deleted run goes with it, and a retry outlives its original.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { loadConfig } from '../src/config.js';
import { ConfigError } from '../src/configError.js';
import { NotFound } from '../src/errors.js';
import { saveCheckpoint } from '../src/domain/flows/checkpoints.js';
import { noteSeen } from '../src/domain/canonical/resyncSeen.js';
import { pruneRuns } from '../src/domain/runs/retention.js';
import { retryRun } from '../src/domain/runs/service.js';
import type { RunStatus } from '../src/domain/runs/repository.js';
import { pruneOnce } from '../src/jobs/pruner.js';
import { secretsFrom } from '../src/secrets.js';
import { seedFlow, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { recordingEnqueue } from './support/recordingEnqueue.js';

const secrets = secretsFrom('x'.repeat(64));
const ENDED: RunStatus[] = ['succeeded', 'partial', 'failed', 'cancelled'];

/** Waits until some statement on the database waits for a lock (at most 10 s). */
async function waitForLockWait(knex: Knex): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const row = (await knex.raw(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)) as { rows: Array<{ n: number }> };
    if (row.rows[0]!.n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no statement came to wait for a lock within 10 s');
}

describe('run retention', () => {
  let database: TestDatabase;
  let knex: Knex;
  let tenant: Tenant;

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
    tenant = await seedTenant(knex);
  });
  afterAll(() => database.drop());

  const newFlow = () => seedFlow(knex, secrets, tenant.customerId, { schedule: 'manual' });

  /** A run of `flowId` that ended `daysAgo` days ago (created an hour before), the later ones the newer. */
  async function endedRun(flowId: string, daysAgo: number, options: { status?: RunStatus; retryOf?: string } = {}): Promise<string> {
    const run = await seedRun(knex, tenant.customerId, { flowId, status: options.status ?? 'succeeded', trigger: options.retryOf ? 'retry' : 'manual', retryOf: options.retryOf });
    await ageRun(run.id, daysAgo);
    return run.id;
  }

  async function ageRun(runId: string, daysAgo: number, changes: Record<string, unknown> = {}): Promise<void> {
    await knex('runs')
      .where({ id: runId })
      .update({
        ...changes,
        created_at: knex.raw(`clock_timestamp() - make_interval(days => ?) - interval '1 hour'`, [daysAgo]),
        finished_at: knex.raw(`clock_timestamp() - make_interval(days => ?)`, [daysAgo]),
      });
  }

  const runIdsOf = async (flowId: string) => new Set<string>(await knex('runs').where({ flow_id: flowId }).pluck('id'));

  it('deletes ended runs past the retention, but never a flow\'s latest ten ended runs nor a queued or running one', async () => {
    const flow = await newFlow();
    const old = [];
    for (let day = 40; day < 55; day++) old.push(await endedRun(flow.id, day, { status: ENDED[day % ENDED.length] }));
    const recent = [await endedRun(flow.id, 2), await endedRun(flow.id, 3)];
    const running = await seedRun(knex, tenant.customerId, { flowId: flow.id, status: 'running', trigger: 'manual' });
    await knex('runs').where({ id: running.id }).update({ created_at: knex.raw(`clock_timestamp() - interval '60 days'`) });
    const fewRuns = await newFlow();
    const ancient = [await endedRun(fewRuns.id, 400), await endedRun(fewRuns.id, 401, { status: 'failed' })];
    const waiting = await newFlow();
    const queued = await seedRun(knex, tenant.customerId, { flowId: waiting.id, status: 'queued', trigger: 'manual' });
    await knex('runs').where({ id: queued.id }).update({ created_at: knex.raw(`clock_timestamp() - interval '90 days'`) });

    const pruned = await pruneOnce(knex, 60, 30, 30);

    // The latest ten ended: the two recent ones and the eight newest old ones (40 to 47 days).
    expect(await runIdsOf(flow.id)).toEqual(new Set([...recent, ...old.slice(0, 8), running.id]));
    expect(await runIdsOf(fewRuns.id)).toEqual(new Set(ancient));
    expect(await runIdsOf(waiting.id)).toEqual(new Set([queued.id]));
    expect(pruned.runs).toBeGreaterThanOrEqual(7);
    // A second pass finds nothing more to delete among them.
    await pruneOnce(knex, 60, 30, 30);
    expect((await runIdsOf(flow.id)).size).toBe(11);
  });

  it('takes a deleted run\'s resync positions and notes with it, and clears retry_of on the retry that outlives it', async () => {
    const flow = await newFlow();
    const original = await seedRun(knex, tenant.customerId, { flowId: flow.id, status: 'running', trigger: 'resync' });
    const ends = { customerId: tenant.customerId, id: flow.id, sourceConnectorId: flow.source_connector_id, destinationConnectorId: flow.destination_connector_id };
    const progress = { processed: 1, succeeded: 1, failed: 0, errors: [] };
    expect(await saveCheckpoint(knex, { flow: ends, entity: 'order', checkpoint: { page: 3 }, run: { id: original.id, attempts: 0, progress, resync: true } })).toBe('saved');
    await noteSeen(knex, { customerId: tenant.customerId, runId: original.id }, 'order', ['o-1', 'o-2']);
    await ageRun(original.id, 45, { status: 'failed' });
    const retry = await endedRun(flow.id, 5, { retryOf: original.id });
    for (let day = 6; day < 15; day++) await endedRun(flow.id, day);

    await pruneOnce(knex, 60, 30, 30);

    expect(await knex('runs').where({ id: original.id }).first('id')).toBeUndefined();
    expect(await knex('run_checkpoints').where({ run_id: original.id }).pluck('entity')).toEqual([]);
    expect(await knex('resync_seen').where({ run_id: original.id }).pluck('external_id')).toEqual([]);
    expect(await knex('runs').where({ id: retry }).first('retry_of', 'status')).toEqual({ retry_of: null, status: 'succeeded' });
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  it.runIf(onPostgres)('a retry asked for while the pruner deletes its failed run answers 404, and a retry queued first outlives it', async () => {
    const flow = await newFlow();
    const doomed = await endedRun(flow.id, 45, { status: 'failed' });
    const kept = await endedRun(flow.id, 46, { status: 'failed' });
    const { enqueue } = recordingEnqueue();
    // The pruner's delete, begun and not yet committed when the retry is asked for.
    const pruner = await knex.transaction();
    let retrying: Knex.Transaction | undefined;
    try {
      await pruner.raw('DELETE FROM runs WHERE customer_id = ? AND id = ?', [tenant.customerId, doomed]);
      const asked = retryRun(knex, tenant.customerId, doomed, enqueue).then(
        (id) => ({ id }),
        (err: unknown) => ({ err }),
      );
      await waitForLockWait(knex);
      await pruner.commit();
      const answer = await asked;
      expect(answer).toEqual({ err: expect.any(NotFound) });
      expect((answer as { err: NotFound }).err.code).toBe('run_not_found');

      // The other way round: the retry's transaction holds the run, the pruner's delete waits for it.
      retrying = await knex.transaction();
      const retryId = await retryRun(retrying, tenant.customerId, kept, enqueue);
      const deleting = knex.raw('DELETE FROM runs WHERE customer_id = ? AND id = ?', [tenant.customerId, kept]).then(() => undefined); // sent now
      await waitForLockWait(knex);
      await retrying.commit();
      await deleting;
      expect(await knex('runs').where({ id: kept }).first('id')).toBeUndefined();
      expect(await knex('runs').where({ id: retryId }).first('retry_of', 'status', 'trigger')).toEqual({ retry_of: null, status: 'queued', trigger: 'retry' });
    } finally {
      // A failed expectation must not leave a transaction holding its locks (the database's drop would wait on it).
      for (const trx of [pruner, retrying]) if (trx && !trx.isCompleted()) await trx.rollback().catch(() => {});
    }
  });

  it('deletes a bounded number per call, and a sweep that stopped goes on from where it stopped', async () => {
    const flow = await newFlow();
    const old = [];
    for (let day = 40; day < 70; day++) old.push(await endedRun(flow.id, day));
    let from = null;
    let calls = 0;
    do {
      const step = await pruneRuns(knex, { retentionDays: 30, from, batch: 4, maxBatches: 2 });
      expect(step.deleted).toBeLessThanOrEqual(8);
      from = step.next;
      calls += 1;
    } while (from !== null && calls < 100);
    expect(calls).toBeGreaterThan(1);
    expect(await runIdsOf(flow.id)).toEqual(new Set(old.slice(0, 10)));
  });
});

describe('SLUICE_RUN_RETENTION_DAYS and SLUICE_PRUNE_INTERVAL_SECONDS', () => {
  it('default to 30 days and a minute, and take whole numbers in range', () => {
    expect(loadConfig({})).toMatchObject({ runRetentionDays: 30, pruneIntervalSeconds: 60 });
    expect(loadConfig({ SLUICE_RUN_RETENTION_DAYS: '7', SLUICE_PRUNE_INTERVAL_SECONDS: '5' })).toMatchObject({ runRetentionDays: 7, pruneIntervalSeconds: 5 });
    expect(loadConfig({ SLUICE_RUN_RETENTION_DAYS: '1' }).runRetentionDays).toBe(1);
  });

  it('refuse a value out of range or not a whole number, naming the setting and the value', () => {
    for (const value of ['0', '-3', '1.5', 'thirty', '36501']) {
      expect(() => loadConfig({ SLUICE_RUN_RETENTION_DAYS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SLUICE_RUN_RETENTION_DAYS: value })).toThrow(`SLUICE_RUN_RETENTION_DAYS must be a whole number of days between 1 and 36500; got '${value}'`);
    }
    expect(() => loadConfig({ SLUICE_PRUNE_INTERVAL_SECONDS: '0' })).toThrow(/SLUICE_PRUNE_INTERVAL_SECONDS must be a whole number of seconds between 1 and 86400; got '0'/);
  });
});
