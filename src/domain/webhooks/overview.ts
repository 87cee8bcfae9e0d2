// A customer's webhook attempts per time bucket, for the overview (GET /v1/overview), by outcome. Read through
// webhook_attempts_endpoint (endpoint_id, started_at) for each of the customer's endpoints (a bounded number), and
// filtered by the customer too.
import type { Knex } from 'knex';

export interface AttemptBucket {
  succeeded: number;
  failed: number;
}

/** The customer's attempts started from `from` on, per bucket of `bucketSeconds` (keyed by its start, epoch seconds). */
export async function attemptsByBucket(knex: Knex, customerId: string, from: Date, bucketSeconds: number): Promise<Map<number, AttemptBucket>> {
  const { rows } = (await knex.raw(
    `SELECT (floor(extract(epoch FROM a.started_at) / ?) * ?)::bigint AS bucket,
            count(*) FILTER (WHERE a.result = 'ok')::int AS succeeded,
            count(*) FILTER (WHERE a.result <> 'ok')::int AS failed
       FROM webhook_endpoints e
       JOIN webhook_attempts a ON a.endpoint_id = e.id AND a.customer_id = e.customer_id AND a.started_at >= ?
      WHERE e.customer_id = ?
      GROUP BY 1`,
    [bucketSeconds, bucketSeconds, from.toISOString(), customerId],
  )) as { rows: Array<{ bucket: number | string; succeeded: number; failed: number }> };
  return new Map(rows.map((r) => [Number(r.bucket), { succeeded: r.succeeded, failed: r.failed }]));
}
