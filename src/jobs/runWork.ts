// The run work of a worker process: executing queued runs (engine/execute.ts), turning due schedule slots into runs
// (engine/scheduler.ts), and handing runs whose worker died back to the queue. Every worker runs the scheduler; the
// slot claim keeps it to one run per slot.
//
// The runs table is the run queue (domain/runs/claim.ts): a worker with a free slot claims the next fair run with
// FOR UPDATE SKIP LOCKED, polling while idle. There is no per-run queue job: the job a run used to wait on completed
// at its claim, so it could not count a customer's running runs, and a run whose job was lost (a worker dying
// between fetching and claiming, an expired or deleted job) waited for the job's expiry or for ever. A queued row is
// now all a run needs to be found by any worker within one poll.
import type { Knex } from 'knex';
import { claimNextRun } from '../domain/runs/claim.js';
import type { ScheduleIntervals } from '../domain/flows/schedules.js';
import { reapStaleRuns } from '../domain/runs/lifecycle.js';
import type { RunSettings } from '../domain/runs/settings.js';
import type { Logger } from '../log.js';
import type { Secrets } from '../secrets.js';
import { executeRun } from '../engine/execute.js';
import type { RunObserver } from '../engine/observer.js';
import type { Metrics } from '../metrics/registry.js';
import { bothObservers, recordsObserver, runMeter } from '../metrics/runs.js';
import { scheduleDueFlows } from '../engine/scheduler.js';
import type { ConnectorRuntime } from '../runtime/runtime.js';
import { startClaimLoop } from './claimLoop.js';
import type { RunWakeUp } from './runWakeUp.js';

export interface RunWorkDeps {
  knex: Knex;
  secrets: Secrets;
  connectors: ConnectorRuntime;
  logger: Logger;
  settings: RunSettings;
  /** The process's run wake-up: runs queued in it wake this worker's claim loop, and this worker queues through it. */
  wakeUp: RunWakeUp;
  /** When scheduled flows are due next (the process's, from settings.scheduleIntervals). */
  intervals: ScheduleIntervals;
  /** Told when each stage of each run's pipeline starts and ends each batch. */
  observer?: RunObserver;
  /** The process's metrics: runs started and ended, records moved. */
  metrics?: Metrics;
}

export interface RunWork {
  wake(): void;
  stop(): Promise<void>;
}

export async function startRunWork(deps: RunWorkDeps): Promise<RunWork> {
  const { knex, logger, settings } = deps;
  let stopping = false;
  const enqueue = deps.wakeUp.enqueue;
  const { metrics } = deps;
  const executeDeps = {
    knex,
    secrets: deps.secrets,
    runtime: deps.connectors,
    logger,
    settings,
    enqueue,
    stopping: () => stopping,
    observer: bothObservers(metrics && recordsObserver(metrics), deps.observer),
    meter: metrics && runMeter(metrics),
  };

  const claims = startClaimLoop({
    slots: settings.concurrency,
    idlePollMs: settings.idlePollMs,
    async claim(room) {
      const runs = [];
      while (runs.length < room) {
        const run = await claimNextRun(knex, settings.perCustomerConcurrency);
        if (!run) break;
        runs.push(run);
      }
      return runs;
    },
    work: (run) => executeRun(executeDeps, run),
    onError(err, what, run) {
      if (what === 'work') logger.error({ err, run_id: run?.id }, 'executing a run failed; its heartbeat stops and it is resumed elsewhere');
      else if (!stopping) logger.warn({ err }, 'looking for queued runs failed; retrying');
    },
  });
  const unsubscribe = deps.wakeUp.onQueued(() => claims.wake());

  // The scheduler and the reaper share one timer; a pass never overlaps the previous one.
  let lastReap = 0;
  let pass: Promise<void> | undefined;
  const tick = async () => {
    try {
      const scheduled = await scheduleDueFlows(knex, enqueue, deps.intervals);
      if (scheduled.started.length) logger.info({ runs: scheduled.started }, 'scheduled runs queued');
      if (scheduled.skipped.length) logger.info({ flows: scheduled.skipped }, 'schedule slots skipped: the previous run is still going');
      if (Date.now() - lastReap >= Math.min(10_000, settings.staleSeconds * 500)) {
        lastReap = Date.now();
        const reaped = await reapStaleRuns(knex, enqueue, settings.staleSeconds, settings.maxAttempts);
        if (reaped.requeued.length) logger.warn({ runs: reaped.requeued }, 'runs whose worker stopped responding were queued again');
        if (reaped.failed.length) logger.error({ runs: reaped.failed, error_code: 'worker_lost' }, 'runs whose worker stopped responding too often were failed');
        if (reaped.cancelled.length) logger.warn({ runs: reaped.cancelled }, 'runs whose worker stopped responding after a cancel request were cancelled');
      }
    } catch (err) {
      if (!stopping) logger.warn({ err }, 'scheduler pass failed; trying again');
    } finally {
      pass = undefined;
    }
  };
  // A tick that comes while the previous pass is still going is skipped.
  const timer = setInterval(() => {
    pass ??= tick();
  }, settings.schedulerTickMs);
  pass = tick();

  return {
    wake: () => claims.wake(),
    async stop() {
      stopping = true;
      await unsubscribe();
      clearInterval(timer);
      await pass;
      // Running runs reach their next batch boundary and are handed back to the queue.
      await claims.stop();
    },
  };
}
