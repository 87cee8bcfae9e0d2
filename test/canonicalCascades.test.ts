// What the canonical tables' foreign keys used to do, done by explicit statements since migration 015 (no foreign
// key or trigger reaches these tables): purged records take their external ids with them, and a deleted customer
// takes its canonical records. Runs on both stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersCommand } from '../src/cli/admin.js';
import { createCustomer, deleteCustomer } from '../src/domain/access/service.js';
import { purgeTombstones } from '../src/domain/canonical/retention.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { freshDatabase, type TestDatabase } from './support/database.js';

const T1 = '2026-03-01T10:00:00.000000Z';

describe('canonical cascades', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await freshDatabase();
  });
  afterAll(() => t?.drop());

  async function customerWithOrders(name: string, count: number) {
    const id = (await createCustomer(t.db.knex, { name })).id;
    const records = Array.from({ length: count }, (_, i) => ({ externalId: `o-${i}`, record: sampleRecord('order', i, T1) }));
    const summary = await upsertAll(t.db.knex, id, 'order', 'shop', records);
    // A second system's id for the first record, so a record with two external ids is covered.
    await upsertAll(t.db.knex, id, 'order', 'erp', [{ externalId: 'E-0', record: sampleRecord('order', 0, T1) }]);
    return { id, canonicalIds: summary.results.map((r) => r.canonicalId!) };
  }

  const count = async (table: string, where: Record<string, string>) => Number((await t.db.knex(table).where(where).count({ n: '*' }))[0]!.n);

  it('the tombstone purge deletes the external ids of the records it purges, and no other', async () => {
    const a = await customerWithOrders('Cascade A', 5);
    expect(await count('canonical_external_ids', { customer_id: a.id })).toBe(6);
    // Three records deleted by their source long ago (past any retention).
    await t.db.knex('canonical_records').whereIn('canonical_id', a.canonicalIds.slice(0, 3))
      .update({ deleted_at: t.db.knex.raw("clock_timestamp() - interval '400 days'") });
    expect(await purgeTombstones(t.db.knex, 30)).toBe(3);
    const left = await t.db.knex('canonical_external_ids').where({ customer_id: a.id }).orderBy('external_id').pluck('external_id');
    expect(left).toEqual(['o-3', 'o-4']);
  });

  it('deleting a customer deletes its canonical records, external ids and merges, and leaves another customer’s', async () => {
    const gone = await customerWithOrders('Cascade gone', 4);
    const kept = await customerWithOrders('Cascade kept', 2);
    expect(await deleteCustomer(t.db.knex, gone.id)).toBe(true);
    expect(await t.db.knex('customers').where({ id: gone.id }).first()).toBeUndefined();
    for (const table of ['canonical_records', 'canonical_external_ids', 'canonical_merges']) {
      expect(await count(table, { customer_id: gone.id })).toBe(0);
    }
    expect(await count('canonical_records', { customer_id: kept.id })).toBe(2);
    expect(await count('canonical_external_ids', { customer_id: kept.id })).toBe(3);
    expect(await deleteCustomer(t.db.knex, gone.id)).toBe(false);
  });

  it('`sluice customers delete` asks for --yes and names an unknown customer', async () => {
    const c = await customerWithOrders('Cascade CLI', 1);
    await expect(customersCommand(t.db.knex, ['delete', c.id])).rejects.toThrow(/add --yes to confirm/);
    expect(await count('canonical_records', { customer_id: c.id })).toBe(1);
    await expect(customersCommand(t.db.knex, ['delete', 'cus_unknown', '--yes'])).rejects.toThrow('no customer cus_unknown');
  });
});
