// Sends due deliveries: claims them from their rows (fairly across customers, within each customer's and endpoint's
// cap, domain/webhooks/queue.ts), signs and sends each outside any transaction, and records the attempts in
// batches (settler.ts). A worker that dies mid-attempt stops renewing its leases; once they run out the deliveries
// are promoted again and another worker sends them: at least once, never lost.
import type { Knex } from 'knex';
import type { Logger } from '../../log.js';
import type { Secrets } from '../../secrets.js';
import { attemptDelivery, notSent } from '../../domain/webhooks/attempt.js';
import type { AttemptToRecord } from '../../domain/webhooks/attemptLog.js';
import { claimDeliveries, promoteDue, renewLeases, type ClaimedDelivery } from '../../domain/webhooks/queue.js';
import type { Sender } from '../../domain/webhooks/sender.js';
import type { WebhookSettings } from '../../domain/webhooks/settings.js';
import { signingSecrets } from '../../domain/webhooks/signingSecrets.js';
import { customHeadersToSend } from '../../domain/webhooks/customHeaders.js';
import { startClaimLoop, type ClaimLoop } from '../claimLoop.js';
import { createSettler } from './settler.js';
import type { Metrics } from '../../metrics/registry.js';
import { attemptOutcome, webhookMeter, type WebhookMeter } from '../../metrics/webhooks.js';
import { contextFrom, inSpan, spanFailed, SpanKind } from '../../tracing/spans.js';

/** How long a claimed delivery is leased: two tries of the time-out (sender.ts) and the settle around them. */
export function leaseMs(settings: Pick<WebhookSettings, 'timeoutMs'>): number {
  return 3 * settings.timeoutMs + 10_000;
}

/** How often a worker promotes due waiting deliveries to ready: the added delay of a retry, at most. */
const PROMOTE_EVERY_MS = 100;

export async function attemptClaimed(secrets: Secrets, sender: Sender, claimed: ClaimedDelivery): Promise<AttemptToRecord> {
  const { id: deliveryId, token: leaseToken, target } = claimed;
  const attempt = target.next_attempt ?? 0;
  if (!target.endpoint.enabled) {
    const record = notSent('endpoint_disabled', 'the endpoint is disabled; nothing was sent');
    return { deliveryId, trigger: 'schedule', scheduledAttempt: attempt, final: true, leaseToken, record };
  }
  const record = await attemptDelivery(sender, {
    deliveryId,
    eventType: target.event_type,
    url: target.endpoint.url,
    payload: target.payload,
    secrets: signingSecrets(secrets, target.endpoint),
    headers: customHeadersToSend(secrets, target.endpoint),
  });
  return { deliveryId, trigger: 'schedule', scheduledAttempt: attempt, leaseToken, record };
}

export interface DeliveryWorker {
  wake(): void;
  stop(): Promise<void>;
}

/** What the webhook work of a worker process runs on. */
export interface WebhookWorkDeps {
  knex: Knex;
  secrets: Secrets;
  settings: WebhookSettings;
  /** The process's sender (its container closes it). */
  sender: Sender;
  logger: Logger;
  /** The process's metrics: attempts and their outcomes. */
  metrics?: Metrics;
}

/** Attempts a claimed delivery and tells the meter (if any) how it went. */
async function attemptMetered(deps: WebhookWorkDeps, meter: WebhookMeter | undefined, claimed: ClaimedDelivery): Promise<AttemptToRecord> {
  const { next_attempt: number, created_at: createdAt, trace_parent: traceParent } = claimed.target;
  const attributes = { 'sluice.delivery_id': claimed.id, 'sluice.endpoint_id': claimed.target.endpoint_id, 'sluice.customer_id': claimed.target.customer_id, 'sluice.webhook.attempt': number ?? 0 };
  // A child of the run (or request) whose event it delivers, when that was traced.
  return inSpan('webhook attempt', { attributes, kind: SpanKind.CLIENT, parent: contextFrom(traceParent) }, async (span) => {
    const started = performance.now();
    const attempt = await attemptClaimed(deps.secrets, deps.sender, claimed);
    meter?.attempted(attempt.record, { number, createdAt, seconds: (performance.now() - started) / 1000 });
    span.setAttribute('sluice.webhook.outcome', attemptOutcome(attempt.record));
    if (attempt.record.statusCode !== null) span.setAttribute('http.response.status_code', attempt.record.statusCode);
    if (!attempt.record.ok) spanFailed(span, attempt.record.error?.message ?? 'the attempt failed');
    return attempt;
  });
}

export function startDeliveryWorker(deps: WebhookWorkDeps): DeliveryWorker {
  const { knex, settings, logger } = deps;
  const lease = leaseMs(settings);
  const meter = deps.metrics && webhookMeter(deps.metrics);
  const settler = createSettler({ knex, settings, logger, maxPending: 2 * settings.concurrency, meter });
  let cursor = '';
  let promotedAt = 0;
  const claim = async (room: number): Promise<ClaimedDelivery[]> => {
    // Deliveries whose retry came due (or whose worker died) are promoted at most every PROMOTE_EVERY_MS.
    if (Date.now() - promotedAt >= PROMOTE_EVERY_MS) {
      promotedAt = Date.now();
      await promoteDue(knex);
    }
    const claimed = await claimDeliveries(knex, {
      slots: room,
      customerCap: settings.customerConcurrency,
      endpointCap: settings.endpointConcurrency,
      leaseMs: lease,
      cursor,
      ended: settler.unsettled(),
    });
    cursor = claimed.cursor;
    return claimed.claimed;
  };
  const loop: ClaimLoop = startClaimLoop<ClaimedDelivery>({
    slots: settings.concurrency,
    // Quick endpoints: up to the slots' worth of deliveries claimed ahead, half of it at a time, so a slot that
    // frees up starts the next delivery at once instead of waiting for a claim's round trip. Slow ones finish too
    // rarely for anything to be claimed ahead of them (claimLoop.ts).
    ahead: settings.concurrency,
    minRoom: Math.ceil(settings.concurrency / 2),
    idlePollMs: 250,
    claim,
    work: async (claimed) => settler.add(await attemptMetered(deps, meter, claimed)),
    renew: { everyMs: Math.floor(lease / 3), leases: (items) => renewLeases(knex, items.map(({ id, token }) => ({ id, token })), lease) },
    onError(err, what, item) {
      logger.warn({ err, delivery_id: item?.id }, what === 'claim' ? 'claiming webhook deliveries failed; retrying' : `webhook delivery ${what} failed`);
    },
  });
  return {
    wake: () => loop.wake(),
    async stop() {
      await loop.stop();
      await settler.drain();
    },
  };
}
