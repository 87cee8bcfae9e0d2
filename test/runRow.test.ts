// Who writes a run's row: every status change is checked against the transition table before it is written (a
// refused change leaves the row as it was), and a run's progress is saved and read through one module, fenced to
// the attempt that made it.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { attemptStanding, claimRun, finishRun, reapStaleRuns, releaseRun } from '../src/domain/runs/lifecycle.js';
import { elapsedMs, loadProgress, MAX_KEPT_ERRORS, saveProgress, type RunProgress } from '../src/domain/runs/progress.js';
import { cancelRun } from '../src/domain/runs/cancel.js';
import { triggerRun } from '../src/domain/runs/service.js';
import { assertRunTransition } from '../src/domain/runs/transitions.js';
import { secretsFrom } from '../src/secrets.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { recordingEnqueue } from './support/recordingEnqueue.js';
import { seedFlow, seedTenant, type Tenant } from './support/seed.js';

vi.mock('../src/domain/runs/transitions.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/domain/runs/transitions.js')>();
  return { ...real, assertRunTransition: vi.fn(real.assertRunTransition) };
});

const secrets = secretsFrom('z'.repeat(64));
const refuse = () => {
  throw new Error('refused by the test');
};

describe("a run's row", () => {
  let database: TestDatabase;
  let knex: Knex;
  let tenant: Tenant;
  const { enqueue, enqueued } = recordingEnqueue();
  const checked = vi.mocked(assertRunTransition);

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
    tenant = await seedTenant(knex);
  });
  afterAll(() => database.drop());
  beforeEach(() => {
    checked.mockClear();
    enqueued.length = 0;
  });

  async function runningRun() {
    const flow = await seedFlow(knex, secrets, tenant.customerId, { schedule: 'manual' });
    const runId = await triggerRun(knex, tenant.customerId, flow.id, enqueue);
    const claimed = (await claimRun(knex, runId))!;
    enqueued.length = 0;
    return { runId, attempt: claimed.attempts };
  }
  const statusOf = async (runId: string) => (await knex('runs').where({ id: runId }).first('status')).status as string;
  const makeStale = (runId: string) => knex('runs').where({ id: runId }).update({ heartbeat_at: knex.raw(`clock_timestamp() - interval '2 minutes'`) });

  describe('status changes', () => {
    it('the reaper hands a stale run back to the queue through the table, and writes nothing when it refuses', async () => {
      const { runId } = await runningRun();
      await makeStale(runId);
      checked.mockImplementationOnce(refuse);
      await expect(reapStaleRuns(knex, enqueue, 60)).rejects.toThrow('refused by the test');
      expect(await statusOf(runId)).toBe('running');
      expect(enqueued).toEqual([]);

      expect((await reapStaleRuns(knex, enqueue, 60)).requeued).toEqual([runId]);
      expect(checked).toHaveBeenCalledWith(runId, 'running', 'queued');
      expect(await statusOf(runId)).toBe('queued');
      expect(enqueued).toEqual([runId]);
    });

    it('a worker releasing its run goes through the table; a release by a taken-over attempt writes nothing', async () => {
      const { runId, attempt } = await runningRun();
      expect(await releaseRun(knex, runId, attempt + 1, enqueue)).toBe(false);
      expect(await statusOf(runId)).toBe('running');
      checked.mockImplementationOnce(refuse);
      await expect(releaseRun(knex, runId, attempt, enqueue)).rejects.toThrow('refused by the test');
      expect(await statusOf(runId)).toBe('running');
      expect(await releaseRun(knex, runId, attempt, enqueue)).toBe(true);
      expect(checked).toHaveBeenLastCalledWith(runId, 'running', 'queued');
      expect(await statusOf(runId)).toBe('queued');
    });

    it('the reaper fails a run out of attempts and cancels one whose cancel was requested, each through the table', async () => {
      const spent = await runningRun();
      await makeStale(spent.runId);
      const cancelled = await runningRun();
      await cancelRun(knex, tenant.customerId, cancelled.runId, { type: 'system', id: 'run-row-test' });
      await makeStale(cancelled.runId);
      const reaped = await reapStaleRuns(knex, enqueue, 60, 1);
      expect(reaped.failed).toContain(spent.runId);
      expect(reaped.cancelled).toContain(cancelled.runId);
      expect(checked).toHaveBeenCalledWith(spent.runId, 'running', 'failed');
      expect(checked).toHaveBeenCalledWith(cancelled.runId, 'running', 'cancelled');
    });

    it('finishing is refused before anything is written', async () => {
      const { runId, attempt } = await runningRun();
      checked.mockImplementationOnce(refuse);
      await expect(finishRun(knex, runId, { status: 'succeeded', stage: null, processed: 1, succeeded: 1, failed: 0, errors: [] }, attempt)).rejects.toThrow(
        'refused by the test',
      );
      expect(await knex('runs').where({ id: runId }).first('status', 'records_processed', 'finished_at')).toEqual({ status: 'running', records_processed: 0, finished_at: null });
    });
  });

  describe('progress', () => {
    const progress = (processed: number, errors = 0): RunProgress => ({
      processed,
      succeeded: processed - errors,
      failed: errors,
      deleted: errors + 1,
      errors: Array.from({ length: errors }, (_, i) => ({ code: 'invalid', message: `record ${i}`, stage: 'transform' as const, record_ref: `r${i}` })),
      // The same counts per entity: the order's share, and none of the customers yet.
      entities: [
        { entity: 'order', records_processed: processed, records_succeeded: processed - errors, records_failed: errors, records_deleted: errors + 1 },
        { entity: 'customer', records_processed: 0, records_succeeded: 0, records_failed: 0, records_deleted: 0 },
      ],
    });

    it('is saved for the attempt that holds the run only, and read back as saved', async () => {
      const { runId, attempt } = await runningRun();
      expect(await knex.transaction((trx) => saveProgress(trx, { id: runId, attempts: attempt }, progress(7, 2)))).toBe(true);
      // An attempt the run was taken away from saves nothing.
      expect(await knex.transaction((trx) => saveProgress(trx, { id: runId, attempts: attempt + 1 }, progress(99)))).toBe(false);
      expect(await loadProgress(knex, runId)).toEqual(progress(7, 2));
    });

    it(`keeps the first ${MAX_KEPT_ERRORS} errors and every count`, async () => {
      const { runId, attempt } = await runningRun();
      await knex.transaction((trx) => saveProgress(trx, { id: runId, attempts: attempt }, progress(MAX_KEPT_ERRORS + 50, MAX_KEPT_ERRORS + 20)));
      const saved = await loadProgress(knex, runId);
      expect(saved.failed).toBe(MAX_KEPT_ERRORS + 20);
      expect(saved.errors).toHaveLength(MAX_KEPT_ERRORS);
      expect(saved.errors[0]!.record_ref).toBe('r0');
    });

    it('is what the reaper finishes a run with, and what elapsed time counts from', async () => {
      const { runId, attempt } = await runningRun();
      await knex.transaction((trx) => saveProgress(trx, { id: runId, attempts: attempt }, progress(4, 1)));
      await knex('runs').where({ id: runId }).update({ started_at: knex.raw(`clock_timestamp() - interval '90 seconds'`) });
      expect(await elapsedMs(knex, runId)).toBeGreaterThanOrEqual(90_000);
      await makeStale(runId);
      await reapStaleRuns(knex, enqueue, 60, 1);
      const run = await knex('runs').where({ id: runId }).first('status', 'records_processed', 'records_failed', 'entity_counts', 'errors');
      expect(run).toMatchObject({ status: 'failed', records_processed: 4, records_failed: 1, entity_counts: progress(4, 1).entities });
      expect((run.errors as Array<{ code: string }>).map((e) => e.code)).toEqual(['invalid', 'worker_lost']);
    });
  });

  it("tells a worker where its attempt stands: its own, taken over, or gone with a cancel", async () => {
    const { runId, attempt } = await runningRun();
    expect(await attemptStanding(knex, runId, attempt)).toEqual({ mine: true, gone: false, cancelRequested: false });
    expect(await attemptStanding(knex, runId, attempt + 1)).toMatchObject({ mine: false, gone: false });
    await cancelRun(knex, tenant.customerId, runId, { type: 'system', id: 'run-row-test' });
    expect(await attemptStanding(knex, runId, attempt)).toEqual({ mine: true, gone: false, cancelRequested: true });
    await finishRun(knex, runId, { status: 'cancelled', stage: null, processed: 0, succeeded: 0, failed: 0, errors: [] }, attempt);
    expect(await attemptStanding(knex, runId, attempt)).toMatchObject({ mine: false, gone: true });
  });
});
