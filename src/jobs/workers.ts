// The job queue of a Sluice process, and everything a worker runs on it (`sluice worker`, and `start`/`serve`
// without --no-worker): the pruner, webhook fan-out and delivery, run execution, the scheduler and the reaper of
// runs whose worker died. Every process that serves the API opens the queue, so a change can send its jobs (webhook
// fan-out) in its own transaction; only workers consume. Runs need no job: their queued row is the hand-off
// (engine/runQueue.ts).
import { DEFAULT_RUN_SETTINGS } from '../domain/runs/settings.js';
import type { Container } from '../container.js';
import { startPruner } from './pruner.js';
import { MIN_TOMBSTONE_RETENTION_DAYS } from '../domain/canonical/retention.js';
import { JobQueue } from './queue.js';
import { startRunWork } from '../engine/worker.js';
import { jobExpirySeconds } from './webhooks/deliveryJob.js';
import { startWebhookWork } from './webhooks/index.js';

/**
 * Opens the process's job queue. `worker: false` opens it to send only.
 * Stop it (queue.stop()) after the workers and the HTTP server.
 */
export async function openJobQueue(container: Container, worker: boolean): Promise<JobQueue> {
  const { db, config, services } = container;
  // Expired jobs (their worker died) are looked for a few times per expiry period.
  const superviseIntervalSeconds = Math.min(60, Math.max(1, Math.floor(jobExpirySeconds(services.webhooks) / 4)));
  return JobQueue.start({ db, databaseUrl: config.databaseUrl, logger: services.logger, superviseIntervalSeconds, supervise: worker });
}

/** Starts the worker's background work on `queue`; returns the function that stops it all, in-flight work first. */
export async function startWorkers(container: Container, queue: JobQueue): Promise<() => Promise<void>> {
  const { db, config, services } = container;
  const { logger } = services;
  const stopPruner = startPruner(db.knex, logger, config.rateLimits.windowSeconds, config.tombstoneRetentionDays ?? MIN_TOMBSTONE_RETENTION_DAYS);
  try {
    const webhooks = await startWebhookWork(queue, db.knex, services.secrets, services.webhooks, services.sender, logger);
    const runs = await startRunWork({
      knex: db.knex,
      secrets: services.secrets,
      connectors: services.connectors,
      logger,
      settings: config.runs ?? DEFAULT_RUN_SETTINGS,
      intervals: services.scheduleIntervals,
      // Runs this process's API queues start here without waiting for the next poll.
      queue: services.runs,
    });
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
