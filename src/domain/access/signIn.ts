// Checking an email and password. The address is found by its key (db/emailKey.ts), the form the throttle counts
// it under too, however it was written. An email may belong to users of several customers: each of those with a
// password is checked, oldest first, and the first match signs in. Without any, a dummy hash is checked instead, so
// an unknown email and a wrong password take the same time and give the same answer.
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { emailKey } from '../../db/emailKey.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

export interface SignInUser {
  id: string;
  customer_id: string;
}

const MAX_ACCOUNTS_PER_EMAIL = 5;

/** The user a sign-in link was made for, if it still exists. */
export async function signInUserById(db: Knex, userId: string): Promise<SignInUser | undefined> {
  return (await db('users').where({ id: userId }).first('id', 'customer_id')) as SignInUser | undefined;
}

export async function userWithPassword(db: Knex, email: string, password: string): Promise<SignInUser | undefined> {
  const rows = (await db('users')
    .where({ email_normalized: emailKey(email) })
    .whereNotNull('password_hash')
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .limit(MAX_ACCOUNTS_PER_EMAIL)
    .select('id', 'customer_id', 'password_hash')) as Array<SignInUser & { password_hash: string }>;
  if (rows.length === 0) {
    await verifyAgainstDummy(password);
    return undefined;
  }
  for (const row of rows) {
    if (await verifyPassword(password, row.password_hash)) return { id: row.id, customer_id: row.customer_id };
  }
  return undefined;
}

export async function recordSignIn(db: Knex, userId: string): Promise<void> {
  await db('users').where({ id: userId }).update({ last_sign_in_at: db.raw('clock_timestamp()') });
}

/** Sets a user's password (already checked for length); answers false when there is no such user. */
export async function setPassword(db: Knex, userId: string, password: string): Promise<boolean> {
  return storePasswordHash(db, userId, await hashPassword(password));
}

/** Stores a hash made by hashPassword as a user's password; answers false when there is no such user. */
export async function storePasswordHash(db: Knex, userId: string, hash: string): Promise<boolean> {
  const n = await db('users').where({ id: userId }).update({ password_hash: hash, updated_at: db.raw('clock_timestamp()') });
  return affected(n) > 0;
}

export async function storedPasswordHash(db: Knex, userId: string): Promise<string | null | undefined> {
  const row = await db('users').where({ id: userId }).first('password_hash');
  return row ? (row.password_hash as string | null) : undefined;
}
