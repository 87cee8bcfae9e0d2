// A trace collector for the observability bench: takes OTLP/HTTP JSON exports on /v1/traces and counts their spans
// (GET /count), as a real collector's receiver would accept them, without storing anything.
import http from 'node:http';

let spans = 0;
const server = http.createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ spans }));
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const r of body.resourceSpans ?? []) for (const s of r.scopeSpans ?? []) spans += (s.spans ?? []).length;
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
