// A bounded, deterministic fuzz of every operation in openapi.yaml against a real server and database: hostile
// values for each path parameter, query parameter, header and body field (NUL, huge strings, deep nesting, huge
// arrays, wrong types, extreme dates and numbers, invalid UTF-8), every method on every path, and oversized headers.
// Every answer must be below 500, and every error must be the envelope with a request_id (equal to X-Request-Id)
// in under 16 KiB. Responses to routed requests are also checked against the contract.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from 'openapi-backend';
import type { OperationId } from '../src/http/openapi.js';
import { SLOW_OPERATIONS } from '../src/http/slowOperations.js';
import { checkResponse, testContract } from './support/contractCheck.js';
import { head, rawRequest, type RawResponse } from './support/rawHttp.js';
import { seedFlow, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { createSession } from '../src/domain/access/sessions.js';

const MAX_ERROR_BYTES = 16 * 1024;
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'];

/** mulberry32: a small seeded generator, so every run sends exactly the same requests. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(1013);
function pick<T>(values: readonly T[], n: number): T[] {
  const pool = [...values];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

function nested(depth: number, leaf: unknown = 1): unknown {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { n: v };
  return v;
}

/** Strings a parameter may receive: each is sent percent-encoded, so the server sees exactly these characters. */
const HOSTILE_STRINGS = [
  '',
  'x\u0000',
  '\u0000',
  'a'.repeat(5000),
  '../../../etc/passwd',
  "' OR 1=1 --",
  '\u202e\ud83d\ude00\u0301',
  '\ufeff\uffff',
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '9999-12-31T23:59:60Z',
  '2026-02-30T00:00:00Z',
  '1e308',
  '-0',
  'NaN',
  'Infinity',
  '-1',
  '99999999999999999999999',
  'null',
  '[]',
  '{"$gt":""}',
  '%',
  'flw_doesnotexist',
];
/** Already-encoded path segments: malformed escapes and encodings of invalid UTF-8 or surrogates. */
const RAW_SEGMENTS = ['%', '%zz', '%ED%A0%80', '%FF%FE', '%C0%AF', '..', '%2e%2e', '%2F'];

/** Values a body field may receive in place of a valid one. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.1,
  '',
  'x\u0000y',
  'z'.repeat(100_000),
  '0000-01-01T00:00:00Z',
  '10000-01-01T00:00:00Z',
  '\ud800',
  [],
  Array.from({ length: 20_000 }, (_, i) => `v${i}`),
  Array.from({ length: 2_000 }, () => ({})),
  {},
  { ['k\u0000']: 1 },
  Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`key${i}`, i])),
  nested(60),
  nested(70),
];

/** Whole bodies, sent raw (some are not JSON, or not UTF-8). */
const HOSTILE_BODIES: Array<[string, Buffer]> = [
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc3, 0x28, 0x22, 0x7d])],
  ['overlong UTF-8', Buffer.from('{"a":"\xc0\xaf"}', 'latin1')],
  ['encoded surrogate', Buffer.from('{"a":"\xed\xa0\x80"}', 'latin1')],
  ['truncated JSON', Buffer.from('{"name": "a", "config": {')],
  ['a JSON array', Buffer.from('[]')],
  ['JSON null', Buffer.from('null')],
  ['a JSON string', Buffer.from('"str"')],
  ['a JSON number beyond double', Buffer.from('1e999')],
  ['10,000 nested arrays', Buffer.from('['.repeat(10_000) + ']'.repeat(10_000))],
  ['unterminated nesting', Buffer.from('{"a":'.repeat(5000))],
  ['a BOM then JSON', Buffer.from('\ufeff{"name":"bom"}')],
  ['duplicate keys', Buffer.from('{"name":"a","name":"b","__proto__":{"x":1},"constructor":{"prototype":{}}}')],
  ['escaped NUL', Buffer.from('{"name":"\\u0000"}')],
  ['escaped lone surrogate', Buffer.from('{"name":"\\udfff"}')],
  ['just over 1 MiB', Buffer.from(JSON.stringify({ name: 'n'.repeat(1024 * 1024) }))],
];

interface Outcome {
  what: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

const failures: string[] = [];
/** How often each status was answered: the fuzz must reach past the edge, not stop at one refusal. */
const statuses = new Map<number, number>();

/** The assertions every answer must pass; a failure is recorded with what was sent. */
function judge(o: Outcome, method: string): void {
  const where = `${o.what} -> ${o.status}`;
  statuses.set(o.status, (statuses.get(o.status) ?? 0) + 1);
  if (o.status >= 500 || !o.status) failures.push(`${where}: server error ${o.body.slice(0, 300)}`);
  if (o.status < 400) return;
  if (method === 'HEAD') {
    if (o.body.length) failures.push(`${where}: HEAD answered with a body`);
    return;
  }
  if (Buffer.byteLength(o.body) >= MAX_ERROR_BYTES) failures.push(`${where}: error body of ${Buffer.byteLength(o.body)} bytes`);
  try {
    const parsed = JSON.parse(o.body) as { error?: { code?: unknown; message?: unknown; request_id?: unknown } };
    const e = parsed.error;
    if (Object.keys(parsed).join() !== 'error' || typeof e?.code !== 'string' || typeof e.message !== 'string' || typeof e.request_id !== 'string' || !e.request_id) {
      failures.push(`${where}: not the error envelope: ${o.body.slice(0, 300)}`);
    } else if (e.request_id !== o.headers['x-request-id']) {
      failures.push(`${where}: request_id ${e.request_id} differs from X-Request-Id ${o.headers['x-request-id']}`);
    }
  } catch {
    failures.push(`${where}: error body is not JSON: ${o.body.slice(0, 300)}`);
  }
}

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate cannot be encoded as UTF-8; send what a client would have to send
  }
}

function queryString(query: Record<string, string | string[]>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(query)) for (const one of Array.isArray(v) ? v : [v]) parts.push(`${encodeSegment(k)}=${encodeSegment(one)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

describe('fuzz: every operation of openapi.yaml', () => {
  let t: TestServer;
  let tenant: Tenant;
  let operations: Operation[];
  const realIds: Record<string, string> = {};
  /** The console's operations take only a session: they are sent its cookie and Sluice's own Origin instead of the key. */
  let sessionToken: string;

  beforeAll(async () => {
    // Limits high enough that the rate limiter never hides what the fuzz is after.
    t = await startTestServer({ rateLimits: { read: 1_000_000, write: 1_000_000, trigger: 1_000_000 } });
    tenant = await seedTenant(t.knex);
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    const run = await seedRun(t.knex, tenant.customerId, { flowId: flow.id, status: 'failed', trigger: 'schedule' });
    realIds.flow = flow.id;
    realIds.run = run.id;
    realIds.connector = flow.source_connector_id ?? (flow as unknown as { sourceConnectorId: string }).sourceConnectorId;
    operations = (await testContract()).operations();
    sessionToken = (await createSession(t.knex, { userId: tenant.userId, customerId: tenant.customerId })).token;
  }, 180_000);
  afterAll(() => t?.close(), 120_000);

  /** A plausible value for a path parameter: a real id where one exists, so hostile input reaches the handler. */
  function basePathValue(op: Operation, name: string): string {
    // Operations that wait on a customer's target get ids that exist nowhere, so nothing is dialled.
    if (SLOW_OPERATIONS.has(op.operationId as OperationId)) return `${name}_nowhere`;
    if (op.path.startsWith('/v1/flows/')) return realIds.flow!;
    if (op.path.startsWith('/v1/runs/')) return realIds.run!;
    if (op.path.startsWith('/v1/connectors/')) return realIds.connector!;
    return `${name}_nowhere`;
  }

  function exampleBody(op: Operation): Record<string, unknown> | undefined {
    const schema = (op.requestBody as { content?: Record<string, { schema?: Record<string, unknown> }> } | undefined)?.content?.['application/json']?.schema;
    if (!schema) return undefined;
    if (schema.example && typeof schema.example === 'object') return structuredClone(schema.example) as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, { example?: unknown }>;
    return Object.fromEntries(Object.entries(props).filter(([, p]) => p.example !== undefined).map(([k, p]) => [k, p.example]));
  }

  async function send(what: string, method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<void> {
    const url = `${t.url}${path}`;
    // Signing out would end the session the other console requests use: it is sent without one.
    const signOut = method === 'DELETE' && path.split('?')[0] === '/console/v1/session';
    const auth: Record<string, string> = !path.startsWith('/console/v1/')
      ? { Authorization: `Bearer ${tenant.key}` }
      : { Origin: t.server.publicUrl, ...(signOut ? {} : { Cookie: `sluice_session=${sessionToken}` }) };
    const headers: Record<string, string> = { ...auth, ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] ??= 'application/json';
    let res: Response;
    try {
      res = await fetch(url, { method, headers, body: init.body });
    } catch (err) {
      failures.push(`${what}: request failed: ${(err as Error).message}`);
      return;
    }
    const body = await res.clone().text();
    const h: Record<string, string> = {};
    res.headers.forEach((v, k) => (h[k] = v));
    judge({ what: `${what} (${method} ${path.slice(0, 120)})`, status: res.status, headers: h, body }, method);
    if (res.status < 500) {
      try {
        await checkResponse(method, url, res);
      } catch (err) {
        failures.push(`${what}: ${(err as Error).message.slice(0, 400)}`);
      }
    }
  }

  async function sendRaw(what: string, request: string | Buffer, method: string, body?: Buffer): Promise<void> {
    let res: RawResponse;
    try {
      res = await rawRequest(t.url, request, { body, expectBody: method !== 'HEAD', timeoutMs: 15_000 });
    } catch (err) {
      failures.push(`${what}: no HTTP response: ${(err as Error).message}`);
      return;
    }
    judge({ what, status: res.status, headers: res.headers, body: res.body }, method);
  }

  /** Runs the jobs a few at a time: enough to overlap, not enough to swamp a shared machine. */
  async function inBatches(jobs: Array<() => Promise<void>>, width = 4): Promise<void> {
    for (let i = 0; i < jobs.length; i += width) await Promise.all(jobs.slice(i, i + width).map((j) => j()));
  }

  function pathWith(op: Operation, values: Record<string, string>): string {
    return op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? encodeSegment(basePathValue(op, name)));
  }

  it('finds no 5xx, no answer outside the envelope and no error over 16 KiB', async () => {
    const jobs: Array<() => Promise<void>> = [];
    for (const op of operations) {
      const method = op.method.toUpperCase();
      const id = op.operationId!;
      const params = (op.parameters ?? []) as Array<{ name: string; in: string }>;
      const body = exampleBody(op);
      const bodyText = body ? JSON.stringify(body) : undefined;
      const basePath = pathWith(op, {});

      for (const p of params.filter((x) => x.in === 'path')) {
        for (const v of pick(HOSTILE_STRINGS, 6)) jobs.push(() => send(`${id} path ${p.name}=${JSON.stringify(v.slice(0, 40))}`, method, pathWith(op, { [p.name]: encodeSegment(v) }), { body: bodyText }));
        for (const raw of pick(RAW_SEGMENTS, 3)) jobs.push(() => send(`${id} path ${p.name} raw ${raw}`, method, pathWith(op, { [p.name]: raw }), { body: bodyText }));
      }
      for (const p of params.filter((x) => x.in === 'query')) {
        for (const v of pick(HOSTILE_STRINGS, 5)) jobs.push(() => send(`${id} query ${p.name}=${JSON.stringify(v.slice(0, 40))}`, method, `${basePath}${queryString({ [p.name]: v })}`));
        jobs.push(() => send(`${id} query ${p.name} repeated`, method, `${basePath}${queryString({ [p.name]: ['1', '2', 'x'] })}`));
      }
      jobs.push(() => send(`${id} unknown query parameters`, method, `${basePath}${queryString({ 'x\u0000': '1', ['q'.repeat(3000)]: 'v', __proto__x: '1' })}`, { body: bodyText }));
      for (const v of pick(['k'.repeat(300), '', ' ', 'x'.repeat(255), '\u00e9t\u00e9'], 2)) {
        jobs.push(() => send(`${id} Idempotency-Key ${JSON.stringify(v.slice(0, 20))}`, method, basePath, { headers: { 'Idempotency-Key': v.replace(/[^\x20-\x7e]/g, '?') }, body: bodyText }));
      }
      for (const [name, value] of pick<[string, string]>([
        ['Authorization', `Bearer ${'x'.repeat(8000)}`],
        ['Authorization', 'Bearer svc_'],
        ['Content-Type', 'application/json; charset=latin1'],
        ['Content-Type', 'text/plain'],
        ['X-Request-Id', 'r'.repeat(5000)],
        ['Accept', '*/*;q=0.'.repeat(500)],
      ], 3)) {
        jobs.push(() => send(`${id} header ${name}=${value.slice(0, 30)}…`, method, basePath, { headers: { [name]: value }, body: bodyText }));
      }
      if (body !== undefined) {
        const fields = Object.keys((((op.requestBody as { content: Record<string, { schema: { properties?: object } }> }).content['application/json']!.schema.properties) ?? {}));
        for (const field of fields) {
          for (const v of pick(HOSTILE_VALUES, 4)) {
            const mutated = JSON.stringify({ ...body, [field]: v });
            jobs.push(() => send(`${id} body ${field}=${JSON.stringify(v)?.slice(0, 40)}`, method, basePath, { body: mutated }));
          }
        }
        jobs.push(() => send(`${id} body with an extra field`, method, basePath, { body: JSON.stringify({ ...body, ['e'.repeat(10_000)]: 1, 'n\u0000': 2 }) }));
      }
      if (method !== 'GET') {
        for (const [name, bytes] of pick(HOSTILE_BODIES, 6)) {
          const request = head(method, basePath, { Authorization: `Bearer ${tenant.key}`, 'Content-Type': 'application/json', 'Content-Length': String(bytes.length) });
          jobs.push(() => sendRaw(`${id} raw body: ${name}`, request, method, bytes));
        }
      }
    }
    const started = Date.now();
    await inBatches(jobs);
    expect(failures.slice(0, 30), `${failures.length} failures of ${jobs.length} requests`).toEqual([]);
    expect(Date.now() - started).toBeLessThan(120_000);
    expect(jobs.length).toBeGreaterThan(500);
    // Hostile input met every kind of answer: refused at the edge, by validation, by handlers, and accepted.
    for (const status of [200, 400, 404, 422]) expect(statuses.get(status) ?? 0, `answers with status ${status}`).toBeGreaterThan(0);
    // The bound is the 120 s above (the requests grow with the contract's operations), not the suite's 60 s default.
  }, 150_000);

  it('answers every method on every path, and OPTIONS and HEAD without errors in the body', async () => {
    const paths = [...new Set(operations.map((op) => pathWith(op, {})))];
    const jobs: Array<() => Promise<void>> = [];
    for (const path of paths) {
      for (const method of METHODS) {
        const target = method === 'CONNECT' ? 'sluice.test:443' : path;
        for (const auth of [true, false]) {
          const headers: Record<string, string> = auth ? { Authorization: `Bearer ${tenant.key}` } : {};
          if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) headers['Content-Length'] = '0';
          jobs.push(() => sendRaw(`${method} ${path} ${auth ? 'with' : 'without'} a key`, head(method, target, headers), method));
        }
      }
    }
    // Methods Node does not know at all, and paths that exist nowhere.
    for (const method of ['PROPFIND', 'BREW', 'G\u00c9T']) jobs.push(() => sendRaw(`${method} /v1/flows`, Buffer.from(head(method, '/v1/flows'), 'latin1'), method));
    for (const path of ['/v1/flows/a/b/c', '/v2/flows', '/', '*', '/v1/flows/%', `/v1/${'p/'.repeat(2000)}`]) {
      jobs.push(() => sendRaw(`GET ${path.slice(0, 40)}`, head('GET', path, { Authorization: `Bearer ${tenant.key}` }), 'GET'));
    }
    await inBatches(jobs);
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
    for (const status of [204, 401, 405]) expect(statuses.get(status) ?? 0, `answers with status ${status}`).toBeGreaterThan(0);
  });

  it('answers oversized and malformed headers in the envelope', async () => {
    const cases: Array<[string, string | Buffer]> = [
      ['one 17 KiB header', head('GET', '/v1/flows', { 'X-Big': 'b'.repeat(17 * 1024) })],
      ['2,000 small headers', head('GET', '/v1/flows', Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`X-H${i}`, 'v'])))],
      ['a 20 KiB URL', head('GET', `/v1/flows?cursor=${'c'.repeat(20 * 1024)}`)],
      ['a NUL in a header', Buffer.from('GET /v1/flows HTTP/1.1\r\nHost: x\r\nX-A: a\u0000b\r\n\r\n', 'latin1')],
      ['a header name with a space', 'GET /v1/flows HTTP/1.1\r\nHost: x\r\nBad Name: v\r\n\r\n'],
      ['two Content-Lengths', 'POST /v1/webhooks HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}'],
      ['Content-Length and chunked', 'POST /v1/webhooks HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'],
      ['a negative Content-Length', 'POST /v1/webhooks HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n'],
      ['an HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
      ['a bare LF request', 'GET /v1/flows HTTP/1.1\nHost: x\n\n'],
      ['garbage', Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00, 0xa1, 0x03, 0x03])],
      ['no Host header', 'GET /v1/flows HTTP/1.1\r\nConnection: close\r\n\r\n'],
      ['an unknown Expect', 'POST /v1/webhooks HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}'],
      ['HTTP/1.0', 'GET /v1/flows HTTP/1.0\r\n\r\n'],
    ];
    await inBatches(cases.map(([name, request]) => () => sendRaw(name, request, 'GET')));
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
    expect(statuses.get(431) ?? 0).toBeGreaterThanOrEqual(3);
  });
});
