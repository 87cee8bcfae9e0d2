// One run of an external program behind the wall: a private call folder (mode 0700) for its files, the egress
// proxy on a socket in it, the program's stdout read line by line (each line at most `maxLineBytes`, or the program
// is stopped: a runaway line cannot fill memory), its stderr sent to the plugin's log line by line (the log redacts
// credential values) and kept as a tail for error messages. The program is killed when the call is aborted, and
// with the plugin's process (bubblewrap's --die-with-parent). The folder is removed afterwards.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../errors.js';
import type { Logger } from '../types.js';
import { startEgressProxy } from './proxy.js';
import { INSIDE, wallProblem, walledArgv } from './wall.js';

const STDERR_TAIL = 4096;
const MAX_STDERR_LINES = 200;

export interface ProgramSettings {
  /** The program and its arguments, e.g. `['/opt/venvs/source-x/bin/python', 'main.py']`. */
  command: string[];
  /** The plugin's folder: the program's working files, bound read-only. */
  programDir: string;
  /** More read-only folders the program needs (a virtualenv outside programDir). */
  readOnly?: string[];
  /** The longest stdout line accepted, in bytes (default 16 MiB). */
  maxLineBytes?: number;
}

export interface ProgramCall {
  /** Arguments after the command, with `{call}` standing for the call folder as the program sees it. */
  args: string[];
  /** Files to write in the call folder first, by name. */
  files: Record<string, unknown>;
  logger: Logger;
  signal: AbortSignal;
  /** Each stdout line, in order; a rejection stops the program. */
  onLine(line: string): void | Promise<void>;
}

export interface ProgramEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  stderrTail: string;
  /** Targets the egress proxy refused while the program ran. */
  refused: string[];
}

const forwardScript = () => fileURLToPath(new URL('./forward.js', import.meta.url));

/** Splits a stream into lines, refusing any longer than `max` bytes. */
async function* lines(stream: NodeJS.ReadableStream, max: number): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    pending += chunk.toString('utf8');
    let at: number;
    while ((at = pending.indexOf('\n')) >= 0) {
      yield pending.slice(0, at);
      pending = pending.slice(at + 1);
    }
    if (Buffer.byteLength(pending) > max) throw new ConfigError(`the program wrote a line longer than ${max} bytes; it was stopped`);
  }
  if (pending) yield pending;
}

function logStderr(stream: NodeJS.ReadableStream, logger: Logger): { tail(): string } {
  let tail = '';
  let logged = 0;
  let partial = '';
  stream.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    tail = (tail + text).slice(-STDERR_TAIL);
    const parts = (partial + text).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) if (line.trim() && logged++ < MAX_STDERR_LINES) logger.info(`stderr: ${line.slice(0, 2000)}`);
  });
  return { tail: () => tail };
}

/** Runs the program behind the wall with `call.files` written for it; resolves once it has exited. */
export async function runProgram(settings: ProgramSettings, call: ProgramCall): Promise<ProgramEnd> {
  const problem = wallProblem();
  if (problem) throw new ConfigError(`external programs run only behind Sluice's operating-system wall, which cannot be built here: ${problem}`);
  const callDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-call-'));
  fs.chmodSync(callDir, 0o700);
  const proxySocket = path.join(callDir, 'proxy.sock');
  const proxy = await startEgressProxy(proxySocket, call.logger, call.signal);
  try {
    for (const [name, value] of Object.entries(call.files)) fs.writeFileSync(path.join(callDir, name), JSON.stringify(value), { mode: 0o600 });
    const argv = [...settings.command, ...call.args.map((a) => a.replaceAll('{call}', INSIDE.call))];
    const filesRoot = process.env.SLUICE_FILES_ROOT && fs.existsSync(process.env.SLUICE_FILES_ROOT) ? process.env.SLUICE_FILES_ROOT : undefined;
    const [bwrap, ...args] = walledArgv({ argv, programDir: settings.programDir, readOnly: settings.readOnly ?? [], callDir, proxySocket, forwardScript: forwardScript(), filesRoot });
    const child = spawn(bwrap!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('close', (code, signal) => resolve({ code, signal })));
    const stop = () => child.kill('SIGKILL');
    call.signal.addEventListener('abort', stop, { once: true });
    const stderr = logStderr(child.stderr!, call.logger);
    try {
      for await (const line of lines(child.stdout!, settings.maxLineBytes ?? 16 * 1024 * 1024)) await call.onLine(line);
    } catch (err) {
      stop();
      throw err;
    } finally {
      call.signal.removeEventListener('abort', stop);
    }
    const end = await exited;
    return { ...end, stderrTail: stderr.tail(), refused: [...proxy.refused] };
  } finally {
    await proxy.close();
    fs.rmSync(callDir, { recursive: true, force: true });
  }
}
