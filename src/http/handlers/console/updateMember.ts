// PATCH /console/v1/members/{id}: change a member's role (never above the caller's own; a customer keeps an owner).
import { changeMemberRole } from '../../../domain/access/members.js';
import type { Handler } from '../../handler.js';
import { actingOf, toMember } from './toMember.js';

export const updateMember: Handler<'updateMember'> = async ({ params, body }, ctx) => {
  const member = await changeMemberRole(ctx.db, actingOf(ctx), params.id, body!.role);
  return { status: 200, body: toMember(member) };
};
