// What each run changed in the canonical layer, per entity type (created, updated and deleted records, and the
// updated_at of its first change): written in the transaction of each canonical write the run makes, so it holds
// exactly what committed, and read when the run ends to record one `records.changed` event per entity.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `ALTER TABLE runs ADD COLUMN record_changes jsonb NOT NULL DEFAULT '{}'::jsonb;`);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `ALTER TABLE runs DROP COLUMN record_changes;`);
}
