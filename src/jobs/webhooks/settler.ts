// Records finished attempts in batches (up to SETTLE_BATCH per transaction, SETTLERS transactions at once), so the
// senders never wait for the database between sends. Batches hold disjoint deliveries, so they never wait on each
// other's row locks. A batch that fails is tried again with a short backoff, then each attempt alone; an
// attempt that still cannot be recorded is logged and left to its lease: once it runs out the delivery is sent
// again (at least once). `add` waits only while more than `maxPending` attempts are waiting to be recorded.
import type { Knex } from 'knex';
import type { Logger } from '../../log.js';
import { recordAttempts, type AttemptToRecord, type RecordedAttempts } from '../../domain/webhooks/attemptLog.js';
import type { WebhookSettings } from '../../domain/webhooks/settings.js';
import type { WebhookMeter } from '../../metrics/webhooks.js';

const SETTLE_BATCH = 100;
const SETTLERS = 2;
const BATCH_TRIES = 4;

export interface Settler {
  add(attempt: AttemptToRecord): Promise<void>;
  /** Resolves once everything added so far was recorded (or given up). */
  drain(): Promise<void>;
  /** The deliveries whose attempt ended but is not recorded yet: still leased, no longer in flight. */
  unsettled(): string[];
}

/**
 * Logs what the recorded attempts mean for an operator, once they are committed: each failed attempt (warn), each
 * delivery that ended failed with it (error), each endpoint disabled (warn). Ids, status codes and error kinds only:
 * an endpoint's URL may carry credentials in its query string, and payloads and headers are the customer's.
 */
function report(logger: Logger, { attempts, disabled }: RecordedAttempts): void {
  for (const a of attempts) {
    if (a.record.ok) continue;
    const ids = { customer_id: a.customerId, endpoint_id: a.endpointId, delivery_id: a.deliveryId, attempt: a.number };
    const why = { status_code: a.record.statusCode, error: a.record.error?.code ?? null };
    logger.warn({ ...ids, ...why }, `webhook attempt failed: ${a.record.statusCode !== null ? `HTTP ${a.record.statusCode}` : why.error}`);
    if (a.deliveryStatus === 'failed') logger.error({ ...ids, ...why }, 'webhook delivery given up: it ended failed');
  }
  for (const e of disabled) {
    logger.warn({ endpoint_id: e.id, customer_id: e.customer_id, reason: e.disabled_reason, failing_since: e.failing_since }, 'webhook endpoint disabled');
  }
}

export interface SettlerOptions {
  knex: Knex;
  settings: WebhookSettings;
  logger: Logger;
  /** How many attempts may wait to be recorded before `add` waits. */
  maxPending: number;
  /** Told of each batch recorded (the process's metrics). */
  meter?: WebhookMeter | undefined;
}

export function createSettler({ knex, settings, logger, maxPending, meter }: SettlerOptions): Settler {
  const pending: AttemptToRecord[] = [];
  const running = new Set<Promise<void>>();
  const settling = new Set<string>();
  let roomWaiters: Array<() => void> = [];

  const write = async (batch: AttemptToRecord[]) => {
    const recorded = await knex.transaction((trx) => recordAttempts(trx, batch, settings));
    report(logger, recorded);
    meter?.recorded(recorded);
  };

  const settle = async (batch: AttemptToRecord[]) => {
    for (let tries = 1; tries <= BATCH_TRIES; tries++) {
      try {
        return await write(batch);
      } catch (err) {
        logger.warn({ err, attempts: batch.length, try: tries }, 'recording webhook attempts failed; trying again');
        await new Promise((r) => setTimeout(r, 250 * 2 ** tries));
      }
    }
    for (const attempt of batch) {
      await write([attempt]).catch((err: unknown) =>
        logger.error({ err, delivery_id: attempt.deliveryId }, 'recording a webhook attempt failed; the delivery is sent again when its lease runs out'),
      );
    }
  };

  const kick = () => {
    while (running.size < SETTLERS && pending.length > 0) {
      const batch = pending.splice(0, SETTLE_BATCH);
      const batchDone: Promise<void> = settle(batch).finally(() => {
        running.delete(batchDone);
        for (const a of batch) settling.delete(a.deliveryId);
        const waiters = roomWaiters;
        roomWaiters = [];
        for (const w of waiters) w();
        kick();
      });
      running.add(batchDone);
    }
  };

  return {
    async add(attempt) {
      pending.push(attempt);
      settling.add(attempt.deliveryId);
      kick();
      if (pending.length > maxPending) await new Promise<void>((resolve) => roomWaiters.push(resolve));
    },
    async drain() {
      while (running.size > 0) await Promise.all([...running]);
    },
    unsettled: () => [...settling],
  };
}
