// Idempotency-Key on POSTs (spec 8.3, issue 2 item 9): replays return the stored response without executing again,
// mismatches and invalid keys are refused, keys are per customer, validation failures are not stored, 5xx results
// are, concurrent duplicates execute once, expired keys are pruned and abandoned claims are taken over.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHash } from '../src/http/idempotency.js';
import { pruneOnce } from '../src/jobs/pruner.js';
import { seedFlow, seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

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

  beforeAll(async () => {
    // The write limit is raised so that the hundred concurrent POSTs below are not rate-limited.
    t = await startTestServer({ rateLimits: { write: 100_000 } });
    tenant = await seedTenant(t.knex);
    other = await seedTenant(t.knex);
  });
  afterAll(() => t.close());

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
});
