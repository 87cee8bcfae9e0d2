// Authenticate: an API key wins; otherwise the console's session cookie (sign-in operations look at neither). With the
// rate-limit counters in the database, the key lookup and its count are one statement (one round trip), so this step
// may hand the rate-limit step its decision already made.
import { authenticateLookup, keyLookup, principalFromKeyRow, type Principal } from '../../domain/access/service.js';
import { resolveSession } from '../../domain/access/sessions.js';
import { cookieValues, SESSION_COOKIE } from '../cookies.js';
import type { RateClass, RateDecision } from '../rateLimit/slidingWindow.js';
import type { RoutedRequest } from './request.js';

/** At most this many `sluice_session` cookies of one request are tried. */
const MAX_SESSION_COOKIES = 4;

/** What the request presents to prove who sends it. */
export interface Credentials {
  /** The Authorization header as sent ('' when absent). */
  authorization: string;
  /** The bearer key's lookup (its hash and prefix), when a key is presented to an operation that accepts one. */
  lookup: ReturnType<typeof keyLookup> | null;
  sessionTokens: string[];
}

export interface Authentication {
  principal: Principal | null;
  /** The key's rate-limit decision, when it was taken in the same statement as the lookup. */
  decision?: RateDecision;
}

function bearerToken(header: string): string | undefined {
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return m ? m[1] : undefined;
}

/** The key and session cookies presented; none for the sign-in operations (`accepts: none`). */
export function credentialsOf(req: RoutedRequest, accepts: string | undefined): Credentials {
  if (accepts === 'none') return { authorization: req.ctx.get('authorization'), lookup: null, sessionTokens: [] };
  const authorization = req.ctx.get('authorization');
  const token = authorization ? bearerToken(authorization) : undefined;
  const sessionTokens = cookieValues(req.ctx.get('cookie'), SESSION_COOKIE).slice(0, MAX_SESSION_COOKIES);
  return { authorization, lookup: token ? keyLookup(token) : null, sessionTokens };
}

/** Who sends the request, or null; `cls` is the rate class a key's combined lookup counts against. */
export async function authenticate(req: RoutedRequest, credentials: Credentials, cls: RateClass): Promise<Authentication> {
  const { services, rateLimitStore, rateLimits } = req.deps;
  const { lookup } = credentials;
  let principal: Principal | null = null;
  let decision: RateDecision | undefined;
  if (lookup && rateLimitStore.consumeForKey) {
    const found = await rateLimitStore.consumeForKey(lookup, cls, { limit: rateLimits[cls], windowSeconds: rateLimits.windowSeconds });
    principal = found ? principalFromKeyRow(found.row, lookup.hash) : null;
    if (principal) decision = found?.decision;
  } else if (lookup) {
    principal = await authenticateLookup(services.db, lookup);
  }
  for (const candidate of principal ? [] : credentials.sessionTokens) {
    principal = await resolveSession(services.db, candidate);
    if (principal) break;
  }
  return { principal, decision };
}
