// GET /metrics: the process's metrics in Prometheus' text exposition format. It is no API operation (the contract
// is the customers' API; this is the operator's) and takes no API key: it is open, or asks for the bearer token
// SLUICE_METRICS_TOKEN when one is set. It is served on the API's port, or, when SLUICE_METRICS_PORT is set, only
// on a port of its own (startMetricsServer), which is how a worker process without an API is scraped.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../log.js';
import type { Metrics } from '../metrics/registry.js';
import { errorResponse } from './errorResponse.js';
import { HttpError } from './httpError.js';
import type { HttpResponse } from './idempotency.js';
import { requestIdFrom } from './requestId.js';

export const METRICS_PATH = '/metrics';

/** What /metrics is served with: where, and the token it asks for (absent: open). */
export interface MetricsServing {
  /** SLUICE_METRICS=off: nothing is counted and /metrics is not served. Absent: on. */
  enabled?: boolean;
  token?: string | undefined;
  /** SLUICE_METRICS_PORT: served on that port only, not on the API's. */
  port?: number | undefined;
}

function digest(text: string): Buffer {
  return crypto.createHash('sha256').update(text).digest();
}

/** Whether `authorization` carries the token (compared in constant time). */
function tokenAccepted(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match !== null && crypto.timingSafeEqual(digest(match[1]!), digest(token));
}

/** The answer to a request for /metrics: the exposition, or why not (401 without the token, 405 for a write). */
export async function metricsAnswer(metrics: Metrics, token: string | undefined, request: { method: string; authorization: string | undefined }): Promise<HttpResponse> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw new HttpError(405, 'method_not_allowed', `${request.method} is not allowed on ${METRICS_PATH}; use GET`, { headers: { Allow: 'GET, HEAD' } });
  }
  if (token !== undefined && !tokenAccepted(request.authorization, token)) {
    throw new HttpError(401, 'unauthorized', `${METRICS_PATH} needs the bearer token set in SLUICE_METRICS_TOKEN: Authorization: Bearer <token>`, {
      headers: { 'WWW-Authenticate': 'Bearer realm="sluice-metrics"' },
    });
  }
  const body = await metrics.exposition();
  return { status: 200, headers: { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }, body };
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** Serves /metrics alone on `port` (SLUICE_METRICS_PORT); every other path is 404. */
export async function startMetricsServer(metrics: Metrics, { port, host, token }: { port: number; host: string; token: string | undefined }, logger: Logger): Promise<MetricsServer> {
  const server = http.createServer({ requestTimeout: 10_000, headersTimeout: 5_000 }, (req, res) => {
    const requestId = requestIdFrom(req.headers['x-request-id'] as string | undefined);
    const path = (req.url ?? '').split('?')[0];
    const answer =
      path === METRICS_PATH
        ? metricsAnswer(metrics, token, { method: req.method ?? 'GET', authorization: req.headers.authorization })
        : Promise.reject(new HttpError(404, 'not_found', `no endpoint at ${req.method} ${path} on the metrics port; scrape ${METRICS_PATH}`));
    answer
      .catch((err: unknown) => errorResponse(err, requestId, logger))
      .then((r) => {
        const body = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
        res.writeHead(r.status, { 'Content-Type': 'application/json', ...r.headers, 'X-Request-Id': requestId });
        res.end(req.method === 'HEAD' ? undefined : body);
      })
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
