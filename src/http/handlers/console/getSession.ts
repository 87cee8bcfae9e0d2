// GET /console/v1/session: who is signed in, with the scopes of their current role.
import { sessionView } from '../../../domain/access/sessions.js';
import { HttpError } from '../../httpError.js';
import type { Handler } from '../../handler.js';
import { SESSION_CHALLENGE } from '../../cookies.js';
import { toConsoleSession } from './startSession.js';

export const getSession: Handler<'getSession'> = async (_req, ctx) => {
  const view = await sessionView(ctx.db, ctx.principal.sessionId!);
  if (!view) throw new HttpError(401, 'unauthorized', 'your console session has ended: sign in again', { headers: { 'WWW-Authenticate': SESSION_CHALLENGE } });
  return { status: 200, body: toConsoleSession(view), headers: { 'Cache-Control': 'no-store' } };
};
