// The stripe connector against the local Stripe (connectors/stripe/src/localServer.ts): every entity mapped field
// by field, the full read then an incremental read from the Events API that picks up exactly what changed, a 429
// waited out for its Retry-After, failures classified, and flows run by the real worker: one that succeeds through
// a rate limit, one whose refused key fails the run at extract and degrades the connector.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '@sluice/connector-sdk';
import { startLocalStripe, type LocalStripe } from '../connectors/stripe/src/localServer.js';
import { validateCanonicalRecord, type EntityType } from '../src/domain/canonical/entities.js';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { failureOf, readAll, runtimeOptions, testRuntime, typeOf } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Obj = Record<string, unknown>;
const iso = (seconds: unknown) => new Date((seconds as number) * 1000).toISOString();
const ref = (o: Obj) => ({ external_id: o.id as string });

describe('stripe connector, against a local Stripe', () => {
  let stripe: LocalStripe;
  let runtime: ConnectorRuntime;
  let type: ConnectorType;

  beforeAll(async () => {
    stripe = await startLocalStripe();
    runtime = testRuntime().runtime;
    type = await typeOf(runtime, 'stripe');
  });
  afterAll(async () => {
    await runtime?.close();
    await stripe?.close();
  });

  const config = (extra: Obj = {}) => ({ api_base_url: stripe.url, page_size: 10, ...extra });
  const read = (entity: string, cursor: JsonValue | null = null, extra: Obj = {}) =>
    readAll(runtime.read(type, config(extra), { api_key: stripe.apiKey }, { entity, cursor: cursor as null }));
  /** The data of the record read for `id`. */
  const dataOf = async (entity: string, id: string) => (await read(entity)).records.find((r) => r.external_id === id)?.data;

  describe('mapping, one object of each type field by field', () => {
    it('customer: an individual (name split in two) and a business (its name is the company)', async () => {
      const [person, business] = [stripe.list('customer')[5]!, stripe.list('customer')[4]!];
      const { records } = await read('customer');
      expect(records.find((r) => r.external_id === person.id)!.data).toEqual({
        email: 'buyer6@example.com',
        first_name: 'Buyer6',
        last_name: 'Number6',
        phone: '+49 30 5550006',
        last_source_update_at: iso(person.created),
      });
      expect(records.find((r) => r.external_id === business.id)!.data).toEqual({
        email: 'buyer5@example.com',
        first_name: null,
        last_name: null,
        company_name: 'Firma 5 GmbH',
        phone: null,
        last_source_update_at: iso(business.created),
      });
    });

    it('product: an inactive product is archived', async () => {
      const mug = stripe.list('product')[3]!;
      expect(await dataOf('product', mug.id as string)).toEqual({ name: 'Old mug', description: null, status: 'archived', last_source_update_at: iso(mug.updated) });
    });

    it('product_variant: a price, named after its product and nickname, its lookup key as SKU', async () => {
      const price = stripe.list('price')[2]!;
      expect(await dataOf('product_variant', price.id as string)).toEqual({
        product_id: ref(stripe.list('product')[1]!),
        sku: 'plan_1_monthly',
        name: 'Grinder / Monthly',
        price_cents: 2200,
        currency: 'EUR',
        status: 'active',
        last_source_update_at: iso(price.created),
      });
    });

    it('invoice: a paid subscription invoice, and a draft (its id stands in for the number it does not have yet)', async () => {
      const [draft, , paid] = stripe.list('invoice');
      const transitions = paid!.status_transitions as Obj;
      const { records } = await read('invoice');
      expect(records.find((r) => r.external_id === paid!.id)!.data).toEqual({
        invoice_number: 'LC-0003',
        customer_id: ref(stripe.list('customer')[2]!),
        subscription_id: ref(stripe.list('subscription')[2]!),
        status: 'paid',
        total_cents: 2600,
        amount_due_cents: 0,
        currency: 'EUR',
        issued_at: iso(transitions.finalized_at),
        due_at: iso(paid!.due_date),
        last_source_update_at: iso(transitions.paid_at),
      });
      expect(records.find((r) => r.external_id === draft!.id)!.data).toMatchObject({ invoice_number: draft!.id, status: 'draft', issued_at: null, due_at: null });
    });

    it('payment: charges with their method (SEPA debit, Link wallet) and status', async () => {
      const [, sepa, link] = stripe.list('charge');
      const { records } = await read('payment');
      expect(records.find((r) => r.external_id === sepa!.id)!.data).toEqual({
        amount_cents: 2500,
        currency: 'EUR',
        status: 'succeeded',
        method: 'direct_debit',
        paid_at: iso(sepa!.created),
        last_source_update_at: iso(sepa!.created),
      });
      expect(records.find((r) => r.external_id === link!.id)!.data).toMatchObject({ status: 'failed', method: 'wallet', paid_at: null });
    });

    it('subscription: quantity times price, the quarterly interval, and a cancellation', async () => {
      const [, trialing, , cancelled] = stripe.list('subscription');
      const item = ((trialing!.items as Obj).data as Obj[])[0]!;
      const { records } = await read('subscription');
      expect(records.find((r) => r.external_id === trialing!.id)!.data).toEqual({
        customer_id: ref(stripe.list('customer')[1]!),
        product_variant_id: ref(stripe.list('price')[1]!),
        plan_name: null,
        status: 'trialing',
        amount_cents: 9900 * 2,
        currency: 'EUR',
        interval: 'month',
        interval_count: 3,
        started_at: iso(trialing!.start_date),
        current_period_end: iso(item.current_period_end),
        cancelled_at: null,
        last_source_update_at: iso(trialing!.created),
      });
      expect(records.find((r) => r.external_id === cancelled!.id)!.data).toMatchObject({ status: 'cancelled', cancelled_at: iso(cancelled!.canceled_at) });
    });

    it('refund: its charge as the payment refunded', async () => {
      const refund = stripe.list('refund')[0]!;
      expect(await dataOf('refund', refund.id as string)).toEqual({
        payment_id: ref(stripe.list('charge')[0]!),
        amount_cents: 500,
        currency: 'EUR',
        status: 'succeeded',
        reason: 'requested_by_customer',
        refunded_at: iso(refund.created),
        last_source_update_at: iso(refund.created),
      });
    });

    it('every record of every entity is valid against its canonical schema', async () => {
      for (const entity of ['customer', 'product', 'product_variant', 'subscription', 'invoice', 'payment', 'refund'] as EntityType[]) {
        const { records } = await read(entity);
        expect(records.length, entity).toBeGreaterThan(0);
        for (const r of records) expect(validateCanonicalRecord(entity, r.data), `${entity} ${r.external_id}`).toEqual({ ok: true });
      }
    });
  });

  describe('incremental reads from the Events API', () => {
    it('reads the whole list page by page, then exactly the objects changed, created and deleted since', async () => {
      const all = stripe.list('customer');
      const first = await read('customer');
      expect(first.ids).toEqual(all.map((c) => c.id).reverse());
      const lists = stripe.requests.filter((r) => r.path === '/v1/customers');
      expect(lists.slice(-3).map((r) => r.query.starting_after ?? null)).toEqual([null, first.ids[9], first.ids[19]]);

      stripe.update(all[7]!.id as string, { email: 'changed8@example.com' });
      stripe.update(all[2]!.id as string, { phone: '+1 555 0100' });
      const added = stripe.create('customer', { email: 'newcomer@example.com', individual_name: 'New Comer', name: 'New Comer' });
      stripe.remove(all[11]!.id as string);
      stripe.update(stripe.list('product')[0]!.id as string, { name: 'Coffee beans (1 kg)' }); // another stream's event

      const second = await read('customer', first.last);
      expect(second.ids).toEqual([all[7]!.id, all[2]!.id, added.id]);
      expect(second.records[0]!.data).toMatchObject({ email: 'changed8@example.com' });
      expect(second.records[2]!.data).toMatchObject({ email: 'newcomer@example.com', first_name: 'New', last_name: 'Comer' });
      expect(second.deletions).toEqual([{ external_id: all[11]!.id, deleted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
      // Changes are applied in the order they happened: the deletion after the records before it.
      expect(second.messages.map((m) => m.type)).toEqual(['records', 'deletions', 'checkpoint']);

      const third = await read('customer', second.last);
      expect([third.ids, third.deletions]).toEqual([[], []]);
    });

    it('a change made while the list is read arrives from the events after it', async () => {
      const target = stripe.list('customer')[0]!; // the oldest: on the last page
      stripe.before('/v1/customers', () => stripe.update(target.id as string, { email: 'during-the-read@example.com' }));
      const { records } = await read('customer');
      const versions = records.filter((r) => r.external_id === target.id).map((r) => r.data.email);
      expect(versions.at(-1)).toBe('during-the-read@example.com');
    });

    it('a price changed later is named after its product, looked up once', async () => {
      const first = await read('product_variant');
      const price = stripe.list('price')[4]!;
      stripe.update(price.id as string, { nickname: 'Yearly' });
      const before = stripe.requests.length;
      const second = await read('product_variant', first.last);
      expect(second.ids).toEqual([price.id]);
      expect(second.records[0]!.data).toMatchObject({ name: 'Espresso machine / Yearly' });
      expect(stripe.requests.slice(before).filter((r) => r.path.startsWith('/v1/products/'))).toHaveLength(1);
    });

    it('a position older than the 30 days of events Stripe keeps reads the whole list again', async () => {
      const stale = { phase: 'events', since: { id: 'evt_gone', created: Math.floor(Date.now() / 1000) - 40 * 24 * 3600 } };
      expect((await read('refund', stale)).ids).toHaveLength(stripe.list('refund').length);
    });

    it('an event Stripe no longer has reads the whole list again', async () => {
      const unknown = { phase: 'events', since: { id: 'evt_NoSuchEvent0001', created: Math.floor(Date.now() / 1000) - 60 } };
      expect((await read('refund', unknown)).ids).toHaveLength(stripe.list('refund').length);
    });

    it('refuses a checkpoint that is not its own', async () => {
      const failure = await failureOf(read('customer', { cursor: 'x', page: null, skip: 0 }));
      expect(failure.code).toBe('config_invalid');
    });
  });

  describe('failures', () => {
    it('waits out a 429 for its Retry-After and reads everything', async () => {
      stripe.rateLimit(1, { retryAfterSeconds: 1, pathPrefix: '/v1/charges' });
      const before = stripe.requests.length;
      const { ids } = await read('payment');
      expect(ids).toHaveLength(stripe.list('charge').length);
      const charges = stripe.requests.slice(before).filter((r) => r.path === '/v1/charges');
      expect(charges.map((r) => r.status)).toEqual([429, 200, 200]);
      expect(charges[1]!.query).toEqual(charges[0]!.query);
    });

    it('a Retry-After longer than max_retry_after_seconds is a quota failure carrying it', async () => {
      stripe.rateLimit(1, { retryAfterSeconds: 120 });
      const failure = await failureOf(runtime.check(type, config(), { api_key: stripe.apiKey }));
      expect([failure.code, failure.retryAfterSeconds]).toEqual(['quota_exceeded', 120]);
      expect(failure.message).toContain('Stripe answered 429 to GET /v1/events');
    });

    it('a refused key is an auth failure that does not show the key', async () => {
      const failure = await failureOf(runtime.check(type, config(), { api_key: 'sk_test_WrongKey0000001' }));
      expect(failure.code).toBe('auth_failed');
      expect(failure.message).toContain('Stripe refused the API key (401)');
      expect(failure.message).not.toContain('WrongKey0000001');
    });

    it('a 500 is transient, an unknown origin is unreachable (transient), a key of the wrong form is refused by the schema', async () => {
      stripe.failWith500(1);
      expect((await failureOf(runtime.check(type, config(), { api_key: stripe.apiKey }))).code).toBe('transient_error');
      const closed = await failureOf(runtime.check(type, config({ api_base_url: 'http://127.0.0.1:9' }), { api_key: stripe.apiKey }));
      expect([closed.code, closed.message]).toEqual(['transient_error', expect.stringContaining('cannot reach Stripe for GET /v1/events')]);
      expect((await failureOf(runtime.check(type, config(), { api_key: 'pk_test_publishable' }))).code).toBe('config_invalid');
    });
  });
});

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
