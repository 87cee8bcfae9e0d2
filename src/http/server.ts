// The HTTP server: builds the app from a runtime, listens, and on close stops accepting, lets in-flight requests
// finish, then returns.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { handlers } from './handlers/index.js';
import { loadContract } from './openapi.js';
import { memoryRateLimitStore } from './rateLimit/memoryStore.js';
import { sqlRateLimitStore } from './rateLimit/sqlStore.js';
import type { Runtime } from '../services.js';

export interface RunningServer {
  url: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

export async function startHttpServer(runtime: Runtime, port: number, host: string): Promise<RunningServer> {
  const contract = await loadContract();
  const app = createApp({
    contract,
    handlers,
    services: runtime.services,
    // Several API processes share PostgreSQL, so their limits must too; the embedded default is one process.
    rateLimitStore: runtime.db.kind === 'postgres' ? sqlRateLimitStore(runtime.db.knex) : memoryRateLimitStore(),
    rateLimits: runtime.config.rateLimits,
  });
  const server = http.createServer(app.callback());
  // Longer than clients' and load balancers' idle timeouts (60 s is common), so the server is never the side that
  // closes an idle connection a client is about to reuse: that race surfaces as ECONNRESET on the client.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
