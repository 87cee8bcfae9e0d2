// The outbox's fan-out: each event not yet fanned out becomes one delivery per enabled endpoint of its customer
// that subscribes to it (and existed when it happened), with the delivery's first attempt queued in the same
// transaction that marks the event done. Workers claim events with SKIP LOCKED, so any number can run; a crash
// before the commit leaves the events to the next pass: deliveries are delayed, never lost or doubled.
import type { Knex } from 'knex';
import { newId } from '../../ids.js';
import type { Logger } from '../../log.js';
import { insertDeliveries, type NewDelivery } from '../../domain/webhooks/deliveries.js';
import { deliveryBody } from '../../domain/webhooks/payload.js';
import type { WebhookSettings } from '../../domain/webhooks/settings.js';
import { startPollLoop, type PollLoop } from '../pollLoop.js';
import type { JobQueue } from '../queue.js';
import { backlogRanks, DELIVERY_QUEUE, deliveryJob } from './deliveryJob.js';

interface EventRow {
  id: string;
  customer_id: string;
  type: string;
  data: unknown;
  created_at: string;
}

interface EndpointRow {
  id: string;
  customer_id: string;
  events: string[];
  created_at: string;
}

export const FAN_OUT_BATCH = 500;

export async function fanOutOnce(knex: Knex, queue: JobQueue, settings: WebhookSettings, batch = FAN_OUT_BATCH): Promise<{ events: number; deliveries: number }> {
  return knex.transaction(async (trx) => {
    const events = (await trx('events')
      .whereNull('fanned_out_at')
      .orderBy([{ column: 'created_at' }, { column: 'id' }])
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .select('id', 'customer_id', 'type', 'data', 'created_at')) as EventRow[];
    if (events.length === 0) return { events: 0, deliveries: 0 };
    const customers = [...new Set(events.map((e) => e.customer_id))];
    const endpoints = (await trx('webhook_endpoints')
      .whereIn('customer_id', customers)
      .where('enabled', true)
      .select('id', 'customer_id', 'events', 'created_at')) as EndpointRow[];
    const rows: NewDelivery[] = [];
    for (const event of events) {
      for (const endpoint of endpoints) {
        if (endpoint.customer_id !== event.customer_id || !endpoint.events.includes(event.type) || endpoint.created_at > event.created_at) continue;
        const id = newId('del');
        rows.push({
          id,
          customer_id: event.customer_id,
          endpoint_id: endpoint.id,
          event_id: event.id,
          event_type: event.type,
          payload: deliveryBody({ event: event.type, deliveryId: id, createdAt: event.created_at, customerId: event.customer_id, data: event.data }),
          scheduled: true,
        });
      }
    }
    const inserted = new Set(await insertDeliveries(trx, rows));
    const queued = rows.filter((r) => inserted.has(r.id));
    // Counted after the insert: each endpoint's new deliveries are ranked behind its older pending ones.
    const ranks = await backlogRanks(trx, queued.map((r) => r.endpoint_id));
    const fresh = new Map<string, number>();
    for (const r of queued) fresh.set(r.endpoint_id, (fresh.get(r.endpoint_id) ?? 0) + 1);
    const next = new Map([...fresh].map(([id, n]) => [id, ranks.get(id)! - n]));
    const jobs = queued.map((r) => {
      const rank = next.get(r.endpoint_id)!;
      next.set(r.endpoint_id, rank + 1);
      return deliveryJob(settings, r.id, r.endpoint_id, 1, rank);
    });
    await queue.insert(trx, DELIVERY_QUEUE, jobs);
    await trx('events').whereIn('id', events.map((e) => e.id)).update({ fanned_out_at: trx.raw('clock_timestamp()') });
    return { events: events.length, deliveries: jobs.length };
  });
}

/** Polls the outbox every `pollMs` (at once again while batches come back full); `onDeliveries` wakes the senders. */
export function startFanOut(knex: Knex, queue: JobQueue, settings: WebhookSettings, logger: Logger, onDeliveries: () => void, pollMs = 100): PollLoop {
  return startPollLoop(
    async () => {
      const pass = await fanOutOnce(knex, queue, settings);
      if (pass.deliveries > 0) onDeliveries();
      return pass.events === FAN_OUT_BATCH;
    },
    pollMs,
    (err) => logger.warn({ err }, 'webhook fan-out failed; retrying'),
  );
}
