// The attempt log. Every attempt, whatever triggered it, is recorded here: the delivery moves on through
// transitions.ts under its row lock (its next attempt waits on the row for its time; a worker's lease on it ends
// when the token it was claimed with still holds it), and the endpoint's health follows (endpointHealth.ts), in the
// caller's transaction.
import type { Knex } from 'knex';
import type { AttemptRecord } from './attempt.js';
import { isGone, retryAfterMs } from './endpointAnswer.js';
import { noteEndpointHealth, type DisabledEndpoint } from './endpointHealth.js';
import type { WebhookSettings } from './settings.js';
import { afterAttempt, type AttemptTrigger, type DeliveryState } from './transitions.js';

export interface AttemptToRecord {
  deliveryId: string;
  trigger: AttemptTrigger;
  scheduledAttempt?: number | undefined;
  /** Ends the delivery without retries. */
  final?: boolean;
  /** The lease token a worker claimed the delivery with; its lease ends here if it still holds it. */
  leaseToken?: string | undefined;
  record: AttemptRecord;
}

interface LockedState extends DeliveryState {
  id: string;
  customer_id: string;
  endpoint_id: string;
  attempt_count: number;
  last_attempt_at: string | null;
  ready: boolean;
  leased_until: string | null;
  lease_token: string | null;
}

export type AttemptSettings = Pick<WebhookSettings, 'retrySchedule' | 'disableAfterMs'>;

/** One recorded attempt, with the ids and the delivery status it left, for the caller's log once committed. */
export interface RecordedOutcome {
  deliveryId: string;
  customerId: string;
  endpointId: string;
  /** The attempt's number among the delivery's attempts (1 is the first). */
  number: number;
  /** The delivery's status after this attempt. */
  deliveryStatus: DeliveryState['status'];
  record: AttemptRecord;
}

export interface RecordedAttempts {
  attempts: RecordedOutcome[];
  disabled: DisabledEndpoint[];
}

/**
 * Logs the attempts and moves their deliveries and endpoints on, in `trx`; returns what each attempt left and the
 * endpoints it disabled. Attempts of deliveries that no longer exist (deleted with their endpoint) are dropped.
 */
export async function recordAttempts(trx: Knex.Transaction, items: AttemptToRecord[], settings: AttemptSettings): Promise<RecordedAttempts> {
  const outcomes: RecordedOutcome[] = [];
  if (items.length === 0) return { attempts: outcomes, disabled: [] };
  const ids = [...new Set(items.map((i) => i.deliveryId))].sort();
  // The endpoints' health is read (not locked) with the deliveries, so a batch that changes none writes no endpoint.
  const locked = (await trx('webhook_deliveries as d')
    .join('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .whereIn('d.id', ids)
    .orderBy('d.id')
    .forUpdate('d')
    .select(
      'd.id', 'd.customer_id', 'd.endpoint_id', 'd.status', 'd.attempt_count', 'd.next_attempt', 'd.next_attempt_at', 'd.first_attempt_at',
      'd.last_attempt_at', 'd.ready', 'd.leased_until', 'd.lease_token', 'e.failing_since as endpoint_failing_since',
    )) as Array<LockedState & { endpoint_failing_since: Date | string | null }>;
  const failingSince = new Map(locked.map((row) => [row.endpoint_id, row.endpoint_failing_since]));
  const states = new Map<string, LockedState>(locked.map(({ endpoint_failing_since: _f, ...row }) => [row.id, row]));
  const attempts: Array<Record<string, unknown>> = [];
  const recorded: Array<{ endpointId: string; customerId: string; item: AttemptToRecord }> = [];
  for (const item of items) {
    const state = states.get(item.deliveryId);
    if (!state) continue;
    const number = state.attempt_count + 1;
    const next = advance(state, item, settings.retrySchedule);
    states.set(item.deliveryId, next);
    outcomes.push({ deliveryId: item.deliveryId, customerId: state.customer_id, endpointId: state.endpoint_id, number, deliveryStatus: next.status, record: item.record });
    recorded.push({ endpointId: state.endpoint_id, customerId: state.customer_id, item });
    const { record } = item;
    attempts.push({
      customer_id: state.customer_id,
      endpoint_id: state.endpoint_id,
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
  if (attempts.length === 0) return { attempts: outcomes, disabled: [] };
  const updates = [...states.values()].map((s) => ({
    id: s.id,
    status: s.status,
    attempt_count: s.attempt_count,
    next_attempt: s.next_attempt,
    next_attempt_at: s.next_attempt_at,
    first_attempt_at: s.first_attempt_at,
    last_attempt_at: s.last_attempt_at,
    ready: s.ready,
    leased_until: s.leased_until,
    lease_token: s.lease_token,
  }));
  await trx.raw(
    `WITH logged AS (
       INSERT INTO webhook_attempts (customer_id, endpoint_id, delivery_id, number, trigger, started_at, result, status_code, latency_ms,
         error_code, error_message, request_url, request_headers, response_headers, response_body, response_body_truncated)
       SELECT customer_id, endpoint_id, delivery_id, number, trigger, started_at, result, status_code, latency_ms, error_code, error_message,
         request_url, request_headers, response_headers, response_body, response_body_truncated
       FROM jsonb_to_recordset(?::jsonb) AS a(customer_id text, endpoint_id text, delivery_id text, number int, trigger text,
         started_at timestamptz, result text, status_code int, latency_ms int, error_code text, error_message text, request_url text,
         request_headers jsonb, response_headers jsonb, response_body text, response_body_truncated boolean)
     )
     UPDATE webhook_deliveries d SET status = u.status, attempt_count = u.attempt_count, next_attempt = u.next_attempt,
       next_attempt_at = u.next_attempt_at, first_attempt_at = u.first_attempt_at, last_attempt_at = u.last_attempt_at,
       ready = u.ready, leased_until = u.leased_until, lease_token = u.lease_token, updated_at = clock_timestamp()
     FROM jsonb_to_recordset(?::jsonb) AS u(id text, status text, attempt_count int, next_attempt int, next_attempt_at timestamptz,
       first_attempt_at timestamptz, last_attempt_at timestamptz, ready boolean, leased_until timestamptz, lease_token text)
     WHERE d.id = u.id`,
    [JSON.stringify(attempts), JSON.stringify(updates)],
  );
  const disabled = await noteEndpointHealth(trx, recorded, { failingSince, disableAfterMs: settings.disableAfterMs });
  return { attempts: outcomes, disabled };
}

/** The delivery after one attempt: its next state, its attempt count, and its lease ended if this attempt held it. */
function advance(state: LockedState, item: AttemptToRecord, retrySchedule: readonly number[]): LockedState {
  const { record } = item;
  const facts = {
    trigger: item.trigger,
    scheduledAttempt: item.scheduledAttempt,
    ok: record.ok,
    final: item.final === true || isGone(record),
    retryAfterMs: retryAfterMs(record, Date.parse(record.startedAt)),
    startedAt: record.startedAt,
  };
  const { schedule: _next, ...next } = afterAttempt(state, facts, retrySchedule);
  const lastAttemptAt = state.last_attempt_at && state.last_attempt_at > record.startedAt ? state.last_attempt_at : record.startedAt;
  const released = item.leaseToken !== undefined && item.leaseToken === state.lease_token;
  return {
    ...state,
    ...next,
    attempt_count: state.attempt_count + 1,
    last_attempt_at: lastAttemptAt,
    ready: released ? false : state.ready && next.status === 'pending',
    leased_until: released ? null : state.leased_until,
    lease_token: released ? null : state.lease_token,
  };
}
