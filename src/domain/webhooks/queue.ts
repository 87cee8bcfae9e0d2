// The delivery rows are the delivery queue (migration 013). A pending delivery waits for `next_attempt_at`, is
// promoted to `ready` when that time comes (or when the lease of a worker that died runs out), and is leased to a
// worker by a claim. Claims are fair across customers: a worker visits the customers with ready deliveries in turn
// from where its last claim stopped, fewest in flight first, takes at most an even share of its free slots from
// each, and never more than a customer's or an endpoint's cap of leased deliveries (counted over every worker in
// the database, under a per-customer advisory lock that a busy customer's claim skips rather than waits for). Each
// step reads a bounded range of an index, so a claim costs the same whatever anyone's backlog.
import crypto from 'node:crypto';
import type { Knex } from 'knex';

export interface ClaimLimits {
  /** Free slots of the claiming worker: at most this many deliveries are taken. */
  slots: number;
  customerCap: number;
  endpointCap: number;
  leaseMs: number;
  /** The customer the previous claim stopped at ('' at first): this claim starts after it. */
  cursor: string;
}

export interface Claim {
  /** Delivery ids leased to this worker, and the token that fences their settle. */
  ids: string[];
  token: string;
  cursor: string;
}

/** Customers looked at per claim: enough to fill a worker's slots, few enough to keep a claim short. */
const CUSTOMERS_PER_CLAIM = 16;
/** Rows promoted per statement; a larger backlog is promoted over the next claims. */
const PROMOTE_BATCH = 1000;

/** Due waiting deliveries, and leased ones whose worker stopped renewing, become ready. */
export async function promoteDue(knex: Knex, batch = PROMOTE_BATCH): Promise<number> {
  const result = await knex.raw(
    `UPDATE webhook_deliveries SET ready = true, leased_until = NULL, lease_token = NULL
      WHERE id IN (
        SELECT id FROM webhook_deliveries
         WHERE status = 'pending' AND NOT ready AND next_attempt IS NOT NULL AND next_attempt_at <= now()
           AND (leased_until IS NULL OR leased_until <= now())
         ORDER BY next_attempt_at
         LIMIT ?
           FOR UPDATE SKIP LOCKED)`,
    [batch],
  );
  return result.rowCount ?? result.affectedRows ?? 0;
}

/** The next customers with ready deliveries after `after`, in id order: one index seek each (a loose index scan). */
async function customersAfter(trx: Knex.Transaction, after: string, limit: number): Promise<string[]> {
  const result = await trx.raw(
    `WITH RECURSIVE c AS (
       (SELECT customer_id FROM webhook_deliveries WHERE ready AND customer_id > ? ORDER BY customer_id LIMIT 1)
       UNION ALL
       SELECT (SELECT d.customer_id FROM webhook_deliveries d WHERE d.ready AND d.customer_id > c.customer_id ORDER BY d.customer_id LIMIT 1)
         FROM c WHERE c.customer_id IS NOT NULL
     )
     SELECT customer_id FROM c WHERE customer_id IS NOT NULL LIMIT ?`,
    [after, limit],
  );
  return (result.rows as Array<{ customer_id: string }>).map((r) => r.customer_id);
}

/** Round-robin from the cursor, wrapping around once. */
async function customersInTurn(trx: Knex.Transaction, cursor: string): Promise<string[]> {
  const next = await customersAfter(trx, cursor, CUSTOMERS_PER_CLAIM);
  if (next.length === CUSTOMERS_PER_CLAIM || cursor === '') return next;
  const wrapped = await customersAfter(trx, '', CUSTOMERS_PER_CLAIM - next.length);
  return [...next, ...wrapped.filter((c) => !next.includes(c))];
}

async function inFlightByCustomer(trx: Knex.Transaction, customers: string[]): Promise<Map<string, number>> {
  const result = await trx.raw(
    `SELECT customer_id, count(*)::int AS n FROM webhook_deliveries
      WHERE customer_id = ANY(?::text[]) AND leased_until IS NOT NULL AND leased_until > now()
      GROUP BY customer_id`,
    [customers],
  );
  return new Map((result.rows as Array<{ customer_id: string; n: number }>).map((r) => [r.customer_id, Number(r.n)]));
}

interface Candidate {
  id: string;
  endpoint_id: string;
  busy: number;
  rate_limit: number | null;
}

/**
 * The oldest ready deliveries of each of the customer's endpoints that is under its cap and not throttled, locked.
 * One seek per endpoint of the customer, whatever the depth of its backlog.
 */
async function candidatesOf(trx: Knex.Transaction, customerId: string, endpointCap: number): Promise<Candidate[]> {
  const result = await trx.raw(
    `WITH busy AS (
       SELECT endpoint_id, count(*)::int AS n FROM webhook_deliveries
        WHERE customer_id = ? AND leased_until IS NOT NULL AND leased_until > now()
        GROUP BY endpoint_id
     )
     SELECT d.id, d.endpoint_id, coalesce(b.n, 0) AS busy, e.rate_limit
       FROM webhook_endpoints e
       LEFT JOIN busy b ON b.endpoint_id = e.id
       CROSS JOIN LATERAL (
         SELECT x.id, x.endpoint_id, x.next_attempt_at FROM webhook_deliveries x
          WHERE x.ready AND x.customer_id = e.customer_id AND x.endpoint_id = e.id
          ORDER BY x.next_attempt_at, x.id
          LIMIT ?
            FOR UPDATE OF x SKIP LOCKED
       ) d
      WHERE e.customer_id = ? AND coalesce(b.n, 0) < ?
        AND (NOT e.enabled OR e.next_send_at IS NULL OR e.next_send_at <= now())
      ORDER BY d.next_attempt_at, d.id`,
    [customerId, endpointCap, customerId, endpointCap],
  );
  return result.rows as Candidate[];
}

/** Takes up to `room` candidates, each endpoint within its cap and rate limit, endpoints in turn. */
function pick(candidates: Candidate[], room: number, endpointCap: number): { ids: string[]; perEndpoint: Map<string, number> } {
  const perEndpoint = new Map<string, number>();
  const ids: string[] = [];
  const byEndpoint = new Map<string, Candidate[]>();
  for (const c of candidates) byEndpoint.set(c.endpoint_id, [...(byEndpoint.get(c.endpoint_id) ?? []), c]);
  let progress = true;
  while (ids.length < room && progress) {
    progress = false;
    for (const [endpointId, queue] of byEndpoint) {
      if (ids.length >= room) break;
      const head = queue[0];
      if (!head) continue;
      const taken = perEndpoint.get(endpointId) ?? 0;
      const limit = Math.min(endpointCap - head.busy, head.rate_limit ?? Infinity);
      if (taken >= limit) continue;
      queue.shift();
      ids.push(head.id);
      perEndpoint.set(endpointId, taken + 1);
      progress = true;
    }
  }
  return { ids, perEndpoint };
}

/** Rate-limited endpoints: the next claim may take more once the deliveries just taken have had their share of time. */
async function spaceRateLimited(trx: Knex.Transaction, perEndpoint: Map<string, number>): Promise<void> {
  if (perEndpoint.size === 0) return;
  await trx.raw(
    `UPDATE webhook_endpoints e
        SET next_send_at = greatest(coalesce(e.next_send_at, now()), now()) + make_interval(secs => t.n::float8 / e.rate_limit)
       FROM jsonb_to_recordset(?::jsonb) AS t(id text, n int)
      WHERE e.id = t.id AND e.rate_limit IS NOT NULL`,
    [JSON.stringify([...perEndpoint].map(([id, n]) => ({ id, n })))],
  );
}

async function claimFromCustomer(trx: Knex.Transaction, customerId: string, room: number, limits: ClaimLimits): Promise<string[]> {
  const locked = await trx.raw(`SELECT pg_try_advisory_xact_lock(hashtext('sluice.webhook_claim'), hashtext(?)) AS ok`, [customerId]);
  if (!(locked.rows as Array<{ ok: boolean }>)[0]?.ok) return [];
  const { ids, perEndpoint } = pick(await candidatesOf(trx, customerId, limits.endpointCap), room, limits.endpointCap);
  await spaceRateLimited(trx, perEndpoint);
  return ids;
}

/** Leases up to `limits.slots` ready deliveries to the caller, fairly across customers. */
export async function claimDeliveries(knex: Knex, limits: ClaimLimits): Promise<Claim> {
  const token = crypto.randomUUID();
  return knex.transaction(async (trx) => {
    const customers = await customersInTurn(trx, limits.cursor);
    if (customers.length === 0) return { ids: [], token, cursor: '' };
    const inFlight = await inFlightByCustomer(trx, customers);
    // Fewest in flight first; among equals, the round-robin order.
    const order = customers.map((c, i) => ({ c, i, n: inFlight.get(c) ?? 0 })).sort((a, b) => a.n - b.n || a.i - b.i);
    const ids: string[] = [];
    // The next claim starts after the furthest customer served in turn (or after them all when none could be).
    let furthest = -1;
    for (const [index, { c, i, n }] of order.entries()) {
      const left = limits.slots - ids.length;
      if (left <= 0) break;
      const room = Math.min(Math.ceil(left / (order.length - index)), limits.customerCap - n);
      const taken = room > 0 ? await claimFromCustomer(trx, c, room, limits) : [];
      if (taken.length > 0) furthest = Math.max(furthest, i);
      ids.push(...taken);
    }
    const cursor = furthest >= 0 ? customers[furthest]! : customers.at(-1)!;
    if (ids.length > 0) {
      await trx.raw(
        `UPDATE webhook_deliveries SET ready = false, leased_until = now() + make_interval(secs => ?), lease_token = ?
          WHERE id = ANY(?::text[])`,
        [limits.leaseMs / 1000, token, ids],
      );
    }
    return { ids, token, cursor };
  });
}

/** Extends the leases of deliveries still being worked on; a lease another worker took over is left alone. */
export async function renewLeases(knex: Knex, leases: ReadonlyArray<{ id: string; token: string }>, leaseMs: number): Promise<void> {
  if (leases.length === 0) return;
  await knex.raw(
    `UPDATE webhook_deliveries d SET leased_until = now() + make_interval(secs => ?)
       FROM jsonb_to_recordset(?::jsonb) AS l(id text, token text)
      WHERE d.id = l.id AND d.lease_token = l.token AND d.leased_until IS NOT NULL`,
    [leaseMs / 1000, JSON.stringify(leases)],
  );
}
