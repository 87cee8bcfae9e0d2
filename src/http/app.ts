// The Koa application: one middleware that gives every request an id, answers the console's files or runs the
// request through the API pipeline, writes the response (security headers, rate-limit headers and X-Request-Id on
// every one, errors included) and logs one line.
import Koa from 'koa';
import { dispatch, type DispatchDeps, type RequestState } from './dispatch.js';
import { errorResponse } from './errorResponse.js';
import type { HttpResponse } from './idempotency.js';
import { requestIdFrom } from './requestId.js';
import type { ConsoleFiles } from './console/index.js';
import { API_HEADERS } from './console/securityHeaders.js';

export function createApp(deps: DispatchDeps, files?: ConsoleFiles): Koa {
  const app = new Koa();
  const logger = deps.services.logger;
  app.silent = true; // errors are logged by the pipeline, never by Koa's default handler

  app.use(async (ctx) => {
    const started = performance.now();
    const state: RequestState = { requestId: requestIdFrom(ctx.get('x-request-id')) };
    const file = files?.serve(ctx.method, ctx.path, ctx.headers);
    if (file) {
      ctx.status = file.status;
      ctx.set(file.headers);
      ctx.set('X-Request-Id', state.requestId);
      ctx.body = file.body;
      logger.info(
        { request_id: state.requestId, method: ctx.method, route: 'console', path: ctx.path, status: file.status, latency_ms: Math.round((performance.now() - started) * 1000) / 1000 },
        'request',
      );
      return;
    }
    let res: HttpResponse;
    try {
      res = await dispatch(ctx, deps, state);
    } catch (err) {
      res = errorResponse(err, state.requestId, logger);
    }
    ctx.status = res.status;
    ctx.set(API_HEADERS);
    ctx.set(state.rateHeaders ?? {});
    ctx.set(res.headers);
    // A replay carries the request id of the original response, so header and body agree.
    if (!res.headers['X-Request-Id']) ctx.set('X-Request-Id', state.requestId);
    if (res.status !== 204) {
      // Encoded once here: for a string body Koa would measure its UTF-8 length, then the socket encode it again.
      ctx.body = typeof res.body === 'string' ? Buffer.from(res.body) : res.body;
      ctx.type = 'application/json';
    }
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
  });
  return app;
}
