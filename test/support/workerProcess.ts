// Real `sluice worker` processes for crash and concurrency tests: a child process (process.ts) whose stdout is pino
// JSON, parsed into log lines for assertions. `killAllWorkers` (afterAll) SIGKILLs whatever a failed test left running.
import { killAll, launchSluice, type Exit, type Proc } from './process.js';

export type { Exit };

/** One pino log line of a worker. */
export interface LogLine {
  level: number;
  msg: string;
  run_id?: string;
  attempt?: number;
  [field: string]: unknown;
}

export interface WorkerProcess extends Proc {
  /** Parsed stdout log lines so far (a line that is not JSON is kept as its `msg`). */
  logs(): LogLine[];
  /** Resolves once a log line with this message was printed; fails on exit or time-out. */
  waitForLog(msg: string, timeoutMs?: number): Promise<LogLine>;
}

export function startWorker(name: string, env: Record<string, string | undefined>): WorkerProcess {
  const proc = launchSluice(['worker'], { env, name: `worker ${name}` });
  const lines: LogLine[] = [];
  let parsedUpTo = 0;
  const logs = (): LogLine[] => {
    const out = proc.stdout();
    const end = out.lastIndexOf('\n') + 1;
    for (const text of out.slice(parsedUpTo, end).split('\n')) {
      if (!text.trim()) continue;
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        lines.push({ level: 0, msg: text });
      }
    }
    parsedUpTo = Math.max(parsedUpTo, end);
    return lines;
  };
  const stop = proc.stop;
  return Object.assign(proc, {
    name,
    logs,
    waitForLog: (msg: string, timeoutMs?: number) => proc.waitFor(() => logs().find((l) => l.msg === msg), `logged '${msg}'`, timeoutMs),
    stop: (signal?: NodeJS.Signals, timeoutMs = 15_000) => stop(signal, timeoutMs),
  });
}

/** SIGKILLs every worker (and any other child process) still running, for afterAll. */
export const killAllWorkers = killAll;

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
