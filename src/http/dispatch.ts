// One request through the pipeline, in order: route (OPTIONS and 405 answered here), authenticate (an API key wins;
// otherwise the console's session cookie), rate-limit (per key, per signed-in user, or per client address), refuse the
// unauthenticated and what the operation's security does not accept, cross-site check of session writes and sign-ins,
// role and scope checks, body, characters no stored value may hold, contract validation, then the operation's
// handler, under Idempotency-Key for POSTs. Every outcome is an HttpResponse; errors are thrown (domain
// errors or HttpError) and become one in errorResponse.ts.
// One exception to that order: a read of the data API by a key authenticated within the last second starts its
// checks and handler alongside authentication (recentKeys.ts), and their answer is sent only once authentication
// and the rate limit have confirmed the same principal; otherwise it is dropped and the request goes on as above.
import type Koa from 'koa';
import { authenticateLookup, keyLookup, principalFromKeyRow, type Principal } from '../domain/access/service.js';
import { resolveSession } from '../domain/access/sessions.js';
import { ROLE_RANK } from '../domain/access/members.js';
import { clearedSessionCookie, cookieValues, SESSION_CHALLENGE, SESSION_COOKIE } from './cookies.js';
import { checkSameOrigin, SAFE_METHODS } from './crossSite.js';
import { securityOf } from './security.js';
import { HttpError } from './httpError.js';
import { JsonBytes } from './jsonBytes.js';
import { defaultPublicUrl } from './publicUrl.js';
import { readJsonBody, type ParsedBody } from './body.js';
import { forbiddenCharacters } from './forbiddenCharacters.js';
import { checkHeaderSize } from './headerSize.js';
import { methodResponse, routingMethod } from './methods.js';
import type { Services } from '../container.js';
import type { HandlerContext, HandlerMap } from './handler.js';
import { runIdempotent, type HttpResponse } from './idempotency.js';
import { SLOW_OPERATIONS, type SlowOperationSlots } from './slowOperations.js';
import { slowOperationTimeoutMs } from './slowOperationTimeout.js';
import type { Contract, RouteMatch } from './openapi.js';
import type { RateClass, RateDecision, RateLimits, RateLimitStore } from './rateLimit/slidingWindow.js';
import { validationFailure } from './validationErrors.js';
import { errorResponse, isServerError } from './errorResponse.js';
import { rejectUnknownEntity } from './handlers/canonical/unknownEntity.js';
import { CANONICAL_OPERATIONS } from './handlers/canonical/canonicalHandlers.js';
import { samePrincipal, type RecentKeys } from './recentKeys.js';

export interface DispatchDeps {
  contract: Contract;
  handlers: HandlerMap;
  services: Services;
  rateLimitStore: RateLimitStore;
  rateLimits: RateLimits;
  /** Per-customer slots of the operations that wait on the outside world. */
  slowOperations: SlowOperationSlots;
  /** API keys authenticated within the last second, whose data API reads start before their lookup answers. */
  recentKeys: RecentKeys;
  /**
   * Sluice's public base URL (SLUICE_PUBLIC_URL): Origin checks, sign-in links and the cookie's Secure flag. When
   * absent, `http://127.0.0.1:<bound port>`, filled in by startHttpServer once it listens.
   */
  publicUrl?: string;
}

/** What the request log line and the response writer need to know about a request. */
export interface RequestState {
  requestId: string;
  match?: RouteMatch;
  principal?: Principal;
  rateHeaders?: Record<string, string>;
  replayed?: boolean;
  /** Whether a handler started before authentication answered (RecentKeys), and whether its answer was the response. */
  earlyStart?: 'answered' | 'dropped';
}

const PUBLIC_OPERATIONS = new Set(['getHealth', 'getReadiness']);
/** At most this many `sluice_session` cookies of one request are tried. */
const MAX_SESSION_COOKIES = 4;
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_BODY: ParsedBody = { hasBody: false, body: undefined, raw: '' };
/** The data API's reads: side-effect free, so a key remembered by RecentKeys may start them before its lookup answers. */
const EARLY_START: ReadonlySet<string> = new Set(Object.values(CANONICAL_OPERATIONS).flatMap((o) => [o.list, o.get]));

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The promise's outcome as a value, so it can be awaited later (or twice) without an unhandled rejection. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

function unwrap<T>(outcome: Settled<T>): T {
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

function rateClass(method: string, match: RouteMatch | undefined): RateClass {
  if (match?.operationId === 'triggerFlow' || match?.operationId === 'resyncFlow') return 'trigger';
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

function bearerToken(header: string): string | undefined {
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return m ? m[1] : undefined;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  if (status === 204) return { status, headers, body: '' };
  return { status, headers: { ...headers, 'Content-Type': 'application/json' }, body: body instanceof JsonBytes ? body.bytes : JSON.stringify(body) };
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

  const security = match ? securityOf(contract, match) : undefined;
  const publicUrl = deps.publicUrl ?? defaultPublicUrl(ctx.socket.localPort ?? 0);
  const secureCookie = publicUrl.startsWith('https:');

  // An API key wins; otherwise the console's session cookie (sign-in operations look at neither).
  const authorization = ctx.get('authorization');
  const token = authorization && security?.accepts !== 'none' ? bearerToken(authorization) : undefined;
  // Reads of the data API by a key authenticated within the last second start now, alongside this request's own
  // authentication; their answer is used only if that authentication agrees (recentKeys.ts).
  const lookup = token ? keyLookup(token) : null;
  const remembered = lookup && match && method === 'GET' && EARLY_START.has(match.operationId) ? deps.recentKeys.get(lookup.hash) : undefined;
  const early = remembered && match
    ? { principal: remembered, outcome: settle(authorizedOperation(ctx, deps, state, match, remembered, { publicUrl, method })) }
    : undefined;
  try {
    return await authenticated(ctx, deps, state, match, { security, publicUrl, secureCookie, method, lookup, authorization }, early);
  } finally {
    // Whatever this request answers, the early handler's statements finish within it.
    if (early) {
      const outcome = await early.outcome;
      if (state.earlyStart === undefined) {
        state.earlyStart = 'dropped';
        // Its answer is not this request's, but a fault in it is still one to know about.
        if (!outcome.ok && isServerError(outcome.error)) {
          services.logger.warn({ err: outcome.error, request_id: state.requestId }, 'a handler started early failed; its answer was dropped');
        }
      }
    }
  }
}

async function authenticated(
  ctx: Koa.Context,
  deps: DispatchDeps,
  state: RequestState,
  match: RouteMatch | undefined,
  { security, publicUrl, secureCookie, method, lookup, authorization }: {
    security: ReturnType<typeof securityOf> | undefined;
    publicUrl: string;
    secureCookie: boolean;
    method: string;
    lookup: ReturnType<typeof keyLookup>;
    authorization: string;
  },
  early: { principal: Principal; outcome: Promise<Settled<HttpResponse>> } | undefined,
): Promise<HttpResponse> {
  const { services } = deps;
  const cls = rateClass(method, match);
  const limit = deps.rateLimits[cls];
  // With the counters in the database, the key lookup and its count are one statement (one round trip).
  let decision: RateDecision | undefined;
  let principal: Principal | null = null;
  if (lookup && deps.rateLimitStore.consumeForKey) {
    const found = await deps.rateLimitStore.consumeForKey(lookup, cls, limit, deps.rateLimits.windowSeconds);
    principal = found ? principalFromKeyRow(found.row, lookup.hash) : null;
    if (principal) decision = found?.decision;
  } else if (lookup) {
    principal = await authenticateLookup(services.db, lookup);
  }
  const sessionTokens = security?.accepts === 'none' ? [] : cookieValues(ctx.get('cookie'), SESSION_COOKIE).slice(0, MAX_SESSION_COOKIES);
  if (!principal) {
    for (const candidate of sessionTokens) {
      principal = await resolveSession(services.db, candidate);
      if (principal) break;
    }
  }
  if (principal) state.principal = principal;

  const bucket = principal
    ? principal.keyId ? `key:${principal.keyId}:${cls}` : `user:${principal.userId}:${cls}`
    : `addr:${ctx.ip}:${cls}`;
  decision ??= await deps.rateLimitStore.consume(bucket, limit, deps.rateLimits.windowSeconds);
  state.rateHeaders = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetAt),
  };
  if (lookup) {
    // Remembered only while its requests succeed: a key refused, or over its limit, starts no handler early.
    if (principal?.keyId && decision.allowed) deps.recentKeys.remember(lookup.hash, principal);
    else deps.recentKeys.forget(lookup.hash);
  }
  if (!decision.allowed) {
    throw new HttpError(429, 'rate_limited', `rate limit of ${limit} ${cls} requests per ${deps.rateLimits.windowSeconds} seconds exceeded; retry after ${decision.retryAfter} seconds`, {
      headers: { 'Retry-After': String(decision.retryAfter) },
    });
  }

  // Started early with the principal remembered for this key, which this request's own lookup has just confirmed:
  // the same principal, within its limit. Its answer is this request's.
  if (early && principal && samePrincipal(principal, early.principal)) {
    state.earlyStart = 'answered';
    return unwrap(await early.outcome);
  }

  if (match && security?.accepts === 'none') {
    // Signing in: no principal, but only from Sluice's own pages.
    checkSameOrigin(ctx.req.headers, publicUrl);
    return runOperation(ctx, deps, state, match, null, { publicUrl, method });
  }

  // A presented session cookie that signs nobody in is cleared, so the browser stops sending it.
  const clearCookie: Record<string, string> = sessionTokens.length && !principal?.sessionId ? { 'Set-Cookie': clearedSessionCookie(secureCookie) } : {};
  if (!principal) {
    if (security?.accepts === 'session') {
      throw new HttpError(401, 'unauthorized', sessionTokens.length ? 'your console session has ended or is not valid: sign in again' : 'this operation needs a console session: sign in (an API key is not accepted here)', {
        headers: { ...clearCookie, 'WWW-Authenticate': SESSION_CHALLENGE },
      });
    }
    if (sessionTokens.length && !authorization) {
      throw new HttpError(401, 'unauthorized', 'your console session has ended or is not valid: sign in again, or send Authorization: Bearer <key>', {
        headers: { ...clearCookie, 'WWW-Authenticate': 'Bearer realm="sluice"' },
      });
    }
    const missing = !authorization;
    throw new HttpError(401, 'unauthorized', missing ? 'missing API key: send Authorization: Bearer <key>' : 'invalid, expired or revoked API key', {
      headers: { ...clearCookie, 'WWW-Authenticate': missing ? 'Bearer realm="sluice"' : 'Bearer realm="sluice", error="invalid_token"' },
    });
  }

  if (!match) {
    // The canonical API has one operation per entity type: a data path naming an unknown type matches none of them,
    // and answers 404 entity_not_found listing the types rather than the generic not_found.
    rejectUnknownEntity(ctx.path);
    throw new HttpError(404, 'not_found', `no endpoint at ${method} ${ctx.path}`);
  }

  return authorizedOperation(ctx, deps, state, match, principal, { publicUrl, method });
}

/**
 * What follows authentication for a signed-in principal: the session-only and cross-site checks, the role and scope
 * the operation needs, then the operation itself.
 */
async function authorizedOperation(
  ctx: Koa.Context,
  deps: DispatchDeps,
  state: RequestState,
  match: RouteMatch,
  principal: Principal,
  { publicUrl, method }: { publicUrl: string; method: string },
): Promise<HttpResponse> {
  const security = securityOf(deps.contract, match);
  if (security.accepts === 'session' && !principal.sessionId) {
    throw new HttpError(401, 'unauthorized', `${match.operationId} needs a console session: sign in to the console; API keys are not accepted under /console/v1`, {
      headers: { 'WWW-Authenticate': SESSION_CHALLENGE },
    });
  }
  if (principal.sessionId && !SAFE_METHODS.has(method)) checkSameOrigin(ctx.req.headers, publicUrl);

  const requiredRole = security.requiredRole;
  if (requiredRole && ROLE_RANK[principal.role] < ROLE_RANK[requiredRole]) {
    throw new HttpError(403, 'forbidden', `${match.operationId} needs the ${requiredRole} or owner role; you are ${principal.role === 'admin' || principal.role === 'owner' ? 'an' : 'a'} ${principal.role}`);
  }
  if (match.requiredScope && !principal.scopes.has(match.requiredScope as never)) {
    throw new HttpError(
      403,
      'forbidden',
      principal.keyId
        ? `this API key lacks the scope '${match.requiredScope}' (or its user's role no longer grants it)`
        : `your role (${principal.role}) does not grant the scope '${match.requiredScope}'`,
    );
  }

  return runOperation(ctx, deps, state, match, principal, { publicUrl, method });
}

async function runOperation(
  ctx: Koa.Context,
  deps: DispatchDeps,
  state: RequestState,
  match: RouteMatch,
  principal: Principal | null,
  { publicUrl, method }: { publicUrl: string; method: string },
): Promise<HttpResponse> {
  const { contract, services } = deps;
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
  const base = { requestId: state.requestId, services, clientAddress: ctx.ip, publicUrl, eventTypes: contract.eventTypes };
  if (!principal) {
    // Sign-in operations: no tenant yet, so no idempotency record and no slow-operation slot.
    const result = await handler(request, { ...base, db: services.db } as HandlerContext);
    return json(result.status, result.body, { ...result.headers, 'X-Request-Id': state.requestId });
  }
  const run = async (db: HandlerContext['db']): Promise<HttpResponse> => {
    const result = await handler(request, { ...base, db, principal });
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
