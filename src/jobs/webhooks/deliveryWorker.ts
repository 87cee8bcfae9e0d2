// Sends queued delivery attempts: load the delivery and its endpoint, sign and send (outside any transaction),
// then record the attempts of a batch, queue each next scheduled attempt and complete the jobs in one transaction.
import type { Knex } from 'knex';
import type { Logger } from '../../log.js';
import type { Secrets } from '../../secrets.js';
import { attemptDelivery, notSent } from '../../domain/webhooks/attempt.js';
import { recordAttempts, type AttemptToRecord } from '../../domain/webhooks/attemptLog.js';
import type { Sender } from '../../domain/webhooks/sender.js';
import type { WebhookSettings } from '../../domain/webhooks/settings.js';
import { signingSecrets } from '../../domain/webhooks/signingSecrets.js';
import type { Consumer } from '../consumer.js';
import type { Job, JobQueue } from '../queue.js';
import { backlogRanks, DELIVERY_QUEUE, deliveryJob, type DeliveryJobData } from './deliveryJob.js';
import { targetLoader, type TargetLoader } from './targetLoader.js';

export async function runDeliveryJob(load: TargetLoader, secrets: Secrets, sender: Sender, job: Job<DeliveryJobData>): Promise<AttemptToRecord | null> {
  const { v, delivery_id: deliveryId, attempt } = job.data;
  if (v !== 1) throw new Error(`unknown delivery job version ${String(v)}`);
  const target = await load(deliveryId);
  // Deleted (with its endpoint, or pruned), finished, or already past this attempt (e.g. replayed): nothing to do.
  if (!target || target.status !== 'pending' || target.next_attempt !== attempt) return null;
  if (!target.endpoint.enabled) {
    return { deliveryId, trigger: 'schedule', scheduledAttempt: attempt, final: true, record: notSent('endpoint_disabled', 'the endpoint is disabled; nothing was sent') };
  }
  const record = await attemptDelivery(sender, {
    deliveryId,
    eventType: target.event_type,
    url: target.endpoint.url,
    payload: target.payload,
    secrets: signingSecrets(secrets, target.endpoint),
  });
  return { deliveryId, trigger: 'schedule', scheduledAttempt: attempt, record };
}

export function startDeliveryWorker(queue: JobQueue, knex: Knex, secrets: Secrets, settings: WebhookSettings, sender: Sender, logger: Logger): Consumer {
  const load = targetLoader(knex);
  return queue.consume<DeliveryJobData, AttemptToRecord | null>(
    DELIVERY_QUEUE,
    { concurrency: settings.concurrency, groupConcurrency: settings.endpointConcurrency },
    {
      run: (job) => runDeliveryJob(load, secrets, sender, job),
      async settle(trx, done) {
        const attempts = done.map((d) => d.result).filter((r): r is AttemptToRecord => r !== null);
        const next = await recordAttempts(trx, attempts, settings.retrySchedule);
        if (next.length > 0) {
          const ranks = await backlogRanks(trx, next.map((n) => n.endpointId));
          await queue.insert(trx, DELIVERY_QUEUE, next.map((n) => deliveryJob(settings, n.deliveryId, n.endpointId, n.attempt, ranks.get(n.endpointId) ?? 0, n.at)));
        }
        for (const a of attempts) {
          logger.debug({ delivery_id: a.deliveryId, attempt: a.scheduledAttempt, result: a.record.ok ? 'ok' : 'error', status_code: a.record.statusCode, error: a.record.error?.code }, 'webhook attempt');
        }
      },
    },
  );
}
