// One request through the pipeline, in order: route (OPTIONS and 405 answered here), authenticate, rate-limit (per
// key, or per client address without a valid key), refuse the unauthenticated, scope check, body, characters no
// stored value may hold, contract validation, then the operation's handler, under Idempotency-Key for POSTs.
// Every outcome is an HttpResponse; errors are thrown as AppError.
import type Koa from 'koa';
import { authenticate, type Principal } from '../domain/access/service.js';
import { AppError } from '../errors.js';
import { readJsonBody, type ParsedBody } from './body.js';
import { forbiddenCharacters } from './forbiddenCharacters.js';
import { checkHeaderSize } from './headerSize.js';
import { methodResponse, routingMethod } from './methods.js';
import type { HandlerContext, HandlerMap, Services } from './handler.js';
import { runIdempotent, type HttpResponse } from './idempotency.js';
import { SLOW_OPERATIONS, type SlowOperationSlots } from './slowOperations.js';
import { slowOperationTimeoutMs } from './slowOperationTimeout.js';
import type { Contract, RouteMatch } from './openapi.js';
import type { RateClass, RateLimits, RateLimitStore } from './rateLimit/slidingWindow.js';
import { validationFailure } from './validationErrors.js';
import { errorResponse } from './errorResponse.js';

export interface DispatchDeps {
  contract: Contract;
  handlers: HandlerMap;
  services: Services;
  rateLimitStore: RateLimitStore;
  rateLimits: RateLimits;
  /** Per-customer slots of the operations that wait on the outside world. */
  slowOperations: SlowOperationSlots;
}

/** What the request log line and the response writer need to know about a request. */
export interface RequestState {
  requestId: string;
  match?: RouteMatch;
  principal?: Principal;
  rateHeaders?: Record<string, string>;
  replayed?: boolean;
}

const PUBLIC_OPERATIONS = new Set(['getHealth', 'getReadiness']);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_BODY: ParsedBody = { hasBody: false, body: undefined, raw: '' };

function rateClass(method: string, match: RouteMatch | undefined): RateClass {
  if (match?.operationId === 'triggerFlow') return 'trigger';
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

function bearerToken(header: string): string | undefined {
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return m ? m[1] : undefined;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  if (status === 204) return { status, headers, body: '' };
  return { status, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

export async function dispatch(ctx: Koa.Context, deps: DispatchDeps, state: RequestState): Promise<HttpResponse> {
  const { contract, services } = deps;
  const method = ctx.method;
  checkHeaderSize(ctx.req.rawHeaders);
  const match = contract.match(routingMethod(method), ctx.path);
  if (match) state.match = match;
  const answered = methodResponse(contract, method, ctx.path, match !== undefined);
  if (answered) return answered;

  if (match && PUBLIC_OPERATIONS.has(match.operationId)) {
    const handler = deps.handlers[match.operationId] as (req: unknown, c: unknown) => Promise<{ status: number; body: unknown }>;
    const result = await handler({ params: {}, query: {}, body: undefined }, { requestId: state.requestId, services });
    return json(result.status, result.body);
  }

  const authorization = ctx.get('authorization');
  const token = authorization ? bearerToken(authorization) : undefined;
  const principal = token ? await authenticate(services.db, token) : null;
  if (principal) state.principal = principal;

  const cls = rateClass(method, match);
  const limit = deps.rateLimits[cls];
  const bucket = principal ? `key:${principal.keyId}:${cls}` : `addr:${ctx.ip}:${cls}`;
  const decision = await deps.rateLimitStore.consume(bucket, limit, deps.rateLimits.windowSeconds);
  state.rateHeaders = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetAt),
  };
  if (!decision.allowed) {
    throw new AppError(429, 'rate_limited', `rate limit of ${limit} ${cls} requests per ${deps.rateLimits.windowSeconds} seconds exceeded; retry after ${decision.retryAfter} seconds`, {
      headers: { 'Retry-After': String(decision.retryAfter) },
    });
  }

  if (!principal) {
    const missing = !authorization;
    throw new AppError(401, 'unauthorized', missing ? 'missing API key: send Authorization: Bearer <key>' : 'invalid, expired or revoked API key', {
      headers: { 'WWW-Authenticate': missing ? 'Bearer realm="sluice"' : 'Bearer realm="sluice", error="invalid_token"' },
    });
  }

  if (!match) throw new AppError(404, 'not_found', `no endpoint at ${method} ${ctx.path}`);

  if (match.requiredScope && !principal.scopes.has(match.requiredScope as never)) {
    throw new AppError(403, 'forbidden', `this API key lacks the scope '${match.requiredScope}' (or its user's role no longer grants it)`);
  }

  const parsed = BODY_METHODS.has(method) ? await readJsonBody(ctx.req) : NO_BODY;
  const parts = {
    params: match.params,
    query: parseQuery(ctx.querystring),
    headers: ctx.req.headers,
    body: parsed.body,
    hasBody: parsed.hasBody,
  };
  const refused = forbiddenCharacters(parts);
  if (refused) throw refused;
  const errors = contract.validate(match, parts);
  if (errors) throw validationFailure(errors);

  const handler = deps.handlers[match.operationId] as (req: unknown, c: HandlerContext) => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>;
  const request = { params: parts.params, query: parts.query, body: parsed.body };
  const run = async (db: HandlerContext['db']): Promise<HttpResponse> => {
    const result = await handler(request, { db, principal, requestId: state.requestId, services });
    return json(result.status, result.body, { ...result.headers, 'X-Request-Id': state.requestId });
  };

  // An operation that waits on the outside world takes one of its customer's slots, and holds no transaction.
  const slow = SLOW_OPERATIONS.has(match.operationId);
  const work = slow
    ? (db: HandlerContext['db']) => deps.slowOperations.run(principal.customerId, slowOperationTimeoutMs(match.operationId, services), () => run(db))
    : run;

  const key = method === 'POST' ? ctx.get('idempotency-key') : '';
  if (!key) return work(services.db);
  const response = await runIdempotent(
    services.db,
    { customerId: principal.customerId, key, method, path: ctx.path, rawBody: parsed.raw },
    work,
    (err) => errorResponse(err, state.requestId, services.logger),
    services.secrets.subkey('idempotency'),
    slow ? 'detached' : 'atomic',
  );
  if (response.headers['Idempotent-Replayed']) state.replayed = true;
  return response;
}

function parseQuery(querystring: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (!querystring) return out;
  for (const [k, v] of new URLSearchParams(querystring)) {
    const existing = out[k];
    if (existing === undefined) out[k] = v;
    else if (Array.isArray(existing)) existing.push(v);
    else out[k] = [existing, v];
  }
  return out;
}
