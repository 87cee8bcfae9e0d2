// Connectors can pin a version of their connector type (several versions of a type are installed side by side);
// null follows the newest installed version.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE connectors ADD COLUMN type_version text;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE connectors DROP COLUMN type_version;
  `);
}
