// The delivery rows are the delivery queue (migration 013). A pending delivery waits for `next_attempt_at`, is
// promoted to `ready` when that time comes (or when the lease of a worker that died runs out), and is leased to a
// worker by a claim. Claims are fair across customers: a worker visits the customers with ready deliveries in turn
// from where its last claim stopped, takes their deliveries in turn (each one's first, then each one's second,
// fewest in flight first), and never more than a customer's or an endpoint's cap of leased deliveries (counted over
// every worker in the database, under a per-customer advisory lock that a busy customer's claim skips rather than
// waits for). Each step reads a bounded range of an index, so a claim costs the same whatever anyone's backlog.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { customersAfterCte, nextInTurn } from '../../db/customersInTurn.js';
import type { DeliveryTarget, SendableDelivery } from './deliveries.js';

export interface ClaimLimits {
  /** Free slots of the claiming worker: at most this many deliveries are taken. */
  slots: number;
  customerCap: number;
  endpointCap: number;
  leaseMs: number;
  /** The customer the previous claim stopped at ('' at first): this claim starts after it. */
  cursor: string;
  /**
   * The claiming worker's leased deliveries whose attempt already ended (answered, not yet recorded): no longer in
   * flight, so not counted against the caps.
   */
  ended?: readonly string[];
}

export interface Claim {
  /** What was leased to this worker, each with the token that fences its settle. */
  claimed: ClaimedDelivery[];
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
      WHERE (customer_id, id) IN (
        SELECT customer_id, id FROM webhook_deliveries
         WHERE status = 'pending' AND NOT ready AND next_attempt IS NOT NULL AND next_attempt_at <= now()
           AND (leased_until IS NULL OR leased_until <= now())
         ORDER BY next_attempt_at
         LIMIT ?
           FOR UPDATE SKIP LOCKED)`,
    [batch],
  );
  return affected(result);
}

// In the order of the ready index (migration 013), so that each seek is one into it.
const READY_CUSTOMERS = customersAfterCte('webhook_deliveries', 't.ready', 't.customer_id, t.endpoint_id, t.next_attempt_at, t.id');

/**
 * The next customers with ready deliveries after `after`, in id order (a loose index scan: one seek each), each
 * with whether this transaction took its claim lock. A customer another worker is claiming for is skipped.
 */
async function readyCustomersAfter(trx: Knex.Transaction, after: string): Promise<Array<{ customer_id: string; locked: boolean }>> {
  const result = await trx.raw(
    `${READY_CUSTOMERS}, turn AS (SELECT customer_id FROM c WHERE customer_id IS NOT NULL LIMIT ?)
     SELECT customer_id, pg_try_advisory_xact_lock(hashtext('sluice.webhook_claim'), hashtext(customer_id)) AS locked FROM turn`,
    [after, CUSTOMERS_PER_CLAIM],
  );
  return result.rows as Array<{ customer_id: string; locked: boolean }>;
}

/**
 * One statement, run after the customers' locks were taken (so it counts every lease committed before): the
 * customers' leased deliveries still in flight (less the claiming worker's `ended` ones), per customer and per
 * endpoint; the customers' endpoints under their cap and not throttled (one seek per customer); the oldest ready
 * deliveries of each, no more than its cap and rate limit leave room for (one bounded seek per endpoint); within each
 * customer's cap, taken in turn (each customer's first, then each one's second, fewest in flight first); locked,
 * skipping any another transaction holds; leased, with what a send needs returned; and rate-limited endpoints' next
 * send time moved on.
 *
 * Only the deliveries picked are locked: the customers' claim locks already keep other claims off the candidates,
 * and locking every candidate (up to an endpoint's cap for each endpoint visited) made a claim cost more the deeper
 * the backlog, up to that cap. The customers come as an array so that the planner knows how few they are and seeks
 * their endpoints rather than reading every endpoint.
 */
const CLAIM = `
  WITH cust AS (
    SELECT x.customer_id, x.ord FROM unnest(?::text[]) WITH ORDINALITY AS x(customer_id, ord)
  ), leased AS (
    SELECT d.customer_id, d.endpoint_id, count(*)::int AS n FROM webhook_deliveries d
     WHERE d.customer_id = ANY(?::text[]) AND d.leased_until IS NOT NULL AND d.leased_until > now()
       AND d.id <> ALL(?::text[])
     GROUP BY d.customer_id, d.endpoint_id
  ), infl AS (
    SELECT customer_id, sum(n)::int AS n FROM leased GROUP BY customer_id
  ), ep AS (
    SELECT e.id, e.customer_id, e.rate_limit, coalesce(l.n, 0) AS busy, c.ord
      FROM cust c JOIN webhook_endpoints e ON e.customer_id = c.customer_id
      LEFT JOIN leased l ON l.endpoint_id = e.id
     WHERE coalesce(l.n, 0) < ? AND (NOT e.enabled OR e.next_send_at IS NULL OR e.next_send_at <= now())
  ), cand AS (
    SELECT ep.customer_id, ep.ord, ep.id AS endpoint_id, ep.rate_limit, x.id, x.next_attempt_at
      FROM ep CROSS JOIN LATERAL (
        SELECT d.id, d.next_attempt_at FROM webhook_deliveries d
         WHERE d.ready AND d.customer_id = ep.customer_id AND d.endpoint_id = ep.id
         ORDER BY d.next_attempt_at, d.id
         LIMIT least(? - ep.busy, coalesce(ep.rate_limit, ?))
      ) x
  ), by_customer AS (
    SELECT c.*, row_number() OVER (PARTITION BY customer_id ORDER BY en, next_attempt_at, id) AS cn
      FROM (SELECT cand.*, row_number() OVER (PARTITION BY endpoint_id ORDER BY next_attempt_at, id) AS en FROM cand) c
  ), picked AS (
    SELECT b.customer_id, b.id, b.endpoint_id, b.rate_limit FROM by_customer b LEFT JOIN infl i ON i.customer_id = b.customer_id
     WHERE b.cn <= ? - coalesce(i.n, 0)
     ORDER BY b.cn + coalesce(i.n, 0), b.ord, b.cn
     LIMIT ?
  ), locked AS (
    SELECT d.customer_id, d.id, p.endpoint_id, p.rate_limit FROM picked p
      JOIN webhook_deliveries d ON d.customer_id = p.customer_id AND d.id = p.id
     WHERE d.ready
       FOR UPDATE OF d SKIP LOCKED
  ), spaced AS (
    UPDATE webhook_endpoints e
       SET next_send_at = greatest(coalesce(e.next_send_at, now()), now()) + make_interval(secs => t.n::float8 / e.rate_limit)
      FROM (SELECT customer_id, endpoint_id, count(*) AS n FROM locked WHERE rate_limit IS NOT NULL GROUP BY customer_id, endpoint_id) t
     WHERE e.customer_id = t.customer_id AND e.id = t.endpoint_id AND e.rate_limit IS NOT NULL
    RETURNING e.id
  )
  UPDATE webhook_deliveries d SET ready = false, leased_until = now() + make_interval(secs => ?), lease_token = ?
    FROM locked p JOIN webhook_endpoints w ON w.customer_id = p.customer_id AND w.id = p.endpoint_id
   WHERE d.customer_id = p.customer_id AND d.id = p.id
  RETURNING d.id, d.customer_id, d.endpoint_id, d.event_type, d.payload, d.status, d.next_attempt, d.created_at, d.trace_parent,
    w.url, w.enabled, w.secret_ciphertext, w.previous_secret_ciphertext, w.previous_secret_expires_at, w.headers, w.secret_headers_ciphertext`;

/** A leased delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: string;
  token: string;
  target: DeliveryTarget;
}

function toClaimed(row: Record<string, unknown>, token: string): ClaimedDelivery {
  const { url, enabled, secret_ciphertext, previous_secret_ciphertext, previous_secret_expires_at, headers, secret_headers_ciphertext, ...delivery } = row;
  const endpoint = { id: delivery.endpoint_id, customer_id: delivery.customer_id, url, enabled, secret_ciphertext, previous_secret_ciphertext, previous_secret_expires_at, headers, secret_headers_ciphertext };
  const target = { ...(delivery as unknown as SendableDelivery), endpoint } as DeliveryTarget;
  return { id: target.id, token, target };
}

/** Leases up to `limits.slots` ready deliveries to the caller, fairly across customers. */
export async function claimDeliveries(knex: Knex, limits: ClaimLimits): Promise<Claim> {
  const token = crypto.randomUUID();
  return knex.transaction(async (trx) => {
    const { turn, cursor } = await nextInTurn((after) => readyCustomersAfter(trx, after), limits.cursor, CUSTOMERS_PER_CLAIM);
    const mine = turn.filter((c) => c.locked).map((c) => c.customer_id);
    if (mine.length === 0) return { claimed: [], cursor };
    const { endpointCap, customerCap, slots } = limits;
    const ended = [...(limits.ended ?? [])];
    const result = await trx.raw(CLAIM, [mine, mine, ended, endpointCap, endpointCap, endpointCap, customerCap, slots, limits.leaseMs / 1000, token]);
    return { claimed: (result.rows as Array<Record<string, unknown>>).map((row) => toClaimed(row, token)), cursor };
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
