// The public data API (docs/canonical-model.md, docs/design.md "Ordering guarantees"): the envelope, the sync order,
// tenant scoping, the error answers, `fields` projection, `updated_since` at microsecond precision and cursors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemo, type DemoSetup } from '../src/cli/demo.js';
import { ENTITY_TYPES, fieldOrder } from '../src/domain/canonical/entities.js';
import { deleteCanonical } from '../src/domain/canonical/upsert/index.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { seedFlowDeps, seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { expectError } from './support/expectError.js';

type Rec = Record<string, unknown> & { canonical_id: string; updated_at: string };
interface ListBody {
  entity: string;
  count: number;
  next_cursor: string | null;
  fields: string[] | null;
  data: Rec[];
}
const T1 = '2026-03-01T10:00:00.000000Z';
const ORDERS = 12;

describe('public data API', () => {
  let t: TestServer;
  let a: Tenant;
  let b: Tenant;
  let orderIds: string[]; // a's orders, in sync order
  let bOrderId: string;
  let customerId: string; // a's one customer record
  let demo: DemoSetup;

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { read: 100_000 } });
    demo = (await ensureDemo(t.knex, t.secrets, async () => {}, seedFlowDeps()))!; // first: the demo is made only in an empty database
    a = await seedTenant(t.knex, { name: 'Data A' });
    b = await seedTenant(t.knex, { name: 'Data B' });
    // Three batches: records within a batch share updated_at, so the order inside a batch is canonical_id order.
    for (let batch = 0; batch < 3; batch++) {
      const records = Array.from({ length: ORDERS / 3 }, (_, i) => {
        const n = batch * 10 + i;
        return { externalId: `o-${n}`, record: sampleRecord('order', n, T1) };
      });
      await upsertAll(t.knex, a.customerId, 'order', 'shop', records);
    }
    const rows = await t.knex('canonical_records').where({ customer_id: a.customerId, entity: 'order' }).orderBy([{ column: 'updated_at' }, { column: 'canonical_id' }]).select('canonical_id');
    orderIds = rows.map((r: { canonical_id: string }) => r.canonical_id);
    bOrderId = (await upsertAll(t.knex, b.customerId, 'order', 'shop', [{ externalId: 'o-0', record: sampleRecord('order', 0, T1) }])).results[0]!.canonicalId!;
    customerId = (await upsertAll(t.knex, a.customerId, 'customer', 'shop', [{ externalId: 'c-1', record: sampleRecord('customer', 1, T1) }])).results[0]!.canonicalId!;
  });
  afterAll(() => t?.close());

  async function list(path: string, key = a.key): Promise<ListBody> {
    const res = await t.request(path, { key });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    return body as ListBody;
  }

  describe('listing', () => {
    it('answers the envelope {entity, count, next_cursor, fields, data} with complete records in sync order', async () => {
      const body = await list('/api/public/data/order');
      expect(Object.keys(body)).toEqual(['entity', 'count', 'next_cursor', 'fields', 'data']);
      expect(body).toMatchObject({ entity: 'order', count: ORDERS, next_cursor: null, fields: null });
      expect(body.data.map((r) => r.canonical_id)).toEqual(orderIds);
      for (const r of body.data) expect(Object.keys(r)).toEqual(fieldOrder('order'));
    });

    it('returns the order fields of the canonical model with their values', async () => {
      const body = await list('/api/public/data/order?limit=1');
      expect(body.data[0]).toEqual({
        canonical_id: orderIds[0],
        order_number: expect.stringMatching(/^SO-\d+$/),
        status: 'pending',
        total_cents: expect.any(Number),
        currency: 'EUR',
        placed_at: '2026-01-01T00:00:00.000000Z',
        external_ids: { shop: expect.stringMatching(/^o-\d+$/) },
        last_source_update_at: T1,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
        deleted_at: null,
        merged_into: null,
      });
    });

    it('writes every entity type\'s records as the single read does: each field, in schema order, escapes, absent fields and tombstones included', async () => {
      // The list writes records as JSON text from PostgreSQL's (pageJson.ts); the single read builds them from the
      // parsed row (recordBuilder). Both must give the same record, byte for byte once parsed, keys in order.
      const c = await seedTenant(t.knex, { name: 'Data C' });
      const tricky = 'Zoë "Z" O\'Brien \\ tab\t newline\n ✓ 🚀 \u2028 </script>';
      for (const entity of ENTITY_TYPES) {
        // ENTITY_TYPES puts order before its lines, which name it as a reference.
        const line = entity === 'order_line_item' ? { order_id: { external_id: 'order-1' } } : {};
        const extra = entity === 'customer' ? { first_name: tricky, company_name: null } : line;
        await upsertAll(t.knex, c.customerId, entity, 'shop', [
          { externalId: `${entity}-1`, record: sampleRecord(entity, 1, T1, extra) },
          { externalId: `${entity}-2`, record: sampleRecord(entity, 2, T1, line) },
        ]);
      }
      // Two kinds of tombstone: an order deleted, and a CRM customer merged into customer 2 (it takes that email).
      await deleteCanonical(t.knex, { customerId: c.customerId, entity: 'order', system: 'shop' }, [{ externalId: 'order-2' }]);
      await upsertAll(t.knex, c.customerId, 'customer', 'crm', [{ externalId: 'crm-3', record: sampleRecord('customer', 3, T1) }]);
      await upsertAll(t.knex, c.customerId, 'customer', 'crm', [{ externalId: 'crm-3', record: { email: 'person2@example.com', last_source_update_at: T1 } }]);
      for (const entity of ENTITY_TYPES) {
        const body = await list(`/api/public/data/${entity}?include_deleted=true`, c.key);
        expect(body.count, entity).toBe(entity === 'customer' ? 3 : 2);
        for (const r of body.data) {
          const one = await t.request(`/api/public/data/${entity}/${r.canonical_id}`, { key: c.key });
          const single = (await one.json()) as Rec;
          expect(Object.keys(r), entity).toEqual(fieldOrder(entity));
          expect(r, entity).toEqual(single);
        }
        const some = fieldOrder(entity).filter((_, i) => i % 2 === 1);
        const projected = await list(`/api/public/data/${entity}?include_deleted=true&fields=${some.join(',')}`, c.key);
        for (const [i, r] of projected.data.entries()) {
          expect(Object.keys(r)).toEqual(['canonical_id', ...some]);
          expect(r).toEqual(Object.fromEntries(Object.keys(r).map((k) => [k, body.data[i]![k]])));
        }
      }
      const customers = await list('/api/public/data/customer', c.key);
      expect(customers.data.find((r) => r.external_ids && (r.external_ids as Record<string, string>).shop === 'customer-1')).toMatchObject({ first_name: tricky, company_name: null });
      const orders = await list('/api/public/data/order?include_deleted=true', c.key);
      expect(orders.data.filter((r) => r.deleted_at !== null)).toMatchObject([{ merged_into: null }]);
      const everyCustomer = await list('/api/public/data/customer?include_deleted=true', c.key);
      expect(everyCustomer.data.filter((r) => r.merged_into !== null)).toMatchObject([{ deleted_at: expect.any(String), merged_into: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    });

    it('counts the records of the page, not of the whole set', async () => {
      const body = await list('/api/public/data/order?limit=5');
      expect([body.count, body.data.length]).toEqual([5, 5]);
      expect(body.next_cursor).toEqual(expect.any(String));
    });

    it('lists only the key\'s own customer\'s records', async () => {
      const body = await list('/api/public/data/order', b.key);
      expect(body.data.map((r) => r.canonical_id)).toEqual([bOrderId]);
    });

    it('lists an entity type with no records as an empty page', async () => {
      const body = await list('/api/public/data/refund');
      expect(body).toEqual({ entity: 'refund', count: 0, next_cursor: null, fields: null, data: [] });
    });

    it('answers an unknown entity type with 404 entity_not_found naming it', async () => {
      const { message } = await expectError(await t.request('/api/public/data/widgets', { key: a.key }), 404, 'entity_not_found');
      expect(message).toMatch(/^entity type 'widgets' does not exist; use one of customer, contact, .*inventory$/);
    });

    it('refuses limit=501 with 422 naming limit', async () => {
      const { message } = await expectError(await t.request('/api/public/data/order?limit=501', { key: a.key }), 422, 'validation_error');
      expect(message).toContain("'limit'");
    });

    it('requires the data:read scope', async () => {
      const flowsOnly = await seedKey(t.knex, a, ['flows:read']);
      const { message } = await expectError(await t.request('/api/public/data/order', { key: flowsOnly.key }), 403, 'forbidden');
      expect(message).toContain("'data:read'");
    });

    it('works through the generated client', async () => {
      const { data, response } = await t.client(a.key).GET('/api/public/data/order', { params: { query: { limit: 2 } } });
      expect(response.status).toBe(200);
      expect(data!.data.map((r) => r.canonical_id)).toEqual(orderIds.slice(0, 2));
      // Each entity type has its own typed page and record: projected fields keep their names and types.
      const projected = await t.client(a.key).GET('/api/public/data/order', { params: { query: { limit: 1, fields: 'order_number' } } });
      expect(projected.data!.fields).toEqual(['canonical_id', 'order_number']);
      const first = projected.data!.data[0]!;
      expect(Object.keys(first)).toEqual(['canonical_id', 'order_number']);
      const one = await t.client(a.key).GET('/api/public/data/order/{id}', { params: { path: { id: first.canonical_id } } });
      expect(one.response.status).toBe(200);
      expect(one.data!.order_number).toBe(first.order_number);
    });
  });

  describe('single record', () => {
    it('returns one complete record by canonical_id', async () => {
      const res = await t.request(`/api/public/data/customer/${customerId}`, { key: a.key });
      const body = (await res.json()) as Rec;
      expect(res.status).toBe(200);
      expect(Object.keys(body)).toEqual(fieldOrder('customer'));
      expect(body).toMatchObject({ canonical_id: customerId, email: 'person1@example.com', account_id: null, external_ids: { shop: 'c-1' } });
    });

    it('accepts the id in upper case', async () => {
      const res = await t.request(`/api/public/data/customer/${customerId.toUpperCase()}`, { key: a.key });
      expect(res.status).toBe(200);
    });

    it('accepts the id in its URN form', async () => {
      const res = await t.request(`/api/public/data/customer/urn:uuid:${customerId}`, { key: a.key });
      expect(((await res.json()) as Rec).canonical_id).toBe(customerId);
    });

    it("answers another customer's record with 404 record_not_found", async () => {
      const { message } = await expectError(await t.request(`/api/public/data/order/${bOrderId}`, { key: a.key }), 404, 'record_not_found');
      expect(message).toBe(`order record '${bOrderId}' does not exist`);
    });

    it('answers a record of another entity type with 404 record_not_found', async () => {
      await expectError(await t.request(`/api/public/data/order/${customerId}`, { key: a.key }), 404, 'record_not_found');
    });

    it('answers an unknown id with 404 record_not_found', async () => {
      await expectError(await t.request('/api/public/data/order/0190a000-0000-7000-8000-000000000000', { key: a.key }), 404, 'record_not_found');
    });

    it('answers an id that is not a UUID with 422 naming id', async () => {
      const { message } = await expectError(await t.request('/api/public/data/order/12345', { key: a.key }), 422, 'validation_error');
      expect(message).toBe("path parameter 'id' must be a UUID");
    });

    it('answers an unknown entity type with 404 entity_not_found', async () => {
      await expectError(await t.request(`/api/public/data/widgets/${customerId}`, { key: a.key }), 404, 'entity_not_found');
    });
  });

  // One operation per entity type: a data path naming no entity type matches no operation, and dispatch answers it.
  describe('paths that name no entity type', () => {
    it('authenticates before saying the entity type does not exist', async () => {
      await expectError(await t.request('/api/public/data/widgets'), 401, 'unauthorized');
      await expectError(await t.request(`/api/public/data/widgets/${customerId}`, { key: 'svc_not_a_key' }), 401, 'unauthorized');
    });

    it('names the decoded entity type, with or without a trailing slash', async () => {
      const { message } = await expectError(await t.request('/api/public/data/wid%20gets/', { key: a.key }), 404, 'entity_not_found');
      expect(message).toMatch(/^entity type 'wid gets' does not exist; use one of customer, contact, account, lead, opportunity, product, product_variant, order, order_line_item, invoice, payment, subscription, refund, shipment, inventory$/);
    });

    it('keeps the generic not_found for deeper paths and for a known entity type', async () => {
      const { message: deeper } = await expectError(await t.request(`/api/public/data/widgets/${customerId}/x`, { key: a.key }), 404, 'not_found');
      expect(deeper).toBe(`no endpoint at GET /api/public/data/widgets/${customerId}/x`);
      await expectError(await t.request(`/api/public/data/order/${customerId}/x`, { key: a.key }), 404, 'not_found');
    });
  });

  describe('fields', () => {
    it('returns canonical_id and exactly the named fields, in schema order, and lists them in the envelope', async () => {
      const body = await list('/api/public/data/order?fields=updated_at,total_cents,order_number');
      expect(body.fields).toEqual(['canonical_id', 'updated_at', 'total_cents', 'order_number']);
      expect(body.data).toHaveLength(ORDERS);
      for (const r of body.data) expect(Object.keys(r)).toEqual(['canonical_id', 'order_number', 'total_cents', 'updated_at']);
    });

    it('projects the same values the complete record has', async () => {
      const full = await list('/api/public/data/order');
      const narrow = await list('/api/public/data/order?fields=external_ids,status');
      expect(narrow.data).toEqual(full.data.map((r) => ({ canonical_id: r.canonical_id, status: r.status, external_ids: r.external_ids })));
    });

    it('fields=canonical_id returns only ids', async () => {
      const body = await list('/api/public/data/order?fields=canonical_id&limit=3');
      expect(body.data).toEqual(orderIds.slice(0, 3).map((id) => ({ canonical_id: id })));
    });

    it('ignores a repeated name', async () => {
      const body = await list('/api/public/data/order?fields=status,status&limit=1');
      expect(body.fields).toEqual(['canonical_id', 'status']);
    });

    it('answers an unknown field name with 422 naming it', async () => {
      const { message } = await expectError(await t.request('/api/public/data/order?fields=status,colour', { key: a.key }), 422, 'validation_error');
      expect(message).toBe(`query parameter 'fields' names unknown order field 'colour'; order fields are ${fieldOrder('order').join(', ')}`);
    });

    it("answers another entity's field name with 422 naming it", async () => {
      const { message } = await expectError(await t.request('/api/public/data/order?fields=email', { key: a.key }), 422, 'validation_error');
      expect(message).toContain("unknown order field 'email'");
    });

    it('answers an empty name (a stray comma) with 422', async () => {
      const { message } = await expectError(await t.request('/api/public/data/order?fields=status,', { key: a.key }), 422, 'validation_error');
      expect(message).toContain("query parameter 'fields' has an empty field name");
    });
  });

  describe('updated_since', () => {
    // Four records whose updated_at differ by one microsecond; the middle one's value is taken from a response.
    let sync: Tenant;
    let ids: string[];
    beforeAll(async () => {
      sync = await seedTenant(t.knex, { name: 'Micro', scopes: ['data:read'] });
      ids = [];
      for (let i = 0; i < 4; i++) {
        const s = await upsertAll(t.knex, sync.customerId, 'product', 'pim', [{ externalId: `p-${i}`, record: sampleRecord('product', i, T1) }]);
        ids.push(s.results[0]!.canonicalId!);
      }
      for (let i = 0; i < 4; i++) {
        await t.knex('canonical_records').where({ canonical_id: ids[i] }).update({ updated_at: `2026-04-01T08:00:00.12345${i + 1}Z` });
      }
    });

    it('returns the boundary record and everything newer, and nothing older, at microsecond precision', async () => {
      const all = await list('/api/public/data/product', sync.key);
      const boundary = all.data[2]!.updated_at;
      expect(boundary).toBe('2026-04-01T08:00:00.123453Z');
      const since = await list(`/api/public/data/product?updated_since=${encodeURIComponent(boundary)}`, sync.key);
      expect(since.data.map((r) => r.canonical_id)).toEqual([ids[2], ids[3]]);
    });

    it('compares instants, whatever zone the value is written in', async () => {
      const since = await list(`/api/public/data/product?updated_since=${encodeURIComponent('2026-04-01T10:00:00.123454+02:00')}`, sync.key);
      expect(since.data.map((r) => r.canonical_id)).toEqual([ids[3]]);
    });

    it('returns an empty page after the newest record', async () => {
      const since = await list(`/api/public/data/product?updated_since=${encodeURIComponent('2026-04-01T08:00:00.123455Z')}`, sync.key);
      expect(since).toMatchObject({ count: 0, next_cursor: null, data: [] });
    });

    it.each(['yesterday', '2026-04-01', '2026-04-01T08:00:00', '2026-02-30T00:00:00Z'])('answers updated_since=%s with 422 naming updated_since', async (value) => {
      const { message } = await expectError(await t.request(`/api/public/data/product?updated_since=${encodeURIComponent(value)}`, { key: sync.key }), 422, 'validation_error');
      expect(message).toContain("'updated_since'");
    });
  });

  describe('first-start demo', () => {
    it("lists the demo customer's sample orders and customers (what the README's curl shows)", async () => {
      const orders = await list('/api/public/data/order?fields=order_number,status,total_cents,currency', demo.key);
      expect(orders.data.map((r) => r.order_number).sort()).toEqual(['SO-5001', 'SO-5002', 'SO-5003', 'SO-5004', 'SO-5005', 'SO-5006']);
      const customers = await list('/api/public/data/customer', demo.key);
      expect(customers.data.map((r) => r.external_ids)).toEqual(expect.arrayContaining([{ sample: 'cust-1001' }]));
      expect(customers.count).toBe(4);
    });
  });

  describe('cursors', () => {
    it('a cursor continues with other fields', async () => {
      const first = await list('/api/public/data/order?limit=5');
      const second = await list(`/api/public/data/order?limit=5&fields=status&cursor=${first.next_cursor}`);
      expect(second.data.map((r) => r.canonical_id)).toEqual(orderIds.slice(5, 10));
    });

    it('a cursor used with another updated_since is 400 invalid_cursor', async () => {
      const first = await list('/api/public/data/order?limit=5');
      await expectError(await t.request(`/api/public/data/order?limit=5&updated_since=${encodeURIComponent(T1)}&cursor=${first.next_cursor}`, { key: a.key }), 400, 'invalid_cursor');
    });

    it('a cursor used on another entity type is 400 invalid_cursor', async () => {
      const first = await list('/api/public/data/order?limit=5');
      await expectError(await t.request(`/api/public/data/customer?cursor=${first.next_cursor}`, { key: a.key }), 400, 'invalid_cursor');
    });

    it("a cursor used with another customer's key is 400 invalid_cursor", async () => {
      const first = await list('/api/public/data/order?limit=5');
      await expectError(await t.request(`/api/public/data/order?cursor=${first.next_cursor}`, { key: b.key }), 400, 'invalid_cursor');
    });

    it('a modified cursor is 400 invalid_cursor', async () => {
      const first = await list('/api/public/data/order?limit=5');
      const [data, sig] = first.next_cursor!.split('.');
      const payload = JSON.parse(Buffer.from(data!, 'base64url').toString());
      payload.t = '1999-01-01T00:00:00.000000Z';
      const forged = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${sig}`;
      await expectError(await t.request(`/api/public/data/order?cursor=${forged}`, { key: a.key }), 400, 'invalid_cursor');
    });
  });
});
