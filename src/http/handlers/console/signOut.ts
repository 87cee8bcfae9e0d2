// DELETE /console/v1/session: end this session on the server and clear its cookie.
import { endSession } from '../../../domain/access/sessions.js';
import type { Handler } from '../../handler.js';
import { clearedSessionCookie } from '../../cookies.js';

export const signOut: Handler<'signOut'> = async (_req, ctx) => {
  await endSession(ctx.db, ctx.principal.sessionId!);
  return { status: 204, body: undefined as never, headers: { 'Set-Cookie': clearedSessionCookie(ctx.publicUrl.startsWith('https:')) } };
};
