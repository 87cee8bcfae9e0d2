// The run work of a worker process, on the shared queue: executing queued runs (`run-execute` jobs, sent in the
// transaction that queued the run), turning due schedule slots into runs, and handing runs whose worker died
// back to the queue. Every worker runs the scheduler; the slot claim (scheduler.ts) keeps it to one run per slot.
import type { Knex } from 'knex';
import type { EnqueueRun } from '../domain/runs/service.js';
import { claimRun, reapStaleRuns } from '../domain/runs/lifecycle.js';
import type { RunSettings } from '../domain/runs/settings.js';
import type { Logger } from '../log.js';
import type { Secrets } from '../secrets.js';
import { executeRun } from '../runtime/pipeline/execute.js';
import type { ConnectorRuntime } from '../runtime/runtime.js';
import type { JobQueue } from './queue.js';
import { scheduleDueFlows } from './scheduler.js';

export const RUN_QUEUE = 'run-execute';

interface RunJob {
  v: 1;
  run_id: string;
}

/** Creates the run queue (idempotent); every process that queues runs calls it once at start. */
export async function defineRunQueue(queue: JobQueue): Promise<void> {
  // A job is only the signal to run: it completes when its run is claimed, and from then on the run's heartbeat
  // says whether a worker holds it (the reaper re-queues a run whose worker died, with a new job). A job is active
  // only for the claim, so one whose worker died before the claim committed expires within a minute and runs again.
  await queue.define(RUN_QUEUE, { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60, deleteAfterSeconds: 3600 });
}

/** The EnqueueRun that sends a `run-execute` job in the run's own transaction. */
export function runEnqueuer(queue: JobQueue, wake?: () => void): EnqueueRun {
  return async (trx, runId) => {
    await queue.send(trx, RUN_QUEUE, { v: 1, run_id: runId } satisfies RunJob);
    // The job is visible once trx commits; a wake just shortens this process's next poll.
    if (wake) setTimeout(wake, 0);
  };
}

export interface RunWorkDeps {
  knex: Knex;
  secrets: Secrets;
  connectors: ConnectorRuntime;
  logger: Logger;
  settings: RunSettings;
}

export interface RunWork {
  enqueue: EnqueueRun;
  wake(): void;
  stop(): Promise<void>;
}

export async function startRunWork(queue: JobQueue, deps: RunWorkDeps): Promise<RunWork> {
  const { knex, logger, settings } = deps;
  await defineRunQueue(queue);
  let stopping = false;
  let wakeConsumer = () => {};
  const enqueue = runEnqueuer(queue, () => wakeConsumer());
  const consumer = queue.consume<RunJob, void>(
    RUN_QUEUE,
    // No fetching ahead: a job waits in no worker's buffer, so a worker that dies holds no unclaimed run.
    { concurrency: settings.concurrency, idlePollMs: 500, settleBatch: 10, prefetch: false },
    {
      async run(job) {
        const runId = job.data?.run_id;
        // The job is completed in the transaction that claims its run: from then on the run's heartbeat, not the
        // job, says whether a worker holds it.
        const claim = (k: Knex) =>
          k.transaction(async (trx) => {
            const claimed = typeof runId === 'string' ? await claimRun(trx, runId) : undefined;
            await queue.complete(trx, RUN_QUEUE, [job]);
            return claimed;
          });
        if (typeof runId !== 'string') logger.warn({ job_id: job.id }, 'run job without a run_id; dropped');
        await executeRun({ knex, secrets: deps.secrets, runtime: deps.connectors, logger, settings, enqueue, stopping: () => stopping }, runId ?? '', claim);
      },
    },
  );
  wakeConsumer = () => consumer.wake();

  // The scheduler and the reaper share one timer; a pass never overlaps the previous one.
  let lastReap = 0;
  let pass: Promise<void> | undefined;
  const tick = async () => {
    try {
      const scheduled = await scheduleDueFlows(knex, enqueue);
      if (scheduled.started.length) logger.info({ runs: scheduled.started }, 'scheduled runs queued');
      if (scheduled.skipped.length) logger.info({ flows: scheduled.skipped }, 'schedule slots skipped: the previous run is still going');
      if (Date.now() - lastReap >= Math.min(10_000, settings.staleSeconds * 500)) {
        lastReap = Date.now();
        const reaped = await reapStaleRuns(knex, enqueue, settings.staleSeconds, settings.maxAttempts);
        if (reaped.requeued.length) logger.warn({ runs: reaped.requeued }, 'runs whose worker stopped responding were queued again');
        if (reaped.failed.length) logger.warn({ runs: reaped.failed }, 'runs whose worker stopped responding too often were failed');
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
    enqueue,
    wake: () => consumer.wake(),
    async stop() {
      stopping = true;
      clearInterval(timer);
      await pass;
      await consumer.stop();
    },
  };
}
