// The run queue at a glance, for the metrics: how many runs are queued and running service-wide, and how long the
// oldest queued run has waited. Reads the partial index of queued runs (its size is the queue) and run_queue_heads
// (one row per customer with work, migration 016), never the run history.
import type { Knex } from 'knex';

export interface RunQueueStats {
  queued: number;
  running: number;
  oldestQueuedSeconds: number;
}

export async function runQueueStats(knex: Knex): Promise<RunQueueStats> {
  const { rows } = (await knex.raw(`
    SELECT (SELECT count(*) FROM runs WHERE status = 'queued') AS queued,
           coalesce(sum(running), 0) AS running,
           coalesce(extract(epoch FROM clock_timestamp() - min(head_created_at)), 0) AS oldest
      FROM run_queue_heads`)) as { rows: Array<{ queued: unknown; running: unknown; oldest: unknown }> };
  const row = rows[0]!;
  return { queued: Number(row.queued), running: Number(row.running), oldestQueuedSeconds: Math.max(0, Number(row.oldest)) };
}
