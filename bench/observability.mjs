// Bench: what metrics and tracing cost a request. Authenticated GET /v1/flows?limit=50 (1,000 flows) against three
// `sluice serve --no-worker` processes on one database, alike but for: SLUICE_METRICS=off (the baseline: nothing
// counted), metrics on (the default), and metrics on with every request traced (always_on sampler) to a local
// OTLP/HTTP collector. Rounds alternate the three; medians of the rounds.
import crypto from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { seedFlowsCustomer } from './flows.mjs';
import { freePort, load, median, scratchDatabase, startProcess } from './support.mjs';

async function startServers(url, secretKey, sinkUrl) {
  const common = { DATABASE_URL: url, SLUICE_SECRET_KEY: secretKey, LOG_LEVEL: 'warn', SLUICE_RATE_LIMIT_READ: '1000000000', SLUICE_REDIS_URL: undefined };
  const variants = {
    off: { SLUICE_METRICS: 'off' },
    metrics: { SLUICE_METRICS: 'on' },
    traced: { SLUICE_METRICS: 'on', OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, OTEL_TRACES_SAMPLER: 'always_on' },
  };
  const servers = {};
  for (const [name, env] of Object.entries(variants)) {
    const port = await freePort();
    const proc = await startProcess(['bin/sluice.js', 'serve', '--port', String(port), '--no-worker'], { ...common, ...env }, `http://127.0.0.1:${port}/healthz`);
    servers[name] = { proc, url: `http://127.0.0.1:${port}/v1/flows?limit=50` };
  }
  return servers;
}

export async function benchObservability({ rounds = 3, duration = 10, connections = 50 } = {}) {
  const scratch = await scratchDatabase('sluice_bench_obs');
  const secretKey = crypto.randomBytes(32).toString('hex');
  const sinkPort = await freePort();
  const sink = await startProcess(['bench/otlpSink.mjs'], { PORT: String(sinkPort) }, `http://127.0.0.1:${sinkPort}/count`);
  try {
    const { key } = await seedFlowsCustomer(scratch.url, secretKey);
    const servers = await startServers(scratch.url, secretKey, `http://127.0.0.1:${sinkPort}`);
    const headers = { Authorization: `Bearer ${key}` };
    const results = { off: [], metrics: [], traced: [] };
    try {
      for (const s of Object.values(servers)) await load({ url: s.url, headers, connections, duration: 3 }); // warm up each
      for (let r = 0; r < rounds; r++) {
        for (const name of Object.keys(results)) results[name].push(await load({ url: servers[name].url, headers, connections, duration }));
      }
    } finally {
      for (const s of Object.values(servers)) await s.proc.stop();
    }
    const spans = (await (await fetch(`http://127.0.0.1:${sinkPort}/count`)).json()).spans;
    const summary = (runs) => ({ rps: median(runs.map((x) => x.rps)), p50: median(runs.map((x) => x.p50)), p99: median(runs.map((x) => x.p99)), total: runs.reduce((n, x) => n + x.total, 0) });
    return { off: summary(results.off), metrics: summary(results.metrics), traced: summary(results.traced), spans, rounds, duration, connections };
  } finally {
    await sink.stop();
    await scratch.drop();
  }
}

/** The report's section. */
export function observabilityReport(o) {
  const pct = (x) => `${((x - 1) * 100).toFixed(1)} %`;
  const m = o.metrics.rps / o.off.rps;
  const t = o.traced.rps / o.off.rps;
  return [
    `## Observability cost: GET /v1/flows?limit=50 with metrics and tracing on and off, ${o.connections} connections`,
    '',
    `Command: \`npm run bench\` (BENCH_ROUNDS=${o.rounds}, BENCH_DURATION=${o.duration}s per round; medians; rounds alternate the three servers).`,
    '',
    '| | req/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    `| baseline: SLUICE_METRICS=off, no tracing | ${o.off.rps.toFixed(0)} | ${o.off.p50} | ${o.off.p99} |`,
    `| metrics on (the default) | ${o.metrics.rps.toFixed(0)} | ${o.metrics.p50} | ${o.metrics.p99} |`,
    `| metrics on, every request traced to a local OTLP/HTTP collector | ${o.traced.rps.toFixed(0)} | ${o.traced.p50} | ${o.traced.p99} |`,
    '',
    `Metrics on: **${m.toFixed(3)}×** the baseline's throughput (${pct(m)}; target within 5 %). Traced: **${t.toFixed(3)}×** (${pct(t)}; target within 15 %). The collector received ${o.spans} spans for ${o.traced.total} traced requests and their warm-up.`,
  ].join('\n');
}

// `npm run bench:observability`: this section alone.
if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rounds = Number(process.env.BENCH_ROUNDS || 3);
  const duration = Number(process.env.BENCH_DURATION || 10);
  console.log(observabilityReport(await benchObservability({ rounds, duration })));
}
