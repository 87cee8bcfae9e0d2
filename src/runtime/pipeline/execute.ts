// One run on a worker, start to end: claim it (queued → running), keep its heartbeat going, run the pipeline and
// finish it with its outcome. Auth and quota failures degrade the connector that failed, as a failed verify does;
// a run that completes records a passed check on both connectors (recovering a degraded one). A worker that is
// shutting down hands the run back to the queue; one that finds the run taken over by another worker (it was
// taken for dead) stops without touching it.
import type { Knex } from 'knex';
import { recordCheckOutcome } from '../../domain/connectors/service.js';
import { MAX_KEPT_ERRORS, claimRun, finishRun, heartbeat, releaseRun, type ClaimedRun, type RunOutcome } from '../../domain/runs/lifecycle.js';
import type { RunError } from '../../domain/runs/repository.js';
import type { EnqueueRun } from '../../domain/runs/service.js';
import type { RunSettings } from '../../domain/runs/settings.js';
import type { Logger } from '../../log.js';
import type { Secrets } from '../../secrets.js';
import type { ConnectorRuntime } from '../runtime.js';
import { runPipeline } from './pipeline.js';
import { loadRunContext, type RunContext } from './runContext.js';
import { RunInterrupted, RunStop } from './runStop.js';
import { RunTally } from './tally.js';

export interface ExecuteDeps {
  knex: Knex;
  secrets: Secrets;
  runtime: ConnectorRuntime;
  logger: Logger;
  settings: Pick<RunSettings, 'heartbeatSeconds' | 'batchSize'>;
  /** Hands a released run back to the queue. */
  enqueue: EnqueueRun;
  /** True once the worker is shutting down. */
  stopping(): boolean;
  /** Pause before write retry number n; default 1 s, 2 s, … */
  retryDelayMs?(n: number): number;
}

export type ExecuteResult = 'finished' | 'released' | 'lost' | 'not_queued';

async function savedProgress(knex: Knex, run: ClaimedRun): Promise<RunTally> {
  if (run.attempts <= 1) return new RunTally();
  const row = (await knex('runs').where({ id: run.id }).first('records_processed', 'records_succeeded', 'records_failed', 'errors')) as
    | { records_processed: number; records_succeeded: number; records_failed: number; errors: RunError[] }
    | undefined;
  return new RunTally(row ? { processed: row.records_processed, succeeded: row.records_succeeded, failed: row.records_failed, errors: row.errors } : undefined);
}

async function recordConnector(deps: ExecuteDeps, customerId: string, connectorId: string, failure: RunStop['connector'] | null): Promise<void> {
  try {
    await recordCheckOutcome(deps.knex, customerId, connectorId, failure ? { kind: failure.failure.kind, code: failure.failure.code, message: failure.failure.message } : null);
  } catch (err) {
    deps.logger.warn({ err, connector_id: connectorId }, 'could not record the connector outcome of a run');
  }
}

/** Claims and executes a queued run; `claim` may wrap claimRun (the worker completes the run's job with it). */
export async function executeRun(deps: ExecuteDeps, runId: string, claim: (knex: Knex, runId: string) => Promise<ClaimedRun | undefined> = claimRun): Promise<ExecuteResult> {
  const { knex, logger } = deps;
  const run = await claim(knex, runId);
  if (!run) return 'not_queued';
  const log = logger.child({ run_id: run.id, flow_id: run.flow_id, attempt: run.attempts });
  log.info('run started');
  const tally = await savedProgress(knex, run);
  let lost = false;
  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    // No progress here: it is saved with each checkpoint (pipeline.ts), never ahead of it.
    beating = heartbeat(knex, run.id, run.attempts).then(
      (mine) => {
        if (!mine) lost = true;
      },
      (err: unknown) => log.warn({ err }, 'run heartbeat failed'),
    );
  }, deps.settings.heartbeatSeconds * 1000);
  timer.unref();

  let ctx: RunContext | undefined;
  let outcome: RunOutcome;
  let stop: RunStop | undefined;
  try {
    ctx = await loadRunContext(knex, deps.secrets, deps.runtime, run);
    await runPipeline(
      ctx,
      {
        knex,
        runtime: deps.runtime,
        batchSize: deps.settings.batchSize,
        retryDelayMs: deps.retryDelayMs ?? ((n) => n * 1000),
        interrupted: () => lost || deps.stopping(),
      },
      tally,
    );
    outcome = { status: tally.failed > 0 ? 'partial' : 'succeeded', stage: null, ...tally.snapshot(), errorCounts: tally.errorCounts };
  } catch (err) {
    if (err instanceof RunInterrupted) {
      clearInterval(timer);
      await beating;
      if (lost) {
        log.warn('run taken over by another worker; stopped');
        return 'lost';
      }
      const released = await releaseRun(knex, run.id, run.attempts, deps.enqueue);
      log.info({ released }, 'worker stopping: run handed back to the queue');
      return released ? 'released' : 'lost';
    }
    if (err instanceof RunStop) {
      stop = err;
      outcome = { status: 'failed', stage: err.stage, ...tally.snapshot(), failure: { code: err.code, message: err.message, trace: `${err.stage}: ${err.code}: ${err.message}` } };
    } else {
      log.error({ err }, 'run failed unexpectedly');
      const message = err instanceof Error ? err.message : String(err);
      outcome = {
        status: 'failed',
        stage: 'load',
        ...tally.snapshot(),
        // The stack stays in the server log (with the run id): it names server internals, not the customer's data.
        failure: { code: 'internal_error', message: `the run failed unexpectedly: ${message}`, trace: `see the server log for run ${run.id}` },
      };
    }
  } finally {
    clearInterval(timer);
  }
  await beating;
  if (outcome.status === 'failed' && outcome.failure) {
    // The run-level error is kept even when record errors already fill the list.
    outcome.errors = [...outcome.errors.slice(0, MAX_KEPT_ERRORS - 1), { code: outcome.failure.code, message: outcome.failure.message, stage: outcome.stage, record_ref: null }];
  }
  const finished = await finishRun(knex, run.id, outcome, run.attempts);
  if (!finished) {
    log.warn('run was no longer this worker’s when it finished; outcome dropped');
    return 'lost';
  }
  log.info({ status: outcome.status, stage: outcome.stage, processed: outcome.processed, failed: outcome.failed }, `run ${outcome.status}`);
  if (stop?.connector) await recordConnector(deps, run.customer_id, stop.connector.id, stop.connector);
  if (ctx && outcome.status !== 'failed') {
    await recordConnector(deps, run.customer_id, ctx.source.connector.id, null);
    if (ctx.destination.connector.id !== ctx.source.connector.id) await recordConnector(deps, run.customer_id, ctx.destination.connector.id, null);
  }
  return 'finished';
}
