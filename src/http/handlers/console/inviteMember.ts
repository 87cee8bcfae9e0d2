// POST /console/v1/members: add a user to the customer and answer a one-time sign-in link to hand over.
import { createLoginLink } from '../../../domain/access/loginLinks.js';
import { inviteMember as addMember } from '../../../domain/access/members.js';
import type { Handler } from '../../handler.js';
import { actingOf, toMember } from './toMember.js';

export const inviteMember: Handler<'inviteMember'> = async ({ body }, ctx) => {
  const member = await addMember(ctx.db, actingOf(ctx), { email: body!.email, role: body!.role, maxPerCustomer: ctx.services.customerLimits.members });
  const link = await createLoginLink(ctx.db, { userId: member.id, publicUrl: ctx.publicUrl });
  return { status: 201, body: { member: toMember(member), sign_in_link: { url: link.url, expires_at: link.expires_at } }, headers: { 'Cache-Control': 'no-store' } };
};
