// One customer cannot stall or slow another's webhooks: a burst that fans out to 10,000 deliveries (on PostgreSQL) is delivered
// in full while another customer's event goes out at once, and a customer whose 200 endpoints are slow (or failing)
// holds at most its own share of the delivery slots, so another customer's event still arrives within 2 s.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/domain/events/outbox.js';
import { onPostgres } from './support/database.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { eventually, makeCertificate, startReceiver, startWebhookServer, testSettings, type Certificate, type Receiver, type WebhookTestServer } from './support/webhooks.js';

async function createEndpoints(t: WebhookTestServer, tenant: Tenant, urls: string[], events: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const url of urls) {
    const res = await t.client(tenant.key).POST('/v1/webhooks', { body: { url, events: events as never } });
    expect(res.response.status).toBe(201);
    ids.push(res.data!.id);
  }
  return ids;
}

function recordEvents(t: WebhookTestServer, tenant: Tenant, count: number, flow: string): Promise<void> {
  return t.knex.transaction(async (trx: Knex.Transaction) => {
    for (let i = 0; i < count; i++) {
      await recordEvent(trx, tenant.customerId, 'flow.paused', { flow_id: `${flow}_${i}`, actor: { type: 'system', id: 'test' } });
    }
  });
}

/** Records B's event and resolves with how long it took from its commit to reach B's endpoint. */
async function timeToArrive(t: WebhookTestServer, receiver: Receiver, b: Tenant, flowId: string): Promise<number> {
  return (await arrival(t, receiver, b, flowId)).latency;
}

/** B's event's time to arrive, and how many of A's requests arrived in the meantime (ahead of it). */
async function arrival(t: WebhookTestServer, receiver: Receiver, b: Tenant, flowId: string): Promise<{ latency: number; aheadOfIt: number }> {
  await t.knex.transaction((trx: Knex.Transaction) => recordEvent(trx, b.customerId, 'flow.paused', { flow_id: flowId, actor: { type: 'system', id: 'test' } }));
  const started = Date.now();
  const before = receiver.requests.length;
  await receiver.waitFor((requests) => requests.some((r) => r.path === '/b' && r.body.includes(flowId)), 20_000);
  const index = receiver.requests.findIndex((r) => r.path === '/b' && r.body.includes(flowId));
  const aheadOfIt = receiver.requests.slice(before, index).filter((r) => r.path.startsWith('/a/')).length;
  return { latency: receiver.requests[index]!.at - started, aheadOfIt };
}

// The embedded database runs its queries on the test's own thread, beside the TLS of sender and receiver: there the
// burst is 100 events (2,000 deliveries), the same shape at a fifth of the size.
const BURST_EVENTS = onPostgres ? 500 : 100;
const BURST = BURST_EVENTS * 20;
// B's bound during a burst or a backlog of slow endpoints: 2 s on PostgreSQL. On PGlite the burst's own queries
// block the thread B's fan-out, claim and send run on, and under a loaded suite (CI) B arrived in 2.4 s once: 5 s
// for the slow endpoints; during the burst, 6.6 s once (a suite on a machine loaded twice over), so there only the
// measure a load cannot bend holds: how many of A's deliveries went out ahead of B's.
const BURST_BOUND_MS = onPostgres ? 2_000 : 5_000;

describe('webhook fairness across customers', () => {
  let cert: Certificate;

  beforeAll(() => {
    cert = makeCertificate();
  });

  describe(`a burst of ${BURST_EVENTS} events to 20 endpoints`, () => {
    let t: WebhookTestServer;
    let receiver: Receiver;

    beforeAll(async () => {
      // Every answer is a 200, so no attempt needs to time out: with the usual 1 s, a suite loaded enough to hold this
      // thread past it (PGlite's queries, sender and receiver share it) used up a few deliveries' seven attempts within
      // seconds, and they never arrived (a CI run, 2,139 requests for 2,001 deliveries).
      t = await startWebhookServer(testSettings(cert, { concurrency: 50, endpointConcurrency: 10, customerConcurrency: 40, timeoutMs: 30_000 }));
      receiver = await startReceiver(cert);
    });
    afterAll(async () => {
      await t?.close();
      await receiver?.close();
    });

    it(`delivers all ${BURST} deliveries, while another customer’s event goes out ahead of the backlog, within 2 s on PostgreSQL`, async () => {
      const a = await seedTenant(t.knex);
      const b = await seedTenant(t.knex);
      await createEndpoints(t, a, Array.from({ length: 20 }, (_, i) => `${receiver.url}/a/${i}`), ['flow.paused']);
      await createEndpoints(t, b, [`${receiver.url}/b`], ['flow.paused']);
      await recordEvents(t, a, BURST_EVENTS, 'flw_a');
      await t.startWorker();
      await receiver.waitFor((requests) => requests.length >= 200, 30_000);

      const pendingA = BURST - receiver.requests.length;
      const { latency, aheadOfIt } = await arrival(t, receiver, b, 'flw_b_burst');
      console.log(`webhooks.fairness: B's event arrived ${latency} ms after it was recorded, ${aheadOfIt} of A's ${pendingA} pending deliveries ahead of it`);
      // Served in turn, B's event waits behind what A holds in flight, not behind A's backlog (first come, first
      // served, it would arrive after all of it): a measure a loaded machine cannot bend, as it slows A as much as B.
      expect(aheadOfIt).toBeLessThan(pendingA / 4);
      if (onPostgres) expect(latency).toBeLessThan(BURST_BOUND_MS);

      // Counted as requests arrive: a fresh count over all 10,000 at every check cost this file 10 s of CPU.
      const deliveredToA = new Set<string | undefined>();
      let counted = 0;
      await receiver.waitFor((requests) => {
        for (; counted < requests.length; counted++) if (requests[counted]!.path.startsWith('/a/')) deliveredToA.add(requests[counted]!.headers['x-service-delivery']);
        return deliveredToA.size === BURST;
      }, 240_000);
      const counts = await eventually(async () => {
        const rows = (await t.knex('webhook_deliveries').groupBy('status').select('status', t.knex.raw('count(*)::int AS n'))) as Array<{ status: string; n: number }>;
        const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
        return byStatus.succeeded === BURST + 1 ? byStatus : undefined;
      }, 30_000, 'every delivery recorded as succeeded');
      expect(counts).toEqual({ succeeded: BURST + 1 });
      // No delivery is stuck half-claimed, and the outbox has nothing left.
      expect(Number((await t.knex('webhook_deliveries').where('ready', true).orWhereNotNull('leased_until').count({ n: '*' }))[0]!.n)).toBe(0);
      expect(Number((await t.knex('events').whereNull('fanned_out_at').count({ n: '*' }))[0]!.n)).toBe(0);
    }, 300_000);
  });

  describe.each([
    ['slow', { status: 200, delayMs: 900 }],
    ['failing', { status: 500 }],
  ] as const)('200 %s endpoints of one customer', (_kind, reply) => {
    let t: WebhookTestServer;
    let receiver: Receiver;

    beforeAll(async () => {
      t = await startWebhookServer(testSettings(cert, { concurrency: 20, endpointConcurrency: 5, customerConcurrency: 10 }));
      receiver = await startReceiver(cert, (req) => (req.path.startsWith('/a/') ? reply : { status: 200 }));
    });
    afterAll(async () => {
      await t?.close();
      await receiver?.close();
    });

    it('hold no more than their customer’s share: another customer’s event arrives within 2 s', async () => {
      const a = await seedTenant(t.knex);
      const b = await seedTenant(t.knex);
      await createEndpoints(t, a, Array.from({ length: 200 }, (_, i) => `${receiver.url}/a/${i}`), ['flow.paused']);
      await createEndpoints(t, b, [`${receiver.url}/b`], ['flow.paused']);
      await recordEvents(t, a, 10, 'flw_a'); // 2,000 deliveries
      await t.startWorker();
      await receiver.waitFor((requests) => requests.filter((r) => r.path.startsWith('/a/')).length >= 40, 30_000);

      const latencies: number[] = [];
      for (let i = 0; i < 3; i++) latencies.push(await timeToArrive(t, receiver, b, `flw_b_${i}`));
      console.log(`webhooks.fairness: B's events arrived ${latencies.join(', ')} ms after they were recorded`);
      // Unfair, B would wait behind A's backlog (2,000 attempts at 0.9 s, ten at a time: minutes). On PGlite the
      // burst's bound (5 s), for the same reason: the queries share the thread B's claim and send run on.
      expect(Math.max(...latencies)).toBeLessThan(BURST_BOUND_MS);

      // A is still being served meanwhile, within its cap: never more than 10 of its attempts in flight at once, as
      // the attempt log times them (a delivery's lease may outlive its attempt until the attempt is recorded, so the
      // leased rows are not the measure).
      const { rows } = (await t.knex.raw(
        `SELECT coalesce(max(n), 0)::int AS most FROM (
           SELECT (SELECT count(*) FROM webhook_attempts b
                    WHERE b.customer_id = x.customer_id AND b.started_at <= x.started_at
                      AND x.started_at < b.started_at + make_interval(secs => coalesce(b.latency_ms, 0) / 1000.0)) AS n
             FROM webhook_attempts x WHERE x.customer_id = ?) per_attempt`,
        [a.customerId],
      )) as { rows: Array<{ most: number }> };
      expect(rows[0]!.most).toBeGreaterThan(0);
      expect(rows[0]!.most).toBeLessThanOrEqual(10);
      const pendingA = await t.knex('webhook_deliveries').where({ customer_id: a.customerId, status: 'pending' }).count({ n: '*' });
      expect(Number(pendingA[0]!.n)).toBeGreaterThan(0);
    }, 120_000);
  });

  describe('an event that cannot be fanned out', () => {
    let t: WebhookTestServer;
    let receiver: Receiver;

    beforeAll(async () => {
      t = await startWebhookServer(testSettings(cert));
      receiver = await startReceiver(cert);
    });
    afterAll(async () => {
      await t?.close();
      await receiver?.close();
    });

    it('is retried alone after a backoff and holds back no other event, its own customer’s included', async () => {
      const a = await seedTenant(t.knex);
      await createEndpoints(t, a, [`${receiver.url}/a`], ['flow.paused']);
      // The database refuses this one event's delivery, as a fault would.
      await t.knex.raw(`CREATE FUNCTION refuse_poison() RETURNS trigger AS $$ BEGIN
        IF NEW.payload LIKE '%flw_poison%' THEN RAISE EXCEPTION 'poisoned event'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
      await t.knex.raw('CREATE TRIGGER refuse_poison BEFORE INSERT ON webhook_deliveries FOR EACH ROW EXECUTE FUNCTION refuse_poison()');
      await t.knex.transaction(async (trx: Knex.Transaction) => {
        await recordEvent(trx, a.customerId, 'flow.paused', { flow_id: 'flw_poison', actor: { type: 'system', id: 'test' } });
        for (let i = 0; i < 5; i++) await recordEvent(trx, a.customerId, 'flow.paused', { flow_id: `flw_after_${i}`, actor: { type: 'system', id: 'test' } });
      });
      await t.startWorker();
      await receiver.waitFor((requests) => requests.filter((r) => r.body.includes('flw_after_')).length === 5, 10_000);
      const poisoned = await eventually(async () => {
        const row = await t.knex('events').whereRaw("data->>'flow_id' = 'flw_poison'").first('fanned_out_at', 'fanout_attempts', 'fanout_error', 'fanout_retry_at');
        return row && row.fanout_attempts >= 1 ? row : undefined;
      }, 10_000, 'the failure noted');
      expect(poisoned).toMatchObject({ fanned_out_at: null, fanout_error: expect.stringContaining('poisoned event') });
      expect(t.logText()).toContain('webhook fan-out of an event failed; retrying it after a backoff');

      // Once the fault is gone, the event goes out at its next try.
      await t.knex.raw('DROP TRIGGER refuse_poison ON webhook_deliveries');
      await receiver.waitFor((requests) => requests.some((r) => r.body.includes('flw_poison')), 15_000);
    }, 60_000);
  });
});
