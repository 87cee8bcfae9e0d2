// Sliding-window counters in PostgreSQL, shared by every API process on the database. One statement per request:
// the increment happens only while the estimate stays within the limit, and ON CONFLICT DO UPDATE serialises
// concurrent requests on the same counter row, so two processes can never both take the last slot.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { deleteInBatches } from '../../db/batches.js';
import { decide, previousWeight, windowStart, type CountAt, type RateDecision, type RateLimitStore } from './slidingWindow.js';

// `bucket` is a CTE yielding the counter's bucket: a bound value, or (for an API key) derived from the key lookup
// in the same statement, so authenticating and counting take one round trip. No bucket row, no counting.
//
// `relaxed` makes the statement's own transaction commit without waiting for its WAL to reach the disk
// (synchronous_commit is read at commit, and set_config(…, true) lasts until then): a counter increment (or a key's
// last_used_at stamp, at most once a minute) lost to a database crash in the following fraction of a second only lets
// a few requests more through; waiting for the flush cost every request 0.15–0.2 ms here. The statements of this store
// run on the pool, each in a transaction of its own, never inside a caller's transaction.
function consumeSql(leadingCtes: string): string {
  return `
WITH ${leadingCtes}, relaxed AS (SELECT set_config('synchronous_commit', 'off', true) AS setting), prev AS (
  SELECT coalesce(max(r.count), 0) * CAST(:weight AS double precision) AS n
    FROM rate_limit_counters r JOIN bucket ON r.bucket = bucket.name WHERE r.window_start = :prevStart
), ins AS (
  INSERT INTO rate_limit_counters AS c (bucket, window_start, count)
  SELECT bucket.name, CAST(:start AS bigint), 1 FROM prev, bucket WHERE prev.n + 1 <= :limit
  ON CONFLICT (bucket, window_start) DO UPDATE SET count = c.count + 1
    WHERE c.count + 1 + (SELECT n FROM prev) <= :limit
  RETURNING c.count
)`;
}

const COUNT_COLUMNS = `
  (SELECT setting FROM relaxed) AS rl_commit,
  (SELECT r.count FROM rate_limit_counters r JOIN bucket ON r.bucket = bucket.name WHERE r.window_start = :prevStart) AS rl_previous,
  (SELECT count FROM ins) AS rl_taken,
  (SELECT r.count FROM rate_limit_counters r JOIN bucket ON r.bucket = bucket.name WHERE r.window_start = :start) AS rl_seen`;

const CONSUME_SQL = `${consumeSql('bucket AS (SELECT CAST(:bucket AS text) AS name)')} SELECT ${COUNT_COLUMNS}`;

// Both statements run on every API request. Named, they are parsed and planned once per pool connection instead
// of on every request: planning these CTEs costs PostgreSQL several times what executing them does. A name must
// always carry the same text; keyLookup's text is a constant.
const CONSUME_STATEMENT = 'sluice_rate_consume';
const CONSUME_FOR_KEY_STATEMENT = 'sluice_rate_consume_key';

interface CountRow {
  rl_previous: number | string | null;
  rl_taken: number | string | null;
  rl_seen: number | string | null;
}

function windowBindings(limit: number, windowSeconds: number, nowMs: number) {
  const startMs = windowStart(nowMs, windowSeconds);
  return { startMs, bindings: { start: startMs / 1000, prevStart: startMs / 1000 - windowSeconds, weight: previousWeight(nowMs, startMs, windowSeconds), limit } };
}

function decisionFrom(row: CountRow, startMs: number, at: CountAt): RateDecision {
  const allowed = row.rl_taken !== null;
  const current = allowed ? Number(row.rl_taken) : Number(row.rl_seen ?? 0);
  return decide({ windowStartMs: startMs, previous: Number(row.rl_previous ?? 0), current }, allowed, at);
}

export function sqlRateLimitStore(knex: Knex): RateLimitStore {
  return {
    async consume(bucket, limit, windowSeconds, nowMs = Date.now()) {
      const { startMs, bindings } = windowBindings(limit, windowSeconds, nowMs);
      const result = await knex.raw(CONSUME_SQL, { ...bindings, bucket }).options({ name: CONSUME_STATEMENT });
      return decisionFrom(result.rows[0] as CountRow, startMs, { nowMs, limit, windowSeconds });
    },
    async consumeForKey(lookup, suffix, { limit, windowSeconds, nowMs = Date.now() }) {
      const { startMs, bindings } = windowBindings(limit, windowSeconds, nowMs);
      const sql = `${consumeSql(`${lookup.lookupCte}, bucket AS (SELECT 'key:' || id || ':' || CAST(:suffix AS text) AS name FROM key_row)`)}
SELECT key_row.*, ${COUNT_COLUMNS} FROM key_row`;
      const result = await knex.raw(sql, { ...lookup.bindings, ...bindings, suffix }).options({ name: CONSUME_FOR_KEY_STATEMENT });
      const row = result.rows[0] as (CountRow & Record<string, unknown>) | undefined;
      if (!row) return null;
      const { rl_previous, rl_taken, rl_seen, rl_commit: _commit, ...keyColumns } = row;
      return { row: keyColumns, decision: decisionFrom({ rl_previous, rl_taken, rl_seen }, startMs, { nowMs, limit, windowSeconds }) };
    },
  };
}

/** Drops counters that can no longer affect a decision, `batch` per statement; answers how many. */
export async function pruneRateLimitCounters(knex: Knex, windowSecondsMax: number, { nowMs = Date.now(), batch = 5000 } = {}): Promise<number> {
  const before = Math.floor(nowMs / 1000) - 2 * windowSecondsMax;
  return deleteInBatches(batch, async (limit) =>
    affected(
      await knex('rate_limit_counters')
        .whereIn(['bucket', 'window_start'], knex('rate_limit_counters').where('window_start', '<', before).select('bucket', 'window_start').limit(limit))
        .delete(),
    ),
  );
}
