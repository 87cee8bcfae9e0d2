// The attempt log. Every attempt, whatever triggered it, is recorded here: the delivery moves on through
// transitions.ts under its row lock, and the caller learns which scheduled attempt to queue next, in the same
// transaction.
import type { Knex } from 'knex';
import type { AttemptRecord } from './attempt.js';
import { afterAttempt, type AttemptTrigger, type DeliveryState } from './transitions.js';

export interface AttemptToRecord {
  deliveryId: string;
  trigger: AttemptTrigger;
  scheduledAttempt?: number | undefined;
  /** Ends the delivery without retries. */
  final?: boolean;
  record: AttemptRecord;
}

export interface ScheduledAttempt {
  deliveryId: string;
  endpointId: string;
  attempt: number;
  at: Date;
}

interface LockedState extends DeliveryState {
  id: string;
  endpoint_id: string;
  attempt_count: number;
  last_attempt_at: string | null;
}

/**
 * Logs the attempts and moves their deliveries on, in `trx`. Returns the scheduled attempts to queue in the same
 * transaction. Attempts of deliveries that no longer exist (deleted with their endpoint) are dropped.
 */
export async function recordAttempts(trx: Knex.Transaction, items: AttemptToRecord[], retrySchedule: readonly number[]): Promise<ScheduledAttempt[]> {
  if (items.length === 0) return [];
  const ids = [...new Set(items.map((i) => i.deliveryId))].sort();
  const locked = (await trx('webhook_deliveries')
    .whereIn('id', ids)
    .orderBy('id')
    .forUpdate()
    .select('id', 'endpoint_id', 'status', 'attempt_count', 'next_attempt', 'next_attempt_at', 'first_attempt_at', 'last_attempt_at')) as LockedState[];
  const states = new Map(locked.map((row) => [row.id, row]));
  const attempts: Array<Record<string, unknown>> = [];
  const scheduled = new Map<string, ScheduledAttempt>();
  for (const item of items) {
    const state = states.get(item.deliveryId);
    if (!state) continue;
    const { record } = item;
    const next = afterAttempt(state, { trigger: item.trigger, scheduledAttempt: item.scheduledAttempt, ok: record.ok, final: item.final, startedAt: record.startedAt }, retrySchedule);
    const number = state.attempt_count + 1;
    const lastAttemptAt = state.last_attempt_at && state.last_attempt_at > record.startedAt ? state.last_attempt_at : record.startedAt;
    states.set(item.deliveryId, { ...state, ...next, attempt_count: number, last_attempt_at: lastAttemptAt });
    if (next.schedule) scheduled.set(item.deliveryId, { deliveryId: item.deliveryId, endpointId: state.endpoint_id, ...next.schedule });
    else if (next.next_attempt === null) scheduled.delete(item.deliveryId);
    attempts.push({
      delivery_id: item.deliveryId,
      number,
      trigger: item.trigger,
      started_at: record.startedAt,
      result: record.ok ? 'ok' : 'error',
      status_code: record.statusCode,
      latency_ms: record.latencyMs,
      error_code: record.error?.code ?? null,
      error_message: record.error?.message ?? null,
      request_url: record.requestUrl,
      request_headers: record.requestHeaders,
      response_headers: record.responseHeaders,
      response_body: record.responseBody,
      response_body_truncated: record.responseBodyTruncated,
    });
  }
  if (attempts.length === 0) return [];
  await trx.raw(
    `INSERT INTO webhook_attempts (delivery_id, number, trigger, started_at, result, status_code, latency_ms, error_code, error_message,
       request_url, request_headers, response_headers, response_body, response_body_truncated)
     SELECT delivery_id, number, trigger, started_at, result, status_code, latency_ms, error_code, error_message,
       request_url, request_headers, response_headers, response_body, response_body_truncated
     FROM jsonb_to_recordset(?::jsonb) AS a(delivery_id text, number int, trigger text, started_at timestamptz, result text,
       status_code int, latency_ms int, error_code text, error_message text, request_url text, request_headers jsonb,
       response_headers jsonb, response_body text, response_body_truncated boolean)`,
    [JSON.stringify(attempts)],
  );
  const updates = [...states.values()].map((s) => ({
    id: s.id,
    status: s.status,
    attempt_count: s.attempt_count,
    next_attempt: s.next_attempt,
    next_attempt_at: s.next_attempt_at,
    first_attempt_at: s.first_attempt_at,
    last_attempt_at: s.last_attempt_at,
  }));
  await trx.raw(
    `UPDATE webhook_deliveries d SET status = u.status, attempt_count = u.attempt_count, next_attempt = u.next_attempt,
       next_attempt_at = u.next_attempt_at, first_attempt_at = u.first_attempt_at, last_attempt_at = u.last_attempt_at,
       updated_at = clock_timestamp()
     FROM jsonb_to_recordset(?::jsonb) AS u(id text, status text, attempt_count int, next_attempt int, next_attempt_at timestamptz,
       first_attempt_at timestamptz, last_attempt_at timestamptz)
     WHERE d.id = u.id`,
    [JSON.stringify(updates)],
  );
  return [...scheduled.values()];
}
