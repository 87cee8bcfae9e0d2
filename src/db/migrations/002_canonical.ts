// The canonical data layer: records of the 15 entity types per customer, the (system, external id) index that
// finds them, and the record of merges (a merged-away canonical_id and the record it now lives in).
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

const ENTITIES = [
  'customer', 'contact', 'account', 'lead', 'opportunity', 'product', 'product_variant', 'order', 'order_line_item',
  'invoice', 'payment', 'subscription', 'refund', 'shipment', 'inventory',
].map((e) => `'${e}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, `
    CREATE TABLE canonical_records (
      canonical_id uuid PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      entity text NOT NULL CHECK (entity IN (${ENTITIES})),
      -- Every entity-specific field, null when no source has supplied it.
      data jsonb NOT NULL,
      -- Per field: [source update time, system] of the value held; decides merges, never returned.
      sources jsonb NOT NULL,
      external_ids jsonb NOT NULL DEFAULT '{}',
      -- The normalized match key (e.g. the lower-cased email); null when the entity has none or it is incomplete.
      match_key text,
      last_source_update_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    -- The sync order: every page of GET /api/public/data/{entity} is one range scan of this index.
    CREATE UNIQUE INDEX canonical_records_sync ON canonical_records (customer_id, entity, updated_at, canonical_id);
    CREATE UNIQUE INDEX canonical_records_match ON canonical_records (customer_id, entity, match_key) WHERE match_key IS NOT NULL;

    CREATE TABLE canonical_external_ids (
      customer_id text NOT NULL,
      entity text NOT NULL,
      system text NOT NULL,
      external_id text NOT NULL,
      canonical_id uuid NOT NULL REFERENCES canonical_records(canonical_id) ON DELETE CASCADE,
      PRIMARY KEY (customer_id, entity, system, external_id)
    );
    CREATE INDEX canonical_external_ids_record ON canonical_external_ids (canonical_id);

    CREATE TABLE canonical_merges (
      merged_id uuid PRIMARY KEY,
      customer_id text NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      entity text NOT NULL,
      survivor_id uuid NOT NULL,
      merged_at timestamptz NOT NULL
    );
    CREATE INDEX canonical_merges_survivor ON canonical_merges (survivor_id);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    DROP TABLE canonical_merges, canonical_external_ids, canonical_records;
  `);
}
