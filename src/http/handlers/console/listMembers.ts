// GET /console/v1/members: the customer's users, oldest first, in keyset pages.
import { listMembers as queryMembers } from '../../../domain/access/members.js';
import type { Handler } from '../../handler.js';
import { listEnvelope, pageSpec } from '../../pagination.js';
import { toMember } from './toMember.js';

export const listMembers: Handler<'listMembers'> = async ({ query }, ctx) => {
  const spec = pageSpec(ctx, 'members', query);
  const page = await queryMembers(ctx.db, ctx.principal.customerId, spec);
  return { status: 200, body: listEnvelope(ctx, spec, page, toMember) };
};
