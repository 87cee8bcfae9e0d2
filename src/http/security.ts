// What an operation accepts, from the contract: its own `security` or the document's. `security: []` needs no
// principal (signing in), `sessionCookie` alone needs a console session (no API key), both accept either.
// `x-required-role` names the lowest role an operation allows.
import type { Contract, RouteMatch } from './openapi.js';
import { isRole, type Role } from '../domain/access/scopes.js';

export type Accepts = 'none' | 'session' | 'any';

interface OperationSecurity {
  accepts: Accepts;
  requiredRole: Role | undefined;
}

const cache = new WeakMap<object, OperationSecurity>();

export function securityOf(contract: Contract, match: RouteMatch): OperationSecurity {
  const cached = cache.get(match.operation);
  if (cached) return cached;
  const op = match.operation as unknown as { security?: Array<Record<string, unknown>>; 'x-required-role'?: string };
  const requirements = op.security ?? ((contract.backend.document as unknown as { security?: Array<Record<string, unknown>> }).security ?? []);
  const schemes = new Set(requirements.flatMap((r) => Object.keys(r)));
  const accepts: Accepts = requirements.length === 0 ? 'none' : schemes.has('bearerAuth') ? 'any' : 'session';
  const role = op['x-required-role'];
  const result = { accepts, requiredRole: role && isRole(role) ? role : undefined };
  cache.set(match.operation, result);
  return result;
}
