// Deletes what has expired: rate-limit counters that can no longer affect a decision, idempotency records past their
// 24 hours, ended console sessions, used or expired sign-in links, failed sign-ins older than the throttle's
// window, webhook deliveries, attempt logs and fanned-out events past their 30 days, runs past their retention
// (SLUICE_RUN_RETENTION_DAYS, domain/runs/retention.ts) and canonical tombstones past theirs
// (SLUICE_TOMBSTONE_RETENTION_DAYS, domain/canonical/retention.ts). docs/design.md "Retention" lists every table
// that grows and what bounds it.
//
// Every process runs the pruner, API processes included (`serve --no-worker`): they are the ones that write the
// rate-limit counters and idempotency records. On PostgreSQL one pass at a time runs across all of them: a pass
// starts only under a cross-process lock (db/soleHolder.ts), and a process that finds it taken skips its turn. Each
// DELETE is bounded (a batch per statement) and idempotent, so a pass that dies half way leaves nothing to repair.
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
import { DEFAULT_RUN_RETENTION_DAYS, pruneRuns, type SweepPosition } from '../domain/runs/retention.js';
import { pruneRejections } from '../domain/rejections/retention.js';
import { unlessHeldElsewhere } from '../db/soleHolder.js';

export const DEFAULT_PRUNE_INTERVAL_SECONDS = 60;
const PRUNER_LOCK = 'sluice.pruner';

export interface PruneCounts {
  idempotencyKeys: number;
  rateLimitCounters: number;
  webhookDeliveries: number;
  events: number;
  sessions: number;
  loginLinks: number;
  signInFailures: number;
  runs: number;
  tombstones: number;
  /** Rejected records kept past their 30 days (domain/rejections/retention.ts). */
  rejections: number;
}

export interface Retention {
  /** The rate limiter's window (counters older than two windows can no longer affect a decision). */
  windowSeconds: number;
  tombstoneRetentionDays: number;
  runRetentionDays: number;
}

/** One pass, the runs' sweep going on from `runsFrom`; answers what it deleted and where the sweep stopped. */
async function prunePass(knex: Knex, retention: Retention, runsFrom: SweepPosition | null): Promise<{ counts: PruneCounts; runsNext: SweepPosition | null }> {
  // The tables every request writes first: they are what an API-only deployment needs pruned.
  const rateLimitCounters = await pruneRateLimitCounters(knex, retention.windowSeconds);
  const idempotencyKeys = await pruneIdempotencyKeys(knex);
  const sessions = await pruneSessions(knex);
  const loginLinks = await pruneLoginLinks(knex);
  const signInFailures = await pruneFailures(knex);
  const webhooks = await pruneWebhookData(knex);
  const runs = await pruneRuns(knex, { retentionDays: retention.runRetentionDays, from: runsFrom });
  const tombstones = await purgeTombstones(knex, retention.tombstoneRetentionDays);
  const rejections = await pruneRejections(knex);
  const counts = {
    idempotencyKeys,
    rateLimitCounters,
    webhookDeliveries: webhooks.deliveries,
    events: webhooks.events,
    sessions,
    loginLinks,
    signInFailures,
    runs: runs.deleted,
    tombstones,
    rejections,
  };
  return { counts, runsNext: runs.next };
}

/** One pass from the start of every sweep, whatever other processes are doing. */
export async function pruneOnce(
  knex: Knex,
  windowSeconds: number,
  tombstoneRetentionDays = MIN_TOMBSTONE_RETENTION_DAYS,
  runRetentionDays = DEFAULT_RUN_RETENTION_DAYS,
): Promise<PruneCounts> {
  return (await prunePass(knex, { windowSeconds, tombstoneRetentionDays, runRetentionDays }, null)).counts;
}

export interface PrunerSettings extends Retention {
  /** Between passes; a minute unless told. */
  everyMs?: number;
  /**
   * Whether a pass needs the cross-process lock: true on PostgreSQL, which many processes share. The embedded
   * database serves one process (and has one connection, which the lock's transaction would take from the pass).
   */
  exclusive: boolean;
}

export interface Pruner {
  /** One pass: what it deleted, or undefined when another process's pass was under way and this one skipped. */
  pass(): Promise<PruneCounts | undefined>;
}

/** A pruner whose passes go on with the run sweep where its last pass stopped. */
export function createPruner(knex: Knex, settings: PrunerSettings): Pruner {
  let runsFrom: SweepPosition | null = null;
  const pass = async () => {
    const { counts, runsNext } = await prunePass(knex, settings, runsFrom);
    runsFrom = runsNext;
    return counts;
  };
  return { pass: () => (settings.exclusive ? unlessHeldElsewhere(knex, PRUNER_LOCK, pass) : pass()) };
}

/** Passes at once and then every `everyMs`, a tick skipped while the last pass is still going; returns stop(). */
export function startPruner(knex: Knex, logger: Logger, settings: PrunerSettings): () => Promise<void> {
  const pruner = createPruner(knex, settings);
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= pruner
      .pass()
      .then((n) => {
        if (n === undefined) logger.debug('pruning skipped: another process is pruning');
        else if (Object.values(n).some((count) => count > 0)) logger.info({ pruned: n }, 'pruned expired records');
      })
      .catch((err) => logger.warn({ err }, 'pruning failed; will retry'))
      .finally(() => {
        running = undefined;
      });
  };
  tick();
  const timer = setInterval(tick, settings.everyMs ?? DEFAULT_PRUNE_INTERVAL_SECONDS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
