// The stripe connector against the local Stripe (localServer.ts): every entity mapped field by field, the full read
// then an incremental read from the Events API that picks up exactly what changed, a 429 waited out for its
// Retry-After, and failures classified. Runs with `node --test` on the build (npm test).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { JsonValue } from '@sluice/connector-sdk';
import { canonicalProblems } from '@sluice/connector-sdk/canonical';
import { assertMatch, connectorTester, failureOf } from '@sluice/connector-sdk/testing';
import connector from '../dist/index.js';
import { startLocalStripe, type LocalStripe } from './localServer.js';

type Obj = Record<string, unknown>;
const iso = (seconds: unknown) => new Date((seconds as number) * 1000).toISOString();
const ref = (o: Obj) => ({ external_id: o.id as string });
const ISO_TIME = /^\d{4}-\d\d-\d\dT/;

describe('stripe connector, against a local Stripe', () => {
  let stripe: LocalStripe;
  const tester = connectorTester(connector);

  before(async () => {
    stripe = await startLocalStripe();
  });
  after(() => stripe?.close());

  const config = (extra: Obj = {}) => ({ api_base_url: stripe.url, page_size: 10, ...extra });
  const check = (extra: Obj = {}, apiKey = stripe.apiKey) => tester.check({ config: config(extra), credentials: { api_key: apiKey } });
  const read = (entity: string, cursor: JsonValue | null = null) => tester.read(entity, { config: config(), credentials: { api_key: stripe.apiKey }, cursor });
  /** The data of the record read for `id`. */
  const dataOf = async (entity: string, id: string) => (await read(entity)).records.find((r) => r.external_id === id)?.data;

  describe('mapping, one object of each type field by field', () => {
    it('customer: an individual (name split in two) and a business (its name is the company)', async () => {
      const [person, business] = [stripe.list('customer')[5]!, stripe.list('customer')[4]!];
      const { records } = await read('customer');
      assert.deepEqual(records.find((r) => r.external_id === person.id)!.data, {
        email: 'buyer6@example.com',
        first_name: 'Buyer6',
        last_name: 'Number6',
        phone: '+49 30 5550006',
        last_source_update_at: iso(person.created),
      });
      assert.deepEqual(records.find((r) => r.external_id === business.id)!.data, {
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
      assert.deepEqual(await dataOf('product', mug.id as string), { name: 'Old mug', description: null, status: 'archived', last_source_update_at: iso(mug.updated) });
    });

    it('product_variant: a price, named after its product and nickname, its lookup key as SKU', async () => {
      const price = stripe.list('price')[2]!;
      assert.deepEqual(await dataOf('product_variant', price.id as string), {
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
      assert.deepEqual(records.find((r) => r.external_id === paid!.id)!.data, {
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
      assertMatch(records.find((r) => r.external_id === draft!.id)!.data, { invoice_number: draft!.id, status: 'draft', issued_at: null, due_at: null });
    });

    it('payment: charges with their method (SEPA debit, Link wallet) and status', async () => {
      const [, sepa, link] = stripe.list('charge');
      const { records } = await read('payment');
      assert.deepEqual(records.find((r) => r.external_id === sepa!.id)!.data, {
        amount_cents: 2500,
        currency: 'EUR',
        status: 'succeeded',
        method: 'direct_debit',
        paid_at: iso(sepa!.created),
        last_source_update_at: iso(sepa!.created),
      });
      assertMatch(records.find((r) => r.external_id === link!.id)!.data, { status: 'failed', method: 'wallet', paid_at: null });
    });

    it('subscription: quantity times price, the quarterly interval, and a cancellation', async () => {
      const [, trialing, , cancelled] = stripe.list('subscription');
      const item = ((trialing!.items as Obj).data as Obj[])[0]!;
      const { records } = await read('subscription');
      assert.deepEqual(records.find((r) => r.external_id === trialing!.id)!.data, {
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
      assertMatch(records.find((r) => r.external_id === cancelled!.id)!.data, { status: 'cancelled', cancelled_at: iso(cancelled!.canceled_at) });
    });

    it('refund: its charge as the payment refunded', async () => {
      const refund = stripe.list('refund')[0]!;
      assert.deepEqual(await dataOf('refund', refund.id as string), {
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
      for (const entity of ['customer', 'product', 'product_variant', 'subscription', 'invoice', 'payment', 'refund']) {
        const { records } = await read(entity);
        assert.ok(records.length > 0, entity);
        for (const r of records) assert.deepEqual(canonicalProblems(entity, r.data), [], `${entity} ${r.external_id}`);
      }
    });
  });

  describe('incremental reads from the Events API', () => {
    it('reads the whole list page by page, then exactly the objects changed, created and deleted since', async () => {
      const all = stripe.list('customer');
      const first = await read('customer');
      assert.deepEqual(first.ids, all.map((c) => c.id).reverse());
      const lists = stripe.requests.filter((r) => r.path === '/v1/customers');
      assert.deepEqual(lists.slice(-3).map((r) => r.query.starting_after ?? null), [null, first.ids[9], first.ids[19]]);

      stripe.update(all[7]!.id as string, { email: 'changed8@example.com' });
      stripe.update(all[2]!.id as string, { phone: '+1 555 0100' });
      const added = stripe.create('customer', { email: 'newcomer@example.com', individual_name: 'New Comer', name: 'New Comer' });
      stripe.remove(all[11]!.id as string);
      stripe.update(stripe.list('product')[0]!.id as string, { name: 'Coffee beans (1 kg)' }); // another stream's event

      const second = await read('customer', first.last);
      assert.deepEqual(second.ids, [all[7]!.id, all[2]!.id, added.id]);
      assertMatch(second.records[0]!.data, { email: 'changed8@example.com' });
      assertMatch(second.records[2]!.data, { email: 'newcomer@example.com', first_name: 'New', last_name: 'Comer' });
      assertMatch(second.deletions, [{ external_id: all[11]!.id, deleted_at: ISO_TIME }]);
      // Changes are applied in the order they happened: the deletion after the records before it.
      assert.deepEqual(second.messages.map((m) => m.type), ['records', 'deletions', 'checkpoint']);

      const third = await read('customer', second.last);
      assert.deepEqual([third.ids, third.deletions], [[], []]);
    });

    it('a change made while the list is read arrives from the events after it', async () => {
      const target = stripe.list('customer')[0]!; // the oldest: on the last page
      stripe.before('/v1/customers', () => stripe.update(target.id as string, { email: 'during-the-read@example.com' }));
      const { records } = await read('customer');
      const versions = records.filter((r) => r.external_id === target.id).map((r) => r.data.email);
      assert.equal(versions.at(-1), 'during-the-read@example.com');
    });

    it('a price changed later is named after its product, looked up once', async () => {
      const first = await read('product_variant');
      const price = stripe.list('price')[4]!;
      stripe.update(price.id as string, { nickname: 'Yearly' });
      const before = stripe.requests.length;
      const second = await read('product_variant', first.last);
      assert.deepEqual(second.ids, [price.id]);
      assertMatch(second.records[0]!.data, { name: 'Espresso machine / Yearly' });
      assert.equal(stripe.requests.slice(before).filter((r) => r.path.startsWith('/v1/products/')).length, 1);
    });

    it('a position older than the 30 days of events Stripe keeps reads the whole list again', async () => {
      const stale = { phase: 'events', since: { id: 'evt_gone', created: Math.floor(Date.now() / 1000) - 40 * 24 * 3600 } };
      assert.equal((await read('refund', stale)).ids.length, stripe.list('refund').length);
    });

    it('an event Stripe no longer has reads the whole list again', async () => {
      const unknown = { phase: 'events', since: { id: 'evt_NoSuchEvent0001', created: Math.floor(Date.now() / 1000) - 60 } };
      assert.equal((await read('refund', unknown)).ids.length, stripe.list('refund').length);
    });

    it('refuses a checkpoint that is not its own', async () => {
      assert.equal((await failureOf(read('customer', { cursor: 'x', page: null, skip: 0 }))).kind, 'config');
    });
  });

  describe('failures', () => {
    it('waits out a 429 for its Retry-After and reads everything', async () => {
      stripe.rateLimit(1, { retryAfterSeconds: 1, pathPrefix: '/v1/charges' });
      const before = stripe.requests.length;
      const { ids } = await read('payment');
      assert.equal(ids.length, stripe.list('charge').length);
      const charges = stripe.requests.slice(before).filter((r) => r.path === '/v1/charges');
      assert.deepEqual(charges.map((r) => r.status), [429, 200, 200]);
      assert.deepEqual(charges[1]!.query, charges[0]!.query);
    });

    it('a Retry-After longer than max_retry_after_seconds is a quota failure carrying it', async () => {
      stripe.rateLimit(1, { retryAfterSeconds: 120 });
      const failure = await failureOf(check());
      assert.deepEqual([failure.kind, failure.retryAfterSeconds], ['quota', 120]);
      assert.match(failure.message, /Stripe answered 429 to GET \/v1\/events/);
    });

    it('a refused key is an auth failure', async () => {
      const failure = await failureOf(check({}, 'sk_test_WrongKey0000001'));
      assert.equal(failure.kind, 'auth');
      assert.match(failure.message, /Stripe refused the API key \(401\)/);
    });

    it('a 500 is transient, an unknown origin is unreachable (transient), a key of the wrong form is refused by the schema', async () => {
      stripe.failWith500(1);
      assert.equal((await failureOf(check())).kind, 'transient');
      const closed = await failureOf(check({ api_base_url: 'http://127.0.0.1:9' }));
      assert.equal(closed.kind, 'transient');
      assert.match(closed.message, /cannot reach Stripe for GET \/v1\/events/);
      assert.equal((await failureOf(check({}, 'pk_test_publishable'))).kind, 'config');
    });
  });
});
