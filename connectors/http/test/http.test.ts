// The http connector against a local JSON API: cursor and page pagination, nested record paths and mappings, the
// auth header, 401/429 classification with Retry-After, and per-record results when writing. Runs with `node --test`
// on the build (npm test).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { connectorTester, failureOf } from '@sluice/connector-sdk/testing';
import connector from '../dist/index.js';

const TOKEN = 'k-81f0c2d9';

interface Seen {
  method: string;
  url: string;
  apiKey: string | undefined;
  body: unknown;
}

const customers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `cu${i + 1}`, profile: { mail: `c${i + 1}@example.com`, surname: `Surname ${i + 1}` }, changed: `2024-02-0${1 + (i % 9)}T08:00:00Z` }));

describe('http connector', () => {
  let server: http.Server;
  let base: string;
  let seen: Seen[];
  let orders: Array<Record<string, unknown>>;
  let limitedHits: number;
  const tester = connectorTester(connector);

  before(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined;
        seen.push({ method: req.method!, url: url.pathname + url.search, apiKey: req.headers['x-api-key'] as string | undefined, body });
        const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
          res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
          res.end(JSON.stringify(payload));
        };
        if (req.headers['x-api-key'] !== TOKEN) return send(401, { error: 'bad key' });
        const q = url.searchParams;
        switch (url.pathname) {
          case '/api/customers': {
            const all = customers(7);
            const at = Number(q.get('after') ?? 0);
            const next = at + 3 < all.length ? String(at + 3) : null;
            return send(200, { results: { items: all.slice(at, at + 3) }, page: { next } });
          }
          case '/api/orders': {
            const page = Number(q.get('p'));
            const size = Number(q.get('size'));
            return send(200, orders.slice((page - 1) * size, page * size));
          }
          case '/api/limited':
            limitedHits += 1;
            return limitedHits === 1 ? send(429, { error: 'slow down' }, { 'Retry-After': '1' }) : send(200, { data: [] });
          case '/api/throttled':
            return send(429, { error: 'quota' }, { 'Retry-After': '120' });
          case '/api/ingest': {
            const records = (body?.records ?? []) as Array<Record<string, unknown>>;
            return send(200, {
              outcome: {
                results: records.map((r) =>
                  r.email === 'locked@example.com' ? { status: 'retry', reason: 'row locked' } : typeof r.email === 'string' ? { ok: true } : { ok: false, error: { message: 'email is required' } },
                ),
              },
            });
          }
          case '/api/one':
            if (body?.email === 'down@example.com') return send(503, { error: 'maintenance' });
            if (typeof body?.email !== 'string') return send(422, { message: 'email is required' });
            return send(201, { id: 'x' });
          default:
            return send(404, { error: 'no such endpoint' });
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen = [];
    limitedHits = 0;
    orders = Array.from({ length: 5 }, (_, i) => ({ id: 100 + i, number: `SO-${i}`, state: 'pending', total: 1000 + i, currency: 'usd', at: '2024-01-01 10:00:00' }));
  });

  const auth = { header: 'X-Api-Key', scheme: '' };
  const customerStream = {
    entity: 'customer',
    path: 'customers',
    records_path: 'results.items',
    id_field: 'key',
    mapping: { email: 'profile.mail', last_name: 'profile.surname', last_source_update_at: 'changed' },
    pagination: { type: 'cursor', cursor_param: 'after', next_cursor_path: 'page.next' },
  };
  const orderStream = {
    entity: 'order',
    path: '/orders',
    records_path: '',
    mapping: { order_number: 'number', status: 'state', total_cents: 'total', currency: 'currency', placed_at: 'at', last_source_update_at: 'at' },
    pagination: { type: 'page', page_param: 'p', size_param: 'size', page_size: 2 },
  };
  const config = (extra: Record<string, unknown> = {}) => ({ base_url: base, auth, streams: [customerStream, orderStream], ...extra });
  const read = (entity: string, cursor: unknown = null) => tester.read(entity, { config: config(), credentials: { token: TOKEN }, cursor: cursor as null });

  it('follows cursor pagination, maps nested fields, and sends the token in the configured header', async () => {
    const { records, checkpoints } = await read('customer');
    assert.deepEqual(records.map((r) => r.external_id), ['cu1', 'cu2', 'cu3', 'cu4', 'cu5', 'cu6', 'cu7']);
    assert.deepEqual(records[0]!.data, { email: 'c1@example.com', last_name: 'Surname 1', last_source_update_at: '2024-02-01T08:00:00Z' });
    assert.deepEqual(seen.map((s) => s.url), ['/api/customers', '/api/customers?after=3', '/api/customers?after=6']);
    assert.equal(seen.every((s) => s.apiKey === TOKEN), true);
    assert.deepEqual(checkpoints, [{ cursor: '3', page: null, skip: 0 }, { cursor: '6', page: null, skip: 0 }, { cursor: '6', page: null, skip: 1 }]);
  });

  it('follows page pagination over a bare array until a short page, shaping values to the canonical types', async () => {
    const { records } = await read('order');
    assert.deepEqual(records.map((r) => r.external_id), ['100', '101', '102', '103', '104']);
    assert.deepEqual(records[0]!.data, { order_number: 'SO-0', status: 'pending', total_cents: 1000, currency: 'USD', placed_at: '2024-01-01T10:00:00Z', last_source_update_at: '2024-01-01T10:00:00Z' });
    assert.deepEqual(seen.map((s) => s.url), ['/api/orders?p=1&size=2', '/api/orders?p=2&size=2', '/api/orders?p=3&size=2']);
  });

  it('reads records added to the last page from the last checkpoint, and nothing else', async () => {
    const first = await read('order');
    orders.push({ id: 105, number: 'SO-5', state: 'pending', total: 7, currency: 'USD', at: '2024-01-02T00:00:00Z' }, { id: 106, number: 'SO-6', state: 'pending', total: 8, currency: 'USD', at: '2024-01-02T00:00:00Z' });
    assert.deepEqual((await read('order', first.last)).ids, ['105', '106']);
  });

  it('classifies a 401 as an auth failure', async () => {
    const failure = await failureOf(tester.check({ config: config(), credentials: { token: 'wrong' } }));
    assert.deepEqual([failure.kind, failure.message], ['auth', `${base}/customers answered 401 Unauthorized`]);
  });

  it('waits for Retry-After on a 429 and tries again', async () => {
    const started = performance.now();
    await tester.check({ config: config({ check_path: 'limited' }), credentials: { token: TOKEN } });
    assert.equal(limitedHits, 2);
    assert.ok(performance.now() - started >= 1000);
  });

  it('classifies a 429 whose Retry-After is too long to wait as a quota failure', async () => {
    const failure = await failureOf(tester.check({ config: config({ check_path: 'throttled' }), credentials: { token: TOKEN } }));
    assert.deepEqual([failure.kind, failure.message], ['quota', `${base}/throttled answered 429 Too Many Requests; retry after 120 s`]);
  });

  it('names an endpoint that does not exist as a config failure', async () => {
    const failure = await failureOf(tester.check({ config: config({ check_path: 'nowhere' }), credentials: { token: TOKEN } }));
    assert.deepEqual([failure.kind, failure.message], ['config', 'GET /api/nowhere answered 404: no such endpoint']);
  });

  const record = (n: number, email: string | null) => ({ canonical_id: `00000000-0000-4000-8000-00000000000${n}`, email });

  it('sends a batch and reads one result per record from the answer', async () => {
    const records = [record(1, 'a@example.com'), record(2, null), record(3, 'locked@example.com')];
    const results = await tester.write('customer', records, { config: config({ destination: { path: 'ingest', results_path: 'outcome.results' } }), credentials: { token: TOKEN } });
    assert.deepEqual(results, [{ status: 'ok' }, { status: 'rejected', reason: 'email is required' }, { status: 'retry', reason: 'row locked' }]);
    assert.equal(seen.length, 1);
    assert.deepEqual(seen[0]!.body, { entity: 'customer', records: [record(1, 'a@example.com'), record(2, null), record(3, 'locked@example.com')] });
  });

  it('sends a deleted record (a tombstone) like any record, deleted_at and merged_into included, for the receiver to apply', async () => {
    const tombstone = { ...record(4, 'gone@example.com'), external_ids: {}, deleted_at: '2024-06-01T00:00:00.000000Z', merged_into: '00000000-0000-4000-8000-000000000001' };
    const results = await tester.write('customer', [tombstone], { config: config({ destination: { path: 'ingest', results_path: 'outcome.results' } }), credentials: { token: TOKEN } });
    assert.deepEqual(results, [{ status: 'ok' }]);
    assert.deepEqual(seen[0]!.body, { entity: 'customer', records: [tombstone] });
  });

  it('sends records one by one in record mode: 2xx is ok, 4xx rejected with its message, 5xx to retry', async () => {
    const records = [record(1, 'a@example.com'), record(2, null), record(3, 'down@example.com')];
    const results = await tester.write('customer', records, { config: config({ destination: { path: 'one', mode: 'record', method: 'PUT' } }), credentials: { token: TOKEN } });
    assert.deepEqual(results, [
      { status: 'ok' },
      { status: 'rejected', reason: '422: email is required' },
      { status: 'retry', reason: `${base}/one answered 503 Service Unavailable` },
    ]);
    assert.deepEqual(seen.map((s) => s.method), ['PUT', 'PUT', 'PUT']);
  });
});
