// Failed sign-ins, counted per email (lower-cased) and per client address in a table, so the limit holds across
// processes and on PGlite: 10 failures within 15 minutes refuse further attempts until the failure that made the
// tenth leaves the window. Subjects are stored as SHA-256 hashes: a password typed into the email field is not kept.
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { affected } from '../../db/affected.js';
import { deleteInBatches } from '../../db/batches.js';

export const MAX_FAILURES = 10;
export const WINDOW_MINUTES = 15;

export interface ThrottleSubjects {
  email?: string | undefined;
  address: string;
}

function subjects(input: ThrottleSubjects): string[] {
  const out = [subjectOf('addr', input.address)];
  if (input.email !== undefined) out.push(subjectOf('email', input.email.trim().toLowerCase()));
  return out;
}

function subjectOf(kind: string, value: string): string {
  return crypto.createHash('sha256').update(`${kind}:${value}`, 'utf8').digest('base64url');
}

/** Seconds until another attempt is allowed, or 0 when one is allowed now. */
export async function throttledFor(db: Knex, input: ThrottleSubjects): Promise<number> {
  let wait = 0;
  for (const subject of subjects(input)) {
    // The MAX_FAILURES-th newest failure in the window: once it is older than the window, fewer than MAX remain.
    const row = await db('sign_in_failures')
      .where({ subject })
      .where('failed_at', '>', db.raw(`clock_timestamp() - make_interval(mins => ?)`, [WINDOW_MINUTES]))
      .orderBy('failed_at', 'desc')
      .offset(MAX_FAILURES - 1)
      .first(db.raw(`extract(epoch from (failed_at + make_interval(mins => ?) - clock_timestamp())) AS wait`, [WINDOW_MINUTES]));
    if (row) wait = Math.max(wait, Math.max(1, Math.ceil(Number(row.wait))));
  }
  return wait;
}

export async function recordFailure(db: Knex, input: ThrottleSubjects): Promise<void> {
  await db('sign_in_failures').insert(subjects(input).map((subject) => ({ subject })));
}

/** A successful sign-in clears its email's failures (the address keeps its count). */
export async function clearFailures(db: Knex, email: string): Promise<void> {
  await db('sign_in_failures').where({ subject: subjectOf('email', email.trim().toLowerCase()) }).delete();
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
