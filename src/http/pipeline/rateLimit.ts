// Rate-limit: one count per request in the bucket of its key, its signed-in user, or (unauthenticated) its client
// address, per rate class; the X-RateLimit-* headers go on every answer, and over the limit the request ends in 429.
import type { Principal } from '../../domain/access/service.js';
import { HttpError } from '../httpError.js';
import type { RouteMatch } from '../openapi.js';
import type { RateClass, RateDecision } from '../rateLimit/slidingWindow.js';
import type { RoutedRequest } from './request.js';

export function rateClass(method: string, match: RouteMatch | undefined): RateClass {
  if (match?.operationId === 'triggerFlow' || match?.operationId === 'resyncFlow') return 'trigger';
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
  req.state.rateHeaders = {
    'X-RateLimit-Limit': String(counted.limit),
    'X-RateLimit-Remaining': String(counted.remaining),
    'X-RateLimit-Reset': String(counted.resetAt),
  };
  return counted;
}

/** Ends the request in 429 when its count was refused. */
export function refuseOverLimit(req: RoutedRequest, cls: RateClass, decision: RateDecision): void {
  if (decision.allowed) return;
  const { windowSeconds } = req.deps.rateLimits;
  throw new HttpError(429, 'rate_limited', `rate limit of ${req.deps.rateLimits[cls]} ${cls} requests per ${windowSeconds} seconds exceeded; retry after ${decision.retryAfter} seconds`, {
    headers: { 'Retry-After': String(decision.retryAfter) },
  });
}
