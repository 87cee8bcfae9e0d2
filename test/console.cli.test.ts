// The console's CLI commands, run as the real built CLI in child processes on an embedded data dir:
// `sluice users set-password USR --password-stdin` (read from stdin, at least 12 characters, never echoed) and
// `sluice users login-link USR [--json]` (a one-time link under SLUICE_PUBLIC_URL), then a server started on the same
// data dir signs the user in with both; and a malformed SLUICE_PUBLIC_URL is refused with a clear message.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectDataDir } from './support/dataDir.js';
import { migratedDataDir } from './support/dataDirTemplate.js';
import { freePort, killAll, launchSluice, requireBuild, runSluice, waitForHealth } from './support/process.js';

const PASSWORD = 'a console password of some length';

/** `sluice …args` run to its end, with `stdin` (if any) written to it. */
function sluice(args: string[], env: Record<string, string | undefined>, stdin?: string) {
  return runSluice(args, { env, stdin });
}

let dataDir: string;
let env: Record<string, string | undefined>;
let userId: string;
let email: string;
let port: number;

beforeAll(async () => {
  requireBuild();
  dataDir = await migratedDataDir('sluice-console-cli-');
  port = await freePort();
  env = { SLUICE_DATA_DIR: dataDir, PORT: String(port) };
  const customer = JSON.parse((await sluice(['customers', 'create', '--name', 'Console', '--json'], env)).stdout) as { id: string };
  email = 'ada@console.example';
  const user = JSON.parse((await sluice(['users', 'create', '--customer', customer.id, '--email', email, '--role', 'admin', '--json'], env)).stdout) as { id: string };
  userId = user.id;
}, 120_000);
afterAll(async () => {
  await killAll();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});


describe('users set-password', () => {
  it('refuses a password given any other way than --password-stdin', async () => {
    const res = await sluice(['users', 'set-password', userId], env, `${PASSWORD}\n`);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/^sluice: usage: sluice users set-password USR --password-stdin/);
  });

  it('refuses a password under 12 characters and stores nothing', async () => {
    const res = await sluice(['users', 'set-password', userId, '--password-stdin'], env, 'too short\n');
    expect(res.code).toBe(2);
    expect(res.stderr).toBe('sluice: a password needs at least 12 characters; this one has 9\n');
    expect(await inspectDataDir(dataDir, (k) => k('users').where({ id: userId }).first('password_hash'))).toEqual({ password_hash: null });
  });

  it('refuses an unknown user', async () => {
    const res = await sluice(['users', 'set-password', 'usr_nobody', '--password-stdin'], env, `${PASSWORD}\n`);
    expect(res.code).toBe(2);
    expect(res.stderr).toBe('sluice: no user usr_nobody\n');
  });

  it('sets the password from stdin (one trailing newline dropped) without printing it', async () => {
    const res = await sluice(['users', 'set-password', userId, '--password-stdin', '--json'], env, `${PASSWORD}\n`);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ id: userId, has_password: true });
    expect(res.stdout).not.toContain(PASSWORD);
    const row = await inspectDataDir(dataDir, (k) => k('users').where({ id: userId }).first('password_hash'));
    expect(row.password_hash).toMatch(/^scrypt\$15\$8\$1\$/);
  });
});

describe('users login-link', () => {
  it('--json prints the link under SLUICE_PUBLIC_URL and when it expires, and stores only its hash', async () => {
    const res = await sluice(['users', 'login-link', userId, '--json'], { ...env, SLUICE_PUBLIC_URL: 'https://sluice.example.com/' });
    expect(res.stderr).toBe('');
    const out = JSON.parse(res.stdout) as { url: string; expires_at: string };
    expect(Object.keys(out).sort()).toEqual(['expires_at', 'url']);
    expect(out.url).toMatch(/^https:\/\/sluice\.example\.com\/login\/link#[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(out.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const token = out.url.split('#')[1]!;
    const rows = await inspectDataDir(dataDir, (k) => k('login_links').where({ user_id: userId }).select('*'));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a SLUICE_PUBLIC_URL with a path, naming the variable', async () => {
    const res = await sluice(['users', 'login-link', userId, '--json'], { ...env, SLUICE_PUBLIC_URL: 'https://sluice.example.com/console' });
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^sluice: SLUICE_PUBLIC_URL must be an http:\/\/ or https:\/\/ URL with no path, query or credentials.*has a path/);
  });

  it('a printed link and the password both sign in to a server started on the same data dir', async () => {
    const plain = await sluice(['users', 'login-link', userId], env);
    expect(plain.code).toBe(0);
    const url = /(http:\/\/127\.0\.0\.1:\d+\/login\/link#[A-Za-z0-9_-]{43})$/m.exec(plain.stdout)?.[1];
    expect(url, plain.stdout).toBeDefined();
    expect(url!.startsWith(`http://127.0.0.1:${port}/`)).toBe(true);
    const server = launchSluice(['serve', '--no-worker'], { env });
    try {
      const base = `http://127.0.0.1:${port}`;
      // A server on the embedded database: allow for a loaded machine, as the other first starts do (one took
      // over 30 s in CI with three test workers busy).
      await waitForHealth(server, base, 60_000);
      const post = (p: string, body: unknown) => fetch(`${base}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify(body) });
      const byLink = await post('/console/v1/session/link', { token: url!.split('#')[1] });
      expect(byLink.status).toBe(200);
      expect(((await byLink.json()) as { user: { id: string } }).user.id).toBe(userId);
      const byPassword = await post('/console/v1/session', { email, password: PASSWORD });
      expect(byPassword.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
