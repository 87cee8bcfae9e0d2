// The embedded database's data-dir lock is held by the kernel for a live process only: a process killed with
// SIGKILL holds nothing, so the next start succeeds at once; while the holder lives, others are refused with a
// message naming its pid. Real processes: a small holder running the built module, and `sluice` itself.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/dataDirLock.js';
import { childEnv } from './support/childEnv.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = path.join(ROOT, 'bin', 'sluice.js');
const BUILT_LOCK = pathToFileURL(path.join(ROOT, 'dist', 'src', 'db', 'dataDirLock.js')).href;

const children = new Set<ChildProcess>();
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
beforeAll(() => {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'src', 'cli.js'))) throw new Error('dist/ is missing: run `npm run build` before these tests');
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-lock-'));
  dirs.push(dir);
  return dir;
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** A process that takes the lock with the built module and reports on stdout; it holds it until killed. */
async function holder(dataDir: string): Promise<{ child: ChildProcess; line: string }> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(BUILT_LOCK)});
    try { await lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000); }
    catch (err) { console.log('refused: ' + err.message); process.exit(3); }`;
  const child = track(spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] }));
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => (out.includes('\n') ? undefined : reject(new Error(`holder exited (${code}) before reporting: ${out}`))));
  });
  return { child, line };
}

describe('the data-dir lock', () => {
  it('refuses a second holder naming the live holder, and is free the moment the holder is killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const first = await holder(dataDir);
    expect(first.line).toBe('locked');
    await expect(lockDataDir(dataDir)).rejects.toThrow(new RegExp(`in use by process ${first.child.pid}\\b`));
    // The same directory reached through another path is the same lock.
    const link = path.join(tempDir(), 'alias');
    fs.symlinkSync(dataDir, link);
    await expect(lockDataDir(link)).rejects.toThrow(/in use by process/);
    // No pid file or socket file stands for the lock: nothing is left for a dead process to leave behind.
    expect(fs.readdirSync(dataDir)).toEqual([]);

    first.child.kill('SIGKILL');
    expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });
    const started = Date.now();
    const unlock = await lockDataDir(dataDir);
    expect(Date.now() - started, 'taken at once, with no wait for a stale lock').toBeLessThan(2_000);

    // Held by this process now: another process is refused, naming this one.
    const second = await holder(dataDir);
    expect(second.line).toBe(`refused: the embedded database in ${dataDir} is in use by process ${process.pid}; stop it first (the embedded database serves one process at a time; set DATABASE_URL to share a PostgreSQL database between processes)`);
    expect((await exited(second.child)).code).toBe(3);
    await expect(lockDataDir(dataDir), 'the holder itself cannot take it twice').rejects.toThrow(/in use/);

    unlock();
    unlock(); // harmless
    const third = await holder(dataDir);
    expect(third.line, 'released on unlock').toBe('locked');
    third.child.kill('SIGKILL');
    await exited(third.child);
  });

  it('locks different data directories independently', async () => {
    const a = await lockDataDir(tempDir());
    const b = await lockDataDir(tempDir());
    a();
    b();
  });

  it('ignores and removes the pid file an earlier version left behind, even naming a live process', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'sluice.pid'), String(process.pid));
    const unlock = await lockDataDir(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'sluice.pid'))).toBe(false);
    unlock();
  });

  it('lets `sluice` start on a data dir right after the server that used it was killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const env = { SLUICE_DATA_DIR: dataDir, SLUICE_SECRET_KEY: 'b'.repeat(64) };
    const run = (args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = track(spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] }));
        let stdout = '';
        let stderr = '';
        child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
        child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
        child.once('close', (code) => resolve({ code, stdout, stderr }));
      });
    const migrated = await run(['migrate']);
    expect(migrated.code, migrated.stderr).toBe(0);

    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as net.AddressInfo).port;
        probe.close(() => resolve(p));
      });
    });
    const server = track(spawn(process.execPath, [BIN, 'serve', '--port', String(port), '--no-worker'], { cwd: ROOT, env: childEnv(env), stdio: 'ignore' }));
    const deadline = Date.now() + 90_000;
    for (;;) {
      expect(server.exitCode, 'the server is running').toBeNull();
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status === 200, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error('sluice serve did not answer /healthz');
      await new Promise((r) => setTimeout(r, 200));
    }
    const refused = await run(['customers', 'create', '--name', 'Blocked', '--json']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`in use by process ${server.pid}`);

    server.kill('SIGKILL');
    await exited(server);
    const created = await run(['customers', 'create', '--name', 'After Kill', '--json']);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout).name).toBe('After Kill');
  }, 240_000);
});
