// What a worker's webhook deliveries tell the metrics: each attempt's outcome and duration, how long a delivery
// waited for its first attempt, and (once recorded) the deliveries that ended and the endpoints disabled.
import type { AttemptRecord } from '../domain/webhooks/attempt.js';
import type { RecordedAttempts } from '../domain/webhooks/attemptLog.js';
import type { Metrics } from './registry.js';

/** The outcome label of an attempt: a small fixed set, whatever the endpoint answered. */
export function attemptOutcome(record: AttemptRecord): string {
  if (record.ok) return 'success';
  if (record.statusCode !== null) return 'http_error';
  const code = record.error?.code;
  if (code === 'timeout') return 'timeout';
  if (code === 'address_refused') return 'refused';
  if (code === 'endpoint_disabled') return 'not_sent';
  return 'network';
}

export interface WebhookMeter {
  /** An attempt made: `number` is the delivery's attempt (1 the first), `createdAt` the delivery's creation. */
  attempted(record: AttemptRecord, attempt: { number: number | null; createdAt: string | undefined; seconds: number }): void;
  /** A batch of attempts recorded: the deliveries that ended and the endpoints disabled with them. */
  recorded(recorded: RecordedAttempts): void;
}

export function webhookMeter(metrics: Metrics): WebhookMeter {
  return {
    attempted(record, { number, createdAt, seconds }) {
      const outcome = attemptOutcome(record);
      metrics.webhookAttempts.inc({ outcome });
      if (outcome !== 'not_sent') metrics.webhookAttemptDuration.observe({ outcome }, seconds);
      const created = createdAt === undefined ? NaN : Date.parse(createdAt);
      if (number === 1 && Number.isFinite(created)) {
        metrics.webhookFirstAttemptDelay.observe(Math.max(0, (Date.parse(record.startedAt) - created) / 1000));
      }
    },
    recorded({ attempts, disabled }) {
      for (const a of attempts) if (a.deliveryStatus !== 'pending') metrics.webhookDeliveriesEnded.inc({ status: a.deliveryStatus });
      for (const e of disabled) metrics.webhookEndpointsDisabled.inc({ reason: e.disabled_reason });
    },
  };
}
