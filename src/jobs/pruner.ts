// Deletes what has expired: idempotency records past their 24 hours, rate-limit counters that can no longer
// affect a decision, and webhook deliveries, attempt logs and fanned-out events past their 30 days. Each pass is
// a few idempotent DELETEs, so any number of workers may run it at once.
import type { Knex } from 'knex';
import type { Logger } from '../log.js';
import { affected } from '../db/affected.js';
import { pruneRateLimitCounters } from '../http/rateLimit/sqlStore.js';
import { pruneWebhookData } from './webhooks/prune.js';

export async function pruneOnce(
  knex: Knex,
  windowSeconds: number,
): Promise<{ idempotencyKeys: number; rateLimitCounters: number; webhookDeliveries: number; events: number }> {
  const idempotencyKeys = affected(await knex('idempotency_keys').where('expires_at', '<=', knex.raw('clock_timestamp()')).delete());
  const rateLimitCounters = await pruneRateLimitCounters(knex, windowSeconds);
  const webhooks = await pruneWebhookData(knex);
  return { idempotencyKeys, rateLimitCounters, webhookDeliveries: webhooks.deliveries, events: webhooks.events };
}

export function startPruner(knex: Knex, logger: Logger, windowSeconds: number, everyMs = 60_000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = pruneOnce(knex, windowSeconds)
      .then((n) => {
        if (n.idempotencyKeys || n.rateLimitCounters || n.webhookDeliveries || n.events) logger.info({ pruned: n }, 'pruned expired records');
      })
      .catch((err) => logger.warn({ err }, 'pruning failed; will retry'));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
