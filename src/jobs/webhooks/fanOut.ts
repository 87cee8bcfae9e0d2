// The outbox's fan-out: each event not yet fanned out becomes one delivery per enabled endpoint of its customer
// that subscribes to it (and existed when it happened), ready to send, in the transaction that marks the event done.
// Workers claim events with SKIP LOCKED, so any number can run; a crash before the commit leaves the events to the
// next pass: deliveries are delayed, never lost or doubled.
//
// The outbox is shared by every customer, so a pass takes customers in turn (from where the last pass stopped) and
// their events in turn, oldest first within each: one customer's burst of events never holds another's back. A pass
// is bounded: FAN_OUT_CUSTOMERS customers, FAN_OUT_EVENTS events of each, and no more events than fit
// FAN_OUT_DELIVERIES deliveries (an event's deliveries are never split), written in chunks of one JSON parameter.
// A pass that fails is done again event by event; an event that fails alone waits out a growing backoff (and is
// given up, logged, after FAN_OUT_MAX_TRIES), so it never holds back the events behind it.
import type { Knex } from 'knex';
import { newId } from '../../ids.js';
import type { Logger } from '../../log.js';
import { insertDeliveries, type NewDelivery } from '../../domain/webhooks/deliveries.js';
import { deliveryBody } from '../../domain/webhooks/payload.js';
import { customersAfterCte, nextInTurn } from '../../db/customersInTurn.js';
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

/** Customers a pass looks at, and events it takes of each at most. */
export const FAN_OUT_CUSTOMERS = 64;
export const FAN_OUT_EVENTS = 500;
/** Deliveries a pass writes at most (an event's deliveries are never split). */
export const FAN_OUT_DELIVERIES = 5000;
export const FAN_OUT_MAX_TRIES = 10;

export interface FanOutPass {
  events: number;
  deliveries: number;
  /** Where the next pass starts. */
  cursor: string;
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

const WAITING_CUSTOMERS = customersAfterCte('events', 't.fanned_out_at IS NULL');

/** Customers with events waiting after `after`, in id order: one index seek each (a loose index scan). */
async function customersAfter(trx: Knex.Transaction, after: string): Promise<Array<{ customer_id: string }>> {
  const result = await trx.raw(
    `${WAITING_CUSTOMERS}
     SELECT customer_id FROM c WHERE customer_id IS NOT NULL LIMIT ?`,
    [after, FAN_OUT_CUSTOMERS],
  );
  return result.rows as Array<{ customer_id: string }>;
}

/** Each customer's oldest due events (at most FAN_OUT_EVENTS each), locked, SKIP LOCKED. */
async function eventsOf(trx: Knex.Transaction, customers: string[]): Promise<EventRow[]> {
  const result = await trx.raw(
    `SELECT e.id, e.customer_id, e.type, e.data, e.created_at
       FROM unnest(?::text[]) AS c(customer_id)
       CROSS JOIN LATERAL (
         SELECT x.id, x.customer_id, x.type, x.data, x.created_at FROM events x
          WHERE x.fanned_out_at IS NULL AND x.customer_id = c.customer_id
            AND (x.fanout_retry_at IS NULL OR x.fanout_retry_at <= now())
          ORDER BY x.created_at, x.id
          LIMIT ?
            FOR UPDATE OF x SKIP LOCKED
       ) e`,
    [customers, FAN_OUT_EVENTS],
  );
  return result.rows as EventRow[];
}

/** Events in turn across customers: each one's first, then each one's second, and so on. */
function inTurn(events: readonly EventRow[]): EventRow[] {
  const rank = new Map<string, number>();
  const ranked = events.map((event, i) => {
    const r = rank.get(event.customer_id) ?? 0;
    rank.set(event.customer_id, r + 1);
    return { event, r, i };
  });
  return ranked.sort((a, b) => a.r - b.r || a.i - b.i).map((x) => x.event);
}

async function fanOutEvents(trx: Knex.Transaction, events: readonly EventRow[]): Promise<{ events: number; deliveries: number }> {
  if (events.length === 0) return { events: 0, deliveries: 0 };
  const endpoints = (await trx('webhook_endpoints')
    .whereIn('customer_id', [...new Set(events.map((e) => e.customer_id))])
    .where('enabled', true)
    .select('id', 'customer_id', 'events', 'created_at')) as EndpointRow[];
  const taken: string[] = [];
  const rows: NewDelivery[] = [];
  // A customer's events stay in order: once one does not fit, its later ones wait for the next pass too.
  const full = new Set<string>();
  for (const event of events) {
    if (full.has(event.customer_id)) continue;
    const own = deliveriesOf(event, endpoints);
    if (taken.length > 0 && rows.length + own.length > FAN_OUT_DELIVERIES) {
      full.add(event.customer_id);
      continue;
    }
    taken.push(event.id);
    rows.push(...own);
  }
  const inserted = await insertDeliveries(trx, rows);
  await trx('events').whereIn('id', taken).update({ fanned_out_at: trx.raw('clock_timestamp()'), fanout_retry_at: null });
  return { events: taken.length, deliveries: inserted.length };
}

/** Fans out, in `trx`, the next due events of the customers in turn after `cursor`. */
async function fanOutIn(trx: Knex.Transaction, cursor: string): Promise<{ events: number; deliveries: number; cursor: string }> {
  const { turn, cursor: next } = await nextInTurn((after) => customersAfter(trx, after), cursor, FAN_OUT_CUSTOMERS);
  if (turn.length === 0) return { events: 0, deliveries: 0, cursor: next };
  const customers = turn.map((c) => c.customer_id);
  return { ...(await fanOutEvents(trx, inTurn(await eventsOf(trx, customers)))), cursor: next };
}

/** Fans out one event alone, in `trx`. */
async function fanOutOne(trx: Knex.Transaction, id: string): Promise<{ events: number; deliveries: number }> {
  const events = (await trx('events').where({ id }).whereNull('fanned_out_at').forUpdate().skipLocked().select('id', 'customer_id', 'type', 'data', 'created_at')) as EventRow[];
  return fanOutEvents(trx, events);
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

async function oneByOne(knex: Knex, limit: number): Promise<Omit<FanOutPass, 'cursor'>> {
  const ids = (await knex('events')
    .whereNull('fanned_out_at')
    .where((q) => q.whereNull('fanout_retry_at').orWhere('fanout_retry_at', '<=', knex.raw('now()')))
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .limit(limit)
    .pluck('id')) as string[];
  const pass: Omit<FanOutPass, 'cursor'> = { events: 0, deliveries: 0, failed: [] };
  for (const id of ids) {
    try {
      const done = await knex.transaction((trx) => fanOutOne(trx, id));
      pass.events += done.events;
      pass.deliveries += done.deliveries;
    } catch (err) {
      pass.failed.push(await noteFailure(knex, id, err));
    }
  }
  return pass;
}

/** One pass, starting after the customer `cursor` names ('' at first); the pass says where the next one starts. */
export async function fanOutOnce(knex: Knex, cursor = ''): Promise<FanOutPass> {
  try {
    return { ...(await knex.transaction((trx) => fanOutIn(trx, cursor))), failed: [] };
  } catch {
    return { ...(await oneByOne(knex, FAN_OUT_EVENTS)), cursor: '' };
  }
}

/** Polls the outbox every `pollMs` (at once again while more is waiting); `onDeliveries` wakes the senders. */
export function startFanOut(knex: Knex, logger: Logger, onDeliveries: () => void, pollMs = 100): PollLoop {
  let cursor = '';
  return startPollLoop(
    async () => {
      const pass = await fanOutOnce(knex, cursor);
      cursor = pass.cursor;
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
