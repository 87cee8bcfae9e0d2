// Console sessions: a random token in the `sluice_session` cookie, stored as its SHA-256 with the user and customer.
// A session ends after 12 hours without a request, 7 days after it began, or when ended (signed out, password
// changed elsewhere, user removed). Resolving joins `users`, so a removed user or a changed role applies at once.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { newId } from '../../ids.js';
import { ROLE_SCOPES, type Role } from './scopes.js';
import type { Principal } from './service.js';
import { hashToken, looksLikeToken, newToken } from './tokens.js';

export const SESSION_IDLE_HOURS = 12;
export const SESSION_MAX_DAYS = 7;
export const SESSION_MAX_AGE_SECONDS = SESSION_MAX_DAYS * 24 * 3600;

export interface NewSession {
  id: string;
  token: string;
  expires_at: string;
}

export async function createSession(db: Knex, input: { userId: string; customerId: string }): Promise<NewSession> {
  const token = newToken();
  const id = newId('ses');
  const [row] = await db('sessions')
    .insert({
      id,
      token_hash: hashToken(token),
      user_id: input.userId,
      customer_id: input.customerId,
      expires_at: db.raw(`clock_timestamp() + make_interval(days => ?)`, [SESSION_MAX_DAYS]),
    })
    .returning(['expires_at']);
  return { id, token, expires_at: row.expires_at as string };
}

/** The principal of a live session, or null. Marks the session seen, at most once a minute. */
export async function resolveSession(db: Knex, token: string): Promise<Principal | null> {
  if (!looksLikeToken(token)) return null;
  const row = await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.token_hash', hashToken(token))
    .where('s.expires_at', '>', db.raw('clock_timestamp()'))
    .where('s.last_seen_at', '>', db.raw(`clock_timestamp() - make_interval(hours => ?)`, [SESSION_IDLE_HOURS]))
    .first('s.id', 's.user_id', 's.customer_id', 'u.role', db.raw(`s.last_seen_at < clock_timestamp() - interval '1 minute' AS stale`))
    // Named, so PostgreSQL plans this per-request statement once per connection.
    .options({ name: 'sluice_session_lookup' });
  if (!row) return null;
  if (row.stale) await db('sessions').where({ id: row.id }).update({ last_seen_at: db.raw('clock_timestamp()') });
  const role = row.role as Role;
  return {
    customerId: row.customer_id,
    userId: row.user_id,
    keyId: null,
    sessionId: row.id,
    actor: { type: 'user', id: row.user_id },
    role,
    scopes: new Set(ROLE_SCOPES[role]),
  };
}

export async function endSession(db: Knex, sessionId: string): Promise<void> {
  await db('sessions').where({ id: sessionId }).delete();
}

/** Ends every session of a user except `keep` (after a password change). */
export async function endOtherSessions(db: Knex, user: { customerId: string; userId: string }, keep: string | null): Promise<number> {
  const q = db('sessions').where({ customer_id: user.customerId, user_id: user.userId });
  if (keep) q.whereNot({ id: keep });
  return affected(await q.delete());
}

export async function sessionExpiry(db: Knex, sessionId: string): Promise<string | undefined> {
  const row = await db('sessions').where({ id: sessionId }).first('expires_at');
  return row?.expires_at as string | undefined;
}

export async function pruneSessions(db: Knex): Promise<number> {
  const n = await db('sessions')
    // now(), not clock_timestamp(): a volatile bound could not limit the two indexes' range scans.
    .where('expires_at', '<=', db.raw('now()'))
    .orWhere('last_seen_at', '<=', db.raw(`now() - make_interval(hours => ?)`, [SESSION_IDLE_HOURS]))
    .delete();
  return affected(n);
}

export interface SessionView {
  user: { id: string; email: string; role: Role };
  customer: { id: string; name: string };
  expires_at: string;
}

/** The session with its user and customer as they are now, or undefined once it has ended. */
export async function sessionView(db: Knex, sessionId: string): Promise<SessionView | undefined> {
  const row = await db('sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .join('customers as c', 'c.id', 's.customer_id')
    .where('s.id', sessionId)
    .first('u.id as user_id', 'u.email', 'u.role', 'c.id as customer_id', 'c.name as customer_name', 's.expires_at');
  if (!row) return undefined;
  return {
    user: { id: row.user_id, email: row.email, role: row.role as Role },
    customer: { id: row.customer_id, name: row.customer_name },
    expires_at: row.expires_at,
  };
}
