// Everything a worker runs (`sluice worker`, and `start`/`serve` without --no-worker): the pruner, webhook fan-out
// and delivery, run execution, the scheduler and the reaper of runs whose worker died. Each reads its own rows as
// its queue (queued runs, events not fanned out, due deliveries), so a process that only serves the API needs
// nothing started to hand work over: its transaction writes the row. It does need the pruner (startProcessPruner):
// the rate-limit counters and idempotency records it writes must not wait for a worker to be pruned.
import { DEFAULT_RUN_SETTINGS } from '../domain/runs/settings.js';
import type { Container } from '../container.js';
import { DEFAULT_PRUNE_INTERVAL_SECONDS, startPruner } from './pruner.js';
import { compileValidators } from '../domain/canonical/entities.js';
import { MIN_TOMBSTONE_RETENTION_DAYS } from '../domain/canonical/retention.js';
import { DEFAULT_RUN_RETENTION_DAYS } from '../domain/runs/retention.js';
import { startRunWork } from './runWork.js';
import { startWebhookWork } from './webhooks/index.js';

/** Starts the pruner every process runs, with the container's settings; returns the function that stops it. */
export function startProcessPruner({ db, config, services }: Container): () => Promise<void> {
  return startPruner(db.knex, services.logger, {
    windowSeconds: config.rateLimits.windowSeconds,
    tombstoneRetentionDays: config.tombstoneRetentionDays ?? MIN_TOMBSTONE_RETENTION_DAYS,
    runRetentionDays: config.runRetentionDays ?? DEFAULT_RUN_RETENTION_DAYS,
    everyMs: (config.pruneIntervalSeconds ?? DEFAULT_PRUNE_INTERVAL_SECONDS) * 1000,
    exclusive: db.kind === 'postgres',
  });
}

/** The process's metrics, unless SLUICE_METRICS=off. */
const metricsOf = ({ metrics }: Container['services']) => (metrics.enabled ? metrics : undefined);

/** Starts the worker's background work; returns the function that stops it all, in-flight work first. */
export async function startWorkers(container: Container): Promise<() => Promise<void>> {
  const { db, config, services } = container;
  const { logger } = services;
  void services.connectors.decideWall(); // before the first run needs it, without waiting for it
  // The canonical layer's validators likewise (a schema that failed to compile fails its records' runs as well).
  void compileValidators().catch((err: unknown) => logger.warn({ err }, 'compiling the canonical validators failed'));
  const stopPruner = startProcessPruner(container);
  const webhooks = startWebhookWork({ knex: db.knex, secrets: services.secrets, settings: services.webhooks, sender: services.sender, logger, metrics: metricsOf(services) });
  try {
    const runs = await startRunWork({
      knex: db.knex,
      secrets: services.secrets,
      connectors: services.connectors,
      logger,
      settings: config.runs ?? DEFAULT_RUN_SETTINGS,
      intervals: services.scheduleIntervals,
      // Runs this process's API queues start here without waiting for the next poll.
      wakeUp: services.runs,
      metrics: metricsOf(services),
    });
    return async () => {
      await runs.stop();
      await webhooks.stop();
      await stopPruner();
    };
  } catch (err) {
    await webhooks.stop();
    await stopPruner();
    throw err;
  }
}
