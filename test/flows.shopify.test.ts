// The shopify connector in flows run by the real worker, against the local Shopify the connector's own tests use
// (connectors/shopify/test/localServer.ts): every entity read into the canonical layer through a rate limit, then only
// what changed; a refused credential fails the run at extract and degrades the connector. The connector's own
// behaviour is tested beside it, in connectors/shopify/test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalShopify, type LocalShopify } from '../connectors/shopify/test/localServer.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Obj = Record<string, unknown>;
const ENTITIES = ['customer', 'product', 'product_variant', 'order', 'order_line_item', 'shipment', 'inventory'];

describe('shopify flows, run by the worker', () => {
  let t: TestServer;
  let shopify: LocalShopify;

  beforeAll(async () => {
    [t, shopify] = await Promise.all([startTestServer({ queue: 'worker', connectors: runtimeOptions() }), startLocalShopify()]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await shopify?.close();
  });

  it('reads every entity into the canonical layer through a 429, references resolved, then only what changed', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    const source = await api.createConnector({ name: 'Shop', type: 'shopify', config: { shop: shopify.shop, api_base_url: shopify.url }, credentials: { access_token: shopify.accessToken } });
    const files = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'shopify-out' }, credentials: {} });
    const flow = await api.createFlow(source, files, ENTITIES);

    shopify.rateLimit(1, '1.0');
    const run = await api.finished(await api.trigger(flow));
    expect(run).toMatchObject({ status: 'succeeded', records_failed: 0 });
    expect(shopify.requests[0]!.status).toBe(429);

    const customers = await api.records('customer');
    expect(customers).toHaveLength(25);
    const twelve = shopify.customers()[11]!;
    expect(customers.find((c) => c.email === 'shopper12@example.com')).toMatchObject({ first_name: 'Shopper12', company_name: 'Laden 12 KG', external_ids: { shopify: twelve.id } });
    const order = shopify.orders()[7]!;
    const orders = await api.records('order');
    const canonicalOrder = orders.find((o) => (o.external_ids as Obj).shopify === order.id)!;
    const lines = (await api.records('order_line_item')).filter((l) => l.order_id === canonicalOrder.canonical_id);
    expect(lines.map((l) => l.sku).sort()).toEqual(['BEANS-3', 'BEANS-4', 'BEANS-5']);
    const shipment = (await api.records('shipment')).find((s) => s.order_id === canonicalOrder.canonical_id);
    expect(shipment).toMatchObject({ tracking_number: 'JD014600000008', status: 'delivered' });

    shopify.update(twelve.id as string, { lastName: 'Married' });
    const again = await api.finished(await api.trigger(flow));
    expect(again).toMatchObject({ status: 'succeeded', records_processed: 1 });
    expect((await api.records('customer')).find((c) => (c.external_ids as Obj).shopify === twelve.id)).toMatchObject({ last_name: 'Married' });
  }, 120_000);

  it('a refused token fails the run at extract and degrades the connector', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    const source = await api.createConnector({ name: 'Shop', type: 'shopify', config: { shop: shopify.shop, api_base_url: shopify.url }, credentials: { access_token: 'shpat_revoked_token_0001' } });
    const files = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'shopify-revoked' }, credentials: {} });
    const run = await api.finished(await api.trigger(await api.createFlow(source, files, ['customer'])));
    expect(run).toMatchObject({ status: 'failed', stage: 'extract', records_processed: 0 });
    expect(run.errors[0]).toMatchObject({ code: 'auth_failed', stage: 'extract' });
    expect(JSON.stringify(run)).not.toContain('shpat_revoked_token_0001');
    const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id: source } } });
    expect(data).toMatchObject({ status: 'degraded', last_error: { code: 'auth_failed' } });
  }, 60_000);
});
