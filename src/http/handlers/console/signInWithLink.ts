// POST /console/v1/session/link: exchange a one-time sign-in link's token for a session (throttled per client
// address, the attempt counted before the token is looked up).
import { consumeLoginLink } from '../../../domain/access/loginLinks.js';
import { signInUserById } from '../../../domain/access/signIn.js';
import { attemptSucceeded, reserveAttempt } from '../../../domain/access/signInThrottle.js';
import type { SessionlessHandler } from '../../handler.js';
import { startSession, throttled, wrongCredentials } from './startSession.js';

export const signInWithLink: SessionlessHandler<'signInWithLink'> = async ({ body }, ctx) => {
  const attempt = await reserveAttempt(ctx.db, { address: ctx.clientAddress });
  if (attempt.wait !== undefined) throw throttled(attempt.wait);
  const userId = await consumeLoginLink(ctx.db, body!.token);
  const user = userId ? await signInUserById(ctx.db, userId) : undefined;
  if (!user) {
    throw wrongCredentials('this sign-in link is unknown, already used or expired (links work once, for 15 minutes): ask for a new one');
  }
  await attemptSucceeded(ctx.db, attempt.reservation);
  return startSession(ctx.db, user, ctx.publicUrl);
};
