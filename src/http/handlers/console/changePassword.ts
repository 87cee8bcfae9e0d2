// PUT /console/v1/session/password: set or change the signed-in user's password; their other sessions end.
import { passwordProblem, verifyPassword } from '../../../domain/access/passwords.js';
import { endOtherSessions } from '../../../domain/access/sessions.js';
import { setPassword, storedPasswordHash } from '../../../domain/access/signIn.js';
import { validationError } from '../../../errors.js';
import type { Handler } from '../../handler.js';

export const changePassword: Handler<'changePassword'> = async ({ body }, ctx) => {
  const { current_password: current, new_password: next } = body!;
  const problem = passwordProblem(next);
  if (problem) throw validationError(`new_password: ${problem}`);
  const stored = await storedPasswordHash(ctx.db, ctx.principal.userId);
  if (stored) {
    if (current === undefined) throw validationError('current_password: required, since you already have a password');
    if (!(await verifyPassword(current, stored))) throw validationError('current_password: does not match your current password');
  }
  await setPassword(ctx.db, ctx.principal.userId, next);
  await endOtherSessions(ctx.db, ctx.principal, ctx.principal.sessionId);
  return { status: 204, body: undefined as never };
};
