// Delivery rows: listing and reading them with their attempts, loading what a send needs, inserting new ones.
// Attempts are written through attemptLog.ts.
import type { Knex } from 'knex';
import { NotFound } from '../../errors.js';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';
import { scoped } from '../../db/scoped.js';
import type { SigningRow } from './endpoints.js';
import type { AttemptTrigger, DeliveryStatus } from './transitions.js';

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event: string;
  event_id: string | null;
  status: DeliveryStatus;
  attempt_count: number;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface AttemptRow {
  number: number;
  trigger: AttemptTrigger;
  started_at: string;
  result: 'ok' | 'error';
  status_code: number | null;
  latency_ms: number | null;
  error_code: string | null;
  error_message: string | null;
  request_url: string | null;
  request_headers: Record<string, string> | null;
  response_headers: Record<string, string> | null;
  response_body: string | null;
  response_body_truncated: boolean;
}

export interface DeliveryDetailRow extends DeliveryRow {
  payload: string;
  attempts: AttemptRow[];
}

const COLUMNS = [
  'd.id', 'd.endpoint_id', 'd.event_type as event', 'd.event_id', 'd.status', 'd.attempt_count', 'd.next_attempt_at',
  'd.last_attempt_at', 'd.created_at', 'd.updated_at',
];

export function deliveryNotFound(id: string): NotFound {
  return new NotFound('delivery_not_found', `delivery '${id}' does not exist`);
}

export interface DeliveryFilters {
  status?: DeliveryStatus | undefined;
  event?: string | undefined;
}

/** The deliveries of one of the customer's endpoints, as `d`. */
function deliveriesOf(knex: Knex, customerId: string, endpointId: string): Knex.QueryBuilder {
  return scoped(knex, 'webhook_deliveries as d', customerId).where('d.endpoint_id', endpointId);
}

export function listDeliveries(knex: Knex, customerId: string, endpointId: string, { filters, page }: { filters: DeliveryFilters; page: KeysetRequest }): Promise<KeysetPage<DeliveryRow>> {
  const base = deliveriesOf(knex, customerId, endpointId).select(COLUMNS);
  if (filters.status !== undefined) base.where('d.status', filters.status);
  if (filters.event !== undefined) base.where('d.event_type', filters.event);
  return fetchPage<DeliveryRow>(knex, base, 'd', page);
}

export async function findDelivery(knex: Knex, customerId: string, endpointId: string, id: string): Promise<DeliveryDetailRow | undefined> {
  const row = await deliveriesOf(knex, customerId, endpointId).where('d.id', id).first([...COLUMNS, 'd.payload']);
  if (!row) return undefined;
  const attempts = (await knex('webhook_attempts')
    .where({ delivery_id: id })
    .orderBy('number')
    .select(
      'number', 'trigger', 'started_at', 'result', 'status_code', 'latency_ms', 'error_code', 'error_message', 'request_url',
      'request_headers', 'response_headers', 'response_body', 'response_body_truncated',
    )) as AttemptRow[];
  return { ...(row as DeliveryRow & { payload: string }), attempts };
}

/** What an attempt needs to send a delivery: its payload and its endpoint's address and secrets. */
export interface SendableDelivery {
  id: string;
  customer_id: string;
  endpoint_id: string;
  event_type: string;
  payload: string;
  status: DeliveryStatus;
  next_attempt: number | null;
  /** When the delivery was made (claimed deliveries carry it, for the first attempt's delay). */
  created_at?: string;
  /** The trace its attempts continue (claimed deliveries carry it). */
  trace_parent?: string | null;
}

export type DeliveryTarget = SendableDelivery & { endpoint: SigningRow };

export async function findSendable(knex: Knex, id: string): Promise<SendableDelivery | undefined> {
  return knex('webhook_deliveries')
    .where({ id })
    .first('id', 'customer_id', 'endpoint_id', 'event_type', 'payload', 'status', 'next_attempt');
}

export interface NewDelivery {
  id: string;
  customer_id: string;
  endpoint_id: string;
  event_id: string | null;
  event_type: string;
  payload: string;
  /** The first scheduled attempt is queued with the row; test deliveries have none. */
  scheduled: boolean;
  /** The trace of the event it delivers, which its attempts continue (null: none). */
  trace_parent?: string | null;
}

/** Rows per INSERT: one JSON parameter each, so no statement nears the protocol's parameter limit. */
const INSERT_CHUNK = 1000;

/**
 * Inserts deliveries, a scheduled one ready at once; one that exists already for its (event, endpoint) is skipped.
 * Returns the ids inserted.
 */
export async function insertDeliveries(knex: Knex, rows: NewDelivery[]): Promise<string[]> {
  const inserted: string[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const chunk = rows.slice(i, i + INSERT_CHUNK);
    const result = await knex.raw(
      `INSERT INTO webhook_deliveries (id, customer_id, endpoint_id, event_id, event_type, payload, status, next_attempt, next_attempt_at, ready, trace_parent)
       SELECT r.id, r.customer_id, r.endpoint_id, r.event_id, r.event_type, r.payload, 'pending',
              CASE WHEN r.scheduled THEN 1 END, CASE WHEN r.scheduled THEN clock_timestamp() END, r.scheduled, r.trace_parent
         FROM jsonb_to_recordset(?::jsonb) AS r(id text, customer_id text, endpoint_id text, event_id text, event_type text,
              payload text, scheduled boolean, trace_parent text)
       ON CONFLICT (customer_id, event_id, endpoint_id) WHERE event_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [JSON.stringify(chunk)],
    );
    inserted.push(...(result.rows as Array<{ id: string }>).map((r) => r.id));
  }
  return inserted;
}
