// Retention: what the pruner (jobs/pruner.ts) needs so that each of its DELETEs reads only the rows it deletes.
// Ended runs, in the order they ended, for the run retention's sweep (domain/runs/retention.ts): a range scan from
// where the last batch stopped to the cutoff, instead of a scan of every run. Each flow's latest ended runs, which
// the sweep keeps, are found with runs_by_flow; a retry whose original is deleted is found with the index on
// (customer_id, retry_of) that migration 015 adds with that foreign key. The other tables the pruner deletes from had
// their indexes from the start (idempotency_keys_expiry, rate_limit_counters_window, webhook_deliveries_created,
// events_created, sessions_expires, login_links_expires, sign_in_failures_failed_at).
//
// IF NOT EXISTS: on a large database the operator may build the index beforehand without blocking writes
// (CREATE INDEX CONCURRENTLY runs_ended ON runs (finished_at, id) WHERE status IN (…), the statement below), and this
// migration then has nothing to build under its lock.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    CREATE INDEX IF NOT EXISTS runs_ended ON runs (finished_at, id) WHERE status IN ('succeeded', 'partial', 'failed', 'cancelled');
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP INDEX IF EXISTS runs_ended;
  `);
}
