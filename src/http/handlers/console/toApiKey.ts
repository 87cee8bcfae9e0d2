// An API key as the console lists it (never its secret).
import type { components } from '../../../../generated/openapi.js';
import type { ConsoleKeyRow } from '../../../domain/access/apiKeyList.js';
import type { HandlerContext } from '../../handler.js';

export type ApiKey = components['schemas']['ApiKey'];

export function toApiKey(row: ConsoleKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKey['scopes'],
    user_id: row.user_id,
    user_email: row.user_email,
    created_at: row.created_at,
    expires_at: row.expires_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** Owners and admins manage every key of the customer: null; anyone else only their own: their user id. */
export function keyOwnerFilter(ctx: HandlerContext): string | null {
  return ctx.principal.role === 'owner' || ctx.principal.role === 'admin' ? null : ctx.principal.userId;
}
