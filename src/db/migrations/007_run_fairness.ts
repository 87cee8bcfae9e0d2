// Fair, cancellable runs. The runs table is the run queue: a worker claims the oldest queued run of a customer
// under its running cap, so these indexes serve that claim (queued runs in order, running runs per customer). A
// cancel of a running run is a request its worker honours at its next batch boundary; who asked is kept for the
// `run.cancelled` event, written when the run actually ends.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE runs DROP CONSTRAINT runs_status_check;
    ALTER TABLE runs ADD CONSTRAINT runs_status_check CHECK (status IN ('queued', 'running', 'succeeded', 'partial', 'failed', 'cancelled'));
    ALTER TABLE runs ADD COLUMN cancel_requested_at timestamptz;
    ALTER TABLE runs ADD COLUMN cancel_actor jsonb;
    CREATE INDEX runs_queued ON runs (created_at, id) WHERE status = 'queued';
    CREATE INDEX runs_running_by_customer ON runs (customer_id) WHERE status = 'running';
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP INDEX runs_running_by_customer;
    DROP INDEX runs_queued;
    ALTER TABLE runs DROP COLUMN cancel_actor;
    ALTER TABLE runs DROP COLUMN cancel_requested_at;
    DELETE FROM runs WHERE status = 'cancelled';
    ALTER TABLE runs DROP CONSTRAINT runs_status_check;
    ALTER TABLE runs ADD CONSTRAINT runs_status_check CHECK (status IN ('queued', 'running', 'succeeded', 'partial', 'failed'));
  `);
}
