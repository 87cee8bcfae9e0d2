// What executing runs needs: a checkpoint per flow and entity (advanced only after the records before it are
// committed in the canonical layer and the destination), and a heartbeat so a run whose worker died is noticed.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    CREATE TABLE flow_checkpoints (
      flow_id text NOT NULL REFERENCES flows(id) ON DELETE CASCADE,
      entity text NOT NULL,
      checkpoint jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (flow_id, entity)
    );
    ALTER TABLE runs ADD COLUMN heartbeat_at timestamptz;
    ALTER TABLE runs ADD COLUMN attempts integer NOT NULL DEFAULT 0;
    CREATE INDEX runs_running_heartbeat ON runs (heartbeat_at) WHERE status = 'running';
    CREATE INDEX flows_due ON flows (next_run_at) WHERE status = 'active' AND next_run_at IS NOT NULL;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP INDEX flows_due;
    DROP INDEX runs_running_heartbeat;
    ALTER TABLE runs DROP COLUMN attempts;
    ALTER TABLE runs DROP COLUMN heartbeat_at;
    DROP TABLE flow_checkpoints;
  `);
}
