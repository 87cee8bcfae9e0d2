// Failed sign-ins, counted per email (its key, db/emailKey.ts: the form sign-in finds the user by) and per client
// address in a table, so the limit holds across processes and on PGlite: 10 failures within 15 minutes refuse further
// attempts until the failure that made the tenth leaves the window. Subjects are stored as SHA-256 hashes: a password
// typed into the email field is not kept.
//
// An attempt is counted before its password is checked: under a lock per subject, the attempt is refused if a subject
// is at the limit, and otherwise recorded as a failure of each subject (a reservation) in the same transaction. A
// successful sign-in then deletes its reservation. Counting only after the check let every attempt of a burst pass
// the count before the first failure was stored (150 concurrent guesses were all checked); now at most 10 are.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { deleteInBatches } from '../../db/batches.js';
import { emailKey } from '../../db/emailKey.js';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

/** Advisory lock key space of the throttle's subjects (the first half of the two-int lock key): "SSI". */
const LOCK_CLASS = 0x53_53_49;

export interface ThrottleSubjects {
  email?: string | undefined;
  address: string;
}

/** An attempt counted in advance: its rows, and its email's subject (cleared when it succeeds). */
export interface Reservation {
  ids: number[];
  emailSubject: string | undefined;
}

export type AttemptVerdict = { reservation: Reservation; wait?: undefined } | { wait: number; reservation?: undefined };

function emailSubject(email: string): string {
  return subjectOf('email', emailKey(email));
}

function subjects(input: ThrottleSubjects): string[] {
  const out = [subjectOf('addr', input.address)];
  if (input.email !== undefined) out.push(emailSubject(input.email));
  return out;
}

function subjectOf(kind: string, value: string): string {
  return crypto.createHash('sha256').update(`${kind}:${value}`, 'utf8').digest('base64url');
}

/** Seconds until the subject is below the limit again, or 0 when it is below now. */
async function waitFor(db: Knex, subject: string): Promise<number> {
  // The MAX_FAILURES-th newest failure in the window: once it is older than the window, fewer than MAX remain.
  const row = await db('sign_in_failures')
    .where({ subject })
    .where('failed_at', '>', db.raw(`clock_timestamp() - make_interval(mins => ?)`, [WINDOW_MINUTES]))
    .orderBy('failed_at', 'desc')
    .offset(MAX_FAILURES - 1)
    .first(db.raw(`extract(epoch from (failed_at + make_interval(mins => ?) - clock_timestamp())) AS wait`, [WINDOW_MINUTES]));
  return row ? Math.max(1, Math.ceil(Number(row.wait))) : 0;
}

/**
 * Counts an attempt before its credentials are checked: answers the seconds to wait when the email or the address is
 * at the limit (nothing recorded), otherwise a reservation, already stored as a failure of each.
 */
export async function reserveAttempt(db: Knex, input: ThrottleSubjects): Promise<AttemptVerdict> {
  // Sorted, so that two attempts sharing subjects take their locks in one order and cannot deadlock.
  const all = [...new Set(subjects(input))].sort();
  return db.transaction(async (trx) => {
    for (const subject of all) await trx.raw('SELECT pg_advisory_xact_lock(?, hashtext(?))', [LOCK_CLASS, subject]);
    let wait = 0;
    for (const subject of all) wait = Math.max(wait, await waitFor(trx, subject));
    if (wait > 0) return { wait };
    const rows = (await trx('sign_in_failures').insert(all.map((subject) => ({ subject }))).returning('id')) as Array<{ id: number | string }>;
    const email = input.email === undefined ? undefined : emailSubject(input.email);
    return { reservation: { ids: rows.map((r) => Number(r.id)), emailSubject: email } };
  });
}

/**
 * The attempt signed in: its reservation was no failure, and its email's earlier failures are cleared (the address
 * keeps its count).
 */
export async function attemptSucceeded(db: Knex, reservation: Reservation): Promise<void> {
  const q = db('sign_in_failures').whereIn('id', reservation.ids);
  if (reservation.emailSubject !== undefined) q.orWhere({ subject: reservation.emailSubject });
  await q.delete();
}

/** Deletes failed sign-ins older than the window, `batch` per statement; answers how many. */
export async function pruneFailures(db: Knex, batch = 1000): Promise<number> {
  // A batch per statement: failed sign-ins are what a flood of bad passwords writes. now(), not clock_timestamp(): a
  // volatile bound could not limit the failed_at index's range scan.
  return deleteInBatches(batch, async (limit) =>
    affected(
      await db('sign_in_failures')
        .whereIn('id', db('sign_in_failures').where('failed_at', '<=', db.raw(`now() - make_interval(mins => ?)`, [WINDOW_MINUTES])).select('id').limit(limit))
        .delete(),
    ),
  );
}
