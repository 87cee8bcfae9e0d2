// Shared bench plumbing: a scratch PostgreSQL database (or none), child server processes, autocannon runs.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import autocannon from 'autocannon';
import knexFactory from 'knex';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export async function scratchDatabase(prefix) {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: BENCH_DATABASE_URL, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  await admin.destroy();
  const u = new URL(BENCH_DATABASE_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const a = knexFactory({ client: 'pg', connection: BENCH_DATABASE_URL, pool: { min: 0, max: 1 } });
      await a.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.destroy();
    },
  };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

// BENCH_SERVER_NODE_ARGS adds Node options to every server the benches start, e.g. '--cpu-prof --cpu-prof-dir=prof'
// to see where a server spends its time under load.
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not become ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function load({ url, headers, connections = 50, duration = 10 }) {
  const result = await autocannon({ url, headers, connections, duration, pipelining: 1 });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
