// A real Prometheus server (Debian's `prometheus` package) scraping targets on loopback every second, with a data
// directory of its own, and a client for its query API; and `promtool`, the checker that comes with it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './process.js';

export interface ScrapeTarget {
  job: string;
  /** host:port */
  address: string;
  bearerToken?: string;
}

export interface Prometheus {
  url: string;
  /** The value of each series an instant query returns, by its labels. */
  query(expr: string): Promise<Array<{ labels: Record<string, string>; value: number }>>;
  close(): Promise<void>;
}

export const PROMETHEUS_BIN = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
export const PROMTOOL_BIN = process.env.PROMTOOL_BIN ?? '/usr/bin/promtool';

function configFor(targets: ScrapeTarget[], dir: string): string {
  const jobs = targets.map((t, i) => {
    const tokenFile = path.join(dir, `token-${i}`);
    if (t.bearerToken) fs.writeFileSync(tokenFile, t.bearerToken, { mode: 0o600 });
    const auth = t.bearerToken ? `\n    authorization:\n      credentials_file: ${tokenFile}` : '';
    return `  - job_name: ${t.job}\n    scrape_interval: 1s\n    scrape_timeout: 900ms${auth}\n    static_configs:\n      - targets: ['${t.address}']`;
  });
  return `global:\n  scrape_interval: 1s\nscrape_configs:\n${jobs.join('\n')}\n`;
}

async function waitReady(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`prometheus exited with ${proc.exitCode}:\n${log()}`);
    const ok = await fetch(`${url}/-/ready`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`prometheus did not become ready:\n${log()}`);
}

export async function startPrometheus(targets: ScrapeTarget[]): Promise<Prometheus> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-prometheus-'));
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), configFor(targets, dir));
  const port = await freePort();
  let output = '';
  if (!fs.existsSync(PROMETHEUS_BIN)) throw new Error(`${PROMETHEUS_BIN} is missing; install Debian's prometheus package (apt-get install -y prometheus)`);
  const proc = spawn(
    PROMETHEUS_BIN,
    [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  proc.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, proc, () => output);
  return {
    url,
    async query(expr) {
      const res = await fetch(`${url}/api/v1/query?query=${encodeURIComponent(expr)}`);
      const body = (await res.json()) as { status: string; error?: string; data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> } };
      if (body.status !== 'success') throw new Error(`query ${expr}: ${body.error}`);
      return body.data.result.map((r) => ({ labels: r.metric, value: Number(r.value[1]) }));
    },
    async close() {
      proc.kill('SIGTERM');
      await new Promise((resolve) => (proc.exitCode !== null ? resolve(undefined) : proc.once('exit', resolve)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `promtool check <what>` on `input` (a file path, or text given on stdin when `stdin` is set). */
export function promtool(args: string[], stdin?: string): { status: number; output: string } {
  const r = spawnSync(PROMTOOL_BIN, args, { input: stdin, encoding: 'utf8' });
  if (r.error) throw new Error(`${PROMTOOL_BIN}: ${r.error.message}; install Debian's prometheus package (apt-get install -y prometheus)`);
  return { status: r.status ?? -1, output: `${r.stdout}${r.stderr}` };
}
