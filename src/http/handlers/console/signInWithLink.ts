// POST /console/v1/session/link: exchange a one-time sign-in link's token for a session.
import { consumeLoginLink } from '../../../domain/access/loginLinks.js';
import { signInUserById } from '../../../domain/access/signIn.js';
import { recordFailure, throttledFor } from '../../../domain/access/signInThrottle.js';
import type { SessionlessHandler } from '../../handler.js';
import { startSession, throttled, wrongCredentials } from './startSession.js';

export const signInWithLink: SessionlessHandler<'signInWithLink'> = async ({ body }, ctx) => {
  const subjects = { address: ctx.clientAddress };
  const wait = await throttledFor(ctx.db, subjects);
  if (wait > 0) throw throttled(wait);
  const userId = await consumeLoginLink(ctx.db, body!.token);
  const user = userId ? await signInUserById(ctx.db, userId) : undefined;
  if (!user) {
    await recordFailure(ctx.db, subjects);
    throw wrongCredentials('this sign-in link is unknown, already used or expired (links work once, for 15 minutes): ask for a new one');
  }
  return startSession(ctx.db, user, ctx.publicUrl);
};
