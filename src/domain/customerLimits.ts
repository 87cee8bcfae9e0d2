// How many connectors, flows, webhook endpoints, live API keys and members one customer may hold. Without a bound a
// single customer could create thousands of each, and everything that walks a customer's rows (listings, the
// scheduler's due flows, the webhook fan-out, the console) grows with it. The operator sets each bound
// (SLUICE_MAX_*_PER_CUSTOMER, loadConfig); the owner of each table counts its rows and creates the new one in one
// transaction under the lock taken here, so concurrent creates of one customer cannot together pass the bound.
import type { Knex } from 'knex';
import { Conflict } from '../errors.js';

export type LimitedKind = 'connectors' | 'flows' | 'webhookEndpoints' | 'apiKeys' | 'members';

export type CustomerLimits = Readonly<Record<LimitedKind, number>>;

export const DEFAULT_CUSTOMER_LIMITS: CustomerLimits = { connectors: 100, flows: 200, webhookEndpoints: 20, apiKeys: 50, members: 100 };

/**
 * Each bound's variable, what it counts (`unit`; in a refusal `one` and `many`, which say what is counted) and how
 * a customer makes room.
 */
export const LIMIT_SETTINGS: Readonly<Record<LimitedKind, { variable: string; unit: string; one: string; many: string; makeRoom: string }>> = {
  connectors: { variable: 'SLUICE_MAX_CONNECTORS_PER_CUSTOMER', unit: 'connectors', one: 'connector', many: 'connectors', makeRoom: 'delete' },
  flows: { variable: 'SLUICE_MAX_FLOWS_PER_CUSTOMER', unit: 'flows', one: 'flow', many: 'flows', makeRoom: 'delete' },
  webhookEndpoints: {
    variable: 'SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER',
    unit: 'webhook endpoints',
    one: 'webhook endpoint',
    many: 'webhook endpoints',
    makeRoom: 'delete',
  },
  apiKeys: {
    variable: 'SLUICE_MAX_API_KEYS_PER_CUSTOMER',
    unit: 'API keys',
    one: 'live API key (neither revoked nor expired)',
    many: 'live API keys (neither revoked nor expired)',
    makeRoom: 'revoke',
  },
  members: { variable: 'SLUICE_MAX_MEMBERS_PER_CUSTOMER', unit: 'members', one: 'member', many: 'members', makeRoom: 'remove' },
};

/** Creating one more would pass the customer's bound: 409 `limit_reached`. */
export class LimitReached extends Conflict {
  override name = 'LimitReached';

  constructor(
    readonly kind: LimitedKind,
    readonly count: number,
    readonly max: number,
  ) {
    const { variable, one, many, makeRoom } = LIMIT_SETTINGS[kind];
    // An operator may lower a bound below what customers already hold: say how many must go, not just "one".
    const excess = count - max + 1;
    super(
      'limit_reached',
      `this customer has ${count} ${count === 1 ? one : many}, and ${max} is the most allowed (${variable}); ${makeRoom} ${excess === 1 ? 'one' : excess} first`,
    );
  }
}

/** Advisory lock key space of these bounds (the first half of the two-int lock key). */
const LOCK_CLASS = 0x53_4c_51; // "SLQ"

/**
 * Refuses with LimitReached when the customer already holds `max` or more of `kind`, as `count` finds them. The count
 * runs under a lock of this customer and kind held until `trx` ends, so the caller's insert in the same transaction
 * is seen by the next create of the customer, which waits for the lock (creates of other customers, or of other
 * kinds, do not). An undefined `max` checks nothing: seeds, benches and the first-start demo make their own rows.
 */
export async function checkLimit(
  trx: Knex.Transaction,
  { customerId, kind, max }: { customerId: string; kind: LimitedKind; max: number | undefined },
  count: () => Promise<number>,
): Promise<void> {
  if (max === undefined) return;
  await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [LOCK_CLASS, `${customerId}/${kind}`]);
  const held = await count();
  if (held >= max) throw new LimitReached(kind, held, max);
}

/** The number in a `count(*) AS n` row, which the driver may give as text. */
export function countOf(rows: unknown): number {
  return Number((rows as Array<{ n: string | number }>)[0]?.n ?? 0);
}
