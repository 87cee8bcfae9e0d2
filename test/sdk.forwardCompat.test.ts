// Forward compatibility of the TypeScript SDK (@sluice/client), as the spec's versioning section promises: a newer
// server may add response fields and response enum values at any time, and a client built from today's contract
// keeps working. A local HTTP server plays that newer server: a flow with a field the contract does not have and
// `status: "archived"`, a run in an unknown `stage`, a list and a canonical page carrying extra fields, and an error
// with a code the client has never seen.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalRecords, collect, createSluiceClient, items, SluiceApiError, unwrap, type SluiceClient } from '@sluice/client';

const FLOW_ID = 'flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X';
const RUN_ID = 'run_01JD4A1B2C3D4E5F6G7H8J9K0M';
const ORDER_ID = '0192f1a2-3b4c-7d5e-8f60-718293a4b5c6';

const flow = {
  id: FLOW_ID,
  name: 'Shop orders to CRM',
  status: 'archived',
  source: 'postgres',
  destination: 'files',
  schedule: 'every_15m',
  last_run_at: '2026-11-21T10:15:30.123456Z',
  source_connector_id: 'con_01JD3Y2A5B6C7D8E9F0G1H2J3K',
  destination_connector_id: 'con_01JD3Y4M5N6P7Q8R9S0T1V2W3X',
  entities: ['order'],
  next_run_at: null,
  created_at: '2026-11-01T09:00:00.000000Z',
  updated_at: '2026-11-21T10:15:30.123456Z',
  // Added by a newer server.
  archived_at: '2026-11-22T08:00:00.000001Z',
  labels: { team: 'ops' },
};

const run = {
  id: RUN_ID,
  flow_id: FLOW_ID,
  status: 'succeeded',
  trigger: 'schedule',
  retry_of: null,
  stage: 'enrich',
  records_processed: 3,
  records_succeeded: 3,
  records_failed: 0,
  duration_ms: 1200,
  errors: [],
  started_at: '2026-11-21T10:15:30.123456Z',
  finished_at: '2026-11-21T10:15:31.323456Z',
  created_at: '2026-11-21T10:15:30.000001Z',
  updated_at: '2026-11-21T10:15:31.323456Z',
  cost_cents: 2,
};

const order = {
  canonical_id: ORDER_ID,
  order_number: 'SO-1001',
  status: 'on_hold',
  total_cents: 4200,
  currency: 'EUR',
  external_ids: { shop: ['1001'] },
  last_source_update_at: '2026-11-20T12:00:00.000000Z',
  created_at: '2026-11-20T12:00:01.000000Z',
  updated_at: '2026-11-20T12:00:01.000000Z',
  loyalty_tier: 'gold',
};

/** What the newer server answers, by path. */
function answer(url: URL): { status: number; body: unknown; headers?: Record<string, string> } {
  switch (url.pathname) {
    case `/v1/flows/${FLOW_ID}`:
      return { status: 200, body: flow };
    case '/v1/flows':
      return url.searchParams.get('cursor') === 'page2'
        ? { status: 200, body: { data: [{ ...flow, id: 'flw_second', status: 'draining' }], meta: { total: 2, has_more: false, next_cursor: null, took_ms: 3 } } }
        : { status: 200, body: { data: [flow], meta: { total: 2, has_more: true, next_cursor: 'page2', took_ms: 3 }, links: { next: '/v1/flows?cursor=page2' } } };
    case `/v1/runs/${RUN_ID}`:
      return { status: 200, body: run };
    case '/api/public/data/order':
      return { status: 200, body: { entity: 'order', count: 1, next_cursor: null, fields: null, data: [order], schema_version: 2 } };
    case `/v1/flows/${FLOW_ID}/pause`:
      return {
        status: 429,
        headers: { 'Retry-After': '7', 'X-Request-Id': 'req_header' },
        body: { error: { code: 'flow_quota_exceeded', message: 'Too many pauses for flow flw_…', request_id: 'req_01JD4D5F6G7H8J9K0M1N2P3Q4R', hint: 'wait' } },
      };
    default:
      return { status: 404, body: { error: { code: 'not_found', message: `no ${url.pathname}`, request_id: 'req_x' } } };
  }
}

describe('@sluice/client against a newer server', () => {
  let server: http.Server;
  let client: SluiceClient;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const { status, body, headers } = answer(new URL(req.url ?? '/', 'http://localhost'));
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = createSluiceClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: 'svc_test' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('returns a flow with an unknown status and extra fields as sent', async () => {
    const got = await unwrap(client.GET('/v1/flows/{id}', { params: { path: { id: FLOW_ID } } }));
    expect(got.status).toBe('archived');
    expect(got).toEqual(flow);
  });

  it('returns a run in an unknown stage with an extra field', async () => {
    const got = await unwrap(client.GET('/v1/runs/{id}', { params: { path: { id: RUN_ID } } }));
    expect(got).toMatchObject({ id: RUN_ID, status: 'succeeded', stage: 'enrich', cost_cents: 2 });
  });

  it('pages a list whose pages carry extra fields, items with unknown statuses included', async () => {
    const all = await collect(items((cursor) => client.GET('/v1/flows', { params: { query: { cursor } } })));
    expect(all.map((f) => [f.id, f.status])).toEqual([
      [FLOW_ID, 'archived'],
      ['flw_second', 'draining'],
    ]);
  });

  it('pages canonical records with an unknown enum value and extra fields', async () => {
    const orders = await collect(canonicalRecords(client, 'order'));
    expect(orders).toEqual([order]);
    expect(orders[0]!.status).toBe('on_hold');
  });

  it('turns an error with an unknown code into a SluiceApiError carrying it, the request id and Retry-After', async () => {
    const error = await unwrap(client.POST('/v1/flows/{id}/pause', { params: { path: { id: FLOW_ID } } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SluiceApiError);
    expect(error).toMatchObject({ status: 429, code: 'flow_quota_exceeded', message: 'Too many pauses for flow flw_…', requestId: 'req_01JD4D5F6G7H8J9K0M1N2P3Q4R', retryAfter: 7 });
  });
});
