// The conformance fixture the SQL connectors share: a scratch database holding shop_orders (25 orders, every third
// sharing its modification time with the one before, two cancelled: read as deletions through cancelled_at) and
// a sluice_customer table whose unique email makes one written record a rejection. Each connector creates the
// tables in its dialect and inserts FIXTURE_ORDERS; this module says what the suite then reads and writes.
import type { ConformanceFixture } from '../conformance/index.js';
import type { WriteRecord } from '../types.js';

/** One order row: number, state, total, currency, placed and modified (ISO 8601, UTC, microseconds). */
export type FixtureOrder = [number: string, state: string, total: number, currency: string, placed: string, modified: string];

/** The 25 orders, by id from 1. */
export const FIXTURE_ORDERS: readonly FixtureOrder[] = Array.from({ length: 25 }, (_, i) => {
  const g = i + 1;
  const minute = g - (g % 3 === 0 ? 1 : 0);
  const modified = new Date(Date.UTC(2024, 0, 2, 0, minute)).toISOString().replace('.000Z', '.123456Z');
  return [`SO-${g}`, ['pending', 'confirmed', 'fulfilled'][g % 3]!, 1000 + g * 10, 'EUR', new Date(Date.UTC(2024, 0, 1, g)).toISOString(), modified];
});

/** The ids of the cancelled orders (cancelled_at = modified). */
export const FIXTURE_CANCELLED = [7, 20] as const;

function customer(system: string, n: number, email: string): WriteRecord {
  return {
    canonical_id: `2f7b0d52-8c1e-4a3f-9b6d-0000000000${String(n).padStart(2, '0')}`,
    email,
    first_name: 'Written',
    last_name: `Customer ${n}`,
    company_name: null,
    phone: null,
    account_id: null,
    accepts_marketing: n % 2 === 0,
    external_ids: { [system]: String(n) },
    last_source_update_at: '2024-02-01T00:00:00Z',
    created_at: '2024-02-01T00:00:00.000000Z',
    updated_at: '2024-02-01T00:00:00.000000Z',
  };
}

export interface SqlFixtureOptions {
  /** The connector's id, the system of the written records' external ids. */
  system: string;
  /** Where the scratch database is. */
  connection: { host: string; port: number; database: string };
  credentials: Record<string, unknown>;
  /** A user the server does not know. */
  badUser: string;
  teardown(): Promise<void>;
}

/** What the suite runs the connector with, once the scratch database holds the two tables. */
export function sqlConformanceFixture(o: SqlFixtureOptions): ConformanceFixture {
  const mapping = { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'placed', last_source_update_at: 'modified' };
  const stream = { entity: 'order', table: 'shop_orders', primary_key: 'id', cursor_column: 'modified', soft_delete_column: 'cancelled_at', batch_size: 10, mapping };
  return {
    config: { ...o.connection, streams: [stream] },
    credentials: o.credentials,
    badCredentials: { user: o.badUser, password: 'wrong' },
    read: { entities: ['order'] },
    write: {
      entity: 'customer',
      records: [customer(o.system, 1, 'a@example.com'), customer(o.system, 2, 'b@example.com'), customer(o.system, 3, 'a@example.com')],
      expect: ['ok', 'ok', 'rejected'],
    },
    teardown: o.teardown,
  };
}
