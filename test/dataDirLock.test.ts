// The embedded database's data-dir lock is held by the kernel for a live process only: a process killed with
// SIGKILL holds nothing, so the next start succeeds at once; while the holder lives, others are refused with a
// message naming its pid. Real processes: a small holder running the built module, and `sluice` itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../src/db/dataDirLock.js';
import { migratedDataDir } from './support/dataDirTemplate.js';
import { freePort, killAll, launchNode, launchSluice, requireBuild, ROOT, runSluice, waitForHealth, type Proc } from './support/process.js';

const BUILT_LOCK = pathToFileURL(path.join(ROOT, 'dist', 'src', 'db', 'dataDirLock.js')).href;

const dirs: string[] = [];
afterAll(async () => {
  await killAll();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
beforeAll(requireBuild);

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-lock-'));
  dirs.push(dir);
  return dir;
}

/** A process that takes the lock with the built module and reports on stdout; it holds it until killed. */
async function holder(dataDir: string): Promise<{ proc: Proc; line: string }> {
  const script = `
    const { lockDataDir } = await import(${JSON.stringify(BUILT_LOCK)});
    try { await lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000); }
    catch (err) { console.log('refused: ' + err.message); process.exit(3); }`;
  const proc = launchNode(['--input-type=module', '-e', script], { name: 'lock holder' });
  const line = await proc.waitFor(() => (proc.stdout().includes('\n') ? proc.stdout().split('\n')[0]! : undefined), 'reported');
  return { proc, line };
}

describe('the data-dir lock', () => {
  it('refuses a second holder naming the live holder, and is free the moment the holder is killed with SIGKILL', async () => {
    const dataDir = tempDir();
    const first = await holder(dataDir);
    expect(first.line).toBe('locked');
    await expect(lockDataDir(dataDir)).rejects.toThrow(new RegExp(`in use by process ${first.proc.pid}\\b`));
    // The same directory reached through another path is the same lock.
    const link = path.join(tempDir(), 'alias');
    fs.symlinkSync(dataDir, link);
    await expect(lockDataDir(link)).rejects.toThrow(/in use by process/);
    // No pid file or socket file stands for the lock: nothing is left for a dead process to leave behind.
    expect(fs.readdirSync(dataDir)).toEqual([]);

    first.proc.child.kill('SIGKILL');
    expect(await first.proc.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const started = Date.now();
    const unlock = await lockDataDir(dataDir);
    expect(Date.now() - started, 'taken at once, with no wait for a stale lock').toBeLessThan(2_000);

    // Held by this process now: another process is refused, naming this one.
    const second = await holder(dataDir);
    expect(second.line).toBe(`refused: the embedded database in ${dataDir} is in use by process ${process.pid}; stop it first (the embedded database serves one process at a time; set DATABASE_URL to share a PostgreSQL database between processes)`);
    expect((await second.proc.exited).code).toBe(3);
    await expect(lockDataDir(dataDir), 'the holder itself cannot take it twice').rejects.toThrow(/in use/);

    unlock();
    unlock(); // harmless
    const third = await holder(dataDir);
    expect(third.line, 'released on unlock').toBe('locked');
    await third.proc.stop('SIGKILL');
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
    const dataDir = await migratedDataDir('sluice-lock-');
    dirs.push(dataDir);
    const env = { SLUICE_DATA_DIR: dataDir, SLUICE_SECRET_KEY: 'b'.repeat(64) };
    const run = (args: string[]) => runSluice(args, { env, timeoutMs: 90_000 });

    const port = await freePort();
    const server = launchSluice(['serve', '--port', String(port), '--no-worker'], { env });
    await waitForHealth(server, `http://127.0.0.1:${port}`, 90_000);
    // Not an admin command: those the server answers itself, over its admin socket (cli.adminSocket.test.ts).
    const refused = await run(['migrate']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`in use by process ${server.pid}`);

    await server.stop('SIGKILL');
    const created = await run(['customers', 'create', '--name', 'After Kill', '--json']);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout).name).toBe('After Kill');
  }, 240_000);
});
