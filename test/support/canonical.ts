// Valid incoming canonical records for tests, one shape per entity, and readers of the canonical tables.
import type { Knex } from 'knex';
import type { EntityType } from '../../src/domain/canonical/entities.js';
import { upsertCanonical, type IncomingRecord } from '../../src/domain/canonical/upsert/index.js';

/** A valid incoming record of `entity` numbered `n` (distinct n, distinct match keys), updated at `ts`. */
export function sampleRecord(entity: EntityType, n: number, ts = '2026-01-01T00:00:00.000000Z', extra: Record<string, unknown> = {}): Record<string, unknown> {
  const base: Record<EntityType, Record<string, unknown>> = {
    customer: { email: `person${n}@example.com`, first_name: `First${n}`, last_name: 'Last' },
    contact: { email: `contact${n}@example.com`, first_name: `First${n}`, last_name: 'Last', title: 'Buyer' },
    account: { name: `Company ${n}`, domain: `company${n}.example` },
    lead: { email: `lead${n}@example.com`, status: 'new' },
    opportunity: { name: `Deal ${n}`, stage: 'prospecting', amount_cents: 1000 + n, currency: 'EUR' },
    product: { sku: `SKU-${n}`, name: `Product ${n}`, status: 'active' },
    product_variant: { sku: `VAR-${n}`, name: `Variant ${n}`, status: 'active', price_cents: 100 + n, currency: 'EUR' },
    order: { order_number: `SO-${n}`, status: 'pending', total_cents: 1000 + n, currency: 'EUR', placed_at: '2026-01-01T00:00:00.000000Z' },
    order_line_item: { name: `Line ${n}`, quantity: 1, unit_price_cents: n, total_cents: n, currency: 'EUR' },
    invoice: { invoice_number: `INV-${n}`, status: 'open', total_cents: 1000 + n, currency: 'EUR' },
    payment: { amount_cents: 1000 + n, currency: 'EUR', status: 'succeeded' },
    subscription: { status: 'active', amount_cents: 1000 + n, currency: 'EUR', interval: 'month', interval_count: 1 },
    refund: { amount_cents: 100 + n, currency: 'EUR', status: 'pending' },
    shipment: { tracking_number: `TRK${n}`, status: 'pending' },
    inventory: { sku: `VAR-${n}`, location: 'Main', quantity_on_hand: n },
  };
  return { ...base[entity], last_source_update_at: ts, ...extra };
}

/** Upserts and fails the test on any rejected record. */
export async function upsertAll(knex: Knex, customerId: string, entity: EntityType, system: string, records: IncomingRecord[]) {
  const summary = await upsertCanonical(knex, { customerId: customerId, entity: entity, system: system }, records);
  const rejected = summary.results.filter((r) => r.outcome === 'rejected');
  if (rejected.length > 0) throw new Error(`rejected: ${JSON.stringify(rejected.slice(0, 3))}`);
  return summary;
}

/** SQL that formats a timestamptz column the way the API shows it, computed by the database itself. */
export const iso = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

