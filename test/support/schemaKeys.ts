// The rule docs/scaling.md states, read off the database catalog: what in the schema stops a table from being
// partitioned or distributed by customer_id, and foreign keys no index serves. Answers one line per problem.
import type { Knex } from 'knex';

/** Tables with no customer: the tenants themselves and the throttles keyed by what a request presents. */
export const GLOBAL_TABLES = new Set(['customers', 'sign_in_failures', 'rate_limit_counters', 'knex_migrations', 'knex_migrations_lock']);

/**
 * Unique lookups made before the customer is known: a presented API key, session or sign-in link is found by its
 * hash. Their tables stay small and unpartitioned (Citus reference tables, docs/scaling.md).
 */
export const GLOBAL_LOOKUPS = new Set(['api_keys_key_hash_key', 'sessions_token_hash_key', 'login_links_token_hash_key']);

interface Constraint {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f' | 'i';
  columns: string[];
  referenced: string[] | null;
}

async function constraints(knex: Knex): Promise<Constraint[]> {
  const { rows } = (await knex.raw(`
    SELECT c.relname AS "table", k.conname AS name, k.contype AS kind,
           ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, o) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.o) AS columns,
           CASE WHEN k.contype = 'f' THEN ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, o) JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.o) END AS referenced
      FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace s ON s.oid = c.relnamespace
     WHERE s.nspname = current_schema() AND k.contype IN ('p', 'u', 'f') AND c.relkind IN ('r', 'p') AND NOT c.relispartition
    UNION ALL
    SELECT t.relname, i.relname, 'i',
           ARRAY(SELECT coalesce(a.attname::text, '(expression)') FROM unnest(x.indkey::int2[]) WITH ORDINALITY u(n, o) LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = u.n ORDER BY u.o),
           NULL
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
     WHERE s.nspname = current_schema() AND x.indisunique AND NOT x.indisprimary AND t.relkind IN ('r', 'p') AND NOT t.relispartition
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`)) as { rows: Constraint[] };
  return rows;
}

async function tenantColumns(knex: Knex): Promise<Map<string, boolean>> {
  const { rows } = (await knex.raw(`
    SELECT c.relname AS "table", bool_or(a.attname = 'customer_id') AS has_customer
      FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE s.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     GROUP BY c.relname`)) as { rows: Array<{ table: string; has_customer: boolean }> };
  return new Map(rows.map((r) => [r.table, r.has_customer]));
}

interface IndexColumns {
  columns: string[];
  /** A partial index's condition, e.g. `(retry_of IS NOT NULL)`; null for a whole-table index. */
  predicate: string | null;
}

/** Index column lists per table, with the condition of partial ones. */
async function indexPrefixes(knex: Knex): Promise<Map<string, IndexColumns[]>> {
  const { rows } = (await knex.raw(`
    SELECT t.relname AS "table", pg_get_expr(x.indpred, x.indrelid) AS predicate,
           ARRAY(SELECT coalesce(a.attname::text, '(expression)') FROM unnest(x.indkey::int2[]) WITH ORDINALITY u(n, o) LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = u.n ORDER BY u.o) AS columns
      FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
     WHERE s.nspname = current_schema() AND NOT t.relispartition`)) as { rows: Array<IndexColumns & { table: string }> };
  const byTable = new Map<string, IndexColumns[]>();
  for (const { table, ...ix } of rows) byTable.set(table, [...(byTable.get(table) ?? []), ix]);
  return byTable;
}

/** An index a foreign key's lookup (`col = value` for each column) can use: its leading columns, whole or partial
 * only on one of those columns being set (which equality implies). */
function serves(ix: IndexColumns, columns: string[]): boolean {
  const leads = columns.every((col, i) => ix.columns[i] === col);
  return leads && (ix.predicate === null || columns.some((col) => ix.predicate === `(${col} IS NOT NULL)`));
}

const KIND = { p: 'primary key', u: 'unique', i: 'unique index', f: 'foreign key' } as const;

function keyProblem(c: Constraint, indexes: Map<string, IndexColumns[]>): string | undefined {
  const where = `${c.table}: ${KIND[c.kind]} ${c.name} (${c.columns.join(', ')})`;
  if (c.kind === 'f') {
    const toCustomers = c.columns.length === 1 && c.columns[0] === 'customer_id';
    if (!toCustomers && (c.columns[0] !== 'customer_id' || c.referenced?.[0] !== 'customer_id')) return `${where} does not lead with customer_id on both sides`;
    const served = (indexes.get(c.table) ?? []).some((ix) => serves(ix, c.columns));
    return served ? undefined : `${where} has no index leading with its columns`;
  }
  if (GLOBAL_LOOKUPS.has(c.name)) return undefined;
  return c.columns[0] === 'customer_id' ? undefined : `${where} does not lead with customer_id`;
}

export async function schemaKeyProblems(knex: Knex): Promise<string[]> {
  const [tables, all, indexes] = await Promise.all([tenantColumns(knex), constraints(knex), indexPrefixes(knex)]);
  const problems: string[] = [];
  for (const [table, hasCustomer] of tables) {
    if (!hasCustomer && !GLOBAL_TABLES.has(table)) problems.push(`${table}: no customer_id column, and not one of the global tables`);
  }
  for (const c of all) {
    if (GLOBAL_TABLES.has(c.table)) continue;
    const problem = keyProblem(c, indexes);
    if (problem) problems.push(problem);
  }
  return problems.sort();
}
