// A customer's runs per time bucket, for the overview (GET /v1/overview): how many were created in each bucket, by
// how they ended, and the records they moved. Read through runs_newest (customer_id, created_at): a range of the
// customer's own rows, at most 7 days of them (runs are kept 30 days).
import type { Knex } from 'knex';

export interface RunBucket {
  succeeded: number;
  partial: number;
  failed: number;
  cancelled: number;
  /** Queued or running. */
  unfinished: number;
  recordsMoved: number;
}

export const emptyRunBucket = (): RunBucket => ({ succeeded: 0, partial: 0, failed: 0, cancelled: 0, unfinished: 0, recordsMoved: 0 });

const ENDED = new Set(['succeeded', 'partial', 'failed', 'cancelled']);

/** The customer's runs created from `from` on, per bucket of `bucketSeconds` (keyed by the bucket's start, epoch seconds). */
export async function runsByBucket(knex: Knex, customerId: string, from: Date, bucketSeconds: number): Promise<Map<number, RunBucket>> {
  const { rows } = (await knex.raw(
    `SELECT (floor(extract(epoch FROM created_at) / ?) * ?)::bigint AS bucket, status, count(*)::int AS runs,
            coalesce(sum(greatest(records_processed - records_failed, 0)), 0)::bigint AS moved
       FROM runs
      WHERE customer_id = ? AND created_at >= ?
      GROUP BY 1, 2`,
    [bucketSeconds, bucketSeconds, customerId, from.toISOString()],
  )) as { rows: Array<{ bucket: number | string; status: string; runs: number; moved: number | string }> };
  const buckets = new Map<number, RunBucket>();
  for (const row of rows) {
    const start = Number(row.bucket);
    const b = buckets.get(start) ?? emptyRunBucket();
    if (ENDED.has(row.status)) b[row.status as 'succeeded'] += row.runs;
    else b.unfinished += row.runs;
    b.recordsMoved += Number(row.moved);
    buckets.set(start, b);
  }
  return buckets;
}
