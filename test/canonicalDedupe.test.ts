// The canonical write path (upsertCanonical) as the public data API shows its results: matching by (system,
// external id) and by each entity's match key, the per-field merge rule, merges of two stored records, references,
// validation, and "a write that changes nothing publishes nothing".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_DEFS, ENTITY_TYPES, type EntityType } from '../src/domain/canonical/entities.js';
import { deleteCanonical, upsertCanonical } from '../src/domain/canonical/upsert/index.js';
import { decodeSources, type SourceGroup } from '../src/domain/canonical/upsert/provenance.js';
import { purgeTombstones } from '../src/domain/canonical/retention.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Rec = Record<string, unknown> & { canonical_id: string; external_ids: Record<string, string>; updated_at: string; last_source_update_at: string };
interface ListBody {
  entity: string;
  count: number;
  next_cursor: string | null;
  data: Rec[];
}

const T1 = '2026-03-01T10:00:00.000000Z';
const T2 = '2026-03-01T11:00:00.000000Z';
const T3 = '2026-03-01T12:00:00.000000Z';

/** The same match key, spelled the way another system might: case, surrounding spaces, "www.", inner spaces. */
function respell(entity: EntityType, record: Record<string, unknown>): Record<string, unknown> {
  const out = { ...record };
  for (const key of ENTITY_DEFS[entity].matchKey) {
    const v = String(out[key]);
    if (key === 'currency') continue; // a code, not free text: matched exactly
    if (key === 'domain') out[key] = `WWW.${v.toUpperCase()}.`;
    else if (key === 'tracking_number') out[key] = ` ${v.toLowerCase().replace(/(\d)/, '$1 ')}`;
    else if (key === 'email') out[key] = v.toUpperCase(); // an email with spaces is not a valid email
    else out[key] = ` ${v.toLowerCase()} `;
  }
  return out;
}

const KEYED = ENTITY_TYPES.filter((e) => ENTITY_DEFS[e].matchKey.length > 0);
const UNKEYED = ENTITY_TYPES.filter((e) => ENTITY_DEFS[e].matchKey.length === 0);

describe('canonical dedupe and merge', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { read: 100_000 } });
  });
  afterAll(() => t?.close());

  async function tenant(): Promise<Tenant> {
    return seedTenant(t.knex, { scopes: ['data:read'] });
  }

  async function list(who: Tenant, entity: EntityType): Promise<Rec[]> {
    const res = await t.request(`/api/public/data/${entity}?limit=500`, { key: who.key });
    const body = (await res.json()) as ListBody;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.next_cursor).toBeNull();
    return body.data;
  }

  async function get(who: Tenant, entity: EntityType, id: string): Promise<Rec> {
    const res = await t.request(`/api/public/data/${entity}/${id}`, { key: who.key });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body as Rec;
  }

  /** Records that the order line items, payments and refunds below can point at. */
  async function parents(who: Tenant) {
    const order = await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, T1) }]);
    return { orderId: order.results[0]!.canonicalId! };
  }

  function recordFor(entity: EntityType, n: number, ts: string, orderId: string): Record<string, unknown> {
    return sampleRecord(entity, n, ts, entity === 'order_line_item' ? { order_id: orderId } : {});
  }

  describe('matching', () => {
    it.each(KEYED)("%s: a second system's record with the same match key, spelled differently, merges into the first", async (entity) => {
      const who = await tenant();
      const { orderId } = await parents(who);
      const first = recordFor(entity, 7, T1, orderId);
      await upsertAll(t.knex, who.customerId, entity, 'alpha', [{ externalId: 'a-7', record: first }]);
      const summary = await upsertAll(t.knex, who.customerId, entity, 'beta', [{ externalId: 'b-7', record: respell(entity, recordFor(entity, 7, T2, orderId)) }]);
      expect(summary.results[0]!.outcome).toBe('updated');
      const records = (await list(who, entity)).filter((r) => entity !== 'order' || r.external_ids.alpha || r.external_ids.beta);
      expect(records).toHaveLength(1);
      expect(records[0]!.external_ids).toEqual({ alpha: 'a-7', beta: 'b-7' });
    });

    it.each(KEYED)('%s: a record with a different match key is a separate record', async (entity) => {
      const who = await tenant();
      const { orderId } = await parents(who);
      await upsertAll(t.knex, who.customerId, entity, 'alpha', [{ externalId: 'a-1', record: recordFor(entity, 11, T1, orderId) }]);
      const summary = await upsertAll(t.knex, who.customerId, entity, 'beta', [{ externalId: 'b-1', record: recordFor(entity, 12, T1, orderId) }]);
      expect(summary.results[0]!.outcome).toBe('created');
    });

    it.each(UNKEYED)("%s: a second system's record with identical content stays separate (matched by external id only)", async (entity) => {
      const who = await tenant();
      const { orderId } = await parents(who);
      await upsertAll(t.knex, who.customerId, entity, 'alpha', [{ externalId: 'x-1', record: recordFor(entity, 3, T1, orderId) }]);
      await upsertAll(t.knex, who.customerId, entity, 'beta', [{ externalId: 'x-1', record: recordFor(entity, 3, T1, orderId) }]);
      const records = await list(who, entity);
      expect(records.map((r) => r.external_ids)).toEqual(expect.arrayContaining([{ alpha: 'x-1' }, { beta: 'x-1' }]));
      expect(records).toHaveLength(2);
    });

    it.each(ENTITY_TYPES)('%s: a record sent again by its system under the same external id updates that record', async (entity) => {
      const who = await tenant();
      const { orderId } = await parents(who);
      const created = await upsertAll(t.knex, who.customerId, entity, 'alpha', [{ externalId: 'e-1', record: recordFor(entity, 21, T1, orderId) }]);
      // Different match key values too: the external id decides before the match key does.
      const again = await upsertAll(t.knex, who.customerId, entity, 'alpha', [{ externalId: 'e-1', record: recordFor(entity, 22, T2, orderId) }]);
      expect(again.results[0]).toMatchObject({ outcome: 'updated', canonicalId: created.results[0]!.canonicalId });
      const record = await get(who, entity, created.results[0]!.canonicalId!);
      expect(record.last_source_update_at).toBe(T2);
    });

    it('the same external id in two systems names two records', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: '42', record: sampleRecord('customer', 1, T1) }]);
      await upsertAll(t.knex, who.customerId, 'customer', 'crm', [{ externalId: '42', record: sampleRecord('customer', 2, T1) }]);
      expect((await list(who, 'customer')).map((r) => r.email).sort()).toEqual(['person1@example.com', 'person2@example.com']);
    });

    it('invoice numbers match only within one currency', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'invoice', 'billing', [{ externalId: 'i-1', record: sampleRecord('invoice', 5, T1, { currency: 'EUR' }) }]);
      await upsertAll(t.knex, who.customerId, 'invoice', 'erp', [{ externalId: 'i-1', record: sampleRecord('invoice', 5, T1, { currency: 'USD' }) }]);
      await upsertAll(t.knex, who.customerId, 'invoice', 'ledger', [{ externalId: 'l-1', record: sampleRecord('invoice', 5, T1, { invoice_number: 'inv-5', currency: 'USD' }) }]);
      const records = await list(who, 'invoice');
      expect(records.map((r) => [r.currency, r.external_ids])).toEqual(
        expect.arrayContaining([['EUR', { billing: 'i-1' }], ['USD', { erp: 'i-1', ledger: 'l-1' }]]),
      );
      expect(records).toHaveLength(2);
    });

    it('inventory matches on sku and location together', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'inventory', 'wms', [
        { externalId: 'w-1', record: sampleRecord('inventory', 1, T1, { location: 'Berlin' }) },
        { externalId: 'w-2', record: sampleRecord('inventory', 1, T1, { location: 'Paris' }) },
      ]);
      await upsertAll(t.knex, who.customerId, 'inventory', 'shop', [{ externalId: 's-1', record: sampleRecord('inventory', 1, T2, { location: 'berlin', quantity_on_hand: 5 }) }]);
      const records = await list(who, 'inventory');
      expect(records.map((r) => [r.location, r.quantity_on_hand, r.external_ids])).toEqual(
        expect.arrayContaining([['berlin', 5, { wms: 'w-1', shop: 's-1' }], ['Paris', 1, { wms: 'w-2' }]]),
      );
      expect(records).toHaveLength(2);
    });

    it('a record without its match key is matched by external id only', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: 's-1', record: { first_name: 'Ann', last_source_update_at: T1 } }]);
      await upsertAll(t.knex, who.customerId, 'customer', 'crm', [{ externalId: 'c-1', record: { first_name: 'Ann', last_source_update_at: T1 } }]);
      expect(await list(who, 'customer')).toHaveLength(2);
    });
  });

  describe('field merge', () => {
    it('each field takes the value with the newest last_source_update_at, whatever the arrival order', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'customer', 'crm', [{ externalId: 'c-1', record: sampleRecord('customer', 1, T2, { first_name: 'Newer', phone: '+1 555 0100' }) }]);
      await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: 's-1', record: sampleRecord('customer', 1, T1, { first_name: 'Older', company_name: 'Only the shop knows' }) }]);
      const [record] = await list(who, 'customer');
      expect(record).toMatchObject({ first_name: 'Newer', phone: '+1 555 0100', company_name: 'Only the shop knows', last_source_update_at: T2 });
    });

    it('a field the incoming record leaves out keeps its value; an explicit null from a newer source clears it', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: 's-1', record: sampleRecord('customer', 1, T1, { phone: '+1 555 0100', company_name: 'Acme' }) }]);
      await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: 's-1', record: { email: 'person1@example.com', company_name: null, last_source_update_at: T2 } }]);
      const [record] = await list(who, 'customer');
      expect(record).toMatchObject({ phone: '+1 555 0100', company_name: null, first_name: 'First1' });
    });

    it('stores provenance grouped by source time and system, and still reads rows holding the per-field map', async () => {
      const who = await tenant();
      const first = await upsertAll(t.knex, who.customerId, 'customer', 'crm', [{ externalId: 'c-1', record: sampleRecord('customer', 1, T2, { phone: '111' }) }]);
      const id = first.results[0]!.canonicalId!;
      const stored = async () => (await t.knex('canonical_records').where({ canonical_id: id }).first('sources')).sources as unknown;
      expect(await stored()).toEqual([[T2, 'crm', ['email', 'first_name', 'last_name', 'phone']]]);
      // As a row written before the grouped form holds it: crm's phone at T2, the rest at T1.
      const old = { email: [T1, 'crm'], first_name: [T1, 'crm'], last_name: [T1, 'crm'], phone: [T2, 'crm'] };
      await t.knex('canonical_records').where({ canonical_id: id }).update({ sources: JSON.stringify(old) });
      // A shop write between the two times: it beats the T1 fields and loses to the T2 phone, as the map says.
      const between = '2026-03-01T10:30:00.000000Z';
      await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: 's-1', record: sampleRecord('customer', 1, between, { first_name: 'Shop', last_name: 'Shopper', phone: '222' }) }]);
      expect(await get(who, 'customer', id)).toMatchObject({ first_name: 'Shop', last_name: 'Shopper', phone: '111' });
      // Written back grouped (the groups' order follows the fields' order in the map PostgreSQL returned).
      const after = (await stored()) as SourceGroup[];
      expect(after).toHaveLength(2);
      expect(decodeSources(after)).toEqual({ email: [between, 'shop'], first_name: [between, 'shop'], last_name: [between, 'shop'], phone: [T2, 'crm'] });
    });

    it('an older value never overwrites a newer one', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, T2, { status: 'fulfilled' }) }]);
      const late = await upsertAll(t.knex, who.customerId, 'order', 'erp', [{ externalId: 'E1', record: sampleRecord('order', 1, T1, { status: 'confirmed' }) }]);
      const record = await get(who, 'order', late.results[0]!.canonicalId!);
      expect(record).toMatchObject({ status: 'fulfilled', last_source_update_at: T2, external_ids: { shop: 'o-1', erp: 'E1' } });
    });

    it('equal source times give the same winner whichever system arrives first', async () => {
      const shopValues = sampleRecord('customer', 1, T1, { first_name: 'Shop', phone: '111' });
      const crmValues = sampleRecord('customer', 1, T1, { first_name: 'Crm', phone: '222', last_name: 'Z' });
      const results: Rec[] = [];
      for (const order of [['shop', 'crm'], ['crm', 'shop']] as const) {
        const who = await tenant();
        for (const system of order) {
          await upsertAll(t.knex, who.customerId, 'customer', system, [{ externalId: `${system}-1`, record: system === 'shop' ? shopValues : crmValues }]);
        }
        results.push((await list(who, 'customer'))[0]!);
      }
      const strip = ({ canonical_id: _i, created_at: _c, updated_at: _u, ...rest }: Rec) => rest;
      expect(strip(results[0]!)).toEqual(strip(results[1]!));
      // Ties go to the system whose name sorts first.
      expect(results[0]).toMatchObject({ first_name: 'Crm', phone: '222', last_name: 'Z' });
    });

    it('merges one customer across three systems, each field from its newest source', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'customer', 'shopify', [
        { externalId: 'gid://shopify/Customer/1', record: { email: 'Ada@Example.com', first_name: 'Ada', phone: '+44 1', accepts_marketing: true, last_source_update_at: T1 } },
      ]);
      await upsertAll(t.knex, who.customerId, 'customer', 'salesforce', [
        { externalId: '0035g00000AbCdE', record: { email: 'ada@example.com', first_name: 'Augusta Ada', last_name: 'King', phone: '+44 2', last_source_update_at: T3 } },
      ]);
      const last = await upsertAll(t.knex, who.customerId, 'customer', 'stripe', [
        { externalId: 'cus_Nx1', record: { email: 'ADA@EXAMPLE.COM', last_name: 'Lovelace', company_name: 'Analytical Engines', accepts_marketing: false, last_source_update_at: T2 } },
      ]);
      const records = await list(who, 'customer');
      expect(records).toHaveLength(1);
      expect(records[0]).toEqual({
        canonical_id: last.results[0]!.canonicalId,
        email: 'ada@example.com',
        first_name: 'Augusta Ada',
        last_name: 'King',
        company_name: 'Analytical Engines',
        phone: '+44 2',
        account_id: null,
        accepts_marketing: false,
        external_ids: { shopify: 'gid://shopify/Customer/1', salesforce: '0035g00000AbCdE', stripe: 'cus_Nx1' },
        last_source_update_at: T3,
        created_at: expect.any(String),
        updated_at: last.updatedAt,
        deleted_at: null,
        merged_into: null,
      });
    });

    it('timestamps with an offset are stored and returned in UTC with microseconds', async () => {
      const who = await tenant();
      const s = await upsertAll(t.knex, who.customerId, 'order', 'shop', [
        { externalId: 'o-9', record: sampleRecord('order', 9, '2026-03-01T12:00:00.1234567+02:00', { placed_at: '2026-02-28T23:30:00-01:30' }) },
      ]);
      const record = await get(who, 'order', s.results[0]!.canonicalId!);
      expect(record).toMatchObject({ placed_at: '2026-03-01T01:00:00.000000Z', last_source_update_at: '2026-03-01T10:00:00.123456Z' });
    });
  });

  describe('publishing', () => {
    it('an upsert that changes nothing keeps updated_at and reports unchanged', async () => {
      const who = await tenant();
      const rec = { externalId: 'o-1', record: sampleRecord('order', 1, T1) };
      const first = await upsertAll(t.knex, who.customerId, 'order', 'shop', [rec]);
      const again = await upsertAll(t.knex, who.customerId, 'order', 'shop', [rec]);
      expect(again.results[0]!.outcome).toBe('unchanged');
      expect((await get(who, 'order', first.results[0]!.canonicalId!)).updated_at).toBe(first.updatedAt);
    });

    it('a newer source time with the same values publishes nothing', async () => {
      const who = await tenant();
      const first = await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, T1) }]);
      const again = await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, T2) }]);
      expect(again.results[0]!.outcome).toBe('unchanged');
      const record = await get(who, 'order', first.results[0]!.canonicalId!);
      expect(record).toMatchObject({ updated_at: first.updatedAt, last_source_update_at: T1 });
    });

    it('the newer source time is still remembered: an older change that arrives later loses', async () => {
      const who = await tenant();
      await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, T1) }]);
      await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, T3) }]);
      const stale = await upsertAll(t.knex, who.customerId, 'order', 'erp', [{ externalId: 'e-1', record: sampleRecord('order', 1, T2, { status: 'cancelled' }) }]);
      expect((await get(who, 'order', stale.results[0]!.canonicalId!)).status).toBe('pending');
    });

    it('every change moves updated_at strictly forward', async () => {
      const who = await tenant();
      const stamps: string[] = [];
      for (let i = 0; i < 5; i++) {
        const s = await upsertAll(t.knex, who.customerId, 'order', 'shop', [{ externalId: 'o-1', record: sampleRecord('order', 1, T1, { total_cents: i }) }, { externalId: `n-${i}`, record: sampleRecord('order', 100 + i, T1) }]);
        stamps.push(s.updatedAt);
      }
      expect([...stamps].sort()).toEqual(stamps);
      expect(new Set(stamps).size).toBe(5);
    });
  });

  describe('merging two stored records', () => {
    async function twoCustomers(who: Tenant) {
      const shop = await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: 's-1', record: sampleRecord('customer', 1, T1, { phone: '111' }) }]);
      const crm = await upsertAll(t.knex, who.customerId, 'customer', 'crm', [{ externalId: 'c-1', record: sampleRecord('customer', 2, T1, { last_name: 'Crm' }) }]);
      // The CRM now says its contact has the shop customer's email: the two records are one person.
      const merge = await upsertAll(t.knex, who.customerId, 'customer', 'crm', [{ externalId: 'c-1', record: { email: 'PERSON1@example.com', last_source_update_at: T2 } }]);
      return { survivor: shop.results[0]!.canonicalId!, loser: crm.results[0]!.canonicalId!, merge };
    }

    it('keeps the older record, with the fields and external ids of both', async () => {
      const who = await tenant();
      const { survivor, loser, merge } = await twoCustomers(who);
      expect(merge.merged).toEqual([{ mergedId: loser, survivorId: survivor }]);
      expect(merge.results[0]).toMatchObject({ outcome: 'updated', canonicalId: survivor });
      const records = await list(who, 'customer');
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ canonical_id: survivor, email: 'PERSON1@example.com', last_name: 'Crm', phone: '111', external_ids: { shop: 's-1', crm: 'c-1' } });
    });

    it('answers the merged-away id with its tombstone, merged_into naming the survivor, and lists it only with include_deleted', async () => {
      const who = await tenant();
      const { survivor, loser } = await twoCustomers(who);
      const res = await t.request(`/api/public/data/customer/${loser}`, { key: who.key });
      expect(res.status).toBe(200);
      const tombstone = (await res.json()) as Record<string, unknown>;
      expect(tombstone).toMatchObject({ canonical_id: loser, merged_into: survivor, external_ids: {}, last_name: 'Crm' });
      expect(tombstone.deleted_at).toBe(tombstone.updated_at);
      expect((await list(who, 'customer')).map((r) => r.canonical_id)).toEqual([survivor]);
      const all = await t.request('/api/public/data/customer?include_deleted=true', { key: who.key });
      const rows = ((await all.json()) as { data: Array<Record<string, unknown>> }).data;
      expect(rows.map((r) => [r.canonical_id, r.merged_into ?? null]).sort()).toEqual([[loser, survivor], [survivor, null]].sort());
    });

    it('answers the merged-away id with 404 record_not_found naming the survivor once its tombstone is purged', async () => {
      const who = await tenant();
      const { survivor, loser } = await twoCustomers(who);
      // 29 days old: kept; 31 days old: purged by the retention pass.
      await t.knex('canonical_records').where({ canonical_id: loser }).update({ deleted_at: t.knex.raw("clock_timestamp() - interval '29 days'") });
      expect(await purgeTombstones(t.knex, 30)).toBe(0);
      await t.knex('canonical_records').where({ canonical_id: loser }).update({ deleted_at: t.knex.raw("clock_timestamp() - interval '31 days'") });
      expect(await purgeTombstones(t.knex, 30)).toBe(1);
      const res = await t.request(`/api/public/data/customer/${loser}`, { key: who.key });
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect([res.status, body.error.code]).toEqual([404, 'record_not_found']);
      expect(body.error.message).toBe(`customer record '${loser}' was merged into '${survivor}'; read that record instead`);
      expect((await get(who, 'customer', survivor)).canonical_id).toBe(survivor);
    });

    it('links a second id of one system whose record is identical, so deleting the first leaves the record under the second', async () => {
      const who = await tenant();
      const first = await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: 's-1', record: sampleRecord('customer', 7, T1) }]);
      const id = first.results[0]!.canonicalId!;
      // The shop's data holds the same customer twice: nothing about the record changes, but s-2 must find it.
      const second = await upsertAll(t.knex, who.customerId, 'customer', 'shop', [{ externalId: 's-2', record: sampleRecord('customer', 7, T1) }]);
      expect(second.results[0]).toMatchObject({ outcome: 'unchanged', canonicalId: id });
      const gone = await deleteCanonical(t.knex, { customerId: who.customerId, entity: 'customer', system: 'shop' }, [{ externalId: 's-1' }]);
      expect(gone.applied).toBe(1);
      expect(await get(who, 'customer', id)).toMatchObject({ canonical_id: id, deleted_at: null, external_ids: { shop: 's-2' } });
      await deleteCanonical(t.knex, { customerId: who.customerId, entity: 'customer', system: 'shop' }, [{ externalId: 's-2' }]);
      expect((await get(who, 'customer', id)).deleted_at).not.toBeNull();
    });

    it("sends the loser's external ids to the survivor from then on", async () => {
      const who = await tenant();
      const { survivor } = await twoCustomers(who);
      const later = await upsertAll(t.knex, who.customerId, 'customer', 'crm', [{ externalId: 'c-1', record: { phone: '999', last_source_update_at: T3 } }]);
      expect(later.results[0]!.canonicalId).toBe(survivor);
      expect((await get(who, 'customer', survivor)).phone).toBe('999');
    });

    it('rewrites a reference to the merged-away id to the survivor', async () => {
      const who = await tenant();
      const { survivor, loser } = await twoCustomers(who);
      const inv = await upsertAll(t.knex, who.customerId, 'invoice', 'billing', [{ externalId: 'b-1', record: sampleRecord('invoice', 1, T1, { customer_id: loser }) }]);
      expect((await get(who, 'invoice', inv.results[0]!.canonicalId!)).customer_id).toBe(survivor);
    });
  });

  describe('references', () => {
    it('an external reference resolves to the canonical_id of the record with that external id', async () => {
      const who = await tenant();
      const { orderId } = await parents(who);
      const line = await upsertAll(t.knex, who.customerId, 'order_line_item', 'shop', [
        { externalId: 'l-1', record: sampleRecord('order_line_item', 1, T1, { order_id: { external_id: 'o-1' } }) },
      ]);
      expect((await get(who, 'order_line_item', line.results[0]!.canonicalId!)).order_id).toBe(orderId);
    });

    it("an external reference can name another system's id", async () => {
      const who = await tenant();
      const pay = await upsertAll(t.knex, who.customerId, 'payment', 'stripe', [{ externalId: 'ch_1', record: sampleRecord('payment', 1, T1) }]);
      const refund = await upsertAll(t.knex, who.customerId, 'refund', 'helpdesk', [
        { externalId: 'r-1', record: sampleRecord('refund', 1, T1, { payment_id: { system: 'stripe', external_id: 'ch_1' } }) },
      ]);
      expect((await get(who, 'refund', refund.results[0]!.canonicalId!)).payment_id).toBe(pay.results[0]!.canonicalId);
    });

    it('a record naming a canonical_id that does not exist is rejected, naming the field', async () => {
      const who = await tenant();
      const missing = '0190a000-0000-7000-8000-000000000000';
      const s = await upsertCanonical(t.knex, { customerId: who.customerId, entity: 'payment', system: 'stripe' }, [{ externalId: 'p', record: sampleRecord('payment', 1, T1, { invoice_id: missing }) }]);
      expect(s.results[0]).toEqual({ externalId: 'p', outcome: 'rejected', errors: [`/invoice_id names invoice '${missing}', which does not exist`] });
      expect(await list(who, 'payment')).toEqual([]);
    });

    it('a reference that is not a plain UUID or an external reference is rejected, naming the field', async () => {
      const who = await tenant();
      const s = await upsertCanonical(t.knex, { customerId: who.customerId, entity: 'payment', system: 'stripe' }, [
        { externalId: 'p', record: sampleRecord('payment', 1, T1, { invoice_id: 'urn:uuid:0190a000-0000-7000-8000-000000000000' }) },
      ]);
      expect(s.results[0]!.errors).toEqual(['/invoice_id must be a canonical_id (UUID) or an object {external_id, system?}']);
    });

    it('a new line item whose order is not stored yet is rejected, and accepted once the order is', async () => {
      const who = await tenant();
      const line = { externalId: 'l-1', record: sampleRecord('order_line_item', 1, T1, { order_id: { external_id: 'o-1' } }) };
      const early = await upsertCanonical(t.knex, { customerId: who.customerId, entity: 'order_line_item', system: 'shop' }, [line]);
      expect(early.results[0]!.outcome).toBe('rejected');
      expect(early.results[0]!.errors).toEqual(["/order_id: no order has external id 'o-1' in system 'shop' yet; send this record again once it is stored"]);
      const { orderId } = await parents(who);
      const late = await upsertAll(t.knex, who.customerId, 'order_line_item', 'shop', [line]);
      expect((await get(who, 'order_line_item', late.results[0]!.canonicalId!)).order_id).toBe(orderId);
    });
  });

  describe('validation', () => {
    it('rejects an invalid record with messages naming each field and stores the valid ones of the batch', async () => {
      const who = await tenant();
      const s = await upsertCanonical(t.knex, { customerId: who.customerId, entity: 'order', system: 'shop' }, [
        { externalId: 'bad', record: { order_number: 'SO-1', status: 'lost', total_cents: 12.5, currency: 'eur', placed_at: 'yesterday', last_source_update_at: T1, colour: 'red' } },
        { externalId: 'good', record: sampleRecord('order', 2, T1) },
      ]);
      expect(s.results[0]).toEqual({
        externalId: 'bad',
        outcome: 'rejected',
        errors: [
          '/ has unknown field "colour"',
          '/status must be one of pending, confirmed, paid, partially_fulfilled, fulfilled, cancelled, refunded',
          '/total_cents must be integer',
          '/currency must be an ISO 4217 currency code (three capital letters)',
          '/placed_at must be an ISO 8601 date-time with a zone, e.g. "2024-05-01T12:00:00Z"',
        ],
      });
      expect(s.results[1]!.outcome).toBe('created');
      expect((await list(who, 'order')).map((r) => r.external_ids)).toEqual([{ shop: 'good' }]);
    });

    it('rejects a record missing a required field or its last_source_update_at', async () => {
      const who = await tenant();
      const s = await upsertCanonical(t.knex, { customerId: who.customerId, entity: 'order', system: 'shop' }, [{ externalId: 'x', record: { order_number: 'SO-1', status: 'paid', currency: 'EUR', placed_at: T1 } }]);
      expect(s.results[0]!.errors).toEqual(['/total_cents is required', '/last_source_update_at is required']);
    });

    it('rejects a NUL character, which the database cannot store, naming the field', async () => {
      const who = await tenant();
      const s = await upsertCanonical(t.knex, { customerId: who.customerId, entity: 'order', system: 'shop' }, [
        { externalId: 'x', record: sampleRecord('order', 1, T1, { order_number: 'SO-\u00001' }) },
        { externalId: 'y\u0000', record: sampleRecord('order', 2, T1) },
      ]);
      expect(s.results.map((r) => r.errors)).toEqual([['/order_number contains a NUL character'], ['externalId contains a NUL character']]);
    });

    it('rejects store-owned fields in an incoming record', async () => {
      const who = await tenant();
      const s = await upsertCanonical(t.knex, { customerId: who.customerId, entity: 'order', system: 'shop' }, [{ externalId: 'x', record: { ...sampleRecord('order', 1, T1), canonical_id: '0190a000-0000-7000-8000-000000000000' } }]);
      expect(s.results[0]!.errors).toEqual(['/ has unknown field "canonical_id"']);
    });
  });
});
