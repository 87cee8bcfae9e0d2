// Authorize: refuse a request nobody is signed in for (saying which credential the operation wants, and clearing a
// session cookie that signs nobody in), then, for a principal, the session-only and cross-site checks and the role
// and scope the operation needs.
import type { Principal } from '../../domain/access/service.js';
import { ROLE_RANK } from '../../domain/access/members.js';
import { clearedSessionCookie, SESSION_CHALLENGE } from '../cookies.js';
import { checkSameOrigin, SAFE_METHODS } from '../crossSite.js';
import { HttpError } from '../httpError.js';
import type { RouteMatch } from '../openapi.js';
import { securityOf } from '../security.js';
import type { Credentials } from './authenticate.js';
import type { RoutedRequest } from './request.js';

/** The 401 for a request with no principal: what was wrong with what it sent, and what to send instead. */
export function refuseAnonymous(req: RoutedRequest, credentials: Credentials, accepts: string | undefined): never {
  const { authorization, sessionTokens } = credentials;
  // A presented session cookie that signs nobody in is cleared, so the browser stops sending it.
  const clearCookie: Record<string, string> = sessionTokens.length ? { 'Set-Cookie': clearedSessionCookie(req.publicUrl.startsWith('https:')) } : {};
  if (accepts === 'session') {
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

function article(role: string): string {
  return role === 'admin' || role === 'owner' ? 'an' : 'a';
}

/** The checks between a known principal and the operation: credential kind, origin, role, scope. */
export function authorize(req: RoutedRequest, match: RouteMatch, principal: Principal): void {
  const security = securityOf(req.deps.contract, match);
  if (security.accepts === 'session' && !principal.sessionId) {
    throw new HttpError(401, 'unauthorized', `${match.operationId} needs a console session: sign in to the console; API keys are not accepted under /console/v1`, {
      headers: { 'WWW-Authenticate': SESSION_CHALLENGE },
    });
  }
  if (principal.sessionId && !SAFE_METHODS.has(req.method)) checkSameOrigin(req.ctx.req.headers, req.publicUrl);

  const requiredRole = security.requiredRole;
  if (requiredRole && ROLE_RANK[principal.role] < ROLE_RANK[requiredRole]) {
    throw new HttpError(403, 'forbidden', `${match.operationId} needs the ${requiredRole} or owner role; you are ${article(principal.role)} ${principal.role}`);
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
}
