// Per-entity field-mapping overrides on flows: {entity: {canonical_field: source_field}}.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE flows ADD COLUMN mappings jsonb NOT NULL DEFAULT '{}'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE flows DROP COLUMN mappings');
}
