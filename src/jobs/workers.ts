// Everything a worker runs (`sluice worker`, and `start`/`serve` without --no-worker): the pruner, and on the shared
// job queue the webhook fan-out and delivery senders. Returns the function that stops it all, in-flight work first.
import { DEFAULT_WEBHOOK_SETTINGS } from '../domain/webhooks/settings.js';
import type { Runtime } from '../services.js';
import { startPruner } from './pruner.js';
import { JobQueue } from './queue.js';
import { jobExpirySeconds } from './webhooks/deliveryJob.js';
import { startWebhookWork } from './webhooks/index.js';

export async function startWorkers(runtime: Runtime): Promise<() => Promise<void>> {
  const { db, config, services } = runtime;
  const { logger } = services;
  const webhookSettings = config.webhooks ?? DEFAULT_WEBHOOK_SETTINGS;
  const stopPruner = startPruner(db.knex, logger, config.rateLimits.windowSeconds);
  // Expired jobs (their worker died) are looked for a few times per expiry period.
  const superviseIntervalSeconds = Math.min(60, Math.max(1, Math.floor(jobExpirySeconds(webhookSettings) / 4)));
  let queue: JobQueue;
  try {
    queue = await JobQueue.start({ db, databaseUrl: config.databaseUrl, logger, superviseIntervalSeconds });
  } catch (err) {
    await stopPruner();
    throw err;
  }
  const webhooks = await startWebhookWork(queue, db.knex, services.secrets, webhookSettings, logger);
  return async () => {
    await webhooks.stop();
    await queue.stop();
    await stopPruner();
  };
}
