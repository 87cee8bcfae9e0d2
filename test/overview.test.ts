// GET /v1/overview: a customer's runs by outcome, the records they moved and its webhook attempts by outcome, per
// hour over 24 hours or per 6 hours over 7 days, every bucket present, none of another customer's rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from './support/expectError.js';
import { seedFlow, seedKey, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { makeCertificate, startReceiver, startWebhookServer, testSettings, type Receiver, type WebhookTestServer } from './support/webhooks.js';

const json = async (res: Response): Promise<any> => res.json();
const HOUR = 3_600_000;

describe('GET /v1/overview', () => {
  let t: WebhookTestServer;
  let receiver: Receiver;
  let a: Tenant;
  let b: Tenant;
  let failing = false;

  beforeAll(async () => {
    const cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert));
    receiver = await startReceiver(cert, () => (failing ? { status: 500 } : { status: 200 }));
    [a, b] = [await seedTenant(t.knex), await seedTenant(t.knex)];
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  // One moment the seeded runs are dated from, so runs seeded "now" share a bucket even across an hour's turn.
  const base = Date.now();
  const sum = (buckets: any[], of: (bucket: any) => number) => buckets.reduce((n, bucket) => n + of(bucket), 0);

  /** A run of `tenant` created `hoursAgo` hours before `base`. */
  async function run(tenant: Tenant, hoursAgo: number, status: 'succeeded' | 'partial' | 'failed' | 'queued', processed = 0, failed = 0) {
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId, { schedule: 'manual' });
    const created = new Date(base - hoursAgo * HOUR).toISOString();
    const { id } = await seedRun(t.knex, tenant.customerId, { flowId: flow.id, status, trigger: 'manual', recordsProcessed: processed, recordsFailed: failed });
    await t.knex('runs').where({ customer_id: tenant.customerId, id }).update({ created_at: created });
  }

  it('counts runs, records moved and attempts in the bucket they happened in', async () => {
    await run(a, 0, 'succeeded', 10, 0);
    await run(a, 0, 'partial', 8, 3);
    await run(a, 0, 'queued');
    await run(a, 3.2, 'failed', 1, 1);
    await run(a, 30, 'succeeded', 4, 0); // in the 7 days only
    await run(b, 0, 'succeeded', 100, 0); // another customer's
    const endpoint = await json(await t.request('/v1/webhooks', { method: 'POST', key: a.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ url: `${receiver.url}/hook`, events: ['flow.paused'] }) }));
    for (const fail of [false, false, true]) {
      failing = fail;
      await t.request(`/v1/webhooks/${endpoint.id}/test`, { method: 'POST', key: a.key });
    }

    const day = await json(await t.request('/v1/overview', { key: a.key }));
    expect(day).toMatchObject({ range: '24h', bucket_seconds: 3600 });
    expect(day.buckets).toHaveLength(24);
    expect(Date.parse(day.to) - Date.parse(day.from)).toBe(24 * HOUR);
    expect(Date.parse(day.buckets[23].start)).toBeLessThanOrEqual(Date.now());
    const at = (ms: number) => day.buckets.find((bucket: any) => Date.parse(bucket.start) <= ms && ms < Date.parse(bucket.start) + HOUR);
    const now = at(base);
    expect(now.runs).toEqual({ succeeded: 1, partial: 1, failed: 0, cancelled: 0, unfinished: 1 });
    expect(now.records_moved).toBe(10 + 5);
    expect(at(base - 3.2 * HOUR).runs).toEqual({ succeeded: 0, partial: 0, failed: 1, cancelled: 0, unfinished: 0 });
    expect(sum(day.buckets, (bucket) => bucket.runs.succeeded)).toBe(1);
    expect(sum(day.buckets, (bucket) => bucket.webhook_attempts.succeeded)).toBe(2);
    expect(sum(day.buckets, (bucket) => bucket.webhook_attempts.failed)).toBe(1);

    const week = await json(await t.request('/v1/overview?range=7d', { key: a.key }));
    expect(week).toMatchObject({ range: '7d', bucket_seconds: 21_600 });
    expect(week.buckets).toHaveLength(28);
    expect(sum(week.buckets, (bucket) => bucket.runs.succeeded)).toBe(2);
    expect(sum(week.buckets, (bucket) => bucket.records_moved)).toBe(10 + 5 + 0 + 4);
  });

  it('refuses an unknown range and a key without runs:read', async () => {
    await expectError(await t.request('/v1/overview?range=1y', { key: a.key }), 422, 'validation_error', "query parameter 'range' must be one of: 24h, 7d");
    const { key } = await seedKey(t.knex, a, ['flows:read']);
    await expectError(await t.request('/v1/overview', { key }), 403, 'forbidden');
  });
});
