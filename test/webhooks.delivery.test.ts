// Webhook delivery end to end: events written with their state change, fanned out to subscribed endpoints, POSTed
// to a real HTTPS receiver with the headers and signature of docs/webhooks.md (checked by our verifier and by
// Stripe's), retried on the (shortened) schedule, logged attempt by attempt, replayed and signed across a rotation.
import fs from 'node:fs';
import nodePath from 'node:path';
import { pathToFileURL } from 'node:url';
import Stripe from 'stripe';
import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordEvent, type EventType } from '../src/domain/events/outbox.js';
import { signatureHeader, verifySignature } from '../src/domain/webhooks/signature.js';
import { RESPONSE_BODY_LIMIT } from '../src/domain/webhooks/settings.js';
import { pruneOnce } from '../src/jobs/pruner.js';
import { seedFlow, seedTenant, type Tenant } from './support/seed.js';
import {
  eventually,
  makeCertificate,
  startReceiver,
  startWebhookServer,
  testSettings,
  type Certificate,
  type ReceivedRequest,
  type Receiver,
  type WebhookTestServer,
} from './support/webhooks.js';

const stripe = new Stripe('sk_test_not_used_for_network');
const SCHEDULE_MS = [200, 400, 600, 800, 1000, 1200];

describe('webhook delivery', () => {
  let cert: Certificate;
  let t: WebhookTestServer;
  let receiver: Receiver;
  let tenant: Tenant;
  let path = '/';
  let pathCounter = 0;

  beforeAll(async () => {
    cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert));
    receiver = await startReceiver(cert);
    await t.startWorker();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    // Every test gets its own customer and receiver path, so tests never see each other's deliveries.
    tenant = await seedTenant(t.knex);
    pathCounter += 1;
    path = `/hook/${pathCounter}`;
    receiver.behave(() => ({ status: 200, body: 'ok' }));
  });

  const createEndpoint = async (events: string[], options: { path?: string; who?: Tenant } = {}) => {
    const res = await t.client((options.who ?? tenant).key).POST('/v1/webhooks', { body: { url: `${receiver.url}${options.path ?? path}`, events: events as never } });
    expect(res.response.status).toBe(201);
    return res.data!;
  };
  const emit = (type: EventType, data: Record<string, unknown>, who: Tenant = tenant) =>
    t.knex.transaction((trx: Knex.Transaction) => recordEvent(trx, who.customerId, type, data));
  const received = (p = path) => receiver.to(p);
  const delivery = async (endpointId: string, deliveryId: string) =>
    (await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries/{delivery_id}', { params: { path: { id: endpointId, delivery_id: deliveryId } } })).data!;
  const settled = (endpointId: string, deliveryId: string, status = 'succeeded', timeoutMs = 10_000) =>
    eventually(async () => {
      const d = await delivery(endpointId, deliveryId);
      return d.status === status ? d : undefined;
    }, timeoutMs, `delivery ${deliveryId} ${status}`);

  function expectSpecHeaders(req: ReceivedRequest, event: string) {
    const body = JSON.parse(req.body);
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['x-service-event']).toBe(event);
    expect(body.event).toBe(event);
    expect(req.headers['x-service-delivery']).toMatch(/^del_/);
    expect(body.delivery_id).toBe(req.headers['x-service-delivery']);
    expect(req.headers['x-service-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(body.customer_id).toBe(tenant.customerId);
    expect(body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(Object.keys(body)).toEqual(['event', 'delivery_id', 'created_at', 'customer_id', 'data']);
    return body;
  }

  describe('every event kind', () => {
    it('delivers flow.paused and flow.resumed, caused through the API, with the acting key as actor', async () => {
      await createEndpoint(['flow.paused', 'flow.resumed']);
      const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
      expect((await t.client(tenant.key).POST('/v1/flows/{id}/pause', { params: { path: { id: flow.id } } })).response.status).toBe(200);
      expect((await t.client(tenant.key).POST('/v1/flows/{id}/resume', { params: { path: { id: flow.id } } })).response.status).toBe(200);
      // Delivery is at least once: an attempt whose answer came too late for a busy server is sent again, so the
      // two events are counted by delivery id (seen on PGlite in CI: three requests, never two).
      const distinct = () => [...new Map(received().map((r) => [r.headers['x-service-delivery'], r])).values()];
      await receiver.waitFor(() => distinct().length === 2);
      const bodies = distinct()
        .map((r) => expectSpecHeaders(r, JSON.parse(r.body).event))
        .sort((x, y) => x.created_at.localeCompare(y.created_at));
      expect(bodies.map((b) => b.event)).toEqual(['flow.paused', 'flow.resumed']);
      for (const body of bodies) expect(body.data).toEqual({ flow_id: flow.id, actor: { type: 'api_key', id: tenant.keyId } });
      const events = await t.knex('events').where({ customer_id: tenant.customerId }).orderBy('created_at').select('created_at');
      expect(bodies.map((b) => b.created_at)).toEqual(events.map((e) => e.created_at));
    });

    const cases: Array<[EventType, Record<string, unknown>]> = [
      ['run.started', { run_id: 'run_1', flow_id: 'flw_1', trigger: 'manual' }],
      ['run.succeeded', { run_id: 'run_1', flow_id: 'flw_1', records_processed: 1250, duration_ms: 48213 }],
      ['run.partial', { run_id: 'run_1', flow_id: 'flw_1', records_succeeded: 1247, records_failed: 3, top_errors: [{ code: 'destination_rejected', message: 'Amount too large', count: 3 }] }],
      ['run.failed', { run_id: 'run_1', flow_id: 'flw_1', stage: 'extract', error: { code: 'auth_failed', message: 'password authentication failed' }, trace: 'Error: auth\n    at connect' }],
      ['connector.degraded', { connector_id: 'con_1', error: { code: 'quota_exceeded', message: 'REQUEST_LIMIT_EXCEEDED' } }],
      ['connector.recovered', { connector_id: 'con_1', downtime_seconds: 3600 }],
    ];
    it.each(cases)('delivers %s recorded in the outbox with its data', async (type, data) => {
      await createEndpoint([type]);
      await emit(type, data);
      await receiver.waitFor(() => received().length === 1);
      const body = expectSpecHeaders(received()[0]!, type);
      expect(body.data).toEqual(data);
    });

    it('sends webhook.test from the test operation and answers with the outcome', async () => {
      const endpoint = await createEndpoint(['run.failed']);
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
      expect(res.response.status).toBe(200);
      expect(res.data).toMatchObject({ result: 'ok', status_code: 200, error: null });
      expect(res.data!.latency_ms).toBeGreaterThanOrEqual(0);
      expect(received()).toHaveLength(1);
      const body = expectSpecHeaders(received()[0]!, 'webhook.test');
      expect(body.delivery_id).toBe(res.data!.delivery_id);
      expect(body.data).toEqual({ webhook_id: endpoint.id });
      const logged = await delivery(endpoint.id, res.data!.delivery_id);
      expect(logged).toMatchObject({ event: 'webhook.test', event_id: null, status: 'succeeded', attempt_count: 1 });
      expect(logged.attempts[0]).toMatchObject({ number: 1, trigger: 'test', result: 'ok', status_code: 200 });
    });
  });

  describe('fan-out', () => {
    it('sends an event only to the customer\u2019s enabled endpoints that subscribe to it', async () => {
      const other = await seedTenant(t.knex);
      const wanted = await createEndpoint(['run.failed'], { path: `${path}/wanted` });
      await createEndpoint(['run.succeeded'], { path: `${path}/other-event` });
      const disabled = await createEndpoint(['run.failed'], { path: `${path}/disabled` });
      await t.client(tenant.key).PATCH('/v1/webhooks/{id}', { params: { path: { id: disabled.id } }, body: { enabled: false } });
      await createEndpoint(['run.failed'], { path: `${path}/other-customer`, who: other });
      await emit('run.failed', { run_id: 'run_2', flow_id: 'flw_2', stage: 'load', error: { code: 'x', message: 'y' }, trace: '' });
      await receiver.waitFor(() => received(`${path}/wanted`).length === 1);
      await new Promise((r) => setTimeout(r, 500)); // a chance for wrong deliveries to show up
      for (const p of ['other-event', 'disabled', 'other-customer']) expect(received(`${path}/${p}`)).toHaveLength(0);
      const listed = await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: wanted.id } } });
      expect(listed.data!.data).toHaveLength(1);
    });

    it('sends an endpoint only the events that happened after it was created', async () => {
      // With the worker stopped, both events are fanned out after the endpoint exists.
      await t.stopWorker();
      let endpoint;
      try {
        await emit('connector.recovered', { connector_id: 'con_early', downtime_seconds: 1 });
        await new Promise((r) => setTimeout(r, 5));
        endpoint = await createEndpoint(['connector.recovered']);
        await emit('connector.recovered', { connector_id: 'con_late', downtime_seconds: 2 });
      } finally {
        await t.startWorker();
      }
      await receiver.waitFor(() => received().length === 1);
      await new Promise((r) => setTimeout(r, 300));
      expect(received()).toHaveLength(1);
      expect(JSON.parse(received()[0]!.body).data.connector_id).toBe('con_late');
      expect((await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: endpoint.id } } })).data!.meta.total).toBe(1);
    });

    it('delays, never loses, events committed while no worker runs', async () => {
      await createEndpoint(['run.started']);
      await t.stopWorker();
      try {
        for (let i = 0; i < 5; i++) await emit('run.started', { run_id: `run_${i}`, flow_id: 'flw_3', trigger: 'schedule' });
        await new Promise((r) => setTimeout(r, 300));
        expect(received()).toHaveLength(0);
      } finally {
        await t.startWorker();
      }
      await receiver.waitFor(() => received().length === 5);
      expect(new Set(received().map((r) => JSON.parse(r.body).data.run_id)).size).toBe(5);
    });
  });

  describe('signature', () => {
    it('verifies with our own verifier and with stripe.webhooks.constructEvent', async () => {
      const endpoint = await createEndpoint(['run.started']);
      await emit('run.started', { run_id: 'run_sig', flow_id: 'flw_sig', trigger: 'manual' });
      await receiver.waitFor(() => received().length === 1);
      const req = received()[0]!;
      const header = req.headers['x-service-signature']!;
      expect(verifySignature(header, req.body, endpoint.secret)).toBeNull();
      const event = stripe.webhooks.constructEvent(req.body, header, endpoint.secret) as unknown as { event: string; delivery_id: string };
      expect(event.event).toBe('run.started');
      expect(event.delivery_id).toBe(req.headers['x-service-delivery']);
    });

    it('verifies with the Node snippet of the receiver guide (docs/webhooks.md), which refuses stale or altered ones', async () => {
      const guide = fs.readFileSync(new URL('../docs/webhooks.md', import.meta.url), 'utf8');
      const snippet = /<!-- verify-snippet[^>]*-->\s*```js\n([\s\S]*?)```/.exec(guide)![1]!;
      const file = nodePath.join(cert.dir, 'verify-snippet.mjs');
      fs.writeFileSync(file, snippet);
      const { verifySluiceSignature } = (await import(pathToFileURL(file).href)) as {
        verifySluiceSignature: (raw: Buffer | string, header: string, secret: string, now?: number) => boolean;
      };
      const endpoint = await createEndpoint(['run.started']);
      await emit('run.started', { run_id: 'run_doc', flow_id: 'flw_doc', trigger: 'manual' });
      await receiver.waitFor(() => received().length === 1);
      const req = received()[0]!;
      const header = req.headers['x-service-signature']!;
      const t0 = Number(/^t=(\d+)/.exec(header)![1]);
      expect(verifySluiceSignature(Buffer.from(req.body), header, endpoint.secret)).toBe(true);
      expect(verifySluiceSignature(req.body, header, endpoint.secret, t0 + 300)).toBe(true);
      expect(verifySluiceSignature(req.body, header, endpoint.secret, t0 + 301)).toBe(false);
      expect(verifySluiceSignature(req.body.replace('run_doc', 'run_dog'), header, endpoint.secret)).toBe(false);
      expect(verifySluiceSignature(req.body, header, 'whsec_someone_else')).toBe(false);
      expect(verifySluiceSignature(req.body, `t=${t0},v1=zz`, endpoint.secret)).toBe(false);
      expect(verifySluiceSignature(req.body, '', endpoint.secret)).toBe(false);
    });

    it('does not verify with another secret or an altered body', async () => {
      const endpoint = await createEndpoint(['run.started']);
      const other = await createEndpoint(['run.succeeded'], { path: `${path}/other` });
      await emit('run.started', { run_id: 'run_sig2', flow_id: 'flw_sig', trigger: 'manual' });
      await receiver.waitFor(() => received().length === 1);
      const req = received()[0]!;
      const header = req.headers['x-service-signature']!;
      expect(verifySignature(header, req.body, other.secret)).toBe('no_matching_signature');
      expect(verifySignature(header, req.body.replace('run_sig2', 'run_sig3'), endpoint.secret)).toBe('no_matching_signature');
      expect(() => stripe.webhooks.constructEvent(req.body, header, other.secret)).toThrow();
    });

    it('our verifier refuses a timestamp more than 300 s away and a malformed header', () => {
      const body = '{"event":"run.started"}';
      const t0 = 1_795_000_000;
      const header = signatureHeader(['whsec_unit'], t0, body);
      expect(verifySignature(header, body, 'whsec_unit', { nowSeconds: t0 + 300 })).toBeNull();
      expect(verifySignature(header, body, 'whsec_unit', { nowSeconds: t0 - 301 })).toBe('timestamp_out_of_tolerance');
      expect(verifySignature(`v1=${'0'.repeat(64)}`, body, 'whsec_unit')).toBe('malformed_header');
      expect(verifySignature('garbage', body, 'whsec_unit')).toBe('malformed_header');
    });

    it('signs with the current Unix time', async () => {
      await createEndpoint(['run.started']);
      await emit('run.started', { run_id: 'run_t', flow_id: 'flw_t', trigger: 'manual' });
      await receiver.waitFor(() => received().length === 1);
      const t0 = Number(/^t=(\d+),/.exec(received()[0]!.headers['x-service-signature']!)![1]);
      expect(Math.abs(t0 - received()[0]!.at / 1000)).toBeLessThan(2);
    });
  });

  describe('retries', () => {
    it('retries a receiver that fails five times on the schedule and succeeds at the sixth attempt, same delivery id', async () => {
      receiver.behave((req) => ({ status: receiver.to(req.path).length <= 5 ? 500 : 200, body: 'not yet' }));
      const endpoint = await createEndpoint(['run.succeeded']);
      await emit('run.succeeded', { run_id: 'run_r', flow_id: 'flw_r', records_processed: 1, duration_ms: 1 });
      await receiver.waitFor(() => received().length === 6, 15_000);
      const attempts = received();
      expect(new Set(attempts.map((r) => r.headers['x-service-delivery'])).size).toBe(1);
      expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
      // Attempt k+1 is not sent before first + offset k.
      for (let k = 1; k < 6; k++) expect(attempts[k]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(SCHEDULE_MS[k - 1]! - 25);
      const deliveryId = attempts[0]!.headers['x-service-delivery']!;
      const logged = await settled(endpoint.id, deliveryId);
      expect(logged.attempt_count).toBe(6);
      expect(logged.attempts.map((a) => [a.number, a.trigger, a.result, a.status_code])).toEqual([
        [1, 'schedule', 'error', 500],
        [2, 'schedule', 'error', 500],
        [3, 'schedule', 'error', 500],
        [4, 'schedule', 'error', 500],
        [5, 'schedule', 'error', 500],
        [6, 'schedule', 'ok', 200],
      ]);
      expect(logged.attempts[0]!.error).toEqual({ code: 'http_status', message: 'endpoint answered 500' });
      expect(logged.attempts[0]!.response).toMatchObject({ body: 'not yet', body_truncated: false });
      // Each attempt is signed afresh: the signatures differ whenever the second changed, and each verifies.
      for (const a of attempts) expect(verifySignature(a.headers['x-service-signature']!, a.body, endpoint.secret)).toBeNull();
      await new Promise((r) => setTimeout(r, 500));
      expect(received()).toHaveLength(6);
    });

    it('marks a delivery failed after the last attempt of the schedule', async () => {
      receiver.behave(() => ({ status: 503 }));
      const endpoint = await createEndpoint(['run.succeeded']);
      await emit('run.succeeded', { run_id: 'run_f', flow_id: 'flw_f', records_processed: 1, duration_ms: 1 });
      await receiver.waitFor(() => received().length === SCHEDULE_MS.length + 1, 15_000);
      const deliveryId = received()[0]!.headers['x-service-delivery']!;
      const logged = await settled(endpoint.id, deliveryId, 'failed');
      expect(logged.attempt_count).toBe(7);
      expect(logged.next_attempt_at).toBeNull();
      await new Promise((r) => setTimeout(r, 600));
      expect(received()).toHaveLength(7);
      const failedOnly = await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: endpoint.id }, query: { status: 'failed' } } });
      expect(failedOnly.data!.data.map((d) => d.id)).toEqual([deliveryId]);
      const succeededOnly = await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: endpoint.id }, query: { status: 'succeeded' } } });
      expect(succeededOnly.data!.data).toEqual([]);
    });

    it('counts a receiver that never answers as a time-out', async () => {
      receiver.behave(() => ({ hang: true }));
      const endpoint = await createEndpoint(['run.failed']);
      const started = Date.now();
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
      const took = Date.now() - started;
      expect(res.data).toMatchObject({ result: 'error', status_code: null, latency_ms: null, error: { code: 'timeout', message: 'no response within 1000 ms' } });
      expect(took).toBeGreaterThanOrEqual(950);
      expect(took).toBeLessThan(5000);
      const logged = await delivery(endpoint.id, res.data!.delivery_id);
      expect(logged).toMatchObject({ status: 'failed' });
      expect(logged.attempts[0]).toMatchObject({ result: 'error', response: null, error: { code: 'timeout' } });
    });

    it('logs a scheduled attempt to a receiver that never answers as a time-out, and retries it', async () => {
      receiver.behave((req) => (receiver.to(req.path).length === 1 ? { hang: true } : { status: 200 }));
      const endpoint = await createEndpoint(['run.failed']);
      await emit('run.failed', { run_id: 'run_to', flow_id: 'flw_to', stage: 'load', error: { code: 'x', message: 'y' }, trace: '' });
      await receiver.waitFor(() => received().length === 2, 10_000);
      const logged = await settled(endpoint.id, received()[0]!.headers['x-service-delivery']!);
      expect(logged.attempts.map((a) => [a.result, a.error?.code ?? null, a.status_code])).toEqual([
        ['error', 'timeout', null],
        ['ok', null, 200],
      ]);
      // The retry comes after the 1 s time-out, timed by the sender from its send; seen at the receiver the gap may be
      // shorter by the difference of the two requests' trips.
      expect(received()[1]!.at - received()[0]!.at).toBeGreaterThanOrEqual(950);
    });

    it('does not follow a redirect, and counts it as a failure', async () => {
      receiver.behave((req) => (req.path === path ? { status: 302, headers: { Location: `${receiver.url}${path}/moved` } } : { status: 200 }));
      const endpoint = await createEndpoint(['run.failed']);
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
      expect(res.data).toMatchObject({ result: 'error', status_code: 302, error: { code: 'redirect_not_followed' } });
      expect(res.data!.error!.message).toContain(`${path}/moved`);
      await new Promise((r) => setTimeout(r, 200));
      expect(received(`${path}/moved`)).toHaveLength(0);
    });

    it('keeps the first 64 KiB of a response and cuts the rest off without reading it', async () => {
      receiver.behave(() => ({ endless: true }));
      const endpoint = await createEndpoint(['run.failed']);
      const started = Date.now();
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
      expect(Date.now() - started).toBeLessThan(900); // well before the 1 s time-out: it stopped reading
      expect(res.data).toMatchObject({ result: 'ok', status_code: 200 });
      const logged = await delivery(endpoint.id, res.data!.delivery_id);
      expect(logged.attempts[0]!.response!.body_truncated).toBe(true);
      expect(Buffer.byteLength(logged.attempts[0]!.response!.body)).toBe(RESPONSE_BODY_LIMIT);
    });

    it('logs a response body that is not text (NUL bytes, invalid UTF-8) without failing the attempt', async () => {
      receiver.behave(() => ({ status: 200, body: 'ok\u0000\u0000\udc00done' }));
      const endpoint = await createEndpoint(['run.failed']);
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
      expect(res.data).toMatchObject({ result: 'ok', status_code: 200 });
      const logged = await delivery(endpoint.id, res.data!.delivery_id);
      expect(logged.attempts[0]!.response!.body).toBe('ok\uFFFD\uFFFD\uFFFDdone');
    });

    it('does not let a slow endpoint hold up another endpoint\u2019s deliveries', async () => {
      receiver.behave((req) => (req.path.endsWith('/slow') ? { hang: true } : { status: 200 }));
      const slow = await createEndpoint(['run.started'], { path: `${path}/slow` });
      await createEndpoint(['run.succeeded'], { path: `${path}/fast` });
      await t.knex.transaction(async (trx: Knex.Transaction) => {
        for (let i = 0; i < 40; i++) await recordEvent(trx, tenant.customerId, 'run.started', { run_id: `run_s${i}`, flow_id: 'flw_s', trigger: 'schedule' });
      });
      await t.knex.transaction(async (trx: Knex.Transaction) => {
        for (let i = 0; i < 10; i++) await recordEvent(trx, tenant.customerId, 'run.succeeded', { run_id: `run_f${i}`, flow_id: 'flw_f', records_processed: 1, duration_ms: 1 });
      });
      await receiver.waitFor(() => received(`${path}/fast`).length === 10, 5_000);
      // All ten arrived while the slow endpoint's first attempts were still hanging (none has timed out and been
      // logged yet), and it never had more than its cap (5) in flight.
      const slowAttempts = await t.knex('webhook_attempts as a')
        .join('webhook_deliveries as d', 'd.id', 'a.delivery_id')
        .where('d.endpoint_id', slow.id)
        .count<{ n: number | string }[]>({ n: '*' });
      expect(Number(slowAttempts[0]!.n)).toBe(0);
      expect(received(`${path}/slow`).length).toBeGreaterThan(0);
      expect(received(`${path}/slow`).length).toBeLessThanOrEqual(5);
    });
  });

  describe('replay', () => {
    it('re-sends a failed delivery now with the same id and body, a fresh signature, logged as a new attempt', async () => {
      receiver.behave(() => ({ status: 500 }));
      const endpoint = await createEndpoint(['connector.degraded']);
      await emit('connector.degraded', { connector_id: 'con_rp', error: { code: 'auth_failed', message: 'no' } });
      await receiver.waitFor(() => received().length === 7, 15_000);
      const deliveryId = received()[0]!.headers['x-service-delivery']!;
      await settled(endpoint.id, deliveryId, 'failed');
      receiver.behave(() => ({ status: 204 }));
      await new Promise((r) => setTimeout(r, 1_000)); // so the replay's timestamp differs from the last attempt's
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/deliveries/{delivery_id}/replay', { params: { path: { id: endpoint.id, delivery_id: deliveryId } } });
      expect(res.data).toMatchObject({ delivery_id: deliveryId, result: 'ok', status_code: 204, error: null });
      const all = received();
      expect(all).toHaveLength(8);
      const [last, replayed] = [all[6]!, all[7]!];
      expect(replayed.headers['x-service-delivery']).toBe(deliveryId);
      expect(replayed.body).toBe(last.body);
      expect(replayed.headers['x-service-signature']).not.toBe(last.headers['x-service-signature']);
      expect(verifySignature(replayed.headers['x-service-signature']!, replayed.body, endpoint.secret)).toBeNull();
      const logged = await delivery(endpoint.id, deliveryId);
      expect(logged.status).toBe('succeeded');
      expect(logged.attempts.at(-1)).toMatchObject({ number: 8, trigger: 'replay', result: 'ok', status_code: 204 });
      expect(logged.attempts.at(-1)!.request!.headers['X-Service-Signature']).toBe(replayed.headers['x-service-signature']);
    });

    it('a failed replay of a failed delivery leaves it failed', async () => {
      receiver.behave(() => ({ status: 500 }));
      const endpoint = await createEndpoint(['run.failed']);
      const test = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
      expect(test.data!.result).toBe('error');
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/deliveries/{delivery_id}/replay', { params: { path: { id: endpoint.id, delivery_id: test.data!.delivery_id } } });
      expect(res.data).toMatchObject({ result: 'error', status_code: 500 });
      const logged = await delivery(endpoint.id, test.data!.delivery_id);
      expect(logged).toMatchObject({ status: 'failed', attempt_count: 2 });
    });
  });

  describe('secret rotation', () => {
    it('signs with both secrets during the overlap, new one first, each verifiable', async () => {
      const endpoint = await createEndpoint(['run.started']);
      const rotated = (await t.client(tenant.key).POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id: endpoint.id } } })).data!;
      await emit('run.started', { run_id: 'run_rot', flow_id: 'flw_rot', trigger: 'manual' });
      await receiver.waitFor(() => received().length === 1);
      const req = received()[0]!;
      const header = req.headers['x-service-signature']!;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
      const [, newSig, oldSig] = header.split(',');
      const t0 = header.split(',')[0]!;
      expect(verifySignature(`${t0},${newSig}`, req.body, rotated.secret)).toBeNull();
      expect(verifySignature(`${t0},${oldSig}`, req.body, endpoint.secret)).toBeNull();
      expect(() => stripe.webhooks.constructEvent(req.body, header, rotated.secret)).not.toThrow();
      expect(() => stripe.webhooks.constructEvent(req.body, header, endpoint.secret)).not.toThrow();
    });

    it('signs with the new secret only once the overlap has ended', async () => {
      const endpoint = await createEndpoint(['run.started']);
      const rotated = (await t.client(tenant.key).POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id: endpoint.id } } })).data!;
      await t.knex('webhook_endpoints').where({ id: endpoint.id }).update({ previous_secret_expires_at: t.knex.raw("clock_timestamp() - interval '1 second'") });
      await emit('run.started', { run_id: 'run_rot2', flow_id: 'flw_rot', trigger: 'manual' });
      await receiver.waitFor(() => received().length === 1);
      const header = received()[0]!.headers['x-service-signature']!;
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifySignature(header, received()[0]!.body, rotated.secret)).toBeNull();
      expect(verifySignature(header, received()[0]!.body, endpoint.secret)).toBe('no_matching_signature');
      expect((await t.client(tenant.key).GET('/v1/webhooks/{id}', { params: { path: { id: endpoint.id } } })).data!.previous_secret_expires_at).toBeNull();
    });
  });

  describe('logs', () => {
    it('lists deliveries filtered by event, newest first, with pagination', async () => {
      const endpoint = await createEndpoint(['run.started', 'run.succeeded']);
      for (let i = 0; i < 3; i++) await emit('run.started', { run_id: `run_l${i}`, flow_id: 'flw_l', trigger: 'manual' });
      await emit('run.succeeded', { run_id: 'run_l9', flow_id: 'flw_l', records_processed: 0, duration_ms: 1 });
      await receiver.waitFor(() => received().length === 4);
      const page1 = await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries', { params: { path: { id: endpoint.id }, query: { event: 'run.started', limit: 2 } } });
      expect(page1.data!.data).toHaveLength(2);
      expect(page1.data!.meta).toMatchObject({ total: 3, has_more: true });
      const page2 = await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries', {
        params: { path: { id: endpoint.id }, query: { event: 'run.started', limit: 2, cursor: page1.data!.meta.next_cursor! } },
      });
      expect(page2.data!.data).toHaveLength(1);
      const all = [...page1.data!.data, ...page2.data!.data];
      expect(all.every((d) => d.event === 'run.started')).toBe(true);
      const created = all.map((d) => d.created_at);
      expect([...created].sort().reverse()).toEqual(created);
      // A cursor belongs to its filters.
      const mismatched = await t.request(`/v1/webhooks/${endpoint.id}/deliveries?event=run.succeeded&cursor=${encodeURIComponent(page1.data!.meta.next_cursor!)}`, { key: tenant.key });
      expect(mismatched.status).toBe(400);
    });

    it('logs request and response headers and bodies of each attempt', async () => {
      receiver.behave(() => ({ status: 201, headers: { 'X-Receiver': 'yes' }, body: '{"stored":true}' }));
      const endpoint = await createEndpoint(['run.started']);
      await emit('run.started', { run_id: 'run_log', flow_id: 'flw_log', trigger: 'manual' });
      await receiver.waitFor(() => received().length === 1);
      const req = received()[0]!;
      const logged = await settled(endpoint.id, req.headers['x-service-delivery']!);
      const [attempt] = logged.attempts;
      expect(attempt!.request).toEqual({
        url: `${receiver.url}${path}`,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': req.headers['user-agent'],
          'X-Service-Event': 'run.started',
          'X-Service-Delivery': req.headers['x-service-delivery'],
          'X-Service-Signature': req.headers['x-service-signature'],
          'webhook-id': req.headers['x-service-delivery'],
          'webhook-timestamp': req.headers['webhook-timestamp'],
          'webhook-signature': req.headers['webhook-signature'],
        },
        body: req.body,
      });
      expect(attempt!.response).toMatchObject({ body: '{"stored":true}', body_truncated: false });
      expect(attempt!.response!.headers['x-receiver']).toBe('yes');
      expect(attempt!.latency_ms).toBeGreaterThanOrEqual(0);
      expect(logged.payload).toEqual(JSON.parse(req.body));
    });

    it('prunes deliveries and their attempts after 30 days, keeping newer ones', async () => {
      const endpoint = await createEndpoint(['run.failed']);
      const old = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
      const recent = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpoint.id } } });
      await t.knex('webhook_deliveries').where({ id: old.data!.delivery_id }).update({ created_at: t.knex.raw("clock_timestamp() - interval '31 days'") });
      const pruned = await pruneOnce(t.knex, 60);
      expect(pruned.webhookDeliveries).toBeGreaterThanOrEqual(1);
      expect(await t.knex('webhook_deliveries').where({ id: old.data!.delivery_id }).first()).toBeUndefined();
      expect(await t.knex('webhook_attempts').where({ delivery_id: old.data!.delivery_id }).first()).toBeUndefined();
      expect(await t.knex('webhook_deliveries').where({ id: recent.data!.delivery_id }).first()).toBeDefined();
    });
  });

  describe('disabled endpoints', () => {
    it('fails a pending delivery whose endpoint was disabled, without sending it', async () => {
      receiver.behave(() => ({ status: 500 }));
      const endpoint = await createEndpoint(['run.started']);
      await emit('run.started', { run_id: 'run_dis', flow_id: 'flw_dis', trigger: 'manual' });
      await receiver.waitFor(() => received().length === 1);
      await t.client(tenant.key).PATCH('/v1/webhooks/{id}', { params: { path: { id: endpoint.id } }, body: { enabled: false } });
      const deliveryId = received()[0]!.headers['x-service-delivery']!;
      const logged = await settled(endpoint.id, deliveryId, 'failed');
      expect(logged.attempts.at(-1)).toMatchObject({ result: 'error', request: null, response: null, error: { code: 'endpoint_disabled' } });
      expect(received().length).toBeLessThanOrEqual(2);
    });
  });
});
