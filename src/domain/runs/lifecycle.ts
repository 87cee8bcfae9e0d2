// A run's life on a worker: claimed (queued → running, `run.started` once), kept alive by heartbeats, finished
// with its outcome event in the same transaction. A run whose heartbeat stops is handed back to the queue to
// resume from its checkpoints, or failed once it has been tried `maxAttempts` times.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { recordEvent } from '../events/outbox.js';
import type { RunError, RunStage, RunStatus, RunTrigger } from './repository.js';
import type { EnqueueRun } from './service.js';
import { assertRunTransition } from './transitions.js';

export interface ClaimedRun {
  id: string;
  customer_id: string;
  flow_id: string;
  trigger: RunTrigger;
  attempts: number;
  started_at: string;
}

/** queued → running. Returns undefined when the run is not queued (already taken, or finished). */
export async function claimRun(knex: Knex, runId: string): Promise<ClaimedRun | undefined> {
  return knex.transaction(async (trx) => {
    const run = await trx('runs').where({ id: runId }).forUpdate().first('id', 'customer_id', 'flow_id', 'status', 'trigger', 'attempts', 'started_at');
    if (!run || run.status !== 'queued') return undefined;
    assertRunTransition(runId, 'queued', 'running');
    const [claimed] = await trx('runs')
      .where({ id: runId })
      .update({
        status: 'running',
        attempts: run.attempts + 1,
        started_at: trx.raw('coalesce(started_at, clock_timestamp())'),
        heartbeat_at: trx.raw('clock_timestamp()'),
        updated_at: trx.raw('clock_timestamp()'),
      })
      .returning(['id', 'customer_id', 'flow_id', 'trigger', 'attempts', 'started_at']);
    if (run.started_at === null) {
      await recordEvent(trx, run.customer_id, 'run.started', { run_id: run.id, flow_id: run.flow_id, trigger: run.trigger });
    }
    return claimed as ClaimedRun;
  });
}

export interface RunProgress {
  processed: number;
  succeeded: number;
  failed: number;
  /** The first record errors so far. */
  errors: RunError[];
}

/**
 * Records that the worker holding attempt `attempt` of the run is alive (its progress is saved with each checkpoint,
 * not here). False when the run is no longer this worker's (finished, or handed to another worker after this one was
 * taken for dead): stop working.
 */
export async function heartbeat(knex: Knex, runId: string, attempt: number): Promise<boolean> {
  const n = await knex('runs').where({ id: runId, status: 'running', attempts: attempt }).update({ heartbeat_at: knex.raw('clock_timestamp()') });
  return affected(n) === 1;
}

/**
 * Hands a run this worker is giving up (it is shutting down) back to the queue, to resume from its checkpoints and
 * the progress saved with them (records loaded after the last checkpoint are read and counted again).
 */
export async function releaseRun(knex: Knex, runId: string, attempt: number, enqueue: EnqueueRun): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const n = affected(
      await trx('runs')
        .where({ id: runId, status: 'running', attempts: attempt })
        .update({
          status: 'queued',
          heartbeat_at: null,
          updated_at: trx.raw('clock_timestamp()'),
        }),
    );
    if (n === 1) {
      assertRunTransition(runId, 'running', 'queued');
      await enqueue(trx, runId);
    }
    return n === 1;
  });
}

export interface RunOutcome {
  status: Extract<RunStatus, 'succeeded' | 'partial' | 'failed'>;
  stage: RunStage | null;
  processed: number;
  succeeded: number;
  failed: number;
  /** The first errors, in order (at most MAX_KEPT_ERRORS are kept). */
  errors: RunError[];
  /** Failed records per error code over the whole run (`errors` keeps only the first ones): what top_errors counts. */
  errorCounts?: Record<string, { message: string; count: number }>;
  /** For a failed run: what stopped it. */
  failure?: { code: string; message: string; trace?: string };
}

export const MAX_KEPT_ERRORS = 100;

function topErrors(errors: RunError[], counts?: RunOutcome['errorCounts']): Array<{ code: string; message: string; count: number }> {
  const byCode = new Map<string, { code: string; message: string; count: number }>();
  if (counts) for (const [code, c] of Object.entries(counts)) byCode.set(code, { code, message: c.message, count: c.count });
  else for (const e of errors) {
    const entry = byCode.get(e.code) ?? { code: e.code, message: e.message, count: 0 };
    entry.count += 1;
    byCode.set(e.code, entry);
  }
  return [...byCode.values()].sort((a, b) => b.count - a.count).slice(0, 5);
}

/**
 * running → succeeded | partial | failed, with the outcome event; false when the run was no longer running (or, with
 * `attempt`, no longer in that attempt: another worker took it over).
 */
export async function finishRun(knex: Knex, runId: string, outcome: RunOutcome, attempt?: number): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const run = await trx('runs').where({ id: runId }).forUpdate().first('id', 'customer_id', 'flow_id', 'status', 'attempts');
    if (!run || run.status !== 'running') return false;
    if (attempt !== undefined && run.attempts !== attempt) return false;
    assertRunTransition(runId, run.status, outcome.status);
    const errors = outcome.errors.slice(0, MAX_KEPT_ERRORS);
    const [row] = await trx('runs')
      .where({ id: runId })
      .update({
        status: outcome.status,
        stage: outcome.status === 'failed' ? outcome.stage : null,
        records_processed: outcome.processed,
        records_succeeded: outcome.succeeded,
        records_failed: outcome.failed,
        errors: JSON.stringify(errors),
        finished_at: trx.raw('clock_timestamp()'),
        duration_ms: trx.raw('greatest(0, round(extract(epoch FROM clock_timestamp() - started_at) * 1000))::integer'),
        heartbeat_at: null,
        updated_at: trx.raw('clock_timestamp()'),
      })
      .returning(['duration_ms']);
    const base = { run_id: run.id, flow_id: run.flow_id };
    if (outcome.status === 'succeeded') {
      await recordEvent(trx, run.customer_id, 'run.succeeded', { ...base, records_processed: outcome.processed, duration_ms: row.duration_ms });
    } else if (outcome.status === 'partial') {
      await recordEvent(trx, run.customer_id, 'run.partial', {
        ...base,
        records_succeeded: outcome.succeeded,
        records_failed: outcome.failed,
        top_errors: topErrors(outcome.errors, outcome.errorCounts),
      });
    } else {
      const failure = outcome.failure ?? { code: 'run_failed', message: 'the run failed' };
      await recordEvent(trx, run.customer_id, 'run.failed', {
        ...base,
        stage: outcome.stage ?? 'extract',
        error: { code: failure.code, message: failure.message },
        trace: failure.trace ?? '',
      });
    }
    return true;
  });
}

/**
 * Runs whose heartbeat is older than `staleSeconds` lost their worker (a crash or kill -9). Each goes back to
 * the queue to resume from its checkpoints, or is failed with `worker_lost` after `maxAttempts` tries.
 */
export async function reapStaleRuns(knex: Knex, enqueue: EnqueueRun, staleSeconds: number, maxAttempts = 3): Promise<{ requeued: string[]; failed: string[] }> {
  const stale = (await knex('runs')
    .where('status', 'running')
    .where('heartbeat_at', '<', knex.raw('clock_timestamp() - make_interval(secs => ?)', [staleSeconds]))
    .select('id', 'attempts')) as Array<{ id: string; attempts: number }>;
  const result = { requeued: [] as string[], failed: [] as string[] };
  for (const { id, attempts } of stale) {
    if (attempts < maxAttempts) {
      const moved = await knex.transaction(async (trx) => {
        const n = affected(await trx('runs')
          .where({ id, status: 'running' })
          .where('heartbeat_at', '<', trx.raw('clock_timestamp() - make_interval(secs => ?)', [staleSeconds]))
          .update({ status: 'queued', heartbeat_at: null, updated_at: trx.raw('clock_timestamp()') }));
        if (n === 1) await enqueue(trx, id);
        return n === 1;
      });
      if (moved) result.requeued.push(id);
    } else {
      const progress = await knex('runs').where({ id }).first('stage', 'records_processed', 'records_succeeded', 'records_failed', 'errors');
      const done = await finishRun(knex, id, {
        status: 'failed',
        stage: (progress?.stage as RunStage | null) ?? 'extract',
        processed: progress?.records_processed ?? 0,
        succeeded: progress?.records_succeeded ?? 0,
        failed: progress?.records_failed ?? 0,
        errors: (progress?.errors as RunError[] | undefined) ?? [],
        failure: { code: 'worker_lost', message: `the worker running this run stopped responding ${attempts} times; giving up` },
      });
      if (done) result.failed.push(id);
    }
  }
  return result;
}
