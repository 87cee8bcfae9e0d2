// A handful of deterministic canonical records for the first-start demo, written through the real upsert path
// under the system name 'sample', so the public data API has something to show before any flow has run.
import type { Knex } from 'knex';
import { upsertCanonical } from './upsert/index.js';

const SOURCE_TIME = '2026-01-15T09:00:00.000000Z';

const CUSTOMERS = [
  { id: 'cust-1001', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', company_name: 'Analytical Engines Ltd', phone: '+44 20 7946 0958', accepts_marketing: true },
  { id: 'cust-1002', email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', company_name: null, phone: '+1 202 555 0143', accepts_marketing: false },
  { id: 'cust-1003', email: 'alan@example.com', first_name: 'Alan', last_name: 'Turing', company_name: 'Bletchley Widgets', phone: null, accepts_marketing: true },
  { id: 'cust-1004', email: 'katherine@example.com', first_name: 'Katherine', last_name: 'Johnson', company_name: null, phone: '+1 757 555 0199', accepts_marketing: false },
];

const ORDERS = [
  { id: 'ord-5001', order_number: 'SO-5001', status: 'fulfilled', total_cents: 12999, currency: 'EUR', placed_at: '2026-01-10T14:03:11.000000Z' },
  { id: 'ord-5002', order_number: 'SO-5002', status: 'paid', total_cents: 4550, currency: 'EUR', placed_at: '2026-01-11T08:45:00.000000Z' },
  { id: 'ord-5003', order_number: 'SO-5003', status: 'pending', total_cents: 89900, currency: 'USD', placed_at: '2026-01-12T19:20:37.000000Z' },
  { id: 'ord-5004', order_number: 'SO-5004', status: 'cancelled', total_cents: 2300, currency: 'GBP', placed_at: '2026-01-13T11:02:09.000000Z' },
  { id: 'ord-5005', order_number: 'SO-5005', status: 'refunded', total_cents: 15800, currency: 'EUR', placed_at: '2026-01-14T16:30:00.000000Z' },
  { id: 'ord-5006', order_number: 'SO-5006', status: 'confirmed', total_cents: 6400, currency: 'USD', placed_at: '2026-01-15T07:55:42.000000Z' },
];

export async function upsertSampleRecords(knex: Knex, customerId: string): Promise<void> {
  await upsertCanonical(knex, { customerId: customerId, entity: 'customer', system: 'sample' }, CUSTOMERS.map(({ id, ...record }) => ({ externalId: id, record: { ...record, last_source_update_at: SOURCE_TIME } })));
  await upsertCanonical(knex, { customerId: customerId, entity: 'order', system: 'sample' }, ORDERS.map(({ id, ...record }) => ({ externalId: id, record: { ...record, last_source_update_at: SOURCE_TIME } })));
}
