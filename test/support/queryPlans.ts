// What a statement reads, from its plan as executed: for tests that a query's cost does not grow with a table (rows
// read, not time, so the machine's load does not matter).
import type { Knex } from 'knex';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

export interface Statement {
  sql: string;
  bindings: readonly unknown[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** What `work` returns, and the statements it sent whose SQL matches `pattern`, ready for knex.raw. */
export async function capture<T>(knex: Knex, pattern: RegExp, work: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
  const statements: Statement[] = [];
  // The driver's text numbers its placeholders ($1, $2, …) in the order knex.raw's `?` stood.
  const listener = (q: { sql: string; bindings?: unknown[] }) => {
    if (pattern.test(q.sql)) statements.push({ sql: q.sql.replace(/\$\d+/g, '?'), bindings: q.bindings ?? [] });
  };
  knex.on('query', listener);
  try {
    return { result: await work(), statements };
  } finally {
    knex.off('query', listener);
  }
}

/** What a statement did, from its plan as executed. */
export interface Executed {
  /** Rows each table's scans read (returned or filtered out, over every loop). */
  read: Record<string, number>;
  /** Rows it locked (FOR UPDATE and the like), all tables together. */
  locked: number;
  /** The plan, to show when a figure is not the one expected. */
  plan: string;
}

/** Runs `statement` under EXPLAIN ANALYZE in a transaction rolled back after, so whatever it changes or locks is undone. */
export async function execute(knex: Knex, statement: Statement): Promise<Executed> {
  const trx = await knex.transaction();
  try {
    const { rows } = await trx.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.bindings as Knex.RawBinding[]);
    const read: Record<string, number> = {};
    let locked = 0;
    const plan = (rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]!.Plan;
    for (const node of nodes(plan)) {
      const loops = node['Actual Loops'] ?? 1;
      if (node['Node Type'] === 'LockRows') locked += (node['Actual Rows'] ?? 0) * loops;
      const table = node['Relation Name'];
      if (!table || !node['Node Type'].includes('Scan')) continue;
      read[table] = (read[table] ?? 0) + ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * loops;
    }
    return { read, locked, plan: JSON.stringify(plan, null, 1) };
  } finally {
    await trx.rollback();
  }
}
