// POST /console/v1/session: sign in with email and password (throttled per email and per client address).
import { clearFailures, recordFailure, throttledFor } from '../../../domain/access/signInThrottle.js';
import { userWithPassword } from '../../../domain/access/signIn.js';
import type { SessionlessHandler } from '../../handler.js';
import { startSession, throttled, wrongCredentials } from './startSession.js';

export const signIn: SessionlessHandler<'signIn'> = async ({ body }, ctx) => {
  const { email, password } = body!;
  const subjects = { email, address: ctx.clientAddress };
  const wait = await throttledFor(ctx.db, subjects);
  if (wait > 0) throw throttled(wait);
  const user = await userWithPassword(ctx.db, email, password);
  if (!user) {
    await recordFailure(ctx.db, subjects);
    throw wrongCredentials();
  }
  await clearFailures(ctx.db, email);
  return startSession(ctx.db, user, ctx.publicUrl);
};
