// The event outbox. Callers pass the transaction that makes the state change, so an event exists exactly when
// its change committed: a crash can delay delivery, never lose or invent an event.
import type { Knex } from 'knex';
import { newId } from '../../ids.js';
import { currentTraceparent } from '../../tracing/spans.js';

export type EventType =
  | 'run.started'
  | 'run.succeeded'
  | 'run.partial'
  | 'run.failed'
  | 'run.cancelled'
  | 'connector.degraded'
  | 'connector.recovered'
  | 'flow.paused'
  | 'flow.resumed'
  | 'endpoint.disabled'
  | 'records.changed';

export interface Actor {
  type: 'api_key' | 'user' | 'system';
  id: string;
}

export async function recordEvent(trx: Knex.Transaction, customerId: string, type: EventType, data: Record<string, unknown>): Promise<string> {
  const id = newId('evt');
  await trx('events').insert({ id, customer_id: customerId, type, data: JSON.stringify(data), trace_parent: currentTraceparent() });
  return id;
}
