// The conformance fixture: a small JSON API on a loopback port, with cursor pagination, a bearer token, and a
// batch endpoint answering per-record results.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineConformance } from '@sluice/connector-sdk/conformance';

const TOKEN = 'conformance-token-3f9a';
const CUSTOMERS = Array.from({ length: 23 }, (_, i) => ({
  id: 1000 + i,
  contact: { email: `customer${i + 1}@example.com`, first: 'Test', last: `Customer ${i + 1}` },
  modified: new Date(Date.UTC(2024, 0, 1, 0, i)).toISOString(),
}));

function api(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { error: 'invalid token' });
  if (req.method === 'GET' && url.pathname === '/v1/customers') {
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const page = CUSTOMERS.slice(start, start + 10);
    return send(200, { data: page, next_cursor: start + 10 < CUSTOMERS.length ? String(start + 10) : null });
  }
  if (req.method === 'POST' && url.pathname === '/v1/ingest') {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
    req.on('end', () => {
      const { records } = JSON.parse(raw) as { records: Array<Record<string, unknown>> };
      send(200, { results: records.map((r) => (typeof r.email === 'string' ? { status: 'ok' } : { status: 'error', error: 'email is required' })) });
    });
    return;
  }
  send(404, { error: 'not found' });
}

const record = (n: number, email: string | null) => ({
  canonical_id: `5b1f0c1e-2a3b-4c5d-8e9f-00000000000${n}`,
  email,
  first_name: 'Written',
  last_name: `Customer ${n}`,
  external_ids: {},
  last_source_update_at: '2024-02-01T00:00:00Z',
  updated_at: '2024-02-01T00:00:00.000000Z',
});

export default defineConformance({
  async setup() {
    const server = http.createServer(api);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      config: {
        base_url: `http://127.0.0.1:${port}/v1`,
        streams: [
          {
            entity: 'customer',
            path: 'customers',
            records_path: 'data',
            id_field: 'id',
            pagination: { type: 'cursor', cursor_param: 'cursor', next_cursor_path: 'next_cursor' },
            mapping: { email: 'contact.email', first_name: 'contact.first', last_name: 'contact.last', last_source_update_at: 'modified' },
          },
        ],
        destination: { path: 'ingest', mode: 'batch', results_path: 'results' },
      },
      credentials: { token: TOKEN },
      badCredentials: { token: 'not-the-token' },
      read: { entities: ['customer'] },
      write: { entity: 'customer', records: [record(1, 'a@example.com'), record(2, null), record(3, 'c@example.com')], expect: ['ok', 'rejected', 'ok'] },
      teardown: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  },
});
