// A pending delivery is moved on only by the job of its next scheduled attempt. A job that exhausted its own
// retries (its worker kept dying), expired for good, or was deleted leaves the delivery pending forever. The
// sweeper finds pending deliveries with no live job for their next attempt and queues that attempt again, or,
// when the attempt is so late that sending it now would be no delivery the subscriber can still use, ends the
// delivery as failed with a logged attempt that says why.
//
// Any number of workers sweep: each locks the deliveries it handles (SKIP LOCKED) and looks again for a job
// after the lock, so a delivery another worker re-queued a moment ago is left alone.
import type { Knex } from 'knex';
import type { Logger } from '../../log.js';
import { notSent } from '../../domain/webhooks/attempt.js';
import { recordAttempts } from '../../domain/webhooks/attemptLog.js';
import type { WebhookSettings } from '../../domain/webhooks/settings.js';
import { startPollLoop, type PollLoop } from '../pollLoop.js';
import type { JobQueue } from '../queue.js';
import { backlogRanks, DELIVERY_QUEUE, deliveryJob } from './deliveryJob.js';

/** pg-boss's default schema (JobQueue does not change it). */
const JOB_TABLE = 'pgboss.job';
export const SWEEP_BATCH = 200;

/** Error code of the attempt logged for a lost attempt too late to send. */
export const LOST_ATTEMPT_CODE = 'expired';

/**
 * How late a lost attempt may still be sent: the whole retry schedule's span, and at least an hour (a worker
 * that keeps dying exhausts a job's own retries in about that time).
 */
export function lateLimitMs(settings: WebhookSettings): number {
  return Math.max(3_600_000, settings.retrySchedule.at(-1) ?? 0);
}

/** How often a worker sweeps: rarely in production, often enough for short test time-outs. */
export function sweepIntervalMs(settings: WebhookSettings): number {
  return Math.min(60_000, Math.max(1_000, 5 * settings.timeoutMs));
}

// A job is live while pg-boss may still run it: created, retry or active.
const LIVE_JOB = `j.name = '${DELIVERY_QUEUE}' AND j.state < 'completed'
  AND j.data->>'delivery_id' = d.id AND (j.data->>'attempt')::int = d.next_attempt`;

interface Orphan {
  id: string;
  endpoint_id: string;
  next_attempt: number;
  next_attempt_at: Date | string | null;
  created_at: Date | string;
}

export async function sweepLostDeliveries(
  knex: Knex,
  queue: JobQueue,
  settings: WebhookSettings,
  batch = SWEEP_BATCH,
): Promise<{ requeued: string[]; failed: string[] }> {
  return knex.transaction(async (trx) => {
    const candidates = (
      await trx.raw(
        `SELECT d.id, d.endpoint_id, d.next_attempt, d.next_attempt_at, d.created_at
         FROM webhook_deliveries d
         WHERE d.status = 'pending' AND d.next_attempt IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM ${JOB_TABLE} j WHERE ${LIVE_JOB})
         ORDER BY d.id
         LIMIT ?
         FOR UPDATE OF d SKIP LOCKED`,
        [batch],
      )
    ).rows as Orphan[];
    if (candidates.length === 0) return { requeued: [], failed: [] };
    // The first statement saw the jobs as they were when it began; a worker that re-queued one of these and
    // committed since then has released its lock to us. Asked again, now, its job is there.
    const stillLost = new Set(
      (
        (
          await trx.raw(
            `SELECT d.id FROM webhook_deliveries d
             WHERE d.id = ANY(?::text[]) AND d.status = 'pending' AND d.next_attempt IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM ${JOB_TABLE} j WHERE ${LIVE_JOB})`,
            [candidates.map((c) => c.id)],
          )
        ).rows as Array<{ id: string }>
      ).map((r) => r.id),
    );
    const lost = candidates.filter((c) => stillLost.has(c.id));
    const now = Date.now();
    const limit = lateLimitMs(settings);
    const dueOf = (o: Orphan) => new Date(o.next_attempt_at ?? o.created_at);
    const late = lost.filter((o) => now - dueOf(o).getTime() > limit);
    const requeue = lost.filter((o) => !late.includes(o));

    if (late.length > 0) {
      await recordAttempts(
        trx,
        late.map((o) => ({
          deliveryId: o.id,
          trigger: 'schedule' as const,
          scheduledAttempt: o.next_attempt,
          final: true,
          record: notSent(
            LOST_ATTEMPT_CODE,
            `attempt ${o.next_attempt} (due ${dueOf(o).toISOString()}) was lost by the job queue and is past the delivery's schedule; nothing was sent`,
          ),
        })),
        settings.retrySchedule,
      );
    }
    if (requeue.length > 0) {
      const ranks = await backlogRanks(trx, requeue.map((o) => o.endpoint_id));
      await queue.insert(
        trx,
        DELIVERY_QUEUE,
        requeue.map((o) => {
          const due = dueOf(o);
          return deliveryJob(settings, o.id, o.endpoint_id, o.next_attempt, ranks.get(o.endpoint_id) ?? 0, due.getTime() > now ? due : undefined);
        }),
      );
    }
    return { requeued: requeue.map((o) => o.id), failed: late.map((o) => o.id) };
  });
}

/** Sweeps at start and then every `intervalMs`, a full batch at once again; `onRequeued` wakes the senders. */
export function startSweeper(
  knex: Knex,
  queue: JobQueue,
  settings: WebhookSettings,
  logger: Logger,
  onRequeued: () => void,
  intervalMs = sweepIntervalMs(settings),
): PollLoop {
  return startPollLoop(
    async () => {
      const { requeued, failed } = await sweepLostDeliveries(knex, queue, settings);
      if (requeued.length > 0) {
        logger.warn({ deliveries: requeued.length, delivery_ids: requeued.slice(0, 20) }, 'webhook deliveries whose queue job was lost were queued again');
        onRequeued();
      }
      if (failed.length > 0) {
        logger.warn({ deliveries: failed.length, delivery_ids: failed.slice(0, 20) }, 'webhook deliveries whose queue job was lost past their schedule were failed');
      }
      return requeued.length + failed.length === SWEEP_BATCH;
    },
    intervalMs,
    (err) => logger.warn({ err }, 'webhook delivery sweep failed; retrying'),
  );
}
