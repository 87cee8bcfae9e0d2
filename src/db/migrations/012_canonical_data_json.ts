// A canonical record's fields stored as `json` (the text Sluice wrote) instead of `jsonb`. The upsert writes every
// field of the entity's schema, in schema order, absent ones as null (orderedData in upsert/fieldRule.ts), and `json`
// keeps that text as it came: a page of records (src/domain/canonical/pageJson.ts) is served from it as it is,
// where `jsonb` made PostgreSQL take every field out of the binary form and print it again, and kept the keys by
// length, not in the order the API answers in. No statement filters or indexes on a field of `data`; the stored
// layout only has to match ENTITY_DEFS, which test/canonicalLayout.test.ts pins: a change to an entity's fields
// needs a migration like this one that writes the entity's stored records in the new layout.
// Rewrites the table (and its indexes) under an exclusive lock: minutes on a large canonical layer.
import type { Knex } from 'knex';
import { ENTITY_DEFS } from '../../domain/canonical/entities.js';
import { runScript } from '../sqlScript.js';

/** SQL writing a jsonb `data` of this entity as its JSON text: every field, in schema order, absent as null. */
function layout(fields: readonly string[]): string {
  // Field names come from ENTITY_DEFS ([a-z_] only), never from input.
  const members = fields.map((f, i) => `'${i === 0 ? '' : ','}"${f}":' || COALESCE((data->'${f}')::text, 'null')`);
  return `'{' || ${members.join(' || ')} || '}'`;
}

export async function up(knex: Knex): Promise<void> {
  const cases = Object.values(ENTITY_DEFS)
    .map((def) => `WHEN '${def.entity}' THEN ${layout(def.fields.map((f) => f.name))}`)
    .join('\n        ');
  await runScript(knex, `
    ALTER TABLE canonical_records ALTER COLUMN data TYPE json USING (CASE entity
        ${cases}
        ELSE data::text END)::json;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `ALTER TABLE canonical_records ALTER COLUMN data TYPE jsonb USING data::jsonb;`);
}
