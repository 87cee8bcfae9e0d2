// Plugin processes kept between calls (src/runtime/processPool.ts): a call for the same plugin and customer runs on
// the process the last one succeeded on, and never on another customer's, whose process has that customer's own
// files root; a failed call's process, a read stopped before its end and a process idle past its time are never
// used again; an idle process gives its slot up to another customer's call; SLUICE_CONNECTOR_IDLE_SECONDS=0 starts
// a process per call; calls made for no customer are kept only by the conformance suite's runtime. The fixture
// plugin reports its process id, its files root and its module's call count.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { PACKAGE_ROOT } from '../src/paths.js';
import { FIXTURES, failureOf, readAll, runtimeOptions, testRuntime, typeOf } from './fixtures/plugins/harness.js';

interface Who {
  pid: string;
  root: string | null;
  calls: number;
}

describe('plugin processes kept between calls', () => {
  const A = { customerId: 'cus_pool_a' };
  const B = { customerId: 'cus_pool_b' };
  let shared: string;
  const runtimes: ConnectorRuntime[] = [];
  beforeAll(() => {
    shared = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-pool-'));
  });
  afterEach(async () => {
    await Promise.all(runtimes.splice(0).map((r) => r.close()));
  });
  afterAll(() => fs.rmSync(shared, { recursive: true, force: true }));

  async function start(overrides: Parameters<typeof runtimeOptions>[0] = {}): Promise<{ runtime: ConnectorRuntime; whoami: ConnectorType }> {
    const options = runtimeOptions({ fixtures: 'reuse', firstPartyDir: null });
    const { runtime } = testRuntime({ fixtures: 'reuse', firstPartyDir: null, env: { ...options.env, SLUICE_FILES_ROOT: shared }, ...overrides });
    runtimes.push(runtime);
    return { runtime, whoami: await typeOf(runtime, 'whoami') };
  }

  const who = async (runtime: ConnectorRuntime, type: ConnectorType, scope: { customerId: string } | undefined, config: Record<string, unknown> = {}): Promise<Who> => {
    const read = await readAll(runtime.read({ type, config, credentials: {} }, { entity: 'customer', cursor: null }, scope));
    return read.records[0]!.data as unknown as Who;
  };

  it("runs a customer's calls on one process, and another customer's never on it", async () => {
    const { runtime, whoami } = await start();
    const a1 = await who(runtime, whoami, A);
    const a2 = await who(runtime, whoami, A);
    expect(a2.pid).toBe(a1.pid);
    expect([a1.calls, a2.calls]).toEqual([1, 2]);
    expect(a1.root).toBe(path.join(shared, A.customerId));
    // A's process is idle in the pool: B's call still gets a process of its own, with B's folder.
    const b = await who(runtime, whoami, B);
    expect(b.pid).not.toBe(a1.pid);
    expect([b.root, b.calls]).toEqual([path.join(shared, B.customerId), 1]);
    // A check and a write session of A run on A's process too; then A's next read is its fourth call there.
    await runtime.check({ type: whoami, config: {}, credentials: {} }, A);
    const writer = await runtime.openWriter({ type: whoami, config: {}, credentials: {} }, 'customer', A);
    expect(await writer.write([{ canonical_id: 'x' } as never])).toEqual([{ status: 'ok' }]);
    writer.close();
    expect(await who(runtime, whoami, A)).toEqual({ pid: a1.pid, root: a1.root, calls: 5 });
    expect(runtime.processStats()).toMatchObject({ processes: 2, idle: 2 });
  });

  it('never keeps the process of a failed call or of a read stopped before its end', async () => {
    const { runtime, whoami } = await start();
    const first = await who(runtime, whoami, A);
    const failure = await failureOf(runtime.check({ type: whoami, config: { fail: true }, credentials: {} }, A));
    expect(failure.message).toBe('told to fail');
    const second = await who(runtime, whoami, A);
    expect(second.pid).not.toBe(first.pid);
    // A read left after its first of three records: its process goes, the next call starts a new one.
    const read = runtime.read({ type: whoami, config: { records: 3 }, credentials: {} }, { entity: 'customer', cursor: null }, A);
    await read.next();
    await read.return(undefined);
    const third = await who(runtime, whoami, A);
    expect(third.pid).not.toBe(second.pid);
    expect(third.calls).toBe(1);
  });

  it('lets a process idle past its time go', async () => {
    const { runtime, whoami } = await start({ idleMs: 200 });
    const first = await who(runtime, whoami, A);
    expect(runtime.processStats().idle).toBe(1);
    await new Promise((r) => setTimeout(r, 600));
    expect(runtime.processStats()).toMatchObject({ processes: 0, idle: 0 });
    expect((await who(runtime, whoami, A)).pid).not.toBe(first.pid);
  });

  it("gives an idle process's slot to another customer's call when every slot is taken", async () => {
    const { runtime, whoami } = await start({ maxProcesses: 1 });
    const a = await who(runtime, whoami, A);
    const started = Date.now();
    const b = await who(runtime, whoami, B);
    expect(b.pid).not.toBe(a.pid);
    // Well within the plugin time-out the call would otherwise wait for, and the idle time-out.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(runtime.processStats()).toMatchObject({ processes: 1, idle: 1 });
  });

  /**
   * Runs, in a Node process of its own, a command that makes one read (the idle time-out at its default 30 s), then
   * `after`, then prints the runtime's process counts; answers its exit status, stderr and those counts.
   */
  function command(after: string): { status: number | null; stderr: string; stats: unknown } {
    const script = `
      import { ConnectorRuntime, connectorOptionsFromEnv } from '${path.join(PACKAGE_ROOT, 'dist/src/runtime/index.js')}';
      import { createLogger } from '${path.join(PACKAGE_ROOT, 'dist/src/log.js')}';
      const options = { ...connectorOptionsFromEnv({ PATH: process.env.PATH }), firstPartyDir: null, pluginsDir: ${JSON.stringify(path.join(FIXTURES, 'reuse'))} };
      const runtime = new ConnectorRuntime(options, createLogger('silent'));
      const type = await runtime.resolve('whoami');
      for await (const m of runtime.read({ type, config: {}, credentials: {} }, { entity: 'customer', cursor: null }, { customerId: 'cus_exit' })) void m;
      ${after}
      console.log(JSON.stringify(runtime.processStats()));`;
    const ran = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 25_000 });
    return { status: ran.status, stderr: ran.stderr, stats: ran.status === 0 ? JSON.parse(ran.stdout.trim()) : undefined };
  }

  it("does not keep Sluice's own process alive while idle: a command exits once its work is done", () => {
    const started = Date.now();
    const ran = command('');
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stats).toMatchObject({ processes: 1, idle: 1 });
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('closes with processes kept: a command whose last wait is the close ends in good order', () => {
    const ran = command('await runtime.close();');
    // Before close() held the kept process open while it waited for its exit, Node ended here with 13.
    expect(ran.status, ran.stderr).toBe(0);
    expect(ran.stats).toMatchObject({ processes: 0, idle: 0 });
  });

  it("keeps a process of a call made for no customer only on the conformance suite's runtime (keepUnscoped)", async () => {
    const plain = await start();
    const once = await who(plain.runtime, plain.whoami, undefined);
    expect((await who(plain.runtime, plain.whoami, undefined)).pid).not.toBe(once.pid);
    expect(plain.runtime.processStats().idle).toBe(0);

    const { runtime, whoami } = await start({ keepUnscoped: true });
    const first = await who(runtime, whoami, undefined);
    const second = await who(runtime, whoami, undefined);
    expect([second.pid, second.calls]).toEqual([first.pid, 2]);
    // No customer, so no files root of the server's; and never a customer's process.
    expect(first.root).toBeNull();
    expect((await who(runtime, whoami, A)).pid).not.toBe(first.pid);
    // A fixture's environment (setExtraEnv) starts fresh processes.
    runtime.setExtraEnv({ SLUICE_FILES_ROOT: shared });
    const third = await who(runtime, whoami, undefined);
    expect([third.pid === first.pid, third.calls, third.root]).toEqual([false, 1, shared]);
  });

  it('starts a process per call when SLUICE_CONNECTOR_IDLE_SECONDS is 0', async () => {
    const { runtime, whoami } = await start({ idleMs: 0 });
    const first = await who(runtime, whoami, A);
    const second = await who(runtime, whoami, A);
    expect(second.pid).not.toBe(first.pid);
    expect(second.calls).toBe(1);
  });
});
