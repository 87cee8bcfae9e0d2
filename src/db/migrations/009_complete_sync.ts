// Complete sync: canonical tombstones (a record no source holds any more, or merged into another, stays as a
// tombstone until the retention period ends), the flow that last read each external id (a resync reconciles only
// its own flow's ids), deletions counted per run, and the state of a resync run kept apart from the flow's until
// it succeeds: its read positions and the source ids it has seen.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE canonical_records ADD COLUMN deleted_at timestamptz;
    ALTER TABLE canonical_records ADD COLUMN merged_into uuid;
    -- The retention purge finds expired tombstones without scanning live records.
    CREATE INDEX canonical_records_tombstones ON canonical_records (deleted_at) WHERE deleted_at IS NOT NULL;

    ALTER TABLE canonical_external_ids ADD COLUMN flow_id text;

    ALTER TABLE runs DROP CONSTRAINT runs_trigger_check;
    ALTER TABLE runs ADD CONSTRAINT runs_trigger_check CHECK (trigger IN ('schedule', 'manual', 'retry', 'resync'));
    ALTER TABLE runs ADD COLUMN records_deleted integer NOT NULL DEFAULT 0;
    ALTER TABLE runs ADD COLUMN resync_entities text[];

    CREATE TABLE run_checkpoints (
      run_id text NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
      entity text NOT NULL,
      checkpoint jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (run_id, entity)
    );
    CREATE TABLE resync_seen (
      run_id text NOT NULL REFERENCES runs(id) ON DELETE CASCADE,
      entity text NOT NULL,
      external_id text NOT NULL,
      PRIMARY KEY (run_id, entity, external_id)
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP TABLE resync_seen, run_checkpoints;
    ALTER TABLE runs DROP COLUMN resync_entities;
    ALTER TABLE runs DROP COLUMN records_deleted;
    ALTER TABLE runs DROP CONSTRAINT runs_trigger_check;
    ALTER TABLE runs ADD CONSTRAINT runs_trigger_check CHECK (trigger IN ('schedule', 'manual', 'retry'));
    ALTER TABLE canonical_external_ids DROP COLUMN flow_id;
    DROP INDEX canonical_records_tombstones;
    ALTER TABLE canonical_records DROP COLUMN merged_into;
    ALTER TABLE canonical_records DROP COLUMN deleted_at;
  `);
}
