// The HTTP server: builds the app from a container, listens, and on close stops accepting, lets in-flight requests
// finish, then returns. Node's own limits are set here: header size and the time headers and body may take.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { consoleFiles } from './console/index.js';
import type { DispatchDeps } from './dispatch.js';
import { defaultPublicUrl } from './publicUrl.js';
import { installClientErrorHandler } from './clientError.js';
import { handlers } from './handlers/index.js';
import { MAX_HEADER_BYTES } from './headerSize.js';
import { loadContract } from './openapi.js';
import { openRateLimitStore } from './rateLimit/open.js';
import { DEFAULT_SLOW_OPERATIONS_PER_CUSTOMER, SlowOperationSlots } from './slowOperations.js';
import { RECENT_KEY_MS, RecentKeys } from './recentKeys.js';
import type { Container } from '../container.js';

export interface RunningServer {
  url: string;
  /** Sluice's public base URL: SLUICE_PUBLIC_URL, or http://127.0.0.1:<port>. */
  publicUrl: string;
  port: number;
  server: http.Server;
  close(): Promise<void>;
}

export interface HttpServerOptions {
  /** How long a request's headers may take to arrive (default 10 s). */
  headersTimeoutMs?: number;
  /** How long a whole request, body included, may take to arrive (default 30 s). */
  requestTimeoutMs?: number;
  /**
   * How long a key's successful authentication lets its data API reads start early (default 1 s, RECENT_KEY_MS).
   * Only tests set it, to a window no stalled test machine outlasts; no setting of the service reaches it.
   */
  recentKeyMs?: number;
}

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export async function startHttpServer(container: Container, port: number, host: string, options: HttpServerOptions = {}): Promise<RunningServer> {
  const contract = await loadContract();
  const rateLimits = await openRateLimitStore(container);
  const deps: DispatchDeps = {
    contract,
    handlers,
    services: container.services,
    rateLimitStore: rateLimits.store,
    rateLimits: container.config.rateLimits,
    slowOperations: new SlowOperationSlots(container.config.slowOperationsPerCustomer ?? DEFAULT_SLOW_OPERATIONS_PER_CUSTOMER),
    recentKeys: new RecentKeys(options.recentKeyMs ?? RECENT_KEY_MS),
    publicUrl: container.config.publicUrl,
    ...(container.services.metrics.enabled && container.config.metrics?.port === undefined ? { metricsRoute: { token: container.config.metrics?.token } } : {}),
  };
  const app = createApp(deps, consoleFiles(contract.backend.document));
  const limits = {
    maxHeaderBytes: MAX_HEADER_BYTES,
    headersTimeoutMs: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
    requestTimeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  };
  const server = http.createServer(
    {
      maxHeaderSize: limits.maxHeaderBytes,
      // Both count from the first byte of a request, not from when a kept-alive connection went idle, so a slow
      // client (one byte every few seconds) is cut off while idle keep-alive connections are left alone.
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // How often Node looks for requests past those limits (its default, 30 s, would let one overrun by that much).
      connectionsCheckingInterval: 1000,
      // Node would answer an HTTP/1.1 request without Host with its own bare 400; nothing here routes by Host.
      requireHostHeader: false,
    },
    app.callback(),
  );
  // Longer than clients' and load balancers' idle timeouts (60 s is common), so the server is never the side that
  // closes an idle connection a client is about to reuse: that race surfaces as ECONNRESET on the client.
  server.keepAliveTimeout = 65_000;
  // Node drops header lines past maxHeadersCount (2000 name and value entries) and checks maxHeaderSize loosely
  // across many short lines; keeping them all lets checkHeaderSize (dispatch) measure the real total.
  server.maxHeadersCount = 0;
  installClientErrorHandler(server, container.services.logger, limits);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (err) {
    await rateLimits.close();
    throw err;
  }
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  // Without SLUICE_PUBLIC_URL, links and Origin checks use the loopback address at the port actually bound.
  deps.publicUrl ??= defaultPublicUrl(address.port);
  return {
    url: `http://${shownHost}:${address.port}`,
    publicUrl: deps.publicUrl,
    port: address.port,
    server,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await rateLimits.close();
    },
  };
}
