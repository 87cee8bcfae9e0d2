// One plugin process seen from Sluice's side (src/runtime/sandbox.ts): a process that dies between two of Sluice's
// messages fails the call waiting on it, and never takes Sluice's own process down with it, nor does a failing output
// pipe. A worker serves every customer's runs, so one plugin's death must stay that plugin's failure.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../src/log.js';
import { ConnectorFailure } from '../src/runtime/failures.js';
import { PluginProcess } from '../src/runtime/sandbox.js';

const GREETER = path.resolve('test/fixtures/plugins/behaviour/greeter-1/index.js');

function newProcess(logger = createLogger('silent')): PluginProcess {
  return new PluginProcess({
    label: 'greeter 1.0.0 inspect',
    timeoutMs: 10_000,
    logger,
    redact: (text) => text,
    memoryMb: 64,
    env: { PATH: process.env.PATH },
    sdkHook: false,
  });
}

/** Whether `pid` has exited and waits to be reaped (/proc's state Z): its end of the channel is closed. */
function isZombie(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? false;
  } catch {
    return false;
  }
}

/**
 * Blocks this thread (so Node's event loop cannot see the channel close) until `pid` has exited, at most 10 s. Only
 * the event loop reaps a child, so until then the process object still counts its channel connected.
 */
function waitBlockedUntilDead(pid: number): void {
  const tick = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; !isZombie(pid); waited += 10) {
    if (waited > 10_000) throw new Error(`process ${pid} did not exit`);
    Atomics.wait(tick, 0, 0, 10);
  }
}

describe('a plugin process that dies between two messages', () => {
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);
  afterEach(() => {
    process.off('uncaughtException', onUncaught);
  });

  it.runIf(process.platform === 'linux')('fails the call waiting on it and leaves Sluice running', async () => {
    process.on('uncaughtException', onUncaught);
    const proc = newProcess();
    // An inspect call answers once and ends its process (no `keep`): the process exits on its own right after it.
    const answer = await proc.next({ t: 'start', op: 'inspect', entry: GREETER });
    expect(answer.t).toBe('inspected');
    waitBlockedUntilDead(proc.pid!);
    // Messages to a process that is gone: each write fails on the closed channel (EPIPE).
    proc.post({ t: 'pull' });
    proc.post({ t: 'pull' });
    const failure = await proc.next({ t: 'abort' }).then(() => undefined, (err: unknown) => err);
    await proc.exited;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).toEqual([]);
    // The call fails as the process's end says (exited after its answer), not as a failed write would.
    expect(failure).toBeInstanceOf(ConnectorFailure);
    expect(failure).toMatchObject({ code: 'plugin_exited', message: 'greeter 1.0.0 inspect: the plugin process exited with code 0 before answering' });
    expect(proc.alive()).toBe(false);
  });
});

describe("a plugin process's output pipe that fails", () => {
  it('is logged, and neither Sluice nor the call goes down with it', async () => {
    const logs: Array<{ msg: string; stream?: string }> = [];
    const logger = createLogger('warn', { write: (line: string) => void logs.push(JSON.parse(line) as { msg: string; stream?: string }) });
    const proc = newProcess(logger);
    type Pipes = { child: { stdout: NodeJS.EventEmitter; stderr: NodeJS.EventEmitter } };
    const { stdout, stderr } = (proc as unknown as Pipes).child;
    // As libuv reports a failed read on the pipe: an 'error' nobody heard would throw here, out of Sluice's process.
    expect(() => stdout.emit('error', Object.assign(new Error('read EIO'), { code: 'EIO' }))).not.toThrow();
    expect(() => stderr.emit('error', Object.assign(new Error('read EIO'), { code: 'EIO' }))).not.toThrow();
    const answer = await proc.next({ t: 'start', op: 'inspect', entry: GREETER });
    expect(answer.t).toBe('inspected');
    await proc.exited;
    expect(logs.filter((l) => l.msg.endsWith('failed: read EIO')).map((l) => l.stream)).toEqual(['stdout', 'stderr']);
  });
});
