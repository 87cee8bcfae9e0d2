// Migration 015 (keys led by the customer) on a database with data in it: moving there fills the new customer_id
// columns from each row's parent and the running code reads the rows back; moving back (`sluice migrate --to`,
// migrateTo) restores the earlier schema exactly, with every row kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { createLoginLink } from '../src/domain/access/loginLinks.js';
import { readCheckpoint, saveCheckpoint } from '../src/domain/flows/checkpoints.js';
import { migrateTo, migrateToLatest, MIGRATION_NAMES } from '../src/db/migrate.js';
import { secretsFrom } from '../src/secrets.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { schemaKeyProblems } from './support/schemaKeys.js';
import { seedFlow, seedRun, seedTenant } from './support/seed.js';

const BEFORE = '014_run_record_changes';

/** The schema as the catalog describes it: every column, constraint, index and trigger, one line each. */
async function schemaOf(knex: Knex): Promise<string[]> {
  const { rows } = (await knex.raw(`
    SELECT c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END AS line
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE s.nspname = current_schema() AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid)
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace s ON s.oid = c.relnamespace WHERE s.nspname = current_schema()
    UNION ALL
    SELECT pg_get_indexdef(x.indexrelid) FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE s.nspname = current_schema()
    UNION ALL
    SELECT pg_get_triggerdef(g.oid) FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE s.nspname = current_schema() AND NOT g.tgisinternal`)) as { rows: Array<{ line: string }> };
  return rows.map((r) => r.line).filter((line) => !line.startsWith('knex_')).sort();
}

const CHILD_TABLES = ['flow_checkpoints', 'run_checkpoints', 'resync_seen', 'login_links', 'webhook_attempts'];

describe('migration 015: keys led by the customer', () => {
  let t: TestDatabase;
  let knex: Knex;
  beforeAll(async () => {
    t = await freshDatabase({ migrate: false });
    knex = t.db.knex;
  });
  afterAll(() => t?.drop());

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const table of ['customers', 'users', 'api_keys', 'connectors', 'flows', 'runs', 'flow_checkpoints', 'run_checkpoints', 'login_links', 'canonical_records', 'canonical_external_ids']) {
      counts[table] = Number((await knex(table).count({ n: '*' }))[0]!.n);
    }
    return counts;
  }

  it('goes back to the earlier schema exactly, keeping every row, and forward again with customer_id filled in', async () => {
    await migrateTo(knex, BEFORE);
    const earlier = await schemaOf(knex);
    await migrateToLatest(knex);
    const tenant = await seedTenant(knex);
    const flow = await seedFlow(knex, secretsFrom('k'.repeat(64)), tenant.customerId);
    const run = await seedRun(knex, tenant.customerId, { flowId: flow.id, status: 'running', trigger: 'resync' });
    const ends = { customerId: tenant.customerId, id: flow.id, sourceConnectorId: flow.source_connector_id, destinationConnectorId: flow.destination_connector_id };
    expect(await saveCheckpoint(knex, { flow: ends, entity: 'order', checkpoint: { page: 7 } })).toBe('saved');
    await knex('run_checkpoints').insert({ customer_id: tenant.customerId, run_id: run.id, entity: 'order', checkpoint: JSON.stringify({ page: 2 }) });
    await createLoginLink(knex, { userId: tenant.userId, publicUrl: 'http://localhost' });
    await upsertAll(knex, tenant.customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1) }]);
    const counts = await rowCounts();

    const back = await migrateTo(knex, BEFORE);
    expect(back.direction).toBe('down');
    expect(back.names[back.names.length - 1]).toBe('015_customer_keys');
    expect(await schemaOf(knex)).toEqual(earlier);
    expect(await rowCounts()).toEqual(counts);

    const forward = await migrateTo(knex, MIGRATION_NAMES[MIGRATION_NAMES.length - 1]!);
    expect(forward.names[0]).toBe('015_customer_keys');
    for (const table of CHILD_TABLES) {
      expect(Number((await knex(table).whereNot({ customer_id: tenant.customerId }).count({ n: '*' }))[0]!.n), table).toBe(0);
    }
    expect(await readCheckpoint(knex, ends, 'order')).toEqual({ page: 7 });
    expect(await readCheckpoint(knex, ends, 'order', run.id)).toEqual({ page: 2 });
    expect(await rowCounts()).toEqual(counts);
    expect(await schemaKeyProblems(knex)).toEqual([]);
  });

  it('names the migrations it knows when asked for one it does not', async () => {
    await expect(migrateTo(knex, '999_nothing')).rejects.toThrow(/no migration 999_nothing; known: 001_foundation, /);
  });
});
