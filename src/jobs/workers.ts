// The job queue of a Sluice process, and everything a worker runs on it (`sluice worker`, and `start`/`serve`
// without --no-worker): the pruner, webhook fan-out and delivery, run execution, the scheduler and the reaper of
// runs whose worker died. Every process that serves the API opens the queue, so a change can send its jobs (webhook
// fan-out) in its own transaction; only workers consume. Runs need no job: their queued row is the hand-off.
import { DEFAULT_RUN_SETTINGS } from '../domain/runs/settings.js';
import { DEFAULT_WEBHOOK_SETTINGS } from '../domain/webhooks/settings.js';
import { connectorRuntimeOf } from '../runtime/index.js';
import type { Runtime } from '../services.js';
import { startPruner } from './pruner.js';
import { JobQueue } from './queue.js';
import { runEnqueuer, startRunWork } from '../engine/worker.js';
import { jobExpirySeconds } from './webhooks/deliveryJob.js';
import { startWebhookWork } from './webhooks/index.js';

/**
 * Opens the process's job queue and gives the API its run enqueuer. `worker: false` opens it to send only.
 * Stop it (queue.stop()) after the workers and the HTTP server.
 */
export async function openJobQueue(runtime: Runtime, worker: boolean): Promise<JobQueue> {
  const { db, config, services } = runtime;
  const webhookSettings = config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS;
  // Expired jobs (their worker died) are looked for a few times per expiry period.
  const superviseIntervalSeconds = Math.min(60, Math.max(1, Math.floor(jobExpirySeconds(webhookSettings) / 4)));
  const queue = await JobQueue.start({ db, databaseUrl: config.databaseUrl, logger: services.logger, superviseIntervalSeconds, supervise: worker });
  // A queued run row is its whole hand-off to the workers (engine/worker.ts); a process without a worker has nothing to wake.
  services.enqueueRun = runEnqueuer();
  return queue;
}

/** Starts the worker's background work on `queue`; returns the function that stops it all, in-flight work first. */
export async function startWorkers(runtime: Runtime, queue: JobQueue): Promise<() => Promise<void>> {
  const { db, config, services } = runtime;
  const { logger } = services;
  const webhookSettings = config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS;
  const stopPruner = startPruner(db.knex, logger, config.rateLimits.windowSeconds);
  try {
    const webhooks = await startWebhookWork(queue, db.knex, services.secrets, webhookSettings, logger);
    const runs = await startRunWork({
      knex: db.knex,
      secrets: services.secrets,
      connectors: connectorRuntimeOf(services),
      logger,
      settings: config.runs ?? DEFAULT_RUN_SETTINGS,
    });
    // Runs this process's API queues start here without waiting for the next poll.
    services.enqueueRun = runs.enqueue;
    return async () => {
      await runs.stop();
      await webhooks.stop();
      await stopPruner();
    };
  } catch (err) {
    await stopPruner();
    throw err;
  }
}
