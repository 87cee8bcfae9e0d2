// The webhook backlog at a glance, for the metrics: deliveries due (waiting for a sending slot) and scheduled (a
// later attempt, or one in flight), and how long the longest-waiting due delivery is past its time. Each count reads
// a partial index whose size is that backlog (webhook_deliveries_ready, _waiting: migration 013), never the history.
import type { Knex } from 'knex';

export interface DeliveryBacklog {
  due: number;
  scheduled: number;
  oldestDueSeconds: number;
}

export async function deliveryBacklog(knex: Knex): Promise<DeliveryBacklog> {
  const { rows } = (await knex.raw(`
    SELECT (SELECT count(*) FROM webhook_deliveries WHERE status = 'pending' AND NOT ready AND next_attempt IS NOT NULL) AS scheduled,
           count(*) AS due,
           coalesce(extract(epoch FROM clock_timestamp() - min(next_attempt_at)), 0) AS oldest
      FROM webhook_deliveries WHERE ready`)) as { rows: Array<{ due: unknown; scheduled: unknown; oldest: unknown }> };
  const row = rows[0]!;
  return { due: Number(row.due), scheduled: Number(row.scheduled), oldestDueSeconds: Math.max(0, Number(row.oldest)) };
}
