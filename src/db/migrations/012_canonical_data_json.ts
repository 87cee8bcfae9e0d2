// A canonical record's fields stored as `json` (the text Sluice wrote) instead of `jsonb`. The upsert writes every
// field of the entity's schema, in schema order, absent ones as null (orderedData in upsert/fieldRule.ts), and `json`
// keeps that text as it came: a page of records (src/domain/canonical/pageJson.ts) is served from it as it is,
// where `jsonb` made PostgreSQL take every field out of the binary form and print it again, and kept the keys by
// length, not in the order the API answers in. No statement filters or indexes on a field of `data`; the stored
// layout only has to match ENTITY_DEFS, which test/canonicalLayout.test.ts pins: a change to an entity's fields
// needs a migration like this one that writes the entity's stored records in the new layout. So this migration
// holds the fields as they were when it was written, not the live ENTITY_DEFS: a later change must not rewrite it.
// Rewrites the table (and its indexes) under an exclusive lock: minutes on a large canonical layer.
import type { Knex } from 'knex';
import { runScript } from '../sqlScript.js';

/** Each entity's fields, in schema order, as ENTITY_DEFS had them at this migration. */
const FIELDS: Record<string, readonly string[]> = {
  customer: ['email', 'first_name', 'last_name', 'company_name', 'phone', 'account_id', 'accepts_marketing'],
  contact: ['email', 'first_name', 'last_name', 'phone', 'title', 'account_id'],
  account: ['name', 'domain', 'industry', 'employee_count', 'country'],
  lead: ['email', 'first_name', 'last_name', 'company_name', 'status', 'source', 'converted_contact_id'],
  opportunity: ['name', 'account_id', 'stage', 'amount_cents', 'currency', 'probability', 'close_date'],
  product: ['sku', 'name', 'description', 'status'],
  product_variant: ['product_id', 'sku', 'name', 'price_cents', 'currency', 'status'],
  order: ['order_number', 'status', 'total_cents', 'currency', 'placed_at'],
  order_line_item: ['order_id', 'product_variant_id', 'sku', 'name', 'quantity', 'unit_price_cents', 'total_cents', 'currency'],
  invoice: ['invoice_number', 'customer_id', 'order_id', 'subscription_id', 'status', 'total_cents', 'amount_due_cents', 'currency', 'issued_at', 'due_at'],
  payment: ['invoice_id', 'order_id', 'amount_cents', 'currency', 'status', 'method', 'paid_at'],
  subscription: ['customer_id', 'product_variant_id', 'plan_name', 'status', 'amount_cents', 'currency', 'interval', 'interval_count', 'started_at', 'current_period_end', 'cancelled_at'],
  refund: ['payment_id', 'amount_cents', 'currency', 'status', 'reason', 'refunded_at'],
  shipment: ['order_id', 'carrier', 'tracking_number', 'status', 'shipped_at', 'delivered_at'],
  inventory: ['product_variant_id', 'sku', 'location', 'quantity_on_hand', 'quantity_available'],
};

/** SQL writing a jsonb `data` of this entity as its JSON text: every field, in schema order, absent as null. */
function layout(fields: readonly string[]): string {
  // Field names come from FIELDS above ([a-z_] only), never from input.
  const members = fields.map((f, i) => `'${i === 0 ? '' : ','}"${f}":' || COALESCE((data->'${f}')::text, 'null')`);
  return `'{' || ${members.join(' || ')} || '}'`;
}

export async function up(knex: Knex): Promise<void> {
  const cases = Object.entries(FIELDS)
    .map(([entity, fields]) => `WHEN '${entity}' THEN ${layout(fields)}`)
    .join('\n        ');
  await runScript(knex, `
    ALTER TABLE canonical_records ALTER COLUMN data TYPE json USING (CASE entity
        ${cases}
        ELSE data::text END)::json;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `ALTER TABLE canonical_records ALTER COLUMN data TYPE jsonb USING data::jsonb;`);
}
