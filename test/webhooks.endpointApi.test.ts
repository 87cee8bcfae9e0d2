// The endpoint API around health and delivery: custom headers (plain and secret) sent with every kind of attempt
// and never shown back, rate_limit, GET /v1/webhooks/{id}/stats and POST /v1/webhooks/{id}/recover, with tenancy
// and scopes. Deliveries go to a real HTTPS receiver through the worker running in this process.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../src/domain/access/scopes.js';
import { recordEvent } from '../src/domain/events/outbox.js';
import { expectError } from './support/expectError.js';
import { seedKey, seedTenant, type Tenant } from './support/seed.js';
import { eventually, makeCertificate, startReceiver, startWebhookServer, testSettings, type Receiver, type Reply, type WebhookTestServer } from './support/webhooks.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<any> => res.json();

const SECRET = 'Bearer gw-9f8e7d6c5b4a-not-for-your-eyes';
const SECRET_2 = 'Bearer gw-0a1b2c3d4e5f-replaced-value';

describe('webhook endpoint API: custom headers, rate limit, stats, recover', () => {
  let t: WebhookTestServer;
  let receiver: Receiver;
  let a: Tenant;
  let b: Tenant;
  const replies = new Map<string, () => Reply>();

  beforeAll(async () => {
    const cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert));
    receiver = await startReceiver(cert, (req) => replies.get(req.path)?.() ?? { status: 200 });
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
    await t.startWorker();
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const send = (key: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method, key, headers: { 'Content-Type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const create = async (path: string, extra: Record<string, unknown> = {}, tenant: Tenant = a) => {
    const res = await send(tenant.key, 'POST', '/v1/webhooks', { url: `${receiver.url}${path}`, events: ['flow.paused'], ...extra });
    expect(res.status, await res.clone().text()).toBe(201);
    return json(res);
  };
  const emit = (flowId: string, tenant: Tenant = a) =>
    t.knex.transaction((trx: Knex.Transaction) => recordEvent(trx, tenant.customerId, 'flow.paused', { flow_id: flowId, actor: { type: 'system', id: 'test' } }));
  const deliveryOf = (endpointId: string, flowId: string) =>
    eventually<{ id: string; status: string; created_at: string }>(
      async () => (await t.knex('webhook_deliveries').where({ endpoint_id: endpointId }).whereLike('payload', `%${flowId}%`).first('id', 'status', 'created_at')) ?? undefined,
      10_000,
      'a delivery',
    );
  const statusOf = async (id: string) => (await t.knex('webhook_deliveries').where({ id }).first('status')).status as string;

  describe('custom headers', () => {
    const headers = [
      { name: 'X-Route', value: 'alerts' },
      { name: 'Authorization', value: SECRET, secret: true },
    ];

    it('sends plain and secret headers with scheduled deliveries, test sends and replays', async () => {
      const endpoint = await create('/headers', { headers });
      await emit('flw_headers');
      await receiver.waitFor((rs) => rs.some((r) => r.path === '/headers' && r.body.includes('flw_headers')), 10_000);
      const test = await json(await send(a.key, 'POST', `/v1/webhooks/${endpoint.id}/test`));
      expect(test.result).toBe('ok');
      const delivery = await deliveryOf(endpoint.id, 'flw_headers');
      await eventually(async () => ((await statusOf(delivery.id)) === 'succeeded' ? true : undefined), 10_000, 'the delivery succeeded');
      const replay = await json(await send(a.key, 'POST', `/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/replay`));
      expect(replay.result).toBe('ok');

      const received = receiver.to('/headers');
      expect(received).toHaveLength(3);
      for (const r of received) {
        expect(r.headers['x-route']).toBe('alerts');
        expect(r.headers.authorization).toBe(SECRET);
        // Sluice's own headers are still its own.
        expect(r.headers['content-type']).toBe('application/json');
        expect(r.headers['x-service-delivery']).toMatch(/^del_/);
      }
    });

    it('never returns a secret value: not from create, get, list, update, nor the attempt log', async () => {
      const created = await create('/headers-hidden', { headers });
      const shown = [
        { name: 'X-Route', value: 'alerts', secret: false },
        { name: 'Authorization', value: null, secret: true },
      ];
      expect(created.headers).toEqual(shown);
      const got = await send(a.key, 'GET', `/v1/webhooks/${created.id}`);
      const listed = await send(a.key, 'GET', '/v1/webhooks?limit=500');
      const updated = await send(a.key, 'PATCH', `/v1/webhooks/${created.id}`, { description: 'changed' });
      for (const res of [got, listed, updated]) {
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).not.toContain(SECRET);
        expect(text).toContain('"secret":true');
      }
      expect((await json(await send(a.key, 'GET', `/v1/webhooks/${created.id}`))).headers).toEqual(shown);

      const test = await json(await send(a.key, 'POST', `/v1/webhooks/${created.id}/test`));
      const detailRes = await send(a.key, 'GET', `/v1/webhooks/${created.id}/deliveries/${test.delivery_id}`);
      const detailText = await detailRes.text();
      expect(detailText).not.toContain(SECRET);
      const detail = JSON.parse(detailText);
      const requestHeaders = detail.attempts[0].request.headers as Record<string, string>;
      expect(requestHeaders.Authorization).toBe('[redacted]');
      expect(requestHeaders['X-Route']).toBe('alerts');
      expect(receiver.to('/headers-hidden')[0]!.headers.authorization).toBe(SECRET);

      // Stored sealed, and never logged.
      const row = await t.knex('webhook_endpoints').where({ id: created.id }).first('headers', 'secret_headers_ciphertext');
      expect(JSON.stringify(row.headers)).not.toContain(SECRET);
      expect(row.secret_headers_ciphertext).not.toContain(SECRET);
      expect(t.logText()).not.toContain(SECRET);
    });

    it('replaces the list on PATCH, keeping a secret value named without one, and refuses one with nothing stored', async () => {
      const endpoint = await create('/headers-patch', { headers });
      // Kept: the stored secret's name given in another case, without a value.
      const kept = await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { headers: [{ name: 'authorization', secret: true }, { name: 'X-Extra', value: '1' }] });
      expect(kept.status).toBe(200);
      expect((await json(kept)).headers).toEqual([
        { name: 'X-Extra', value: '1', secret: false },
        { name: 'authorization', value: null, secret: true },
      ]);
      await send(a.key, 'POST', `/v1/webhooks/${endpoint.id}/test`);
      const first = receiver.to('/headers-patch').at(-1)!;
      expect(first.headers.authorization).toBe(SECRET);
      expect(first.headers['x-extra']).toBe('1');
      expect(first.headers['x-route']).toBeUndefined();

      // `value: null` keeps it too; a new value replaces it.
      expect((await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { headers: [{ name: 'Authorization', value: null, secret: true }] })).status).toBe(200);
      await send(a.key, 'POST', `/v1/webhooks/${endpoint.id}/test`);
      expect(receiver.to('/headers-patch').at(-1)!.headers.authorization).toBe(SECRET);
      expect((await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { headers: [{ name: 'Authorization', value: SECRET_2, secret: true }] })).status).toBe(200);
      await send(a.key, 'POST', `/v1/webhooks/${endpoint.id}/test`);
      expect(receiver.to('/headers-patch').at(-1)!.headers.authorization).toBe(SECRET_2);

      await expectError(
        await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { headers: [{ name: 'X-Api-Key', secret: true }] }),
        422,
        'validation_error',
        "body field 'headers[0].value' is required: no secret header 'X-Api-Key' is stored whose value could be kept",
      );
      // A plain header of that name does not count as a stored secret.
      await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { headers: [{ name: 'X-Plain', value: 'v' }] });
      await expectError(
        await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { headers: [{ name: 'X-Plain', secret: true }] }),
        422,
        'validation_error',
        "body field 'headers[0].value' is required: no secret header 'X-Plain' is stored whose value could be kept",
      );
      // `[]` removes them all.
      expect((await json(await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { headers: [] }))).headers).toEqual([]);
      expect((await t.knex('webhook_endpoints').where({ id: endpoint.id }).first('secret_headers_ciphertext')).secret_headers_ciphertext).toBeNull();
    });

    it.each([
      [[{ name: 'Content-Type', value: 'text/plain' }], "body field 'headers[0].name' 'Content-Type' is set by Sluice and cannot be replaced"],
      [
        [{ name: 'X-A', value: '1' }, { name: 'X-B', value: '2' }, { name: 'X-Service-Event', value: 'x' }],
        "body field 'headers[2].name' 'X-Service-Event' is set by Sluice and cannot be replaced",
      ],
      [[{ name: 'webhook-id', value: 'x' }], "body field 'headers[0].name' 'webhook-id' is set by Sluice and cannot be replaced"],
      [[{ name: 'Bad Name', value: 'x' }], "body field 'headers[0].name' must be an HTTP header name (letters, digits and !#$%&'*+.^_`|~-)"],
      [
        [{ name: 'X-Token', value: '1' }, { name: 'x-token', value: '2', secret: true }],
        "body field 'headers[1].name' repeats the header 'x-token' of headers[0] (names are case-insensitive)",
      ],
      [[{ name: 'X-Line', value: 'a\r\nInjected: yes' }], "body field 'headers[0].value' must not contain control characters (line breaks included)"],
      [[{ name: 'X-Uni', value: 'snow ☃' }], "body field 'headers[0].value' must be Latin-1 text (HTTP header values cannot carry other characters)"],
      [[{ name: 'X-Plain' }], "body field 'headers[0].value' is required for a header that is not secret"],
      [[{ name: 'X-Secret', secret: true }], "body field 'headers[0].value' is required: no secret header 'X-Secret' is stored whose value could be kept"],
    ])('refuses %j with 422 naming the field', async (list, message) => {
      await expectError(await send(a.key, 'POST', '/v1/webhooks', { url: `${receiver.url}/refused`, events: ['flow.paused'], headers: list }), 422, 'validation_error', message);
      const endpoint = await create('/refused-patch');
      await expectError(await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { headers: list }), 422, 'validation_error', message);
    });

    it('refuses more than 20 headers, and a secret value in an error never', async () => {
      const many = Array.from({ length: 21 }, (_, i) => ({ name: `X-H${i}`, value: 'v' }));
      const err = await expectError(await send(a.key, 'POST', '/v1/webhooks', { url: `${receiver.url}/many`, events: ['flow.paused'], headers: many }), 422, 'validation_error');
      expect(err.message).toContain('headers');
      const bad = await expectError(
        await send(a.key, 'POST', '/v1/webhooks', { url: `${receiver.url}/x`, events: ['flow.paused'], headers: [{ name: 'X-K', value: `${SECRET}\n`, secret: true }] }),
        422,
        'validation_error',
      );
      expect(bad.message).not.toContain(SECRET);
      expect(t.logText()).not.toContain(SECRET);
    });
  });

  describe('rate_limit', () => {
    it('round-trips, and null removes it', async () => {
      const endpoint = await create('/rate', { rate_limit: 5 });
      expect(endpoint.rate_limit).toBe(5);
      expect((await json(await send(a.key, 'GET', `/v1/webhooks/${endpoint.id}`))).rate_limit).toBe(5);
      expect((await json(await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { rate_limit: 1000 }))).rate_limit).toBe(1000);
      // Left out: unchanged.
      expect((await json(await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { description: 'x' }))).rate_limit).toBe(1000);
      expect((await json(await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { rate_limit: null }))).rate_limit).toBeNull();
      expect((await t.knex('webhook_endpoints').where({ id: endpoint.id }).first('rate_limit')).rate_limit).toBeNull();
      expect((await create('/rate-none')).rate_limit).toBeNull();
    });

    it.each([0, 1001, 2.5])('refuses rate_limit %s with 422', async (value) => {
      const err = await expectError(await send(a.key, 'POST', '/v1/webhooks', { url: `${receiver.url}/rate`, events: ['flow.paused'], rate_limit: value }), 422, 'validation_error');
      expect(err.message).toContain('rate_limit');
    });
  });

  describe('health fields', () => {
    it('shows why and when an endpoint was disabled, and PATCH enabled=true clears it', async () => {
      const endpoint = await create('/health-fields');
      expect(endpoint).toMatchObject({ disabled_reason: null, disabled_at: null, failing_since: null });
      await t.knex('webhook_endpoints').where({ id: endpoint.id }).update({
        enabled: false,
        disabled_reason: 'failing',
        disabled_at: t.knex.raw('clock_timestamp()'),
        failing_since: t.knex.raw("clock_timestamp() - interval '5 days'"),
      });
      const got = await json(await send(a.key, 'GET', `/v1/webhooks/${endpoint.id}`));
      expect(got).toMatchObject({ enabled: false, disabled_reason: 'failing' });
      expect(got.disabled_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
      expect(Date.parse(got.disabled_at) - Date.parse(got.failing_since)).toBeGreaterThanOrEqual(5 * 86_400_000 - 1_000);
      const enabled = await json(await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { enabled: true }));
      expect(enabled).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null, failing_since: null });
    });
  });

  describe('stats', () => {
    it('counts attempts and deliveries, the success rate, latencies and the last success and failure', async () => {
      let failing = false;
      replies.set('/stats', () => (failing ? { status: 500, body: 'no' } : { status: 200 }));
      const endpoint = await create('/stats');
      const empty = await json(await send(a.key, 'GET', `/v1/webhooks/${endpoint.id}/stats`));
      expect(empty).toMatchObject({
        endpoint_id: endpoint.id,
        last_success_at: null,
        last_failure_at: null,
        last_24h: { attempts: { total: 0, succeeded: 0, failed: 0 }, deliveries: { pending: 0, succeeded: 0, failed: 0 }, success_rate: null, p50_ms: null, p95_ms: null },
        last_7d: { attempts: { total: 0 }, success_rate: null },
      });

      for (let i = 0; i < 3; i++) expect((await json(await send(a.key, 'POST', `/v1/webhooks/${endpoint.id}/test`))).result).toBe('ok');
      failing = true;
      for (let i = 0; i < 2; i++) expect((await json(await send(a.key, 'POST', `/v1/webhooks/${endpoint.id}/test`))).result).toBe('error');
      // An attempt older than a day counts in the 7 days only; one older than 7 days in neither.
      const [delivery] = await t.knex('webhook_deliveries').where({ endpoint_id: endpoint.id }).limit(1).select('id');
      const base = { customer_id: a.customerId, endpoint_id: endpoint.id, delivery_id: delivery.id, trigger: 'replay', request_url: 'https://x', request_headers: '{}' };
      await t.knex('webhook_attempts').insert([
        { ...base, number: 90, started_at: t.knex.raw("clock_timestamp() - interval '3 days'"), result: 'error', error_code: 'timeout', error_message: 'slow' },
        { ...base, number: 91, started_at: t.knex.raw("clock_timestamp() - interval '2 days'"), result: 'error', error_code: 'dns_error', error_message: 'nx' },
        { ...base, number: 92, started_at: t.knex.raw("clock_timestamp() - interval '8 days'"), result: 'ok', status_code: 200, latency_ms: 5 },
      ]);

      const stats = await json(await send(a.key, 'GET', `/v1/webhooks/${endpoint.id}/stats`));
      expect(stats.last_24h.attempts).toEqual({ total: 5, succeeded: 3, failed: 2, http_status: 2, timeout: 0, connection: 0, not_sent: 0 });
      expect(stats.last_24h.deliveries).toEqual({ pending: 0, succeeded: 3, failed: 2 });
      expect(stats.last_24h.success_rate).toBeCloseTo(0.6);
      expect(stats.last_7d.attempts).toEqual({ total: 7, succeeded: 3, failed: 4, http_status: 2, timeout: 1, connection: 1, not_sent: 0 });
      expect(stats.last_7d.success_rate).toBeCloseTo(3 / 7);
      for (const w of [stats.last_24h, stats.last_7d]) {
        expect(w.p50_ms).toEqual(expect.any(Number));
        expect(w.p95_ms).toBeGreaterThanOrEqual(w.p50_ms);
      }
      expect(Date.parse(stats.last_24h.from) - Date.parse(stats.last_7d.from)).toBe(6 * 86_400_000);

      const attempts = await t.knex('webhook_attempts').where({ endpoint_id: endpoint.id }).orderBy('started_at', 'desc').select('result', 'started_at');
      expect(stats.last_success_at).toBe(attempts.find((r) => r.result === 'ok')!.started_at);
      expect(stats.last_failure_at).toBe(attempts.find((r) => r.result === 'error')!.started_at);
      expect(Date.parse(stats.last_failure_at)).toBeGreaterThan(Date.parse(stats.last_success_at));
    });
  });

  describe('recover', () => {
    const recover = (id: string, body: unknown, key = a.key, headers: Record<string, string> = {}) => send(key, 'POST', `/v1/webhooks/${id}/recover`, body, headers);
    const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

    it('queues a failed delivery again with a fresh schedule; calling it again recovers none', async () => {
      let down = true;
      replies.set('/recover', () => (down ? { status: 500 } : { status: 200 }));
      const endpoint = await create('/recover');
      // A test send that failed is not recovered (test sends are never retried).
      expect((await json(await send(a.key, 'POST', `/v1/webhooks/${endpoint.id}/test`))).result).toBe('error');
      await emit('flw_recover');
      const delivery = await deliveryOf(endpoint.id, 'flw_recover');
      await eventually(async () => ((await statusOf(delivery.id)) === 'failed' ? true : undefined), 10_000, 'the delivery failed');
      const attemptsBefore = receiver.to('/recover').length;
      down = false;

      const since = hourAgo();
      const res = await recover(endpoint.id, { since });
      expect(res.status).toBe(202);
      const body = await json(res);
      expect(body.recovered).toBe(1);
      expect(Date.parse(body.since)).toBe(Date.parse(since));
      await eventually(async () => ((await statusOf(delivery.id)) === 'succeeded' ? true : undefined), 10_000, 'the recovered delivery succeeded');
      const sent = receiver.to('/recover').slice(attemptsBefore);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.headers['x-service-delivery']).toBe(delivery.id);
      const row = await t.knex('webhook_deliveries').where({ id: delivery.id }).first('next_attempt', 'ready', 'lease_token');
      expect(row).toMatchObject({ next_attempt: null, ready: false, lease_token: null });

      expect(await json(await recover(endpoint.id, { since }))).toEqual({ recovered: 0, since: body.since });
    });

    it('recovers only deliveries created at or after since, and honours Idempotency-Key', async () => {
      const endpoint = await create('/recover-window');
      const make = async (ageSql: string) => {
        const [row] = await t.knex('webhook_deliveries')
          .insert({
            id: `del_${Math.random().toString(36).slice(2)}`,
            customer_id: a.customerId,
            endpoint_id: endpoint.id,
            event_id: `evt_${Math.random().toString(36).slice(2)}`,
            event_type: 'flow.paused',
            payload: '{}',
            status: 'failed',
            created_at: t.knex.raw(`clock_timestamp() - interval '${ageSql}'`),
          })
          .returning(['id', 'created_at']);
        return row as { id: string; created_at: string };
      };
      const old = await make('3 days');
      const recent = await make('1 hour');
      // Keep the worker from sending them (the endpoint answers 200, but status is all this test reads).
      const since = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const key = `recover-${Date.now()}`;
      const first = await recover(endpoint.id, { since }, a.key, { 'Idempotency-Key': key });
      expect(first.status).toBe(202);
      expect((await json(first)).recovered).toBe(1);
      expect(await statusOf(old.id)).toBe('failed');
      expect(await statusOf(recent.id)).not.toBe('failed');
      const again = await recover(endpoint.id, { since }, a.key, { 'Idempotency-Key': key });
      expect(again.status).toBe(202);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((await json(again)).recovered).toBe(1);
    });

    it('refuses a since older than 14 days or in the future with 422 naming since, and a missing one with 400', async () => {
      const endpoint = await create('/recover-422');
      await expectError(await recover(endpoint.id, { since: new Date(Date.now() - 15 * 86_400_000).toISOString() }), 422, 'validation_error', /^body field 'since' must be at most 14 days ago: .* is before /);
      await expectError(await recover(endpoint.id, { since: new Date(Date.now() + 3_600_000).toISOString() }), 422, 'validation_error', /^body field 'since' must not be in the future/);
      await expectError(await recover(endpoint.id, {}), 400, 'invalid_request', "missing required body field 'since'");
      const notATime = await expectError(await recover(endpoint.id, { since: 'yesterday' }), 422, 'validation_error');
      expect(notATime.message).toContain('since');
    });

    it('refuses a disabled endpoint with 409, saying to re-enable it first', async () => {
      const endpoint = await create('/recover-disabled');
      await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { enabled: false });
      await expectError(
        await recover(endpoint.id, { since: hourAgo() }),
        409,
        'conflict',
        `webhook '${endpoint.id}' is disabled; re-enable it first with PATCH enabled=true`,
      );
      await t.knex('webhook_endpoints').where({ id: endpoint.id }).update({ disabled_reason: 'gone' });
      await expectError(await recover(endpoint.id, { since: hourAgo() }), 409, 'conflict', `webhook '${endpoint.id}' is disabled (gone); re-enable it first with PATCH enabled=true`);
      await send(a.key, 'PATCH', `/v1/webhooks/${endpoint.id}`, { enabled: true });
      expect((await recover(endpoint.id, { since: hourAgo() })).status).toBe(202);
    });
  });

  describe('tenancy and scopes', () => {
    it("answers 404 for another customer's endpoint, for stats and recover", async () => {
      const theirs = await create('/theirs', {}, b);
      await expectError(await send(a.key, 'GET', `/v1/webhooks/${theirs.id}/stats`), 404, 'webhook_not_found', `webhook '${theirs.id}' does not exist`);
      await expectError(await send(a.key, 'POST', `/v1/webhooks/${theirs.id}/recover`, { since: new Date().toISOString() }), 404, 'webhook_not_found', `webhook '${theirs.id}' does not exist`);
      await expectError(await send(a.key, 'GET', '/v1/webhooks/whk_nope/stats'), 404, 'webhook_not_found');
    });

    it('needs webhooks:read for stats and webhooks:write for recover', async () => {
      const endpoint = await create('/scopes');
      const noRead = await seedKey(t.knex, a, SCOPES.filter((s) => s !== 'webhooks:read'));
      const noWrite = await seedKey(t.knex, a, SCOPES.filter((s) => s !== 'webhooks:write'));
      await expectError(await send(noRead.key, 'GET', `/v1/webhooks/${endpoint.id}/stats`), 403, 'forbidden', "this API key lacks the scope 'webhooks:read' (or its user's role no longer grants it)");
      await expectError(await send(noWrite.key, 'POST', `/v1/webhooks/${endpoint.id}/recover`, { since: new Date().toISOString() }), 403, 'forbidden', "this API key lacks the scope 'webhooks:write' (or its user's role no longer grants it)");
      expect((await send(noWrite.key, 'GET', `/v1/webhooks/${endpoint.id}/stats`)).status).toBe(200);
      expect((await send(noRead.key, 'POST', `/v1/webhooks/${endpoint.id}/recover`, { since: new Date(Date.now() - 1000).toISOString() })).status).toBe(202);
    });
  });
});
