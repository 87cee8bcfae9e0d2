// DELETE /console/v1/members/{id}: remove a member; their sessions, links and keys go with them. Removing yourself
// signs you out, so the answer clears your cookie.
import { removeMember as deleteMember } from '../../../domain/access/members.js';
import type { Handler } from '../../handler.js';
import { clearedSessionCookie } from '../../cookies.js';
import { actingOf } from './toMember.js';

export const removeMember: Handler<'removeMember'> = async ({ params }, ctx) => {
  await deleteMember(ctx.db, actingOf(ctx), params.id);
  const headers: Record<string, string> = {};
  if (params.id === ctx.principal.userId) headers['Set-Cookie'] = clearedSessionCookie(ctx.publicUrl.startsWith('https:'));
  return { status: 204, body: undefined as never, headers };
};
