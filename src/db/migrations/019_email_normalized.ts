// Users are compared by one key of their email, computed in JavaScript (src/db/emailKey.ts), instead of PostgreSQL's
// lower(): the sign-in throttle counted failures under JavaScript's lower case while sign-in found the user with
// lower(), and an address the two lower-case differently (`İ`) had a throttle bucket of its own that still reached
// the user. `email_normalized` holds the key; it is unique per customer (as lower(email) was) and indexed alone for
// sign-in, which looks an address up across customers. The email as typed stays in `email`, for display.
//
// Existing users get their key here, from the same function. Two users of one customer whose addresses differed
// under lower() but share a key (`straße` and `STRASSE`, `ıris` and `iris`) stop the migration, naming them: one of
// them must change address (or be removed) first, since sign-in could not tell them apart.
import type { Knex } from 'knex';
import { emailKey } from '../emailKey.js';
import { runScript } from '../sqlScript.js';

const BATCH = 500;

async function fillKeys(knex: Knex): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await knex('users').where('id', '>', after).orderBy('id').limit(BATCH).select('id', 'email')) as Array<{ id: string; email: string }>;
    if (rows.length === 0) return;
    const values = rows.map(() => '(?, ?)').join(', ');
    await knex.raw(
      `UPDATE users SET email_normalized = v.key FROM (VALUES ${values}) AS v(id, key) WHERE users.id = v.id`,
      rows.flatMap((r) => [r.id, emailKey(r.email)]),
    );
    after = rows[rows.length - 1]!.id;
  }
}

async function refuseSharedKeys(knex: Knex): Promise<void> {
  const { rows } = (await knex.raw(`
    SELECT customer_id, string_agg(id || ' (' || email || ')', ', ' ORDER BY id) AS users
      FROM users GROUP BY customer_id, email_normalized HAVING count(*) > 1 ORDER BY customer_id LIMIT 20`)) as {
    rows: Array<{ customer_id: string; users: string }>;
  };
  if (rows.length === 0) return;
  const clashes = rows.map((r) => `${r.customer_id}: ${r.users}`).join('; ');
  throw new Error(
    `migration 019: users of one customer whose emails are the same address once normalised (Unicode NFKC and case folding): ${clashes}. ` +
      'Change the email of one of each (or remove it) with the earlier build, then migrate again.',
  );
}

export async function up(knex: Knex): Promise<void> {
  await runScript(knex, 'ALTER TABLE users ADD COLUMN email_normalized text;');
  await fillKeys(knex);
  await refuseSharedKeys(knex);
  await runScript(knex, `
    ALTER TABLE users ALTER COLUMN email_normalized SET NOT NULL;
    CREATE UNIQUE INDEX users_customer_email_normalized ON users (customer_id, email_normalized);
    CREATE INDEX users_email_normalized ON users (email_normalized);
    DROP INDEX users_customer_email;
    DROP INDEX users_email;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await runScript(knex, `
    CREATE UNIQUE INDEX users_customer_email ON users (customer_id, lower(email));
    CREATE INDEX users_email ON users (lower(email));
    DROP INDEX users_email_normalized;
    DROP INDEX users_customer_email_normalized;
    ALTER TABLE users DROP COLUMN email_normalized;
  `);
}
