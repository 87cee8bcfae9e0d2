// Methods beyond the contract's own: HEAD is a GET without its body, OPTIONS names what a path allows, and any
// other method on a path that exists is 405 with Allow (an unknown path stays 404). Answered before
// authentication: what a path allows is in the public contract, so it tells a caller nothing.
import { HttpError } from './httpError.js';
import type { HttpResponse } from './idempotency.js';
import type { Contract } from './openapi.js';

/** The methods Sluice knows, in the order the Allow header lists them. */
export const KNOWN_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The Allow header's methods at `path`, or an empty list when no operation lives there. */
export function allowedMethods(contract: Contract, path: string): string[] {
  const methods = contract.methodsAt(path);
  if (methods.length === 0) return [];
  const all = new Set(methods);
  if (all.has('GET')) all.add('HEAD');
  all.add('OPTIONS');
  return [...all].sort((a, b) => KNOWN_METHODS.indexOf(a) - KNOWN_METHODS.indexOf(b));
}

/** The method to route by: HEAD runs the GET operation (auth, rate limits and all); Koa drops the body. */
export function routingMethod(method: string): string {
  return method === 'HEAD' ? 'GET' : method;
}

/** The answer for OPTIONS or an unsupported method on a known path; undefined when routing should go on. */
export function methodResponse(contract: Contract, method: string, path: string, routed: boolean): HttpResponse | undefined {
  if (routed) return undefined;
  const allowed = allowedMethods(contract, path);
  if (allowed.length === 0) return undefined;
  const allow = allowed.join(', ');
  if (method === 'OPTIONS') return { status: 204, headers: { Allow: allow }, body: '' };
  throw new HttpError(405, 'method_not_allowed', `${method} is not allowed on ${path}; use ${allow}`, { headers: { Allow: allow } });
}
