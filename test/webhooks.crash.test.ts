// At-least-once across a crash: 1,000 queued deliveries, a real `sluice worker` process killed with SIGKILL while
// sending them, and a new worker that delivers every one; and a database that goes away mid-delivery (every
// connection cut, new ones refused for 3 s) while a worker sends 300, which still delivers every one. The delivery
// rows are the only queue: nothing else is read. PostgreSQL only: the embedded database is one process.
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/domain/events/outbox.js';
import { onPostgres, TEST_DATABASE_URL } from './support/database.js';
import { seedTenant } from './support/seed.js';
import { killAllWorkers, startWorker } from './support/workerProcess.js';
import { eventually, makeCertificate, startReceiver, startWebhookServer, testSettings, type Certificate, type Receiver, type WebhookTestServer } from './support/webhooks.js';

const EVENTS = 1000;

/** A `sluice worker` on the test's database, with short time-outs and retries, that may reach the receiver. */
function workerEnv(t: WebhookTestServer, cert: Certificate, endpointConcurrency: string): Record<string, string | undefined> {
  return {
    DATABASE_URL: t.database.url,
    SLUICE_SECRET_KEY: t.secretKey,
    // A spawned process trusts the receiver's certificate the standard way.
    NODE_EXTRA_CA_CERTS: cert.certPath,
    SLUICE_WEBHOOK_ALLOW_PRIVATE: 'true',
    SLUICE_WEBHOOK_TIMEOUT_MS: '1000',
    SLUICE_WEBHOOK_RETRY_SCHEDULE: '1s,2s,3s,4s,5s,6s',
    SLUICE_WEBHOOK_ENDPOINT_CONCURRENCY: endpointConcurrency,
  };
}

describe.skipIf(!onPostgres)('a worker killed with SIGKILL', () => {
  let cert: Certificate;
  let t: WebhookTestServer;
  let receiver: Receiver;

  beforeAll(async () => {
    cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert));
    // A little latency per request, so the kill lands mid-way through the backlog.
    receiver = await startReceiver(cert, () => ({ status: 200, delayMs: 15 }));
  });
  afterAll(async () => {
    await killAllWorkers();
    await t?.close();
    await receiver?.close();
  });

  const worker = (name: string) => startWorker(name, workerEnv(t, cert, '10'));

  const deliveredIds = () => new Set(receiver.requests.map((r) => r.headers['x-service-delivery']));

  it('delivers every one of 1,000 queued deliveries at least once after a restart', async () => {
    const tenant = await seedTenant(t.knex);
    const endpoint = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `${receiver.url}/crash`, events: ['run.succeeded'] } });
    expect(endpoint.response.status).toBe(201);
    await t.knex.transaction(async (trx: Knex.Transaction) => {
      for (let i = 0; i < EVENTS; i++) await recordEvent(trx, tenant.customerId, 'run.succeeded', { run_id: `run_${i}`, flow_id: 'flw_crash', records_processed: i, duration_ms: 1 });
    });

    const first = worker('first');
    await receiver.waitFor(() => deliveredIds().size >= 200, 30_000).catch((err) => {
      throw new Error(`${(err as Error).message}; ${first.describe()}`);
    });
    first.child.kill('SIGKILL');
    await first.exited;
    const beforeRestart = deliveredIds().size;
    expect(beforeRestart).toBeLessThan(EVENTS);
    const pending = await t.knex('webhook_deliveries').where({ status: 'pending' }).count<{ n: number }[]>({ n: '*' });
    expect(Number(pending[0]!.n)).toBeGreaterThan(0);

    const second = worker('second');
    try {
      await receiver.waitFor(() => deliveredIds().size === EVENTS, 60_000).catch((err) => {
        throw new Error(`${(err as Error).message}; ${second.describe()}`);
      });
      const rows = (await t.knex('webhook_deliveries').select('id', 'status')) as Array<{ id: string; status: string }>;
      expect(rows).toHaveLength(EVENTS);
      const seen = deliveredIds();
      expect(rows.filter((r) => !seen.has(r.id))).toEqual([]);
      await eventually(async () => {
        const left = await t.knex('webhook_deliveries').whereNot({ status: 'succeeded' }).count<{ n: number }[]>({ n: '*' });
        return Number(left[0]!.n) === 0 ? true : undefined;
      }, 20_000, 'every delivery succeeded');
    } finally {
      expect(await second.stop('SIGTERM'), second.describe()).toEqual({ code: 0, signal: null });
    }
  }, 150_000);
});

describe.skipIf(!onPostgres)('a database that goes away mid-delivery', () => {
  let cert: Certificate;
  let t: WebhookTestServer;
  let receiver: Receiver;
  let admin: Knex;

  beforeAll(async () => {
    cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert));
    receiver = await startReceiver(cert, () => ({ status: 200, delayMs: 20 }));
    admin = knexFactory({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
  });
  afterAll(async () => {
    await killAllWorkers();
    const name = t ? new URL(t.database.url!).pathname.slice(1) : undefined;
    if (name) await admin.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await admin?.destroy();
    await t?.close();
    await receiver?.close();
  });

  /** Refuses new connections to the test's database and cuts every open one, for `ms`. */
  async function outage(ms: number): Promise<void> {
    const name = new URL(t.database.url!).pathname.slice(1);
    await admin.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await admin.raw('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid()', [name]);
    await new Promise((r) => setTimeout(r, ms));
    await admin.raw(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  }

  /** Retries a read through the connections the outage cut. */
  const count = (status: string) =>
    eventually(async () => {
      try {
        const rows = await t.knex('webhook_deliveries').where({ status }).count<{ n: number }[]>({ n: '*' });
        return Number(rows[0]!.n);
      } catch {
        return undefined;
      }
    }, 20_000, 'a count');

  it('delivers every one of 300 deliveries once the database is back, none lost', async () => {
    const tenant = await seedTenant(t.knex);
    const endpoint = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `${receiver.url}/outage`, events: ['run.succeeded'] } });
    expect(endpoint.response.status).toBe(201);
    await t.knex.transaction(async (trx: Knex.Transaction) => {
      for (let i = 0; i < 300; i++) await recordEvent(trx, tenant.customerId, 'run.succeeded', { run_id: `run_${i}`, flow_id: 'flw_outage', records_processed: i, duration_ms: 1 });
    });
    const worker = startWorker('outage', workerEnv(t, cert, '4'));
    try {
      await receiver.waitFor((requests) => requests.length >= 30, 30_000);
      await outage(3_000);
      const delivered = () => new Set(receiver.requests.map((r) => r.headers['x-service-delivery']));
      await receiver.waitFor(() => delivered().size === 300, 90_000).catch((err) => {
        throw new Error(`${(err as Error).message}; ${worker.describe()}`);
      });
      await eventually(async () => ((await count('succeeded')) === 300 ? true : undefined), 60_000, 'every delivery recorded as succeeded');
      // Each delivery has its attempts logged, the last one a success.
      const unlogged = await t.knex('webhook_deliveries as d')
        .whereNotExists(t.knex('webhook_attempts as a').whereRaw('a.delivery_id = d.id').where('a.result', 'ok'))
        .count<{ n: number }[]>({ n: '*' });
      expect(Number(unlogged[0]!.n)).toBe(0);
    } finally {
      expect(await worker.stop('SIGTERM'), worker.describe()).toEqual({ code: 0, signal: null });
    }
  }, 150_000);
});
