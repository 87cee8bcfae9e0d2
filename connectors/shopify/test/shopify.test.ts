// The shopify connector against the local Shopify (localServer.ts): every entity mapped field by field, nested lists
// longer than their first page, a full read then incremental reads that take exactly what changed (and deleted
// products), the GraphQL cost throttle and a 429 waited out, and failures classified. Runs with `node --test` on
// the build (npm test).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { JsonValue } from '@sluice/connector-sdk';
import { canonicalProblems } from '@sluice/connector-sdk/canonical';
import { assertMatch, connectorTester, failureOf } from '@sluice/connector-sdk/testing';
import connector from '../dist/index.js';
import { startLocalShopify, type LocalShopify } from './localServer.js';

type Obj = Record<string, unknown>;
const ref = (id: unknown) => ({ external_id: String(id) });
/**
 * Waits into the next whole second. Shopify's times are whole seconds: a change read in the second it was made may
 * be read again by the next pass (a second change in that second would look the same), so tests that expect
 * nothing repeated read after the second of their changes has passed.
 */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
const ENTITIES = ['customer', 'product', 'product_variant', 'order', 'order_line_item', 'shipment', 'inventory'];

describe('shopify connector, against a local Shopify', () => {
  let shopify: LocalShopify;
  const tester = connectorTester(connector);

  before(async () => {
    shopify = await startLocalShopify();
  });
  after(() => shopify?.close());

  const config = (extra: Obj = {}) => ({ shop: shopify.shop, api_base_url: shopify.url, page_size: 10, ...extra });
  const read = (entity: string, cursor: JsonValue | null = null, extra: Obj = {}) =>
    tester.read(entity, { config: config(extra), credentials: { access_token: shopify.accessToken }, cursor });
  const check = (extra: Obj = {}, token = shopify.accessToken) => tester.check({ config: config(extra), credentials: { access_token: token } });
  const since = (from: number) => shopify.requests.slice(from);

  describe('mapping, one object of each type field by field', () => {
    it('customer: email, marketing consent, phone and company from their default records', async () => {
      const c = shopify.customers()[11]!; // shopper 12
      const { records } = await read('customer');
      assert.deepEqual(records.find((r) => r.external_id === c.id)!.data, {
        email: 'shopper12@example.com',
        first_name: 'Shopper12',
        last_name: 'Family12',
        company_name: 'Laden 12 KG',
        phone: '+49405550012',
        accepts_marketing: true,
        last_source_update_at: c.updatedAt,
      });
      assertMatch(records.find((r) => r.external_id === shopify.customers()[0]!.id)!.data, { accepts_marketing: false, phone: null, company_name: null });
    });

    it('product and product_variant: statuses, a variant named after its product, the price in cents', async () => {
      const [cup, apron, , kettle] = shopify.products();
      const products = await read('product');
      assert.deepEqual(products.records.find((r) => r.external_id === kettle!.id)!.data, {
        name: 'Old kettle',
        description: 'Old kettle, as sold in the shop.',
        status: 'archived',
        last_source_update_at: kettle!.updatedAt,
      });
      const variants = await read('product_variant');
      const medium = (apron!.variants as Obj[])[1]!;
      assert.deepEqual(variants.records.find((r) => r.external_id === medium.id)!.data, {
        product_id: ref(apron!.id),
        sku: 'APRON-M',
        name: 'Apron / M',
        price_cents: 2450,
        currency: 'EUR',
        status: 'active',
        last_source_update_at: medium.updatedAt,
      });
      const only = (cup!.variants as Obj[])[0]!;
      assertMatch(variants.records.find((r) => r.external_id === only.id)!.data, { name: 'Espresso cup', sku: 'CUP-1', price_cents: 990 });
    });

    it('order, order_line_item and shipment: a fulfilled, delivered order and its lines', async () => {
      const order = shopify.orders()[7]!; // order 8: paid, fulfilled, delivered, three lines
      const line = (order.lineItems as Obj[])[0]!;
      const fulfillment = (order.fulfillments as Obj[])[0]!;
      const blend3 = (shopify.products()[4]!.variants as Obj[])[2]!;
      const orders = await read('order');
      assert.deepEqual(orders.records.find((r) => r.external_id === order.id)!.data, {
        order_number: order.name,
        status: 'fulfilled',
        total_cents: 1425 + 1525 * 2 + 1625,
        currency: 'EUR',
        placed_at: order.processedAt,
        last_source_update_at: order.updatedAt,
      });
      const lines = await read('order_line_item');
      assert.deepEqual(lines.records.find((r) => r.external_id === line.id)!.data, {
        order_id: ref(order.id),
        product_variant_id: ref(blend3.id),
        sku: 'BEANS-3',
        name: 'Blend 3 (order 8)',
        quantity: 1,
        unit_price_cents: 1425,
        total_cents: 1425,
        currency: 'EUR',
        last_source_update_at: order.updatedAt,
      });
      const shipments = await read('shipment');
      assert.deepEqual(shipments.records.find((r) => r.external_id === fulfillment.id)!.data, {
        order_id: ref(order.id),
        carrier: 'DHL Express',
        tracking_number: 'JD014600000008',
        status: 'delivered',
        shipped_at: fulfillment.inTransitAt,
        delivered_at: fulfillment.deliveredAt,
        last_source_update_at: fulfillment.updatedAt,
      });
    });

    it('order statuses: cancelled, refunded, partially fulfilled, paid, confirmed, pending', async () => {
      const { records } = await read('order');
      const statusOf = (n: number) => records.find((r) => r.external_id === shopify.orders()[n - 1]!.id)!.data.status;
      assert.deepEqual([6, 5, 4, 1, 3, 2].map(statusOf), ['cancelled', 'refunded', 'partially_fulfilled', 'paid', 'confirmed', 'pending']);
    });

    it('inventory: a level per item and location, its quantities, and the variant it counts', async () => {
      const item = shopify.inventoryItems()[1]!; // Apron S, stocked in Berlin only
      const level = (item.levels as Obj[])[0]!;
      const { records } = await read('inventory');
      assert.deepEqual(records.find((r) => r.external_id === level.id)!.data, {
        product_variant_id: ref((item.variant as Obj).id),
        sku: 'APRON-S',
        location: 'Berlin warehouse',
        quantity_on_hand: 11,
        quantity_available: 9,
        last_source_update_at: level.updatedAt,
      });
    });

    it('every record of every entity is valid against its canonical schema, nested lists read past their first page', async () => {
      const from = shopify.requests.length;
      const counts: Record<string, number> = {};
      for (const entity of ENTITIES) {
        const { records } = await read(entity);
        counts[entity] = records.length;
        for (const r of records) assert.deepEqual(canonicalProblems(entity, r.data), [], `${entity} ${r.external_id}`);
      }
      const variants = shopify.products().reduce((n, p) => n + (p.variants as Obj[]).length, 0);
      const lines = shopify.orders().reduce((n, o) => n + (o.lineItems as Obj[]).length, 0);
      const levels = shopify.inventoryItems().reduce((n, i) => n + (i.levels as Obj[]).length, 0);
      assertMatch(counts, { customer: 25, product_variant: variants, order: 30, order_line_item: lines, inventory: levels });
      // The 25 variants of one product, the 23 lines of one order and the 14 levels of one item came in more pages.
      const operations = new Set(since(from).map((r) => r.operation));
      for (const operation of ['SluiceProductVariants', 'SluiceOrderLines', 'SluiceInventoryLevels']) assert.ok(operations.has(operation), operation);
    });
  });

  describe('incremental reads', () => {
    it('after a full read, takes exactly the customers changed or created since, then nothing', async () => {
      const all = shopify.customers();
      const first = await read('customer');
      assert.deepEqual(first.ids, all.map((c) => c.id));
      const firstQueries = shopify.requests.filter((r) => r.operation === 'SluiceCustomers').slice(-3);
      assert.deepEqual(firstQueries.map((r) => r.variables.query), [null, null, null]);

      shopify.update(all[4]!.id as string, { lastName: 'Renamed' });
      shopify.update(all[17]!.id as string, { defaultEmailAddress: { emailAddress: 'shopper18-new@example.com', marketingState: 'SUBSCRIBED' } });
      const added = shopify.createCustomer({ firstName: 'Newcomer', defaultEmailAddress: { emailAddress: 'newcomer@example.com', marketingState: 'NOT_SUBSCRIBED' } });
      await nextSecond();

      const before = shopify.requests.length;
      const second = await read('customer', first.last);
      assert.deepEqual(second.ids, [all[4]!.id, all[17]!.id, added.id]);
      assertMatch(second.records[1]!.data, { email: 'shopper18-new@example.com', accepts_marketing: true });
      // Shopify narrowed the list to what changed since the first read began.
      assert.match(String(since(before)[0]!.variables.query), /^updated_at:>='\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ'$/);

      const third = await read('customer', second.last);
      assert.deepEqual(third.ids, []);
      shopify.update(all[4]!.id as string, { lastName: 'Renamed again' });
      assert.deepEqual((await read('customer', third.last)).ids, [all[4]!.id]);
    });

    it('a second change in the very second of the read that took the first is read too', async () => {
      const all = shopify.customers();
      // The test before changed a customer at its end: read from a second of our own, or that change (in the very
      // second this test's first read starts) is read again with ours, as it should be.
      await nextSecond();
      const start = await read('customer');
      await nextSecond();
      shopify.update(all[6]!.id as string, { lastName: 'First change' });
      const first = await read('customer', start.last);
      assert.deepEqual(first.ids, [all[6]!.id]);
      shopify.update(all[6]!.id as string, { lastName: 'Second change' }); // most likely the same updatedAt
      const second = await read('customer', first.last);
      assert.deepEqual(second.records.map((r) => [r.external_id, r.data.last_name]), [[all[6]!.id, 'Second change']]);
    });

    it('a deleted product arrives as a deletion; a changed variant re-reads its product\'s variants', async () => {
      const first = await read('product');
      const [, apron, , , , gift] = shopify.products();
      shopify.deleteProduct(gift!.id as string);
      const second = await read('product', first.last);
      assert.deepEqual([second.ids, second.deletions.map((d) => d.external_id)], [[], [gift!.id]]);

      const variants = await read('product_variant');
      shopify.update((apron!.variants as Obj[])[2]!.id as string, { price: '26.00' });
      const changed = await read('product_variant', variants.last);
      assert.deepEqual(changed.ids, (apron!.variants as Obj[]).map((v) => v.id));
      assertMatch(changed.records[2]!.data, { price_cents: 2600 });
    });

    it('a changed line re-reads its order\'s lines; a changed stock level is read alone', async () => {
      const lines = await read('order_line_item');
      const order = shopify.orders()[2]!;
      shopify.update((order.lineItems as Obj[])[0]!.id as string, { quantity: 5 });
      assert.deepEqual((await read('order_line_item', lines.last)).ids, (order.lineItems as Obj[]).map((l) => l.id));

      const stock = await read('inventory');
      const level = (shopify.inventoryItems()[3]!.levels as Obj[])[0]!;
      shopify.update(level.id as string, { quantities: [{ name: 'on_hand', quantity: 0 }, { name: 'available', quantity: 0 }] });
      const changed = await read('inventory', stock.last);
      assert.deepEqual(changed.ids, [level.id]);
      assertMatch(changed.records[0]!.data, { quantity_on_hand: 0, quantity_available: 0 });
    });

    it('refuses a checkpoint that is not its own', async () => {
      assert.equal((await failureOf(read('customer', { phase: 'events' }))).kind, 'config');
    });
  });

  describe('throttling and failures', () => {
    it('waits out a THROTTLED answer for the bucket to refill, and reads everything', async () => {
      // A page costs 12 points; at 10 a second the bucket needs about 2 s.
      shopify.throttle({ currentlyAvailable: 0, restoreRate: 10 });
      const from = shopify.requests.length;
      const { ids } = await read('customer');
      assert.equal(ids.length, shopify.customers().length);
      const seen = since(from);
      assertMatch(seen[0], { operation: 'SluiceCustomers', throttled: true });
      assertMatch(seen[1], { operation: 'SluiceCustomers', throttled: false, status: 200 });
      assert.deepEqual(seen[1]!.variables, seen[0]!.variables);
      shopify.throttle({ currentlyAvailable: 2000, restoreRate: 100 });
    });

    it('paces its queries by the cost the last answer reported, so a small bucket is never overrun', async () => {
      // Each page of 20 costs 22 points; the bucket holds 30, so the second query must wait for it to refill.
      shopify.throttle({ maximumAvailable: 30, currentlyAvailable: 30, restoreRate: 100 });
      try {
        const from = shopify.requests.length;
        const { ids } = await read('customer', null, { page_size: 20 });
        assert.equal(ids.length, shopify.customers().length);
        assert.deepEqual(since(from).filter((r) => r.throttled), []);
      } finally {
        shopify.throttle({ maximumAvailable: 2000, currentlyAvailable: 2000, restoreRate: 100 });
      }
    });

    it('a bucket that would take longer than max_retry_after_seconds to refill is a quota failure carrying the wait', async () => {
      // A page of 100 costs 102 points: at 1 a second, longer than the 30 s the connector waits.
      shopify.throttle({ currentlyAvailable: 0, restoreRate: 1 });
      try {
        const failure = await failureOf(read('customer', null, { page_size: 100 }));
        assert.equal(failure.kind, 'quota');
        assert.ok((failure.retryAfterSeconds ?? 0) > 30);
        assert.ok(failure.message.includes('Shopify throttled SluiceCustomers'));
      } finally {
        shopify.throttle({ currentlyAvailable: 2000, restoreRate: 100 });
      }
    });

    it('waits out a 429 for its Retry-After ("1.0") and reads everything', async () => {
      shopify.rateLimit(1, '1.0');
      const from = shopify.requests.length;
      assert.equal(((await read('order')).ids).length, 30);
      assert.deepEqual(since(from).map((r) => r.status).slice(0, 2), [429, 200]);
    });

    it('a refused token is an auth failure; a 503 is transient; an unreachable origin is transient', async () => {
      const refused = await failureOf(check({}, 'shpat_wrong'));
      assert.equal(refused.kind, 'auth');
      assert.ok(refused.message.includes('answered 401'));
      shopify.failNext(1, 503);
      assert.equal((await failureOf(check())).kind, 'transient');
      assert.equal((await failureOf(check({ api_base_url: 'http://127.0.0.1:9' }))).kind, 'transient');
    });
  });
});
