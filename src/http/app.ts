// The Koa application: one middleware that gives every request an id, answers the console's files or runs the
// request through the API pipeline, writes the response (security headers, rate-limit headers and X-Request-Id on
// every one, errors included) and logs one line.
import Koa from 'koa';
import { dispatch, type DispatchDeps, type RequestState } from './dispatch.js';
import { errorResponse } from './errorResponse.js';
import type { HttpResponse } from './idempotency.js';
import { requestIdFrom } from './requestId.js';
import type { ConsoleFiles, FileResponse } from './console/index.js';
import { API_HEADERS } from './console/securityHeaders.js';
import { KNOWN_METHODS } from './methods.js';
import { METRICS_PATH, metricsAnswer } from './metricsEndpoint.js';
import { statusClass, type Metrics } from '../metrics/registry.js';
import { contextFrom, inSpan, spanFailed, SpanKind, type Span } from '../tracing/spans.js';

const METHODS = new Set(KNOWN_METHODS);

/** Counts an answered request in the metrics: by operation, method (known ones, else `other`) and status class. */
function observe(metrics: Metrics, { operation, method, status, started }: { operation: string; method: string; status: number; started: number }): void {
  if (!metrics.enabled) return;
  const cls = statusClass(status);
  metrics.httpRequests.inc({ operation, method: METHODS.has(method) ? method : 'other', status_class: cls });
  metrics.httpDuration.observe({ operation, status_class: cls }, (performance.now() - started) / 1000);
}

/** GET /metrics on the API's port, unless SLUICE_METRICS_PORT moved it to a port of its own (deps.metricsRoute). */
async function metricsResponse(ctx: Koa.Context, deps: DispatchDeps): Promise<HttpResponse | undefined> {
  if (ctx.path !== METRICS_PATH || !deps.metricsRoute) return undefined;
  return metricsAnswer(deps.services.metrics, deps.metricsRoute.token, { method: ctx.method, authorization: ctx.get('authorization') || undefined });
}

export function createApp(deps: DispatchDeps, files?: ConsoleFiles): Koa {
  const app = new Koa();
  const logger = deps.services.logger;
  app.silent = true; // errors are logged by the pipeline, never by Koa's default handler

  // One server span per request, continuing the caller's trace when it sent a `traceparent` (src/tracing/).
  app.use((ctx) => inSpan(`${ctx.method} request`, { kind: SpanKind.SERVER, parent: contextFrom(ctx.get('traceparent')) }, (span) => handle(ctx, span)));

  async function handle(ctx: Koa.Context, span: Span): Promise<void> {
    const started = performance.now();
    const state: RequestState = { requestId: requestIdFrom(ctx.get('x-request-id')) };
    span.setAttributes({ 'http.request.method': ctx.method, 'url.path': ctx.path, 'sluice.request_id': state.requestId });
    const file = files?.serve(ctx.method, ctx.path, ctx.headers);
    if (file) return sendFile(ctx, { state, file, started, span });
    let res: HttpResponse;
    let operation = 'unmatched';
    try {
      const metrics = await metricsResponse(ctx, deps);
      if (metrics) operation = 'metrics';
      res = metrics ?? (await dispatch(ctx, deps, state));
    } catch (err) {
      res = errorResponse(err, state.requestId, logger);
    }
    const page = operation === 'unmatched' ? consolePageFor(ctx, state, res, files) : undefined;
    if (page) return sendFile(ctx, { state, file: page, started, span });
    ctx.status = res.status;
    ctx.set(API_HEADERS);
    ctx.set(state.rateHeaders ?? {});
    ctx.set(res.headers);
    // A replay carries the request id of the original response, so header and body agree.
    if (!res.headers['X-Request-Id']) ctx.set('X-Request-Id', state.requestId);
    if (res.status !== 204) {
      // Encoded once here: for a string body Koa would measure its UTF-8 length, then the socket encode it again.
      ctx.body = typeof res.body === 'string' ? Buffer.from(res.body) : res.body;
      if (!res.headers['Content-Type']) ctx.type = 'application/json';
    }
    observe(deps.services.metrics, { operation: state.match?.operationId ?? operation, method: ctx.method, status: res.status, started });
    nameSpan(span, ctx.method, state, res.status);
    logger.info(
      {
        request_id: state.requestId,
        method: ctx.method,
        route: state.match?.operation.path ?? null,
        operation_id: state.match?.operationId ?? null,
        status: res.status,
        latency_ms: Math.round((performance.now() - started) * 1000) / 1000,
        customer_id: state.principal?.customerId ?? null,
        key_id: state.principal?.keyId ?? null,
        user_id: state.principal?.userId ?? null,
        auth: state.principal ? (state.principal.sessionId ? 'session' : 'api_key') : null,
        ...(state.replayed ? { idempotent_replay: true } : {}),
        ...(state.earlyStart ? { early_start: state.earlyStart } : {}),
      },
      'request',
    );
  }

  /** Answers with one of the console's files (or its page), logged and counted as the console's. */
  function sendFile(ctx: Koa.Context, { state, file, started, span }: { state: RequestState; file: FileResponse; started: number; span: Span }): void {
    ctx.status = file.status;
    ctx.set(file.headers);
    ctx.set('X-Request-Id', state.requestId);
    ctx.body = file.body;
    logger.info(
      { request_id: state.requestId, method: ctx.method, route: 'console', path: ctx.path, status: file.status, latency_ms: Math.round((performance.now() - started) * 1000) / 1000 },
      'request',
    );
    observe(deps.services.metrics, { operation: 'console', method: ctx.method, status: file.status, started });
    span.updateName(`${ctx.method} console`);
    span.setAttribute('http.response.status_code', file.status);
  }
  return app;
}

/**
 * A browser's navigation (a GET asking for HTML) to a path no operation serves gets the console's page with 404, so
 * it shows the console's not-found page rather than JSON; API clients keep the API's answer.
 */
function consolePageFor(ctx: Koa.Context, state: RequestState, res: HttpResponse, files: ConsoleFiles | undefined) {
  if (!files || state.match || (res.status !== 404 && res.status !== 401) || ctx.method !== 'GET') return undefined;
  if (!/\btext\/html\b/.test(ctx.get('accept'))) return undefined;
  return files.notFoundPage();
}

/** The request's span, named after its route once it is known, with what it answered. */
function nameSpan(span: Span, method: string, state: RequestState, status: number): void {
  const route = state.match?.operation.path;
  if (route) span.updateName(`${method} ${route}`);
  span.setAttributes({
    'http.response.status_code': status,
    ...(route ? { 'http.route': route } : {}),
    ...(state.match ? { 'sluice.operation_id': state.match.operationId } : {}),
    ...(state.principal ? { 'sluice.customer_id': state.principal.customerId } : {}),
  });
  if (status >= 500) spanFailed(span, `answered ${status}`);
}
