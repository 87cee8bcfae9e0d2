// One request through the pipeline, in order: route (OPTIONS and 405 answered here), authenticate (an API key wins;
// otherwise the console's session cookie), rate-limit (per key, per signed-in user, or per client address; a write
// per customer too), refuse the unauthenticated and what the operation's security does not accept, cross-site check
// of session writes and sign-ins, role and scope checks, then validate (body, characters no stored value may hold,
// the contract) and run the operation's handler, under Idempotency-Key for POSTs. Each step is a module of
// pipeline/; this file only composes them. Every outcome is an HttpResponse; errors are thrown (domain errors or
// HttpError) and become one in errorResponse.ts.
// One exception to that order: a read of the data API by a key authenticated within the last second starts its
// checks and handler alongside authentication (pipeline/earlyStart.ts).
import type Koa from 'koa';
import type { Principal } from '../domain/access/service.js';
import { checkSameOrigin } from './crossSite.js';
import { securityOf } from './security.js';
import { HttpError } from './httpError.js';
import { defaultPublicUrl } from './publicUrl.js';
import { checkHeaderSize } from './headerSize.js';
import { methodResponse, routingMethod } from './methods.js';
import type { HttpResponse } from './idempotency.js';
import type { RouteMatch } from './openapi.js';
import { rejectUnknownEntity } from './handlers/canonical/unknownEntity.js';
import { authenticate, credentialsOf, type Credentials } from './pipeline/authenticate.js';
import { authorize, refuseAnonymous } from './pipeline/authorize.js';
import { earlyAnswer, finishEarly, noteKeyOutcome, startEarly, type EarlyStart } from './pipeline/earlyStart.js';
import { runOperation } from './pipeline/operation.js';
import { countCustomerWrite, countRequest, rateClass, refuseOverLimit } from './pipeline/rateLimit.js';
import type { DispatchDeps, RequestState, RoutedRequest } from './pipeline/request.js';
import { jsonResponse } from './pipeline/response.js';

export type { DispatchDeps, RequestState } from './pipeline/request.js';

const PUBLIC_OPERATIONS = new Set(['getHealth', 'getReadiness']);

export async function dispatch(ctx: Koa.Context, deps: DispatchDeps, state: RequestState): Promise<HttpResponse> {
  checkHeaderSize(ctx.req.rawHeaders);
  const match = deps.contract.match(routingMethod(ctx.method), ctx.path);
  if (match) state.match = match;
  const answered = methodResponse(deps.contract, ctx.method, ctx.path, match !== undefined);
  if (answered) return answered;
  if (match && PUBLIC_OPERATIONS.has(match.operationId)) return publicOperation(deps, state, match);

  const publicUrl = deps.publicUrl ?? defaultPublicUrl(ctx.socket.localPort ?? 0);
  const req: RoutedRequest = { ctx, deps, state, method: ctx.method, publicUrl };
  const accepts = match ? securityOf(deps.contract, match).accepts : undefined;
  const credentials = credentialsOf(req, accepts);
  const early = startEarly(req, match, credentials, authorizedOperation);
  try {
    // Awaited here, so that the early start's clean-up below runs after this request's answer has settled.
    return await authenticatedSteps(req, { match, accepts, credentials, early });
  } finally {
    await finishEarly(req, early);
  }
}

interface Authenticating {
  match: RouteMatch | undefined;
  accepts: string | undefined;
  credentials: Credentials;
  early: EarlyStart | undefined;
}

/** Authenticate, rate-limit, then the early answer, a sign-in, or authorization and the operation. */
async function authenticatedSteps(req: RoutedRequest, { match, accepts, credentials, early }: Authenticating): Promise<HttpResponse> {
  const cls = rateClass(req.method, match);
  const { principal, decision } = await authenticate(req, credentials, cls);
  if (principal) req.state.principal = principal;
  const counted = await countRequest(req, { principal, cls, decision });
  noteKeyOutcome(req, credentials, principal, counted);
  refuseOverLimit(req, cls, counted);
  await countCustomerWrite(req, principal, cls);

  const earlier = await earlyAnswer(req, early, principal);
  if (earlier) return earlier;
  if (match && accepts === 'none') {
    // Signing in: no principal, but only from Sluice's own pages.
    checkSameOrigin(req.ctx.req.headers, req.publicUrl);
    return runOperation(req, match, null);
  }
  if (!principal) refuseAnonymous(req, credentials, accepts);
  if (!match) notFound(req);
  return authorizedOperation(req, match, principal);
}

async function publicOperation(deps: DispatchDeps, state: RequestState, match: RouteMatch): Promise<HttpResponse> {
  const handler = deps.handlers[match.operationId] as (req: unknown, c: unknown) => Promise<{ status: number; body: unknown }>;
  const result = await handler({ params: {}, query: {}, body: undefined }, { requestId: state.requestId, services: deps.services });
  return jsonResponse(result.status, result.body);
}

function notFound(req: RoutedRequest): never {
  // The canonical API has one operation per entity type: a data path naming an unknown type matches none of them,
  // and answers 404 entity_not_found listing the types rather than the generic not_found.
  rejectUnknownEntity(req.ctx.path);
  throw new HttpError(404, 'not_found', `no endpoint at ${req.method} ${req.ctx.path}`);
}

/** What follows authentication for a principal: authorization, then the operation. */
async function authorizedOperation(req: RoutedRequest, match: RouteMatch, principal: Principal): Promise<HttpResponse> {
  authorize(req, match, principal);
  return runOperation(req, match, principal);
}
