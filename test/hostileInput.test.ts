// Hostile input at the HTTP edge, each case an attack a customer could make: every one is refused in the
// error envelope with the status the contract names, nothing is stored, and no error body reaches 16 KiB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import knexFactory from 'knex';
import { head, rawRequest, type RawResponse } from './support/rawHttp.js';
import { onPostgres, TEST_DATABASE_URL } from './support/database.js';
import { seedFlow, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const MAX_ERROR_BYTES = 16 * 1024;

interface Envelope {
  error: { code: string; message: string; request_id: string };
}

/** The error envelope of a fetch or raw response, checked: status, code, request_id == X-Request-Id, size. */
async function envelope(res: Response | RawResponse, status: number, code: string): Promise<Envelope['error']> {
  const text = res instanceof Response ? await res.text() : res.body;
  const requestId = res instanceof Response ? res.headers.get('x-request-id') : res.headers['x-request-id'];
  expect(res.status, text.slice(0, 500)).toBe(status);
  expect(Buffer.byteLength(text)).toBeLessThan(MAX_ERROR_BYTES);
  const body = JSON.parse(text) as Envelope;
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error.code).toBe(code);
  expect(body.error.request_id).toBeTruthy();
  expect(body.error.request_id).toBe(requestId);
  return body.error;
}

function nested(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 1; i < depth; i++) value = { a: value };
  return value;
}

describe('hostile input', () => {
  let t: TestServer;
  let tenant: Tenant;
  let flowId: string;

  beforeAll(async () => {
    t = await startTestServer();
    tenant = await seedTenant(t.knex);
    flowId = (await seedFlow(t.knex, t.secrets, tenant.customerId)).id;
  }, 180_000);
  afterAll(() => t.close(), 120_000);

  describe('error bodies are capped', () => {
    it('answers 95,000 invalid webhook event names with the first 20 problems and a count of the rest', async () => {
      const events = Array.from({ length: 95_000 }, (_, i) => `e${i}`);
      const body = JSON.stringify({ url: 'https://hooks.example.com/x', events });
      expect(body.length).toBeGreaterThan(800_000);
      const res = await t.request('/v1/webhooks', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body });
      const error = await envelope(res, 422, 'validation_error');
      const listed = error.message.replace(/; … and \d+ more$/, '').split('; ');
      expect(listed).toHaveLength(20);
      expect(listed).toContain("body field 'events' must NOT have more than 20 items");
      expect(listed.filter((p) => p.startsWith("body field 'events."))).toHaveLength(19);
      expect(error.message).toMatch(/; … and \d+ more$/);
      expect(Buffer.byteLength(JSON.stringify(error))).toBeLessThan(16 * 1024);
      expect(error.message).toContain("body field 'events.0' must be one of:");
      expect(await t.knex('webhook_endpoints').count({ n: '*' }).first()).toEqual({ n: 0 });
    });

    it('caps a message that quotes a huge client-chosen name', async () => {
      const body = JSON.stringify({ ['x'.repeat(500_000)]: 1 });
      const res = await t.request(`/v1/flows/${flowId}/pause`, { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body });
      const error = await envelope(res, 422, 'validation_error');
      expect(error.message).toMatch(/^unknown body field 'x{100}…'$/);
    });

    it('caps the 404 message of a very long unknown path', async () => {
      const res = await t.request(`/v1/${'\u00e9'.repeat(2000)}`, { key: tenant.key });
      const error = await envelope(res, 404, 'not_found');
      expect(error.message).toMatch(/… \(message truncated\)$/);
    });
  });

  describe('NUL characters', () => {
    it('refuses a NUL in a path parameter with 422 naming it', async () => {
      const error = await envelope(await t.request('/v1/flows/x%00', { key: tenant.key }), 422, 'validation_error');
      expect(error.message).toBe("path parameter 'id' must not contain a NUL character");
    });

    it('refuses a NUL in a query parameter with 422 naming it', async () => {
      const error = await envelope(await t.request('/v1/runs?flow_id=x%00', { key: tenant.key }), 422, 'validation_error');
      expect(error.message).toBe("query parameter 'flow_id' must not contain a NUL character");
    });

    it('refuses a NUL in a body string, nested or in a field name, and stores nothing', async () => {
      const body = JSON.stringify({ name: 'a\u0000', type: 'files', config: { path: 'ok', inner: ['fine', 'b\u0000'], ['k\u0000']: 1 } });
      const res = await t.request('/v1/connectors', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body });
      const error = await envelope(res, 422, 'validation_error');
      expect(error.message).toContain("body field 'name' must not contain a NUL character");
      expect(error.message).toContain("body field 'config.inner.1' must not contain a NUL character");
      expect(error.message).toContain("name of body field 'config.k\u0000' must not contain a NUL character");
      const names = (await t.knex('connectors').select('name')).map((r) => r.name as string);
      expect(names.some((n) => n.startsWith('a'))).toBe(false);
    });

    it('lists the first 20 of 30,000 NUL strings and counts the rest', async () => {
      const events = Array.from({ length: 30_000 }, (_, i) => `run.failed\u0000${i}`);
      const body = JSON.stringify({ url: 'https://hooks.example.com/x', events });
      const error = await envelope(await t.request('/v1/webhooks', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body }), 422, 'validation_error');
      expect(error.message.startsWith("body field 'events.0' must not contain a NUL character; body field 'events.1' must")).toBe(true);
      expect(error.message).toMatch(/; … and 29980 more$/);
    });

    it('refuses an unpaired surrogate in a body string (jsonb would refuse it)', async () => {
      const body = '{"name":"x","type":"files","config":{"path":"\\ud800"}}';
      const error = await envelope(await t.request('/v1/connectors', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body }), 422, 'validation_error');
      expect(error.message).toBe("body field 'config.path' must not contain an unpaired UTF-16 surrogate");
    });

    it('answers a NUL in a header value before the application (Node refuses it) in the envelope', async () => {
      const res = await rawRequest(t.url, Buffer.from(`GET /v1/flows HTTP/1.1\r\nHost: x\r\nIdempotency-Key: a\u0000b\r\n\r\n`, 'latin1'));
      await envelope(res, 400, 'invalid_request');
    });
  });

  describe('deep nesting', () => {
    it('refuses a config nested 3,000 levels deep with 400 before validation', async () => {
      const body = JSON.stringify({ name: 'deep', type: 'files', config: nested(3000) });
      const error = await envelope(await t.request('/v1/connectors', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body }), 400, 'invalid_request');
      expect(error.message).toBe('JSON body nests deeper than 64 levels');
    });

    it('refuses 65 levels and lets 64 through to validation', async () => {
      const at = (depth: number) => JSON.stringify({ name: 'deep', type: 'nope', config: nested(depth - 1) });
      const over = await t.request('/v1/connectors', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body: at(65) });
      await envelope(over, 400, 'invalid_request');
      // 64 levels pass the depth check; the unknown type is what validation then refuses.
      const limit = await t.request('/v1/connectors', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body: at(64) });
      const error = await envelope(limit, 422, 'validation_error');
      expect(error.message).toMatch(/type/);
    });

    it('takes a connector config nested just under the limit through settings validation without a 500', async () => {
      const body = JSON.stringify({ name: 'deep files', type: 'files', config: { path: 'deep', extra: nested(62) } });
      expect(body.split('{').length - 1).toBe(64);
      const res = await t.request('/v1/connectors', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body });
      const text = await res.text();
      expect([201, 422], text).toContain(res.status);
    });

    it('does not count brackets inside strings', async () => {
      const body = JSON.stringify({ name: '['.repeat(200) + '{'.repeat(200), type: 'nope' });
      const res = await t.request('/v1/connectors', { method: 'POST', key: tenant.key, headers: JSON_HEADERS, body });
      expect(res.status).toBe(422);
      await res.text();
    });
  });

  describe('dates outside 0001–9999', () => {
    it.each([
      ['/v1/runs?from=0000-01-01T00:00:00Z', 'from'],
      ['/v1/runs?to=0000-12-31T23:59:59Z', 'to'],
      ['/v1/runs?from=0001-01-01T00:30:00%2B01:00', 'from'],
      ['/v1/runs?to=9999-12-31T23:30:00-01:00', 'to'],
      ['/v1/runs?from=10000-01-01T00:00:00Z', 'from'],
      ['/v1/flows?updated_since=0000-06-01T00:00:00Z', 'updated_since'],
    ])('refuses %s with 422 naming the parameter', async (path, name) => {
      const error = await envelope(await t.request(path, { key: tenant.key }), 422, 'validation_error');
      expect(error.message).toContain(`query parameter '${name}' must be an ISO 8601 date-time between the years 0001 and 9999`);
    });

    it('accepts the first and last instants of the range', async () => {
      const res = await t.request('/v1/runs?from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59.999999Z', { key: tenant.key });
      expect(res.status).toBe(200);
      await res.text();
    });
  });

  describe('invalid UTF-8', () => {
    it('refuses a body that is not UTF-8 with 400 and stores nothing', async () => {
      const body = Buffer.concat([Buffer.from('{"name":"bad '), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('","type":"files","config":{"path":"x"}}')]);
      const res = await rawRequest(t.url, head('POST', '/v1/connectors', { Authorization: `Bearer ${tenant.key}`, ...JSON_HEADERS, 'Content-Length': String(body.length) }), { body });
      const error = await envelope(res, 400, 'invalid_request');
      expect(error.message).toBe('request body is not valid UTF-8');
      expect((await t.knex('connectors').select('name')).map((r) => r.name)).not.toContain(expect.stringMatching(/^bad/));
    });
  });

  describe('methods', () => {
    it('serves HEAD for a GET: same status and headers, no body', async () => {
      const get = await rawRequest(t.url, head('GET', '/v1/flows', { Authorization: `Bearer ${tenant.key}` }));
      const res = await rawRequest(t.url, head('HEAD', '/v1/flows', { Authorization: `Bearer ${tenant.key}` }), { expectBody: false });
      expect(res.status).toBe(200);
      expect(res.bodyBytes).toBe(0);
      expect(res.headers['content-type']).toBe(get.headers['content-type']);
      expect(res.headers['content-length']).toBe(get.headers['content-length']);
      expect(res.headers['x-ratelimit-limit']).toBe('600');
      expect(res.headers['x-request-id']).toBeTruthy();
    });

    it('authenticates HEAD like GET', async () => {
      const res = await rawRequest(t.url, head('HEAD', `/v1/flows/${flowId}`), { expectBody: false });
      expect(res.status).toBe(401);
      expect(res.bodyBytes).toBe(0);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    });

    it('answers OPTIONS on a known path with 204 and Allow, without a key', async () => {
      const res = await rawRequest(t.url, head('OPTIONS', `/v1/flows/${flowId}`));
      expect(res.status).toBe(204);
      expect(res.headers.allow).toBe('GET, HEAD, PATCH, DELETE, OPTIONS');
      const health = await rawRequest(t.url, head('OPTIONS', '/healthz'));
      expect(health.headers.allow).toBe('GET, HEAD, OPTIONS');
    });

    it.each(['PUT', 'TRACE', 'PATCH', 'DELETE'])('answers %s on /v1/runs with 405 and Allow', async (method) => {
      const res = await rawRequest(t.url, head(method, '/v1/runs', { Authorization: `Bearer ${tenant.key}`, 'Content-Length': '0' }));
      const error = await envelope(res, 405, 'method_not_allowed');
      expect(error.message).toBe(`${method} is not allowed on /v1/runs; use GET, HEAD, OPTIONS`);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
    });

    it('answers CONNECT in the envelope instead of dropping the connection', async () => {
      await envelope(await rawRequest(t.url, head('CONNECT', 'sluice.test:443')), 405, 'method_not_allowed');
    });

    it('keeps 404 for a method on an unknown path', async () => {
      const res = await rawRequest(t.url, head('PUT', '/v1/nothing', { Authorization: `Bearer ${tenant.key}`, 'Content-Length': '0' }));
      await envelope(res, 404, 'not_found');
    });
  });

  describe('what Node answers itself', () => {
    it('answers headers over 16 KiB with 431 headers_too_large in the envelope', async () => {
      const res = await rawRequest(t.url, head('GET', '/v1/flows', { 'X-Filler': 'f'.repeat(17 * 1024) }));
      const error = await envelope(res, 431, 'headers_too_large');
      expect(error.message).toBe('request headers exceed 16384 bytes');
      expect(error.request_id).toMatch(/^req_[0-9a-z]{26}$/);
    });

    it('answers many small headers adding up past 16 KiB with 431 too', async () => {
      const many = Object.fromEntries(Array.from({ length: 1500 }, (_, i) => [`X-H${i}`, 'v'.repeat(10)]));
      const res = await rawRequest(t.url, head('GET', '/v1/flows', { Authorization: `Bearer ${tenant.key}`, ...many }));
      await envelope(res, 431, 'headers_too_large');
    });

    it('serves headers just under the limit', async () => {
      const res = await rawRequest(t.url, head('GET', '/v1/flows', { Authorization: `Bearer ${tenant.key}`, 'X-Filler': 'f'.repeat(15 * 1024) }));
      expect(res.status).toBe(200);
    });

    it.each([
      ['a malformed request line', 'GET /v1/flows HTTP/9\r\n\r\n'],
      ['an invalid method token', 'G(T /v1/flows HTTP/1.1\r\nHost: x\r\n\r\n'],
      ['a header without a colon', 'GET /v1/flows HTTP/1.1\r\nHost x\r\n\r\n'],
      ['a bad chunked body', 'POST /v1/webhooks HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n'],
    ])('answers %s with 400 in the envelope', async (_name, request) => {
      await envelope(await rawRequest(t.url, request), 400, 'invalid_request');
    });

    it('answers a request without Host through the application, not with a bare 400', async () => {
      const res = await rawRequest(t.url, 'GET /v1/flows HTTP/1.1\r\nConnection: close\r\n\r\n');
      await envelope(res, 401, 'unauthorized');
    });

    it('answers an unsupported Expect with 417 in the envelope', async () => {
      const res = await rawRequest(t.url, head('POST', '/v1/webhooks', { Expect: 'teapot', 'Content-Length': '2' }), { body: '{}' });
      await envelope(res, 417, 'expectation_failed');
    });

    it('uses 10 s for headers and 30 s for a whole request by default, 16 KiB of headers', () => {
      expect(t.server.server.headersTimeout).toBe(10_000);
      expect(t.server.server.requestTimeout).toBe(30_000);
      expect((t.server.server as unknown as { maxHeaderSize: number }).maxHeaderSize).toBe(16 * 1024);
      expect(t.server.server.keepAliveTimeout).toBe(65_000);
    });
  });
});

describe('request time-outs', () => {
  // Shorter limits than production's so the test takes seconds; the defaults are asserted above.
  let t: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await startTestServer({ http: { headersTimeoutMs: 2000, requestTimeoutMs: 4000 } });
    tenant = await seedTenant(t.knex);
  }, 180_000);
  afterAll(() => t.close(), 120_000);

  it('cuts a body trickled one byte at a time with 408 in the envelope', async () => {
    const body = JSON.stringify({ url: 'https://hooks.example.com/x', events: ['run.failed'] });
    const res = await rawRequest(t.url, head('POST', '/v1/webhooks', { Authorization: `Bearer ${tenant.key}`, ...JSON_HEADERS, 'Content-Length': String(body.length) }), { body, trickle: 500, timeoutMs: 15_000 });
    await envelope(res, 408, 'request_timeout');
    expect(res.elapsedMs).toBeGreaterThanOrEqual(3500);
    expect(res.elapsedMs).toBeLessThan(12_000);
  });

  it('cuts headers trickled slowly with 408 in the envelope', async () => {
    const started = Date.now();
    const res = await new Promise<RawResponse>((resolve, reject) => {
      // One header line every 300 ms: never complete, never idle.
      const lines = Array.from({ length: 100 }, (_, i) => `X-Slow-${i}: y\r\n`);
      rawRequest(t.url, 'GET /v1/flows HTTP/1.1\r\nHost: x\r\n', { body: lines.join(''), trickle: 20, timeoutMs: 15_000 }).then(resolve, reject);
    });
    await envelope(res, 408, 'request_timeout');
    expect(Date.now() - started).toBeLessThan(12_000);
  });

  it('leaves an idle keep-alive connection open past the header time-out', async () => {
    const { default: http } = await import('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = http.get(`${t.url}/v1/flows`, { agent, headers: { Authorization: `Bearer ${tenant.key}` } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, socket: req.socket }));
        });
        req.on('error', reject);
      });
    const first = await get();
    await new Promise((r) => setTimeout(r, 5000));
    const second = await get();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  });
});

describe('database outage', () => {
  it('answers 503 service_unavailable with Retry-After while the embedded database is closed', async () => {
    if (onPostgres) return;
    const t = await startTestServer();
    try {
      const tenant = await seedTenant(t.knex);
      await t.database.db.pglite!.close();
      const res = await t.request('/v1/flows', { key: tenant.key });
      const error = await envelope(res, 503, 'service_unavailable');
      expect(error.message).toMatch(/^the database is unreachable; retry after 5 seconds/);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await t.close();
    }
  }, 180_000);

  it.skipIf(!onPostgres)('answers 503 with Retry-After while PostgreSQL is unreachable, and recovers', async () => {
    const t = await startTestServer();
    const admin = knexFactory({ client: 'pg', connection: TEST_DATABASE_URL, pool: { min: 0, max: 1 } });
    const name = new URL(t.database.url!).pathname.slice(1);
    let renamed = false;
    try {
      const tenant = await seedTenant(t.knex);
      const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
      // Cut every connection of the server and make the database impossible to reconnect to.
      await admin.raw('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid()', [name]);
      await admin.raw(`ALTER DATABASE ${name} RENAME TO ${name}_away`);
      renamed = true;
      const cases: Array<[string, RequestInit & { key?: string }]> = [
        ['/v1/flows', { key: tenant.key }],
        ['/v1/flows', {}], // no key: the shared rate-limit store is the first to fail
        [`/v1/flows/${flow.id}/pause`, { method: 'POST', key: tenant.key }],
        [`/v1/flows/${flow.id}/pause`, { method: 'POST', key: tenant.key, headers: { 'Idempotency-Key': 'outage-1' } }],
      ];
      for (const [path, init] of cases) {
        const res = await t.request(path, init);
        await envelope(res, 503, 'service_unavailable');
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      }
      expect(t.logText()).not.toContain(tenant.key);
      await admin.raw(`ALTER DATABASE ${name}_away RENAME TO ${name}`);
      renamed = false;
      const back = await t.request('/v1/flows', { key: tenant.key });
      expect(back.status).toBe(200);
      await back.text();
    } finally {
      if (renamed) await admin.raw(`ALTER DATABASE ${name}_away RENAME TO ${name}`);
      await admin.destroy();
      await t.close();
    }
  }, 180_000);
});
