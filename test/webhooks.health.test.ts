// Endpoint health as a receiver and its owner see it: 410 Gone disables an endpoint at once; 429 and 503 with
// Retry-After push the next attempt back (never past the schedule's give-up); an endpoint whose every attempt has
// failed for SLUICE_WEBHOOK_DISABLE_AFTER is disabled; each disabling tells the customer's other endpoints
// (endpoint.disabled); re-enabling starts afresh; and a rate-limited endpoint is sent no faster than its limit.
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/domain/events/outbox.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { eventually, makeCertificate, startReceiver, startWebhookServer, testSettings, type Certificate, type Receiver, type Reply, type WebhookTestServer } from './support/webhooks.js';

describe('webhook endpoint health', () => {
  let cert: Certificate;
  let t: WebhookTestServer;
  let receiver: Receiver;
  let tenant: Tenant;
  const replies = new Map<string, (index: number) => Reply>();

  beforeAll(async () => {
    cert = makeCertificate();
    // Attempts at 0, 0.2 … 1.2 s; an endpoint failing for 1 s is disabled.
    t = await startWebhookServer(testSettings(cert, { disableAfterMs: 1_000 }));
    receiver = await startReceiver(cert, (req) => {
      const reply = replies.get(req.path);
      return reply ? reply(receiver.to(req.path).length - 1) : { status: 200 };
    });
    tenant = await seedTenant(t.knex);
    await t.startWorker();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  afterEach(() => replies.clear());

  const endpoint = async (path: string, events: string[] = ['flow.paused']) => {
    const res = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `${receiver.url}${path}`, events: events as never } });
    expect(res.response.status).toBe(201);
    return res.data!.id;
  };
  const emit = (flowId: string) =>
    t.knex.transaction((trx: Knex.Transaction) => recordEvent(trx, tenant.customerId, 'flow.paused', { flow_id: flowId, actor: { type: 'system', id: 'test' } }));
  const endpointRow = (id: string) => t.knex('webhook_endpoints').where({ id }).first('enabled', 'disabled_reason', 'disabled_at', 'failing_since');
  const deliveryOf = (endpointId: string) =>
    eventually(async () => {
      const row = await t.knex('webhook_deliveries').where({ endpoint_id: endpointId }).first('id', 'status', 'attempt_count', 'next_attempt_at', 'first_attempt_at');
      return row ?? undefined;
    }, 10_000, 'a delivery');
  const disabledEventsTo = (path: string) => receiver.to(path).map((r) => JSON.parse(r.body) as { event: string; data: Record<string, unknown> });

  it('disables an endpoint that answers 410 Gone at once, fails its delivery without retries, and tells the other endpoints', async () => {
    const watcher = '/watch-gone';
    await endpoint(watcher, ['endpoint.disabled']);
    const gone = await endpoint('/gone');
    replies.set('/gone', () => ({ status: 410, body: 'gone' }));
    await emit('flw_gone');
    await eventually(async () => ((await deliveryOf(gone)).status === 'failed' ? true : undefined), 10_000, 'the delivery failed');
    expect((await deliveryOf(gone)).attempt_count).toBe(1);
    expect(receiver.to('/gone')).toHaveLength(1);
    expect(await endpointRow(gone)).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    await receiver.waitFor(() => receiver.to(watcher).length === 1, 10_000);
    const [event] = disabledEventsTo(watcher);
    expect(event).toMatchObject({ event: 'endpoint.disabled', data: { endpoint_id: gone, reason: 'gone', url: `${receiver.url}/gone` } });
  });

  it.each([429, 503])('waits at least the Retry-After of a %s before the next attempt', async (status) => {
    const path = `/busy-${status}`;
    replies.set(path, (i) => (i === 0 ? { status, headers: { 'Retry-After': '1' } } : { status: 200 }));
    const id = await endpoint(path);
    await emit(`flw_busy_${status}`);
    await receiver.waitFor(() => receiver.to(path).length === 2, 10_000);
    const [first, second] = receiver.to(path);
    // The schedule alone would have retried after 200 ms.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_000);
    await eventually(async () => ((await deliveryOf(id)).status === 'succeeded' ? true : undefined), 5_000, 'the retry succeeded');
  });

  it('never waits past the schedule’s give-up for a Retry-After, and skips the attempts it passed', async () => {
    const path = '/busy-long';
    replies.set(path, () => ({ status: 429, headers: { 'Retry-After': '3600' } }));
    const id = await endpoint(path);
    await emit('flw_busy_long');
    await receiver.waitFor(() => receiver.to(path).length === 2, 10_000);
    const [first, second] = receiver.to(path);
    expect(second!.at - first!.at).toBeLessThan(3_000);
    await eventually(async () => ((await deliveryOf(id)).status === 'failed' ? true : undefined), 5_000, 'the delivery gave up');
    // The last attempt is due 1.2 s after the first started: the hour asked for is cut to that. Read from the attempt
    // log, not at the receiver, where the first attempt's new TLS connection can arrive later than the second's.
    const started = (await t.knex('webhook_attempts').where({ endpoint_id: id }).orderBy('number').select('started_at')).map((a: { started_at: string }) => Date.parse(a.started_at));
    expect(started).toHaveLength(2);
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(1_200);
    expect((await deliveryOf(id)).attempt_count).toBe(2);
  });

  it('disables an endpoint whose every attempt failed for SLUICE_WEBHOOK_DISABLE_AFTER, and re-enabling starts it afresh', async () => {
    const watcher = '/watch-failing';
    await endpoint(watcher, ['endpoint.disabled']);
    const failing = await endpoint('/failing');
    replies.set('/failing', () => ({ status: 500 }));
    await emit('flw_failing');
    await eventually(async () => ((await endpointRow(failing)).enabled === false ? true : undefined), 10_000, 'the endpoint disabled');
    const row = await endpointRow(failing);
    expect(row.disabled_reason).toBe('failing');
    expect(new Date(row.disabled_at).getTime() - new Date(row.failing_since).getTime()).toBeGreaterThanOrEqual(1_000);
    await receiver.waitFor(() => receiver.to(watcher).length === 1, 10_000);
    expect(disabledEventsTo(watcher)[0]).toMatchObject({ event: 'endpoint.disabled', data: { endpoint_id: failing, reason: 'failing' } });

    // Disabled: a new event is not delivered to it.
    const before = receiver.to('/failing').length;
    await emit('flw_failing_2');
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.to('/failing')).toHaveLength(before);

    const patched = await t.client(tenant.key).PATCH('/v1/webhooks/{id}', { params: { path: { id: failing } }, body: { enabled: true } });
    expect(patched.response.status).toBe(200);
    expect(await endpointRow(failing)).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });
    replies.set('/failing', () => ({ status: 200 }));
    await emit('flw_failing_3');
    await receiver.waitFor(() => receiver.to('/failing').some((r) => r.body.includes('flw_failing_3')), 10_000);
  });

  it('keeps an endpoint whose failures are broken by a success', async () => {
    const path = '/flaky';
    // Fails, then succeeds, again and again: never a second of failures only.
    replies.set(path, (i) => ({ status: i % 2 === 0 ? 500 : 200 }));
    const id = await endpoint(path);
    for (let i = 0; i < 6; i++) {
      await emit(`flw_flaky_${i}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    await receiver.waitFor(() => receiver.to(path).length >= 12, 10_000);
    expect((await endpointRow(id)).enabled).toBe(true);
  });

  it('sends a rate-limited endpoint no more than its deliveries per second', async () => {
    // A customer of its own: the endpoints the tests above left subscribed to flow.paused would each get the 20
    // events too, and on a loaded machine with PGlite those 100 other sends crowd this one's out of the time allowed.
    const own = await seedTenant(t.knex);
    const path = '/throttled';
    const created = await t.client(own.key).POST('/v1/webhooks', { body: { url: `${receiver.url}${path}`, events: ['flow.paused'] } });
    expect(created.response.status).toBe(201);
    await t.knex('webhook_endpoints').where({ id: created.data!.id }).update({ rate_limit: 5 });
    await t.knex.transaction(async (trx: Knex.Transaction) => {
      for (let i = 0; i < 20; i++) await recordEvent(trx, own.customerId, 'flow.paused', { flow_id: `flw_throttle_${i}`, actor: { type: 'system', id: 'test' } });
    });
    // A loaded machine can time an attempt out and send it again, so the wait counts distinct messages.
    const firstArrivals = () => [...new Map(receiver.to(path).reverse().map((r) => [r.headers['webhook-id'], r.at])).values()].sort((a, b) => a - b);
    await receiver.waitFor(() => firstArrivals().length >= 20, 20_000);
    const times = firstArrivals();
    // 5 at once, then 5 a second: the last of 20 is claimed 3 s after the first. Arrival times carry the
    // first request's connection set-up (up to a few hundred ms on a loaded machine), so the bound allows it;
    // unthrottled, all 20 arrive within a fraction of a second.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(2_500);
    const sent = receiver.to(path).map((r) => r.at);
    for (const start of sent) expect(sent.filter((at) => at >= start && at < start + 1_000).length).toBeLessThanOrEqual(10);
  });
});
