// Migration 019 on a database with users in it: each user gets the key of their email (src/db/emailKey.ts, the one
// normalisation sign-in, the throttle and uniqueness use), so a user created before it is found however their address
// is written; two users of one customer who only differed under PostgreSQL's lower() stop it with a message naming
// them and leave the schema as it was; and going back restores the earlier indexes exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { migrateTo, migrateToLatest } from '../src/db/migrate.js';
import { emailKey } from '../src/db/emailKey.js';
import { setPassword, userWithPassword } from '../src/domain/access/signIn.js';
import { freshDatabase, type TestDatabase } from './support/database.js';

const BEFORE = '018_canonical_partitions';
const PASSWORD = 'a password of some length';

async function usersSchema(knex: Knex): Promise<string[]> {
  const { rows } = (await knex.raw(`
    SELECT pg_get_indexdef(x.indexrelid) AS line FROM pg_index x JOIN pg_class c ON c.oid = x.indrelid WHERE c.relname = 'users'
    UNION ALL
    SELECT 'column ' || attname FROM pg_attribute WHERE attrelid = 'users'::regclass AND attnum > 0 AND NOT attisdropped`)) as { rows: Array<{ line: string }> };
  return rows.map((r) => r.line).sort();
}

/** A user as the earlier build stored one: no key. */
async function insertOldUser(knex: Knex, customerId: string, id: string, email: string): Promise<void> {
  await knex('users').insert({ id, customer_id: customerId, email, role: 'viewer' });
}

describe('migration 019: the email key', () => {
  let t: TestDatabase;
  let knex: Knex;
  beforeAll(async () => {
    t = await freshDatabase({ migrate: false });
    knex = t.db.knex;
    await migrateTo(knex, BEFORE);
  });
  afterAll(() => t?.drop());

  it('refuses users of one customer who share a key, naming them, and leaves the schema as it was', async () => {
    const earlier = await usersSchema(knex);
    await knex('customers').insert({ id: 'cus_clash', name: 'Clash' });
    await insertOldUser(knex, 'cus_clash', 'usr_clash_a', 'straße@example.de');
    await insertOldUser(knex, 'cus_clash', 'usr_clash_b', 'STRASSE@example.de');
    await expect(migrateToLatest(knex)).rejects.toThrow(
      'migration 019: users of one customer whose emails are the same address once normalised (Unicode NFKC and case folding): ' +
        'cus_clash: usr_clash_a (straße@example.de), usr_clash_b (STRASSE@example.de).',
    );
    expect(await usersSchema(knex)).toEqual(earlier);
    await knex('users').where({ id: 'usr_clash_b' }).delete();
  });

  it('gives every existing user their key: an earlier user is found however the address is written', async () => {
    await knex('customers').insert({ id: 'cus_old', name: 'Old' });
    await insertOldUser(knex, 'cus_old', 'usr_old_dotted', '\u0130ris@Example.com');
    await insertOldUser(knex, 'cus_old', 'usr_old_plain', 'grace@example.com');
    await migrateToLatest(knex);
    const rows = (await knex('users').orderBy('id').select('id', 'email', 'email_normalized')) as Array<{ id: string; email: string; email_normalized: string }>;
    expect(rows.map((r) => [r.id, r.email_normalized])).toEqual([
      ['usr_clash_a', 'strasse@example.de'],
      ['usr_old_dotted', 'iris@example.com'],
      ['usr_old_plain', 'grace@example.com'],
    ]);
    for (const r of rows) expect(r.email_normalized).toBe(emailKey(r.email));
    await setPassword(knex, 'usr_old_dotted', PASSWORD);
    expect(await userWithPassword(knex, 'IRIS@example.com', PASSWORD)).toEqual({ id: 'usr_old_dotted', customer_id: 'cus_old' });
  });

  it('goes back to the earlier indexes exactly, keeping every user', async () => {
    await migrateTo(knex, BEFORE);
    expect(await usersSchema(knex)).toEqual(
      expect.arrayContaining([
        'CREATE UNIQUE INDEX users_customer_email ON public.users USING btree (customer_id, lower(email))',
        'CREATE INDEX users_email ON public.users USING btree (lower(email))',
      ]),
    );
    expect((await usersSchema(knex)).filter((line) => line.includes('normalized'))).toEqual([]);
    expect(await knex('users').count({ n: '*' })).toEqual([{ n: 3 }]);
  });
});
