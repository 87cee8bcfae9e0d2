// Child processes for tests that need a real one: the built CLI (`node bin/sluice.js …`, so `npm run build` first)
// or a small node script. Output is collected, a test waits for what a process prints (or for its /healthz), and a
// registry lets afterAll SIGKILL whatever a failed test left running (`afterAll(killAll)`).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = path.join(ROOT, 'bin', 'sluice.js');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Proc {
  /** For failure messages, e.g. `sluice start`. */
  name: string;
  child: ChildProcess;
  pid: number;
  stdout(): string;
  stderr(): string;
  running(): boolean;
  /** Resolves once the process has exited and its output is complete. */
  exited: Promise<Exit>;
  /** Resolves with the first value other than undefined `check` answers (asked on each output); fails on exit or time-out. */
  waitFor<T>(check: () => T | undefined, what: string, timeoutMs?: number): Promise<T>;
  /** Resolves with the first match of `pattern` on stdout; fails on exit or time-out. */
  waitForStdout(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Sends `signal` and waits for the exit; SIGKILL after the time-out. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
  /** The exit state and the tail of stderr and stdout, for failure messages. */
  describe(): string;
}

export interface LaunchOptions {
  /** Names to set on top of childEnv's base; an undefined value removes a name. */
  env?: Record<string, string | undefined>;
  /** Written to stdin, which is then closed; without it stdin is closed at once. */
  stdin?: string;
  name?: string;
}

/**
 * The environment for a child process: the test's, minus the settings that pick a database, secret key, data dir,
 * public URL or port (so the test runner's own never leak in), at log level warn, plus `env` (an undefined value
 * removes a name).
 */
export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'SLUICE_SECRET_KEY', 'SLUICE_DATA_DIR', 'SLUICE_PUBLIC_URL', 'SLUICE_REDIS_URL', 'PORT', 'HOST']) delete base[name];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete base[name];
    else base[name] = value;
  }
  return base;
}

const live = new Set<Proc>();

/** Starts `node …nodeArgs`. */
export function launchNode(nodeArgs: string[], options: LaunchOptions = {}): Proc {
  const name = options.name ?? `node ${nodeArgs.join(' ').slice(0, 60)}`;
  const child = spawn(process.execPath, nodeArgs, { cwd: ROOT, env: childEnv(options.env ?? {}), stdio: ['pipe', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`could not start ${name}`);
  child.stdin!.on('error', () => {}); // a process that exits without reading its stdin is not a test failure
  child.stdin!.end(options.stdin ?? '');
  let stdout = '';
  let stderr = '';
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const l of listeners) l();
  };
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    notify();
  });
  child.stderr!.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
    notify();
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const tail = (text: string) => (text.length > 3000 ? `…${text.slice(-3000)}` : text);
  let proc: Proc;
  const exited = new Promise<Exit>((resolve) => {
    child.once('close', (code, signal) => {
      live.delete(proc);
      resolve({ code, signal });
      notify();
    });
  });
  proc = {
    name,
    child,
    pid: child.pid,
    stdout: () => stdout,
    stderr: () => stderr,
    running,
    exited,
    describe: () => `${name} (pid ${child.pid}, ${running() ? 'running' : `exited ${child.exitCode ?? child.signalCode}`})\nstderr: ${tail(stderr)}\nstdout: ${tail(stdout)}`,
    waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
      return new Promise((resolve, reject) => {
        const attempt = () => {
          const value = check();
          if (value !== undefined) {
            done();
            resolve(value);
          } else if (!running()) {
            done();
            reject(new Error(`${name} exited before it ${what}\n${proc.describe()}`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${name} did not ${what} within ${timeoutMs} ms\n${proc.describe()}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(attempt);
        };
        listeners.add(attempt);
        attempt();
      });
    },
    waitForStdout(pattern, timeoutMs) {
      return proc.waitFor(() => pattern.exec(stdout) ?? undefined, `printed ${pattern}`, timeoutMs);
    },
    async stop(signal = 'SIGTERM', timeoutMs = 10_000) {
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

/**
 * V8's baseline compiler alone for PGlite's WebAssembly in the processes tests start (the CLI's one-shot commands
 * choose it themselves, db/connect.ts embeddedBriefly): a server or worker that lives seconds never repays the
 * optimising tier's recompilation of the whole module on other threads, about 1.5 s of CPU per process on this
 * machine. Nothing else changes; Sluice's own processes keep the default.
 */
const BASELINE_WASM = '--liftoff-only';

/** Starts `sluice …args` (the built CLI). */
export function launchSluice(args: string[], options: LaunchOptions = {}): Proc {
  return launchNode([BASELINE_WASM, BIN, ...args], { name: `sluice ${args[0] ?? ''}`.trim(), ...options });
}

export interface Result extends Exit {
  stdout: string;
  stderr: string;
}

/** Runs `sluice …args` to its end; one that outlives `timeoutMs` is SIGKILLed and fails the caller. */
export async function runSluice(args: string[], options: LaunchOptions & { timeoutMs?: number } = {}): Promise<Result> {
  const proc = launchSluice(args, options);
  const timeoutMs = options.timeoutMs ?? 30_000;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    proc.child.kill('SIGKILL');
  }, timeoutMs);
  try {
    const exit = await proc.exited;
    if (timedOut) throw new Error(`sluice ${args.join(' ')} did not finish within ${timeoutMs} ms\n${proc.describe()}`);
    return { ...exit, stdout: proc.stdout(), stderr: proc.stderr() };
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves once `${url}/healthz` answers 200; fails if the process exits first or after `timeoutMs`. */
export async function waitForHealth(proc: Proc, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!proc.running()) throw new Error(`${proc.name} exited before ${url}/healthz answered\n${proc.describe()}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.status === 200, () => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url}/healthz did not answer within ${timeoutMs} ms\n${proc.describe()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** SIGKILLs every process still running (for afterAll) and waits for them to exit. */
export async function killAll(): Promise<void> {
  const procs = [...live];
  for (const p of procs) if (p.running()) p.child.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
}

/** `n` distinct ports the OS handed out for port 0, released again for child processes to take. */
export async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: n }, () =>
      new Promise<net.Server>((resolve, reject) => {
        const s = net.createServer();
        s.once('error', reject);
        s.listen(0, '127.0.0.1', () => resolve(s));
      }),
    ),
  );
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}

/** Fails early, with the fix, when dist/ (which `bin/sluice.js` runs) has not been built. */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'src', 'cli.js'))) throw new Error('dist/ is missing: run `npm run build` (npm test does) before these tests');
}

/** Whether a process whose title (process.title, as /proc shows its command line) is `title` still runs. */
export function runsWithTitle(title: string): boolean {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')[0] === title) return true;
    } catch {
      // gone while listed
    }
  }
  return false;
}
