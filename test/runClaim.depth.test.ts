// Run claims at depth (domain/runs/claim.ts, migration 016). Whatever the backlog, by one customer or by many, a
// claim reads one customer's queue head and one run. A customer's 5,000 queued runs hold no other customer's run
// back. Claims racing from many connections start no more runs than a customer's cap, and no fewer. And each way a
// run enters or leaves the queue (claimed, cancelled, handed back by its worker, inserted straight into the table,
// finished) keeps the customer's place in the queue right, so its runs go on being taken oldest first.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cancelRun } from '../src/domain/runs/cancel.js';
import { claimNextRun } from '../src/domain/runs/claim.js';
import { finishRun, releaseRun } from '../src/domain/runs/lifecycle.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { capture, execute } from './support/queryPlans.js';
import { seedRun } from './support/seed.js';

const noEnqueue = async () => {};
const ACTOR = { type: 'user' as const, id: 'usr_depth' };

describe('run claims at any depth', () => {
  let database: TestDatabase;
  let knex: Knex;
  /** Prefix of every id this file seeds, so that each test can remove its customers after it. */
  const tag = `depth${crypto.randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
  });
  afterEach(async () => {
    await knex('customers').where('id', 'like', `${tag}%`).delete();
  });
  afterAll(() => database.drop());

  /**
   * `customers` new customers, each with `finished` runs that succeeded earlier and `perCustomer` queued runs (one flow
   * each), queued in turn: every customer's first run, then every one's second. Returns the customers' ids.
   */
  async function backlog(customers: number, perCustomer: number, finished = 0): Promise<string[]> {
    const batch = `${tag}_${crypto.randomBytes(3).toString('hex')}`;
    const c = `'${batch}_c' || c`;
    await knex.raw(`INSERT INTO customers (id, name) SELECT ${c}, 'depth' FROM generate_series(1, ?) c`, [customers]);
    await knex.raw(`INSERT INTO connectors (id, customer_id, name, type) SELECT ${c} || '_k', ${c}, 'k', 'postgres' FROM generate_series(1, ?) c`, [customers]);
    await knex.raw(
      `INSERT INTO flows (id, customer_id, name, source_connector_id, destination_connector_id, entities, schedule)
       SELECT ${c} || '_f' || n, ${c}, 'f', ${c} || '_k', ${c} || '_k', '{order}', 'manual'
         FROM generate_series(1, ?) c, generate_series(1, ?) n`,
      [customers, perCustomer],
    );
    await knex.raw(
      `INSERT INTO runs (id, customer_id, flow_id, status, trigger, started_at, finished_at)
       SELECT ${c} || '_h' || n, ${c}, ${c} || '_f1', 'succeeded', 'manual', clock_timestamp(), clock_timestamp()
         FROM generate_series(1, ?) c, generate_series(1, ?) n`,
      [customers, finished],
    );
    await knex.raw(
      `INSERT INTO runs (id, customer_id, flow_id, status, trigger)
       SELECT ${c} || '_r' || n, ${c}, ${c} || '_f' || n, 'queued', 'manual'
         FROM generate_series(1, ?) n, generate_series(1, ?) c ORDER BY n, c`,
      [perCustomer, customers],
    );
    return Array.from({ length: customers }, (_, i) => `${batch}_c${i + 1}`);
  }

  /** The customer's queued runs, oldest first. */
  const queued = (customerId: string): Promise<string[]> =>
    knex('runs').where({ customer_id: customerId, status: 'queued' }).orderBy([{ column: 'created_at' }, { column: 'id' }]).pluck('id');
  const running = async (customerIds: string[]): Promise<number[]> => {
    const { rows } = await knex.raw(`SELECT count(*)::int AS n FROM unnest(?::text[]) WITH ORDINALITY c(id, ord)
      LEFT JOIN runs r ON r.customer_id = c.id AND r.status = 'running' GROUP BY c.ord ORDER BY c.ord`, [customerIds]);
    return (rows as Array<{ n: number }>).map((r) => r.n);
  };
  const succeed = (runId: string) => finishRun(knex, runId, { status: 'succeeded', stage: null, processed: 0, succeeded: 0, failed: 0, errors: [] });

  // Each customer has also run before: its finished runs outnumber its queued ones, as they do in use.
  it.each([
    [1, 50, 200],
    [1, 5_000, 5_000],
    [1_000, 5, 20],
  ])('with %i customers × %i queued runs (and %i finished each), a claim reads one queue head and one run', async (customers, perCustomer, finished) => {
    const ids = await backlog(customers, perCustomer, finished);
    // The planner's statistics, as autovacuum keeps them after a load like this one.
    await knex.raw('ANALYZE runs, run_queue_heads');
    const { result: run, statements } = await capture(knex, /run_queue_heads/, () => claimNextRun(knex, 1_000));
    expect(ids).toContain(run?.customer_id);
    expect(statements).toHaveLength(1);
    // The next claim, as executed: the customer with the fewest running runs, then its oldest run, one seek each,
    // and those two rows locked.
    const { read, locked, plan } = await execute(knex, statements[0]!);
    expect(read, plan).toEqual({ run_queue_heads: 1, runs: 1 });
    expect(locked, plan).toBe(2);
  });

  it("does not let a customer's 5,000 queued runs hold back another customer's run", async () => {
    const [a] = await backlog(1, 5_000);
    const [b] = await backlog(1, 1);
    const [a1, a2] = await queued(a!);
    const [b1] = await queued(b!);
    expect((await claimNextRun(knex, 1))?.id).toBe(a1);
    expect((await claimNextRun(knex, 1))?.id).toBe(b1);
    expect(await claimNextRun(knex, 1)).toBeUndefined();
    await succeed(a1!);
    expect((await claimNextRun(knex, 1))?.id).toBe(a2);
  });

  it("starts a customer's cap of runs, no more and no fewer, when claims race from many connections", async () => {
    const customers = await backlog(3, 10);
    // Connections opened first, so that the claims below overlap instead of waiting for connections one by one.
    if (onPostgres) await Promise.all(Array.from({ length: 20 }, () => knex.raw('SELECT pg_sleep(0.05)')));
    const race = async () => (await Promise.all(Array.from({ length: 20 }, () => claimNextRun(knex, 2)))).filter((r) => r !== undefined);

    const first = await race();
    expect(first).toHaveLength(6);
    expect(await running(customers)).toEqual([2, 2, 2]);
    // One run of each customer ends: each has one slot again, and no more.
    for (const id of customers) await succeed(first.find((r) => r.customer_id === id)!.id);
    const second = await race();
    expect(second.map((r) => r.customer_id).sort()).toEqual([...customers].sort());
    expect(await running(customers)).toEqual([2, 2, 2]);
  });

  it("keeps a customer's runs oldest first through cancels, hand-backs and runs inserted straight into the table", async () => {
    const [c] = await backlog(1, 3);
    const [r1, r2, r3] = await queued(c!);
    await cancelRun(knex, c!, r1!, ACTOR);
    const claimed = await claimNextRun(knex, 1_000);
    expect(claimed?.id).toBe(r2);
    // Its worker gives it back (shutting down): it is the customer's oldest queued run again.
    expect(await releaseRun(knex, r2!, claimed!.attempts, noEnqueue)).toBe(true);
    expect((await claimNextRun(knex, 1_000))?.id).toBe(r2);
    // A queued row written without the run service (as a restore or an operator would) is a run like any other.
    const { flow_id: freeFlow } = (await knex('runs').where({ id: r1 }).first('flow_id')) as { flow_id: string };
    const inserted = await seedRun(knex, c!, { flowId: freeFlow, status: 'queued', trigger: 'manual' });
    expect((await claimNextRun(knex, 1_000))?.id).toBe(r3);
    expect((await claimNextRun(knex, 1_000))?.id).toBe(inserted.id);
    expect(await claimNextRun(knex, 1_000)).toBeUndefined();
  });

  it.skipIf(!onPostgres)("passes over a run being cancelled (its row locked) to the customer's next one", async () => {
    const [c] = await backlog(1, 2);
    const [r1, r2] = await queued(c!);
    const cancelling = await knex.transaction();
    try {
      await cancelling('runs').where({ id: r1 }).forUpdate().first('id');
      expect((await claimNextRun(knex, 1_000))?.id).toBe(r2);
    } finally {
      await cancelling.rollback();
    }
    expect((await claimNextRun(knex, 1_000))?.id).toBe(r1);
  });
});
