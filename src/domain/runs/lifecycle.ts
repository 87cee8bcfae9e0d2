// A run's life on a worker, and the one module that changes a run's status: claimed (queued → running,
// `run.started` once), kept alive by heartbeats, finished with its outcome event in the same transaction. A run
// whose heartbeat stops is handed back to the queue to resume from its checkpoints, or failed once it has been tried
// `maxAttempts` times; one whose cancel was requested is cancelled instead. A failed run's `errors` always end with
// the run-level reason. Whatever its outcome, a run that changed canonical records ends with one `records.changed`
// per entity it changed (recordChanges.ts), in the same transaction. Every status change is checked against the transition table (transitions.ts) before it is
// written, on a row the transaction holds locked. Progress (counts and errors) is progress.ts.
import type { Knex } from 'knex';
import { recordEvent, type Actor } from '../events/outbox.js';
import { loadProgress, MAX_KEPT_ERRORS, progressColumns, type RunProgress } from './progress.js';
import { recordChangeEvents } from './recordChanges.js';
import type { RunConnectors, RunError, RunStage, RunStatus, RunTrigger } from './repository.js';
import type { EnqueueRun } from './service.js';
import { assertRunTransition } from './transitions.js';

export interface ClaimedRun {
  id: string;
  customer_id: string;
  flow_id: string;
  trigger: RunTrigger;
  attempts: number;
  started_at: string;
  /** For a resync, the entities it re-reads (null: all of the flow's). */
  resync_entities: string[] | null;
  /** The trace of the request that queued it (src/tracing/spans.ts); null when none was traced. */
  trace_parent?: string | null;
}

const CLAIMED_COLUMNS = ['id', 'customer_id', 'flow_id', 'trigger', 'attempts', 'started_at', 'resync_entities', 'trace_parent'];

/**
 * Writes a status change of a run the caller holds locked (its row read with FOR UPDATE in this transaction, so
 * `run.status` is current), after checking it against the transition table. Returns the updated row's `returning`.
 */
/** A status change: the status, the other columns it writes, and the columns to answer (the id unless told). */
interface Move {
  to: RunStatus;
  changes: Record<string, unknown>;
  returning?: string[];
}

async function moveRun<Row = { id: string }>(trx: Knex.Transaction, run: { id: string; status: RunStatus }, { to, changes, returning = ['id'] }: Move): Promise<Row> {
  assertRunTransition(run.id, run.status, to);
  const [row] = await trx('runs')
    .where({ id: run.id, status: run.status })
    .update({ ...changes, status: to, updated_at: trx.raw('clock_timestamp()') })
    .returning(returning);
  // The lock makes this unreachable; a miss would mean the caller did not hold it.
  if (!row) throw new Error(`run ${run.id}: not ${run.status} any more while locked; the ${run.status} → ${to} change was not written`);
  return row as Row;
}

/** queued → running for a queued run the caller holds locked, with `run.started` at its first start. */
export async function startLockedRun(trx: Knex.Transaction, run: { id: string; customer_id: string; flow_id: string; trigger: RunTrigger; attempts: number; started_at: string | null }): Promise<ClaimedRun> {
  const claimed = await moveRun<ClaimedRun>(trx, { id: run.id, status: 'queued' }, {
    to: 'running',
    changes: {
      attempts: run.attempts + 1,
      started_at: trx.raw('coalesce(started_at, clock_timestamp())'),
      heartbeat_at: trx.raw('clock_timestamp()'),
    },
    returning: CLAIMED_COLUMNS,
  });
  if (run.started_at === null) {
    await recordEvent(trx, run.customer_id, 'run.started', { run_id: run.id, flow_id: run.flow_id, trigger: run.trigger });
  }
  return claimed;
}

/** queued → running. Returns undefined when the run is not queued (already taken, or finished). */
export async function claimRun(knex: Knex, runId: string): Promise<ClaimedRun | undefined> {
  return knex.transaction(async (trx) => {
    const run = await trx('runs').where({ id: runId }).forUpdate().first('id', 'customer_id', 'flow_id', 'status', 'trigger', 'attempts', 'started_at');
    if (!run || run.status !== 'queued') return undefined;
    return startLockedRun(trx, run);
  });
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

/** A run's row as the status changes below read it, locked. */
interface LockedRun {
  id: string;
  customer_id: string;
  flow_id: string;
  status: RunStatus;
  attempts: number;
  stage: RunStage | null;
  cancel_requested_at: string | null;
  cancel_actor: Actor | null;
}

async function lockRun(trx: Knex.Transaction, runId: string): Promise<LockedRun | undefined> {
  return trx('runs').where({ id: runId }).forUpdate().first('id', 'customer_id', 'flow_id', 'status', 'attempts', 'stage', 'cancel_requested_at', 'cancel_actor');
}

/**
 * Where attempt `attempt` of a run stands, read from its row (a worker asks when its pipeline stopped early):
 * `mine` while the attempt is still running; `gone` once the run was cancelled or removed with its flow.
 */
export async function attemptStanding(knex: Knex, runId: string, attempt: number): Promise<{ mine: boolean; gone: boolean; cancelRequested: boolean }> {
  const row = (await knex('runs').where({ id: runId }).first('status', 'attempts', 'cancel_requested_at')) as
    | { status: RunStatus; attempts: number; cancel_requested_at: string | null }
    | undefined;
  return {
    mine: row?.status === 'running' && row.attempts === attempt,
    gone: !row || row.status === 'cancelled',
    cancelRequested: row?.cancel_requested_at != null,
  };
}

/**
 * Hands a run this worker is giving up (it is shutting down) back to the queue, to resume from its checkpoints and
 * the progress saved with them (records loaded after the last checkpoint are read and counted again). False when
 * attempt `attempt` is no longer running.
 */
export async function releaseRun(knex: Knex, runId: string, attempt: number, enqueue: EnqueueRun): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const run = await lockRun(trx, runId);
    if (!run || run.status !== 'running' || run.attempts !== attempt) return false;
    await moveRun(trx, run, { to: 'queued', changes: { heartbeat_at: null } });
    await enqueue(trx, runId);
    return true;
  });
}

/** Records a cancel request on a running run the caller holds locked; its worker honours it at its next batch boundary. */
export async function requestCancel(trx: Knex.Transaction, runId: string, actor: Actor): Promise<void> {
  await trx('runs')
    .where({ id: runId, status: 'running' })
    .whereNull('cancel_requested_at')
    .update({ cancel_requested_at: trx.raw('clock_timestamp()'), cancel_actor: JSON.stringify(actor), updated_at: trx.raw('clock_timestamp()') });
}

export interface RunOutcome extends RunProgress {
  status: Extract<RunStatus, 'succeeded' | 'partial' | 'failed' | 'cancelled'>;
  stage: RunStage | null;
  /** Failed records per error code over the whole run (`errors` keeps only the first ones): what top_errors counts. */
  errorCounts?: Record<string, { message: string; count: number }>;
  /**
   * For a failed run: what stopped it, added to the end of `errors` (kept even when record errors fill the list).
   * `stage` of that error defaults to the run's; run-level reasons (`worker_lost`, `timed_out`) pass null.
   */
  failure?: { code: string; message: string; trace?: string; stage?: RunStage | null };
  /**
   * The connectors this attempt resolved, written with the run's end (connectors.ts records them as it starts; this
   * keeps those of an attempt that stopped while resolving them); left out, the recorded ones stay.
   */
  connectors?: RunConnectors;
  /**
   * Done in the finishing transaction when the run ends `succeeded` or `partial` (a resync moves the flow's
   * checkpoints to where it read, engine/checkpoint.ts): both happen, or neither.
   */
  onCompleted?: (trx: Knex.Transaction) => Promise<void>;
  /**
   * Done in the finishing transaction whatever the outcome (the run's connectors record what it found of them,
   * engine/execute.ts): a reader who sees the run ended sees that too.
   */
  onFinished?: (trx: Knex.Transaction) => Promise<void>;
}

const SYSTEM_ACTOR: Actor = { type: 'system', id: 'sluice' };

/** The error a run's `errors` end with: why it failed or was cancelled. */
function withReason(errors: RunError[], reason: RunError): RunError[] {
  return [...errors.slice(0, MAX_KEPT_ERRORS - 1), reason];
}

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
    const run = await lockRun(trx, runId);
    if (!run || run.status !== 'running') return false;
    if (attempt !== undefined && run.attempts !== attempt) return false;
    await finishLockedRun(trx, run, outcome);
    return true;
  });
}

async function finishLockedRun(trx: Knex.Transaction, run: LockedRun, outcome: RunOutcome): Promise<void> {
  await endLockedRun(trx, run, outcome);
  if (outcome.onFinished) await outcome.onFinished(trx);
}

async function endLockedRun(trx: Knex.Transaction, run: LockedRun, outcome: RunOutcome): Promise<void> {
  if (outcome.status === 'cancelled') {
    await endCancelled(trx, run, { actor: run.cancel_actor ?? SYSTEM_ACTOR, message: 'the run was cancelled', progress: outcome });
    return;
  }
  let errors = outcome.errors.slice(0, MAX_KEPT_ERRORS);
  const failure = outcome.status === 'failed' ? (outcome.failure ?? { code: 'run_failed', message: 'the run failed' }) : undefined;
  if (failure) {
    errors = withReason(errors, { code: failure.code, message: failure.message, stage: failure.stage === undefined ? outcome.stage : failure.stage, record_ref: null });
  }
  const row = await moveRun<{ duration_ms: number }>(trx, run, {
    to: outcome.status,
    changes: {
      stage: outcome.status === 'failed' ? outcome.stage : null,
      ...progressColumns(outcome),
      ...(outcome.connectors ? { connectors: JSON.stringify(outcome.connectors) } : {}),
      errors: JSON.stringify(errors),
      finished_at: trx.raw('clock_timestamp()'),
      duration_ms: trx.raw('greatest(0, round(extract(epoch FROM clock_timestamp() - started_at) * 1000))::integer'),
      heartbeat_at: null,
    },
    returning: ['duration_ms'],
  });
  if ((outcome.status === 'succeeded' || outcome.status === 'partial') && outcome.onCompleted) await outcome.onCompleted(trx);
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
  await recordChangeEvents(trx, run);
}

/**
 * Ends a queued or running run (locked by the caller) as cancelled, with the error `cancelled` and `run.cancelled`
 * naming who cancelled it. `progress`, from the worker that stopped it, replaces the progress saved with the last
 * checkpoint.
 */
export async function endCancelled(
  trx: Knex.Transaction,
  run: { id: string; customer_id: string; flow_id: string; status: RunStatus },
  { actor, message, progress }: { actor: Actor; message: string; progress?: RunProgress },
): Promise<void> {
  const saved = progress ?? (await loadProgress(trx, run.id));
  const errors = withReason(saved.errors, { code: 'cancelled', message, stage: null, record_ref: null });
  await moveRun(trx, run, { to: 'cancelled', changes: {
    stage: null,
    ...progressColumns(saved),
    errors: JSON.stringify(errors),
    finished_at: trx.raw('clock_timestamp()'),
    duration_ms: trx.raw('CASE WHEN started_at IS NULL THEN NULL ELSE greatest(0, round(extract(epoch FROM clock_timestamp() - started_at) * 1000))::integer END'),
    heartbeat_at: null,
    cancel_requested_at: trx.raw('coalesce(cancel_requested_at, clock_timestamp())'),
    cancel_actor: JSON.stringify(actor),
  } });
  await recordEvent(trx, run.customer_id, 'run.cancelled', { run_id: run.id, flow_id: run.flow_id, actor });
  await recordChangeEvents(trx, run);
}

export type ReapedAs = 'requeued' | 'failed' | 'cancelled';

/**
 * Runs whose heartbeat is older than `staleSeconds` lost their worker (a crash or kill -9). Each goes back to
 * the queue to resume from its checkpoints, or is failed with `worker_lost` after `maxAttempts` tries; one whose
 * cancel was requested is cancelled, since no worker is left to honour the request. Each run is judged on its
 * locked row, so one that finished or beat again since it was found is left alone.
 */
export async function reapStaleRuns(
  knex: Knex,
  enqueue: EnqueueRun,
  staleSeconds: number,
  maxAttempts = 3,
): Promise<Record<ReapedAs, string[]>> {
  const staleSql = 'heartbeat_at < clock_timestamp() - make_interval(secs => ?)';
  const stale = (await knex('runs').where('status', 'running').whereRaw(staleSql, [staleSeconds]).select('id')) as Array<{ id: string }>;
  const result: Record<ReapedAs, string[]> = { requeued: [], failed: [], cancelled: [] };
  for (const { id } of stale) {
    const reaped = await knex.transaction(async (trx): Promise<ReapedAs | undefined> => {
      const run = await lockRun(trx, id);
      if (!run || run.status !== 'running') return undefined;
      if (!(await trx('runs').where({ id }).whereRaw(staleSql, [staleSeconds]).first('id'))) return undefined;
      if (run.cancel_requested_at !== null) {
        await endCancelled(trx, run, { actor: run.cancel_actor ?? SYSTEM_ACTOR, message: 'the run was cancelled' });
        return 'cancelled';
      }
      if (run.attempts < maxAttempts) {
        await moveRun(trx, run, { to: 'queued', changes: { heartbeat_at: null } });
        await enqueue(trx, id);
        return 'requeued';
      }
      await finishLockedRun(trx, run, {
        status: 'failed',
        stage: run.stage ?? 'extract',
        ...(await loadProgress(trx, id)),
        failure: { code: 'worker_lost', message: `the worker running this run stopped responding ${run.attempts} times; giving up`, stage: null },
      });
      return 'failed';
    });
    if (reaped) result[reaped].push(id);
  }
  return result;
}
