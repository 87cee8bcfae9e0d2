// The data API's early start. A read of the data API by a key authenticated within the last second (recentKeys.ts)
// starts its checks and handler alongside this request's own authentication; its answer is sent only once
// authentication and the rate limit have confirmed the same principal. Otherwise it is dropped, and the request goes
// on through the ordinary steps. The reads are side-effect free, so a dropped start changes nothing.
import type { Principal } from '../../domain/access/service.js';
import { isServerError } from '../errorResponse.js';
import type { HttpResponse } from '../idempotency.js';
import type { RouteMatch } from '../openapi.js';
import type { RateDecision } from '../rateLimit/slidingWindow.js';
import { samePrincipal } from '../recentKeys.js';
import { CANONICAL_OPERATIONS } from '../handlers/canonical/canonicalHandlers.js';
import type { Credentials } from './authenticate.js';
import type { RoutedRequest } from './request.js';

/** The data API's reads: the operations a remembered key may start before its lookup answers. */
const EARLY_START: ReadonlySet<string> = new Set(Object.values(CANONICAL_OPERATIONS).flatMap((o) => [o.list, o.get]));

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The promise's outcome as a value, so it can be awaited later (or twice) without an unhandled rejection. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

export interface EarlyStart {
  principal: Principal;
  outcome: Promise<Settled<HttpResponse>>;
}

/** Authorizes and runs one operation for a principal: what the early start runs, and what the request runs otherwise. */
export type RunAuthorized = (req: RoutedRequest, match: RouteMatch, principal: Principal) => Promise<HttpResponse>;

/** Starts the operation now when the request's key is remembered and the operation is a data API read. */
export function startEarly(req: RoutedRequest, match: RouteMatch | undefined, credentials: Credentials, run: RunAuthorized): EarlyStart | undefined {
  const { lookup } = credentials;
  if (!lookup || !match || req.method !== 'GET' || !EARLY_START.has(match.operationId)) return undefined;
  const remembered = req.deps.recentKeys.get(lookup.hash);
  return remembered ? { principal: remembered, outcome: settle(run(req, match, remembered)) } : undefined;
}

/** Remembers a key only while its requests succeed: a key refused, or over its limit, starts no handler early. */
export function noteKeyOutcome(req: RoutedRequest, credentials: Credentials, principal: Principal | null, decision: RateDecision): void {
  const { lookup } = credentials;
  if (!lookup) return;
  if (principal?.keyId && decision.allowed) req.deps.recentKeys.remember(lookup.hash, principal);
  else req.deps.recentKeys.forget(lookup.hash);
}

/** The early answer, when this request's own authentication confirmed the principal it was started for. */
export async function earlyAnswer(req: RoutedRequest, early: EarlyStart | undefined, principal: Principal | null): Promise<HttpResponse | undefined> {
  if (!early || !principal || !samePrincipal(principal, early.principal)) return undefined;
  req.state.earlyStart = 'answered';
  const outcome = await early.outcome;
  if (outcome.ok) return outcome.value;
  throw outcome.error;
}

/** Whatever the request answered, the early handler's statements finish within it; a dropped fault is still logged. */
export async function finishEarly(req: RoutedRequest, early: EarlyStart | undefined): Promise<void> {
  if (!early) return;
  const outcome = await early.outcome;
  if (req.state.earlyStart !== undefined) return;
  req.state.earlyStart = 'dropped';
  if (!outcome.ok && isServerError(outcome.error)) {
    req.deps.services.logger.warn({ err: outcome.error, request_id: req.state.requestId }, 'a handler started early failed; its answer was dropped');
  }
}
