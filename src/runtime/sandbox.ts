// One plugin process: started with a heap cap for a call (and, kept in the pool, the next calls of the same plugin
// and customer), watched for memory and time, and classified from the outside when it dies. Every wait is bounded
// by the time-out; a process past it is killed.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../log.js';
import { PACKAGE_ROOT } from '../paths.js';
import { ConnectorFailure } from './failures.js';
import { NO_SDK_HOOK, type ChildMessage, type HostMessage } from './protocol.js';

function childEntry(): string {
  // Built: dist/src/runtime/child.js beside this file. From the TypeScript sources (tests): the built copy.
  const sibling = fileURLToPath(new URL('./child.js', import.meta.url));
  const entry = fs.existsSync(sibling) ? sibling : path.join(PACKAGE_ROOT, 'dist', 'src', 'runtime', 'child.js');
  if (!fs.existsSync(entry)) throw new Error(`the plugin process entry ${entry} is missing; run \`npm run build\``);
  return entry;
}

/** What a process is doing now: set at its start, and again for each call of a kept process (`assign`). */
export interface CallSettings {
  /** What this process does, for messages and logs, e.g. "postgres 1.0.0 check". */
  label: string;
  timeoutMs: number;
  logger: Logger;
  /** Credential values to keep out of logs. */
  redact(text: string): string;
}

export interface ProcessSettings extends CallSettings {
  memoryMb: number;
  env: NodeJS.ProcessEnv;
  /** Whether the plugin needs the SDK resolution hook (runtime/sdkCopy.ts); false starts the process faster. */
  sdkHook: boolean;
  /** bubblewrap and its arguments up to `--` when the process runs behind the wall (runtime/wall.ts). */
  wall?: { bwrap: string; args: string[] } | undefined;
}

/** Why a plugin process ended: its call done, cancelled or stopped by Sluice, killed past a limit, or died. */
export type ProcessEnd = 'done' | 'cancelled' | 'stopped' | 'timeout' | 'memory' | 'crash';

const OOM_PATTERN = /heap out of memory|Reached heap limit|Allocation failed/i;
const TAIL_BYTES = 4096;
const MAX_LOGGED_OUTPUT_LINES = 200;
const WATCH_INTERVAL_MS = 100;
const CANCEL_GRACE_MS = 1000;
const LOG_LEVELS = new Set(['debug', 'info', 'warn', 'error']);

/** The processes `pid` started (Linux /proc; none where it does not tell). */
function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Resident memory of a process and everything it started, in MB: the plugin's own children count against its
 * limit, and a walled plugin runs under bubblewrap's processes.
 */
function treeResidentMb(pid: number, depth = 0): number | undefined {
  const own = residentMb(pid);
  if (own === undefined || depth > 8) return own;
  return childrenOf(pid).reduce((sum, child) => sum + (treeResidentMb(child, depth + 1) ?? 0), own);
}

/** Resident memory of a process in MB, where the platform tells us (Linux /proc). */
function residentMb(pid: number): number | undefined {
  try {
    const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]);
    return (pages * 4096) / (1024 * 1024);
  } catch {
    return undefined;
  }
}

export class PluginProcess {
  private readonly child: ChildProcess;
  private readonly inbox: ChildMessage[] = [];
  private waiting: { resolve(m: ChildMessage): void; reject(e: ConnectorFailure): void; timer: NodeJS.Timeout } | undefined;
  private failure: ConnectorFailure | undefined;
  private killedFor: 'timeout' | 'memory' | undefined;
  /** Sluice asked it to stop: its end is no plugin failure. */
  private cancelled = false;
  /** Sluice killed it with no limit passed (a read stopped at the run's deadline, a broken write session). */
  private stopped = false;
  private stderrTail = '';
  /** Messages posted before the child listens; sent when it says it is ready. */
  private outbox: HostMessage[] | undefined = [];
  private outputLines = 0;
  /** Asked to exit once idle (`retire`): a clean exit then is `done`. */
  private retired = false;
  /** Calls started on this process, the first included. */
  calls = 1;
  private readonly watchdog: NodeJS.Timeout | undefined;
  /** Resolves once the process has exited. */
  readonly exited: Promise<void>;

  constructor(private settings: ProcessSettings) {
    const node = [`--max-old-space-size=${settings.memoryMb}`, '--disable-warning=ExperimentalWarning'];
    // Walled, bubblewrap is the program: it runs node with the same arguments, and passes the IPC channel on.
    const { wall } = settings;
    this.child = fork(childEntry(), settings.sdkHook ? [] : [NO_SDK_HOOK], {
      ...(wall ? { execPath: wall.bwrap, execArgv: [...wall.args, process.execPath, ...node] } : { execArgv: node }),
      env: settings.env,
      serialization: 'advanced',
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child.stdout!.setEncoding('utf8').on('data', (d: string) => this.output('stdout', d));
    this.child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      this.stderrTail = (this.stderrTail + d).slice(-TAIL_BYTES);
      this.output('stderr', d);
    });
    // A pipe that fails (a read error) is logged: unheard, its 'error' would end Sluice's own process. The process's
    // end is still told by 'close', below.
    for (const stream of ['stdout', 'stderr'] as const) {
      this.child[stream]!.on('error', (err) => settings.logger.warn({ plugin: settings.label, stream, err }, `plugin ${stream} failed: ${err.message}`));
    }
    this.child.on('message', (m: ChildMessage) => this.receive(m));
    // Heap growth is capped by V8; resident memory (buffers, native allocations) is watched from here.
    const rssLimitMb = settings.memoryMb * 2 + 64;
    this.watchdog = setInterval(() => {
      const pid = this.child.pid;
      const rss = pid === undefined ? undefined : treeResidentMb(pid);
      if (rss !== undefined && rss > rssLimitMb) this.kill('memory');
    }, WATCH_INTERVAL_MS);
    this.watchdog.unref();
    this.exited = new Promise((resolve) => {
      // 'close', not 'exit': it comes after the IPC channel is drained, so a last answer is never lost to it.
      this.child.once('close', (code, signal) => {
        clearInterval(this.watchdog);
        this.failure = this.classifyExit(code, signal);
        this.reportEnd(code, signal);
        this.settle();
        resolve();
      });
      // `on`, not `once`: a ChildProcess may emit 'error' again, and one nobody listens to ends Sluice's process.
      this.child.on('error', (err) => {
        // Spawning failed; 'exit' may not follow.
        this.failure ??= ConnectorFailure.of('system', `${settings.label}: the plugin process could not run: ${err.message}`);
        this.settle();
        if (this.child.pid === undefined) {
          clearInterval(this.watchdog);
          resolve();
        }
      });
    });
  }

  /** Sends without waiting for an answer. */
  post(message: HostMessage): void {
    if (this.outbox) this.outbox.push(message);
    else if (this.child.connected) this.child.send(message, (err) => err && this.channelBroken());
  }

  /**
   * A message could not be written: the process has gone (EPIPE), its 'close' not seen yet. It is made sure to end,
   * and its end, once seen, fails the call waiting on it as it classifies (exited, killed, out of memory).
   */
  private channelBroken(): void {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGKILL');
  }

  /** Gives `socket` to the process (its descriptor, over the IPC channel), named `id`; false when it cannot. */
  giveSocket(id: string, socket: net.Socket): boolean {
    if (!this.child.connected) return false;
    this.child.send({ t: 'tunnel', id } satisfies HostMessage, socket, (err) => err && socket.destroy());
    return true;
  }

  /** Sends `message` (if any) and waits, at most the time-out, for the process's next answer. */
  next(message?: HostMessage): Promise<ChildMessage> {
    if (message) this.post(message);
    const queued = this.inbox.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.kill('timeout'), this.settings.timeoutMs);
      this.waiting = { resolve, reject, timer };
    });
  }

  /** The operating system's id of the process (undefined when it could not start). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Whether the process is still running (it may have ended since its last answer). */
  alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null && this.child.connected && !this.retired;
  }

  /**
   * Whether this process may keep Sluice's own process alive: an idle kept process must not (a command that made a
   * plugin call would otherwise wait for its idle time-out before exiting); one serving a call does.
   */
  holdOpen(hold: boolean): void {
    const handles = [this.child, this.child.channel, this.child.stdout, this.child.stderr] as Array<{ ref?(): void; unref?(): void } | null | undefined>;
    for (const h of handles) (hold ? h?.ref : h?.unref)?.call(h);
  }

  /** Starts the next call on this kept process: its label, time-out, logger and redaction are the call's. */
  assign(call: CallSettings): void {
    this.settings = { ...this.settings, ...call };
    this.outputLines = 0;
    this.stderrTail = '';
    this.calls += 1;
  }

  /** Lets an idle process go: it is asked to exit, and killed if it has not within a second. */
  retire(): void {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.retired = true;
    this.post({ t: 'exit' });
    setTimeout(() => this.kill(), CANCEL_GRACE_MS).unref();
  }

  /** Asks the plugin to stop (its AbortSignal fires), then kills it if it has not gone within a second. */
  cancel(): void {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.cancelled = true;
    this.post({ t: 'abort' });
    setTimeout(() => this.kill(), CANCEL_GRACE_MS).unref();
  }

  kill(reason?: 'timeout' | 'memory'): void {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.killedFor ??= reason;
    if (!reason) this.stopped = true;
    this.child.kill('SIGKILL');
  }

  /** Resident memory now, in bytes (0 once it has exited or where the platform does not tell). */
  residentBytes(): number {
    const pid = this.child.pid;
    if (pid === undefined || this.child.exitCode !== null || this.child.signalCode !== null) return 0;
    return (treeResidentMb(pid) ?? 0) * 1024 * 1024;
  }

  /** Why the process ended; meaningful once `exited` has resolved. */
  endReason(): ProcessEnd {
    if (this.killedFor) return this.killedFor;
    if (this.failure?.code === 'plugin_out_of_memory') return 'memory';
    if (this.cancelled) return 'cancelled';
    // Let go while idle: however it went, no call was cut short.
    if (this.retired) return 'done';
    if (this.stopped) return 'stopped';
    return this.child.exitCode === 0 ? 'done' : 'crash';
  }

  private receive(message: ChildMessage): void {
    if (message.t === 'ready') {
      const queued = this.outbox ?? [];
      this.outbox = undefined;
      for (const m of queued) this.post(m);
      return;
    }
    if (message.t === 'log') {
      const level = LOG_LEVELS.has(message.level) ? (message.level as 'info') : 'info';
      const text = this.settings.redact(String(message.message));
      const fields = JSON.parse(this.settings.redact(JSON.stringify(message.fields ?? {}))) as Record<string, unknown>;
      this.settings.logger[level]({ plugin: this.settings.label, plugin_fields: fields }, `plugin: ${text}`);
      return;
    }
    const waiting = this.waiting;
    if (!waiting) {
      this.inbox.push(message);
      return;
    }
    clearTimeout(waiting.timer);
    this.waiting = undefined;
    waiting.resolve(message);
  }

  private settle(): void {
    const waiting = this.waiting;
    if (!waiting || !this.failure) return;
    clearTimeout(waiting.timer);
    this.waiting = undefined;
    waiting.reject(this.failure);
  }

  private output(stream: 'stdout' | 'stderr', data: string): void {
    for (const line of data.split('\n')) {
      if (line.trim() === '' || this.outputLines >= MAX_LOGGED_OUTPUT_LINES) continue;
      this.outputLines += 1;
      this.settings.logger.info({ plugin: this.settings.label, stream }, `plugin ${stream}: ${this.settings.redact(line.slice(0, 2000))}`);
    }
  }

  /**
   * Logs, once, a process that was killed (time-out, memory) or died while a call waited on it: the failure the
   * caller gets names the plugin, but only this line tells an operator that a process was stopped and why.
   */
  private reportEnd(code: number | null, signal: NodeJS.Signals | null): void {
    const failure = this.failure!;
    const reason = this.killedFor ?? (failure.code === 'plugin_out_of_memory' ? 'memory' : 'crash');
    if (!this.killedFor && (this.cancelled || !this.waiting)) return;
    this.settings.logger.warn(
      { plugin: this.settings.label, reason, error_code: failure.code, exit_code: code, signal },
      `plugin process ${this.killedFor ? 'killed' : 'ended'}: ${failure.message}`,
    );
  }

  private classifyExit(code: number | null, signal: NodeJS.Signals | null): ConnectorFailure {
    const { label, timeoutMs, memoryMb } = this.settings;
    if (this.killedFor === 'timeout') {
      return new ConnectorFailure('transient', 'plugin_timeout', `${label} did not answer within ${timeoutMs} ms; the plugin process was stopped`);
    }
    if (this.killedFor === 'memory' || OOM_PATTERN.test(this.stderrTail)) {
      return new ConnectorFailure('system', 'plugin_out_of_memory', `${label} exceeded the plugin memory limit of ${memoryMb} MB; the plugin process was stopped`);
    }
    const how = code !== null ? `exited with code ${code}` : `was ended by ${signal}`;
    return new ConnectorFailure('system', 'plugin_exited', `${label}: the plugin process ${how} before answering`);
  }
}
