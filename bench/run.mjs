// `npm run bench`: every benchmark, each against its baseline in the same run. Prints a Markdown report.
import os from 'node:os';
import { benchCanonical } from './canonical.mjs';
import { benchFlows } from './flows.mjs';
import { benchObservability, observabilityReport } from './observability.mjs';
import { benchRuns } from './runs.mjs';
import { benchSmallRuns } from './smallRuns.mjs';
import { benchWebhooks } from './webhooks.mjs';

const rounds = Number(process.env.BENCH_ROUNDS || 3);
const duration = Number(process.env.BENCH_DURATION || 10);

const f = await benchFlows({ rounds, duration, connections: 50 });
const ratio = f.full.rps / f.base.rps;
const lines = [
  `## GET /v1/flows?limit=50, 1,000 flows, ${f.connections} connections`,
  '',
  `Command: \`npm run bench\` (BENCH_ROUNDS=${rounds}, BENCH_DURATION=${duration}s per round; medians of the rounds, rounds alternate baseline and full stack).`,
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL on loopback.`,
  '',
  '| | req/s | p50 ms | p99 ms |',
  '|---|---:|---:|---:|',
  `| baseline: bare Koa, same SQL, same JSON | ${f.base.rps.toFixed(0)} | ${f.base.p50} | ${f.base.p99} |`,
  `| full stack, rate-limit counters in PostgreSQL: routing, validation, auth, rate limit, tenant scoping | ${f.full.rps.toFixed(0)} | ${f.full.p50} | ${f.full.p99} |`,
  ...(f.redis ? [`| full stack, rate-limit counters in Redis (SLUICE_REDIS_URL) | ${f.redis.rps.toFixed(0)} | ${f.redis.p50} | ${f.redis.p99} |`] : []),
  '',
  `Ratio full/baseline: **${ratio.toFixed(2)}×** with the counters in PostgreSQL${f.redis ? `, **${(f.redis.rps / f.base.rps).toFixed(2)}×** with them in Redis` : ''} (target ≥ 0.8×).`,
];
console.log(lines.join('\n'));

console.log('');
console.log(observabilityReport(await benchObservability({ rounds, duration, connections: 50 })));

console.log('');
await benchCanonical({ rounds }); // prints its own section

console.log('');
await benchWebhooks({ rounds }); // prints its own section

console.log('');
await benchSmallRuns(); // prints its own section

console.log('');
await benchRuns(); // prints its own section
