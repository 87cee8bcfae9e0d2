// The sample connector: deterministic by seed, consistent across entities (lines add up to their order, invoices
// and payments point at records that exist), and any volume. Runs with `node --test` on the build (npm test).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JsonValue } from '@sluice/connector-sdk';
import { canonicalProblems } from '@sluice/connector-sdk/canonical';
import { connectorTester } from '@sluice/connector-sdk/testing';
import sample from '../dist/index.js';

type Ref = { external_id: string };

describe('sample connector', () => {
  const tester = connectorTester(sample);
  const read = (entity: string, config: Record<string, unknown>, cursor: JsonValue | null = null) => tester.read(entity, { config, credentials: {}, cursor });
  const small = { seed: 11, customers: 20, products: 6, orders: 60 };

  it('generates the same records from the same seed', async () => {
    const a = await read('customer', { seed: 5, customers: 15 });
    const b = await read('customer', { seed: 5, customers: 15 });
    assert.equal(a.records.length, 15);
    assert.deepEqual(b.records, a.records);
  });

  it('generates other records from another seed', async () => {
    const a = await read('order', { seed: 5, orders: 10 });
    const b = await read('order', { seed: 6, orders: 10 });
    assert.deepEqual(b.ids, a.ids); // the same ids, other contents
    assert.notDeepEqual(b.records.map((r) => r.data), a.records.map((r) => r.data));
  });

  it('makes every order total the sum of its lines, and every line point at an order and a variant', async () => {
    const [orders, lines, variants] = await Promise.all([read('order', small), read('order_line_item', small), read('product_variant', small)]);
    const variantIds = new Set(variants.ids);
    const totals = new Map(orders.records.map((o) => [o.external_id, 0]));
    for (const line of lines.records) {
      const orderId = (line.data.order_id as Ref).external_id;
      assert.equal(totals.has(orderId), true, `line ${line.external_id} -> ${orderId}`);
      assert.equal(variantIds.has((line.data.product_variant_id as Ref).external_id), true);
      assert.equal(line.data.total_cents, (line.data.unit_price_cents as number) * (line.data.quantity as number));
      totals.set(orderId, totals.get(orderId)! + (line.data.total_cents as number));
    }
    for (const order of orders.records) assert.equal(order.data.total_cents, totals.get(order.external_id), order.external_id);
  });

  it('bills orders: invoices point at existing orders and customers, payments at paid invoices for their amount', async () => {
    const [orders, customers, invoices, payments] = await Promise.all([read('order', small), read('customer', small), read('invoice', small), read('payment', small)]);
    const orderById = new Map(orders.records.map((o) => [o.external_id, o]));
    const customerIds = new Set(customers.ids);
    const invoiceById = new Map(invoices.records.map((i) => [i.external_id, i]));
    assert.ok(invoices.records.length > 0);
    for (const invoice of invoices.records) {
      const order = orderById.get((invoice.data.order_id as Ref).external_id);
      assert.notEqual(order, undefined);
      assert.equal(customerIds.has((invoice.data.customer_id as Ref).external_id), true);
      assert.equal(invoice.data.total_cents, order!.data.total_cents);
    }
    assert.ok(payments.records.length > 0);
    for (const payment of payments.records) {
      const invoice = invoiceById.get((payment.data.invoice_id as Ref).external_id);
      assert.equal(invoice?.data.status, 'paid');
      assert.equal(payment.data.amount_cents, invoice!.data.total_cents);
    }
  });

  it('produces records valid against the canonical schemas for every entity it declares', async () => {
    for (const entity of sample.manifest.entities) {
      const { records } = await read(entity, { ...small, orders: 15 });
      assert.ok(records.length > 0, entity);
      for (const r of records) assert.deepEqual(canonicalProblems(entity, r.data), [], `${entity} ${r.external_id}`);
    }
  });

  it('streams any volume: 25 000 orders in batches, ending with a checkpoint at the end', async () => {
    const { ids, checkpoints, last } = await read('order', { orders: 25_000, batch_size: 5000 });
    assert.equal(ids.length, 25_000);
    assert.equal(new Set(ids).size, 25_000);
    assert.equal(checkpoints.length, 5);
    assert.deepEqual(last, { next: 25_000 });
  });

  it('reports no deletions by default, and the same records whatever deletions_percent says', async () => {
    const plain = await read('customer', { ...small });
    assert.deepEqual(plain.deletions, []);
    const withDeletions = await read('customer', { ...small, deletions_percent: 30 });
    assert.deepEqual(withDeletions.records, plain.records);
    assert.ok(withDeletions.deletions.length > 0);
  });

  it('deletes earlier customers and orders with deletions_percent, each once, after its record, at a time after its record', async () => {
    for (const entity of ['customer', 'order']) {
      const { records, deletions, messages } = await read(entity, { ...small, deletions_percent: 25, batch_size: 7 });
      const ids = new Set(records.map((r) => r.external_id));
      assert.ok(deletions.length > 2, entity);
      assert.equal(new Set(deletions.map((d) => d.external_id)).size, deletions.length);
      for (const d of deletions) {
        assert.equal(ids.has(d.external_id), true, d.external_id);
        const record = records.find((r) => r.external_id === d.external_id)!;
        assert.ok(Date.parse(d.deleted_at!) > Date.parse(record.data.last_source_update_at as string));
      }
      // In the message order, each deletion comes after its record.
      const seen = new Set<string>();
      for (const m of messages) {
        if (m.type === 'records') m.records.forEach((r) => seen.add(r.external_id));
        if (m.type === 'deletions') for (const d of m.deletions) assert.equal(seen.has(d.external_id), true);
      }
    }
    // Entities without deletions report none.
    assert.deepEqual((await read('product', { ...small, deletions_percent: 100 })).deletions, []);
  });

  it('resumes from each checkpoint with exactly the records and deletions after it', async () => {
    const config = { ...small, deletions_percent: 25, batch_size: 9 };
    const events = (r: Awaited<ReturnType<typeof read>>) =>
      r.messages.flatMap((m) => (m.type === 'records' ? m.records.map((x) => `+${x.external_id}`) : m.type === 'deletions' ? m.deletions.map((d) => `-${d.external_id}`) : ['|']));
    const whole = events(await read('customer', config));
    for (const [n, cp] of (await read('customer', config)).checkpoints.entries()) {
      const resumed = events(await read('customer', config, cp));
      // After the n+1-th checkpoint of the whole read, the same events follow.
      let at = -1;
      for (let k = 0; k <= n; k++) at = whole.indexOf('|', at + 1);
      assert.deepEqual(resumed, whole.slice(at + 1));
    }
  });
});
