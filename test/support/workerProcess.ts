// Real `sluice worker` processes for crash and concurrency tests: the built CLI (`node bin/sluice.js worker`, so
// `npm run build` first) with a test-made environment (childEnv), its JSON log lines kept for assertions, and a
// registry so afterAll can SIGKILL whatever a failed test left running.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from './childEnv.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin', 'sluice.js');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One pino log line of a worker. */
export interface LogLine {
  level: number;
  msg: string;
  run_id?: string;
  attempt?: number;
  [field: string]: unknown;
}

export interface WorkerProcess {
  name: string;
  child: ChildProcess;
  pid: number;
  /** Parsed stdout log lines so far. */
  logs(): LogLine[];
  stdout(): string;
  stderr(): string;
  running(): boolean;
  exited: Promise<Exit>;
  /** Resolves once a log line with this message was printed; fails on exit or time-out. */
  waitForLog(msg: string, timeoutMs?: number): Promise<LogLine>;
  /** Sends `signal` and waits for the exit; SIGKILL after the time-out. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
  /** A short description for failure messages: exit state and the tail of stderr and stdout. */
  describe(): string;
}

const live = new Set<WorkerProcess>();

export function startWorker(name: string, env: Record<string, string | undefined>): WorkerProcess {
  const child = spawn(process.execPath, [BIN, 'worker'], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`could not start worker ${name}`);
  let stdout = '';
  let stderr = '';
  let partial = '';
  const lines: LogLine[] = [];
  const listeners = new Set<() => void>();
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    partial += d;
    const parts = partial.split('\n');
    partial = parts.pop()!;
    for (const text of parts) {
      if (!text.trim()) continue;
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ level: 0, msg: text });
      }
    }
    for (const l of listeners) l();
  });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const running = () => child.exitCode === null && child.signalCode === null;
  let proc: WorkerProcess;
  const exited = new Promise<Exit>((resolve) => {
    child.once('close', (code, signal) => {
      live.delete(proc);
      resolve({ code, signal });
      for (const l of listeners) l();
    });
  });
  const tail = (text: string) => (text.length > 3000 ? `…${text.slice(-3000)}` : text);
  proc = {
    name,
    child,
    pid: child.pid,
    logs: () => lines,
    stdout: () => stdout,
    stderr: () => stderr,
    running,
    exited,
    describe: () => `worker ${name} (pid ${child.pid}, ${running() ? 'running' : `exited ${child.exitCode ?? child.signalCode}`})\nstderr: ${tail(stderr)}\nstdout: ${tail(stdout)}`,
    waitForLog(msg, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = lines.find((l) => l.msg === msg);
          if (line) {
            done();
            resolve(line);
          } else if (!running()) {
            done();
            reject(new Error(`worker ${name} exited before logging '${msg}'\n${proc.describe()}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`worker ${name} did not log '${msg}' within ${timeoutMs} ms\n${proc.describe()}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    async stop(signal = 'SIGTERM', timeoutMs = 15_000) {
      if (running()) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  live.add(proc);
  return proc;
}

/** SIGKILLs every worker still running (for afterAll), and waits for them to exit. */
export async function killAllWorkers(): Promise<void> {
  const procs = [...live];
  for (const p of procs) if (p.running()) p.child.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
}

/** Polls `check` until it returns a value other than undefined; fails after `timeoutMs` with `what` and `context()`. */
export async function until<T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string, context?: () => string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms${context ? `\n${context()}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
