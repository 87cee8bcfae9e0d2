// The schema check of docs/scaling.md: every tenant table can be hash-partitioned by customer (PostgreSQL) or
// distributed by it (Citus), which both require customer_id in every primary key, unique constraint and foreign key.
// It reads the migrated catalog, so a new table or constraint that breaks the rule fails here, naming it. Also: every
// foreign key has an index leading with its columns, so deleting a parent (a flow with its runs) is an index lookup
// per row, not a scan of the child table. Runs on both stores, and on a partitioned schema in scaling.partitioned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { schemaKeyProblems } from './support/schemaKeys.js';

describe('keys led by the customer', () => {
  let t: TestDatabase;
  let knex: Knex;
  beforeAll(async () => {
    t = await freshDatabase();
    knex = t.db.knex;
  });
  afterAll(() => t?.drop());

  it('every tenant table keys, constrains and references by customer_id first, and indexes its foreign keys', async () => {
    expect(await schemaKeyProblems(knex)).toEqual([]);
  });

  it('names a table that breaks the rule', async () => {
    await knex.raw('CREATE TABLE scratch_parent (customer_id text NOT NULL, id text NOT NULL, PRIMARY KEY (customer_id, id))');
    await knex.raw('CREATE TABLE scratch_notes (id text PRIMARY KEY, customer_id text NOT NULL, parent_id text, code text UNIQUE)');
    await knex.raw('ALTER TABLE scratch_notes ADD FOREIGN KEY (customer_id, parent_id) REFERENCES scratch_parent (customer_id, id)');
    await knex.raw('CREATE TABLE scratch_global (id text PRIMARY KEY)');
    try {
      expect(await schemaKeyProblems(knex)).toEqual([
        'scratch_global: no customer_id column, and not one of the global tables',
        'scratch_global: primary key scratch_global_pkey (id) does not lead with customer_id',
        'scratch_notes: foreign key scratch_notes_customer_id_parent_id_fkey (customer_id, parent_id) has no index leading with its columns',
        'scratch_notes: primary key scratch_notes_pkey (id) does not lead with customer_id',
        'scratch_notes: unique scratch_notes_code_key (code) does not lead with customer_id',
      ]);
    } finally {
      await knex.raw('DROP TABLE scratch_notes, scratch_parent, scratch_global');
    }
  });
});
