// Sliding-window counters in PostgreSQL, shared by every API process on the database. One statement per request:
// the increment happens only while the estimate stays within the limit, and ON CONFLICT DO UPDATE serialises
// concurrent requests on the same counter row, so two processes can never both take the last slot.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { decide, previousWeight, windowStart, type RateLimitStore } from './slidingWindow.js';

const CONSUME_SQL = `
WITH prev AS (
  SELECT coalesce(max(count), 0) * CAST(:weight AS double precision) AS n FROM rate_limit_counters WHERE bucket = :bucket AND window_start = :prevStart
), ins AS (
  INSERT INTO rate_limit_counters AS c (bucket, window_start, count)
  SELECT CAST(:bucket AS text), CAST(:start AS bigint), 1 FROM prev WHERE prev.n + 1 <= :limit
  ON CONFLICT (bucket, window_start) DO UPDATE SET count = c.count + 1
    WHERE c.count + 1 + (SELECT n FROM prev) <= :limit
  RETURNING c.count
)
SELECT (SELECT count FROM rate_limit_counters WHERE bucket = :bucket AND window_start = :prevStart) AS previous,
       (SELECT count FROM ins) AS taken,
       (SELECT count FROM rate_limit_counters WHERE bucket = :bucket AND window_start = :start) AS seen`;

export function sqlRateLimitStore(knex: Knex): RateLimitStore {
  return {
    async consume(bucket, limit, windowSeconds, nowMs = Date.now()) {
      const startMs = windowStart(nowMs, windowSeconds);
      const weight = previousWeight(nowMs, startMs, windowSeconds);
      const result = await knex.raw(CONSUME_SQL, {
        bucket,
        start: startMs / 1000,
        prevStart: startMs / 1000 - windowSeconds,
        weight,
        limit,
      });
      const row = result.rows[0] as { previous: number | null; taken: number | null; seen: number | null };
      const allowed = row.taken !== null;
      const current = allowed ? Number(row.taken) : Number(row.seen ?? 0);
      return decide(nowMs, { windowStartMs: startMs, previous: Number(row.previous ?? 0), current }, allowed, limit, windowSeconds);
    },
  };
}

/** Drops counters that can no longer affect a decision. */
export async function pruneRateLimitCounters(knex: Knex, windowSecondsMax: number, nowMs = Date.now()): Promise<number> {
  return affected(await knex('rate_limit_counters').where('window_start', '<', Math.floor(nowMs / 1000) - 2 * windowSecondsMax).delete());
}
