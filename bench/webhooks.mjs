// Bench: webhook deliveries per second to a local HTTPS receiver, 10,000 events across 10 endpoints, through the
// whole path (outbox → fan-out → delivery rows → signed POST → attempt log) in a `sluice worker` process, against
// the limit: a plain loop of signed POSTs with the same concurrency and no persistence. Then, unsaturated, the p99
// from event commit to first attempt; and the same p99 for one customer while another customer's 200 slow
// endpoints (each answering after 2 s) keep 2,000 deliveries in flight.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../dist/src/db/connect.js';
import { migrateToLatest } from '../dist/src/db/migrate.js';
import { createCustomer } from '../dist/src/domain/access/service.js';
import { createEndpoint } from '../dist/src/domain/webhooks/service.js';
import { DEFAULT_WEBHOOK_SETTINGS } from '../dist/src/domain/webhooks/settings.js';
import { newId } from '../dist/src/ids.js';
import { secretsFrom } from '../dist/src/secrets.js';
import { median, scratchDatabase } from './support.mjs';

const ENDPOINTS = 10;
const SLOW_ENDPOINTS = 200;
const SLOW_EVENTS = 10;
const SLOW_MS = 2000;
const CONCURRENCY = 50;
const ENDPOINT_CONCURRENCY = DEFAULT_WEBHOOK_SETTINGS.endpointConcurrency;

function certificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bench-cert-'));
  const certPath = path.join(dir, 'cert.pem');
  const keyPath = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-days', '1', '-keyout', keyPath, '-out', certPath], { stdio: 'ignore' });
  return { certPath, cert: fs.readFileSync(certPath), key: fs.readFileSync(keyPath) };
}

/** Counts distinct deliveries and notes when each arrived first. */
async function receiver(cert) {
  const arrivals = new Map();
  let waiter;
  const server = https.createServer({ cert: cert.cert, key: cert.key, keepAliveTimeout: 30_000 }, (req, res) => {
    const id = req.headers['x-service-delivery'];
    req.resume();
    req.on('end', () => {
      if (req.url.startsWith('/slow/')) {
        setTimeout(() => res.writeHead(200).end(), SLOW_MS);
        return;
      }
      if (!arrivals.has(id)) arrivals.set(id, performance.timeOrigin + performance.now());
      res.writeHead(200).end();
      if (waiter && arrivals.size >= waiter.n) waiter.resolve();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    arrivals,
    reset: () => arrivals.clear(),
    until: (n, timeoutMs) =>
      new Promise((resolve, reject) => {
        if (arrivals.size >= n) return resolve();
        const timer = setTimeout(() => reject(new Error(`only ${arrivals.size} of ${n} deliveries arrived`)), timeoutMs);
        waiter = { n, resolve: () => { clearTimeout(timer); waiter = undefined; resolve(); } };
      }),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}

function run(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function startWorker(env) {
  const child = spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []), 'bin/sluice.js', 'worker'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  await new Promise((r) => setTimeout(r, 1500)); // start-up: migrations check, plugin load
  if (child.exitCode !== null) throw new Error(`sluice worker exited with ${child.exitCode}`);
  return { stop: () => new Promise((resolve) => { child.once('exit', resolve); child.kill('SIGTERM'); }) };
}

/** One event every `everyMs` for customer `customer`, each marked; resolves with commit time by marker index. */
async function markedEvents(knex, customer, count, everyMs, prefix) {
  const sent = new Map();
  for (let i = 0; i < count; i++) {
    await knex('events').insert({ id: newId('evt'), customer_id: customer, type: 'run.succeeded', data: JSON.stringify({ run_id: `${prefix}${i}` }) });
    sent.set(`${prefix}${i}`, performance.timeOrigin + performance.now());
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return sent;
}

/** Commit-to-arrival latencies of the marked events, read back through their deliveries. */
async function latenciesOf(knex, recv, sent) {
  const rows = await knex('webhook_deliveries').select('id', 'payload');
  const latencies = [];
  for (const row of rows) {
    const at = sent.get(JSON.parse(row.payload).data.run_id);
    const arrived = recv.arrivals.get(row.id);
    if (at !== undefined && arrived !== undefined) latencies.push(arrived - at);
  }
  return { samples: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies) };
}

async function insertEvents(knex, customers, perCustomer, data = () => ({})) {
  const rows = [];
  for (const customerId of customers) {
    for (let i = 0; i < perCustomer; i++) rows.push({ id: newId('evt'), customer_id: customerId, type: 'run.succeeded', data: JSON.stringify({ run_id: `run_${i}`, flow_id: 'flw_bench', records_processed: i, duration_ms: 1, ...data() }) });
  }
  await knex.transaction(async (trx) => {
    for (let i = 0; i < rows.length; i += 1000) await trx('events').insert(rows.slice(i, i + 1000));
  });
  return performance.timeOrigin + performance.now();
}

const percentile = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Runs the bench, prints its Markdown section and returns the figures. */
export async function benchWebhooks({ rounds = 3, events = 10_000 } = {}) {
  const r = await measure({ rounds, events });
  const ratio = r.full / r.base;
  const lines = [
    `## Webhook deliveries: ${events.toLocaleString('en')} events across ${ENDPOINTS} endpoints to a local HTTPS receiver`,
    '',
    `Command: \`npm run bench\` (BENCH_ROUNDS=${rounds}; medians of the rounds, rounds alternate the plain loop and Sluice).`,
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, PostgreSQL on loopback.`,
    '',
    '| | deliveries/s |',
    '|---|---:|',
    `| limit: plain loop of signed POSTs (fetch, keep-alive), ${r.concurrency} in flight, no persistence | ${r.base.toFixed(0)} |`,
    `| Sluice: outbox → fan-out → delivery rows → signed POST → attempt log, \`sluice worker\`, concurrency ${r.concurrency}, ${r.endpointConcurrency} per endpoint | ${r.full.toFixed(0)} |`,
    '',
    `Ratio Sluice/plain loop: **${ratio.toFixed(2)}×** (target ≥ 0.85×).`,
    '',
    `Not saturated (${r.latency.samples} events, one every 25 ms), event commit to first attempt: p50 ${r.latency.p50.toFixed(0)} ms, p99 **${r.latency.p99.toFixed(0)} ms** (target < 250 ms), max ${r.latency.max.toFixed(0)} ms.`,
    '',
    `Another customer saturating (${SLOW_ENDPOINTS} endpoints answering after ${SLOW_MS / 1000} s, ${SLOW_ENDPOINTS * SLOW_EVENTS} deliveries): this customer's ${r.fair.samples} events (one every 50 ms), commit to first attempt: p50 ${r.fair.p50.toFixed(0)} ms, p99 **${r.fair.p99.toFixed(0)} ms** (target < 1,000 ms), max ${r.fair.max.toFixed(0)} ms; meanwhile ${r.fair.slowInFlight} of the slow customer's deliveries were in flight at most (its cap: ${r.fair.customerCap}).`,
  ];
  console.log(lines.join('\n'));
  return r;
}

async function measure({ rounds, events }) {
  const scratch = await scratchDatabase('sluice_bench_webhooks');
  const cert = certificate();
  const secretKey = crypto.randomBytes(32).toString('hex');
  const recv = await receiver(cert);
  const db = await connect({ databaseUrl: scratch.url });
  let worker;
  try {
    await migrateToLatest(db.knex);
    const settings = { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true };
    const customers = [];
    const targets = [];
    for (let i = 0; i < ENDPOINTS; i++) {
      const customer = await createCustomer(db.knex, { name: `Bench ${i}` });
      customers.push(customer.id);
      const url = `${recv.url}/endpoint/${i}`;
      targets.push(url);
      await createEndpoint({ knex: db.knex, secrets: secretsFrom(secretKey), settings }, customer.id, { url, events: ['run.succeeded'], description: null, enabled: true, rate_limit: null, headers: [] });
    }
    const env = {
      DATABASE_URL: scratch.url,
      SLUICE_SECRET_KEY: secretKey,
      NODE_EXTRA_CA_CERTS: cert.certPath,
      SLUICE_WEBHOOK_ALLOW_PRIVATE: 'true',
      SLUICE_WEBHOOK_CONCURRENCY: String(CONCURRENCY),
      SLUICE_WEBHOOK_ENDPOINT_CONCURRENCY: String(ENDPOINT_CONCURRENCY),
      LOG_LEVEL: 'warn',
    };
    worker = await startWorker(env);

    // Warm-up: connections, JIT and caches on both sides.
    await insertEvents(db.knex, customers, 50);
    await recv.until(50 * ENDPOINTS, 60_000);
    recv.reset();
    await run(['bench/baseline-webhooks.mjs'], { TARGETS: JSON.stringify(targets), COUNT: '500', CONCURRENCY: String(CONCURRENCY), NODE_EXTRA_CA_CERTS: cert.certPath });
    recv.reset();

    const full = [];
    const base = [];
    for (let r = 0; r < rounds; r++) {
      const out = await run(['bench/baseline-webhooks.mjs'], { TARGETS: JSON.stringify(targets), COUNT: String(events), CONCURRENCY: String(CONCURRENCY), NODE_EXTRA_CA_CERTS: cert.certPath });
      if (recv.arrivals.size !== events) throw new Error(`baseline: ${recv.arrivals.size} of ${events} arrived`);
      base.push(events / (JSON.parse(out).elapsedMs / 1000));
      recv.reset();

      const committed = await insertEvents(db.knex, customers, events / ENDPOINTS);
      await recv.until(events, 300_000);
      const last = Math.max(...recv.arrivals.values());
      full.push(events / ((last - committed) / 1000));
      recv.reset();
    }

    // Unsaturated: one event every 25 ms (40/s, to one endpoint each), commit to first attempt.
    const sent = new Map();
    for (let i = 0; i < 10; i++) {
      for (const [k, v] of await markedEvents(db.knex, customers[i % ENDPOINTS], 40, 25, `lat_${i}_`)) sent.set(k, v);
    }
    await recv.until(400, 30_000);
    const latency = await latenciesOf(db.knex, recv, sent);
    recv.reset();

    const fair = await measureFairness(db.knex, recv, secretKey, settings, customers[0]);
    return {
      events,
      rounds,
      concurrency: CONCURRENCY,
      endpointConcurrency: ENDPOINT_CONCURRENCY,
      full: median(full),
      base: median(base),
      latency,
      fair,
    };
  } finally {
    await worker?.stop();
    await db.close();
    await recv.close();
    await scratch.drop();
  }
}

/**
 * A slow customer with SLOW_ENDPOINTS endpoints answering after SLOW_MS, SLOW_EVENTS events each, saturating its
 * share; meanwhile `customer` sends one event every 50 ms for 10 s.
 */
async function measureFairness(knex, recv, secretKey, settings, customer) {
  const slow = await createCustomer(knex, { name: 'Bench slow' });
  for (let i = 0; i < SLOW_ENDPOINTS; i++) {
    await createEndpoint({ knex: knex, secrets: secretsFrom(secretKey), settings }, slow.id, { url: `${recv.url}/slow/${i}`, events: ['run.succeeded'], description: null, enabled: true, rate_limit: null, headers: [] });
  }
  await insertEvents(knex, [slow.id], SLOW_EVENTS);
  await new Promise((r) => setTimeout(r, 3000)); // the slow customer's deliveries fill its share
  let slowInFlight = 0;
  const watch = setInterval(async () => {
    const [{ n }] = await knex('webhook_deliveries').where({ customer_id: slow.id }).where('leased_until', '>', knex.raw('now()')).count({ n: '*' });
    slowInFlight = Math.max(slowInFlight, Number(n));
  }, 200);
  try {
    const sent = await markedEvents(knex, customer, 200, 50, 'fair_');
    await recv.until(200, 30_000);
    return { ...(await latenciesOf(knex, recv, sent)), slowInFlight, customerCap: DEFAULT_WEBHOOK_SETTINGS.customerConcurrency };
  } finally {
    clearInterval(watch);
  }
}

// `node bench/webhooks.mjs` runs this section alone (after `npm run -s build`).
if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  await benchWebhooks({ rounds: Number(process.env.BENCH_ROUNDS || 3) });
}
