// Every error code of spec section 7, each produced by a real request against a real server and database, and the
// headers every response carries: X-Request-Id (equal to error.request_id) and the rate-limit headers.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedFlow, seedKey, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { expectError } from './support/expectError.js';

/** Asserts the error envelope: status, code, message (exact string or pattern) and request_id == X-Request-Id. */
function expectRateLimitHeaders(res: Response, limit: number): void {
  expect(res.headers.get('x-ratelimit-limit')).toBe(String(limit));
  const remaining = Number(res.headers.get('x-ratelimit-remaining'));
  expect(Number.isInteger(remaining)).toBe(true);
  expect(remaining).toBeGreaterThanOrEqual(0);
  expect(remaining).toBeLessThan(limit);
  const reset = Number(res.headers.get('x-ratelimit-reset'));
  expect(Number.isInteger(reset)).toBe(true);
  const now = Math.floor(Date.now() / 1000);
  expect(reset).toBeGreaterThanOrEqual(now - 1);
  expect(reset).toBeLessThanOrEqual(now + 61);
}

/** A well-formed API key that was never issued. */
function unknownKey(): string {
  return `svc_${crypto.randomBytes(32).toString('base64url')}`;
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

describe('error responses', () => {
  let t: TestServer;
  let tenant: Tenant;
  let readOnly: { keyId: string; key: string };
  let activeFlowId: string;
  let pausedFlowId: string;

  beforeAll(async () => {
    t = await startTestServer();
    tenant = await seedTenant(t.knex);
    readOnly = await seedKey(t.knex, tenant, ['flows:read', 'runs:read']);
    activeFlowId = (await seedFlow(t.knex, t.secrets, tenant.customerId, { name: 'Active flow' })).id;
    pausedFlowId = (await seedFlow(t.knex, t.secrets, tenant.customerId, { name: 'Paused flow', status: 'paused' })).id;
    await seedRun(t.knex, tenant.customerId, { flowId: activeFlowId, status: 'succeeded', trigger: 'schedule' });
  });
  afterAll(() => t.close());

  describe('400 invalid_request', () => {
    it('rejects a malformed JSON body', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/pause`, { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body: '{"a": }' });
      await expectError(res, 400, 'invalid_request', /^malformed JSON body: \S.*/);
      const flow = await t.client(tenant.key).GET('/v1/flows/{id}', { params: { path: { id: activeFlowId } } });
      expect(flow.data?.status).toBe('active');
    });

    it('rejects an Idempotency-Key longer than 255 characters', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/pause`, { method: 'POST', key: tenant.key, headers: { 'Idempotency-Key': 'k'.repeat(300) } });
      await expectError(res, 400, 'invalid_request', "header 'idempotency-key' must NOT have more than 255 characters");
    });

    it('rejects an Idempotency-Key with non-ASCII characters', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/pause`, { method: 'POST', key: tenant.key, headers: { 'Idempotency-Key': 'caf\u00e9-1' } });
      await expectError(res, 400, 'invalid_request', `header 'idempotency-key' must match pattern "^[\\x20-\\x7E]+$"`);
    });

    it('rejects an empty Idempotency-Key', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/pause`, { method: 'POST', key: tenant.key, headers: { 'Idempotency-Key': '' } });
      await expectError(res, 400, 'invalid_request', /^header 'idempotency-key' must NOT have fewer than 1 characters(;|$)/);
    });

    it('rejects a body sent with a non-JSON Content-Type', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/pause`, { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'text/plain' }, body: 'pause it' });
      await expectError(res, 400, 'invalid_request', "Content-Type must be application/json; got 'text/plain'");
    });

    it('does not execute a request rejected as invalid', async () => {
      await t.request(`/v1/flows/${activeFlowId}/pause`, { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'text/plain' }, body: 'x' });
      const flow = await t.client(tenant.key).GET('/v1/flows/{id}', { params: { path: { id: activeFlowId } } });
      expect(flow.data?.status).toBe('active');
    });
  });

  describe('401 unauthorized', () => {
    it('rejects a request without an Authorization header', async () => {
      const res = await t.request('/v1/flows');
      await expectError(res, 401, 'unauthorized', 'missing API key: send Authorization: Bearer <key>');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
    });

    it('rejects a garbage bearer token', async () => {
      const res = await t.request('/v1/flows', { key: 'not-a-key' });
      await expectError(res, 401, 'unauthorized', 'invalid, expired or revoked API key');
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
    });

    it('rejects a well-formed svc_ key that was never issued', async () => {
      const res = await t.request('/v1/flows', { key: unknownKey() });
      await expectError(res, 401, 'unauthorized', 'invalid, expired or revoked API key');
    });

    it('rejects an Authorization header that is not a Bearer token', async () => {
      const res = await t.request('/v1/flows', { headers: { Authorization: `Basic ${Buffer.from(`x:${tenant.key}`).toString('base64')}` } });
      await expectError(res, 401, 'unauthorized', 'invalid, expired or revoked API key');
    });
  });

  describe('403 forbidden', () => {
    it('names the scope the key lacks', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/pause`, { method: 'POST', key: readOnly.key });
      await expectError(res, 403, 'forbidden', "this API key lacks the scope 'flows:write' (or its user's role no longer grants it)");
    });

    it('names connectors:read when a flows-and-runs key lists connectors', async () => {
      const res = await t.request('/v1/connectors', { key: readOnly.key });
      await expectError(res, 403, 'forbidden', /'connectors:read'/);
    });
  });

  describe('404', () => {
    it('answers not_found for an unknown route', async () => {
      const res = await t.request('/v1/nothing-here', { key: tenant.key });
      await expectError(res, 404, 'not_found', 'no endpoint at GET /v1/nothing-here');
    });

    it('answers method_not_allowed with Allow for a known path with the wrong method', async () => {
      const res = await t.request('/v1/runs', { method: 'DELETE', key: tenant.key });
      await expectError(res, 405, 'method_not_allowed', 'DELETE is not allowed on /v1/runs; use GET, HEAD, OPTIONS');
      expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    });

    it('answers flow_not_found naming the id', async () => {
      const res = await t.request('/v1/flows/flw_doesnotexist', { key: tenant.key });
      await expectError(res, 404, 'flow_not_found', "flow 'flw_doesnotexist' does not exist");
    });

    it('answers flow_not_found when pausing an unknown flow', async () => {
      const res = await t.request('/v1/flows/flw_doesnotexist/pause', { method: 'POST', key: tenant.key });
      await expectError(res, 404, 'flow_not_found', "flow 'flw_doesnotexist' does not exist");
    });

    it('answers run_not_found naming the id', async () => {
      const res = await t.request('/v1/runs/run_doesnotexist', { key: tenant.key });
      await expectError(res, 404, 'run_not_found', "run 'run_doesnotexist' does not exist");
    });

    it('answers connector_not_found naming the id', async () => {
      const res = await t.request('/v1/connectors/con_doesnotexist', { key: tenant.key });
      await expectError(res, 404, 'connector_not_found', "connector 'con_doesnotexist' does not exist");
    });
  });

  describe('409 conflict', () => {
    it('refuses to pause a paused flow', async () => {
      const res = await t.request(`/v1/flows/${pausedFlowId}/pause`, { method: 'POST', key: tenant.key });
      await expectError(res, 409, 'conflict', `flow '${pausedFlowId}' is paused; only an active flow can be paused`);
    });

    it('refuses to resume an active flow', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/resume`, { method: 'POST', key: tenant.key });
      await expectError(res, 409, 'conflict', `flow '${activeFlowId}' is active; only a paused flow can be resumed`);
    });
  });

  describe('422 validation_error', () => {
    it('refuses limit=0', async () => {
      const res = await t.request('/v1/flows?limit=0', { key: tenant.key });
      await expectError(res, 422, 'validation_error', "query parameter 'limit' must be >= 1");
    });

    it('refuses limit=501', async () => {
      const res = await t.request('/v1/flows?limit=501', { key: tenant.key });
      await expectError(res, 422, 'validation_error', "query parameter 'limit' must be <= 500");
    });

    it('refuses a non-numeric limit', async () => {
      const res = await t.request('/v1/runs?limit=abc', { key: tenant.key });
      await expectError(res, 422, 'validation_error', "query parameter 'limit' must be integer");
    });

    it('refuses an unknown query parameter', async () => {
      const res = await t.request('/v1/flows?colour=blue', { key: tenant.key });
      await expectError(res, 422, 'validation_error', "unknown query parameter 'colour'");
    });

    it('refuses an unknown body field', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/pause`, { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body: JSON.stringify({ reason: 'maintenance' }) });
      await expectError(res, 422, 'validation_error', "unknown body field 'reason'");
      const flow = await t.client(tenant.key).GET('/v1/flows/{id}', { params: { path: { id: activeFlowId } } });
      expect(flow.data?.status).toBe('active');
    });

    it('refuses a run status outside the enum', async () => {
      const res = await t.request('/v1/runs?status=done', { key: tenant.key });
      await expectError(res, 422, 'validation_error', "query parameter 'status' must be one of: queued, running, succeeded, partial, failed, cancelled");
    });

    it('refuses a from that is not a date-time', async () => {
      const res = await t.request('/v1/runs?from=yesterday', { key: tenant.key });
      await expectError(res, 422, 'validation_error', "query parameter 'from' must be an ISO 8601 date-time between the years 0001 and 9999, such as 2026-11-21T10:15:30.123456Z");
    });

    it('accepts the boundary limits 1 and 500', async () => {
      const client = t.client(tenant.key);
      const one = await client.GET('/v1/flows', { params: { query: { limit: 1 } } });
      expect(one.response.status).toBe(200);
      expect(one.data?.data).toHaveLength(1);
      const max = await client.GET('/v1/flows', { params: { query: { limit: 500 } } });
      expect(max.response.status).toBe(200);
      expect(max.data?.data).toHaveLength(2);
    });
  });

  describe('500 internal_error', () => {
    it('answers a crash with a generic message and logs the error', async () => {
      await t.knex.raw('ALTER TABLE runs RENAME TO runs_gone');
      let res: Response;
      try {
        res = await t.request('/v1/runs', { key: tenant.key });
      } finally {
        await t.knex.raw('ALTER TABLE runs_gone RENAME TO runs');
      }
      const requestId = res.headers.get('x-request-id')!;
      const error = await expectError(res, 500, 'internal_error', `internal error; it is safe to retry with backoff (request ${requestId})`);
      expect(error.message).not.toMatch(/select|from\s|relation|runs|sql|\bat\s|\.ts|\.js|node_modules|\n/i);
      const logged = t.logs.filter((l) => l.request_id === requestId && l.level === 50);
      expect(logged).toHaveLength(1);
      expect(JSON.stringify(logged[0]!.err)).toMatch(/runs/);
      // The server is healthy again once the table is back.
      const after = await t.client(tenant.key).GET('/v1/runs');
      expect(after.response.status).toBe(200);
    });
  });

  describe('X-Request-Id', () => {
    it('echoes a sane incoming request id on success', async () => {
      const res = await t.request('/v1/flows', { key: tenant.key, headers: { 'X-Request-Id': 'client-trace-0001' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('client-trace-0001');
    });

    it('echoes a sane incoming request id in the error body', async () => {
      const res = await t.request('/v1/flows/flw_nope', { key: tenant.key, headers: { 'X-Request-Id': 'client-trace-0002' } });
      const error = await expectError(res, 404, 'flow_not_found', "flow 'flw_nope' does not exist");
      expect(error.request_id).toBe('client-trace-0002');
    });

    it('generates a request id when none is sent', async () => {
      const res = await t.request('/v1/flows', { key: tenant.key });
      expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-z]{26}$/);
    });

    it('replaces an over-long incoming request id', async () => {
      const long = 'r'.repeat(200);
      const res = await t.request('/v1/flows/flw_nope', { key: tenant.key, headers: { 'X-Request-Id': long } });
      const error = await expectError(res, 404, 'flow_not_found', "flow 'flw_nope' does not exist");
      expect(error.request_id).not.toBe(long);
      expect(error.request_id).toMatch(/^req_[0-9a-z]{26}$/);
    });

    it('echoes an incoming request id of exactly 128 characters', async () => {
      const id = 'x'.repeat(128);
      const res = await t.request('/v1/flows', { key: tenant.key, headers: { 'X-Request-Id': id } });
      expect(res.headers.get('x-request-id')).toBe(id);
    });

    it('replaces an incoming request id of 129 characters', async () => {
      const res = await t.request('/v1/flows', { key: tenant.key, headers: { 'X-Request-Id': 'x'.repeat(129) } });
      expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-z]{26}$/);
    });

    it('replaces an incoming request id with non-printable characters', async () => {
      const res = await t.request('/v1/flows/flw_nope', { key: tenant.key, headers: { 'X-Request-Id': 'trace\tid' } });
      const error = await expectError(res, 404, 'flow_not_found', "flow 'flw_nope' does not exist");
      expect(error.request_id).toMatch(/^req_[0-9a-z]{26}$/);
    });

    it('gives each request its own generated id', async () => {
      const a = await t.request('/v1/flows', { key: tenant.key });
      const b = await t.request('/v1/flows', { key: tenant.key });
      expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
    });
  });

  describe('rate-limit headers', () => {
    it('are on a successful response', async () => {
      const res = await t.request('/v1/flows', { key: tenant.key });
      expect(res.status).toBe(200);
      expectRateLimitHeaders(res, 600);
    });

    it('are on a 401', async () => {
      const res = await t.request('/v1/flows');
      expect(res.status).toBe(401);
      expectRateLimitHeaders(res, 600);
    });

    it('are on a 404 for an unknown route', async () => {
      const res = await t.request('/v1/unknown/route', { key: tenant.key });
      expect(res.status).toBe(404);
      expectRateLimitHeaders(res, 600);
    });

    it('are on a 422', async () => {
      const res = await t.request('/v1/flows?limit=0', { key: tenant.key });
      expect(res.status).toBe(422);
      expectRateLimitHeaders(res, 600);
    });

    it('use the write class for a POST', async () => {
      const res = await t.request('/v1/flows/flw_nope/pause', { method: 'POST', key: tenant.key });
      expect(res.status).toBe(404);
      expectRateLimitHeaders(res, 120);
    });

    it('use the trigger class for a trigger', async () => {
      const res = await t.request(`/v1/flows/${activeFlowId}/trigger`, { method: 'POST', key: tenant.key });
      expect(res.status).toBe(202);
      expectRateLimitHeaders(res, 60);
    });
  });
});

describe('429 rate_limited', () => {
  let t: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { read: 2 } });
    tenant = await seedTenant(t.knex);
  });
  afterAll(() => t.close());

  it('refuses the request over the limit with Retry-After', async () => {
    const client = t.client(tenant.key);
    const first = await client.GET('/v1/flows');
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('x-ratelimit-remaining')).toBe('1');
    const second = await client.GET('/v1/flows');
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('x-ratelimit-remaining')).toBe('0');

    const res = await t.request('/v1/flows', { key: tenant.key });
    const retryAfter = Number(res.headers.get('retry-after'));
    await expectError(res, 429, 'rate_limited', `rate limit of 2 read requests per 60 seconds exceeded; retry after ${retryAfter} seconds`);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // A sliding-window counter weighs the previous window's count, so a full window can take up to two windows to free.
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(res.headers.get('x-ratelimit-limit')).toBe('2');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    // Reset is the Unix second at which the next slot frees: Retry-After seconds from now.
    const reset = Number(res.headers.get('x-ratelimit-reset'));
    expect(Math.abs(reset - (Math.floor(Date.now() / 1000) + retryAfter))).toBeLessThanOrEqual(2);
  });

  it('keeps refusing while the window is full', async () => {
    const res = await t.request('/v1/flows', { key: tenant.key });
    await expectError(res, 429, 'rate_limited', /^rate limit of 2 read requests per 60 seconds exceeded; retry after \d+ seconds$/);
  });

  it('limits requests without a valid key per client address, before refusing them as unauthorized', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await t.request('/v1/flows', { key: 'garbage' })).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('limits each key separately', async () => {
    const other = await seedKey(t.knex, tenant, ['flows:read']);
    const { response } = await t.client(other.key).GET('/v1/flows');
    expect(response.status).toBe(200);
  });

  it('does not count reads against the write class', async () => {
    const res = await t.request('/v1/flows/flw_nope/pause', { method: 'POST', key: tenant.key });
    await expectError(res, 404, 'flow_not_found', "flow 'flw_nope' does not exist");
    expect(res.headers.get('x-ratelimit-limit')).toBe('120');
  });
});
