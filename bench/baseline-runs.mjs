// The limit for the run-pipeline bench (bench/runs.mjs): a plain script using `pg` alone that copies the source
// tables `orders` and `order_lines` into destination tables with the same columns. Each table is read in batches
// of 1,000 rows in (updated_at, id) order, keyset on that pair, and each batch is upserted into the destination in
// one INSERT … SELECT FROM unnest(…) ON CONFLICT (id) DO UPDATE. No canonical layer, no plugin processes, no
// checkpoints.
// Run by bench/runs.mjs in its own process (BENCH_SOURCE_URL, BENCH_TARGET_URL; BENCH_WARM_SOURCE_URL and
// BENCH_WARM_TARGET_URL for an untimed warm-up copy first); prints one JSON line.
import { pathToFileURL } from 'node:url';
import pg from 'pg';

export const BATCH = 1_000;

/** The source tables (and the baseline's destination tables: the same columns, `id` the primary key). */
export const TABLES = [
  {
    name: 'orders',
    columns: [
      ['id', 'text'],
      ['order_number', 'text'],
      ['status', 'text'],
      ['total_cents', 'bigint'],
      ['currency', 'text'],
      ['placed_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
  },
  {
    name: 'order_lines',
    columns: [
      ['id', 'text'],
      ['order_id', 'text'],
      ['product_variant_id', 'text'],
      ['sku', 'text'],
      ['name', 'text'],
      ['quantity', 'integer'],
      ['unit_price_cents', 'bigint'],
      ['total_cents', 'bigint'],
      ['currency', 'text'],
      ['updated_at', 'timestamptz'],
    ],
  },
];

export function createTableSql(table) {
  const defs = table.columns.map(([name, type]) => `${name} ${type}${name === 'id' ? ' PRIMARY KEY' : name === 'updated_at' ? ' NOT NULL' : ''}`);
  return `CREATE TABLE ${table.name} (${defs.join(', ')})`;
}

// One array parameter per column, expanded by unnest into rows: the plain way done as well as it can be. A VALUES
// list with one parameter per value (7,000 to 10,000 for a batch), this script's form until 2026-11-28, made the
// whole copy about twice as long (BENCHMARKS.md, run pipeline), so every ratio measured against it flattered Sluice.
/**
 * INSERT … SELECT FROM unnest(…) ON CONFLICT (`key`) DO UPDATE into `table`, one array parameter per column
 * (`columns`: [name, type] pairs, in the order of the arrays given with it).
 */
export function unnestUpsert(table, columns, key) {
  const names = columns.map(([name]) => name);
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`);
  const updates = names.filter((n) => n !== key).map((n) => `${n} = EXCLUDED.${n}`);
  return `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')}) ON CONFLICT (${key}) DO UPDATE SET ${updates.join(', ')}`;
}

function upsertSql(table, rows) {
  return { text: unnestUpsert(table.name, table.columns, 'id'), values: table.columns.map(([name]) => rows.map((row) => row[name])) };
}

/** `table`'s rows after the keyset position `from` (all of them when null), a batch at a time, each read when asked for. */
export async function* batchesOf(source, table, from = null) {
  const names = table.columns.map(([name]) => name).join(', ');
  let after = from;
  for (;;) {
    const { rows } = after
      ? await source.query(`SELECT ${names} FROM ${table.name} WHERE (updated_at, id) > ($1::timestamptz, $2::text) ORDER BY updated_at, id LIMIT ${BATCH}`, [after.updated_at, after.id])
      : await source.query(`SELECT ${names} FROM ${table.name} ORDER BY updated_at, id LIMIT ${BATCH}`);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1];
    if (rows.length < BATCH) return;
  }
}

/** Copies `table`'s rows after the keyset position `from` (all of them when null); answers how many and the last position. */
export async function copyTable(source, target, table, from = null) {
  let moved = 0;
  let after = from;
  for await (const rows of batchesOf(source, table, from)) {
    await target.query(upsertSql(table, rows));
    moved += rows.length;
    after = rows[rows.length - 1];
  }
  return { moved, after };
}

// Timestamps stay text end to end, so the keyset position keeps every digit.
export const textTimestamps = { getTypeParser: (oid, format) => (oid === 1184 ? (v) => v : pg.types.getTypeParser(oid, format)) };

/**
 * Untimed, before the timed copy, when `warm` names a source and a target: the same copy of other rows, so that what
 * the process pays once (compiling its code) is not charged to the timed copy, as bench/runs/measure.mjs does for
 * Sluice. Its own connections: the timed copy opens its own, as it would without a warm-up.
 */
async function warmUp(warm) {
  if (!warm?.sourceUrl || !warm?.targetUrl) return;
  await copyAll(warm.sourceUrl, warm.targetUrl, { timed: false });
}

export async function copyAll(sourceUrl, targetUrl, { timed = true } = {}) {
  const types = textTimestamps;
  const source = new pg.Client({ connectionString: sourceUrl, types });
  const target = new pg.Client({ connectionString: targetUrl, types });
  await source.connect();
  await target.connect();
  try {
    for (const table of TABLES) await target.query(createTableSql(table));
    if (timed) process.send?.({ timing: true }); // bench/runs/processTree.mjs counts CPU from here
    const started = performance.now();
    const counts = {};
    for (const table of TABLES) counts[table.name] = (await copyTable(source, target, table)).moved;
    const seconds = (performance.now() - started) / 1000;
    if (timed) process.send?.({ timing: false });
    return { counts, records: Object.values(counts).reduce((a, b) => a + b, 0), seconds };
  } finally {
    await source.end();
    await target.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await warmUp({ sourceUrl: process.env.BENCH_WARM_SOURCE_URL, targetUrl: process.env.BENCH_WARM_TARGET_URL });
  const result = await copyAll(process.env.BENCH_SOURCE_URL, process.env.BENCH_TARGET_URL);
  result.maxRssKb = process.resourceUsage().maxRSS;
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.disconnect?.();
}
