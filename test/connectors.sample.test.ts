// The sample connector: deterministic by seed, consistent across entities (lines add up to their order, invoices
// and payments point at records that exist), and any volume.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateCanonicalRecord } from '../src/domain/canonical/entities.js';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { readAll, testRuntime, typeOf } from './fixtures/plugins/harness.js';

type Ref = { external_id: string };

describe('sample connector', () => {
  let runtime: ConnectorRuntime;
  let sample: ConnectorType;
  beforeAll(async () => {
    runtime = testRuntime().runtime;
    sample = await typeOf(runtime, 'sample');
  });
  afterAll(() => runtime.close());

  const read = (entity: string, config: Record<string, unknown>) => readAll(runtime.read(sample, config, {}, { entity, cursor: null }));
  const small = { seed: 11, customers: 20, products: 6, orders: 60 };

  it('generates the same records from the same seed', async () => {
    const a = await read('customer', { seed: 5, customers: 15 });
    const b = await read('customer', { seed: 5, customers: 15 });
    expect(a.records).toHaveLength(15);
    expect(b.records).toEqual(a.records);
  });

  it('generates other records from another seed', async () => {
    const a = await read('order', { seed: 5, orders: 10 });
    const b = await read('order', { seed: 6, orders: 10 });
    expect(b.ids).toEqual(a.ids); // the same ids, other contents
    expect(b.records.map((r) => r.data)).not.toEqual(a.records.map((r) => r.data));
  });

  it('makes every order total the sum of its lines, and every line point at an order and a variant', async () => {
    const [orders, lines, variants] = await Promise.all([read('order', small), read('order_line_item', small), read('product_variant', small)]);
    const variantIds = new Set(variants.ids);
    const totals = new Map(orders.records.map((o) => [o.external_id, 0]));
    for (const line of lines.records) {
      const orderId = (line.data.order_id as Ref).external_id;
      expect(totals.has(orderId), `line ${line.external_id} -> ${orderId}`).toBe(true);
      expect(variantIds.has((line.data.product_variant_id as Ref).external_id)).toBe(true);
      expect(line.data.total_cents).toBe((line.data.unit_price_cents as number) * (line.data.quantity as number));
      totals.set(orderId, totals.get(orderId)! + (line.data.total_cents as number));
    }
    for (const order of orders.records) expect(order.data.total_cents, order.external_id).toBe(totals.get(order.external_id));
  });

  it('bills orders: invoices point at existing orders and customers, payments at paid invoices for their amount', async () => {
    const [orders, customers, invoices, payments] = await Promise.all([read('order', small), read('customer', small), read('invoice', small), read('payment', small)]);
    const orderById = new Map(orders.records.map((o) => [o.external_id, o]));
    const customerIds = new Set(customers.ids);
    const invoiceById = new Map(invoices.records.map((i) => [i.external_id, i]));
    expect(invoices.records.length).toBeGreaterThan(0);
    for (const invoice of invoices.records) {
      const order = orderById.get((invoice.data.order_id as Ref).external_id);
      expect(order).toBeDefined();
      expect(customerIds.has((invoice.data.customer_id as Ref).external_id)).toBe(true);
      expect(invoice.data.total_cents).toBe(order!.data.total_cents);
    }
    expect(payments.records.length).toBeGreaterThan(0);
    for (const payment of payments.records) {
      const invoice = invoiceById.get((payment.data.invoice_id as Ref).external_id);
      expect(invoice?.data.status).toBe('paid');
      expect(payment.data.amount_cents).toBe(invoice!.data.total_cents);
    }
  });

  it('produces records valid against the canonical schemas for every entity it declares', async () => {
    for (const entity of sample.entities) {
      const { records } = await read(entity, { ...small, orders: 15 });
      expect(records.length, entity).toBeGreaterThan(0);
      for (const r of records) expect(validateCanonicalRecord(entity, r.data), `${entity} ${r.external_id}`).toEqual({ ok: true });
    }
  });

  it('streams any volume: 25 000 orders in batches, ending with a checkpoint at the end', async () => {
    const { ids, checkpoints, last } = await read('order', { orders: 25_000, batch_size: 5000 });
    expect(ids).toHaveLength(25_000);
    expect(new Set(ids).size).toBe(25_000);
    expect(checkpoints).toHaveLength(5);
    expect(last).toEqual({ next: 25_000 });
  });

  it('reports no deletions by default, and the same records whatever deletions_percent says', async () => {
    const plain = await read('customer', { ...small });
    expect(plain.deletions).toEqual([]);
    const withDeletions = await read('customer', { ...small, deletions_percent: 30 });
    expect(withDeletions.records).toEqual(plain.records);
    expect(withDeletions.deletions.length).toBeGreaterThan(0);
  });

  it('deletes earlier customers and orders with deletions_percent, each once, after its record, at a time after its record', async () => {
    for (const entity of ['customer', 'order']) {
      const { records, deletions, messages } = await read(entity, { ...small, deletions_percent: 25, batch_size: 7 });
      const ids = new Set(records.map((r) => r.external_id));
      expect(deletions.length, entity).toBeGreaterThan(2);
      expect(new Set(deletions.map((d) => d.external_id)).size).toBe(deletions.length);
      for (const d of deletions) {
        expect(ids.has(d.external_id), d.external_id).toBe(true);
        const record = records.find((r) => r.external_id === d.external_id)!;
        expect(Date.parse(d.deleted_at!)).toBeGreaterThan(Date.parse(record.data.last_source_update_at as string));
      }
      // In the message order, each deletion comes after its record.
      const seen = new Set<string>();
      for (const m of messages) {
        if (m.type === 'records') m.records.forEach((r) => seen.add(r.external_id));
        if (m.type === 'deletions') for (const d of m.deletions) expect(seen.has(d.external_id)).toBe(true);
      }
    }
    // Entities without deletions report none.
    expect((await read('product', { ...small, deletions_percent: 100 })).deletions).toEqual([]);
  });

  it('resumes from each checkpoint with exactly the records and deletions after it', async () => {
    const config = { ...small, deletions_percent: 25, batch_size: 9 };
    const events = (r: Awaited<ReturnType<typeof read>>) =>
      r.messages.flatMap((m) => (m.type === 'records' ? m.records.map((x) => `+${x.external_id}`) : m.type === 'deletions' ? m.deletions.map((d) => `-${d.external_id}`) : ['|']));
    const whole = events(await read('customer', config));
    for (const [n, cp] of (await read('customer', config)).checkpoints.entries()) {
      const resumed = events(await readAll(runtime.read(sample, config, {}, { entity: 'customer', cursor: cp })));
      // After the n+1-th checkpoint of the whole read, the same events follow.
      let at = -1;
      for (let k = 0; k <= n; k++) at = whole.indexOf('|', at + 1);
      expect(resumed).toEqual(whole.slice(at + 1));
    }
  });
});
