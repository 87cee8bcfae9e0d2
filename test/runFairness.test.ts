// Fair runs. Which queued run a worker claims (domain/runs/claim.ts): the oldest of a customer below its running
// cap, customers with fewer running runs first, never more than the cap even when many claims race. And on a real
// server with its worker (two run slots, one per customer) and real plugin processes: customer A's small run starts
// within seconds while customer B's long runs fill B's share, and a queued run that has no queue job at all (as one
// whose job was lost) is run all the same.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimNextRun } from '../src/domain/runs/claim.js';
import { finishRun } from '../src/domain/runs/lifecycle.js';
import { triggerRun } from '../src/domain/runs/service.js';
import { secretsFrom } from '../src/secrets.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { ended, expectJson, getRun, LONG_RUN, sampleToSlowFlow, startRunServer, triggerFlow, waitForRun } from './support/longRuns.js';
import { seedFlow, seedRun, seedTenant, type Tenant } from './support/seed.js';
import type { TestServer } from './support/server.js';

const secrets = secretsFrom('f'.repeat(64));
const noEnqueue = async () => {};

describe('which queued run a worker claims', () => {
  let database: TestDatabase;
  let knex: Knex;

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
  });
  afterAll(() => database.drop());

  /** Queues one run on a new flow of the customer; returns the run id. */
  const queue = async (tenant: Tenant) => triggerRun(knex, tenant.customerId, (await seedFlow(knex, secrets, tenant.customerId, { schedule: 'manual' })).id, noEnqueue);
  const succeed = (runId: string) => finishRun(knex, runId, { status: 'succeeded', stage: null, processed: 0, succeeded: 0, failed: 0, errors: [] });
  const drain = async () => {
    for (let run = await claimNextRun(knex, 1_000); run; run = await claimNextRun(knex, 1_000)) await succeed(run.id);
    await knex('runs').where({ status: 'running' }).update({ status: 'succeeded' });
  };

  it("never lets one customer's backlog hold another customer's run back", async () => {
    const [a, b] = [await seedTenant(knex), await seedTenant(knex)];
    const [b1, b2, b3] = [await queue(b), await queue(b), await queue(b)];
    const a1 = await queue(a);

    // Cap 1: B's oldest, then A's although B's queue is older, then nothing while B's run goes on.
    expect((await claimNextRun(knex, 1))?.id).toBe(b1);
    expect((await claimNextRun(knex, 1))?.id).toBe(a1);
    expect(await claimNextRun(knex, 1)).toBeUndefined();
    expect(await knex('runs').whereIn('id', [b2, b3]).pluck('status')).toEqual(['queued', 'queued']);
    // B's run ends: B's next one, in order.
    await succeed(b1);
    expect((await claimNextRun(knex, 1))?.id).toBe(b2);
    await drain();
  });

  it('with a larger cap, serves the customer with fewer running runs first', async () => {
    const [a, b] = [await seedTenant(knex), await seedTenant(knex)];
    const b1 = await queue(b);
    const b2 = await queue(b);
    const b3 = await queue(b);
    const a1 = await queue(a);
    const a2 = await queue(a);
    expect((await claimNextRun(knex, 2))?.id).toBe(b1);
    // B has one running, A none: A's oldest goes before B's older ones.
    expect((await claimNextRun(knex, 2))?.id).toBe(a1);
    expect((await claimNextRun(knex, 2))?.id).toBe(b2);
    expect((await claimNextRun(knex, 2))?.id).toBe(a2);
    expect(await claimNextRun(knex, 2)).toBeUndefined();
    expect((await knex('runs').where({ id: b3 }).first('status')).status).toBe('queued');
    await drain();
  });

  it('keeps the cap when many claims race', async () => {
    const tenants = [await seedTenant(knex), await seedTenant(knex), await seedTenant(knex)];
    for (const tenant of tenants) for (let i = 0; i < 3; i++) await queue(tenant);
    const claimed = (await Promise.all(Array.from({ length: 12 }, () => claimNextRun(knex, 1)))).filter((r) => r !== undefined);
    expect(claimed).toHaveLength(3);
    expect(new Set(claimed.map((r) => r.customer_id))).toEqual(new Set(tenants.map((t) => t.customerId)));
    const running = await knex('runs').where({ status: 'running' }).groupBy('customer_id').select('customer_id', knex.raw('count(*)::int AS n'));
    expect(running.map((r: { n: number }) => r.n)).toEqual([1, 1, 1]);
    await drain();
  });
});

describe('a server with two run slots and one per customer', () => {
  let t: TestServer;
  let a: Tenant;
  let b: Tenant;

  beforeAll(async () => {
    t = await startRunServer({ concurrency: 2, perCustomerConcurrency: 1 });
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  it("starts A's small run within 10 s while B's long runs wait their turn", async () => {
    const bFlows = [await sampleToSlowFlow(t, b, 'B long 1', LONG_RUN), await sampleToSlowFlow(t, b, 'B long 2', LONG_RUN)];
    const small = await sampleToSlowFlow(t, a, 'A small', { records: 20, batch: 20, delayMs: 0 });
    const bRuns = [await triggerFlow(t, b, bFlows[0]!), await triggerFlow(t, b, bFlows[1]!)];
    await waitForRun(t, b, bRuns[0]!, (r) => r.status === 'running' && r.records_processed > 0, 30_000, "B's first run going");

    const t0 = Date.now();
    const aRun = await triggerFlow(t, a, small);
    const started = await waitForRun(t, a, aRun, (r) => r.status !== 'queued', 10_000, "A's run started");
    console.info(`runFairness: A's run started ${Date.now() - t0} ms after its trigger`);
    expect(['running', 'succeeded']).toContain(started.status);
    // Meanwhile B holds exactly its one slot: its second run is still queued, its first still going.
    expect((await getRun(t, b, bRuns[1]!)).status).toBe('queued');
    expect((await getRun(t, b, bRuns[0]!)).status).toBe('running');
    expect((await waitForRun(t, a, aRun, ended, 20_000, "A's run finished")).status).toBe('succeeded');

    // B's first run ends (cancelled here): its second one takes B's slot.
    await expectJson(await t.request(`/v1/runs/${bRuns[0]}/cancel`, { method: 'POST', key: b.key }), 202);
    await waitForRun(t, b, bRuns[1]!, (r) => r.status === 'running', 20_000, "B's second run started");
    await expectJson(await t.request(`/v1/runs/${bRuns[1]}/cancel`, { method: 'POST', key: b.key }), 202);
    await waitForRun(t, b, bRuns[1]!, ended, 20_000, "B's second run stopped");
  }, 120_000);

  it('runs a queued run that has no queue job at all, as one whose job was lost', async () => {
    const flow = await sampleToSlowFlow(t, a, 'orphan', { records: 20, batch: 20, delayMs: 0 });
    // Inserted straight into the table: no job was ever sent for it, and nothing will be.
    const run = await seedRun(t.knex, a.customerId, { flowId: flow, status: 'queued', trigger: 'manual' });
    const done = await waitForRun(t, a, run.id, ended, 20_000, 'the orphan run finished');
    expect(done).toMatchObject({ status: 'succeeded', records_processed: 20 });
  }, 60_000);
});
