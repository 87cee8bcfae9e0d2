// A member row as the API shows it.
import type { components } from '../../../../generated/openapi.js';
import type { Acting, MemberRow } from '../../../domain/access/members.js';
import type { HandlerContext } from '../../handler.js';

export type Member = components['schemas']['Member'];

export function toMember(row: MemberRow): Member {
  return { id: row.id, email: row.email, role: row.role, has_password: Boolean(row.has_password), last_sign_in_at: row.last_sign_in_at, created_at: row.created_at };
}

export function actingOf(ctx: HandlerContext): Acting {
  return { userId: ctx.principal.userId, customerId: ctx.principal.customerId, role: ctx.principal.role };
}
