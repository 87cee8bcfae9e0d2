// The bench's section of the report (markdown): the limit and Sluice at both volumes, the ratio and memory
// against their targets, and where the larger run's time went, per stage of the pipeline and how much overlapped.
import os from 'node:os';

const RATIO_TARGET = 0.35;
const RSS_TARGET_MB = 300;

const f = (n) => Math.round(n).toLocaleString('en-US');
const mb = (kb) => (kb / 1024).toFixed(0);

const STAGE_NAMES = {
  read: 'read: waiting for the source plugin’s next message (its query, mapping, IPC)',
  store: 'store: a batch into the canonical layer (validate, match, merge, upsert; the written rows come back with it)',
  write: 'write: a batch to the destination plugin (upsert, commit, IPC; retries included)',
  checkpoint: 'checkpoint: the source position and the run’s counts saved',
};

function volumeRows(r) {
  const b = r.base.result;
  const s = r.full.result;
  return [
    `| limit: plain \`pg\` script, ${f(r.orders)} orders | ${f(r.records)} | ${b.seconds.toFixed(1)} | ${f(r.records / b.seconds)} | ${mb(b.maxRssKb)} | — | — | ${r.base.loadAvg.toFixed(1)} |`,
    `| Sluice run, ${f(r.orders)} orders | ${f(r.records)} | ${s.seconds.toFixed(1)} | ${f(r.records / s.seconds)} | ${mb(s.maxRssKb)} | ${mb(r.full.childPeakKb)} | ${mb(r.full.treePeakKb)} | ${r.full.loadAvg.toFixed(1)} |`,
  ];
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
  const row = (label, r, w) => `| ${label}, ${f(r.orders)} orders | ${us(w.cpu.treeMs, r)} | ${us(w.cpu.serverMs, r)} | ${us(w.cpu.treeMs + w.cpu.serverMs, r)} | ${((w.cpu.treeMs + w.cpu.serverMs) / (w.result.seconds * 1000)).toFixed(2)} |`;
  if (!results.every((r) => r.base.cpu && r.full.cpu)) return [];
  return [
    '',
    `CPU per record while timed (read from \`/proc\`: the script, or the Sluice process with its plugin processes; and the whole PostgreSQL server, which serves the source, the canonical layer and the destination), in µs, and the CPUs busy on average (of ${os.cpus().length}):`,
    '',
    '| | Node processes µs/record | PostgreSQL µs/record | total µs/record | CPUs busy |',
    '|---|---:|---:|---:|---:|',
    ...results.flatMap((r) => [row('limit', r, r.base), row('Sluice', r, r.full)]),
  ];
}

export function report(results, options) {
  const [small, large] = results;
  const ratio = (r) => r.records / r.full.result.seconds / (r.records / r.base.result.seconds);
  const rate = (r) => r.records / r.full.result.seconds;
  const main = results.map((r) => r.full.result.maxRssKb);
  const plugin = results.map((r) => r.full.childPeakKb);
  const tree = results.map((r) => r.full.treePeakKb);
  const under = Math.max(...main, ...plugin) < RSS_TARGET_MB * 1024;
  const s = large.full.result;
  const total = s.seconds * 1000;
  const sqlMs = s.sql.reduce((a, e) => a + e.ms, 0);
  return [
    `## Run pipeline, ${f(large.orders)} sample orders with line items, postgres → canonical → postgres`,
    '',
    `Command: \`npm run bench\` (or \`npm run -s build && node bench/runs.mjs\`; BENCH_RUN_ORDERS=${large.orders}); at ${f(small.orders)} and ${f(large.orders)} orders, one run of each, the limit first, each in its own process.`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL on loopback. Source seeded (untimed) in ${results.map((r) => `${r.seedSeconds.toFixed(0)} s`).join(' / ')}.`,
    `Server autovacuum: ${options.autovacuum}; ${options.analyzeSeconds ? `ANALYZE of the canonical tables every ${options.analyzeSeconds} s during each Sluice run (BENCH_RUNS_ANALYZE_SECONDS; ${results.map((r) => `${r.full.analyzes.count} × in ${f(r.full.analyzes.ms)} ms`).join(' / ')})` : 'no ANALYZE by the bench during the runs'}.`,
    '',
    '| | records (orders + lines) | seconds | records/s | peak RSS, Sluice process MB | peak RSS, largest plugin process MB | process tree at once, MB | load avg (1 min) at end |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap(volumeRows),
    '',
    `Ratio Sluice/limit: **${results.map((r) => `${ratio(r).toFixed(2)}× at ${f(r.orders)} orders`).join(', ')}** (target ≥ ${RATIO_TARGET}×: ${results.every((r) => ratio(r) >= RATIO_TARGET) ? 'met' : '**not met**'}). Sluice's rate at ${f(large.orders)} orders is ${((rate(large) / rate(small)) * 100).toFixed(0)} % of its rate at ${f(small.orders)}.`,
    `Peak RSS as the volume doubles (${f(small.orders)} → ${f(large.orders)} orders): Sluice process ${mb(main[0])} → ${mb(main[1])} MB, largest plugin process ${mb(plugin[0])} → ${mb(plugin[1])} MB, whole tree at once ${mb(tree[0])} → ${mb(tree[1])} MB; limit script ${mb(small.base.result.maxRssKb)} → ${mb(large.base.result.maxRssKb)} MB (target: the Sluice process and each plugin process under ${RSS_TARGET_MB} MB: ${under ? 'met' : '**not met**'}).`,
    '',
    ...cpuLines(results),
    '',
    `Where the ${f(large.orders)}-order run's ${(total / 1000).toFixed(1)} s went, per stage of the pipeline (timed by the engine's RunObserver; the stages run at the same time on consecutive batches, so their times overlap and add up to more than the run):`,
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
    `An empty write in a write session (one message each way, no database work) costs ${s.emptyWriteMs.toFixed(2)} ms; a one-shot plugin call (a process started and the plugin loaded) ${s.oneShotMs.toFixed(0)} ms (medians, measured after the run).`,
  ].join('\n');
}
