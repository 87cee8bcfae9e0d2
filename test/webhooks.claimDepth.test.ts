// Delivery claims at depth (domain/webhooks/queue.ts). However deep the customers' backlogs, a claim locks only the
// deliveries it leases and reads no more rows than its caps allow; however many endpoints other customers have, it
// reads only the endpoints of the customers it visits.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimDeliveries, type ClaimLimits } from '../src/domain/webhooks/queue.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { capture, execute, type Executed } from './support/queryPlans.js';

const LIMITS: ClaimLimits = { slots: 10, customerCap: 10, endpointCap: 4, leaseMs: 60_000, cursor: '' };

describe('delivery claims at any depth', () => {
  let database: TestDatabase;
  let knex: Knex;
  const tag = `whdepth${crypto.randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
  });
  afterEach(async () => {
    await knex('customers').where('id', 'like', `${tag}%`).delete();
  });
  afterAll(() => database.drop());

  /**
   * `customers` new customers, each with `endpoints` endpoints, each with `ready` deliveries ready to send after
   * `delivered` ones sent before (as in use, most deliveries are history).
   */
  async function backlog(customers: number, endpoints: number, ready: number, delivered: number): Promise<void> {
    const c = `'${tag}_' || lpad(c::text, 5, '0')`;
    const e = `${c} || '_e' || e`;
    await knex.raw(`INSERT INTO customers (id, name) SELECT ${c}, 'depth' FROM generate_series(1, ?) c`, [customers]);
    await knex.raw(
      `INSERT INTO webhook_endpoints (id, customer_id, url, events, secret_ciphertext)
       SELECT ${e}, ${c}, 'https://hooks.example.test/in', '{*}', 'sealed' FROM generate_series(1, ?) c, generate_series(1, ?) e`,
      [customers, endpoints],
    );
    await knex.raw(
      `INSERT INTO webhook_deliveries (id, customer_id, endpoint_id, event_type, payload, status, attempt_count)
       SELECT ${e} || '_s' || n, ${c}, ${e}, 'flow.paused', '{}', 'succeeded', 1
         FROM generate_series(1, ?) c, generate_series(1, ?) e, generate_series(1, ?) n`,
      [customers, endpoints, delivered],
    );
    await knex.raw(
      `INSERT INTO webhook_deliveries (id, customer_id, endpoint_id, event_type, payload, status, next_attempt, next_attempt_at, ready)
       SELECT ${e} || '_d' || n, ${c}, ${e}, 'flow.paused', '{}', 'pending', 1, now() - make_interval(secs => n), true
         FROM generate_series(1, ?) c, generate_series(1, ?) e, generate_series(1, ?) n`,
      [customers, endpoints, ready],
    );
    // The planner's statistics, as autovacuum keeps them after a load like this one.
    await knex.raw('ANALYZE webhook_deliveries, webhook_endpoints');
  }

  /** A claim, then the same claim's statements again as executed (on what the first left), added up. */
  async function claimExecuted(): Promise<{ leased: number; visited: number } & Executed> {
    const { result, statements } = await capture(knex, /webhook_deliveries/, () => claimDeliveries(knex, LIMITS));
    const total: Executed = { read: {}, locked: 0, plan: '' };
    let visited = 0;
    for (const statement of statements) {
      const { read, locked, plan } = await execute(knex, statement);
      for (const [table, n] of Object.entries(read)) total.read[table] = (total.read[table] ?? 0) + n;
      total.locked += locked;
      total.plan += `${plan}\n`;
      // The claim itself names its customers first: how many it visits.
      if (/WITH cust AS/.test(statement.sql)) visited = (statement.bindings[0] as string[]).length;
    }
    return { leased: result.claimed.length, visited, ...total };
  }

  it('locks only the deliveries it leases, and reads no more than its endpoint caps allow, 500 deep', async () => {
    const endpoints = 3;
    await backlog(16, endpoints, 500, 100);
    const { leased, visited, read, locked, plan } = await claimExecuted();
    expect(leased).toBe(LIMITS.slots);
    expect(locked, plan).toBeLessThanOrEqual(LIMITS.slots);
    // A seek per customer visited (the turn), the customers' deliveries in flight (the first claim's), each endpoint's
    // oldest up to its cap, and the picked ones locked and leased: none of it grows with the backlog.
    const bound = visited + 1 + LIMITS.slots + visited * endpoints * LIMITS.endpointCap + 2 * LIMITS.slots;
    expect(read.webhook_deliveries, plan).toBeLessThanOrEqual(bound);
  });

  it("reads the endpoints of the customers it visits, not every customer's", async () => {
    await backlog(10_000, 1, 2, 2);
    const { leased, visited, read, plan } = await claimExecuted();
    expect(leased).toBe(LIMITS.slots);
    expect(visited).toBeGreaterThan(0);
    // Their endpoints, and each leased delivery's endpoint for its send: not the 10,000 there are.
    expect(read.webhook_endpoints, plan).toBeLessThanOrEqual(visited + LIMITS.slots);
  });
});
