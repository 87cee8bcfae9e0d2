// The writers' lock of one customer and entity: every write to the canonical layer (upserts and deletions) holds it
// for its transaction, so updated_at, taken under it, is monotonic in commit order (index.ts).
import type { Knex } from 'knex';

/** Advisory lock key space of canonical writers (the first half of the two-int lock key). */
const LOCK_CLASS = 0x53_4c_43; // "SLC"

export async function lockWriters(trx: Knex.Transaction, customerId: string, entity: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [LOCK_CLASS, `${customerId}/${entity}`]);
}
