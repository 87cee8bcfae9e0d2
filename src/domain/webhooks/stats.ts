// An endpoint's delivery statistics over the last 24 hours and 7 days. Attempts are read through their
// (endpoint_id, started_at) index, deliveries through (endpoint_id, created_at); both are also filtered by the
// customer, so a forged endpoint id can never count another customer's rows.
import type { Knex } from 'knex';

export interface StatsWindow {
  from: string;
  attempts: { total: number; succeeded: number; failed: number; http_status: number; timeout: number; connection: number; not_sent: number };
  deliveries: { pending: number; succeeded: number; failed: number };
  success_rate: number | null;
  p50_ms: number | null;
  p95_ms: number | null;
}

export interface EndpointStats {
  endpoint_id: string;
  last_24h: StatsWindow;
  last_7d: StatsWindow;
  last_success_at: string | null;
  last_failure_at: string | null;
}

const WINDOWS = { last_24h: '24 hours', last_7d: '7 days' } as const;
type WindowName = keyof typeof WINDOWS;

/** One window's aggregates over `a` (attempts), as columns prefixed with the window's name. */
function attemptColumns(name: WindowName): string {
  const w = `a.started_at >= t.${name}`;
  return `
    count(*) FILTER (WHERE ${w}) AS ${name}_total,
    count(*) FILTER (WHERE ${w} AND a.result = 'ok') AS ${name}_succeeded,
    count(*) FILTER (WHERE ${w} AND a.result <> 'ok') AS ${name}_failed,
    count(*) FILTER (WHERE ${w} AND a.result <> 'ok' AND a.status_code IS NOT NULL) AS ${name}_http_status,
    count(*) FILTER (WHERE ${w} AND a.result <> 'ok' AND a.status_code IS NULL AND a.error_code = 'timeout') AS ${name}_timeout,
    count(*) FILTER (WHERE ${w} AND a.result <> 'ok' AND a.status_code IS NULL AND a.request_url IS NULL) AS ${name}_not_sent,
    percentile_cont(0.5) WITHIN GROUP (ORDER BY a.latency_ms) FILTER (WHERE ${w} AND a.latency_ms IS NOT NULL) AS ${name}_p50,
    percentile_cont(0.95) WITHIN GROUP (ORDER BY a.latency_ms) FILTER (WHERE ${w} AND a.latency_ms IS NOT NULL) AS ${name}_p95`;
}

function deliveryColumns(name: WindowName): string {
  const w = `d.created_at >= t.${name}`;
  return `
    count(*) FILTER (WHERE ${w} AND d.status = 'pending') AS ${name}_pending,
    count(*) FILTER (WHERE ${w} AND d.status = 'succeeded') AS ${name}_succeeded,
    count(*) FILTER (WHERE ${w} AND d.status = 'failed') AS ${name}_failed`;
}

// Both windows end at one instant: clock_timestamp() read twice differs by a little (on PGlite by a millisecond).
const WINDOW_STARTS = `SELECT n.t - interval '${WINDOWS.last_24h}' AS last_24h, n.t - interval '${WINDOWS.last_7d}' AS last_7d
  FROM (SELECT clock_timestamp() AS t) n`;

type Row = Record<string, number | string | null>;

const round = (v: number | string | null): number | null => (v === null ? null : Math.round(Number(v)));

function windowOf(name: WindowName, from: string, a: Row, d: Row): StatsWindow {
  const n = (row: Row, key: string) => Number(row[`${name}_${key}`] ?? 0);
  const total = n(a, 'total');
  const succeeded = n(a, 'succeeded');
  const failed = n(a, 'failed');
  const httpStatus = n(a, 'http_status');
  const timeout = n(a, 'timeout');
  const notSent = n(a, 'not_sent');
  return {
    from,
    attempts: { total, succeeded, failed, http_status: httpStatus, timeout, connection: failed - httpStatus - timeout - notSent, not_sent: notSent },
    deliveries: { pending: n(d, 'pending'), succeeded: n(d, 'succeeded'), failed: n(d, 'failed') },
    success_rate: total === 0 ? null : succeeded / total,
    p50_ms: round(a[`${name}_p50`] ?? null),
    p95_ms: round(a[`${name}_p95`] ?? null),
  };
}

/** The statistics of one of the customer's endpoints (which the caller has found). */
export async function endpointStats(knex: Knex, customerId: string, endpointId: string): Promise<EndpointStats> {
  // The window starts are taken once, so both queries count over the same windows.
  const starts = (await knex.raw(WINDOW_STARTS)).rows[0] as { last_24h: string; last_7d: string };
  const [attempts, deliveries, lastSuccess, lastFailure] = await Promise.all([
    knex.raw(
      `SELECT ${attemptColumns('last_24h')}, ${attemptColumns('last_7d')}
         FROM webhook_attempts a, (SELECT ?::timestamptz AS last_24h, ?::timestamptz AS last_7d) t
        WHERE a.endpoint_id = ? AND a.customer_id = ? AND a.started_at >= t.last_7d`,
      [starts.last_24h, starts.last_7d, endpointId, customerId],
    ),
    knex.raw(
      `SELECT ${deliveryColumns('last_24h')}, ${deliveryColumns('last_7d')}
         FROM webhook_deliveries d, (SELECT ?::timestamptz AS last_24h, ?::timestamptz AS last_7d) t
        WHERE d.endpoint_id = ? AND d.customer_id = ? AND d.created_at >= t.last_7d`,
      [starts.last_24h, starts.last_7d, endpointId, customerId],
    ),
    newestAttempt(knex, customerId, endpointId, 'ok'),
    newestAttempt(knex, customerId, endpointId, 'error'),
  ]);
  const a = attempts.rows[0] as Row;
  const d = deliveries.rows[0] as Row;
  return {
    endpoint_id: endpointId,
    last_24h: windowOf('last_24h', starts.last_24h, a, d),
    last_7d: windowOf('last_7d', starts.last_7d, a, d),
    last_success_at: lastSuccess,
    last_failure_at: lastFailure,
  };
}

/** The newest attempt with this result: the index read backwards, stopping at the first match. */
async function newestAttempt(knex: Knex, customerId: string, endpointId: string, result: 'ok' | 'error'): Promise<string | null> {
  const row = await knex('webhook_attempts')
    .where({ endpoint_id: endpointId, customer_id: customerId, result })
    .orderBy('started_at', 'desc')
    .first('started_at');
  return (row?.started_at as string | undefined) ?? null;
}
