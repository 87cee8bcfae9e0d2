// API keys as the console shows them: with their user's email and last use, newest first in keyset pages, and
// revoked within a customer. An owner or admin sees and revokes every key of the customer; others only their own.
import type { Knex } from 'knex';
import { NotFound } from '../../errors.js';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';

export interface ConsoleKeyRow {
  id: string;
  name: string | null;
  prefix: string;
  scopes: string[];
  user_id: string;
  user_email: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
}

const COLUMNS = ['k.id', 'k.name', 'k.key_prefix as prefix', 'k.scopes', 'k.user_id', 'u.email as user_email', 'k.created_at', 'k.expires_at', 'k.last_used_at', 'k.revoked_at'];

/** Keys of the customer; of one user only when `userId` is given. */
function keysOf(db: Knex, customerId: string, userId: string | null) {
  const q = db('api_keys as k').join('users as u', 'u.id', 'k.user_id').where('k.customer_id', customerId);
  if (userId) q.where('k.user_id', userId);
  return q;
}

export async function listConsoleKeys(db: Knex, customerId: string, userId: string | null, req: KeysetRequest): Promise<KeysetPage<ConsoleKeyRow>> {
  return fetchPage<ConsoleKeyRow>(db, keysOf(db, customerId, userId).select(COLUMNS), 'k', { limit: req.limit, after: req.after });
}

export async function getConsoleKey(db: Knex, customerId: string, keyId: string): Promise<ConsoleKeyRow | undefined> {
  return (await keysOf(db, customerId, null).where('k.id', keyId).first(COLUMNS)) as ConsoleKeyRow | undefined;
}

export function keyNotFound(id: string): NotFound {
  return new NotFound('not_found', `API key '${id}' does not exist`);
}

/** Revokes a key (once: a revoked key keeps its first revocation time); 404 for a key the caller may not see. */
export async function revokeConsoleKey(db: Knex, customerId: string, userId: string | null, keyId: string): Promise<ConsoleKeyRow> {
  const q = db('api_keys').where({ id: keyId, customer_id: customerId });
  if (userId) q.where({ user_id: userId });
  const [row] = await q.update({ revoked_at: db.raw('coalesce(revoked_at, clock_timestamp())') }).returning(['id']);
  if (!row) throw keyNotFound(keyId);
  return (await getConsoleKey(db, customerId, keyId))!;
}
