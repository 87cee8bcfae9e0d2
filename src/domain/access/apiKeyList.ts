// API keys as the console shows them: with their user's email and last use, newest first in keyset pages, and
// revoked within a customer. An owner or admin sees every key of the customer and revokes those of users ranked no
// higher than themselves; others see and revoke only their own.
import type { Knex } from 'knex';
import { Forbidden, NotFound } from '../../errors.js';
import { fetchPage, type KeysetPage, type KeysetRequest } from '../../db/keyset.js';
import { ROLE_RANK, type Acting } from './members.js';
import type { Role } from './scopes.js';

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

/**
 * Revokes a key (once: a revoked key keeps its first revocation time). A member or viewer revokes only their own keys
 * (another's is 404, as if it did not exist); an owner or admin any key of the customer but those of a user whose role
 * is above their own (403: an admin cannot revoke an owner's keys). The role is checked in the revoking statement, so
 * a promotion that commits first is respected.
 */
export async function revokeConsoleKey(db: Knex, acting: Acting, keyId: string): Promise<ConsoleKeyRow> {
  const mayManageOthers = ROLE_RANK[acting.role] >= ROLE_RANK.admin;
  const reachable = (Object.keys(ROLE_RANK) as Role[]).filter((role) => ROLE_RANK[role] <= ROLE_RANK[acting.role]);
  const q = db('api_keys').where({ id: keyId, customer_id: acting.customerId });
  if (mayManageOthers) q.whereIn('user_id', db('users').where({ customer_id: acting.customerId }).whereIn('role', reachable).select('id'));
  else q.where({ user_id: acting.userId });
  const [row] = await q.update({ revoked_at: db.raw('coalesce(revoked_at, clock_timestamp())') }).returning(['id']);
  const key = await getConsoleKey(db, acting.customerId, keyId);
  if (row) return key!;
  if (!key || !mayManageOthers) throw keyNotFound(keyId);
  const holder = (await db('users').where({ id: key.user_id }).first('role')) as { role: Role } | undefined;
  if (!holder) throw keyNotFound(keyId);
  throw new Forbidden(`you cannot revoke API key '${keyId}' of ${key.user_email}, who is ${holder.role}, a role above your own (${acting.role})`);
}
