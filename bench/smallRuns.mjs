// Bench: small runs, as a 15-minute schedule makes them all day. A Sluice API process (`serve --no-worker`) and a
// worker process (`worker`) over one PostgreSQL database; a flow moves orders and their line items postgres →
// canonical layer → postgres. After a first run of BENCH_SMALL_BASE orders (1,000), 20 rounds each add 100 new
// orders (and their lines) to the source and trigger the flow through the API, then 20 rounds trigger it with
// nothing new. Each round is timed from just before `POST /v1/flows/{id}/trigger` to the moment the run's row
// says `succeeded` (read every 2 ms by primary key); the p50 and p95 are reported, with the run's own
// queued → started → finished times from its row. A second pass lets the plugin processes go between runs
// (SLUICE_CONNECTOR_IDLE_SECONDS=1 and 1.5 s before each round), as a schedule slower than the idle time does: each
// run starts its source's and its destination's process. A third starts a plugin process per call
// (SLUICE_CONNECTOR_IDLE_SECONDS=0).
// The baseline is the plain way of moving the same 100 orders: a script with `pg` alone that connects to both
// databases, copies the rows after its last keyset position (bench/baseline-runs.mjs, batches of 1,000, one
// multi-row upsert per batch) and disconnects, timed the same way, in the same rounds, before each trigger.
// Run alone: `npm run -s build && node bench/smallRuns.mjs`; `npm run bench` runs it with the others.
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { TABLES, copyTable, createTableSql, textTimestamps } from './baseline-runs.mjs';
import { benchShop, insertOrders, seedSource, setupSluice } from './runs/setup.mjs';
import { freePort, scratchDatabase, startProcess } from './support.mjs';

const ROUNDS = Number(process.env.BENCH_SMALL_ROUNDS || 20);
const NEW_ORDERS = 100;
const BASE_ORDERS = Number(process.env.BENCH_SMALL_BASE || 1_000);
const POLL_MS = 2;

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The plain way: connect, copy every table's rows after its last position, disconnect. Answers ms and rows. */
async function plainCopy(sourceUrl, targetUrl, positions) {
  const started = performance.now();
  const source = new pg.Client({ connectionString: sourceUrl, types: textTimestamps });
  const target = new pg.Client({ connectionString: targetUrl, types: textTimestamps });
  await Promise.all([source.connect(), target.connect()]);
  let rows = 0;
  try {
    for (const table of TABLES) {
      const { moved, after } = await copyTable(source, target, table, positions.get(table.name) ?? null);
      if (after) positions.set(table.name, after);
      rows += moved;
    }
  } finally {
    await Promise.all([source.end(), target.end()]);
  }
  return { ms: performance.now() - started, rows };
}

/** Starts `sluice worker`; it is ready once the run queued at setup has succeeded. */
function startWorker(env) {
  const child = spawn(process.execPath, ['bin/sluice.js', 'worker'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return {
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    }),
  };
}

/** Waits for run `id` to end; answers its row. */
async function ended(db, id, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query('SELECT status, records_processed, records_failed, created_at, started_at, finished_at FROM runs WHERE id = $1', [id]);
    const row = rows[0];
    if (row && ['succeeded', 'failed', 'partial', 'cancelled'].includes(row.status)) return row;
    if (Date.now() > deadline) throw new Error(`run ${id} did not end within ${timeoutMs} ms: ${JSON.stringify(row)}`);
    await sleep(POLL_MS);
  }
}

async function trigger(api, flowId, key) {
  const res = await fetch(`${api}/v1/flows/${flowId}/trigger`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });
  const body = await res.json();
  if (res.status !== 202) throw new Error(`trigger answered ${res.status}: ${JSON.stringify(body)}`);
  return body.run_id ?? body.id;
}

/** One round: optionally add 100 orders, copy them the plain way, then trigger the flow and wait for its run. */
async function round(ctx, withNew) {
  if (ctx.pauseMs) await sleep(ctx.pauseMs);
  let lines = 0;
  if (withNew) {
    const from = ctx.next;
    ctx.next += NEW_ORDERS;
    lines = await insertOrders(ctx.source, ctx.shop, { from, to: ctx.next, updatedAt: new Date().toISOString() });
  }
  const plain = await plainCopy(ctx.urls.source, ctx.urls.plain, ctx.positions);
  const started = performance.now();
  const id = await trigger(ctx.api, ctx.flowId, ctx.key);
  const row = await ended(ctx.db, id);
  const ms = performance.now() - started;
  const expected = withNew ? NEW_ORDERS + lines : 0;
  if (row.status !== 'succeeded' || row.records_processed !== expected || plain.rows !== expected) {
    throw new Error(`round moved the wrong records: ${JSON.stringify({ row, plain: plain.rows, expected })}`);
  }
  const at = (t) => new Date(t).getTime();
  return { ms, plainMs: plain.ms, records: expected, queuedMs: at(row.started_at) - at(row.created_at), runMs: at(row.finished_at) - at(row.started_at) };
}

async function startSluice(urls, secretKey, extraEnv) {
  const { customerId, flowId, runId } = await setupSluice(urls.sluice, secretKey, urls.source, urls.target);
  const key = await createKey(urls.sluice, customerId);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bench-small-'));
  const env = {
    DATABASE_URL: urls.sluice,
    SLUICE_SECRET_KEY: secretKey,
    SLUICE_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SLUICE_RATE_LIMIT_TRIGGER: '1000000',
    SLUICE_RATE_LIMIT_CUSTOMER_WRITE: '1000000',
    // The source and target databases are on loopback, which the egress policy refuses unless allowed.
    SLUICE_EGRESS_ALLOW: '*',
    SLUICE_REDIS_URL: undefined,
    ...extraEnv,
  };
  const port = await freePort();
  const apiProcess = await startProcess(['bin/sluice.js', 'serve', '--port', String(port), '--no-worker'], env, `http://127.0.0.1:${port}/healthz`);
  const worker = startWorker(env);
  return { api: `http://127.0.0.1:${port}`, key, flowId, firstRun: runId, dataDir, stop: async () => Promise.all([apiProcess.stop(), worker.stop()]) };
}

async function createKey(url, customerId) {
  const { connect } = await import('../dist/src/db/connect.js');
  const { createApiKey, createUser } = await import('../dist/src/domain/access/service.js');
  const db = await connect({ databaseUrl: url });
  try {
    const user = await createUser(db.knex, { customerId, email: 'bench@example.com', role: 'owner' });
    return (await createApiKey(db.knex, { customerId, userId: user.id, scopes: ['flows:read', 'flows:write', 'runs:read'] })).key;
  } finally {
    await db.close();
  }
}

function summary(rounds) {
  const pick = (f) => rounds.map(f);
  return {
    p50: quantile(pick((r) => r.ms), 0.5),
    p95: quantile(pick((r) => r.ms), 0.95),
    plainP50: quantile(pick((r) => r.plainMs), 0.5),
    plainP95: quantile(pick((r) => r.plainMs), 0.95),
    queuedP50: quantile(pick((r) => r.queuedMs), 0.5),
    runP50: quantile(pick((r) => r.runMs), 0.5),
    records: rounds[0]?.records ?? 0,
  };
}

/**
 * The settings each pass runs Sluice with: as shipped, with its plugin processes gone between runs, and with a plugin
 * process started per call.
 */
const PASSES = [
  { name: 'Sluice as shipped', env: {} },
  { name: 'plugin processes gone between runs (`SLUICE_CONNECTOR_IDLE_SECONDS=1`, 1.5 s between rounds)', env: { SLUICE_CONNECTOR_IDLE_SECONDS: '1' }, pauseMs: 1_500 },
  { name: 'a plugin process per call (`SLUICE_CONNECTOR_IDLE_SECONDS=0`)', env: { SLUICE_CONNECTOR_IDLE_SECONDS: '0' } },
];

export function smallRunsReport(passes) {
  const { base } = passes[0];
  const row = (pass, name, s, target) => `| ${pass} | ${name} | ${s.records} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.queuedP50.toFixed(0)} | ${s.runP50.toFixed(0)} | ${s.plainP50.toFixed(1)} | ${target} |`;
  return [
    `## Small runs: trigger to succeeded, API and worker in separate processes`,
    '',
    `Command: \`npm run bench\` (or \`node bench/smallRuns.mjs\`). ${ROUNDS} rounds each, after a first run of ${base} orders. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL on loopback.`,
    'Timed from before `POST /v1/flows/{id}/trigger` to the run row reading `succeeded` (polled every 2 ms). Queued and run: from the run row (created → started → finished). Plain script: connect to both databases, copy the rows after the last keyset position with `pg` alone, disconnect.',
    '',
    '| Sluice | rounds | records per run | p50 ms | p95 ms | queued p50 ms | run p50 ms | plain script p50 ms | target p50 |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...passes.flatMap((p, i) => [
      row(p.name, `${NEW_ORDERS} new orders (+ their lines)`, p.fresh, i === 0 ? '< 200 ms' : ''),
      row(p.name, 'nothing new', p.idle, i === 0 ? '< 100 ms' : ''),
    ]),
  ].join('\n');
}

/** One pass: fresh databases, a first run, then the rounds with new orders and the rounds with nothing new. */
async function benchPass(pass) {
  const dbs = [];
  const scratch = async (p) => {
    const d = await scratchDatabase(p);
    dbs.push(d);
    return d;
  };
  let sluice;
  const ctx = { positions: new Map(), shop: benchShop(BASE_ORDERS + 2 * ROUNDS * NEW_ORDERS), next: BASE_ORDERS, pauseMs: pass.pauseMs ?? 0 };
  try {
    ctx.urls = { sluice: (await scratch('sluice_bench_small')).url, source: (await scratch('sluice_bench_small_src')).url, target: (await scratch('sluice_bench_small_dst')).url, plain: (await scratch('sluice_bench_small_plain')).url };
    await seedSource(ctx.urls.source, BASE_ORDERS);
    const plainTarget = new pg.Client({ connectionString: ctx.urls.plain });
    await plainTarget.connect();
    for (const table of TABLES) await plainTarget.query(createTableSql(table));
    await plainTarget.end();
    await plainCopy(ctx.urls.source, ctx.urls.plain, ctx.positions);
    sluice = await startSluice(ctx.urls, crypto.randomBytes(32).toString('hex'), pass.env);
    Object.assign(ctx, { api: sluice.api, key: sluice.key, flowId: sluice.flowId });
    ctx.source = new pg.Client({ connectionString: ctx.urls.source });
    ctx.db = new pg.Client({ connectionString: ctx.urls.sluice });
    await Promise.all([ctx.source.connect(), ctx.db.connect()]);
    const first = await ended(ctx.db, sluice.firstRun, 120_000);
    if (first.status !== 'succeeded') throw new Error(`the first run ended ${first.status}`);
    const fresh = [];
    const idle = [];
    for (let i = 0; i < ROUNDS; i++) fresh.push(await round(ctx, true));
    for (let i = 0; i < ROUNDS; i++) idle.push(await round(ctx, false));
    return { name: pass.name, fresh: summary(fresh), idle: summary(idle), base: BASE_ORDERS, raw: { fresh, idle } };
  } finally {
    await ctx.source?.end().catch(() => {});
    await ctx.db?.end().catch(() => {});
    await sluice?.stop();
    if (sluice) fs.rmSync(sluice.dataDir, { recursive: true, force: true });
    for (const d of dbs.reverse()) await d.drop().catch(() => {});
  }
}

export async function benchSmallRuns() {
  const passes = [];
  for (const pass of PASSES) passes.push(await benchPass(pass));
  if (process.env.BENCH_SMALL_RAW) fs.writeFileSync(process.env.BENCH_SMALL_RAW, JSON.stringify(passes, null, 2));
  console.log(smallRunsReport(passes));
  return passes;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchSmallRuns();
