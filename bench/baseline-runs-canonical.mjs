// The same work as a Sluice run, done plainly: the floor for the run-pipeline bench (bench/runs.mjs). Where the limit
// (baseline-runs.mjs) copies the source tables straight into the destination, this script, like a Sluice run, also
// keeps the canonical copy: each batch of 1,000 rows read in (updated_at, id) order is looked up by external id (and
// orders by their match key, the lower-cased order number; line items' order by its external id), written into
// canonical_records and canonical_external_ids of a database migrated with Sluice's own schema (the same indexes),
// new records and their external ids in one statement, and then upserted into the destination by canonical id,
// with the columns Sluice's postgres destination writes. Each statement sends one array per column, expanded by
// `unnest`, as the limit does.
// The canonical tables are analyzed as they grow (keepStatistics). Left out, as a script written for one known
// source would leave it out: schema validation, provenance merged field by field, the writers' lock, the run's
// statistics and checkpoints, plugin processes. It reads, writes the canonical copy and writes the destination in
// turn, as a plain script does; Sluice overlaps those stages on consecutive batches, so it can finish sooner. The
// report also gives this script's CPU time spread over the machine's CPUs: what a pipelined version of it could at
// best reach (bench/runs/report.mjs).
// Run by bench/runs.mjs in its own process (BENCH_SOURCE_URL, BENCH_CANONICAL_URL, BENCH_TARGET_URL; with
// BENCH_WARM_SOURCE_URL and BENCH_WARM_TARGET_URL, an untimed copy of other rows first); prints one JSON line.
import { pathToFileURL } from 'node:url';
import pg from 'pg';
// Sluice's own time-ordered ids (a pool of random bytes, the text written once): the floor makes ids as cheaply.
import { uuidv7 } from '../dist/src/domain/canonical/values.js';
import { TABLES, batchesOf, textTimestamps, unnestUpsert } from './baseline-runs.mjs';

const SYSTEM = 'postgres';

/** An ISO timestamp with microseconds, as Sluice stores the source's times in `data` and `sources`. */
const iso = (text) => `${new Date(text).toISOString().slice(0, -1)}000Z`;

/** Per source table: its canonical entity, the fields of `data` (in the schema's order), and the references. */
const ENTITIES = {
  orders: { entity: 'order', fields: ['order_number', 'status', 'total_cents', 'currency', 'placed_at'], times: ['placed_at'], numbers: ['total_cents'], refs: {} },
  order_lines: {
    entity: 'order_line_item',
    fields: ['order_id', 'product_variant_id', 'sku', 'name', 'quantity', 'unit_price_cents', 'total_cents', 'currency'],
    times: [],
    numbers: ['unit_price_cents', 'total_cents'],
    refs: { order_id: 'order', product_variant_id: 'product_variant' },
  },
};

/**
 * external id → canonical id, per entity, for the ids each entity is asked for: the batch's own ids and the ids its
 * references name, in one statement of one primary-key probe per id.
 */
async function lookUp(canonical, wanted) {
  const entities = Object.keys(wanted);
  const parts = entities.map((_, i) => `SELECT entity, external_id, canonical_id FROM canonical_external_ids
    WHERE customer_id = $1 AND system = $2 AND entity = $${3 + 2 * i} AND external_id = ANY($${4 + 2 * i}::text[])`);
  const { rows } = await canonical.query(parts.join(' UNION ALL '), [canonical.customer, SYSTEM, ...entities.flatMap((e) => [e, wanted[e]])]);
  const found = Object.fromEntries(entities.map((e) => [e, new Map()]));
  for (const r of rows) found[r.entity].set(r.external_id, r.canonical_id);
  return found;
}

/** match key → canonical id of the live orders with those keys. */
async function matchOrders(canonical, keys) {
  if (keys.length === 0) return new Map();
  const { rows } = await canonical.query(
    'SELECT match_key, canonical_id FROM canonical_records WHERE customer_id = $1 AND entity = $2 AND match_key = ANY($3::text[]) AND deleted_at IS NULL',
    [canonical.customer, 'order', keys],
  );
  return new Map(rows.map((r) => [r.match_key, r.canonical_id]));
}

/** The canonical rows of one batch: ids found (by external id, or an order by its match key) or made; references resolved. */
async function canonicalRows(canonical, table, rows) {
  const spec = ENTITIES[table.name];
  const wanted = { [spec.entity]: rows.map((r) => r.id) };
  for (const [field, entity] of Object.entries(spec.refs)) wanted[entity] = rows.map((r) => r[field]).filter(Boolean);
  const found = await lookUp(canonical, wanted);
  const known = found[spec.entity];
  const keyOf = (row) => (spec.entity === 'order' && row.order_number ? row.order_number.toLowerCase() : null);
  const matched = await matchOrders(canonical, rows.filter((r) => !known.has(r.id)).map(keyOf).filter(Boolean));
  return rows.map((row) => {
    const data = {};
    for (const field of spec.fields) {
      const value = row[field];
      if (value == null) data[field] = null;
      else if (field in spec.refs) data[field] = found[spec.refs[field]].get(value) ?? null;
      else data[field] = spec.times.includes(field) ? iso(value) : spec.numbers.includes(field) ? Number(value) : value;
    }
    const matchKey = keyOf(row);
    const existing = known.get(row.id) ?? (matchKey && matched.get(matchKey));
    return { id: existing ?? uuidv7(), stored: Boolean(existing), newExternalId: !known.has(row.id), data, matchKey, sourceTime: row.updated_at, externalId: row.id };
  });
}

/** The bindings of one array per canonical_records column, for `rows`. */
const recordArrays = (rows) => [
  rows.map((r) => r.id),
  rows.map((r) => JSON.stringify(r.data)),
  rows.map((r) => JSON.stringify([[iso(r.sourceTime), SYSTEM, Object.keys(r.data).filter((k) => r.data[k] !== null)]])),
  rows.map((r) => JSON.stringify({ [SYSTEM]: r.externalId })),
  rows.map((r) => r.matchKey),
  rows.map((r) => r.sourceTime),
];
const RECORDS = 'unnest($4::uuid[], $5::json[], $6::jsonb[], $7::jsonb[], $8::text[], $9::timestamptz[]) AS v(id, data, sources, external_ids, match_key, source_time)';

/**
 * The batch into canonical_records and canonical_external_ids: one statement inserts the new records and the new
 * external ids; records already stored are updated in the same transaction. Answers the batch's time.
 */
async function writeCanonical(canonical, entity, rows) {
  const now = new Date().toISOString();
  const inserts = rows.filter((r) => !r.stored);
  const updates = rows.filter((r) => r.stored);
  const ids = rows.filter((r) => r.newExternalId);
  if (updates.length > 0) {
    await canonical.query('BEGIN');
    await canonical.query(
      `UPDATE canonical_records c SET data = v.data, sources = v.sources, external_ids = v.external_ids, match_key = v.match_key,
         last_source_update_at = v.source_time, updated_at = $3 FROM ${RECORDS} WHERE c.customer_id = $1 AND c.entity = $2 AND c.canonical_id = v.id`,
      [canonical.customer, entity, now, ...recordArrays(updates)],
    );
  }
  await canonical.query(
    `WITH inserted AS (INSERT INTO canonical_records (canonical_id, customer_id, entity, data, sources, external_ids, match_key, last_source_update_at, created_at, updated_at)
       SELECT v.id, $1, $2, v.data, v.sources, v.external_ids, v.match_key, v.source_time, $3, $3 FROM ${RECORDS})
     INSERT INTO canonical_external_ids (customer_id, entity, system, external_id, canonical_id)
     SELECT $1, $2, $10, x.external_id, x.id FROM unnest($11::text[], $12::uuid[]) AS x(external_id, id)`,
    [canonical.customer, entity, now, ...recordArrays(inserts), SYSTEM, ids.map((r) => r.externalId), ids.map((r) => r.id)],
  );
  if (updates.length > 0) await canonical.query('COMMIT');
  return now;
}

/** The destination table's columns: the canonical id, the entity's fields, and what Sluice's destination adds. */
function destinationColumns(table) {
  const spec = ENTITIES[table.name];
  const types = Object.fromEntries(table.columns);
  const fields = spec.fields.map((f) => [f, f in spec.refs ? 'text' : types[f] === 'integer' ? 'bigint' : types[f]]);
  return [['canonical_id', 'uuid'], ...fields, ['last_source_update_at', 'timestamptz'], ['external_ids', 'jsonb'], ['updated_at', 'timestamptz']];
}

async function writeDestination(target, table, rows, now) {
  const columns = destinationColumns(table);
  const value = { canonical_id: (r) => r.id, last_source_update_at: (r) => r.sourceTime, external_ids: (r) => JSON.stringify({ [SYSTEM]: r.externalId }), updated_at: () => now };
  await target.query(
    unnestUpsert(`sluice_${ENTITIES[table.name].entity}`, columns, 'canonical_id'),
    columns.map(([n]) => rows.map((r) => (value[n] ? value[n](r) : r.data[n]))),
  );
}

/**
 * ANALYZE of the canonical tables each time the rows written have doubled since the last (from the first batch on):
 * without statistics the planner reads a lookup's `= ANY(…)` as a filter over the customer's whole range (1.2 s a
 * lookup at 50,000 orders, against 5 ms probing the primary key), as Sluice's own statistics keeper knows.
 */
async function keepStatistics(canonical, stats, written) {
  stats.written += written;
  if (stats.written < stats.next) return;
  await canonical.query('ANALYZE canonical_records, canonical_external_ids'); // at the session's statistics target
  stats.next = stats.written * 2;
}

async function copyTable(source, canonical, target, table, stats) {
  let moved = 0;
  for await (const rows of batchesOf(source, table)) {
    const written = await canonicalRows(canonical, table, rows);
    const now = await writeCanonical(canonical, ENTITIES[table.name].entity, written);
    await keepStatistics(canonical, stats, rows.length);
    await writeDestination(target, table, written, now);
    moved += rows.length;
  }
  return moved;
}

/**
 * Copies the source into the canonical database, as `customer`, and the target. With `timed` false (a warm-up), the
 * bench is not told when the copy starts and ends.
 */
export async function copyAllCanonical(sourceUrl, canonicalUrl, targetUrl, { customer = 'cus_plain', timed = true } = {}) {
  const clients = [sourceUrl, canonicalUrl, targetUrl].map((url) => new pg.Client({ connectionString: url, types: textTimestamps }));
  const [source, client, target] = clients;
  for (const c of clients) await c.connect();
  const canonical = { customer, query: (...args) => client.query(...args) };
  try {
    // ANALYZE samples 300 rows per unit of the target: 3,000 rather than the default's 30,000, enough for these lookups.
    await canonical.query('SET default_statistics_target = 10');
    for (const table of TABLES) {
      const defs = destinationColumns(table).map(([n, t]) => `${n} ${t}${n === 'canonical_id' ? ' PRIMARY KEY' : ''}`);
      await target.query(`CREATE TABLE sluice_${ENTITIES[table.name].entity} (${defs.join(', ')})`);
    }
    if (timed) process.send?.({ timing: true }); // bench/runs/processTree.mjs counts CPU from here
    const started = performance.now();
    const counts = {};
    const stats = { written: 0, next: 1 };
    for (const table of TABLES) counts[table.name] = await copyTable(source, canonical, target, table, stats);
    const seconds = (performance.now() - started) / 1000;
    if (timed) process.send?.({ timing: false });
    return { counts, records: Object.values(counts).reduce((a, b) => a + b, 0), seconds };
  } finally {
    for (const c of clients) await c.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const env = process.env;
  // Untimed first, as the limit's and Sluice's processes do with BENCH_RUNS_WARMUP_ORDERS: another customer's copy.
  if (env.BENCH_WARM_SOURCE_URL && env.BENCH_WARM_TARGET_URL) {
    await copyAllCanonical(env.BENCH_WARM_SOURCE_URL, env.BENCH_CANONICAL_URL, env.BENCH_WARM_TARGET_URL, { customer: 'cus_plain_warm', timed: false });
  }
  const result = await copyAllCanonical(process.env.BENCH_SOURCE_URL, process.env.BENCH_CANONICAL_URL, process.env.BENCH_TARGET_URL);
  result.maxRssKb = process.resourceUsage().maxRSS;
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.disconnect?.();
}
