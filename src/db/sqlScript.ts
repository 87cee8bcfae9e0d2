// Runs a script of SQL statements one at a time: PGlite's extended protocol takes one statement per query.
// Statements are split on a semicolon at the end of a line, so a script must not end a line inside a literal.
import type { Knex } from 'knex';

export async function runScript(knex: Knex, script: string): Promise<void> {
  const statements = script
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
  for (const statement of statements) await knex.raw(statement);
}
