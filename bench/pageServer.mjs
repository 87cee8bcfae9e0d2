// The page-server floor of a page read: a bare node:http server in its own process that answers each request with the
// API's own page code (listCanonicalJson from src/domain/canonical/pageJson.ts, the same connection pool settings,
// the page's JSON encoded into one Buffer as the API does), and nothing else: no Koa, no routing or validation, no
// key lookup or rate limit, the cursor unsigned. Read by the same client loop as the full stack, it shows what the
// page work costs behind HTTP on this machine, so the canonical bench can say how much of the full stack's time is
// the request pipeline and how far the page work alone stays from the baseline.
//
// Started by the bench as `node bench/pageServer.mjs <port> <database url> <customer id>`.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { connect } from '../dist/src/db/connect.js';
import { listCanonicalJson } from '../dist/src/domain/canonical/pageJson.js';
import { jsonListBytes } from '../dist/src/http/jsonBytes.js';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, databaseUrl, customerId] = process.argv.slice(2);
  const db = await connect({ databaseUrl });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench');
    if (url.pathname === '/ready') {
      res.end('ready');
      return;
    }
    try {
      const cursor = url.searchParams.get('cursor');
      const after = cursor ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
      const limit = Number(url.searchParams.get('limit') ?? 500);
      const page = await listCanonicalJson(db.knex, customerId, 'order', { limit, after, includeDeleted: false });
      const next = page.next ? Buffer.from(JSON.stringify(page.next)).toString('base64url') : null;
      const head = `{"entity":"order","count":${page.records.length},"next_cursor":${JSON.stringify(next)},"fields":null,"data":[`;
      // Encoded as the API's handler does (listCanonicalRecords.ts).
      const body = jsonListBytes(head, page.records, ']}');
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
      res.end(body);
    } catch (err) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(err));
    }
  });
  server.listen(Number(port), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => db.close().then(() => process.exit(0))));
}
