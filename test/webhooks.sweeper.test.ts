// Deliveries whose queue job is gone: a pending delivery whose job was deleted from pg-boss's table, or failed for
// good after exhausting its own retries, is found by the worker's sweeper and delivered (once); one whose lost
// attempt is past the delivery's schedule is failed with an attempt that says why; sweepers racing each other
// queue each lost attempt exactly once.
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/domain/events/outbox.js';
import { createLogger } from '../src/log.js';
import { JobQueue } from '../src/jobs/queue.js';
import { DELIVERY_QUEUE } from '../src/jobs/webhooks/deliveryJob.js';
import { fanOutOnce } from '../src/jobs/webhooks/fanOut.js';
import { LOST_ATTEMPT_CODE, sweepLostDeliveries } from '../src/jobs/webhooks/sweeper.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { eventually, makeCertificate, startReceiver, startWebhookServer, testSettings, type Receiver, type WebhookTestServer } from './support/webhooks.js';

describe('the webhook delivery sweeper', () => {
  let t: WebhookTestServer;
  let receiver: Receiver;
  let tenant: Tenant;
  let path = '/';
  let pathCounter = 0;

  beforeAll(async () => {
    const cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert));
    receiver = await startReceiver(cert);
    // A worker's start defines the delivery queue as it is in production.
    await t.startWorker();
    await t.stopWorker();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    await t.stopWorker();
    tenant = await seedTenant(t.knex);
    pathCounter += 1;
    path = `/sweep/${pathCounter}`;
    receiver.behave(() => ({ status: 200, body: 'ok' }));
  });

  /** `n` pending deliveries with their first attempt's job queued, made while no worker runs. */
  async function pendingDeliveries(n: number): Promise<{ endpointId: string; ids: string[] }> {
    const created = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `${receiver.url}${path}`, events: ['connector.recovered'] } });
    expect(created.response.status).toBe(201);
    await t.knex.transaction(async (trx: Knex.Transaction) => {
      for (let i = 0; i < n; i++) await recordEvent(trx, tenant.customerId, 'connector.recovered', { connector_id: `con_${i}`, downtime_seconds: i });
    });
    // A send-only queue: the deliveries and their jobs are written exactly as a worker's fan-out writes them.
    const queue = await JobQueue.start({ db: t.database.db, databaseUrl: t.database.url, logger: createLogger('warn'), supervise: false });
    try {
      for (;;) if ((await fanOutOnce(t.knex, queue, t.settings)).events === 0) break;
    } finally {
      await queue.stop();
    }
    const rows = await t.knex('webhook_deliveries').where({ endpoint_id: created.data!.id }).orderBy('id').select('id', 'status', 'next_attempt');
    expect(rows).toHaveLength(n);
    for (const row of rows) expect(row).toMatchObject({ status: 'pending', next_attempt: 1 });
    return { endpointId: created.data!.id, ids: rows.map((r: { id: string }) => r.id) };
  }

  const jobsOf = (ids: string[], live = true) =>
    t.knex
      .raw(
        `SELECT data->>'delivery_id' AS delivery_id, state FROM pgboss.job WHERE name = ? AND data->>'delivery_id' = ANY(?::text[])${live ? " AND state < 'completed'" : ''}`,
        [DELIVERY_QUEUE, ids],
      )
      .then((r: { rows: Array<{ delivery_id: string; state: string }> }) => r.rows);
  const deleteJobs = (ids: string[]) => t.knex.raw(`DELETE FROM pgboss.job WHERE name = ? AND data->>'delivery_id' = ANY(?::text[])`, [DELIVERY_QUEUE, ids]);
  // What pg-boss leaves once a job has used up its retries.
  const exhaustJobs = (ids: string[]) =>
    t.knex.raw(`UPDATE pgboss.job SET state = 'failed', retry_count = retry_limit, completed_on = now() WHERE name = ? AND data->>'delivery_id' = ANY(?::text[])`, [DELIVERY_QUEUE, ids]);
  const delivery = async (endpointId: string, id: string) =>
    (await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries/{delivery_id}', { params: { path: { id: endpointId, delivery_id: id } } })).data!;

  it('delivers, once each, pending deliveries whose job was deleted or exhausted its retries, and leaves the others to their job', async () => {
    const { endpointId, ids } = await pendingDeliveries(3);
    const [deleted, exhausted, intact] = ids as [string, string, string];
    await deleteJobs([deleted]);
    await exhaustJobs([exhausted]);
    expect((await jobsOf(ids)).map((j) => j.delivery_id)).toEqual([intact]);

    await t.startWorker();
    await receiver.waitFor((requests) => requests.filter((r) => r.path === path).length >= 3, 30_000);
    for (const id of ids) {
      const d = await eventually(async () => {
        const found = await delivery(endpointId, id);
        return found.status === 'succeeded' ? found : undefined;
      }, 30_000, `delivery ${id} succeeded`);
      expect(d.attempts.map((a) => [a.number, a.trigger, a.result])).toEqual([[1, 'schedule', 'ok']]);
    }
    // Give a second sweep or a duplicate job the time to send again, then count: one request per delivery.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const sent = receiver.to(path).map((r) => r.headers['x-service-delivery']).sort();
    expect(sent).toEqual([...ids].sort());
  }, 90_000);

  it('fails a delivery whose lost attempt is past its schedule, logging why, and sends nothing', async () => {
    const { endpointId, ids } = await pendingDeliveries(2);
    const [old, recent] = ids as [string, string];
    await deleteJobs(ids);
    await t.knex('webhook_deliveries').where({ id: old }).update({ next_attempt_at: t.knex.raw("clock_timestamp() - interval '2 hours'") });

    const swept = await sweepOnce();
    expect(swept.failed).toEqual([old]);
    expect(swept.requeued).toEqual([recent]);
    const failed = await delivery(endpointId, old);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toHaveLength(1);
    expect(failed.attempts[0]).toMatchObject({ number: 1, trigger: 'schedule', result: 'error', status_code: null, error: { code: LOST_ATTEMPT_CODE } });
    expect(failed.attempts[0]!.error!.message).toMatch(/^attempt 1 \(due .+\) was lost by the job queue and is past the delivery's schedule; nothing was sent$/);
    expect((await jobsOf(ids)).map((j) => j.delivery_id), 'only the recent one is queued again').toEqual([recent]);
    expect(await sweepOnce(), 'nothing is left to sweep').toEqual({ requeued: [], failed: [] });

    await t.startWorker();
    await eventually(async () => ((await delivery(endpointId, recent)).status === 'succeeded' ? true : undefined), 30_000, 'recent delivery succeeded');
    expect(receiver.to(path).map((r) => r.headers['x-service-delivery'])).toEqual([recent]);
  }, 90_000);

  it('queues each lost attempt exactly once however many sweepers race', async () => {
    const { ids } = await pendingDeliveries(6);
    await deleteJobs(ids);
    expect(await jobsOf(ids)).toEqual([]);
    const queues = await Promise.all(
      Array.from({ length: 4 }, () => JobQueue.start({ db: t.database.db, databaseUrl: t.database.url, logger: createLogger('warn'), supervise: false })),
    );
    try {
      const results = await Promise.all(queues.map((q) => sweepLostDeliveries(t.knex, q, t.settings)));
      expect(results.flatMap((r) => r.requeued).sort()).toEqual([...ids].sort());
      expect(results.flatMap((r) => r.failed)).toEqual([]);
      const again = await Promise.all(queues.map((q) => sweepLostDeliveries(t.knex, q, t.settings)));
      expect(again.flatMap((r) => r.requeued)).toEqual([]);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
    }
    const jobs = await jobsOf(ids);
    expect(jobs.map((j) => j.delivery_id).sort()).toEqual([...ids].sort());
    expect(new Set(jobs.map((j) => j.state))).toEqual(new Set(['created']));
  }, 90_000);

  async function sweepOnce() {
    const queue = await JobQueue.start({ db: t.database.db, databaseUrl: t.database.url, logger: createLogger('warn'), supervise: false });
    try {
      return await sweepLostDeliveries(t.knex, queue, t.settings);
    } finally {
      await queue.stop();
    }
  }
});
