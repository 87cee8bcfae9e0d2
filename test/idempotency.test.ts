// Idempotency-Key on POSTs: replays return the stored response without executing again,
// mismatches and invalid keys are refused, keys are per customer, validation failures are not stored, 5xx results
// are, concurrent duplicates execute once, expired keys are pruned and abandoned claims are taken over. Operations
// that call out (here a webhook test send) work the same way without holding a transaction while they wait.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../src/http/idempotency.js';
import { pruneOnce } from '../src/jobs/pruner.js';
import { seedFlow, seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { eventually, makeCertificate, startReceiver, testSettings, type Receiver } from './support/webhooks.js';

/** Headers that legitimately differ between an original response and its replay. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'idempotent-replayed']);

function stableHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!PER_RESPONSE_HEADERS.has(name)) out[name] = value;
  });
  return out;
}

const newKey = () => crypto.randomUUID();

describe('idempotency', () => {
  let t: TestServer;
  let tenant: Tenant;
  let other: Tenant;
  let receiver: Receiver;

  beforeAll(async () => {
    const cert = makeCertificate();
    receiver = await startReceiver(cert);
    // The write limit is raised so that the hundred concurrent POSTs below are not rate-limited; test sends may take
    // as long as the receiver is told to wait.
    t = await startTestServer({ rateLimits: { write: 100_000 }, webhooks: testSettings(cert, { timeoutMs: 30_000 }) });
    tenant = await seedTenant(t.knex);
    other = await seedTenant(t.knex);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const newFlow = async (owner: Tenant = tenant) => (await seedFlow(t.knex, t.secrets, owner.customerId)).id;

  const pause = (flowId: string, idempotencyKey?: string, key = tenant.key) =>
    t.client(key).POST('/v1/flows/{id}/pause', {
      params: { path: { id: flowId }, header: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey } },
    });

  const resume = (flowId: string, idempotencyKey?: string, key = tenant.key) =>
    t.client(key).POST('/v1/flows/{id}/resume', {
      params: { path: { id: flowId }, header: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey } },
    });

  /** A raw POST, for bodies and header values the typed client cannot express. */
  const rawPost = (path: string, headers: Record<string, string>, body?: string, key = tenant.key) =>
    t.request(path, {
      method: 'POST',
      key,
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });

  const pausedEvents = async (flowId: string): Promise<number> => {
    const row = await t.knex('events').where({ type: 'flow.paused' }).whereRaw("data->>'flow_id' = ?", [flowId]).count<{ n: string | number }[]>({ n: '*' }).first();
    return Number(row?.n ?? 0);
  };

  const flowStatus = async (flowId: string): Promise<string> => (await t.knex('flows').where({ id: flowId }).first('status')).status;

  it('a replay returns the original status, body and headers with Idempotent-Replayed and does not execute again', async () => {
    const flowId = await newFlow();
    const key = newKey();
    const path = `/v1/flows/${flowId}/pause`;

    const first = await rawPost(path, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstBody = await first.text();

    const second = await rawPost(path, { 'Idempotency-Key': key });
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.text()).toBe(firstBody);
    expect(stableHeaders(second)).toEqual(stableHeaders(first));
    expect(second.headers.get('x-request-id')).toBe(first.headers.get('x-request-id'));

    expect(await pausedEvents(flowId)).toBe(1);
    expect(await flowStatus(flowId)).toBe('paused');
  });

  it('stores the original response encrypted, never as readable text', async () => {
    const flowId = await newFlow();
    const first = await pause(flowId, 'sealed-at-rest');
    expect(first.response.status).toBe(200);
    const row = await t.knex('idempotency_keys').where({ customer_id: tenant.customerId, key: 'sealed-at-rest' }).first('response_body');
    expect(row.response_body).toMatch(/^v1\./);
    expect(row.response_body).not.toContain(flowId);
    const replay = await pause(flowId, 'sealed-at-rest');
    expect(replay.data).toEqual(first.data);
  });

  it('a replayed 409 is the stored 409, even after the state that caused it has changed', async () => {
    const flowId = await newFlow();
    expect((await pause(flowId)).response.status).toBe(200);
    const key = newKey();

    const first = await pause(flowId, key);
    expect(first.response.status).toBe(409);
    expect(first.error?.error.code).toBe('conflict');

    // Were the request executed again, pausing the now active flow would succeed.
    expect((await resume(flowId)).response.status).toBe(200);
    const second = await pause(flowId, key);
    expect(second.response.status).toBe(409);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect(second.error).toEqual(first.error);
    expect(await flowStatus(flowId)).toBe('active');
    expect(await pausedEvents(flowId)).toBe(1);
  });

  it('the same key on a different path is refused with 422 idempotency_key_mismatch', async () => {
    const [flowA, flowB] = [await newFlow(), await newFlow()];
    const key = newKey();
    expect((await pause(flowA, key)).response.status).toBe(200);

    const other = await pause(flowB, key);
    expect(other.response.status).toBe(422);
    expect(other.error?.error.code).toBe('idempotency_key_mismatch');
    expect(await flowStatus(flowB)).toBe('active');
    expect(await pausedEvents(flowB)).toBe(0);
  });

  it('the same key with a different body is refused with 422 idempotency_key_mismatch', async () => {
    const flowId = await newFlow();
    const key = newKey();
    const path = `/v1/flows/${flowId}/pause`;
    expect((await rawPost(path, { 'Idempotency-Key': key })).status).toBe(200);

    const res = await rawPost(path, { 'Idempotency-Key': key }, '{}');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('idempotency_key_mismatch');
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect(await pausedEvents(flowId)).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['containing a tab', 'abc\tdef'],
    ['containing a non-ASCII character', 'cl\xe9'],
  ])('a key %s is refused with 400 invalid_request and the operation does not run', async (_what, badKey) => {
    const flowId = await newFlow();
    const res = await rawPost(`/v1/flows/${flowId}/pause`, { 'Idempotency-Key': badKey });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toMatch(/idempotency-key/i);
    expect(await flowStatus(flowId)).toBe('active');
  });

  it('a key of 255 printable characters is accepted', async () => {
    const flowId = await newFlow();
    const key = `~ !${'k'.repeat(252)}`;
    expect(key).toHaveLength(255);
    const first = await pause(flowId, key);
    expect(first.response.status).toBe(200);
    const second = await pause(flowId, key);
    expect(second.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await pausedEvents(flowId)).toBe(1);
  });

  it("keys are per customer: another customer using the same key string executes its own request", async () => {
    const flowA = await newFlow(tenant);
    const flowB = await newFlow(other);
    const key = newKey();
    expect((await pause(flowA, key, tenant.key)).response.status).toBe(200);

    const b = await pause(flowB, key, other.key);
    expect(b.response.status).toBe(200);
    expect(b.response.headers.get('idempotent-replayed')).toBeNull();
    expect(b.data?.id).toBe(flowB);
    expect(await flowStatus(flowB)).toBe('paused');
    expect(await pausedEvents(flowB)).toBe(1);
  });

  it('a request refused by validation is not stored: the same key then executes a valid request', async () => {
    const flowId = await newFlow();
    const key = newKey();
    const path = `/v1/flows/${flowId}/pause`;
    const invalid = await rawPost(path, { 'Idempotency-Key': key }, '{"x":1}');
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    expect(await t.knex('idempotency_keys').where({ customer_id: tenant.customerId, key }).first()).toBeUndefined();

    const valid = await pause(flowId, key);
    expect(valid.response.status).toBe(200);
    expect(valid.response.headers.get('idempotent-replayed')).toBeNull();
    expect(await flowStatus(flowId)).toBe('paused');
  });

  it('100 concurrent identical POSTs with one key execute the operation exactly once', async () => {
    const flowId = await newFlow();
    const { key: apiKey } = await seedKey(t.knex, tenant, ['flows:read', 'flows:write']);
    const key = newKey();

    const results = await Promise.all(
      Array.from({ length: 100 }, async () => {
        const r = await pause(flowId, key, apiKey);
        return {
          status: r.response.status,
          text: JSON.stringify(r.data ?? r.error),
          code: r.error?.error.code,
          retryAfter: r.response.headers.get('retry-after'),
          replayed: r.response.headers.get('idempotent-replayed'),
        };
      }),
    );

    const ok = results.filter((r) => r.status === 200);
    const others = results.filter((r) => r.status !== 200);
    for (const r of others) {
      expect(r.status).toBe(409);
      expect(r.code).toBe('idempotency_in_progress');
      expect(r.retryAfter).toMatch(/^\d+$/);
    }
    expect(ok.length).toBeGreaterThanOrEqual(50);
    expect(new Set(ok.map((r) => r.text)).size).toBe(1);
    // Exactly one response is the execution itself; every other 200 is a replay of it.
    expect(ok.filter((r) => r.replayed === null)).toHaveLength(1);
    expect(ok.filter((r) => r.replayed === 'true')).toHaveLength(ok.length - 1);

    expect(await pausedEvents(flowId)).toBe(1);
    expect(await flowStatus(flowId)).toBe('paused');
  });

  it('a duplicate that arrives while the first request still holds its claim gets 409 idempotency_in_progress with Retry-After', async () => {
    const flowId = await newFlow();
    const key = newKey();
    const path = `/v1/flows/${flowId}/pause`;
    // A live claim, as left by a request that is still executing in another process.
    await t.knex('idempotency_keys').insert({
      customer_id: tenant.customerId,
      key,
      method: 'POST',
      path,
      request_hash: requestHash('POST', path, ''),
      state: 'in_progress',
      owner: 'still-running',
      locked_until: t.knex.raw("clock_timestamp() + interval '5 minutes'"),
      expires_at: t.knex.raw("clock_timestamp() + interval '24 hours'"),
    });

    const res = await pause(flowId, key);
    expect(res.response.status).toBe(409);
    expect(res.error?.error.code).toBe('idempotency_in_progress');
    expect(res.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await flowStatus(flowId)).toBe('active');
  });

  it('a 500 result is stored and replayed, and a new key then executes normally', async () => {
    const flowId = await newFlow();
    const key = newKey();

    await t.knex.raw('ALTER TABLE flows RENAME TO flows_unavailable');
    let first;
    try {
      first = await pause(flowId, key);
    } finally {
      await t.knex.raw('ALTER TABLE flows_unavailable RENAME TO flows');
    }
    expect(first.response.status).toBe(500);
    expect(first.error?.error.code).toBe('internal_error');

    const replay = await pause(flowId, key);
    expect(replay.response.status).toBe(500);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.error).toEqual(first.error);
    expect(await flowStatus(flowId)).toBe('active');
    expect(await pausedEvents(flowId)).toBe(0);

    const fresh = await pause(flowId, newKey());
    expect(fresh.response.status).toBe(200);
    expect(fresh.response.headers.get('idempotent-replayed')).toBeNull();
    expect(await flowStatus(flowId)).toBe('paused');
  });

  it('pruning deletes expired keys and keeps live ones', async () => {
    const [flowA, flowB] = [await newFlow(), await newFlow()];
    const [expired, live] = [newKey(), newKey()];
    expect((await pause(flowA, expired)).response.status).toBe(200);
    expect((await pause(flowB, live)).response.status).toBe(200);
    await t.knex('idempotency_keys')
      .where({ customer_id: tenant.customerId, key: expired })
      .update({ expires_at: t.knex.raw("clock_timestamp() - interval '1 second'") });

    const pruned = await pruneOnce(t.knex, 60);
    expect(pruned.idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await t.knex('idempotency_keys').where({ customer_id: tenant.customerId, key: expired }).first()).toBeUndefined();
    expect(await t.knex('idempotency_keys').where({ customer_id: tenant.customerId, key: live }).first()).toBeDefined();
  });

  it('an expired key can be used afresh: the request executes again', async () => {
    const flowId = await newFlow();
    const key = newKey();
    expect((await pause(flowId, key)).response.status).toBe(200);
    await t.knex('idempotency_keys')
      .where({ customer_id: tenant.customerId, key })
      .update({ expires_at: t.knex.raw("clock_timestamp() - interval '1 second'") });
    await pruneOnce(t.knex, 60);
    expect((await resume(flowId)).response.status).toBe(200);

    const again = await pause(flowId, key);
    expect(again.response.status).toBe(200);
    expect(again.response.headers.get('idempotent-replayed')).toBeNull();
    expect(await flowStatus(flowId)).toBe('paused');
    expect(await pausedEvents(flowId)).toBe(2);
  });

  it('a claim abandoned by a crashed process is taken over and the request executes', async () => {
    const flowId = await newFlow();
    const key = newKey();
    const path = `/v1/flows/${flowId}/pause`;
    await t.knex('idempotency_keys').insert({
      customer_id: tenant.customerId,
      key,
      method: 'POST',
      path,
      request_hash: requestHash('POST', path, ''),
      state: 'in_progress',
      owner: 'crashed-process',
      locked_until: t.knex.raw("clock_timestamp() - interval '1 minute'"),
      expires_at: t.knex.raw("clock_timestamp() + interval '24 hours'"),
    });

    const res = await pause(flowId, key);
    expect(res.response.status).toBe(200);
    expect(res.response.headers.get('idempotent-replayed')).toBeNull();
    expect(await flowStatus(flowId)).toBe('paused');
    expect(await pausedEvents(flowId)).toBe(1);
    const row = await t.knex('idempotency_keys').where({ customer_id: tenant.customerId, key }).first('state', 'owner');
    expect(row.state).toBe('completed');
    expect(row.owner).not.toBe('crashed-process');

    const replay = await pause(flowId, key);
    expect(replay.response.headers.get('idempotent-replayed')).toBe('true');
    expect(await pausedEvents(flowId)).toBe(1);
  });

  describe('an operation that calls out (a webhook test send)', () => {
    const newWebhook = async (): Promise<string> => {
      const res = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `${receiver.url}/hook-${newKey()}`, events: ['run.failed'] } });
      expect(res.response.status).toBe(201);
      return res.data!.id;
    };
    const sendTest = (webhookId: string, idempotencyKey: string) =>
      rawPost(`/v1/webhooks/${webhookId}/test`, { 'Idempotency-Key': idempotencyKey });
    const endpointPath = async (webhookId: string) => new URL((await t.knex('webhook_endpoints').where({ id: webhookId }).first('url')).url).pathname;
    const claimOf = (key: string) =>
      t.knex('idempotency_keys')
        .where({ customer_id: tenant.customerId, key })
        .first('state', 'owner', t.knex.raw('extract(epoch from locked_until - clock_timestamp()) AS lease_left'), t.knex.raw('extract(epoch from locked_until) AS locked_until'));

    it('sends once per key: a replay returns the stored result and sends nothing', async () => {
      const webhookId = await newWebhook();
      const path = await endpointPath(webhookId);
      const key = newKey();
      const first = await sendTest(webhookId, key);
      expect(first.status).toBe(200);
      const firstBody = await first.text();
      expect(JSON.parse(firstBody)).toMatchObject({ result: 'ok', status_code: 200 });

      const second = await sendTest(webhookId, key);
      expect(second.status).toBe(200);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(await second.text()).toBe(firstBody);
      expect(receiver.to(path)).toHaveLength(1);
      expect(Number((await t.knex('webhook_deliveries').where({ endpoint_id: webhookId }).count<{ n: string | number }[]>({ n: '*' }).first())?.n)).toBe(1);
    });

    it('20 concurrent identical test sends with one key send once', async () => {
      const webhookId = await newWebhook();
      const path = await endpointPath(webhookId);
      receiver.behave((req) => (req.path === path ? { status: 200, body: 'ok', delayMs: 300 } : { status: 200, body: 'ok' }));
      const key = newKey();
      try {
        const results = await Promise.all(
          Array.from({ length: 20 }, async () => {
            const r = await sendTest(webhookId, key);
            return { status: r.status, text: await r.text(), replayed: r.headers.get('idempotent-replayed'), retryAfter: r.headers.get('retry-after') };
          }),
        );
        const ok = results.filter((r) => r.status === 200);
        for (const r of results.filter((x) => x.status !== 200)) {
          expect(r.status).toBe(409);
          expect(JSON.parse(r.text).error.code).toBe('idempotency_in_progress');
          expect(r.retryAfter).toMatch(/^\d+$/);
        }
        expect(ok.filter((r) => r.replayed === null)).toHaveLength(1);
        expect(new Set(ok.map((r) => r.text)).size).toBe(1);
      } finally {
        receiver.behave(() => ({ status: 200, body: 'ok' }));
      }
      expect(receiver.to(path)).toHaveLength(1);
    });

    it('holds no transaction or connection while it waits: other requests go on, and its claim is live and leased', async () => {
      const webhookId = await newWebhook();
      const path = await endpointPath(webhookId);
      receiver.behave((req) => (req.path === path ? { status: 200, body: 'late', delayMs: 3_000 } : { status: 200, body: 'ok' }));
      const key = newKey();
      try {
        const sending = sendTest(webhookId, key);
        await receiver.waitFor((reqs) => reqs.some((r) => r.path === path));
        // On the embedded database there is one connection: a send holding it would stall all of these.
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          const res = await t.client(tenant.key).GET('/v1/webhooks');
          expect(res.response.status).toBe(200);
          expect(performance.now() - started).toBeLessThan(1_500);
        }
        const claim = await claimOf(key);
        expect(claim.state).toBe('in_progress');
        expect(Number(claim.lease_left)).toBeGreaterThan(0);
        const res = await sending;
        expect(res.status).toBe(200);
        expect(JSON.parse(await res.text())).toMatchObject({ result: 'ok', status_code: 200 });
      } finally {
        receiver.behave(() => ({ status: 200, body: 'ok' }));
      }
      expect((await claimOf(key)).state).toBe('completed');
    });

    it('renews its lease while it works, so a long call is never taken over as abandoned', async () => {
      const webhookId = await newWebhook();
      const path = await endpointPath(webhookId);
      // Longer than a quarter of the 60-second lease: by then the owner has renewed it once.
      receiver.behave((req) => (req.path === path ? { status: 200, body: 'late', delayMs: 17_000 } : { status: 200, body: 'ok' }));
      const key = newKey();
      try {
        const sending = sendTest(webhookId, key);
        await receiver.waitFor((reqs) => reqs.some((r) => r.path === path));
        const before = Number((await claimOf(key)).locked_until);
        await eventually(async () => (Number((await claimOf(key)).locked_until) > before + 10 ? true : undefined), 25_000, 'a renewed lease');
        expect((await sending).status).toBe(200);
      } finally {
        receiver.behave(() => ({ status: 200, body: 'ok' }));
      }
      expect(receiver.to(path)).toHaveLength(1);
    }, 60_000);

    it('a claim abandoned by a crashed process is taken over and the send happens once', async () => {
      const webhookId = await newWebhook();
      const path = await endpointPath(webhookId);
      const key = newKey();
      const requestPath = `/v1/webhooks/${webhookId}/test`;
      await t.knex('idempotency_keys').insert({
        customer_id: tenant.customerId,
        key,
        method: 'POST',
        path: requestPath,
        request_hash: requestHash('POST', requestPath, ''),
        state: 'in_progress',
        owner: 'crashed-process',
        locked_until: t.knex.raw("clock_timestamp() - interval '1 minute'"),
        expires_at: t.knex.raw("clock_timestamp() + interval '24 hours'"),
      });
      const res = await sendTest(webhookId, key);
      expect(res.status).toBe(200);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      const claim = await claimOf(key);
      expect(claim.state).toBe('completed');
      expect(claim.owner).not.toBe('crashed-process');
      expect((await sendTest(webhookId, key)).headers.get('idempotent-replayed')).toBe('true');
      expect(receiver.to(path)).toHaveLength(1);
    });

    it('a 404 is stored and replayed like any other result', async () => {
      const key = newKey();
      const first = await sendTest('whk_doesnotexist', key);
      expect(first.status).toBe(404);
      const replay = await sendTest('whk_doesnotexist', key);
      expect(replay.status).toBe(404);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(await replay.text()).toBe(await first.text());
    });
  });
});
