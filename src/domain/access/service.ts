// Customers, users and API keys: creation, listing, revocation, and resolving a presented key to a principal.
import type { Knex } from 'knex';
import { newId } from '../../ids.js';
import { affected } from '../../db/affected.js';
import { emailKey } from '../../db/emailKey.js';
import { deleteCanonicalOf } from '../canonical/retention.js';
import { AccessInputError } from './errors.js';
import { displayPrefix, generateApiKey, hashApiKey, hashesEqual, looksLikeApiKey } from './apiKeySecret.js';
import type { Actor } from '../events/outbox.js';
import { effectiveScopes, isRole, isScope, ROLE_SCOPES, type Role, type Scope } from './scopes.js';
import { checkMemberLimit } from './members.js';
import { checkLimit, countOf } from '../customerLimits.js';

export const KEY_EXPIRY_DAYS = [30, 90, 365] as const;

export interface Customer {
  id: string;
  name: string;
  created_at: string;
}

export interface User {
  id: string;
  customer_id: string;
  email: string;
  role: Role;
  created_at: string;
}

export interface ApiKeyRecord {
  id: string;
  customer_id: string;
  user_id: string;
  name: string | null;
  prefix: string;
  scopes: string[];
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** Who acts in a request: an API key, or a user signed in to the console (a session). */
export interface Principal {
  customerId: string;
  userId: string;
  /** The key when authenticated by an API key, null for a session. */
  keyId: string | null;
  /** The session when authenticated by the console's cookie, null for a key. */
  sessionId: string | null;
  /** What events name as having acted: the key, or the signed-in user. */
  actor: Actor;
  role: Role;
  scopes: Set<Scope>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function createCustomer(db: Knex, input: { name: string }): Promise<Customer> {
  const name = input.name?.trim();
  if (!name) throw new AccessInputError('a customer needs a non-empty --name');
  if (name.length > 200) throw new AccessInputError('a customer name is at most 200 characters');
  const [row] = await db('customers')
    .insert({ id: newId('cus'), name })
    .returning(['id', 'name', 'created_at']);
  return row as Customer;
}

/** A new user; with `maxPerCustomer` (SLUICE_MAX_MEMBERS_PER_CUSTOMER), a customer that has that many is refused. */
export async function createUser(db: Knex, input: { customerId: string; email: string; role: string; maxPerCustomer?: number }): Promise<User> {
  const email = input.email?.trim();
  if (!email || !EMAIL.test(email)) throw new AccessInputError(`'${input.email ?? ''}' is not an email address`);
  if (!isRole(input.role)) throw new AccessInputError(`role must be one of owner, admin, member, viewer; got '${input.role}'`);
  const key = emailKey(email);
  const taken = () => new AccessInputError(`customer ${input.customerId} already has a user with email ${email}`);
  try {
    return await db.transaction(async (trx) => {
      await requireCustomer(trx, input.customerId);
      if (await trx('users').where({ customer_id: input.customerId, email_normalized: key }).first('id')) throw taken();
      await checkMemberLimit(trx, input.customerId, input.maxPerCustomer);
      const [row] = await trx('users')
        .insert({ id: newId('usr'), customer_id: input.customerId, email, email_normalized: key, role: input.role })
        .returning(['id', 'customer_id', 'email', 'role', 'created_at']);
      return row as User;
    });
  } catch (err) {
    // Two creations of one address at once: the unique index (customer_id, email_normalized) refuses the second.
    if ((err as { code?: string }).code === '23505') throw taken();
    throw err;
  }
}

/**
 * Deletes a customer and everything it owns: its canonical layer first, in batches (no foreign key reaches those
 * tables, so that a run's inserts are not checked one by one), then its row, whose foreign keys take the rest with
 * it. Interrupted, it can be run again. False when there is no such customer.
 */
export async function deleteCustomer(db: Knex, customerId: string): Promise<boolean> {
  if (!(await db('customers').where({ id: customerId }).first('id'))) return false;
  await deleteCanonicalOf(db, customerId);
  return affected(await db('customers').where({ id: customerId }).delete()) > 0;
}

/** Whether any customer exists yet (a first start creates the demo tenant only when none does). */
export async function anyCustomer(db: Knex): Promise<boolean> {
  return (await db('customers').first('id')) !== undefined;
}

/** A user's id and email, across customers (the CLI names users by id); undefined when there is no such user. */
export async function findUserById(db: Knex, userId: string): Promise<{ id: string; email: string } | undefined> {
  return db('users').where({ id: userId }).first('id', 'email');
}

export async function setUserRole(db: Knex, userId: string, role: string): Promise<void> {
  if (!isRole(role)) throw new AccessInputError(`role must be one of owner, admin, member, viewer; got '${role}'`);
  const updated = affected(await db('users').where({ id: userId }).update({ role, updated_at: db.fn.now() }));
  if (updated === 0) throw new AccessInputError(`no user ${userId}`);
}

export interface CreateKeyInput {
  customerId: string;
  userId: string;
  scopes: string[];
  expiresInDays?: number | undefined;
  name?: string | undefined;
  /** The most live keys the customer may hold (SLUICE_MAX_API_KEYS_PER_CUSTOMER); absent: no bound. */
  maxPerCustomer?: number | undefined;
}

/** The customer's keys that still authenticate: neither revoked nor past their expiry. */
async function countLiveKeys(trx: Knex.Transaction, customerId: string): Promise<number> {
  const rows = await trx('api_keys')
    .where({ customer_id: customerId })
    .whereNull('revoked_at')
    .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', trx.raw('clock_timestamp()')))
    .count({ n: '*' });
  return countOf(rows);
}

/**
 * Creates a key and returns its secret; the secret exists only in this return value. With `maxPerCustomer`, a
 * customer that already holds that many live keys is refused (LimitReached).
 */
export async function createApiKey(db: Knex, input: CreateKeyInput): Promise<{ record: ApiKeyRecord; key: string }> {
  const scopes = [...new Set(input.scopes.map((s) => s.trim()).filter(Boolean))];
  if (scopes.length === 0) throw new AccessInputError('a key needs at least one scope');
  const unknown = scopes.filter((s) => !isScope(s));
  if (unknown.length) throw new AccessInputError(`unknown scope(s): ${unknown.join(', ')}`);
  if (input.expiresInDays !== undefined && !(KEY_EXPIRY_DAYS as readonly number[]).includes(input.expiresInDays)) {
    throw new AccessInputError(`expiry must be 30, 90 or 365 days; got ${input.expiresInDays}`);
  }
  if (input.name !== undefined && input.name.length > 200) throw new AccessInputError('a key name is at most 200 characters');
  return db.transaction(async (trx) => {
    await requireCustomer(trx, input.customerId);
    const user = await trx('users').where({ id: input.userId, customer_id: input.customerId }).first('id', 'role');
    if (!user) throw new AccessInputError(`customer ${input.customerId} has no user ${input.userId}`);
    const allowed = ROLE_SCOPES[user.role as Role];
    const beyondRole = scopes.filter((s) => !allowed.has(s as Scope));
    if (beyondRole.length) {
      throw new AccessInputError(`a ${user.role} cannot hold scope(s) ${beyondRole.join(', ')}`);
    }
    await checkLimit(trx, { customerId: input.customerId, kind: 'apiKeys', max: input.maxPerCustomer }, () => countLiveKeys(trx, input.customerId));
    const key = generateApiKey();
    const [row] = await trx('api_keys')
      .insert({
        id: newId('key'),
        customer_id: input.customerId,
        user_id: input.userId,
        name: input.name ?? null,
        key_hash: hashApiKey(key),
        key_prefix: displayPrefix(key),
        scopes,
        expires_at: input.expiresInDays
          ? trx.raw(`clock_timestamp() + make_interval(days => ?)`, [input.expiresInDays])
          : null,
      })
      .returning(KEY_COLUMNS);
    return { record: row as ApiKeyRecord, key };
  });
}

const KEY_COLUMNS = ['id', 'customer_id', 'user_id', 'name', 'key_prefix as prefix', 'scopes', 'expires_at', 'revoked_at', 'created_at'];

export async function listApiKeys(db: Knex, customerId: string): Promise<ApiKeyRecord[]> {
  await requireCustomer(db, customerId);
  return db('api_keys').where({ customer_id: customerId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select(KEY_COLUMNS);
}

export async function revokeApiKey(db: Knex, keyId: string): Promise<ApiKeyRecord> {
  const [row] = await db('api_keys')
    .where({ id: keyId })
    .update({ revoked_at: db.raw('coalesce(revoked_at, clock_timestamp())') })
    .returning(KEY_COLUMNS);
  if (!row) throw new AccessInputError(`no API key ${keyId}`);
  return row as ApiKeyRecord;
}

/**
 * The principal for a presented key, or null when the key is unknown, revoked or expired. Role and scopes are read
 * on every call, so demoting a user narrows their keys at once.
 */
export async function authenticate(db: Knex, presented: string): Promise<Principal | null> {
  const lookup = keyLookup(presented);
  return lookup ? authenticateLookup(db, lookup) : null;
}

/** authenticate, for a key already turned into its lookup (keyLookup), so the key is hashed once per request. */
export async function authenticateLookup(db: Knex, lookup: KeyLookup): Promise<Principal | null> {
  // Named, so PostgreSQL plans it once per connection: planning cost more than running it (BENCHMARKS.md).
  const result = await db.raw(`WITH ${lookup.lookupCte} SELECT * FROM key_row`, lookup.bindings).options({ name: 'sluice_key_lookup' });
  return principalFromKeyRow(result.rows[0], lookup.hash);
}

/**
 * The key lookup as a CTE named `key_row`, for a statement that also does other work for the request (the
 * rate-limit count, src/http/rateLimit/sqlStore.ts), so a request pays one round trip. It also stamps
 * `last_used_at`, at most once a minute per key, in the same statement. Null when the text cannot be a key.
 */
export interface KeyLookup {
  lookupCte: string;
  bindings: Record<string, unknown>;
  hash: Buffer;
}

export function keyLookup(presented: string): KeyLookup | null {
  if (!looksLikeApiKey(presented)) return null;
  const hash = hashApiKey(presented);
  const lookupCte = `key_row AS (
  SELECT k.id, k.customer_id, k.user_id, k.key_hash, k.scopes, u.role,
         (k.last_used_at IS NULL OR k.last_used_at < clock_timestamp() - interval '1 minute') AS stale
    FROM api_keys k JOIN users u ON u.id = k.user_id
   WHERE k.key_hash = :keyHash AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
), key_touch AS (
  UPDATE api_keys SET last_used_at = date_trunc('minute', clock_timestamp()) WHERE id IN (SELECT id FROM key_row WHERE stale)
)`;
  return { lookupCte, bindings: { keyHash: hash }, hash };
}

/** The principal for a `key_row` (see keyLookup), or null when there is none. */
export function principalFromKeyRow(row: Record<string, unknown> | undefined, hash: Buffer): Principal | null {
  if (!row || !hashesEqual(row.key_hash as Uint8Array, hash)) return null;
  const id = row.id as string;
  return {
    customerId: row.customer_id as string,
    userId: row.user_id as string,
    keyId: id,
    sessionId: null,
    actor: { type: 'api_key', id },
    role: row.role as Role,
    scopes: effectiveScopes(row.scopes as string[], row.role as Role),
  };
}

async function requireCustomer(db: Knex, customerId: string): Promise<void> {
  const found = await db('customers').where({ id: customerId }).first('id');
  if (!found) throw new AccessInputError(`no customer ${customerId}`);
}
