// The members of a customer as the console manages them: list (oldest first, keyset pages), invite, change a role,
// remove. Roles rank owner > admin > member > viewer: nobody grants a role above their own, nor changes or removes
// someone above them, and a customer always keeps an owner (the customer row is locked while owners are counted, so
// two concurrent demotions cannot both pass).
import type { Knex } from 'knex';
import { emailKey } from '../../db/emailKey.js';
import { scoped } from '../../db/scoped.js';
import { conflict, Forbidden, NotFound, validationError } from '../../errors.js';
import { newId } from '../../ids.js';
import type { KeysetPage, KeysetPosition } from '../../db/keyset.js';
import { checkLimit, countOf } from '../customerLimits.js';
import type { Role } from './scopes.js';

export const ROLE_RANK: Readonly<Record<Role, number>> = { owner: 4, admin: 3, member: 2, viewer: 1 };

export interface MemberRow {
  id: string;
  email: string;
  role: Role;
  has_password: boolean;
  last_sign_in_at: string | null;
  created_at: string;
}

/** Who is acting: their user id, customer and current role. */
export interface Acting {
  userId: string;
  customerId: string;
  role: Role;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MEMBER_COLUMNS = ['u.id', 'u.email', 'u.role', 'u.last_sign_in_at', 'u.created_at'];

function memberSelect(db: Knex) {
  return [...MEMBER_COLUMNS, db.raw('(u.password_hash IS NOT NULL) AS has_password')];
}

export function memberNotFound(id: string): NotFound {
  return new NotFound('not_found', `member '${id}' does not exist`);
}

function aboveOwn(what: string, acting: Acting): Forbidden {
  return new Forbidden(`${what}, a role above your own (${acting.role})`);
}

export async function listMembers(db: Knex, customerId: string, page: { limit: number; after?: KeysetPosition | undefined }): Promise<KeysetPage<MemberRow>> {
  const base = scoped(db, 'users as u', customerId);
  const total = Number(((await base.clone().count({ n: '*' })) as Array<{ n: string | number }>)[0]?.n ?? 0);
  const q = base.clone().select(...memberSelect(db)).orderBy([{ column: 'u.created_at', order: 'asc' }, { column: 'u.id', order: 'asc' }]).limit(page.limit + 1);
  if (page.after) q.whereRaw('(u.created_at, u.id) > (?::timestamptz, ?)', [page.after.ts, page.after.id]);
  const rows = (await q) as MemberRow[];
  const hasMore = rows.length > page.limit;
  const pageRows = hasMore ? rows.slice(0, page.limit) : rows;
  const last = pageRows[pageRows.length - 1];
  const result: KeysetPage<MemberRow> = { rows: pageRows, total, hasMore };
  if (hasMore && last) result.next = { ts: last.created_at, id: last.id };
  return result;
}

export async function getMember(db: Knex, customerId: string, id: string): Promise<MemberRow | undefined> {
  return (await scoped(db, 'users as u', customerId).where('u.id', id).first(...memberSelect(db))) as MemberRow | undefined;
}

/**
 * Refuses a new member when the customer already has `max` (SLUICE_MAX_MEMBERS_PER_CUSTOMER), counted under the
 * customer's lock on members so that concurrent invitations cannot together pass it; undefined: no bound.
 */
export async function checkMemberLimit(trx: Knex.Transaction, customerId: string, max: number | undefined): Promise<void> {
  await checkLimit(trx, { customerId, kind: 'members', max }, async () => countOf(await scoped(trx, 'users', customerId).count({ n: '*' })));
}

/** Adds a member; with `maxPerCustomer`, a customer that has that many already is refused (LimitReached). */
export async function inviteMember(db: Knex, acting: Acting, input: { email: string; role: Role; maxPerCustomer?: number }): Promise<MemberRow> {
  const email = input.email.trim();
  if (!EMAIL.test(email) || email.length > 320) throw validationError(`email: '${input.email}' is not an email address (like name@example.com)`);
  if (ROLE_RANK[input.role] > ROLE_RANK[acting.role]) throw aboveOwn(`you cannot grant the role ${input.role}`, acting);
  const duplicate = () => conflict(`a member with the email ${email} already exists`);
  try {
    return await db.transaction(async (trx) => {
      const key = emailKey(email);
      if (await trx('users').where({ customer_id: acting.customerId, email_normalized: key }).first('id')) throw duplicate();
      await checkMemberLimit(trx, acting.customerId, input.maxPerCustomer);
      const id = newId('usr');
      await trx('users').insert({ id, customer_id: acting.customerId, email, email_normalized: key, role: input.role });
      return (await getMember(trx, acting.customerId, id))!;
    });
  } catch (err) {
    // Two invitations of one address at once: the unique index (customer_id, email_normalized) refuses the second.
    if ((err as { code?: string }).code === '23505') throw duplicate();
    throw err;
  }
}

/**
 * Locks the customer row, then answers the member, how many owners the customer has, and the acting user as they
 * are now (a concurrent change may have demoted or removed them since their request was authenticated).
 */
async function lockedTarget(trx: Knex.Transaction, acting: Acting, id: string): Promise<{ target: MemberRow; owners: number; acting: Acting }> {
  await trx('customers').where({ id: acting.customerId }).forUpdate().first('id');
  const me = await trx('users').where({ id: acting.userId, customer_id: acting.customerId }).first('role');
  if (!me || ROLE_RANK[me.role as Role] < ROLE_RANK.admin) {
    throw new Forbidden(`managing members needs the admin or owner role; you are now ${me ? me.role : 'removed'}`);
  }
  acting = { ...acting, role: me.role as Role };
  const target = await getMember(trx, acting.customerId, id);
  if (!target) throw memberNotFound(id);
  const counted = (await trx('users').where({ customer_id: acting.customerId, role: 'owner' }).count({ n: '*' })) as Array<{ n: string | number }>;
  return { target, owners: Number(counted[0]?.n ?? 0), acting };
}

export async function changeMemberRole(db: Knex, caller: Acting, id: string, role: Role): Promise<MemberRow> {
  return db.transaction(async (trx) => {
    const { target, owners, acting } = await lockedTarget(trx, caller, id);
    if (ROLE_RANK[target.role] > ROLE_RANK[acting.role]) throw aboveOwn(`you cannot change the role of ${target.email}, who is ${target.role}`, acting);
    if (ROLE_RANK[role] > ROLE_RANK[acting.role]) throw aboveOwn(`you cannot grant the role ${role}`, acting);
    if (target.role === role) return target;
    if (target.role === 'owner' && owners <= 1) {
      throw conflict(`${target.email} is the last owner and cannot be demoted: make another member owner first`);
    }
    await trx('users').where({ id }).update({ role, updated_at: trx.raw('clock_timestamp()') });
    return (await getMember(trx, acting.customerId, id))!;
  });
}

/** Deletes the member; their sessions, sign-in links and API keys go with the row (ON DELETE CASCADE). */
export async function removeMember(db: Knex, caller: Acting, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const { target, owners, acting } = await lockedTarget(trx, caller, id);
    if (ROLE_RANK[target.role] > ROLE_RANK[acting.role]) throw aboveOwn(`you cannot remove ${target.email}, who is ${target.role}`, acting);
    if (target.role === 'owner' && owners <= 1) {
      throw conflict(`${target.email} is the last owner and cannot be removed: make another member owner first`);
    }
    await trx('users').where({ id }).delete();
  });
}
