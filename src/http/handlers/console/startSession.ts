// Shared by both sign-ins: start a session for a user, record the sign-in, answer the session and set its cookie.
import type { Knex } from 'knex';
import type { components } from '../../../../generated/openapi.js';
import { HttpError } from '../../httpError.js';
import { SCOPES, ROLE_SCOPES, type Role } from '../../../domain/access/scopes.js';
import { createSession, sessionView, type SessionView } from '../../../domain/access/sessions.js';
import { recordSignIn } from '../../../domain/access/signIn.js';
import { SESSION_CHALLENGE, sessionCookie } from '../../cookies.js';

export type ConsoleSession = components['schemas']['ConsoleSession'];

export function toConsoleSession(view: SessionView): ConsoleSession {
  const allowed = ROLE_SCOPES[view.user.role as Role];
  return { user: view.user, customer: view.customer, scopes: SCOPES.filter((s) => allowed.has(s)), expires_at: view.expires_at };
}

export async function startSession(db: Knex, user: { id: string; customer_id: string }, publicUrl: string) {
  const session = await createSession(db, { userId: user.id, customerId: user.customer_id });
  await recordSignIn(db, user.id);
  const view = await sessionView(db, session.id);
  if (!view) throw new HttpError(500, 'internal_error', 'the new session disappeared');
  return {
    status: 200 as const,
    body: toConsoleSession(view),
    headers: { 'Set-Cookie': sessionCookie(session.token, publicUrl.startsWith('https:')), 'Cache-Control': 'no-store' },
  };
}

/** The answer to a wrong email or password, a user without a password, and an unusable link alike. */
export function wrongCredentials(message = 'wrong email or password'): HttpError {
  return new HttpError(401, 'unauthorized', message, { headers: { 'WWW-Authenticate': SESSION_CHALLENGE } });
}

export function throttled(seconds: number): HttpError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    'rate_limited',
    `too many failed sign-ins for this email or from this address; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}
