// A canonical record's `data` is stored as `json`, the text the upsert wrote: every field of the entity's schema, in
// schema order, absent ones as null (migration 012). Pages of records are served from that text as it is
// (src/domain/canonical/pageJson.ts), so the stored layout must follow ENTITY_DEFS. Runs on both stores.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m012 from '../src/db/migrations/012_canonical_data_json.js';
import { createCustomer } from '../src/domain/access/service.js';
import { ENTITY_DEFS, ENTITY_TYPES, type EntityType } from '../src/domain/canonical/entities.js';
import { listCanonicalJson } from '../src/domain/canonical/pageJson.js';
import { findCanonical, recordBuilder } from '../src/domain/canonical/repository.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { freshDatabase, type TestDatabase } from './support/database.js';

const T1 = '2026-03-01T10:00:00.000000Z';

// The entities' fields as migration 012 laid stored records out. When this changes, records already stored keep the
// old layout and pages would serve it: add a migration that rewrites canonical_records.data of the changed entities
// in the new layout (as 012 does), then record the new fingerprint here.
const LAYOUT_FINGERPRINT = 'c19c6c097ea6986079ce2bf6';

describe('canonical data layout', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(() => t?.drop());

  it('stores every field of the entity in schema order, absent ones as null, as the JSON text written', async () => {
    const customerId = (await createCustomer(t.db.knex, { name: 'Layout' })).id;
    for (const entity of ENTITY_TYPES) {
      if (ENTITY_DEFS[entity].fields.some((f) => f.type.kind === 'ref' && f.required)) continue; // needs a referenced record
      const record = sampleRecord(entity, 1, T1);
      const summary = await upsertAll(t.db.knex, customerId, entity, 'shop', [{ externalId: `${entity}-1`, record }]);
      const id = summary.results[0]!.canonicalId!;
      const { rows } = (await t.db.knex.raw('SELECT data::text AS text FROM canonical_records WHERE canonical_id = ?', [id])) as { rows: Array<{ text: string }> };
      expect(rows[0]!.text, entity).toBe(JSON.stringify(storedFields(entity, record)));
    }
  });

  it('migration 012 rewrites records stored as jsonb into the schema layout, and pages serve them as the single read does', async () => {
    const knex = t.db.knex;
    const customerId = (await createCustomer(knex, { name: 'Migrated' })).id;
    await upsertAll(knex, customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, T1) }]);
    await m012.down(knex);
    try {
      // As the jsonb column held them: keys by length, a field missing, a string with characters JSON escapes.
      await knex.raw(
        `INSERT INTO canonical_records (canonical_id, customer_id, entity, data, sources, external_ids, match_key, last_source_update_at, created_at, updated_at)
         VALUES (?, ?, 'order', ?::jsonb, '{}', '{"shop": "o-2"}', 'so-2', now(), now(), now())`,
        [crypto.randomUUID(), customerId, JSON.stringify({ status: 'paid', currency: 'EUR', total_cents: 1200, order_number: 'SO-"2"\\\n\u00e9' })],
      );
    } finally {
      await m012.up(knex);
    }
    const { rows } = (await knex.raw(`SELECT canonical_id, data::text AS text FROM canonical_records WHERE customer_id = ? ORDER BY match_key`, [customerId])) as {
      rows: Array<{ canonical_id: string; text: string }>;
    };
    expect(rows.map((r) => JSON.parse(r.text))).toEqual([
      storedFields('order', sampleRecord('order', 1, T1)),
      { order_number: 'SO-"2"\\\n\u00e9', status: 'paid', total_cents: 1200, currency: 'EUR', placed_at: null },
    ]);
    for (const r of rows) expect(Object.keys(JSON.parse(r.text))).toEqual(ENTITY_DEFS.order.fields.map((f) => f.name));
    const page = await listCanonicalJson(knex, customerId, 'order', { limit: 10 });
    const build = recordBuilder('order');
    const single = await Promise.all(rows.map(async (r) => build((await findCanonical(knex, customerId, 'order', r.canonical_id))!)));
    const listed = page.records.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(listed.map((r) => JSON.stringify(r)).sort()).toEqual(single.map((r) => JSON.stringify(r)).sort()); // keys in the same order too
  });

  it('the entities’ fields are the layout the stored records were written in', () => {
    const layout = ENTITY_TYPES.map((e) => [e, ENTITY_DEFS[e].fields.map((f) => f.name)]);
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify(layout)).digest('hex').slice(0, 24);
    expect(fingerprint, 'an entity’s fields changed: stored records need a migration to the new layout (see the comment above)').toBe(LAYOUT_FINGERPRINT);
  });
});

/** A valid incoming record's fields as stored: every field of the entity in schema order, absent ones as null. */
function storedFields(entity: EntityType, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(ENTITY_DEFS[entity].fields.map((f) => [f.name, record[f.name] ?? null]));
}
