// The canonical tables' cascades as statement-level triggers instead of foreign keys. A foreign key checks every
// inserted row on its own (a lookup and a share lock of the row it names), and a run inserts a canonical record and
// an external id for every record it reads: without the two checks PostgreSQL spent a sixth less CPU per record of
// a run (BENCHMARKS.md, run pipeline). What they guarded is kept:
// - an external id always names a stored record: the upsert inserts it in the statement that inserts the record,
//   or for a record it loaded under the writers' lock (src/domain/canonical/upsert/write.ts); deleting records
//   (the tombstone purge) deletes their external ids, once per statement, by the trigger below;
// - a customer's canonical records go with the customer, once per statement, by the trigger below.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

/** The two triggers, as this migration makes them (migration 015 drops them, and its down makes them again). */
export const CASCADE_TRIGGERS = `
    CREATE FUNCTION canonical_records_gone() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM canonical_external_ids x USING gone g WHERE x.canonical_id = g.canonical_id; RETURN NULL; END $$;
    CREATE TRIGGER canonical_records_gone AFTER DELETE ON canonical_records REFERENCING OLD TABLE AS gone
      FOR EACH STATEMENT EXECUTE FUNCTION canonical_records_gone();
    CREATE FUNCTION customers_gone_canonical() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN DELETE FROM canonical_records c USING gone g WHERE c.customer_id = g.id; RETURN NULL; END $$;
    CREATE TRIGGER customers_gone_canonical AFTER DELETE ON customers REFERENCING OLD TABLE AS gone
      FOR EACH STATEMENT EXECUTE FUNCTION customers_gone_canonical();
`;

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    ALTER TABLE canonical_external_ids DROP CONSTRAINT canonical_external_ids_canonical_id_fkey;
    ALTER TABLE canonical_records DROP CONSTRAINT canonical_records_customer_id_fkey;
  `);
  await runScript(knex, CASCADE_TRIGGERS);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP TRIGGER customers_gone_canonical ON customers;
    DROP FUNCTION customers_gone_canonical();
    DROP TRIGGER canonical_records_gone ON canonical_records;
    DROP FUNCTION canonical_records_gone();
    DELETE FROM canonical_external_ids x WHERE NOT EXISTS (SELECT 1 FROM canonical_records c WHERE c.canonical_id = x.canonical_id);
    DELETE FROM canonical_records c WHERE NOT EXISTS (SELECT 1 FROM customers u WHERE u.id = c.customer_id);
    ALTER TABLE canonical_records ADD CONSTRAINT canonical_records_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customers(id) ON DELETE CASCADE;
    ALTER TABLE canonical_external_ids ADD CONSTRAINT canonical_external_ids_canonical_id_fkey FOREIGN KEY (canonical_id) REFERENCES canonical_records(canonical_id) ON DELETE CASCADE;
  `);
}
