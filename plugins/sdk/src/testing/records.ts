// Canonical records as a destination receives them, for destinations' own tests.
import type { WriteRecord } from '../types.js';

/** Customer `n` as Sluice writes it (every field, the store's timestamps), with `extra` laid over it. */
export function writtenCustomer(n: number, email: string, extra: Record<string, unknown> = {}): WriteRecord {
  return {
    canonical_id: `9a0e7c1d-4b2f-4c3a-8d5e-${String(n).padStart(12, '0')}`,
    email,
    first_name: 'Ada',
    last_name: `Lovelace ${n}`,
    company_name: null,
    phone: null,
    account_id: null,
    accepts_marketing: true,
    external_ids: { shop: `c${n}` },
    last_source_update_at: '2024-05-01T10:00:00Z',
    created_at: '2024-05-01T10:00:01.000000Z',
    updated_at: '2024-05-01T10:00:01.123456Z',
    ...extra,
  };
}

/** An order as Sluice writes it (the fields an order needs, the store's timestamps), with `extra` laid over it. */
export function writtenOrder(n: number, extra: Record<string, unknown> = {}): WriteRecord {
  return {
    canonical_id: `3f6c2a1e-8b4d-4c7e-9a2f-${String(n).padStart(12, '0')}`,
    order_number: `SO-${n}`,
    status: 'pending',
    total_cents: 1999,
    currency: 'EUR',
    placed_at: '2024-01-01T10:00:00Z',
    external_ids: { shop: String(n) },
    last_source_update_at: '2024-01-01T10:00:00Z',
    updated_at: '2024-01-01T10:00:00.5Z',
    ...extra,
  };
}
