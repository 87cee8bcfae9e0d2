// Rejected records kept, not skipped. A source record the canonical layer rejects (a mapping mistake, an invalid
// value) is kept per flow, one row per (customer, flow, entity, external id), with the run that last rejected it and
// why, and a bounded, redacted copy of the source record, so that a later run can put it through again
// (domain/rejections). A record stored later has its row deleted in the same transaction; a flow's deletion takes
// its rows with it. The pruner's batches find rows past their retention through record_rejections_updated.
//
// When a flow's mappings, or its source connector's config or credentials, last changed (and when reprocessing its
// rejections was last asked for): a rejection older than that is worth another try, and the flow's next run
// reprocesses it (engine/reprocess.ts). Nullable columns without a default: adding them rewrites no row.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    CREATE TABLE record_rejections (
      customer_id text NOT NULL,
      flow_id text NOT NULL,
      entity text NOT NULL,
      external_id text NOT NULL,
      id text NOT NULL,
      run_id text NOT NULL,
      run_started_at timestamptz NOT NULL,
      stage text NOT NULL CHECK (stage IN ('transform', 'load')),
      code text NOT NULL CHECK (char_length(code) <= 200),
      reason text NOT NULL,
      record jsonb,
      record_bytes integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (customer_id, flow_id, entity, external_id),
      CONSTRAINT record_rejections_flow_fkey FOREIGN KEY (customer_id, flow_id) REFERENCES flows (customer_id, id) ON DELETE CASCADE
    );
    CREATE INDEX record_rejections_by_flow ON record_rejections (customer_id, flow_id, created_at DESC, id DESC);
    CREATE INDEX record_rejections_by_run ON record_rejections (customer_id, run_id, created_at DESC, id DESC);
    CREATE INDEX record_rejections_updated ON record_rejections (updated_at);

    ALTER TABLE flows ADD COLUMN mappings_changed_at timestamptz;
    ALTER TABLE flows ADD COLUMN reprocess_requested_at timestamptz;
    ALTER TABLE connectors ADD COLUMN settings_changed_at timestamptz;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE connectors DROP COLUMN settings_changed_at;
    ALTER TABLE flows DROP COLUMN reprocess_requested_at;
    ALTER TABLE flows DROP COLUMN mappings_changed_at;
    DROP TABLE record_rejections;
  `);
}
