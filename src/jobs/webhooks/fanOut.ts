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
import {
  claimWaitingEvent,
  claimWaitingEvents,
  customersWithWaitingEvents,
  markFannedOut,
  noteFanOutFailure,
  waitingEventIds,
  type WaitingEvent,
} from '../../domain/events/outboxQueue.js';
import { insertDeliveries, type NewDelivery } from '../../domain/webhooks/deliveries.js';
import { enabledEndpointsOf, type SubscribedEndpoint } from '../../domain/webhooks/endpoints.js';
import { deliveryBody } from '../../domain/webhooks/payload.js';
import { nextInTurn } from '../../db/customersInTurn.js';
import { startPollLoop, type PollLoop } from '../pollLoop.js';

type EventRow = WaitingEvent;
type EndpointRow = SubscribedEndpoint;

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
      return { id, customer_id: event.customer_id, endpoint_id: endpoint.id, event_id: event.id, event_type: event.type, payload, scheduled: true, trace_parent: event.trace_parent };
    });
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
  const endpoints = await enabledEndpointsOf(trx, [...new Set(events.map((e) => e.customer_id))]);
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
  await markFannedOut(trx, taken);
  return { events: taken.length, deliveries: inserted.length };
}

/** Fans out, in `trx`, the next due events of the customers in turn after `cursor`. */
async function fanOutIn(trx: Knex.Transaction, cursor: string): Promise<{ events: number; deliveries: number; cursor: string }> {
  const { turn, cursor: next } = await nextInTurn((after) => customersWithWaitingEvents(trx, after, FAN_OUT_CUSTOMERS), cursor, FAN_OUT_CUSTOMERS);
  if (turn.length === 0) return { events: 0, deliveries: 0, cursor: next };
  const customers = turn.map((c) => c.customer_id);
  return { ...(await fanOutEvents(trx, inTurn(await claimWaitingEvents(trx, customers, FAN_OUT_EVENTS)))), cursor: next };
}

/** Fans out one event alone, in `trx`. */
async function fanOutOne(trx: Knex.Transaction, id: string): Promise<{ events: number; deliveries: number }> {
  return fanOutEvents(trx, await claimWaitingEvent(trx, id));
}

/** An event that failed alone: tried again after 2^tries seconds (at most an hour), given up after the last try. */
async function noteFailure(knex: Knex, id: string, err: unknown): Promise<{ id: string; error: string; givenUp: boolean }> {
  const error = err instanceof Error ? err.message : String(err);
  return { id, error, givenUp: await noteFanOutFailure(knex, id, error, FAN_OUT_MAX_TRIES) };
}

async function oneByOne(knex: Knex, limit: number): Promise<Omit<FanOutPass, 'cursor'>> {
  const ids = await waitingEventIds(knex, limit);
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
