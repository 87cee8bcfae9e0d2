// Deletes what has expired: idempotency records past their 24 hours, rate-limit counters that can no longer
// affect a decision, ended console sessions, used or expired sign-in links, failed sign-ins older than the throttle's
// window, webhook deliveries, attempt logs and fanned-out events past their 30 days, and canonical tombstones past
// their retention (SLUICE_TOMBSTONE_RETENTION_DAYS, domain/canonical/retention.ts). Each pass is
// a few idempotent DELETEs, so any number of workers may run it at once.
import type { Knex } from 'knex';
import type { Logger } from '../log.js';
// The two tables the HTTP layer owns are pruned by its own functions: the one import of http from below it.
import { pruneIdempotencyKeys } from '../http/idempotency.js';
import { pruneRateLimitCounters } from '../http/rateLimit/sqlStore.js';
import { pruneWebhookData } from './webhooks/prune.js';
import { pruneSessions } from '../domain/access/sessions.js';
import { pruneLoginLinks } from '../domain/access/loginLinks.js';
import { pruneFailures } from '../domain/access/signInThrottle.js';
import { MIN_TOMBSTONE_RETENTION_DAYS, purgeTombstones } from '../domain/canonical/retention.js';

export async function pruneOnce(
  knex: Knex,
  windowSeconds: number,
  tombstoneRetentionDays = MIN_TOMBSTONE_RETENTION_DAYS,
): Promise<{
  idempotencyKeys: number;
  rateLimitCounters: number;
  webhookDeliveries: number;
  events: number;
  sessions: number;
  loginLinks: number;
  signInFailures: number;
  tombstones: number;
}> {
  const idempotencyKeys = await pruneIdempotencyKeys(knex);
  const rateLimitCounters = await pruneRateLimitCounters(knex, windowSeconds);
  const webhooks = await pruneWebhookData(knex);
  const sessions = await pruneSessions(knex);
  const loginLinks = await pruneLoginLinks(knex);
  const signInFailures = await pruneFailures(knex);
  const tombstones = await purgeTombstones(knex, tombstoneRetentionDays);
  return { idempotencyKeys, rateLimitCounters, webhookDeliveries: webhooks.deliveries, events: webhooks.events, sessions, loginLinks, signInFailures, tombstones };
}

export interface PrunerSettings {
  /** The rate limiter's window (counters older than two windows can no longer affect a decision). */
  windowSeconds: number;
  tombstoneRetentionDays: number;
  /** Between passes; a minute unless told. */
  everyMs?: number;
}

export function startPruner(knex: Knex, logger: Logger, { windowSeconds, tombstoneRetentionDays, everyMs = 60_000 }: PrunerSettings): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = pruneOnce(knex, windowSeconds, tombstoneRetentionDays)
      .then((n) => {
        if (Object.values(n).some((count) => count > 0)) logger.info({ pruned: n }, 'pruned expired records');
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
