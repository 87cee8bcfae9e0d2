// An endpoint's health, kept as attempts are recorded: `failing_since` is when its current run of failed attempts
// began (cleared by any success). It is disabled at once when it answers 410 Gone, and once every attempt has
// failed for SLUICE_WEBHOOK_DISABLE_AFTER; either way the customer's other endpoints that subscribe to
// `endpoint.disabled` hear of it (the event is written in the same transaction). Attempts that sent nothing (the
// endpoint was already disabled) say nothing about its health. The endpoint row is written only when its health
// changes, so a healthy endpoint's attempts never contend on it.
import type { Knex } from 'knex';
import { recordEvent } from '../events/outbox.js';
import type { AttemptRecord } from './attempt.js';
import { isGone } from './endpointAnswer.js';

export interface RecordedAttempt {
  endpointId: string;
  customerId: string;
  item: { record: AttemptRecord };
}

export interface DisabledEndpoint {
  id: string;
  customer_id: string;
  url: string;
  disabled_reason: 'gone' | 'failing';
  disabled_at: string;
  failing_since: string | null;
}

interface HealthChange {
  id: string;
  /** The last attempt of the batch succeeded. */
  ok_last: boolean;
  /** Some attempt of the batch succeeded. */
  had_ok: boolean;
  /** The first failure after the batch's last success (or its first failure), if any. */
  failing_from: string | null;
  gone: boolean;
}

function changesOf(recorded: readonly RecordedAttempt[]): HealthChange[] {
  const byEndpoint = new Map<string, AttemptRecord[]>();
  for (const { endpointId, item } of recorded) {
    if (item.record.requestUrl === null) continue;
    byEndpoint.set(endpointId, [...(byEndpoint.get(endpointId) ?? []), item.record]);
  }
  return [...byEndpoint].map(([id, records]) => {
    const ordered = [...records].sort((a, b) => a.startedAt.localeCompare(b.startedAt));
    const lastOk = ordered.findLastIndex((r) => r.ok);
    const failure = ordered.slice(lastOk + 1).find((r) => !r.ok);
    return { id, ok_last: ordered.at(-1)!.ok, had_ok: lastOk >= 0, failing_from: failure?.startedAt ?? null, gone: ordered.some(isGone) };
  });
}

export interface HealthContext {
  /** Each endpoint's failing_since as read with the attempts' deliveries. */
  failingSince: ReadonlyMap<string, Date | string | null>;
  disableAfterMs: number;
}

function iso(value: Date | string | null | undefined): string | null {
  return value == null ? null : new Date(value).toISOString();
}

/** Whether a change moves the endpoint: its failing_since changes, or it may now be disabled. */
function moves(change: HealthChange, current: string | null, disableAfterMs: number, now: number): boolean {
  if (change.ok_last) return current !== null;
  if (change.gone) return true;
  const next = change.had_ok ? change.failing_from : (current ?? change.failing_from);
  return next !== current || (next !== null && Date.parse(next) <= now - disableAfterMs);
}

/** Moves the endpoints of these attempts on; returns the endpoints it disabled. */
export async function noteEndpointHealth(trx: Knex.Transaction, recorded: readonly RecordedAttempt[], context: HealthContext): Promise<DisabledEndpoint[]> {
  const { disableAfterMs } = context;
  const now = Date.now();
  const changes = changesOf(recorded).filter((c) => moves(c, iso(context.failingSince.get(c.id)), disableAfterMs, now));
  if (changes.length === 0) return [];
  const health = `CASE WHEN u.ok_last THEN NULL WHEN u.had_ok THEN u.failing_from ELSE coalesce(e.failing_since, u.failing_from) END`;
  await trx.raw(
    `UPDATE webhook_endpoints e SET failing_since = ${health}
       FROM jsonb_to_recordset(?::jsonb) AS u(id text, ok_last boolean, had_ok boolean, failing_from timestamptz)
      WHERE e.id = u.id AND e.failing_since IS DISTINCT FROM ${health}`,
    [JSON.stringify(changes)],
  );
  const failing = changes.filter((c) => !c.ok_last);
  if (failing.length === 0) return [];
  const gone = failing.filter((c) => c.gone).map((c) => c.id);
  const disabled = (
    await trx.raw(
      `UPDATE webhook_endpoints
          SET enabled = false, disabled_reason = CASE WHEN id = ANY(?::text[]) THEN 'gone' ELSE 'failing' END,
              disabled_at = clock_timestamp(), updated_at = clock_timestamp()
        WHERE id = ANY(?::text[]) AND enabled
          AND (id = ANY(?::text[]) OR failing_since <= clock_timestamp() - make_interval(secs => ?))
        RETURNING id, customer_id, url, disabled_reason, disabled_at, failing_since`,
      [gone, failing.map((c) => c.id), gone, disableAfterMs / 1000],
    )
  ).rows as DisabledEndpoint[];
  for (const endpoint of disabled) {
    await recordEvent(trx, endpoint.customer_id, 'endpoint.disabled', {
      endpoint_id: endpoint.id,
      url: endpoint.url,
      reason: endpoint.disabled_reason,
      disabled_at: new Date(endpoint.disabled_at).toISOString(),
      failing_since: endpoint.failing_since ? new Date(endpoint.failing_since).toISOString() : null,
    });
  }
  return disabled;
}
