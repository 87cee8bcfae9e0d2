// The stripe connector in flows run by the real worker, against the local Stripe the connector's own tests use
// (connectors/stripe/test/localServer.ts): every entity read into the canonical layer through a rate limit, then only
// what changed; a refused credential fails the run at extract and degrades the connector. The connector's own
// behaviour is tested beside it, in connectors/stripe/test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalStripe, type LocalStripe } from '../connectors/stripe/test/localServer.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Obj = Record<string, unknown>;

describe('stripe flows, run by the worker', () => {
  let t: TestServer;
  let stripe: LocalStripe;

  beforeAll(async () => {
    [t, stripe] = await Promise.all([startTestServer({ queue: 'worker', connectors: runtimeOptions() }), startLocalStripe()]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  it('reads every entity into the canonical layer through a rate limit, then only what changed', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    const source = await api.createConnector({ name: 'Stripe', type: 'stripe', config: { api_base_url: stripe.url, page_size: 10 }, credentials: { api_key: stripe.apiKey } });
    const files = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'stripe-out' }, credentials: {} });
    const entities = ['customer', 'product', 'product_variant', 'subscription', 'invoice', 'payment', 'refund'];
    const flow = await api.createFlow(source, files, entities);

    stripe.rateLimit(1, { retryAfterSeconds: 1, pathPrefix: '/v1/invoices' });
    const run = await api.finished(await api.trigger(flow));
    expect(run).toMatchObject({ status: 'succeeded', records_failed: 0 });
    expect(stripe.requests.filter((r) => r.path === '/v1/invoices').map((r) => r.status)[0]).toBe(429);

    const customers = await api.records('customer');
    expect(customers).toHaveLength(stripe.list('customer').length);
    const sixth = stripe.list('customer')[5]!;
    expect(customers.find((c) => c.email === 'buyer6@example.com')).toMatchObject({
      first_name: 'Buyer6',
      last_name: 'Number6',
      phone: '+49 30 5550006',
      external_ids: { stripe: sixth.id },
    });
    const invoices = await api.records('invoice');
    const paid = invoices.find((i) => i.invoice_number === 'LC-0003')!;
    // The invoice's customer reference resolves to the canonical customer read from the same account.
    const third = customers.find((c) => c.email === 'buyer3@example.com')!;
    const subscription = (await api.records('subscription')).find((x) => (x.external_ids as Obj).stripe === stripe.list('subscription')[2]!.id)!;
    expect(paid).toMatchObject({ status: 'paid', total_cents: 2600, currency: 'EUR', customer_id: third.canonical_id, subscription_id: subscription.canonical_id });

    stripe.update(sixth.id as string, { email: 'buyer6-new@example.com' });
    const again = await api.finished(await api.trigger(flow));
    expect(again).toMatchObject({ status: 'succeeded', records_processed: 1 });
    expect((await api.records('customer')).find((c) => (c.external_ids as Obj).stripe === sixth.id)).toMatchObject({ email: 'buyer6-new@example.com' });
  }, 120_000);

  it('a refused key fails the run at extract and degrades the connector', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    const source = await api.createConnector({ name: 'Stripe', type: 'stripe', config: { api_base_url: stripe.url }, credentials: { api_key: 'sk_test_RevokedKey00000001' } });
    const files = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'stripe-revoked' }, credentials: {} });
    const run = await api.finished(await api.trigger(await api.createFlow(source, files, ['customer'])));
    expect(run).toMatchObject({ status: 'failed', stage: 'extract', records_processed: 0 });
    expect(run.errors[0]).toMatchObject({ code: 'auth_failed', stage: 'extract' });
    expect(JSON.stringify(run)).not.toContain('RevokedKey00000001');
    const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id: source } } });
    expect(data).toMatchObject({ status: 'degraded', last_error: { code: 'auth_failed' } });
  }, 60_000);
});
