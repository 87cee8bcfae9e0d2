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
});
