// What a run ran with and what it did per entity, on its own row (domain/runs owns both). `connectors`: the source
// and destination connectors a run's worker resolved when it started the run, each with its connector type and the
// version of that type's plugin it ran (domain/runs/connectors.ts). `entity_counts`: the run's record counts per
// entity, saved with the run-level counts, at each checkpoint and at the run's end (domain/runs/progress.ts). Both
// are stored in the shape the API answers. Null for runs recorded before this migration and until first written:
// nullable columns without a default, so adding them rewrites no row.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE runs ADD COLUMN connectors jsonb CHECK (jsonb_typeof(connectors) = 'object');
    ALTER TABLE runs ADD COLUMN entity_counts jsonb CHECK (jsonb_typeof(entity_counts) = 'array');
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE runs DROP COLUMN entity_counts;
    ALTER TABLE runs DROP COLUMN connectors;
  `);
}
