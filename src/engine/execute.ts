// One run on a worker, start to end: claim it (queued → running), keep its heartbeat going, run the pipeline and
// finish it with its outcome. At each batch boundary it stops for a cancel request (read with the heartbeat: the
// run ends `cancelled`) or once it ran longer than SLUICE_RUN_MAX_SECONDS since its first start (`failed`,
// `timed_out`, at the stage it was in); a source read that has said nothing by then is stopped at the deadline
// itself. A run that processes records and has every one of them rejected by the canonical layer fails too
// (`all_records_rejected`, at `transform`). A run that reads more than SLUICE_RUN_MAX_RECORDS or SLUICE_RUN_MAX_BYTES from its source fails at
// `extract` (readBudget.ts). Auth and quota failures degrade the connector that failed, as a failed verify
// does; a run that completes records a passed check on both connectors (recovering a degraded one); either is written
// in the transaction that ends the run. A worker that is shutting down hands the run back to the queue; one that finds
// the run taken over by another worker (it was taken for dead) stops without touching it.
import type { Knex } from 'knex';
import { recordCheckOutcomes, type CheckFailure, type DegradedConnector } from '../domain/connectors/service.js';
import { attemptStanding, beat, claimRun, finishRun, releaseRun, type ClaimedRun, type RunOutcome } from '../domain/runs/lifecycle.js';
import { recordConnectors } from '../domain/runs/connectors.js';
import { elapsedMs, loadProgress } from '../domain/runs/progress.js';
import type { RunConnectors, RunStage } from '../domain/runs/repository.js';
import type { EnqueueRun } from '../domain/runs/service.js';
import { DEFAULT_RUN_SETTINGS, type RunSettings } from '../domain/runs/settings.js';
import type { Logger } from '../log.js';
import type { Secrets } from '../secrets.js';
import type { ConnectorRuntime } from '../runtime/runtime.js';
import type { RunMeter, RunObserver } from './observer.js';
import { contextFrom, inSpan, spanFailed } from '../tracing/spans.js';
import { forgetSeen } from '../domain/canonical/resyncSeen.js';
import { dropResyncPositions, promoteResync } from './checkpoint.js';
import { runPipeline, type PipelineOptions } from './pipeline.js';
import { loadRunContext, type RunContext } from './runContext.js';
import { ReadBudget } from './readBudget.js';
import { RunInterrupted, RunStop } from './runStop.js';
import { RunTally } from './tally.js';

export interface ExecuteDeps {
  knex: Knex;
  secrets: Secrets;
  runtime: ConnectorRuntime;
  logger: Logger;
  settings: Pick<RunSettings, 'heartbeatSeconds' | 'batchSize'> & Partial<Pick<RunSettings, 'maxSeconds' | 'maxRecords' | 'maxBytes' | 'checkpointMs'>>;
  /** Hands a released run back to the queue. */
  enqueue: EnqueueRun;
  /** True once the worker is shutting down. */
  stopping(): boolean;
  /** Pause before write retry number n; default 1 s, 2 s, … */
  retryDelayMs?(n: number): number;
  /** Told when each stage of the pipeline starts and ends each batch (the run bench times them with it). */
  observer?: RunObserver;
  /** Told when a run starts and ends (the process's metrics). */
  meter?: RunMeter;
}

const DEFAULT_MAX_SECONDS = DEFAULT_RUN_SETTINGS.maxSeconds;

export type ExecuteResult = 'finished' | 'released' | 'lost' | 'not_queued';

/** A resumed attempt counts on from the progress saved with the last checkpoint. */
async function startingTally(knex: Knex, run: ClaimedRun): Promise<RunTally> {
  return run.attempts <= 1 ? new RunTally() : new RunTally(await loadProgress(knex, run.id));
}

/**
 * What the run's end says of its connectors, recorded with the run's end (connectors/service.ts): the connector
 * whose plugin stopped the run with an auth or quota failure degrades, as a failed verify does; a run that
 * completed (every record read, even if all of them were rejected) passed a check on both (recovering a degraded one).
 */
function connectorOutcomes({ outcome, stop, ctx, completed }: Ended): Array<{ connectorId: string; failure: CheckFailure | null }> {
  if (outcome.status === 'failed' && stop?.connector) {
    const { failure } = stop.connector;
    return [{ connectorId: stop.connector.id, failure: { kind: failure.kind, code: failure.code, message: failure.message } }];
  }
  if (!ctx || !completed) return [];
  const ids = new Set([ctx.source.connector.id, ctx.destination.connector.id]);
  return [...ids].map((connectorId) => ({ connectorId, failure: null }));
}

/** The longest delay setTimeout keeps (about 24.8 days); a later deadline is reached in several waits. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The watch kept over a run while its pipeline goes: the heartbeat (which hears of a cancel request, or that another
 * worker took the run over) and the run's deadline. The stages ask `interrupted` between items; a read waiting on
 * its source is stopped through `stopReading` when the deadline comes, since it may never reach the next item.
 */
class RunWatch {
  lost = false;
  cancelRequested = false;
  timedOutAt: RunStage | undefined;
  private beating: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly deadlineReached = new AbortController();
  private deadlineTimer: NodeJS.Timeout | undefined;
  readonly stopReading = this.deadlineReached.signal;

  constructor(
    private readonly deps: ExecuteDeps,
    private readonly deadline: number,
    run: ClaimedRun,
    log: Logger,
  ) {
    this.timer = setInterval(() => {
      // No progress here: it is saved with each checkpoint (pipeline.ts), never ahead of it.
      this.beating = beat(deps.knex, run.id, run.attempts).then(
        (signal) => {
          if (!signal.mine) this.lost = true;
          if (signal.cancelRequested) this.cancelRequested = true;
        },
        (err: unknown) => log.warn({ err }, 'run heartbeat failed'),
      );
    }, deps.settings.heartbeatSeconds * 1000);
    this.timer.unref();
    this.armDeadline();
  }

  /** Aborts `stopReading` at the deadline (re-arming when it is beyond what one timer can wait). */
  private armDeadline(): void {
    const left = this.deadline - Date.now();
    if (left <= 0) {
      this.deadlineReached.abort();
      return;
    }
    this.deadlineTimer = setTimeout(() => this.armDeadline(), Math.min(left, MAX_TIMER_MS));
    this.deadlineTimer.unref();
  }

  readonly interrupted = (stage: RunStage): boolean => {
    const pastDeadline = this.deadlineReached.signal.aborted || Date.now() >= this.deadline;
    if (this.timedOutAt === undefined && pastDeadline) this.timedOutAt = stage;
    return this.lost || this.cancelRequested || this.timedOutAt !== undefined || this.deps.stopping();
  };

  /** No more heartbeats nor deadline; resolves once the last heartbeat started has answered. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.deadlineTimer);
    await this.beating;
  }
}

/** One attempt at a run on this worker. */
interface Attempt {
  run: ClaimedRun;
  tally: RunTally;
  watch: RunWatch;
  /** What the attempt may still read from its source. */
  budget: ReadBudget;
  log: Logger;
  /** SLUICE_RUN_MAX_SECONDS, in ms. */
  maxMs: number;
  /** When the run first started (its earlier attempts included), on this process's clock. */
  firstStartMs: number;
  /** The connectors the attempt resolved as it loaded the run's context (an end not reached yet is null). */
  connectors: RunConnectors;
}

/** How the pipeline ended: the run's outcome, the stop that failed it (if one did) and its context (once loaded). */
interface Ended {
  outcome: RunOutcome;
  stop?: RunStop;
  ctx?: RunContext;
  /** What made the run fail unexpectedly: its stack goes into the run's one log line. */
  err?: unknown;
  /** The pipeline ran to its end (the outcome is `succeeded`, `partial`, or `failed` with every record rejected). */
  completed?: boolean;
}

function timedOut({ tally, maxMs }: Attempt, stage: RunStage): RunOutcome {
  return {
    status: 'failed',
    stage,
    ...tally.snapshot(),
    failure: { code: 'timed_out', message: `the run ran longer than ${maxMs / 1000} s (SLUICE_RUN_MAX_SECONDS)`, trace: `${stage}: timed_out`, stage: null },
  };
}

/** The run-level error of a run whose every record failed. */
const ALL_REJECTED = 'all_records_rejected';
/** Reasons named in its message. */
const TOP_REASONS = 5;
/** Characters of each reason's message in that error. */
const REASON_CHARS = 300;

/**
 * A completed run whose every record the canonical layer rejected: `failed` at `transform`, with an error naming the
 * top reasons and their counts. Its resync positions are not promoted, as for any failed run; the records are kept
 * in the flow's rejections (rejections.ts).
 */
function allRejected({ tally }: Attempt): RunOutcome {
  const stage = 'transform';
  const reasons = tally
    .topReasons(TOP_REASONS)
    .map((r) => `${r.code}: ${r.message.length > REASON_CHARS ? `${r.message.slice(0, REASON_CHARS)}…` : r.message} (${r.count})`)
    .join('; ');
  const records = tally.processed === 1 ? 'the 1 record' : `all ${tally.processed} records`;
  const message = `${records} the run processed ${tally.processed === 1 ? 'was' : 'were'} rejected; top reasons: ${reasons}`;
  return {
    status: 'failed',
    stage,
    ...tally.snapshot(),
    errorCounts: tally.errorCounts,
    failure: { code: ALL_REJECTED, message, trace: `${stage}: ${ALL_REJECTED}`, stage },
  };
}

function completed(attempt: Attempt, ctx: RunContext): RunOutcome {
  const { tally } = attempt;
  if (tally.allRejected()) return allRejected(attempt);
  return {
    status: tally.failed > 0 ? 'partial' : 'succeeded',
    stage: null,
    ...tally.snapshot(),
    errorCounts: tally.errorCounts,
    // A completed resync's positions become the flow's in the transaction that finishes it (checkpoint.ts).
    ...(ctx.resync ? { onCompleted: (trx: Knex.Transaction) => promoteResync(trx, ctx) } : {}),
  };
}

function failedUnexpectedly({ run, tally }: Attempt, err: unknown): RunOutcome {
  const message = err instanceof Error ? err.message : String(err);
  return {
    status: 'failed',
    stage: 'load',
    ...tally.snapshot(),
    // The stack stays in the server log (with the run id): it names server internals, not the customer's data.
    failure: { code: 'internal_error', message: `the run failed unexpectedly: ${message}`, trace: `see the server log for run ${run.id}` },
  };
}

/**
 * The pipeline stopped between two batches: the run was taken over or removed (lost), cancelled, timed out, or the
 * worker is shutting down (the run goes back to the queue).
 */
async function interruptedOutcome(deps: ExecuteDeps, attempt: Attempt): Promise<RunOutcome | 'lost' | 'released'> {
  const { run, tally, watch, log } = attempt;
  await watch.stop();
  // The heartbeat may not have seen it yet: the run row says why the pipeline stopped.
  const standing = await attemptStanding(deps.knex, run.id, run.attempts);
  if (watch.lost || !standing.mine) {
    if (standing.gone) log.info('run cancelled while running (or removed with its flow); stopped');
    else log.warn('run taken over by another worker; stopped');
    return 'lost';
  }
  if (standing.cancelRequested) return { status: 'cancelled', stage: null, ...tally.snapshot() };
  if (watch.timedOutAt) return timedOut(attempt, watch.timedOutAt);
  const released = await releaseRun(deps.knex, run.id, run.attempts, deps.enqueue);
  log.info({ released }, 'worker stopping: run handed back to the queue');
  return released ? 'released' : 'lost';
}

function pipelineOptions(deps: ExecuteDeps, { watch, budget }: Attempt): PipelineOptions {
  return {
    knex: deps.knex,
    runtime: deps.runtime,
    batchSize: deps.settings.batchSize,
    checkpointMs: deps.settings.checkpointMs ?? DEFAULT_RUN_SETTINGS.checkpointMs,
    retryDelayMs: deps.retryDelayMs ?? ((n) => n * 1000),
    interrupted: watch.interrupted,
    stopReading: watch.stopReading,
    budget,
    observer: deps.observer,
  };
}

/** Tells the meter of a run's first start, naming its source's connector type (`unknown` if its context failed to load). */
function noteStart(deps: ExecuteDeps, run: ClaimedRun, ctx: RunContext | undefined): void {
  if (run.attempts === 1) deps.meter?.started(run.trigger, ctx?.source.type.id ?? 'unknown');
}

/** Runs the pipeline to its end, or to the stop that ends the attempt. */
async function runToEnd(deps: ExecuteDeps, attempt: Attempt): Promise<Ended | 'lost' | 'released'> {
  const { run, tally, watch } = attempt;
  let ctx: RunContext | undefined;
  try {
    if (watch.interrupted('extract') && watch.timedOutAt) throw new RunInterrupted('the run is past its maximum duration');
    try {
      ctx = await loadRunContext(deps, run, attempt.connectors);
    } finally {
      noteStart(deps, run, ctx);
    }
    // The run says what it runs with while it goes (a stop while resolving them records them with its end instead).
    await recordConnectors(deps.knex, run, attempt.connectors);
    await runPipeline(ctx, pipelineOptions(deps, attempt), tally);
    return { outcome: completed(attempt, ctx), ctx, completed: true };
  } catch (err) {
    if (err instanceof RunInterrupted) {
      const outcome = await interruptedOutcome(deps, attempt);
      return typeof outcome === 'string' ? outcome : { outcome, ctx };
    }
    if (err instanceof RunStop) {
      const failure = { code: err.code, message: err.message, trace: `${err.stage}: ${err.code}: ${err.message}` };
      return { outcome: { status: 'failed', stage: err.stage, ...tally.snapshot(), failure }, stop: err, ctx };
    }
    return { outcome: failedUnexpectedly(attempt, err), ctx, err };
  } finally {
    await watch.stop();
  }
}

/** Writes the run's end, with what it says of its connectors and a resync's leftovers, in one transaction. */
async function finish(deps: ExecuteDeps, { run, log, firstStartMs, connectors }: Attempt, ended: Ended): Promise<ExecuteResult> {
  const { outcome, ctx, err } = ended;
  // An attempt that resolved none (it stopped before loading its context) leaves what an earlier one recorded.
  if (connectors.source !== null || connectors.destination !== null) outcome.connectors = connectors;
  const checks = connectorOutcomes(ended);
  let degraded: DegradedConnector[] = [];
  outcome.onFinished = async (trx) => {
    // What a resync saw and its own positions, forgotten as it ends (here, where the run is known to be this
    // worker's: a run taken over by another worker still needs them), so nothing of it outlives it, crash or not.
    if (run.trigger === 'resync') {
      await forgetSeen(trx, run.customer_id, run.id);
      await dropResyncPositions(trx, run);
    }
    // Last, so the connectors' rows are locked only for the rest of this transaction.
    if (checks.length) degraded = await recordCheckOutcomes(trx, run.customer_id, checks);
  };
  const finished = await finishRun(deps.knex, run.id, outcome, run.attempts);
  if (!finished) {
    log.warn({ err }, 'run was no longer this worker’s when it finished; outcome dropped');
    return 'lost';
  }
  logRunEnd(log, outcome, err);
  deps.meter?.finished(outcome.status, ctx?.source.type.id ?? 'unknown', (Date.now() - firstStartMs) / 1000);
  for (const c of degraded) log.warn({ connector_id: c.connectorId, error_kind: c.kind, error_code: c.code }, 'connector degraded');
  return 'finished';
}

/**
 * The run's end, logged once its row says so: a failed run at error and a partial one at warn, with what an
 * operator needs to find why (stage, error code and message; never records, which may hold the customer's data, so
 * for record errors their codes and counts).
 */
function logRunEnd(log: Logger, outcome: RunOutcome, err: unknown): void {
  const counts = { status: outcome.status, stage: outcome.stage, processed: outcome.processed, failed: outcome.failed };
  // Codes and counts only for record errors: a record error's message may quote the record.
  const errorCodes = () => Object.fromEntries(Object.entries(outcome.errorCounts ?? {}).map(([code, e]) => [code, e.count]));
  if (outcome.status === 'failed' && outcome.failure?.code === ALL_REJECTED) {
    log.error({ ...counts, error_code: ALL_REJECTED, error_codes: errorCodes() }, `run failed: all ${outcome.failed} records rejected`);
  } else if (outcome.status === 'failed') {
    log.error({ ...counts, error_code: outcome.failure?.code, reason: outcome.failure?.message, ...(err === undefined ? {} : { err }) }, 'run failed');
  } else if (outcome.status === 'partial') {
    log.warn({ ...counts, error_codes: errorCodes() }, `run partial: ${outcome.failed} records failed`);
  } else {
    log.info(counts, `run ${outcome.status}`);
  }
}

/**
 * Executes a claimed run (or claims the queued run `runId` with `claim` first). Returns how it ended for this
 * worker: finished (any outcome, cancelled included), released (handed back while shutting down), lost (the run
 * was taken over, or cancelled and removed with its flow), not_queued (nothing to claim).
 */
export async function executeRun(
  deps: ExecuteDeps,
  runOrId: ClaimedRun | string,
  claim: (knex: Knex, runId: string) => Promise<ClaimedRun | undefined> = claimRun,
): Promise<ExecuteResult> {
  const { knex, logger } = deps;
  const run = typeof runOrId === 'string' ? await claim(knex, runOrId) : runOrId;
  if (!run) return 'not_queued';
  const log = logger.child({ customer_id: run.customer_id, run_id: run.id, flow_id: run.flow_id, attempt: run.attempts });
  log.info('run started');
  const tally = await startingTally(knex, run);
  // The limit counts from the run's first start, across resumptions, on the database's clock.
  const maxMs = (deps.settings.maxSeconds ?? DEFAULT_MAX_SECONDS) * 1000;
  const firstStartMs = Date.now() - (await elapsedMs(knex, run.id));
  const deadline = firstStartMs + maxMs;
  // A resumed run counts on from what its earlier attempts read (their saved counts), as its time does.
  const limits = { maxRecords: deps.settings.maxRecords ?? DEFAULT_RUN_SETTINGS.maxRecords, maxBytes: deps.settings.maxBytes ?? DEFAULT_RUN_SETTINGS.maxBytes };
  const budget = new ReadBudget(limits, tally.processed + tally.deleted);
  const connectors: RunConnectors = { source: null, destination: null };
  const attempt: Attempt = { run, tally, watch: new RunWatch(deps, deadline, run, log), budget, log, maxMs, firstStartMs, connectors };
  // The run's span continues the trace of the request that queued it; its stages, plugin calls, statements and
  // the events its end records (and so their webhook attempts) are its children.
  const attributes = { 'sluice.run_id': run.id, 'sluice.flow_id': run.flow_id, 'sluice.customer_id': run.customer_id, 'sluice.run.trigger': run.trigger, 'sluice.run.attempt': run.attempts };
  return inSpan('run', { attributes, parent: contextFrom(run.trace_parent) }, async (span) => {
    const ended = await runToEnd(deps, attempt);
    if (typeof ended === 'string') return ended;
    span.setAttribute('sluice.run.status', ended.outcome.status);
    if (ended.outcome.status === 'failed') spanFailed(span, ended.outcome.failure?.message ?? 'the run failed');
    return finish(deps, attempt, ended);
  });
}
