// Which queued run a worker with a free slot starts next. The runs table is the run queue: a worker claims the
// oldest queued run of a customer below its cap of running runs (SLUICE_RUN_CONCURRENCY_PER_CUSTOMER, counted over
// every worker because it is counted in the database), customers with fewer running runs first. So one customer's
// backlog never holds another customer's next run back while a slot is free (no head-of-line blocking), and a
// queued run needs no queue job that could be lost: any worker finds it on its next poll.
//
// Claims are serialized by one transaction-scoped advisory lock. Without it two workers could each count a
// customer's running runs before the other's claim committed and together exceed the cap; a claim is one short
// transaction per run start, so the lock is never contended for long.
import type { Knex } from 'knex';
import { startLockedRun, type ClaimedRun } from './lifecycle.js';

const CLAIM_LOCK = 'sluice.run_claim';

export async function claimNextRun(knex: Knex, perCustomer: number): Promise<ClaimedRun | undefined> {
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [CLAIM_LOCK]);
    // SKIP LOCKED: a run being cancelled (its row locked) is not waited for; the next one is taken instead.
    const result = await trx.raw(
      `WITH running AS (
         SELECT customer_id, count(*) AS n FROM runs WHERE status = 'running' GROUP BY customer_id
       )
       SELECT r.id, r.customer_id, r.flow_id, r.trigger, r.attempts, r.started_at
         FROM runs r LEFT JOIN running c ON c.customer_id = r.customer_id
        WHERE r.status = 'queued' AND coalesce(c.n, 0) < ?
        ORDER BY coalesce(c.n, 0), r.created_at, r.id
        LIMIT 1
          FOR UPDATE OF r SKIP LOCKED`,
      [perCustomer],
    );
    const run = (result.rows as Array<Parameters<typeof startLockedRun>[1]>)[0];
    return run ? startLockedRun(trx, run) : undefined;
  });
}
