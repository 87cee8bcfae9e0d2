// The customer leads every key. Every tenant table's primary key, unique constraints and foreign keys begin with
// customer_id, so that the large tables can be hash-partitioned by customer (PostgreSQL) or distributed by it
// (Citus), and every lookup that names the customer is a lookup inside one partition. The tables that had no
// customer_id (flow and run checkpoints, the resync marks, sign-in links) get it, filled from their parent.
//
// Left global, and said so in test/schemaKeys.test.ts: the lookups that happen before the customer is known (an API
// key's hash, a session's hash, a sign-in link's hash) and the tables without a customer (customers, sign-in
// failures, rate-limit counters). docs/scaling.md explains the scheme, the lock each step takes and how to prepare
// the new primary keys of a large database beforehand (CREATE UNIQUE INDEX CONCURRENTLY … `<table>_pkey_next`),
// which this migration then adopts instead of building them under its lock.
//
// The statement-level triggers of migration 011 (which Citus cannot run) are replaced by explicit statements: the
// tombstone purge deletes the external ids of the records it deletes, and deleting a customer goes through
// deleteCustomer, which deletes its canonical data first.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';
import { CASCADE_TRIGGERS } from './011_canonical_cascades.js';

/** Tables whose primary key gains customer_id in front: [table, old key columns]. */
const KEYED: ReadonlyArray<readonly [string, string]> = [
  ['canonical_records', 'canonical_id'],
  ['canonical_merges', 'merged_id'],
  ['users', 'id'],
  ['api_keys', 'id'],
  ['sessions', 'id'],
  ['connectors', 'id'],
  ['flows', 'id'],
  ['runs', 'id'],
  ['events', 'id'],
  ['webhook_endpoints', 'id'],
  ['webhook_deliveries', 'id'],
];

/** Child tables that gain customer_id: [table, column naming the parent, parent table]. */
const CHILDREN: ReadonlyArray<readonly [string, string, string]> = [
  ['flow_checkpoints', 'flow_id', 'flows'],
  ['run_checkpoints', 'run_id', 'runs'],
  ['resync_seen', 'run_id', 'runs'],
  ['login_links', 'user_id', 'users'],
];

/** Foreign keys that name a parent by its id alone, dropped before the parents' keys change. */
const OLD_FOREIGN_KEYS = `
  ALTER TABLE api_keys DROP CONSTRAINT api_keys_user_id_fkey;
  ALTER TABLE sessions DROP CONSTRAINT sessions_user_id_fkey;
  ALTER TABLE login_links DROP CONSTRAINT login_links_user_id_fkey;
  ALTER TABLE flows DROP CONSTRAINT flows_source_connector_id_fkey;
  ALTER TABLE flows DROP CONSTRAINT flows_destination_connector_id_fkey;
  ALTER TABLE flow_checkpoints DROP CONSTRAINT flow_checkpoints_flow_id_fkey;
  ALTER TABLE runs DROP CONSTRAINT runs_flow_id_fkey;
  ALTER TABLE runs DROP CONSTRAINT runs_retry_of_fkey;
  ALTER TABLE run_checkpoints DROP CONSTRAINT run_checkpoints_run_id_fkey;
  ALTER TABLE resync_seen DROP CONSTRAINT resync_seen_run_id_fkey;
  ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_endpoint_id_fkey;
  ALTER TABLE webhook_attempts DROP CONSTRAINT webhook_attempts_delivery_id_fkey;
`;

// NOT VALID then VALIDATE: the check of existing rows runs under a lock that lets writes go on.
const NEW_FOREIGN_KEYS = `
  ALTER TABLE api_keys ADD CONSTRAINT api_keys_user_fkey FOREIGN KEY (customer_id, user_id) REFERENCES users (customer_id, id) ON DELETE CASCADE NOT VALID;
  ALTER TABLE sessions ADD CONSTRAINT sessions_user_fkey FOREIGN KEY (customer_id, user_id) REFERENCES users (customer_id, id) ON DELETE CASCADE NOT VALID;
  ALTER TABLE login_links ADD CONSTRAINT login_links_user_fkey FOREIGN KEY (customer_id, user_id) REFERENCES users (customer_id, id) ON DELETE CASCADE NOT VALID;
  ALTER TABLE flows ADD CONSTRAINT flows_source_fkey FOREIGN KEY (customer_id, source_connector_id) REFERENCES connectors (customer_id, id) NOT VALID;
  ALTER TABLE flows ADD CONSTRAINT flows_destination_fkey FOREIGN KEY (customer_id, destination_connector_id) REFERENCES connectors (customer_id, id) NOT VALID;
  ALTER TABLE flow_checkpoints ADD CONSTRAINT flow_checkpoints_flow_fkey FOREIGN KEY (customer_id, flow_id) REFERENCES flows (customer_id, id) ON DELETE CASCADE NOT VALID;
  ALTER TABLE runs ADD CONSTRAINT runs_flow_fkey FOREIGN KEY (customer_id, flow_id) REFERENCES flows (customer_id, id) ON DELETE CASCADE NOT VALID;
  ALTER TABLE runs ADD CONSTRAINT runs_retry_of_fkey FOREIGN KEY (customer_id, retry_of) REFERENCES runs (customer_id, id) ON DELETE SET NULL (retry_of) NOT VALID;
  ALTER TABLE run_checkpoints ADD CONSTRAINT run_checkpoints_run_fkey FOREIGN KEY (customer_id, run_id) REFERENCES runs (customer_id, id) ON DELETE CASCADE NOT VALID;
  ALTER TABLE resync_seen ADD CONSTRAINT resync_seen_run_fkey FOREIGN KEY (customer_id, run_id) REFERENCES runs (customer_id, id) ON DELETE CASCADE NOT VALID;
  ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_endpoint_fkey FOREIGN KEY (customer_id, endpoint_id) REFERENCES webhook_endpoints (customer_id, id) ON DELETE CASCADE NOT VALID;
  ALTER TABLE webhook_attempts ADD CONSTRAINT webhook_attempts_delivery_fkey FOREIGN KEY (customer_id, delivery_id) REFERENCES webhook_deliveries (customer_id, id) ON DELETE CASCADE NOT VALID;
`;

/**
 * Tables some statements still find a row of by its id alone (a run's heartbeat and progress, a delivery's attempt,
 * a flow's or user's update, a session's touch): an index on id keeps those lookups a probe now that the primary key
 * leads with the customer. docs/scaling.md lists them as the statements to give the customer before Citus.
 */
const ID_INDEXES = ['users', 'api_keys', 'sessions', 'connectors', 'flows', 'runs', 'events', 'webhook_endpoints', 'webhook_deliveries'];

// Unique constraints and indexes that named no customer, and indexes every foreign key needs so that deleting a
// parent (a flow with its runs, a connector) is an index lookup per row instead of a scan of the child table. The
// canonical tables' lookups by canonical_id (canonical_external_ids_record, canonical_merges_survivor) keep their
// indexes without the customer: statements name the customer too, which picks the partition, and an index led by
// customer_id would let a planner without statistics scan the customer's whole range instead of probing
// (upsert/storedState.ts).
const NEW_INDEXES = `
  DROP INDEX runs_one_in_flight;
  CREATE UNIQUE INDEX runs_one_in_flight ON runs (customer_id, flow_id) WHERE status IN ('queued', 'running');
  DROP INDEX webhook_deliveries_event_endpoint;
  CREATE UNIQUE INDEX webhook_deliveries_event_endpoint ON webhook_deliveries (customer_id, event_id, endpoint_id) WHERE event_id IS NOT NULL;
  ALTER TABLE login_links DROP CONSTRAINT login_links_pkey;
  ALTER TABLE login_links ADD CONSTRAINT login_links_pkey PRIMARY KEY (customer_id, token_hash);
  ALTER TABLE login_links ADD CONSTRAINT login_links_token_hash_key UNIQUE (token_hash);
  DROP INDEX api_keys_user;
  CREATE INDEX api_keys_user ON api_keys (customer_id, user_id, created_at DESC, id DESC);
  DROP INDEX sessions_user;
  CREATE INDEX sessions_user ON sessions (customer_id, user_id);
  DROP INDEX login_links_user;
  CREATE INDEX login_links_user ON login_links (customer_id, user_id);
  CREATE INDEX flows_source ON flows (customer_id, source_connector_id);
  CREATE INDEX flows_destination ON flows (customer_id, destination_connector_id);
  CREATE INDEX runs_retry_of ON runs (customer_id, retry_of) WHERE retry_of IS NOT NULL;
  CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (customer_id, endpoint_id);
${ID_INDEXES.map((table) => `  CREATE INDEX ${table}_id ON ${table} (id);`).join('\n')}
`;

const TRIGGERS_GONE = `
  DROP TRIGGER customers_gone_canonical ON customers;
  DROP FUNCTION customers_gone_canonical();
  DROP TRIGGER canonical_records_gone ON canonical_records;
  DROP FUNCTION canonical_records_gone();
`;

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, TRIGGERS_GONE);
  await runScript(knex, OLD_FOREIGN_KEYS);
  for (const [table, column, parent] of CHILDREN) await addCustomerColumn(knex, table, column, parent);
  for (const [table, key] of KEYED) await swapPrimaryKey(knex, table, `customer_id, ${key}`);
  await swapPrimaryKey(knex, 'flow_checkpoints', 'customer_id, flow_id, entity');
  await swapPrimaryKey(knex, 'run_checkpoints', 'customer_id, run_id, entity');
  await swapPrimaryKey(knex, 'resync_seen', 'customer_id, run_id, entity, external_id');
  await swapPrimaryKey(knex, 'webhook_attempts', 'customer_id, delivery_id, number');
  await runScript(knex, NEW_INDEXES);
  await runScript(knex, NEW_FOREIGN_KEYS);
  for (const name of foreignKeyNames(NEW_FOREIGN_KEYS)) await knex.raw(`ALTER TABLE ${name.table} VALIDATE CONSTRAINT ${name.constraint}`);
}

/** Adds customer_id to a child table, filled from its parent; rows whose parent is gone cannot exist (foreign key). */
async function addCustomerColumn(knex: Knex, table: string, column: string, parent: string): Promise<void> {
  await knex.raw(`ALTER TABLE ${table} ADD COLUMN customer_id text`);
  await knex.raw(`UPDATE ${table} c SET customer_id = p.customer_id FROM ${parent} p WHERE p.id = c.${column}`);
  await knex.raw(`ALTER TABLE ${table} ALTER COLUMN customer_id SET NOT NULL`);
  await knex.raw(`ALTER TABLE ${table} ADD CONSTRAINT ${table}_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES customers (id) ON DELETE CASCADE`);
}

/**
 * Replaces a table's primary key by one on `columns`. When the operator has built the new key's index beforehand
 * (`<table>_pkey_next`, docs/scaling.md), it is adopted; otherwise it is built here, under this migration's lock.
 */
async function swapPrimaryKey(knex: Knex, table: string, columns: string): Promise<void> {
  const prepared = await knex.raw(`SELECT 1 FROM pg_class WHERE relname = ? AND relkind = 'i'`, [`${table}_pkey_next`]);
  const key = prepared.rows.length > 0 ? `USING INDEX ${table}_pkey_next` : `(${columns})`;
  await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_pkey, ADD CONSTRAINT ${table}_pkey PRIMARY KEY ${key}`);
}

function foreignKeyNames(script: string): Array<{ table: string; constraint: string }> {
  return [...script.matchAll(/ALTER TABLE (\w+) ADD CONSTRAINT (\w+) FOREIGN KEY/g)].map((m) => ({ table: m[1]!, constraint: m[2]! }));
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, constraint } of foreignKeyNames(NEW_FOREIGN_KEYS)) await knex.raw(`ALTER TABLE ${table} DROP CONSTRAINT ${constraint}`);
  await runScript(knex, `
    DROP INDEX flows_source, flows_destination, runs_retry_of, webhook_deliveries_endpoint;
    DROP INDEX ${ID_INDEXES.map((table) => `${table}_id`).join(', ')};
    DROP INDEX api_keys_user, sessions_user, login_links_user;
    CREATE INDEX api_keys_user ON api_keys (user_id, created_at DESC, id DESC);
    CREATE INDEX sessions_user ON sessions (user_id);
    ALTER TABLE login_links DROP CONSTRAINT login_links_token_hash_key;
    DROP INDEX webhook_deliveries_event_endpoint;
    CREATE UNIQUE INDEX webhook_deliveries_event_endpoint ON webhook_deliveries (event_id, endpoint_id) WHERE event_id IS NOT NULL;
    DROP INDEX runs_one_in_flight;
    CREATE UNIQUE INDEX runs_one_in_flight ON runs (flow_id) WHERE status IN ('queued', 'running');
  `);
  for (const [table, key] of KEYED) await swapPrimaryKey(knex, table, key);
  await swapPrimaryKey(knex, 'login_links', 'token_hash');
  await swapPrimaryKey(knex, 'flow_checkpoints', 'flow_id, entity');
  await swapPrimaryKey(knex, 'run_checkpoints', 'run_id, entity');
  await swapPrimaryKey(knex, 'resync_seen', 'run_id, entity, external_id');
  await swapPrimaryKey(knex, 'webhook_attempts', 'delivery_id, number');
  for (const [table] of CHILDREN) await knex.raw(`ALTER TABLE ${table} DROP COLUMN customer_id`);
  await knex.raw('CREATE INDEX login_links_user ON login_links (user_id)');
  await runScript(knex, OLD_FOREIGN_KEYS_BACK);
  await runScript(knex, TRIGGERS_BACK);
}

const OLD_FOREIGN_KEYS_BACK = `
  ALTER TABLE api_keys ADD CONSTRAINT api_keys_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
  ALTER TABLE sessions ADD CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
  ALTER TABLE login_links ADD CONSTRAINT login_links_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
  ALTER TABLE flows ADD CONSTRAINT flows_source_connector_id_fkey FOREIGN KEY (source_connector_id) REFERENCES connectors(id);
  ALTER TABLE flows ADD CONSTRAINT flows_destination_connector_id_fkey FOREIGN KEY (destination_connector_id) REFERENCES connectors(id);
  ALTER TABLE flow_checkpoints ADD CONSTRAINT flow_checkpoints_flow_id_fkey FOREIGN KEY (flow_id) REFERENCES flows(id) ON DELETE CASCADE;
  ALTER TABLE runs ADD CONSTRAINT runs_flow_id_fkey FOREIGN KEY (flow_id) REFERENCES flows(id) ON DELETE CASCADE;
  ALTER TABLE runs ADD CONSTRAINT runs_retry_of_fkey FOREIGN KEY (retry_of) REFERENCES runs(id);
  ALTER TABLE run_checkpoints ADD CONSTRAINT run_checkpoints_run_id_fkey FOREIGN KEY (run_id) REFERENCES runs(id) ON DELETE CASCADE;
  ALTER TABLE resync_seen ADD CONSTRAINT resync_seen_run_id_fkey FOREIGN KEY (run_id) REFERENCES runs(id) ON DELETE CASCADE;
  ALTER TABLE webhook_deliveries ADD CONSTRAINT webhook_deliveries_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints(id) ON DELETE CASCADE;
  ALTER TABLE webhook_attempts ADD CONSTRAINT webhook_attempts_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES webhook_deliveries(id) ON DELETE CASCADE;
`;

// As migration 011 made them (the rows they would have deleted meanwhile are deleted first).
const TRIGGERS_BACK = `
  DELETE FROM canonical_external_ids x WHERE NOT EXISTS (SELECT 1 FROM canonical_records c WHERE c.canonical_id = x.canonical_id);
  DELETE FROM canonical_records c WHERE NOT EXISTS (SELECT 1 FROM customers u WHERE u.id = c.customer_id);
  ${CASCADE_TRIGGERS}`;
