// The bench's section of the report (markdown): the limit and Sluice at each volume, pair by pair, the ratio (the
// median of the pairs') at each against its target, memory from the smallest volume to the largest, and where the
// largest volume's last Sluice run's time went, per stage of the pipeline and how much overlapped.
import os from 'node:os';

const RATIO_TARGET = 0.4;
const RSS_TARGET_MB = 300;

const f = (n) => Math.round(n).toLocaleString('en-US');
const mb = (kb) => (kb / 1024).toFixed(0);

const STAGE_NAMES = {
  read: 'read: waiting for the source plugin’s next message (its query, mapping, IPC)',
  store: 'store: a batch into the canonical layer (validate, match, merge, upsert; the written rows come back with it)',
  write: 'write: a batch to the destination plugin (upsert, commit, IPC; retries included)',
  checkpoint: 'checkpoint: the source position and the run’s counts saved',
};

const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const pairLabel = (i, p) => `pair ${i + 1}${p.sluiceFirst ? ', Sluice first' : ''}`;
/** Sluice's records/s over the limit's, in one pair. */
const pairRatio = (p) => p.base.result.seconds / p.full.result.seconds;
/** The median of the pairs' ratios at one volume. */
const ratio = (r) => median(r.pairs.map((p) => pairRatio(p)));
/** The floor's time over the limit's (what the same work done plainly reaches), and Sluice's over the floor's. */
const floorRatio = (p) => p.base.result.seconds / p.same.result.seconds;
const overFloor = (p) => p.same.result.seconds / p.full.result.seconds;
const medianOf = (r, of) => median(r.pairs.map(of));
/** The median of Sluice's rates at one volume. */
const rate = (r) => median(r.pairs.map((p) => r.records / p.full.result.seconds));

/**
 * The floor against the limit, Sluice against the floor, and the bound the floor's CPU sets: its CPU time (script and
 * server) spread over every CPU of the machine, what a pipelined version of the same script could at best reach.
 */
function floorLine(results) {
  const cpus = os.cpus().length;
  const bound = (p) => p.base.result.seconds / ((p.same.cpu.treeMs + p.same.cpu.serverMs) / 1000 / cpus);
  const withCpu = results.every((r) => r.pairs.every((p) => p.same.cpu));
  return [
    `The floor (bench/baseline-runs-canonical.mjs: the same work as a Sluice run, the canonical copy included, by a plain sequential script for this one source) against the limit, the median of the pairs: ${results.map((r) => `${medianOf(r, floorRatio).toFixed(2)}× at ${f(r.orders)} orders`).join(', ')}.`,
    withCpu ? ` Its CPU time (script and server) spread perfectly over ${cpus} CPUs would give ${results.map((r) => `${medianOf(r, bound).toFixed(2)}×`).join(', ')}: what this script's work could reach here with every CPU busy all the time.` : '',
    ` Sluice against the floor: **${results.map((r) => `${medianOf(r, overFloor).toFixed(2)}×`).join(', ')}** (pairs: ${results.map((r) => r.pairs.map((p) => `${overFloor(p).toFixed(2)}×`).join(', ')).join('; ')}).`,
  ].join('');
}

function volumeRows(r) {
  return r.pairs.flatMap((p, i) => {
    const b = p.base.result;
    const s = p.full.result;
    return [
      `| limit: plain \`pg\` script, ${f(r.orders)} orders, ${pairLabel(i, p)} | ${f(r.records)} | ${b.seconds.toFixed(1)} | ${f(r.records / b.seconds)} | ${mb(b.maxRssKb)} | — | — | ${p.base.loadAvg.toFixed(1)} |`,
      `| floor: the same work plainly (canonical copy too), ${f(r.orders)} orders, ${pairLabel(i, p)} | ${f(r.records)} | ${p.same.result.seconds.toFixed(1)} | ${f(r.records / p.same.result.seconds)} | ${mb(p.same.result.maxRssKb)} | — | — | ${p.same.loadAvg.toFixed(1)} |`,
      `| Sluice run, ${f(r.orders)} orders, ${pairLabel(i, p)} | ${f(r.records)} | ${s.seconds.toFixed(1)} | ${f(r.records / s.seconds)} | ${mb(s.maxRssKb)} | ${mb(p.full.childPeakKb)} | ${mb(p.full.treePeakKb)} | ${p.full.loadAvg.toFixed(1)} |`,
    ];
  });
}

/** What each process did before its timed run (bench/runs.mjs, BENCH_RUNS_WARMUP_ORDERS). */
function warmUpLine(results, warmOrders) {
  if (!warmOrders) return "No warm-up: each timed run is its process's first (BENCH_RUNS_WARMUP_ORDERS=N moves N other orders first).";
  const seconds = results.flatMap((r) => r.pairs.map((p) => p.full.result.warmUp?.seconds ?? 0));
  return `Warm-up, untimed: each process first moved ${f(warmOrders)} other orders with their lines (the Sluice process as another customer: ${seconds.map((x) => `${x.toFixed(1)} s`).join(' / ')}); the timed run's plugin processes still start cold.`;
}

function stageRows(result) {
  const total = result.seconds * 1000;
  const pct = (ms, of) => `${of ? ((ms / of) * 100).toFixed(0) : 0} %`;
  return result.stages.perStage.map(
    (s) => `| ${STAGE_NAMES[s.stage]} | ${f(s.items)} | ${f(s.busyMs)} | ${pct(s.busyMs, total)} | ${s.msPerItem.toFixed(1)} | ${pct(s.overlappedMs, s.busyMs)} |`,
  );
}

/** CPU used per record by the bench's processes and by the PostgreSQL server, for the limit and for Sluice. */
function cpuLines(results) {
  const us = (ms, r) => ((ms * 1000) / r.records).toFixed(1);
  const row = (label, r, w) => `| ${label} | ${us(w.cpu.treeMs, r)} | ${us(w.cpu.serverMs, r)} | ${us(w.cpu.treeMs + w.cpu.serverMs, r)} | ${((w.cpu.treeMs + w.cpu.serverMs) / (w.result.seconds * 1000)).toFixed(2)} |`;
  if (!results.every((r) => r.pairs.every((p) => p.base.cpu && p.same.cpu && p.full.cpu))) return [];
  return [
    '',
    `CPU per record while timed (read from \`/proc\`: the script, or the Sluice process with its plugin processes; and the whole PostgreSQL server, which serves the source, the canonical layer and the destination), in µs, and the CPUs busy on average (of ${os.cpus().length}):`,
    '',
    '| | Node processes µs/record | PostgreSQL µs/record | total µs/record | CPUs busy |',
    '|---|---:|---:|---:|---:|',
    ...results.flatMap((r) => r.pairs.flatMap((p, i) => [row(`limit, ${f(r.orders)} orders, ${pairLabel(i, p)}`, r, p.base), row(`floor, ${f(r.orders)} orders, ${pairLabel(i, p)}`, r, p.same), row(`Sluice, ${f(r.orders)} orders, ${pairLabel(i, p)}`, r, p.full)])),
  ];
}

export function report(results, options) {
  const small = results[0];
  const large = results[results.length - 1];
  const ends = (xs) => [xs[0], xs[xs.length - 1]];
  // Peak memory at a volume: the largest of its pairs'.
  const peak = (r, of) => Math.max(...r.pairs.map(of));
  const main = ends(results.map((r) => peak(r, (p) => p.full.result.maxRssKb)));
  const plugin = ends(results.map((r) => peak(r, (p) => p.full.childPeakKb)));
  const tree = ends(results.map((r) => peak(r, (p) => p.full.treePeakKb)));
  const limitRss = ends(results.map((r) => peak(r, (p) => p.base.result.maxRssKb)));
  const under = Math.max(...main, ...plugin) < RSS_TARGET_MB * 1024;
  const s = large.pairs[large.pairs.length - 1].full.result;
  const total = s.seconds * 1000;
  const sqlMs = s.sql.reduce((a, e) => a + e.ms, 0);
  return [
    `## Run pipeline, ${f(large.orders)} sample orders with line items, postgres → canonical → postgres`,
    '',
    `Command: \`npm run bench\` (or \`npm run -s build && node bench/runs.mjs\`; BENCH_RUN_VOLUMES=${results.map((r) => r.orders).join(',')}, BENCH_RUNS_PAIRS=${options.pairs}); at ${results.map((r) => f(r.orders)).join(', ')} orders, ${options.pairs} pair${options.pairs === 1 ? '' : 's'} of runs (the limit, the floor and Sluice, each in its own process and into fresh databases${options.pairs > 1 ? "; the pairs alternate which of the limit and Sluice goes first, the floor between them" : ""}).`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL on loopback. Source seeded (untimed) in ${results.map((r) => `${r.seedSeconds.toFixed(0)} s`).join(' / ')}.`,
    `Server autovacuum: ${options.autovacuum}; ${options.analyzeSeconds ? `ANALYZE of the canonical tables every ${options.analyzeSeconds} s during each Sluice run (BENCH_RUNS_ANALYZE_SECONDS; ${results.flatMap((r) => r.pairs.map((p) => `${p.full.analyzes.count} × in ${f(p.full.analyzes.ms)} ms`)).join(' / ')})` : 'no ANALYZE by the bench during the runs'}.`,
    warmUpLine(results, options.warmOrders),
    '',
    '| | records (orders + lines) | seconds | records/s | peak RSS, Sluice process MB | peak RSS, largest plugin process MB | process tree at once, MB | load avg (1 min) at end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap(volumeRows),
    '',
    `Ratio Sluice/limit, the median of the pairs: **${results.map((r) => `${ratio(r).toFixed(2)}× at ${f(r.orders)} orders`).join(', ')}** (pairs: ${results.map((r) => r.pairs.map((p) => `${pairRatio(p).toFixed(2)}×`).join(', ')).join('; ')}; target ≥ ${RATIO_TARGET}×: ${results.every((r) => ratio(r) >= RATIO_TARGET) ? 'met' : '**not met**'}). Sluice's median rate at ${f(large.orders)} orders is ${((rate(large) / rate(small)) * 100).toFixed(0)} % of its median rate at ${f(small.orders)}.`,
    floorLine(results),
    `Peak RSS as the volume grows (${f(small.orders)} → ${f(large.orders)} orders): Sluice process ${mb(main[0])} → ${mb(main[1])} MB, largest plugin process ${mb(plugin[0])} → ${mb(plugin[1])} MB, whole tree at once ${mb(tree[0])} → ${mb(tree[1])} MB; limit script ${mb(limitRss[0])} → ${mb(limitRss[1])} MB (target: the Sluice process and each plugin process under ${RSS_TARGET_MB} MB: ${under ? 'met' : '**not met**'}).`,
    '',
    ...cpuLines(results),
    '',
    `Where the last ${f(large.orders)}-order Sluice run's ${(total / 1000).toFixed(1)} s went, per stage of the pipeline (timed by the engine's RunObserver; the stages run at the same time on consecutive batches, so their times overlap and add up to more than the run):`,
    '',
    '| stage | items | ms busy | share of the run | ms per item | overlapped by another stage |',
    '|---|---:|---:|---:|---:|---:|',
    ...stageRows(s),
    '',
    `Some stage was busy ${f(s.stages.anyBusyMs)} ms of the ${f(total)} ms (${((s.stages.anyBusyMs / total) * 100).toFixed(0)} %), with ${s.stages.concurrency.toFixed(2)} stages busy at once on average.`,
    '',
    `Sluice database statements (concurrent between the stages; ${f(s.sql.reduce((a, e) => a + e.n, 0))} statements, ${f(sqlMs)} ms in all), the largest:`,
    '',
    '| statement | calls | ms total | ms per call |',
    '|---|---:|---:|---:|',
    ...s.sql.slice(0, 8).map((e) => `| \`${e.q.replace(/\|/g, '\\|')}…\` | ${f(e.n)} | ${f(e.ms)} | ${(e.ms / e.n).toFixed(1)} |`),
    '',
    `An empty write in a write session (one message each way, no database work) costs ${s.emptyWriteMs.toFixed(2)} ms; a one-shot plugin call on a new process (started, the plugin loaded) ${s.oneShotMs.toFixed(0)} ms, and on a process kept from the call before ${s.keptCallMs.toFixed(1)} ms (medians, measured after the run).`,
  ].join('\n');
}
