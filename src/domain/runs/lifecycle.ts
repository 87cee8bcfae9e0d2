// A run's life on a worker: claimed (queued → running, `run.started` once), kept alive by heartbeats, finished
// with its outcome event in the same transaction. A run whose heartbeat stops is handed back to the queue to
// resume from its checkpoints, or failed once it has been tried `maxAttempts` times; one whose cancel was
// requested is cancelled instead. A failed run's `errors` always end with the run-level reason.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { recordEvent, type Actor } from '../events/outbox.js';
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

const CLAIMED_COLUMNS = ['id', 'customer_id', 'flow_id', 'trigger', 'attempts', 'started_at'];

/** queued → running for a queued run the caller holds locked, with `run.started` at its first start. */
export async function startLockedRun(trx: Knex.Transaction, run: { id: string; customer_id: string; flow_id: string; trigger: RunTrigger; attempts: number; started_at: string | null }): Promise<ClaimedRun> {
  assertRunTransition(run.id, 'queued', 'running');
  const [claimed] = await trx('runs')
    .where({ id: run.id })
    .update({
      status: 'running',
      attempts: run.attempts + 1,
      started_at: trx.raw('coalesce(started_at, clock_timestamp())'),
      heartbeat_at: trx.raw('clock_timestamp()'),
      updated_at: trx.raw('clock_timestamp()'),
    })
    .returning(CLAIMED_COLUMNS);
  if (run.started_at === null) {
    await recordEvent(trx, run.customer_id, 'run.started', { run_id: run.id, flow_id: run.flow_id, trigger: run.trigger });
  }
  return claimed as ClaimedRun;
}

/** queued → running. Returns undefined when the run is not queued (already taken, or finished). */
export async function claimRun(knex: Knex, runId: string): Promise<ClaimedRun | undefined> {
  return knex.transaction(async (trx) => {
    const run = await trx('runs').where({ id: runId }).forUpdate().first('id', 'customer_id', 'flow_id', 'status', 'trigger', 'attempts', 'started_at');
    if (!run || run.status !== 'queued') return undefined;
    return startLockedRun(trx, run);
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
  return (await beat(knex, runId, attempt)).mine;
}

/** heartbeat, also telling the worker whether a cancel of the run was requested (it stops at its next batch boundary). */
export async function beat(knex: Knex, runId: string, attempt: number): Promise<{ mine: boolean; cancelRequested: boolean }> {
  const rows = (await knex('runs')
    .where({ id: runId, status: 'running', attempts: attempt })
    .update({ heartbeat_at: knex.raw('clock_timestamp()') })
    .returning(['cancel_requested_at'])) as Array<{ cancel_requested_at: string | null }>;
  return { mine: rows.length === 1, cancelRequested: rows[0]?.cancel_requested_at != null };
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
  status: Extract<RunStatus, 'succeeded' | 'partial' | 'failed' | 'cancelled'>;
  stage: RunStage | null;
  processed: number;
  succeeded: number;
  failed: number;
  /** The first errors, in order (at most MAX_KEPT_ERRORS are kept). */
  errors: RunError[];
  /** Failed records per error code over the whole run (`errors` keeps only the first ones): what top_errors counts. */
  errorCounts?: Record<string, { message: string; count: number }>;
  /**
   * For a failed run: what stopped it, added to the end of `errors` (kept even when record errors fill the list).
   * `stage` of that error defaults to the run's; run-level reasons (`worker_lost`, `timed_out`) pass null.
   */
  failure?: { code: string; message: string; trace?: string; stage?: RunStage | null };
}

const SYSTEM_ACTOR: Actor = { type: 'system', id: 'sluice' };

/** The error a run's `errors` end with: why it failed or was cancelled. */
function withReason(errors: RunError[], reason: RunError): RunError[] {
  return [...errors.slice(0, MAX_KEPT_ERRORS - 1), reason];
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
 * running → succeeded | partial | failed | cancelled, with the outcome event; false when the run was no longer
 * running (or, with `attempt`, no longer in that attempt: another worker took it over).
 */
export async function finishRun(knex: Knex, runId: string, outcome: RunOutcome, attempt?: number): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const run = await trx('runs').where({ id: runId }).forUpdate().first('id', 'customer_id', 'flow_id', 'status', 'attempts', 'cancel_actor');
    if (!run || run.status !== 'running') return false;
    if (attempt !== undefined && run.attempts !== attempt) return false;
    assertRunTransition(runId, run.status, outcome.status);
    if (outcome.status === 'cancelled') {
      await endCancelled(trx, run, (run.cancel_actor as Actor | null) ?? SYSTEM_ACTOR, 'the run was cancelled', outcome);
      return true;
    }
    let errors = outcome.errors.slice(0, MAX_KEPT_ERRORS);
    const failure = outcome.status === 'failed' ? (outcome.failure ?? { code: 'run_failed', message: 'the run failed' }) : undefined;
    if (failure) {
      errors = withReason(errors, { code: failure.code, message: failure.message, stage: failure.stage === undefined ? outcome.stage : failure.stage, record_ref: null });
    }
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
      await recordEvent(trx, run.customer_id, 'run.failed', {
        ...base,
        stage: outcome.stage ?? 'extract',
        error: { code: failure!.code, message: failure!.message },
        trace: failure!.trace ?? '',
      });
    }
    return true;
  });
}

/**
 * Ends a queued or running run (locked by the caller) as cancelled, with the error `cancelled` and `run.cancelled`
 * naming who cancelled it. `progress`, from the worker that stopped it, replaces the counts saved with the last
 * checkpoint.
 */
export async function endCancelled(
  trx: Knex.Transaction,
  run: { id: string; customer_id: string; flow_id: string; status: RunStatus },
  actor: Actor,
  message: string,
  progress?: Pick<RunOutcome, 'processed' | 'succeeded' | 'failed' | 'errors'>,
): Promise<void> {
  assertRunTransition(run.id, run.status, 'cancelled');
  const saved = progress ?? ((await trx('runs').where({ id: run.id }).first('errors')) as { errors: RunError[] });
  const errors = withReason(saved.errors, { code: 'cancelled', message, stage: null, record_ref: null });
  await trx('runs')
    .where({ id: run.id })
    .update({
      status: 'cancelled',
      stage: null,
      ...(progress ? { records_processed: progress.processed, records_succeeded: progress.succeeded, records_failed: progress.failed } : {}),
      errors: JSON.stringify(errors),
      finished_at: trx.raw('clock_timestamp()'),
      duration_ms: trx.raw('CASE WHEN started_at IS NULL THEN NULL ELSE greatest(0, round(extract(epoch FROM clock_timestamp() - started_at) * 1000))::integer END'),
      heartbeat_at: null,
      cancel_requested_at: trx.raw('coalesce(cancel_requested_at, clock_timestamp())'),
      cancel_actor: JSON.stringify(actor),
      updated_at: trx.raw('clock_timestamp()'),
    });
  await recordEvent(trx, run.customer_id, 'run.cancelled', { run_id: run.id, flow_id: run.flow_id, actor });
}

/**
 * Runs whose heartbeat is older than `staleSeconds` lost their worker (a crash or kill -9). Each goes back to
 * the queue to resume from its checkpoints, or is failed with `worker_lost` after `maxAttempts` tries; one whose
 * cancel was requested is cancelled, since no worker is left to honour the request.
 */
export async function reapStaleRuns(
  knex: Knex,
  enqueue: EnqueueRun,
  staleSeconds: number,
  maxAttempts = 3,
): Promise<{ requeued: string[]; failed: string[]; cancelled: string[] }> {
  const stale = (await knex('runs')
    .where('status', 'running')
    .where('heartbeat_at', '<', knex.raw('clock_timestamp() - make_interval(secs => ?)', [staleSeconds]))
    .select('id', 'attempts', 'cancel_requested_at')) as Array<{ id: string; attempts: number; cancel_requested_at: string | null }>;
  const result = { requeued: [] as string[], failed: [] as string[], cancelled: [] as string[] };
  for (const { id, attempts, cancel_requested_at: cancelRequested } of stale) {
    if (cancelRequested !== null) {
      const progress = await knex('runs').where({ id }).first('records_processed', 'records_succeeded', 'records_failed', 'errors');
      const done = await finishRun(knex, id, {
        status: 'cancelled',
        stage: null,
        processed: progress?.records_processed ?? 0,
        succeeded: progress?.records_succeeded ?? 0,
        failed: progress?.records_failed ?? 0,
        errors: (progress?.errors as RunError[] | undefined) ?? [],
      }, attempts);
      if (done) result.cancelled.push(id);
    } else if (attempts < maxAttempts) {
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
        failure: { code: 'worker_lost', message: `the worker running this run stopped responding ${attempts} times; giving up`, stage: null },
      }, attempts);
      if (done) result.failed.push(id);
    }
  }
  return result;
}
