// Validate: the body (for methods that carry one), characters no stored value may hold, then the operation's
// parameters and body against the contract.
import { readJsonBody, type ParsedBody } from '../body.js';
import { forbiddenCharacters } from '../forbiddenCharacters.js';
import type { RouteMatch } from '../openapi.js';
import { validationFailure } from '../validationErrors.js';
import type { RoutedRequest } from './request.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_BODY: ParsedBody = { hasBody: false, body: undefined, raw: '' };

export interface ValidRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
  /** The body as received: what an Idempotency-Key's record fingerprints. */
  rawBody: string;
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

export async function validateRequest(req: RoutedRequest, match: RouteMatch): Promise<ValidRequest> {
  const parsed = BODY_METHODS.has(req.method) ? await readJsonBody(req.ctx.req) : NO_BODY;
  const parts = {
    params: match.params,
    query: parseQuery(req.ctx.querystring),
    headers: req.ctx.req.headers,
    body: parsed.body,
    hasBody: parsed.hasBody,
  };
  const refused = forbiddenCharacters(parts);
  if (refused) throw refused;
  const errors = req.deps.contract.validate(match, parts);
  if (errors) throw validationFailure(errors);
  return { params: parts.params, query: parts.query, body: parsed.body, rawBody: parsed.raw };
}
