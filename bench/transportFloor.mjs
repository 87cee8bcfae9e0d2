// The transport floor of a page read: a bare node:http server in its own process answering every request with the
// same bytes (one real page the API returned, kept as it was), read by the client loop the full-stack pass uses
// (fetch, then the body parsed). No database, no routing, no auth, no JSON encoding on the server: what is left is
// what any HTTP API on this machine pays to hand a page of that size to a client that parses it. The canonical bench
// measures it in the same run as its other readers, so the ceiling it sets on the full stack can be read off the
// same table.
//
// Started by the bench as `node bench/transportFloor.mjs <port> <file>`; the file holds the body to serve.
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, file] = process.argv.slice(2);
  const body = fs.readFileSync(file);
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length });
    res.end(body);
  });
  server.listen(Number(port), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
