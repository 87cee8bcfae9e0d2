// A small, plausible shop: customers, products with variants, orders with line items, invoices and payments. Every
// record is a pure function of the seed and its index, so any slice can be produced without the ones before it,
// and references between records (an order's lines, an invoice's order) always point at records that exist.
import { int, pad, pick, rngFor, weighted, type Rng } from './random.js';

export interface SampleConfig {
  seed: number;
  customers: number;
  products: number;
  orders: number;
  batch_size: number;
  start_date: string;
  /** Percent of customers and orders deleted later in the history (0: none, the default). */
  deletions_percent?: number;
}

/** A record deleted later in the history: reported this many units after its own. */
export const DELETION_DELAY = 5;

type Fields = Record<string, unknown>;
export interface Generated {
  external_id: string;
  data: Fields;
}
export interface Deletion {
  external_id: string;
  deleted_at: string;
}

const FIRST = ['Ada', 'Ben', 'Chloe', 'Dmitri', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Keiko', 'Liam', 'Maya', 'Noah', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sven', 'Tara', 'Umar', 'Vera', 'Wen', 'Yara', 'Zoe'];
const LAST = ['Abbott', 'Berg', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Hughes', 'Ivanova', 'Jensen', 'Kowalski', 'Lopez', 'Moreau', 'Nakamura', 'Okafor', 'Patel', 'Quispe', 'Rossi', 'Schmidt', 'Tanaka', 'Usman', 'Varga', 'Weber', 'Xu', 'Young'];
const COMPANIES = ['Acme Corp', 'Birch & Co', 'Cobalt Labs', 'Delta Freight', 'Evergreen Foods', 'Fjord Design', 'Granite Works', 'Harbor Health'];
const ADJECTIVES = ['Classic', 'Organic', 'Recycled', 'Compact', 'Deluxe', 'Everyday', 'Heavy-duty', 'Lightweight', 'Vintage', 'Smart'];
const NOUNS = ['Backpack', 'Water Bottle', 'T-shirt', 'Desk Lamp', 'Coffee Mug', 'Notebook', 'Sneakers', 'Headphones', 'Yoga Mat', 'Umbrella', 'Wallet', 'Candle'];
const VARIANTS = ['Small', 'Medium', 'Large'];
const COLOURS = ['Black', 'Blue', 'Green', 'Red', 'Sand'];
const DAY_MS = 86_400_000;

const STREAM = { customer: 1, product: 2, variant: 3, order: 4, line: 5, invoice: 6, payment: 7, deletion: 8 } as const;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export class Shop {
  private readonly start: number;

  constructor(private readonly c: SampleConfig) {
    this.start = Date.parse(`${c.start_date}T00:00:00Z`);
  }

  private rng(stream: number, ...key: number[]): Rng {
    return rngFor(this.c.seed, stream, ...key);
  }

  customerId(i: number): string {
    return `cus_${pad(i + 1)}`;
  }

  customer(i: number): Generated {
    const r = this.rng(STREAM.customer, i);
    const first = pick(r, FIRST);
    const last = pick(r, LAST);
    const created = this.start + Math.floor((i * DAY_MS) / 20) + int(r, 0, 3_600_000);
    return {
      external_id: this.customerId(i),
      data: {
        email: `${first}.${last}.${i + 1}@example.com`.toLowerCase(),
        first_name: first,
        last_name: last,
        company_name: r() < 0.3 ? pick(r, COMPANIES) : null,
        phone: `+1-555-${String(int(r, 0, 9999)).padStart(4, '0')}`,
        accepts_marketing: r() < 0.4,
        last_source_update_at: iso(created),
      },
    };
  }

  variantCount(p: number): number {
    return 1 + Math.floor(this.rng(STREAM.product, p, 1)() * 3);
  }

  private productName(p: number): string {
    const r = this.rng(STREAM.product, p);
    return `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}`;
  }

  product(p: number): Generated {
    const r = this.rng(STREAM.product, p, 2);
    const name = this.productName(p);
    return {
      external_id: `prd_${pad(p + 1)}`,
      data: {
        sku: `SKU-${pad(p + 1, 5)}`,
        name,
        description: `${name}, from the sample catalogue.`,
        status: weighted(r, [['active', 90], ['draft', 6], ['archived', 4]] as const),
        last_source_update_at: iso(this.start + p * 3_600_000),
      },
    };
  }

  variantPrice(p: number, v: number): number {
    const base = 500 + Math.floor(this.rng(STREAM.variant, p)() * 199) * 50; // 5.00 .. 104.50
    return base + v * 250;
  }

  variantId(p: number, v: number): string {
    return `var_${pad(p + 1)}_${v + 1}`;
  }

  variant(p: number, v: number): Generated {
    const r = this.rng(STREAM.variant, p, v);
    const count = this.variantCount(p);
    const label = count === 1 ? pick(r, COLOURS) : `${VARIANTS[v]} / ${pick(r, COLOURS)}`;
    return {
      external_id: this.variantId(p, v),
      data: {
        product_id: { external_id: `prd_${pad(p + 1)}` },
        sku: `SKU-${pad(p + 1, 5)}-${v + 1}`,
        name: `${this.productName(p)} / ${label}`,
        price_cents: this.variantPrice(p, v),
        currency: 'USD',
        status: 'active',
        last_source_update_at: iso(this.start + p * 3_600_000),
      },
    };
  }

  private placedAt(o: number): number {
    // Orders arrive in order, a few minutes apart.
    return this.start + DAY_MS + o * 420_000 + Math.floor(this.rng(STREAM.order, o, 9)() * 400_000);
  }

  private orderStatus(o: number): string {
    return weighted(this.rng(STREAM.order, o, 1), [
      ['fulfilled', 55], ['confirmed', 15], ['partially_fulfilled', 5], ['pending', 12], ['cancelled', 8], ['refunded', 5],
    ] as const);
  }

  /** The lines of order o: [variant product, variant index, quantity]. None when the catalogue is empty. */
  private lines(o: number): Array<{ p: number; v: number; quantity: number }> {
    if (this.c.products === 0) return [];
    const r = this.rng(STREAM.line, o);
    const n = int(r, 1, 4);
    const out = [];
    for (let j = 0; j < n; j++) {
      const p = int(r, 0, this.c.products - 1);
      out.push({ p, v: int(r, 0, this.variantCount(p) - 1), quantity: int(r, 1, 5) });
    }
    return out;
  }

  private orderTotal(o: number): number {
    return this.lines(o).reduce((sum, l) => sum + l.quantity * this.variantPrice(l.p, l.v), 0);
  }

  orderId(o: number): string {
    return `ord_${pad(o + 1, 7)}`;
  }

  order(o: number): Generated {
    return {
      external_id: this.orderId(o),
      data: {
        order_number: `SO-${100000 + o + 1}`,
        status: this.orderStatus(o),
        total_cents: this.orderTotal(o),
        currency: 'USD',
        placed_at: iso(this.placedAt(o)),
        last_source_update_at: iso(this.placedAt(o) + 600_000),
      },
    };
  }

  lineItems(o: number): Generated[] {
    return this.lines(o).map((l, j) => {
      const price = this.variantPrice(l.p, l.v);
      return {
        external_id: `${this.orderId(o)}_${j + 1}`,
        data: {
          order_id: { external_id: this.orderId(o) },
          product_variant_id: { external_id: this.variantId(l.p, l.v) },
          sku: `SKU-${pad(l.p + 1, 5)}-${l.v + 1}`,
          name: this.productName(l.p),
          quantity: l.quantity,
          unit_price_cents: price,
          total_cents: price * l.quantity,
          currency: 'USD',
          last_source_update_at: iso(this.placedAt(o)),
        },
      };
    });
  }

  private invoiceStatus(o: number): string | null {
    switch (this.orderStatus(o)) {
      case 'pending':
        return null; // not invoiced yet
      case 'cancelled':
        return 'void';
      case 'confirmed':
        return this.rng(STREAM.invoice, o)() < 0.5 ? 'open' : 'paid';
      default:
        return 'paid';
    }
  }

  invoice(o: number): Generated[] {
    const status = this.invoiceStatus(o);
    if (!status || this.c.customers === 0) return [];
    const total = this.orderTotal(o);
    const issued = this.placedAt(o) + 3_600_000;
    const customer = Math.floor(this.rng(STREAM.order, o, 2)() * this.c.customers);
    return [{
      external_id: `inv_${pad(o + 1, 7)}`,
      data: {
        invoice_number: `INV-${pad(o + 1, 7)}`,
        customer_id: { external_id: this.customerId(customer) },
        order_id: { external_id: this.orderId(o) },
        status,
        total_cents: total,
        amount_due_cents: status === 'paid' || status === 'void' ? 0 : total,
        currency: 'USD',
        issued_at: iso(issued),
        due_at: iso(issued + 30 * DAY_MS),
        last_source_update_at: iso(issued),
      },
    }];
  }

  payment(o: number): Generated[] {
    if (this.invoiceStatus(o) !== 'paid' || this.c.customers === 0) return [];
    const r = this.rng(STREAM.payment, o);
    const paid = this.placedAt(o) + 3_600_000 + int(r, 60_000, 2 * DAY_MS);
    return [{
      external_id: `pay_${pad(o + 1, 7)}`,
      data: {
        invoice_id: { external_id: `inv_${pad(o + 1, 7)}` },
        order_id: { external_id: this.orderId(o) },
        amount_cents: this.orderTotal(o),
        currency: 'USD',
        status: 'succeeded',
        method: weighted(r, [['card', 70], ['wallet', 15], ['bank_transfer', 10], ['direct_debit', 5]] as const),
        paid_at: iso(paid),
        last_source_update_at: iso(paid),
      },
    }];
  }

  /**
   * Whether unit i of an entity with deletions (customers, orders) is deleted later: a seeded draw of its own, so
   * the records generated stay the same whatever the percentage.
   */
  private deleted(stream: number, i: number): boolean {
    const percent = this.c.deletions_percent ?? 0;
    return percent > 0 && this.rng(STREAM.deletion, stream, i)() * 100 < percent;
  }

  /** The deletions unit i reports: the record DELETION_DELAY units before it, when that one is deleted. */
  private deletionsAt(stream: number, i: number, idOf: (j: number) => string, timeOf: (j: number) => number): Deletion[] {
    const j = i - DELETION_DELAY;
    if (j < 0 || !this.deleted(stream, j)) return [];
    return [{ external_id: idOf(j), deleted_at: iso(Math.max(timeOf(i), timeOf(j)) + 60_000) }];
  }

  private customerTime(i: number): number {
    return Date.parse(this.customer(i).data.last_source_update_at as string);
  }

  /**
   * How many units the entity's stream has, the records of unit i (one customer, one product's variants…), and the
   * deletions it reports (of earlier units' records; customers and orders only, with deletions_percent).
   */
  stream(entity: string): { units: number; unit(i: number): Generated[]; deletions(i: number): Deletion[] } | undefined {
    const none = (): Deletion[] => [];
    switch (entity) {
      case 'customer':
        return {
          units: this.c.customers,
          unit: (i) => [this.customer(i)],
          deletions: (i) => this.deletionsAt(STREAM.customer, i, (j) => this.customerId(j), (j) => this.customerTime(j)),
        };
      case 'product':
        return { units: this.c.products, unit: (i) => [this.product(i)], deletions: none };
      case 'product_variant':
        return { units: this.c.products, unit: (p) => Array.from({ length: this.variantCount(p) }, (_, v) => this.variant(p, v)), deletions: none };
      case 'order':
        return {
          units: this.c.orders,
          unit: (i) => [this.order(i)],
          deletions: (i) => this.deletionsAt(STREAM.order, i, (j) => this.orderId(j), (j) => this.placedAt(j) + 600_000),
        };
      case 'order_line_item':
        return { units: this.c.orders, unit: (o) => this.lineItems(o), deletions: none };
      case 'invoice':
        return { units: this.c.orders, unit: (o) => this.invoice(o), deletions: none };
      case 'payment':
        return { units: this.c.orders, unit: (o) => this.payment(o), deletions: none };
      default:
        return undefined;
    }
  }
}
