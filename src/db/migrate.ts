// One set of migrations for PostgreSQL and PGlite, listed in code so they load the same from src/ and dist/.
import type { Knex } from 'knex';
import * as m001 from './migrations/001_foundation.js';
import * as m002 from './migrations/002_canonical.js';
import * as m003 from './migrations/003_webhooks.js';
import * as m004 from './migrations/004_connectors.js';
import * as m005 from './migrations/005_flow_mappings.js';
import * as m006 from './migrations/006_run_execution.js';
import * as m007 from './migrations/007_run_fairness.js';
import * as m008 from './migrations/008_console.js';
import * as m009 from './migrations/009_complete_sync.js';
import * as m010 from './migrations/010_cron_schedules.js';
import * as m011 from './migrations/011_canonical_cascades.js';
import * as m012 from './migrations/012_canonical_data_json.js';
import * as m013 from './migrations/013_webhook_queue.js';
import * as m014 from './migrations/014_run_record_changes.js';
import * as m015 from './migrations/015_customer_keys.js';
import * as m016 from './migrations/016_queue_claims.js';
import * as m017 from './migrations/017_retention.js';
import { canonicalPartitions } from './migrations/018_canonical_partitions.js';
import * as m019 from './migrations/019_email_normalized.js';
import * as m020 from './migrations/020_trace_parents.js';
import * as m021 from './migrations/021_record_rejections.js';
import * as m022 from './migrations/022_run_details.js';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** What the migrations depend on that the operator chooses (config.ts). */
export interface MigrationOptions {
  /** Hash partitions of the canonical tables when migration 018 runs (0: none); absent: its default. */
  canonicalPartitions?: number | undefined;
}

function migrations(options: MigrationOptions): ReadonlyArray<readonly [string, Migration]> {
  return [
    ['001_foundation', m001],
    ['002_canonical', m002],
    ['003_webhooks', m003],
    ['004_connectors', m004],
    ['005_flow_mappings', m005],
    ['006_run_execution', m006],
    ['007_run_fairness', m007],
    ['008_console', m008],
    ['009_complete_sync', m009],
    ['010_cron_schedules', m010],
    ['011_canonical_cascades', m011],
    ['012_canonical_data_json', m012],
    ['013_webhook_queue', m013],
    ['014_run_record_changes', m014],
    ['015_customer_keys', m015],
    ['016_queue_claims', m016],
    ['017_retention', m017],
    ['018_canonical_partitions', canonicalPartitions(options.canonicalPartitions)],
    ['019_email_normalized', m019],
    ['020_trace_parents', m020],
    ['021_record_rejections', m021],
    ['022_run_details', m022],
  ];
}

function configFor(options: MigrationOptions): Knex.MigratorConfig {
  const list = migrations(options);
  const source: Knex.MigrationSource<readonly [string, Migration]> = {
    getMigrations: async () => [...list],
    getMigrationName: ([name]) => name,
    getMigration: async ([, migration]) => migration,
  };
  return { migrationSource: source, tableName: 'knex_migrations' };
}

const CONFIG = configFor({});

export async function migrateToLatest(knex: Knex, options: MigrationOptions = {}): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(configFor(options))) as [number, string[]];
  return applied;
}

/** True when every migration this build knows about has been applied. */
export async function migrationsCurrent(knex: Knex): Promise<boolean> {
  const [, pending] = (await knex.migrate.list(CONFIG)) as [unknown[], unknown[]];
  return pending.length === 0;
}

/** The migrations this build knows, in order. */
export const MIGRATION_NAMES: readonly string[] = migrations({}).map(([name]) => name);

/**
 * Applies or reverts migrations, one at a time, until `target` is the last one applied (back to an earlier schema
 * before running an earlier build, docs/scaling.md). Answers what was applied or reverted, in order.
 */
export async function migrateTo(knex: Knex, target: string, options: MigrationOptions = {}): Promise<{ direction: 'up' | 'down'; names: string[] }> {
  const config = configFor(options);
  const position = MIGRATION_NAMES.indexOf(target);
  if (position < 0) throw new Error(`no migration ${target}; known: ${MIGRATION_NAMES.join(', ')}`);
  const [done] = (await knex.migrate.list(config)) as [Array<{ name: string }>, unknown[]];
  const applied = done.length;
  const direction = applied > position ? 'down' : 'up';
  const names: string[] = [];
  for (let n = applied; n !== position + 1; n += direction === 'up' ? 1 : -1) {
    const [, step] = (await (direction === 'up' ? knex.migrate.up(config) : knex.migrate.down(config))) as [number, string[]];
    names.push(...step);
  }
  return { direction, names };
}
