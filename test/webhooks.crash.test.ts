// At-least-once across a crash: 1,000 queued deliveries, a real `sluice worker` process killed with SIGKILL while
// sending them, and a new worker that delivers every one. PostgreSQL only: the embedded database is one process.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/domain/events/outbox.js';
import { onPostgres } from './support/database.js';
import { seedTenant } from './support/seed.js';
import { killAllWorkers, startWorker } from './support/workerProcess.js';
import { eventually, makeCertificate, startReceiver, startWebhookServer, testSettings, type Certificate, type Receiver, type WebhookTestServer } from './support/webhooks.js';

const EVENTS = 1000;

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

  const worker = (name: string) =>
    startWorker(name, {
      DATABASE_URL: t.database.url,
      SLUICE_SECRET_KEY: t.secretKey,
      // A spawned process trusts the receiver's certificate the standard way.
      NODE_EXTRA_CA_CERTS: cert.certPath,
      SLUICE_WEBHOOK_ALLOW_PRIVATE: 'true',
      SLUICE_WEBHOOK_TIMEOUT_MS: '1000',
      SLUICE_WEBHOOK_RETRY_SCHEDULE: '1s,2s,3s,4s,5s,6s',
      SLUICE_WEBHOOK_ENDPOINT_CONCURRENCY: '10',
    });

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
