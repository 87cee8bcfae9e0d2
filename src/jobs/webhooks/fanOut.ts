// The outbox's fan-out: each event not yet fanned out becomes one delivery per enabled endpoint of its customer
// that subscribes to it (and existed when it happened), ready to send, in the transaction that marks the event done.
// Workers claim events with SKIP LOCKED, so any number can run; a crash before the commit leaves the events to the
// next pass: deliveries are delayed, never lost or doubled.
//
// A pass is bounded twice: at most FAN_OUT_EVENTS events, and no more events than fit FAN_OUT_DELIVERIES deliveries
// (an event's deliveries are never split), written in chunks of one JSON parameter each. A pass that fails is done
// again event by event; an event that fails alone waits out a growing backoff (and is given up, logged, after
// FAN_OUT_MAX_TRIES), so it never holds back the events behind it.
import type { Knex } from 'knex';
import { newId } from '../../ids.js';
import type { Logger } from '../../log.js';
import { insertDeliveries, type NewDelivery } from '../../domain/webhooks/deliveries.js';
import { deliveryBody } from '../../domain/webhooks/payload.js';
import { startPollLoop, type PollLoop } from '../pollLoop.js';

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

export const FAN_OUT_EVENTS = 2000;
export const FAN_OUT_DELIVERIES = 5000;
export const FAN_OUT_MAX_TRIES = 10;

export interface FanOutPass {
  events: number;
  deliveries: number;
  /** Events that failed alone this pass (each retried after its backoff). */
  failed: Array<{ id: string; error: string; givenUp: boolean }>;
}

function deliveriesOf(event: EventRow, endpoints: readonly EndpointRow[]): NewDelivery[] {
  return endpoints
    .filter((e) => e.customer_id === event.customer_id && e.events.includes(event.type) && e.created_at <= event.created_at)
    .map((endpoint) => {
      const id = newId('del');
      const payload = deliveryBody({ event: event.type, deliveryId: id, createdAt: event.created_at, customerId: event.customer_id, data: event.data });
      return { id, customer_id: event.customer_id, endpoint_id: endpoint.id, event_id: event.id, event_type: event.type, payload, scheduled: true };
    });
}

/** Fans out, in `trx`, the next due events (or only `eventId`); returns how many events and deliveries. */
async function fanOutIn(trx: Knex.Transaction, limit: number, eventId?: string): Promise<{ events: number; deliveries: number }> {
  const query = trx('events')
    .whereNull('fanned_out_at')
    .where((q) => q.whereNull('fanout_retry_at').orWhere('fanout_retry_at', '<=', trx.raw('now()')))
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('id', 'customer_id', 'type', 'data', 'created_at');
  if (eventId !== undefined) query.where('id', eventId);
  const events = (await query) as EventRow[];
  if (events.length === 0) return { events: 0, deliveries: 0 };
  const endpoints = (await trx('webhook_endpoints')
    .whereIn('customer_id', [...new Set(events.map((e) => e.customer_id))])
    .where('enabled', true)
    .select('id', 'customer_id', 'events', 'created_at')) as EndpointRow[];
  const taken: string[] = [];
  const rows: NewDelivery[] = [];
  for (const event of events) {
    const own = deliveriesOf(event, endpoints);
    if (taken.length > 0 && rows.length + own.length > FAN_OUT_DELIVERIES) break;
    taken.push(event.id);
    rows.push(...own);
  }
  const inserted = await insertDeliveries(trx, rows);
  await trx('events').whereIn('id', taken).update({ fanned_out_at: trx.raw('clock_timestamp()'), fanout_retry_at: null });
  return { events: taken.length, deliveries: inserted.length };
}

/** An event that failed alone: tried again after 2^tries seconds (at most an hour), given up after the last try. */
async function noteFailure(knex: Knex, id: string, err: unknown): Promise<{ id: string; error: string; givenUp: boolean }> {
  const error = err instanceof Error ? err.message : String(err);
  const [row] = (await knex('events')
    .where({ id })
    .update({
      fanout_attempts: knex.raw('fanout_attempts + 1'),
      fanout_error: error.slice(0, 1000),
      fanout_retry_at: knex.raw('clock_timestamp() + make_interval(secs => least(3600, power(2, fanout_attempts + 1)))'),
      fanned_out_at: knex.raw('CASE WHEN fanout_attempts + 1 >= ? THEN clock_timestamp() END', [FAN_OUT_MAX_TRIES]),
    })
    .returning(['fanned_out_at'])) as Array<{ fanned_out_at: string | null }>;
  return { id, error, givenUp: row?.fanned_out_at != null };
}

async function oneByOne(knex: Knex, limit: number): Promise<FanOutPass> {
  const ids = (await knex('events')
    .whereNull('fanned_out_at')
    .where((q) => q.whereNull('fanout_retry_at').orWhere('fanout_retry_at', '<=', knex.raw('now()')))
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .limit(limit)
    .pluck('id')) as string[];
  const pass: FanOutPass = { events: 0, deliveries: 0, failed: [] };
  for (const id of ids) {
    try {
      const done = await knex.transaction((trx) => fanOutIn(trx, 1, id));
      pass.events += done.events;
      pass.deliveries += done.deliveries;
    } catch (err) {
      pass.failed.push(await noteFailure(knex, id, err));
    }
  }
  return pass;
}

export async function fanOutOnce(knex: Knex, limit = FAN_OUT_EVENTS): Promise<FanOutPass> {
  try {
    return { ...(await knex.transaction((trx) => fanOutIn(trx, limit))), failed: [] };
  } catch {
    return oneByOne(knex, limit);
  }
}

/** Polls the outbox every `pollMs` (at once again while more is waiting); `onDeliveries` wakes the senders. */
export function startFanOut(knex: Knex, logger: Logger, onDeliveries: () => void, pollMs = 100): PollLoop {
  return startPollLoop(
    async () => {
      const pass = await fanOutOnce(knex);
      if (pass.deliveries > 0) onDeliveries();
      for (const f of pass.failed) {
        if (f.givenUp) logger.error({ event_id: f.id, error: f.error }, 'webhook fan-out of an event failed too often; it is given up');
        else logger.warn({ event_id: f.id, error: f.error }, 'webhook fan-out of an event failed; retrying it after a backoff');
      }
      return pass.events > 0 && pass.failed.length === 0;
    },
    pollMs,
    (err) => logger.warn({ err }, 'webhook fan-out failed; retrying'),
  );
}
