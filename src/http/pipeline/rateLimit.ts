// Rate-limit: one count per request in the bucket of its key, its signed-in user, or (unauthenticated) its client
// address, per rate class; the X-RateLimit-* headers go on every answer, and over the limit the request ends in 429.
// A write of a customer's key or session is counted once more, in the customer's own bucket: per-key limits alone let
// a customer write as much as it likes by making more keys.
import type { Principal } from '../../domain/access/service.js';
import { HttpError } from '../httpError.js';
import type { RouteMatch } from '../openapi.js';
import { customerWriteLimit, type RateClass, type RateDecision } from '../rateLimit/slidingWindow.js';
import type { RoutedRequest } from './request.js';

/** The operations that queue a run of a flow: the trigger rate class. */
const RUN_STARTERS = new Set(['triggerFlow', 'resyncFlow', 'reprocessFlowRejections']);

export function rateClass(method: string, match: RouteMatch | undefined): RateClass {
  if (RUN_STARTERS.has(match?.operationId ?? '')) return 'trigger';
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

function bucketOf(req: RoutedRequest, principal: Principal | null, cls: RateClass): string {
  if (!principal) return `addr:${req.ctx.ip}:${cls}`;
  return principal.keyId ? `key:${principal.keyId}:${cls}` : `user:${principal.userId}:${cls}`;
}

/** Counts the request (unless authentication already did) and records the headers; the decision is returned. */
export async function countRequest(
  req: RoutedRequest,
  { principal, cls, decision }: { principal: Principal | null; cls: RateClass; decision?: RateDecision },
): Promise<RateDecision> {
  const { rateLimitStore, rateLimits } = req.deps;
  const counted = decision ?? (await rateLimitStore.consume(bucketOf(req, principal, cls), rateLimits[cls], rateLimits.windowSeconds));
  setRateHeaders(req, counted);
  return counted;
}

function setRateHeaders(req: RoutedRequest, decision: RateDecision): void {
  req.state.rateHeaders = {
    'X-RateLimit-Limit': String(decision.limit),
    'X-RateLimit-Remaining': String(decision.remaining),
    'X-RateLimit-Reset': String(decision.resetAt),
  };
}

/**
 * Counts a write (the write and trigger classes) of a customer's key or session in the customer's bucket, and ends it
 * in 429 when the customer is over SLUICE_RATE_LIMIT_CUSTOMER_WRITE. Call it once the request's own limit allowed it.
 * The headers then describe whichever of the two limits has less room left, so a client pacing itself by them
 * stays within both.
 */
export async function countCustomerWrite(req: RoutedRequest, principal: Principal | null, cls: RateClass): Promise<void> {
  if (!principal || cls === 'read') return;
  const { rateLimitStore, rateLimits } = req.deps;
  const limit = customerWriteLimit(rateLimits);
  const decision = await rateLimitStore.consume(`customer:${principal.customerId}:write`, limit, rateLimits.windowSeconds);
  const ownRemaining = Number(req.state.rateHeaders?.['X-RateLimit-Remaining'] ?? Infinity);
  if (!decision.allowed || decision.remaining < ownRemaining) setRateHeaders(req, decision);
  if (decision.allowed) return;
  if (req.deps.services.metrics.enabled) req.deps.services.metrics.rateLimited.inc({ scope: 'customer', class: cls });
  throw new HttpError(
    429,
    'rate_limited',
    `this customer's rate limit of ${limit} write requests per ${rateLimits.windowSeconds} seconds, across all its API keys and sessions, exceeded (SLUICE_RATE_LIMIT_CUSTOMER_WRITE); retry after ${decision.retryAfter} seconds`,
    { headers: { 'Retry-After': String(decision.retryAfter) } },
  );
}

/** Ends the request in 429 when its count was refused. */
export function refuseOverLimit(req: RoutedRequest, cls: RateClass, decision: RateDecision): void {
  if (decision.allowed) return;
  const principal = req.state.principal;
  const scope = !principal ? 'address' : principal.keyId ? 'key' : 'user';
  if (req.deps.services.metrics.enabled) req.deps.services.metrics.rateLimited.inc({ scope, class: cls });
  const { windowSeconds } = req.deps.rateLimits;
  throw new HttpError(429, 'rate_limited', `rate limit of ${req.deps.rateLimits[cls]} ${cls} requests per ${windowSeconds} seconds exceeded; retry after ${decision.retryAfter} seconds`, {
    headers: { 'Retry-After': String(decision.retryAfter) },
  });
}
