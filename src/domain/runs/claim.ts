// Which queued run a worker with a free slot starts next. The runs table is the run queue: a worker claims the
// oldest queued run of a customer below its cap of running runs (SLUICE_RUN_CONCURRENCY_PER_CUSTOMER, counted over
// every worker because it is counted in the database), customers with fewer running runs first, then the customer
// whose oldest queued run is oldest. So one customer's backlog never holds another customer's next run back while a
// slot is free (no head-of-line blocking), and a queued run needs no queue job that could be lost: any worker finds
// it on its next poll.
//
// A claim costs the same however many runs are queued, by however many customers: `run_queue_heads` (migration
// 016, kept by triggers on runs) has a row per customer with queued or running runs, its running count and its
// oldest queued run, and its index is in claim order. The claim takes the first row of a customer below the cap,
// then that customer's oldest queued run (one seek each).
//
// The customer's row is locked for the rest of the claim. Every change to the customer's running count commits
// under that lock too, and the cap is checked on the row as locked (its newest version), so two workers can never
// both count a customer below its cap and together exceed it. A claim skips the rows other claims hold, so claims
// for different customers do not wait for each other. When every customer it could claim for is held, it waits for
// the first of them to be released (another claim, or a run change committing: both short) and looks again, so a
// burst of claims fills every slot the caps allow instead of coming back empty while a run could start. It waits
// holding no other row of the table, so waiting claims cannot deadlock.
import type { Knex } from 'knex';
import { startLockedRun, type ClaimedRun } from './lifecycle.js';

/**
 * Customers a claim looks at, at most: it stops at the first with a run to take, and rows skipped as locked do not
 * count. The bound also tells the planner that few rows are read, so it walks the index rather than sorting the table.
 */
const CANDIDATES = 16;

/** How many times a claim that found every claimable customer held waits for one and looks again. */
const ROUNDS = 3;

/**
 * The next run to start: customers in claim order, each one's row locked unless another transaction holds it, then
 * its oldest queued run. SKIP LOCKED on the run too: a run being cancelled (its row locked) is not waited for; the
 * customer's next one is taken instead, or, with none, the next customer's.
 */
const NEXT_RUN = `
  SELECT r.id, r.customer_id, r.flow_id, r.trigger, r.attempts, r.started_at
    FROM (SELECT h.customer_id FROM run_queue_heads h
           WHERE h.head_id IS NOT NULL AND h.running < ?
           ORDER BY h.running, h.head_created_at, h.head_id
           LIMIT ${CANDIDATES}
             FOR UPDATE SKIP LOCKED) c
   CROSS JOIN LATERAL (
     SELECT q.id, q.customer_id, q.flow_id, q.trigger, q.attempts, q.started_at FROM runs q
      WHERE q.customer_id = c.customer_id AND q.status = 'queued'
      ORDER BY q.created_at, q.id
      LIMIT 1
        FOR UPDATE SKIP LOCKED) r
   LIMIT 1`;

/** The first customer a claim would take a run of, read without locking: after an empty claim, one held by another. */
const FIRST_CLAIMABLE = `
  SELECT customer_id FROM run_queue_heads WHERE head_id IS NOT NULL AND running < ?
   ORDER BY running, head_created_at, head_id LIMIT 1`;

type QueuedRun = Parameters<typeof startLockedRun>[1];

/** One try: the run started, or else the customer whose row was held (undefined: nothing to claim). */
async function tryClaim(trx: Knex.Transaction, perCustomer: number, waitFor: string | undefined): Promise<{ run?: ClaimedRun; held?: string }> {
  if (waitFor !== undefined) await trx.raw('SELECT 1 FROM run_queue_heads WHERE customer_id = ? FOR UPDATE', [waitFor]);
  const run = ((await trx.raw(NEXT_RUN, [perCustomer])).rows as QueuedRun[])[0];
  if (run) return { run: await startLockedRun(trx, run) };
  return { held: ((await trx.raw(FIRST_CLAIMABLE, [perCustomer])).rows as Array<{ customer_id: string }>)[0]?.customer_id };
}

export async function claimNextRun(knex: Knex, perCustomer: number): Promise<ClaimedRun | undefined> {
  let held: string | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    const outcome = await knex.transaction((trx) => tryClaim(trx, perCustomer, held));
    if (outcome.run || outcome.held === undefined) return outcome.run;
    held = outcome.held;
  }
  return undefined;
}
