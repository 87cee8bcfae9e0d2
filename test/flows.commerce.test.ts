// One customer's shop (Shopify) and billing (Stripe), each read by its own flow into the canonical layer: the same
// person, known to both by email (written differently), becomes one canonical customer with both external ids and
// the fields each system knows; everyone else stays apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalShopify, type LocalShopify } from '../connectors/shopify/test/localServer.js';
import { startLocalStripe, type LocalStripe } from '../connectors/stripe/test/localServer.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Obj = Record<string, unknown>;

describe('Stripe and Shopify sources of one customer', () => {
  let t: TestServer;
  let stripe: LocalStripe;
  let shopify: LocalShopify;

  beforeAll(async () => {
    [t, stripe, shopify] = await Promise.all([startTestServer({ queue: 'worker', connectors: runtimeOptions() }), startLocalStripe(), startLocalShopify()]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await Promise.all([stripe?.close(), shopify?.close()]);
  });

  it('merge customers by email into one canonical customer with two external ids', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    // She bought in the shop first (no phone given there), then subscribed with a phone number in billing.
    const shopper = shopify.createCustomer({
      firstName: 'Ada',
      lastName: 'Lovelace',
      defaultEmailAddress: { emailAddress: 'Ada.Lovelace@Example.com', marketingState: 'SUBSCRIBED' },
      defaultAddress: { company: 'Analytical Engines Ltd' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // a later second in Stripe's whole-second times
    const billed = stripe.create('customer', { email: 'ada.lovelace@example.com', individual_name: 'Ada Lovelace', name: 'Ada Lovelace', phone: '+44 20 7946 0001' });

    const files = await api.createConnector({ name: 'Warehouse', type: 'files', config: { path: 'commerce' }, credentials: {} });
    const billing = await api.createConnector({ name: 'Billing', type: 'stripe', config: { api_base_url: stripe.url }, credentials: { api_key: stripe.apiKey } });
    const shop = await api.createConnector({ name: 'Shop', type: 'shopify', config: { shop: shopify.shop, api_base_url: shopify.url }, credentials: { access_token: shopify.accessToken } });
    const fromStripe = await api.createFlow(billing, files, ['customer'], 'billing customers');
    const fromShopify = await api.createFlow(shop, files, ['customer'], 'shop customers');

    expect(await api.finished(await api.trigger(fromStripe))).toMatchObject({ status: 'succeeded', records_failed: 0 });
    expect(await api.finished(await api.trigger(fromShopify))).toMatchObject({ status: 'succeeded', records_failed: 0 });

    const customers = await api.records('customer');
    const ada = customers.filter((c) => String(c.email).toLowerCase() === 'ada.lovelace@example.com');
    expect(ada).toHaveLength(1);
    expect(ada[0]!.external_ids).toEqual({ stripe: billed.id, shopify: shopper.id });
    // Field by field the newest source time wins, and a field a system does not know is left as the other gave it:
    // the phone from billing (newer), the company and the marketing consent from the shop (Stripe knows neither).
    expect(ada[0]).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', phone: '+44 20 7946 0001', company_name: 'Analytical Engines Ltd', accepts_marketing: true });
    // Nobody else shares an email across the two systems: 30 + 25 seeded customers stay apart.
    expect(customers).toHaveLength(stripe.list('customer').length + shopify.customers().length - 1);
    const both = customers.filter((c) => Object.keys(c.external_ids as Obj).length > 1);
    expect(both.map((c) => c.canonical_id)).toEqual([ada[0]!.canonical_id]);

    // Run again: nothing changed, nothing moves, still one Ada.
    expect(await api.finished(await api.trigger(fromStripe))).toMatchObject({ status: 'succeeded', records_processed: 0 });
    expect((await api.records('customer')).filter((c) => String(c.email).toLowerCase() === 'ada.lovelace@example.com')).toHaveLength(1);
  }, 120_000);
});
