// Bench: the run pipeline. N `sample` orders with their line items sit in a source PostgreSQL database; a flow
// moves them postgres → canonical layer → postgres with the real runtime: executeRun with the connector plugins in
// their own processes, as a worker runs it. The limit is a plain `pg` script copying the same rows in batches of
// 1,000 (bench/baseline-runs.mjs); the floor is a plain script doing the same work as a run, the canonical copy
// included (bench/baseline-runs-canonical.mjs), which shows how much of the gap to the limit is the work itself.
// Each is run in its own process at each volume (BENCH_RUN_VOLUMES, default 10,000, 50,000 and 200,000 orders), so
// the rate and peak RSS can be compared as the volume grows; the process trees are sampled from /proc every 100 ms.
// At each volume the three run in pairs, the floor between the limit and Sluice (BENCH_RUNS_PAIRS, default 2),
// alternating which of those two goes first, each pair into fresh databases: on a shared machine one pair's ratio
// moves by more than a borderline target, so the report gives every pair's ratio and judges the target on their
// median.
// Each timed run is its process's first. BENCH_RUNS_WARMUP_ORDERS=N has each process first move N other orders,
// untimed (the Sluice process as another customer, in the same database), as a worker that has served other
// customers' runs has: what a process pays once in its life (compiling its code and the canonical validators, opening
// its database connections) is then left out of both sides, and each run's own costs stay in (the plugin processes
// are kept per customer, so the timed run's still start cold). The idle processes kept from the warm-up count in the
// report's "process tree at once".
// Prints its own section. The parts: runs/setup.mjs (data, Sluice side), runs/baseline.mjs (the limit),
// runs/measure.mjs (the Sluice process, timed per stage through the engine's RunObserver), runs/stages.mjs (the
// per-stage summary and overlap), runs/processTree.mjs (memory), runs/report.mjs.
// Run alone: `npm run -s build && node bench/runs.mjs`; `npm run bench` runs it after the other benches.
// BENCH_RUN_ORDERS=N runs N/2 and N orders instead. BENCH_RUNS_ANALYZE_SECONDS=<s> runs ANALYZE of the canonical tables
// every <s> seconds during each Sluice run (off by default: Sluice keeps its statistics fresh itself).
// BENCH_RUNS_KEEP=1 keeps the scratch databases; BENCH_RUNS_RAW=<file> writes the raw figures as JSON;
// BENCH_RUNS_CPU_PROF=<dir> writes a V8 CPU profile of each Sluice process.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { runBaseline, runFloor } from './runs/baseline.mjs';
import { runWatched } from './runs/processTree.mjs';
import { report } from './runs/report.mjs';
import { migrateOnly, queryOne, seedSource, setupSluice } from './runs/setup.mjs';
import { BENCH_DATABASE_URL, scratchDatabase } from './support.mjs';

const SELF = fileURLToPath(import.meta.url);

async function checkpointServer() {
  const c = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await c.connect();
  await c.query('CHECKPOINT').catch(() => {}); // needs superuser (or pg_checkpoint); only evens out the runs
  await c.end();
}

/** ANALYZE of the canonical tables every `seconds` while a run goes (0: never). */
async function periodicAnalyze(url, seconds) {
  if (!seconds) return { stop: async () => ({ count: 0, ms: 0 }) };
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const done = { count: 0, ms: 0 };
  let pass = Promise.resolve();
  const timer = setInterval(() => {
    pass = pass.then(async () => {
      const t0 = performance.now();
      await c.query('ANALYZE canonical_records, canonical_external_ids').catch(() => {});
      done.ms += performance.now() - t0;
      done.count += 1;
    });
  }, seconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await pass;
      await c.end();
      return done;
    },
  };
}

/** Drops scratch databases in reverse order of creation, unless BENCH_RUNS_KEEP asks to keep them. */
async function dropAll(dbs) {
  if (process.env.BENCH_RUNS_KEEP) console.error(`kept: ${dbs.map((d) => d.url).join(' ')}`);
  else for (const d of [...dbs].reverse()) await d.drop().catch(() => {});
}

/**
 * One limit run, one floor run and one Sluice run over the same source, each into fresh databases; `sluiceFirst`
 * swaps the order (the floor stays in the middle).
 * With `warmSource`, each process first moves that source's rows, untimed, into a database of its own (the Sluice
 * process as another customer).
 */
async function benchPair(source, seed, analyzeSeconds, sluiceFirst, warmSource) {
  const dbs = [];
  const scratch = async (p) => {
    const d = await scratchDatabase(p);
    dbs.push(d);
    return d;
  };
  try {
    const plainTarget = await scratch('sluice_bench_runs_plain');
    const target = await scratch('sluice_bench_runs_dst');
    const sluice = await scratch('sluice_bench_runs');
    const expected = seed.orders + seed.lines;
    const secretKey = crypto.randomBytes(32).toString('hex');
    const { runId, customerId } = await setupSluice(sluice.url, secretKey, source.url, target.url);
    const warm = warmSource && {
      limit: { sourceUrl: warmSource.url, targetUrl: (await scratch('sluice_bench_runs_warm_plain')).url },
      floor: { sourceUrl: warmSource.url, targetUrl: (await scratch('sluice_bench_runs_warm_floor')).url },
      run: await setupSluice(sluice.url, secretKey, warmSource.url, (await scratch('sluice_bench_runs_warm_dst')).url, 'Warm-up'),
    };

    const floorCanonical = await scratch('sluice_bench_runs_floor');
    const floorTarget = await scratch('sluice_bench_runs_floor_dst');
    await migrateOnly(floorCanonical.url);

    const limit = async () => {
      await checkpointServer();
      return runBaseline(source.url, plainTarget.url, expected, warm?.limit);
    };
    const floor = async () => {
      await checkpointServer();
      return runFloor(source.url, floorCanonical.url, floorTarget.url, expected, warm?.floor);
    };
    const run = async () => {
      await checkpointServer();
      const prof = process.env.BENCH_RUNS_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_RUNS_CPU_PROF}`] : [];
      const analyzer = await periodicAnalyze(sluice.url, analyzeSeconds);
      const running = runWatched([...prof, SELF, '--execute'], {
        BENCH_SLUICE_URL: sluice.url,
        BENCH_SECRET_KEY: secretKey,
        BENCH_RUN_ID: runId,
        ...(warm ? { BENCH_WARM_RUN_ID: warm.run.runId } : {}),
        BENCH_CUSTOMER_ID: customerId,
        BENCH_TARGET_URL: target.url,
        // The source and target databases are on loopback, which the egress policy refuses unless allowed.
        SLUICE_EGRESS_ALLOW: '*',
        LOG_LEVEL: 'silent',
      });
      await running.catch(() => {});
      const analyzes = await analyzer.stop();
      return { ...(await running), analyzes };
    };
    let base;
    let full;
    let same;
    if (sluiceFirst) {
      full = await run();
      same = await floor();
      base = await limit();
    } else {
      base = await limit();
      same = await floor();
      full = await run();
    }
    const row = await queryOne(sluice.url, `SELECT status, records_processed, records_failed, errors::text FROM runs WHERE id = '${runId}'`);
    const writtenTo = (url) => queryOne(
      url,
      `SELECT (SELECT count(*) FROM sluice_order)::int AS orders, (SELECT count(*) FROM sluice_order_line_item)::int AS lines,
              (SELECT count(*) FROM sluice_order_line_item WHERE order_id IS NULL)::int AS lines_without_order`,
    );
    const complete = (w) => w.orders === seed.orders && w.lines === seed.lines && w.lines_without_order === 0;
    const written = await writtenTo(target.url);
    if (full.result.outcome !== 'finished' || row.status !== 'succeeded' || row.records_processed !== expected || !complete(written)) {
      throw new Error(`the run did not move every record: ${JSON.stringify({ outcome: full.result.outcome, run: row, written, expected: { orders: seed.orders, lines: seed.lines } })}`);
    }
    // The floor too: every record in the destination, every line's order resolved to its canonical id.
    const floorWritten = await writtenTo(floorTarget.url);
    if (!complete(floorWritten)) throw new Error(`the floor did not write every record: ${JSON.stringify(floorWritten)}`);
    return { base, same, full, sluiceFirst };
  } finally {
    await dropAll(dbs);
  }
}

/** `pairs` pairs at one volume, over one seeded source; the pairs alternate which of the limit and Sluice goes first. */
async function benchVolume(orders, analyzeSeconds, pairs, warmSource) {
  const source = await scratchDatabase('sluice_bench_runs_src');
  try {
    const seed = await seedSource(source.url, orders);
    const done = [];
    for (let i = 0; i < pairs; i++) done.push(await benchPair(source, seed, analyzeSeconds, i % 2 === 1, warmSource));
    return { orders, lines: seed.lines, records: seed.orders + seed.lines, seedSeconds: seed.seconds, pairs: done };
  } finally {
    await dropAll([source]);
  }
}

/** The volumes to run: BENCH_RUN_VOLUMES (comma-separated), or N/2 and N for BENCH_RUN_ORDERS=N, or the default. */
function volumesToRun(env) {
  if (env.BENCH_RUN_VOLUMES) return env.BENCH_RUN_VOLUMES.split(',').map((v) => Number(v.trim()));
  if (env.BENCH_RUN_ORDERS) return [Math.round(Number(env.BENCH_RUN_ORDERS) / 2), Number(env.BENCH_RUN_ORDERS)];
  return [10_000, 50_000, 200_000];
}

export async function benchRuns({ volumes = volumesToRun(process.env) } = {}) {
  const autovacuum = (await queryOne(BENCH_DATABASE_URL, "SELECT current_setting('autovacuum') AS v")).v;
  const analyzeSeconds = Number(process.env.BENCH_RUNS_ANALYZE_SECONDS || 0);
  const pairs = Math.max(1, Number(process.env.BENCH_RUNS_PAIRS || 2));
  const warmOrders = Number(process.env.BENCH_RUNS_WARMUP_ORDERS || 0);
  const warmSource = warmOrders > 0 ? await scratchDatabase('sluice_bench_runs_warm_src') : undefined;
  try {
    if (warmSource) await seedSource(warmSource.url, warmOrders);
    const results = [];
    for (const v of volumes) results.push(await benchVolume(v, analyzeSeconds, pairs, warmSource));
    if (process.env.BENCH_RUNS_RAW) fs.writeFileSync(process.env.BENCH_RUNS_RAW, JSON.stringify(results, null, 2));
    console.log(report(results, { autovacuum, analyzeSeconds, pairs, warmOrders }));
    return results;
  } finally {
    if (warmSource) await dropAll([warmSource]);
  }
}

if (process.argv[2] === '--execute') {
  const { executeInThisProcess } = await import('./runs/measure.mjs');
  await executeInThisProcess();
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchRuns();
}
