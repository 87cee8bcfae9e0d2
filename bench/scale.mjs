// Bench: do Sluice's hot paths cost the same at scale as at small size? (`npm run bench:scale`; not run by CI or by
// `npm run bench`: it seeds ~10 GB; about 5 minutes on two cores, 4 of them seeding.)
//
// Two fresh PostgreSQL databases on the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// created and dropped by the bench (`--keep` keeps them for EXPLAIN afterwards):
//   LARGE: --customers (1,000) × --per-customer (10,000) canonical orders, 10 M records with their external ids;
//          100,000 scheduled flows, 5,000 queued runs;
//   SMALL: 10 × 25,000 canonical orders (250,000 records); 10,000 scheduled flows, 50 queued runs.
// SMALL is the baseline of every ratio: the same work, in the same run, on the same machine, at small size.
//
// Seeding is set-based SQL, not the API (10 M upserts would take hours): INSERT … SELECT generate_series, each
// statement writing a slice of every customer's orders and, in the same statement, their external ids, so the two
// tables agree as the upsert keeps them. Rows go in interleaved across customers (order 1 of every customer, then
// order 2, …), as records arrive from many customers at once in production, so a customer's records are spread
// over the heap, not packed together; canonical ids are uuidv7 as the upsert makes them. Then VACUUM ANALYZE (the
// visibility map and statistics autovacuum would eventually provide; this server may run with autovacuum off).
//
// Flows and runs: their tables do not depend on canonical size, so they are seeded in both databases at the two
// sizes the targets name, and each database is one "world": SMALL holds 10,000 scheduled flows (every one active,
// hourly, none due) and 50 queued runs on their own manual flows, LARGE 100,000 and 5,000, the queued runs spread
// round robin over all of the database's customers. Both also hold two finished runs per scheduled flow (history,
// so the runs table is not empty apart from the queue: 20,000 / 200,000) and 7 manual flows with 1,000 finished runs
// each, the flows the delete measure deletes. So "claim at 50 queued" is measured in SMALL and "claim at 5,000
// queued" in LARGE, "scheduler at 10,000 flows" in SMALL and "at 100,000 flows" in LARGE, and flow deletes in both;
// the ratio column compares them like the canonical measures.
//
// Measures, each alternating LARGE and SMALL between repetitions (and which goes first) so that machine noise,
// which is large on a shared two-core machine, hits both sizes alike:
//  1. data API pages: a `sluice serve --no-worker` process from dist/ per database; an API key for each of up to 50
//     random customers per database; walks of 5 pages (limit=100, following next_cursor) starting at a random depth
//     (`updated_since`) of a random keyed customer; p50/p99 over every page (≥ 300 per size), and the first page of
//     each walk apart (it cannot have been read ahead);
//  2. upsert records/s: upsertCanonical in batches of 500 new orders into one customer holding --per-customer
//     (LARGE) / 25,000 (SMALL) records, a different customer each round; median of the rounds;
//  3. claimNextRun (dist/src/domain/runs/claim.js, the whole claim transaction) at 50 / 5,000 queued runs, and its
//     SELECT alone; after each claim (untimed) its run is finished and a fresh queued run inserted for its flow, so
//     the depth stays the same and the claims rotate over the customers; median of 60. A one-row write transaction
//     is timed between the claims as a reference (what any transaction that writes costs on this machine);
//  4. scheduleDueFlows with nothing due (a whole pass: the clock, then one transaction with the due query) and the
//     due query alone (claimDueFlows in a transaction), at 10,000 / 100,000 active flows, median of 60 each; then the
//     time to queue 10,000 due flows (next_run_at set in the past, untimed; scheduleDueFlows until a pass finds
//     none due), 3 repetitions, the runs removed, the flows set back and runs, flows and run_queue_heads vacuumed
//     after each (as autovacuum would; this server may run without it);
//  5. deleteFlow (the flows domain function, as DELETE /v1/flows/{id} calls it) of a flow with 1,000 runs, median of 7.
// For 3-5 it also times each SQL statement (knex query events, in the bench process), so the report says which
// statement a slow measure spends its time in.
//
// Options: --customers N --per-customer M (LARGE; defaults 1000 and 10000), --small-customers, --small-per-customer
// (10, 25000), --rounds (4; page and upsert rounds), --partitions P (canonical hash partitions; default: what a new
// database gets), --keep (leave the databases). Free disk on the server's data directory is checked first: ~1 KB
// a record with indexes, and the bench asks for twice that (21 GB at the defaults).
//
// Each database's server starts right after its schema is made, before the data goes in: other sessions rebuild
// dist/ on a shared machine, and a server started minutes later could load another build than this process.
//
// Run: `npm run bench:scale` (builds first), or after a build `node bench/scale.mjs --customers 50 --per-customer 2000`.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import knexFactory from 'knex';
import { connect } from '../dist/src/db/connect.js';
import { migrateToLatest } from '../dist/src/db/migrate.js';
import { createApiKey, createCustomer, createUser } from '../dist/src/domain/access/service.js';
import { SCOPES } from '../dist/src/domain/access/scopes.js';
import { upsertCanonical } from '../dist/src/domain/canonical/upsert/index.js';
import { deleteFlow } from '../dist/src/domain/flows/definition.js';
import { claimDueFlows, readClock } from '../dist/src/domain/flows/dueFlows.js';
import { STANDARD_INTERVALS } from '../dist/src/domain/flows/schedules.js';
import { claimNextRun } from '../dist/src/domain/runs/claim.js';
import { DEFAULT_RUN_SETTINGS } from '../dist/src/domain/runs/settings.js';
import { scheduleDueFlows } from '../dist/src/engine/scheduler.js';
import { freePort, median, startProcess } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    customers: { type: 'string', default: '1000' },
    'per-customer': { type: 'string', default: '10000' },
    'small-customers': { type: 'string', default: '10' },
    'small-per-customer': { type: 'string', default: '25000' },
    rounds: { type: 'string', default: '4' },
    partitions: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const whole = (name) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1; got '${args[name]}'`);
  return n;
};

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = whole('rounds');
const PARTITIONS = args.partitions === undefined ? undefined : Number(args.partitions);

// The two worlds. Flow and queue sizes are the targets' own (10,000 / 100,000 flows, 50 / 5,000 queued runs).
const SIZES = [
  { key: 'large', label: 'LARGE', customers: whole('customers'), perCustomer: whole('per-customer'), flows: 100_000, queued: 5_000 },
  { key: 'small', label: 'SMALL', customers: whole('small-customers'), perCustomer: whole('small-per-customer'), flows: 10_000, queued: 50 },
];
const [LARGE, SMALL] = SIZES;

const HISTORY_PER_FLOW = 2; // finished runs of each scheduled flow
const DELETE_FLOWS = 7; // flows deleted per size
const RUNS_PER_DELETED_FLOW = 1_000;
const LIMIT = 100; // records per API page
const WALK_PAGES = 5;
const KEYED_CUSTOMERS = 50; // customers per database with an API key, at most
const UPSERT_BATCH = 500;
const CLAIMS = 60;
const SCHEDULER_PASSES = 60;
const DUE_FLOWS = 10_000;
const DUE_REPS = 3;
const PER_CUSTOMER_CAP = DEFAULT_RUN_SETTINGS.perCustomerConcurrency;
const BYTES_PER_RECORD = 1024;
const SEED_ROWS_PER_STATEMENT = 200_000;
const BASE_TS = Date.parse('2026-01-01T00:00:00Z');
const WALKS_PER_ROUND = Math.max(20, Math.ceil(300 / (ROUNDS * WALK_PAGES)));
const UPSERT_PER_ROUND = Math.max(5_000, Math.ceil(10_000 / ROUNDS / UPSERT_BATCH) * UPSERT_BATCH);

// A fixed seed: the same customers and depths on every run of the same parameters.
let prng = 0x5eed;
function random() {
  prng = (prng + 0x6d2b79f5) | 0;
  let t = Math.imul(prng ^ (prng >>> 15), 1 | prng);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
function shuffle(list) {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
/** The two sizes in the order of repetition `i`: LARGE first on even ones, SMALL first on odd ones. */
const alternate = (i) => (i % 2 === 0 ? [LARGE, SMALL] : [SMALL, LARGE]);

const started = Date.now();
const log = (msg) => process.stderr.write(`[scale ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s] ${msg}\n`);
const gb = (bytes) => (bytes / 1e9).toFixed(1);

// ---------------------------------------------------------------------------------------------------------------
// Databases

function urlFor(name) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin(fn) {
  const admin = knexFactory({ client: 'pg', connection: ADMIN_URL, pool: { min: 0, max: 1 } });
  try {
    return await fn(admin);
  } finally {
    await admin.destroy();
  }
}

/** Free space where the server keeps its data, when the data directory can be seen from here. */
async function checkDisk() {
  const records = SIZES.reduce((n, s) => n + s.customers * s.perCustomer, 0);
  const need = 2 * BYTES_PER_RECORD * records;
  const dir = await withAdmin(async (admin) => {
    try {
      return (await admin.raw('SHOW data_directory')).rows[0].data_directory;
    } catch {
      return undefined;
    }
  });
  let free;
  try {
    if (dir) {
      const s = fs.statfsSync(dir);
      free = s.bavail * s.bsize;
    }
  } catch {
    free = undefined;
  }
  if (free === undefined) {
    log(`cannot see the server's data directory (${dir ?? 'not readable'}) from here: free space not checked (about ${gb(need / 2)} GB will be written)`);
    return { need, free, dir };
  }
  if (free < need) {
    throw new Error(
      `not enough disk: ${records.toLocaleString('en-US')} canonical records need ~${gb(need / 2)} GB (1 KB a record with indexes) and the bench asks for ` +
        `twice that free, ${gb(need)} GB; ${dir} has ${gb(free)} GB free. Run a smaller size (--customers N --per-customer M) or free space.`,
    );
  }
  log(`disk: ${gb(free)} GB free in ${dir}; need ${gb(need)} GB`);
  return { need, free, dir };
}

async function createDatabase(size) {
  const name = `sluice_scale_${size.key}_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.raw(`CREATE DATABASE ${name}`));
  size.dbName = name;
  size.url = urlFor(name);
  size.db = await connect({ databaseUrl: size.url, poolMax: 4 });
  size.knex = size.db.knex;
}

async function dropDatabase(size) {
  await size.server?.stop().catch(() => {});
  size.server = undefined;
  await size.db?.close().catch(() => {});
  size.db = undefined;
  if (size.dbName && !args.keep) {
    await withAdmin((admin) => admin.raw(`DROP DATABASE IF EXISTS ${size.dbName} WITH (FORCE)`));
    size.dbName = undefined;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Seeding

/** The canonical orders of every customer of `size`, interleaved, with their external ids, in the same statement. */
async function seedCanonical(size) {
  const knex = size.knex;
  const slice = Math.max(1, Math.floor(SEED_ROWS_PER_STATEMENT / size.customers));
  // updated_at: one millisecond apart in groups of three, like batched writes (bench/canonical.mjs); `data` as the
  // upsert writes it (every field in schema order, migration 012), `sources` in the grouped form (provenance.ts).
  const sql = `
    WITH ins AS (
      INSERT INTO canonical_records (canonical_id, customer_id, entity, data, sources, external_ids, match_key, last_source_update_at, created_at, updated_at)
      SELECT overlay(gen_random_uuid()::text PLACING t.hex8 || '-' || t.hex4 || '-7' FROM 1 FOR 15)::uuid, c.id, 'order',
        format('{"order_number":%s,"status":%s,"total_cents":%s,"currency":%s,"placed_at":%s}', to_json('SO-' || p.g),
          to_json((ARRAY['pending','confirmed','paid','fulfilled','cancelled'])[1 + p.g % 5]), (p.g::bigint * 7919) % 250000,
          to_json((ARRAY['EUR','USD','GBP'])[1 + p.g % 3]), to_json(to_char((t.ts - interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')))::json,
        format('[[%s,"shop",["order_number","status","total_cents","currency","placed_at"]]]', to_json(t.src))::jsonb,
        jsonb_build_object('shop', p.g::text), 'so-' || p.g, t.ts, t.ts, t.ts + interval '1 second'
      FROM generate_series(0, ?::int - 1) AS i
      JOIN unnest(?::text[]) WITH ORDINALITY AS c(id, n) ON c.n = 1 + i % ?::int
      CROSS JOIN LATERAL (SELECT ?::int + i / ?::int AS g) p
      CROSS JOIN LATERAL (
        SELECT ts, to_char(ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS src,
               substr(h, 1, 8) AS hex8, substr(h, 9, 4) AS hex4
          FROM (SELECT timestamptz '2026-01-01T00:00:00Z' + (p.g / 3) * interval '1 millisecond' AS ts) a,
               LATERAL (SELECT lpad(to_hex((extract(epoch FROM a.ts) * 1000)::bigint), 12, '0') AS h) b) t
      RETURNING customer_id, canonical_id, external_ids->>'shop' AS external_id
    )
    INSERT INTO canonical_external_ids (customer_id, entity, system, external_id, canonical_id)
    SELECT customer_id, 'order', 'shop', external_id, canonical_id FROM ins`;
  const total = size.customers * size.perCustomer;
  let last = Date.now();
  for (let from = 1; from <= size.perCustomer; from += slice) {
    const to = Math.min(size.perCustomer, from + slice - 1);
    // Row i is order from + i / customers of customer 1 + i % customers: every customer's order g, then g + 1.
    await knex.raw(sql, [(to - from + 1) * size.customers, size.customers_ids, size.customers, from, size.customers]);
    if (Date.now() - last > 30_000 || to === size.perCustomer) {
      last = Date.now();
      log(`${size.label}: ${(to * size.customers).toLocaleString('en-US')} / ${total.toLocaleString('en-US')} canonical records`);
    }
  }
}

/** Connectors, scheduled flows with their history, queued runs on manual flows, and the flows the delete deletes. */
async function seedFlowsAndRuns(size) {
  const knex = size.knex;
  const ids = size.customers_ids;
  await knex.raw(
    `INSERT INTO connectors (id, customer_id, name, type, status)
     SELECT 'con_' || k || '_' || c.n, c.id, k, 'postgres', 'active' FROM unnest(?::text[]) WITH ORDINALITY c(id, n), unnest(ARRAY['src', 'dst']) k`,
    [ids],
  );
  // `count` flows named <prefix><n>, the n-th on customer 1 + (spread) % customers, with that customer's connectors.
  const flow = (prefix, spread) =>
    `SELECT '${prefix}' || lpad(n::text, 7, '0') AS id, (?::text[])[ci] AS customer_id, ci, n
       FROM generate_series(1, ?) n, LATERAL (SELECT 1 + (${spread}) % ${ids.length} AS ci) x`;
  const conn = (k) => `'con_${k}_' || f.ci`;
  // Scheduled flows: active, hourly, the next slot 2-3 hours ahead, so nothing is due while the bench runs.
  await knex.raw(
    `INSERT INTO flows (id, customer_id, name, status, source_connector_id, destination_connector_id, entities, schedule, next_run_at, last_run_at)
     SELECT f.id, f.customer_id, 'scheduled ' || f.n, 'active', ${conn('src')}, ${conn('dst')}, '{order}', 'hourly',
            date_trunc('hour', now()) + interval '3 hours' + (f.n % 3600) * interval '1 second', now() - interval '1 hour'
       FROM (${flow('flw_s', 'n')}) f`,
    [ids, size.flows],
  );
  await knex.raw(
    `INSERT INTO runs (id, customer_id, flow_id, status, trigger, attempts, records_processed, records_succeeded, duration_ms, started_at, finished_at, created_at, updated_at, heartbeat_at)
     SELECT 'run_h' || substr(f.id, 6) || '_' || k, f.customer_id, f.id, 'succeeded', 'schedule', 1, 100, 100, 30000,
            t, t + interval '30 seconds', t, t + interval '30 seconds', t + interval '30 seconds'
       FROM flows f, generate_series(1, ?) k, LATERAL (SELECT now() - k * interval '1 hour' - (random() * 600) * interval '1 second' AS t) x
      WHERE f.id LIKE 'flw_s%'`,
    [HISTORY_PER_FLOW],
  );
  // Queued runs, one per manual flow (a flow has at most one in flight), round robin over the customers, queued
  // in the last hour, oldest first.
  await knex.raw(
    `INSERT INTO flows (id, customer_id, name, status, source_connector_id, destination_connector_id, entities, schedule)
     SELECT f.id, f.customer_id, 'queued ' || f.n, 'active', ${conn('src')}, ${conn('dst')}, '{order}', 'manual' FROM (${flow('flw_q', 'n')}) f`,
    [ids, size.queued],
  );
  await knex.raw(
    `INSERT INTO runs (id, customer_id, flow_id, status, trigger, created_at, updated_at)
     SELECT 'run_q' || substr(f.id, 6), f.customer_id, f.id, 'queued', 'manual', t, t
       FROM flows f, LATERAL (SELECT now() - interval '1 hour' + substr(f.id, 6)::int * interval '1 millisecond' AS t) x
      WHERE f.id LIKE 'flw_q%'`,
  );
  // The flows the delete measure deletes: 1,000 finished runs each, on customers spread over the database.
  await knex.raw(
    `INSERT INTO flows (id, customer_id, name, status, source_connector_id, destination_connector_id, entities, schedule)
     SELECT f.id, f.customer_id, 'doomed ' || f.n, 'active', ${conn('src')}, ${conn('dst')}, '{order}', 'manual'
       FROM (${flow('flw_d', `n * ${Math.max(1, Math.floor(ids.length / DELETE_FLOWS))}`)}) f`,
    [ids, DELETE_FLOWS],
  );
  await knex.raw(
    `INSERT INTO runs (id, customer_id, flow_id, status, trigger, attempts, duration_ms, started_at, finished_at, created_at, updated_at, heartbeat_at)
     SELECT 'run_d' || substr(f.id, 6) || '_' || k, f.customer_id, f.id, (ARRAY['succeeded', 'succeeded', 'partial', 'failed'])[1 + k % 4], 'manual', 1, 30000,
            t, t + interval '30 seconds', t, t + interval '30 seconds', t + interval '30 seconds'
       FROM flows f, generate_series(1, ?) k, LATERAL (SELECT now() - k * interval '5 minutes' AS t) x
      WHERE f.id LIKE 'flw_d%'`,
    [RUNS_PER_DELETED_FLOW],
  );
  size.doomed = (await knex('flows').where('id', 'like', 'flw_d%').orderBy('id').select('id', 'customer_id')).map((r) => ({ id: r.id, customerId: r.customer_id }));
}

async function seed(size) {
  const knex = size.knex;
  const times = {};
  let t0 = performance.now();
  await migrateToLatest(knex, PARTITIONS === undefined ? {} : { canonicalPartitions: PARTITIONS });
  size.customers_ids = [];
  for (let i = 0; i < size.customers; i++) size.customers_ids.push((await createCustomer(knex, { name: `Scale ${size.label} ${i + 1}` })).id);
  times.setup = (performance.now() - t0) / 1000;
  // The server starts now, right after the schema is made: other sessions rebuild dist/ on this machine, and a server
  // started minutes later could load another build than the one this process migrated with (it would refuse the
  // schema, or measure other code). Its keys are made now too; it idles while the data goes in.
  await startServer(size);
  t0 = performance.now();
  await seedCanonical(size);
  times.canonical = (performance.now() - t0) / 1000;
  t0 = performance.now();
  log(`${size.label}: VACUUM ANALYZE of the canonical tables`);
  await knex.raw('VACUUM ANALYZE canonical_records');
  await knex.raw('VACUUM ANALYZE canonical_external_ids');
  times.vacuum = (performance.now() - t0) / 1000;
  t0 = performance.now();
  await seedFlowsAndRuns(size);
  await knex.raw('VACUUM ANALYZE connectors, flows, runs, run_queue_heads, customers');
  times.flowsRuns = (performance.now() - t0) / 1000;
  const { rows } = await knex.raw(
    `SELECT pg_database_size(current_database())::float8 AS bytes,
            (SELECT count(*)::int FROM runs) AS runs, (SELECT count(*)::int FROM flows) AS flows,
            (SELECT count(*)::int FROM runs WHERE status = 'queued') AS queued`,
  );
  size.seed = { ...times, total: times.setup + times.canonical + times.vacuum + times.flowsRuns, ...rows[0] };
  log(`${size.label}: seeded in ${size.seed.total.toFixed(0)} s (${gb(rows[0].bytes)} GB; ${rows[0].flows} flows, ${rows[0].runs} runs, ${rows[0].queued} queued)`);
}

// ---------------------------------------------------------------------------------------------------------------
// Measures

/** Times each SQL statement knex sends while `on` (from the bench process: send to answer). */
const REST = '(the rest: BEGIN and COMMIT, with the deferred triggers run at commit, and knex and the pool)';

function statementTimer(knex) {
  const open = new Map();
  const times = new Map();
  let on = false;
  let sum = 0;
  const label = (sql) => sql.replace(/\s+/g, ' ').trim().slice(0, 90);
  knex.on('query', (q) => {
    if (on) open.set(q.__knexQueryUid, { sql: q.sql, t: performance.now() });
  });
  knex.on('query-response', (_r, q) => {
    const o = open.get(q.__knexQueryUid);
    if (!o) return;
    open.delete(q.__knexQueryUid);
    const key = label(o.sql);
    if (!times.has(key)) times.set(key, []);
    const ms = performance.now() - o.t;
    times.get(key).push(ms);
    sum += ms;
  });
  knex.on('query-error', (_e, q) => open.delete(q.__knexQueryUid));
  return {
    times,
    /** Runs `fn` with its statements timed; what its time holds beyond them goes under REST. */
    async time(fn) {
      on = true;
      sum = 0;
      const t0 = performance.now();
      try {
        return await fn();
      } finally {
        on = false;
        if (!times.has(REST)) times.set(REST, []);
        times.get(REST).push(performance.now() - t0 - sum);
      }
    },
    reset: () => times.clear(),
  };
}

async function startServer(size) {
  const port = await freePort();
  size.baseUrl = `http://127.0.0.1:${port}`;
  size.server = await startProcess(
    ['bin/sluice.js', 'serve', '--port', String(port), '--no-worker'],
    { DATABASE_URL: size.url, SLUICE_SECRET_KEY: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'warn', SLUICE_RATE_LIMIT_READ: '1000000000', SLUICE_REDIS_URL: undefined },
    `${size.baseUrl}/healthz`,
  );
  // A key for each of up to KEYED_CUSTOMERS random customers.
  const chosen = shuffle([...size.customers_ids]).slice(0, KEYED_CUSTOMERS);
  size.keys = [];
  for (const customerId of chosen) {
    const user = await createUser(size.knex, { customerId, email: `scale-${customerId}@example.com`, role: 'owner' });
    const { key } = await createApiKey(size.knex, { customerId, userId: user.id, scopes: [...SCOPES] });
    size.keys.push({ customerId, key });
  }
}

/** WALK_PAGES pages of a random keyed customer, from a random depth; each page's milliseconds. */
async function walk(size) {
  const { key } = pick(size.keys);
  // The customer's updated_at run from BASE + 1 s over perCustomer / 3 ms; start where ≥ WALK_PAGES pages follow.
  const span = Math.max(0, Math.floor((size.perCustomer - LIMIT * (WALK_PAGES + 1)) / 3));
  const since = new Date(BASE_TS + 1000 + Math.floor(random() * span)).toISOString();
  const ms = [];
  let cursor = null;
  for (let p = 0; p < WALK_PAGES; p++) {
    // A cursor continues its query: updated_since is sent with every page.
    const q = `updated_since=${encodeURIComponent(since)}${cursor ? `&cursor=${cursor}` : ''}`;
    const t0 = performance.now();
    const res = await fetch(`${size.baseUrl}/api/public/data/order?limit=${LIMIT}&${q}`, { headers: { Authorization: `Bearer ${key}` } });
    const body = await res.json();
    ms.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${size.label}: API answered ${res.status}: ${JSON.stringify(body)}`);
    if (body.data.length !== LIMIT) throw new Error(`${size.label}: a page of ${body.data.length} records, expected ${LIMIT}`);
    cursor = body.next_cursor;
    if (!cursor) break;
  }
  return ms;
}

async function measurePages() {
  for (const size of SIZES) size.pages = { all: [], first: [] };
  log('pages: warm-up');
  for (let w = 0; w < 5; w++) for (const size of alternate(w)) await walk(size);
  for (let r = 0; r < ROUNDS; r++) {
    for (let w = 0; w < WALKS_PER_ROUND; w++) {
      for (const size of alternate(r * WALKS_PER_ROUND + w)) {
        const ms = await walk(size);
        size.pages.all.push(...ms);
        size.pages.first.push(ms[0]);
      }
    }
    log(`pages: round ${r + 1}/${ROUNDS}: p50 LARGE ${pct(LARGE.pages.all, 50).toFixed(1)} ms, SMALL ${pct(SMALL.pages.all, 50).toFixed(1)} ms`);
  }
}

function pct(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

async function measureUpserts() {
  // A different customer each round, never one with an API key (their pages stay as seeded).
  for (const size of SIZES) {
    const keyed = new Set(size.keys.map((k) => k.customerId));
    size.upsertTargets = size.customers_ids.filter((id) => !keyed.has(id));
    if (size.upsertTargets.length === 0) size.upsertTargets = size.customers_ids;
    size.upserts = [];
  }
  const now = new Date().toISOString();
  for (let r = 0; r < ROUNDS; r++) {
    for (const size of alternate(r)) {
      const customerId = size.upsertTargets[r % size.upsertTargets.length];
      const incoming = Array.from({ length: UPSERT_PER_ROUND }, (_, i) => ({
        externalId: `new-${r}-${i}`,
        record: { order_number: `NEW-${r}-${i}`, status: 'paid', total_cents: 1000 + i, currency: 'EUR', placed_at: now, last_source_update_at: now },
      }));
      let created = 0;
      const t0 = performance.now();
      for (let i = 0; i < incoming.length; i += UPSERT_BATCH) {
        const s = await upsertCanonical(size.knex, { customerId, entity: 'order', system: 'shop' }, incoming.slice(i, i + UPSERT_BATCH));
        created += s.created;
      }
      const seconds = (performance.now() - t0) / 1000;
      if (created !== incoming.length) throw new Error(`${size.label}: ${created} of ${incoming.length} orders created`);
      size.upserts.push(incoming.length / seconds);
    }
    log(`upsert: round ${r + 1}/${ROUNDS}: LARGE ${Math.round(LARGE.upserts.at(-1))} rec/s, SMALL ${Math.round(SMALL.upserts.at(-1))} rec/s`);
  }
}

/** Finishes a claimed run and queues a fresh one for its flow: the depth stays the same (untimed). */
async function putBack(knex, run) {
  await knex.raw(`UPDATE runs SET status = 'succeeded', finished_at = clock_timestamp(), updated_at = clock_timestamp() WHERE customer_id = ? AND id = ?`, [run.customer_id, run.id]);
  await knex.raw(`INSERT INTO runs (id, customer_id, flow_id, status, trigger) VALUES (?, ?, ?, 'queued', 'manual')`, [
    `run_b${crypto.randomBytes(8).toString('hex')}`,
    run.customer_id,
    run.flow_id,
  ]);
}

/** A one-row write transaction (BEGIN, UPDATE, COMMIT): what any transaction that writes costs on this machine. */
async function writeFloor(knex) {
  const t0 = performance.now();
  await knex.transaction((trx) => trx.raw('UPDATE bench_write_floor SET n = n + 1 WHERE id = 1'));
  return performance.now() - t0;
}

async function measureClaims() {
  for (const size of SIZES) {
    size.claims = [];
    size.floor = [];
    size.timer.reset();
    await size.knex.raw('CREATE TABLE bench_write_floor (id int PRIMARY KEY, n int NOT NULL); INSERT INTO bench_write_floor VALUES (1, 0)');
  }
  for (let i = 0; i < 5; i++) {
    for (const size of SIZES) await putBack(size.knex, await claimNextRun(size.knex, PER_CUSTOMER_CAP));
  }
  for (let i = 0; i < CLAIMS; i++) {
    for (const size of alternate(i)) {
      const t0 = performance.now();
      const run = await size.timer.time(() => claimNextRun(size.knex, PER_CUSTOMER_CAP));
      size.claims.push(performance.now() - t0);
      if (!run) throw new Error(`${size.label}: no run claimed with ${size.queued} queued`);
      await putBack(size.knex, run);
      size.floor.push(await writeFloor(size.knex));
    }
  }
  for (const size of SIZES) {
    const { rows } = await size.knex.raw(`SELECT count(*)::int AS n, count(DISTINCT customer_id)::int AS customers FROM runs WHERE status = 'queued'`);
    if (rows[0].n !== size.queued) throw new Error(`${size.label}: ${rows[0].n} queued after the claims, expected ${size.queued}`);
    size.claimStatements = new Map(size.timer.times);
    size.queuedCustomers = rows[0].customers;
  }
  log(`claims: LARGE ${median(LARGE.claims).toFixed(2)} ms, SMALL ${median(SMALL.claims).toFixed(2)} ms`);
}

const noEnqueue = async () => {};

async function measureScheduler() {
  for (const size of SIZES) {
    size.passes = [];
    size.dueQuery = [];
    size.timer.reset();
  }
  for (let i = 0; i < SCHEDULER_PASSES + 5; i++) {
    for (const size of alternate(i)) {
      const t0 = performance.now();
      const pass = await size.timer.time(() => scheduleDueFlows(size.knex, noEnqueue, STANDARD_INTERVALS));
      const ms = performance.now() - t0;
      if (pass.started.length + pass.skipped.length > 0) throw new Error(`${size.label}: ${pass.started.length} runs queued by a pass with nothing due`);
      if (i >= 5) size.passes.push(ms);
    }
  }
  for (const size of SIZES) size.passStatements = new Map(size.timer.times);
  for (let i = 0; i < SCHEDULER_PASSES + 5; i++) {
    for (const size of alternate(i)) {
      const now = await readClock(size.knex);
      await size.knex.transaction(async (trx) => {
        const t0 = performance.now();
        const due = await claimDueFlows(trx, now, 500);
        const ms = performance.now() - t0;
        if (due.length > 0) throw new Error(`${size.label}: ${due.length} flows due`);
        if (i >= 5) size.dueQuery.push(ms);
      });
    }
  }
  log(`scheduler, nothing due: pass LARGE ${median(LARGE.passes).toFixed(2)} ms, SMALL ${median(SMALL.passes).toFixed(2)} ms; query ${median(LARGE.dueQuery).toFixed(2)} / ${median(SMALL.dueQuery).toFixed(2)} ms`);

  for (const size of SIZES) {
    size.dueRuns = [];
    size.timer.reset();
  }
  for (let rep = 0; rep < DUE_REPS; rep++) {
    for (const size of alternate(rep)) {
      const knex = size.knex;
      await knex.raw(
        // Due for 1-11 minutes: their next hourly slot is then 49-59 minutes ahead, not due again while the bench runs.
        `UPDATE flows SET next_run_at = clock_timestamp() - interval '1 minute' - (random() * 600) * interval '1 second'
          WHERE (customer_id, id) IN (SELECT customer_id, id FROM flows WHERE id LIKE 'flw_s%' ORDER BY random() LIMIT ?)`,
        [DUE_FLOWS],
      );
      let queued = 0;
      let skipped = 0;
      let passes = 0;
      const t0 = performance.now();
      for (;;) {
        const pass = await size.timer.time(() => scheduleDueFlows(knex, noEnqueue, STANDARD_INTERVALS));
        passes++;
        queued += pass.started.length;
        skipped += pass.skipped.length;
        if (pass.started.length + pass.skipped.length === 0) break;
      }
      const seconds = (performance.now() - t0) / 1000;
      if (queued !== DUE_FLOWS || skipped !== 0) throw new Error(`${size.label}: ${queued} runs queued and ${skipped} slots skipped for ${DUE_FLOWS} due flows`);
      size.dueRuns.push(seconds);
      log(`${size.label}: ${DUE_FLOWS} due flows queued in ${seconds.toFixed(2)} s (${passes} passes)`);
      // Back as before (untimed): the runs gone, every scheduled flow's next slot hours ahead.
      await knex.raw(`DELETE FROM runs WHERE trigger = 'schedule' AND status = 'queued'`);
      await knex.raw(
        `UPDATE flows SET next_run_at = date_trunc('hour', now()) + interval '3 hours' + (random() * 3600) * interval '1 second'
          WHERE id LIKE 'flw_s%' AND next_run_at < now() + interval '2 hours'`,
      );
      // What autovacuum would do for these tables after 10,000 runs and flow updates (this server may run without
      // it): left dead, their index entries would slow every later repetition and the delete measure.
      await knex.raw('VACUUM ANALYZE runs, flows, run_queue_heads');
    }
  }
  for (const size of SIZES) size.dueStatements = new Map(size.timer.times);
}

async function measureDeletes() {
  for (const size of SIZES) {
    size.deletes = [];
    size.timer.reset();
  }
  for (let i = 0; i < DELETE_FLOWS; i++) {
    for (const size of alternate(i)) {
      const flow = size.doomed[i];
      const t0 = performance.now();
      await size.timer.time(() => deleteFlow(size.knex, flow.customerId, flow.id, { type: 'system', id: 'bench_scale' }));
      size.deletes.push(performance.now() - t0);
      const { rows } = await size.knex.raw('SELECT count(*)::int AS n FROM runs WHERE customer_id = ? AND flow_id = ?', [flow.customerId, flow.id]);
      if (rows[0].n !== 0) throw new Error(`${size.label}: ${rows[0].n} runs left of deleted flow ${flow.id}`);
    }
  }
  for (const size of SIZES) size.deleteStatements = new Map(size.timer.times);
  log(`flow delete: LARGE ${median(LARGE.deletes).toFixed(1)} ms, SMALL ${median(SMALL.deletes).toFixed(1)} ms`);
}

// ---------------------------------------------------------------------------------------------------------------
// Report

const f0 = (n) => Math.round(n).toLocaleString('en-US');
const f2 = (n) => (n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : f0(n));

function statementTable(title, key, callsPerOp) {
  const large = LARGE[key];
  const small = SMALL[key];
  const labels = [...new Set([...large.keys(), ...small.keys()])];
  const rows = labels
    .map((l) => ({ l, L: large.get(l) ?? [], S: small.get(l) ?? [] }))
    .sort((a, b) => (b.L.length ? median(b.L) : 0) - (a.L.length ? median(a.L) : 0));
  return [
    `${title}:`,
    '',
    '| statement | calls per operation (LARGE) | median ms, SMALL | median ms, LARGE |',
    '|---|---:|---:|---:|',
    ...rows.map(({ l, L, S }) => `| ${l === REST ? l : `\`${l.replace(/\|/g, '\\|')}…\``} | ${(L.length / callsPerOp).toFixed(1)} | ${S.length ? f2(median(S)) : '—'} | ${L.length ? f2(median(L)) : '—'} |`),
    '',
  ];
}

function report(disk) {
  const rows = [];
  /** A row: the two figures, cost ratio large/small (for rates: small/large), and what the target asks. */
  const row = (name, unit, small, large, { rate = false, limit, limitText } = {}) => {
    const ratio = rate ? small / large : large / small;
    const misses = [];
    if (ratio > 1.3) misses.push(`ratio ${ratio.toFixed(2)}× > 1.3×`);
    if (limit !== undefined && !(large < limit)) misses.push(`${f2(large)} ${unit} ≥ ${limitText}`);
    rows.push({ name, unit, small, large, ratio, target: `≤ 1.3×${limit !== undefined ? `, LARGE < ${limitText}` : ''}`, met: misses.length === 0, misses });
  };
  row(`data API page p50 (limit ${LIMIT}), ${LARGE.pages.all.length} / ${SMALL.pages.all.length} pages`, 'ms', pct(SMALL.pages.all, 50), pct(LARGE.pages.all, 50));
  row('data API page p99', 'ms', pct(SMALL.pages.all, 99), pct(LARGE.pages.all, 99));
  row(`data API first page of a walk p50 (random depth, not read ahead), ${LARGE.pages.first.length} walks`, 'ms', pct(SMALL.pages.first, 50), pct(LARGE.pages.first, 50));
  row(`upsert, batches of ${UPSERT_BATCH} new orders into a customer holding ${f0(SMALL.perCustomer)} / ${f0(LARGE.perCustomer)}`, 'records/s', median(SMALL.upserts), median(LARGE.upserts), { rate: true });
  row(`run claim (claimNextRun, the whole transaction), ${SMALL.queued} / ${LARGE.queued} queued`, 'ms', median(SMALL.claims), median(LARGE.claims), { limit: 1, limitText: '1 ms' });
  rows.push({ reference: true, name: 'reference, no target: a one-row write transaction (BEGIN, UPDATE, COMMIT), measured between the claims', unit: 'ms', small: median(SMALL.floor), large: median(LARGE.floor) });
  // The claim's own SELECT (claim.ts: run_queue_heads, then the customer's oldest queued run), from the statement times.
  const claimQuery = (size) => median([...size.claimStatements].filter(([l]) => l.startsWith('SELECT r.id, r.customer_id, r.flow_id')).flatMap(([, ms]) => ms));
  row('run claim query alone (its SELECT from run_queue_heads and runs, FOR UPDATE SKIP LOCKED)', 'ms', claimQuery(SMALL), claimQuery(LARGE), { limit: 1, limitText: '1 ms' });
  row(`scheduler pass with nothing due (scheduleDueFlows), ${f0(SMALL.flows)} / ${f0(LARGE.flows)} active flows`, 'ms', median(SMALL.passes), median(LARGE.passes), { limit: 1, limitText: '1 ms' });
  row('scheduler due query alone (claimDueFlows), nothing due', 'ms', median(SMALL.dueQuery), median(LARGE.dueQuery), { limit: 1, limitText: '1 ms' });
  row(`queue ${f0(DUE_FLOWS)} due flows (scheduleDueFlows until none due)`, 's', median(SMALL.dueRuns), median(LARGE.dueRuns), { limit: 10, limitText: '10 s' });
  row(`delete a flow with ${f0(RUNS_PER_DELETED_FLOW)} runs (deleteFlow)`, 'ms', median(SMALL.deletes), median(LARGE.deletes), { limit: 100, limitText: '100 ms' });

  const cpu = os.cpus();
  const git = (...a) => {
    try {
      return execFileSync('git', a, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  const changed = git('status', '--porcelain', '--', 'src').split('\n').filter(Boolean).length;
  const code = `code at ${git('rev-parse', '--short', 'HEAD') || '?'}${changed ? ` with ${changed} uncommitted change(s) under src/ in the working tree (dist/ as built at the start)` : ''}`;
  const seedLine = (s) =>
    `${s.label}: ${f0(s.customers)} customers × ${f0(s.perCustomer)} orders = ${f0(s.customers * s.perCustomer)} records, ${f0(s.seed.flows)} flows, ${f0(s.seed.runs)} runs ` +
    `(${f0(s.seed.queued)} queued); ${gb(s.seed.bytes)} GB; seeded in **${f0(s.seed.total)} s** (migrate and customers ${f0(s.seed.setup)} s, canonical INSERT … SELECT ` +
    `${f0(s.seed.canonical)} s, VACUUM ANALYZE ${f0(s.seed.vacuum)} s, flows and runs ${f0(s.seed.flowsRuns)} s).`;
  const lines = [
    `## Scale: ${f0(LARGE.customers * LARGE.perCustomer)} canonical records over ${f0(LARGE.customers)} customers against ${f0(SMALL.customers * SMALL.perCustomer)} over ${f0(SMALL.customers)} (bench:scale)`,
    '',
    `Command: \`npm run bench:scale\` (\`node bench/scale.mjs --customers ${LARGE.customers} --per-customer ${LARGE.perCustomer}\` after a build); ` +
      `--small-customers ${SMALL.customers} --small-per-customer ${SMALL.perCustomer}, --rounds ${ROUNDS}, canonical partitions: ${PARTITIONS ?? 'the default of a new database'}; ${code}.`,
    `Date: ${new Date().toISOString().slice(0, 10)}. Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, ${gb(os.totalmem())} GB RAM, Node ${process.version}, PostgreSQL on loopback` +
      ` (${disk.free !== undefined ? `${gb(disk.free)} GB free at the start` : 'free disk not checked'}); load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} at the end.`,
    `Baseline of every ratio: the SMALL database, measured in the same run, alternating with LARGE repetition by repetition (the same work at small size).`,
    '',
    `- ${seedLine(LARGE)}`,
    `- ${seedLine(SMALL)}`,
    '',
    '| measure | SMALL | LARGE | large/small (cost) | target | |',
    '|---|---:|---:|---:|---|---|',
    ...rows.map((r) =>
      r.reference
        ? `| ${r.name} | ${f2(r.small)} ${r.unit} | ${f2(r.large)} ${r.unit} | ${(r.large / r.small).toFixed(2)}× | — | |`
        : `| ${r.name} | ${f2(r.small)} ${r.unit} | ${f2(r.large)} ${r.unit} | ${r.ratio.toFixed(2)}× | ${r.target} | ${r.met ? 'met' : `**not met** (${r.misses.join('; ')})`} |`,
    ),
    '',
    `Ratios are LARGE's cost over SMALL's: time over time, and for the upsert SMALL's records/s over LARGE's. ` +
      `Met: ${rows.filter((r) => r.met).length} of ${rows.filter((r) => !r.reference).length}. The claims rotated over ${LARGE.queuedCustomers} (LARGE) / ${SMALL.queuedCustomers} (SMALL) customers with queued runs.`,
    '',
    'Where the time goes, statement by statement (sent to answered, from the bench process; BEGIN/COMMIT included when knex reports them):',
    '',
    ...statementTable(`run claim (claimNextRun), per claim`, 'claimStatements', CLAIMS),
    ...statementTable(`scheduler pass with nothing due, per pass`, 'passStatements', SCHEDULER_PASSES + 5),
    ...statementTable(`queueing ${f0(DUE_FLOWS)} due flows, per repetition`, 'dueStatements', DUE_REPS),
    ...statementTable(`flow delete, per delete`, 'deleteStatements', DELETE_FLOWS),
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  log(
    `parameters: LARGE ${LARGE.customers} customers × ${LARGE.perCustomer} orders, ${LARGE.flows} flows, ${LARGE.queued} queued; ` +
      `SMALL ${SMALL.customers} × ${SMALL.perCustomer}, ${SMALL.flows} flows, ${SMALL.queued} queued; rounds ${ROUNDS}; server ${new URL(ADMIN_URL).host}`,
  );
  const disk = await checkDisk();
  let stopping = false;
  const cleanup = async () => {
    for (const size of SIZES) await dropDatabase(size).catch((err) => log(`dropping ${size.dbName}: ${err.message}`));
    if (args.keep) for (const size of SIZES) if (size.dbName) log(`kept ${size.label}: ${size.url}`);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      log(`${signal}: dropping the databases`);
      cleanup().finally(() => process.exit(130));
    });
  }
  try {
    for (const size of [SMALL, LARGE]) {
      await createDatabase(size);
      await seed(size);
    }
    for (const size of SIZES) size.timer = statementTimer(size.knex);
    await measurePages();
    await measureUpserts();
    for (const size of SIZES) {
      await size.server.stop();
      size.server = undefined;
    }
    await measureClaims();
    await measureScheduler();
    await measureDeletes();
    console.log(report(disk));
  } finally {
    if (!stopping) await cleanup();
  }
}

await main();
