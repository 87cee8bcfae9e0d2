// Keeps the planner's statistics of the canonical tables fresh as they grow, by autovacuum's rule (ANALYZE a table
// once the rows changed since its last ANALYZE exceed 50 + 10 % of its estimated rows), except that a table of
// fewer than 100,000 rows waits until it has doubled or grown by 10,000 rows: by autovacuum's rule a new table
// filling by batches of 1,000 was analyzed after nearly every batch up to 10,000 rows (19 ANALYZEs of each table
// in a 35,000-record first run, an eighth of its time), while its plans change only with its order of magnitude. Sluice cannot count on
// autovacuum (a server may run without it, and PGlite has none), and although the upsert's own lookups are keyed
// so their plans do not depend on statistics (storedState.ts), other statements over these tables do.
//
// Counting costs no round trip: each process counts the rows its upserts change, per database (knex config) and
// table. A database's estimate and its changes not yet analyzed (pg_class.reltuples, pg_stat_user_tables'
// n_mod_since_analyze, so what other processes or a previous run left counts too) are read once when the process
// first writes to it, and the estimate again after each ANALYZE. Several processes each count their own share, so
// together they may change up to their number times the threshold before one of them analyzes.
import type { Knex } from 'knex';

export type CanonicalTable = 'canonical_records' | 'canonical_external_ids';
const TABLES: readonly CanonicalTable[] = ['canonical_records', 'canonical_external_ids'];

// The columns statements over these tables filter, join or sort on. The records' JSON (data, sources, external_ids)
// is never a condition; sampling it was most of an ANALYZE's cost (431 ms each in a 200,000-order run). An ANALYZE
// with a column list updates reltuples but leaves n_mod_since_analyze as it was, so a process starting after another
// one's run may analyze once more than needed, on its first upsert.
const ANALYZED_COLUMNS: Record<CanonicalTable, string> = {
  canonical_records: 'canonical_id, customer_id, entity, match_key, updated_at, last_source_update_at',
  canonical_external_ids: 'customer_id, entity, system, external_id, canonical_id',
};

// The keeper samples 300 × this many rows (PostgreSQL's rule) instead of 30,000 at the default target of 100: the
// sample is most of an ANALYZE's cost on a large table, and the keyed plans these statistics decide between (the
// match-key index or the sync index, test/canonicalPlans.test.ts) need row counts and distinct-value estimates,
// not fine histograms. An operator's own ANALYZE (or autovacuum's) still uses the server's target.
const STATISTICS_TARGET = 10;

/** autovacuum_analyze_threshold and autovacuum_analyze_scale_factor's defaults. */
export const ANALYZE_BASE = 50;
export const ANALYZE_SCALE = 0.1;
/** Below 10 × this many rows a table waits to double, or to grow by this many. */
export const ANALYZE_SMALL_TABLE_ROWS = 10_000;

interface TableState {
  /** Estimated rows as of the last ANALYZE (0 when never analyzed). */
  estimate: number;
  /** Rows changed since then. */
  changed: number;
}

interface DatabaseState {
  tables?: Map<CanonicalTable, TableState>;
  /** The counting and analyzing queued for this database, in order: one ANALYZE at a time. */
  tail: Promise<void>;
  /** Tables analyzed so far by this process (for tests and benches). */
  analyzed: CanonicalTable[];
}

// Keyed by the knex config object, which a knex instance shares with its transactions.
const databases = new WeakMap<object, DatabaseState>();

function stateOf(knex: Knex): DatabaseState {
  const key = (knex.client as { config: object }).config;
  let state = databases.get(key);
  if (!state) {
    state = { tail: Promise.resolve(), analyzed: [] };
    databases.set(key, state);
  }
  return state;
}

export function needsAnalyze(table: { estimate: number; changed: number }): boolean {
  const estimate = Math.max(table.estimate, 0);
  return table.changed > ANALYZE_BASE + Math.max(ANALYZE_SCALE * estimate, Math.min(estimate, ANALYZE_SMALL_TABLE_ROWS));
}

/** Whether pg_class row `c` holds rows of the table `name` (an SQL expression): the table itself, or a partition of it. */
const leafOf = (name: string) =>
  `c.relkind = 'r' AND (c.oid = ${name}::regclass OR c.oid IN (SELECT i.inhrelid FROM pg_inherits i WHERE i.inhparent = ${name}::regclass))`;

async function readTables(knex: Knex): Promise<Map<CanonicalTable, TableState>> {
  // Summed over the table's partitions when it is hash-partitioned (src/db/partitions.ts); a plain table is its own
  // one leaf. reltuples is -1 for a table never analyzed (PostgreSQL 14 and later).
  const { rows } = (await knex.raw(
    `SELECT t.name AS relname, sum(greatest(c.reltuples, 0))::float8 AS reltuples, sum(coalesce(s.n_mod_since_analyze, 0))::float8 AS changed
     FROM unnest(ARRAY['canonical_records', 'canonical_external_ids']) AS t(name)
     JOIN pg_class c ON ${leafOf('t.name')}
     LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
     GROUP BY t.name`,
  )) as { rows: Array<{ relname: CanonicalTable; reltuples: number; changed: number }> };
  const found = new Map(rows.map((r) => [r.relname, { estimate: Number(r.reltuples), changed: Number(r.changed) }]));
  return new Map(TABLES.map((t) => [t, found.get(t) ?? { estimate: 0, changed: 0 }]));
}

/**
 * A table's estimated rows alone, summed over its partitions: what an ANALYZE just changed. pg_class only, so it
 * costs a catalog lookup where readTables' pg_stat_user_tables computes the counters of every table in the database
 * (~10 ms each time, eleven times in a new customer's 10,000-order run).
 */
async function readEstimate(knex: Knex, table: CanonicalTable): Promise<number> {
  const { rows } = (await knex.raw(
    `SELECT sum(greatest(c.reltuples, 0))::float8 AS n FROM (SELECT ?::text AS name) t JOIN pg_class c ON ${leafOf('t.name')}`,
    [table],
  )) as { rows: Array<{ n: number | null }> };
  return Number(rows[0]?.n ?? 0);
}

async function count(knex: Knex, state: DatabaseState, changed: Partial<Record<CanonicalTable, number>>): Promise<void> {
  state.tables ??= await readTables(knex);
  for (const table of TABLES) {
    const t = state.tables.get(table)!;
    t.changed += changed[table] ?? 0;
    if (!needsAnalyze(t)) continue;
    t.changed = 0;
    await analyzeTable(knex, table);
    t.estimate = await readEstimate(knex, table);
    state.analyzed.push(table);
  }
}

/** One ANALYZE of the keeper: the key columns of `table`, sampled at the keeper's statistics target. */
export async function analyzeTable(knex: Knex, table: CanonicalTable): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw(`SET LOCAL default_statistics_target = ${STATISTICS_TARGET}`);
    await trx.raw(`ANALYZE ${table} (${ANALYZED_COLUMNS[table]})`);
  });
}

/**
 * Reads the tables' estimates and pending changes once per process and database, before its first upsert there
 * (a read after the upsert could count that upsert's changes twice). Later calls cost nothing.
 */
export async function startCounting(knex: Knex): Promise<void> {
  if (knex.isTransaction) return;
  const state = stateOf(knex);
  if (state.tables) return;
  state.tail = state.tail.then(async () => {
    try {
      state.tables ??= await readTables(knex);
    } catch {
      // Read again by the next count.
    }
  });
  await state.tail;
}

/**
 * Counts rows an upsert changed (call after it committed) and, in the background, analyzes each table that
 * crossed the threshold, so no batch waits for an ANALYZE. Runs on `knex` outside any transaction. A failure (a
 * role that does not own the table, a database closed meanwhile) is dropped: counting starts again with a fresh
 * read of the estimates, and the upsert that triggered it has long committed.
 */
export function noteChanges(knex: Knex, changed: Partial<Record<CanonicalTable, number>>): void {
  if (knex.isTransaction) return; // the caller's transaction is still open: not ours to run statements on
  const state = stateOf(knex);
  state.tail = state.tail.then(() =>
    count(knex, state, changed).catch(() => {
      state.tables = undefined;
    }),
  );
}

/** Waits for the counting and analyzing queued so far; answers the tables this process has analyzed. */
export async function statisticsSettled(knex: Knex): Promise<CanonicalTable[]> {
  const state = stateOf(knex);
  await state.tail;
  return [...state.analyzed];
}
