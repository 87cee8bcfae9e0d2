// POST /console/v1/session: sign in with email and password (throttled per email and per client address; the attempt
// is counted before the password is checked, so a burst of guesses gets no more checks than the limit).
import { attemptSucceeded, reserveAttempt } from '../../../domain/access/signInThrottle.js';
import { userWithPassword } from '../../../domain/access/signIn.js';
import type { SessionlessHandler } from '../../handler.js';
import { startSession, throttled, wrongCredentials } from './startSession.js';

export const signIn: SessionlessHandler<'signIn'> = async ({ body }, ctx) => {
  const { email, password } = body!;
  const attempt = await reserveAttempt(ctx.db, { email, address: ctx.clientAddress });
  if (attempt.wait !== undefined) throw throttled(attempt.wait);
  const user = await userWithPassword(ctx.db, email, password);
  // A failed attempt's reservation stays: it is the failure, counted already.
  if (!user) throw wrongCredentials();
  await attemptSucceeded(ctx.db, attempt.reservation);
  return startSession(ctx.db, user, ctx.publicUrl);
};
