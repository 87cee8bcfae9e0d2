// The admin commands while a server holds the embedded database: `sluice start` listens on <data dir>/admin.sock
// (mode 0600) and runs the commands the CLI sends there, so a sign-in link or a new key is had at once, and the link
// names the port the server really serves on. Only the admin commands are taken, an oversized request is refused
// without harm, neither a password nor a new key reaches the server's log, the socket goes with the server, and a
// socket file a killed server left behind neither misleads the CLI nor stops the next start. Real built CLI
// processes (`npm run build` first).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures/plugins/harness.js';
import { sessionTokenOf } from './support/console.js';
import { migratedDataDir } from './support/dataDirTemplate.js';
import { freePort, killAll, launchSluice, requireBuild, runSluice, waitForHealth, type Proc, type Result } from './support/process.js';

/** How long a command answered by the running server may take, node's own start included. */
const ANSWERED_WITHIN_MS = 5_000;
const PASSWORD = 'a password typed into a pipe';

/** Everything a raw connection to `socketPath` receives after sending `payload`, until the server closes it. */
function rawRequest(socketPath: string, payload: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = net.connect({ path: socketPath });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
    socket.on('close', () => resolve(text));
    socket.write(payload);
  });
}

function jsonOf(result: Result): Record<string, unknown> {
  expect(result.stderr, 'stderr').toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

describe('admin commands while `sluice start` holds the embedded database', () => {
  let dataDir: string;
  let socketPath: string;
  // No PORT: a link the CLI made itself would name 8080, not the port the server was started on.
  let env: { SLUICE_DATA_DIR: string; SLUICE_PLUGINS_DIR: string };
  const demo = { customerId: '', userId: '', email: '' };
  let server: Proc;
  let base: string;
  const sluice = (args: string[], stdin?: string) => runSluice(args, { env, stdin, timeoutMs: 30_000 });

  beforeAll(async () => {
    requireBuild();
    // Migrated already (the template): `start` has nothing to migrate, and seeds the demo on its empty database.
    dataDir = await migratedDataDir('sluice-admin-socket-');
    socketPath = path.join(dataDir, 'admin.sock');
    env = { SLUICE_DATA_DIR: dataDir, SLUICE_PLUGINS_DIR: path.join(dataDir, 'plugins') };
    fs.mkdirSync(env.SLUICE_PLUGINS_DIR);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = launchSluice(['start', '--port', String(port)], { env: { ...env, LOG_LEVEL: 'info' } });
    demo.userId = (await server.waitForStdout(/make another with: npx sluice users login-link (usr_\w+)\):/, 55_000))[1]!;
    demo.customerId = /Created a demo customer (cus_\w+)/.exec(server.stdout())![1]!;
    demo.email = /Sign in to the console as (\S+) with/.exec(server.stdout())![1]!;
    await waitForHealth(server, base);
  }, 60_000);
  afterAll(async () => {
    await killAll();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on <data dir>/admin.sock, a socket only its owner may open (mode 0600)', () => {
    const stat = fs.statSync(socketPath);
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('`users login-link USR --json` answers at once with a link to the port the server runs on, and the link signs in once', async () => {
    const started = Date.now();
    const out = jsonOf(await sluice(['users', 'login-link', demo.userId, '--json']));
    expect(Date.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
    expect(out.url).toMatch(new RegExp(`^${base}/login/link#[A-Za-z0-9_-]{43}$`));
    const [page, token] = (out.url as string).split('#') as [string, string];
    // As the console does: its page is at the link's path (503 before `npm run build` made the console), and it
    // posts the token from the fragment.
    expect([200, 503]).toContain((await fetch(page)).status);
    const signIn = () =>
      fetch(`${base}/console/v1/session/link`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ token }) });
    const first = await signIn();
    expect(first.status).toBe(200);
    const session = await fetch(`${base}/console/v1/session`, { headers: { Cookie: `sluice_session=${sessionTokenOf(first)}` } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(demo.userId);
    expect((await signIn()).status, 'a link works once').toBe(401);
    expect(server.stdout() + server.stderr(), 'the link is not in the server log').not.toContain(token);
  });

  it('`keys create` answers with a key that authenticates GET /v1/flows, and the key stays out of the server log', async () => {
    const args = ['keys', 'create', '--customer', demo.customerId, '--user', demo.userId, '--scopes', 'flows:read', '--json'];
    const out = jsonOf(await sluice(args));
    expect(out.key).toMatch(/^svc_[A-Za-z0-9_-]{43}$/);
    const res = await fetch(`${base}/v1/flows`, { headers: { Authorization: `Bearer ${out.key as string}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown[] }).data).toHaveLength(1);
    expect(server.stdout() + server.stderr()).not.toContain(out.key);
    expect(server.stdout(), 'the server logs the command it answered').toMatch(/admin socket: command answered/);
  });

  it('`users set-password --password-stdin` sends the password read from stdin, which then signs in, and never logs it', async () => {
    expect(jsonOf(await sluice(['users', 'set-password', demo.userId, '--password-stdin', '--json'], `${PASSWORD}\n`))).toEqual({ id: demo.userId, has_password: true });
    const res = await fetch(`${base}/console/v1/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: demo.email, password: PASSWORD }),
    });
    expect(res.status).toBe(200);
    expect(server.stdout() + server.stderr()).not.toContain(PASSWORD);
  });

  const badKey = () => ['keys', 'create', '--customer', 'cus_nope', '--user', demo.userId, '--scopes', 'flows:read', '--json'];
  let refusedByServer: Result;

  it('bad input is refused with a message on stderr, exit code 2 and nothing on stdout', async () => {
    refusedByServer = await sluice(badKey());
    expect(refusedByServer.code).toBe(2);
    expect(refusedByServer.stdout).toBe('');
    expect(refusedByServer.stderr).toMatch(/^sluice: .*cus_nope/);
    expect(refusedByServer.stderr).not.toMatch(/\n\s+at /);
  });

  it('takes only the admin commands: `migrate` sent to the socket is refused', async () => {
    const answer = JSON.parse(await rawRequest(socketPath, `${JSON.stringify({ argv: ['migrate'] })}\n`)) as Record<string, unknown>;
    expect(answer).toEqual({ exitCode: 2, stdout: '', stderr: expect.stringMatching(/^sluice: .*only the admin commands \(customers, users, keys\)/) });
    const notJson = JSON.parse(await rawRequest(socketPath, 'hello\n')) as Record<string, unknown>;
    expect(notJson).toMatchObject({ exitCode: 2, stderr: expect.stringMatching(/not one line of JSON/) });
  });

  it('refuses an oversized request and goes on serving', async () => {
    const answer = await rawRequest(socketPath, Buffer.alloc(600 * 1024, 'a'));
    expect(JSON.parse(answer)).toMatchObject({ exitCode: 2, stderr: expect.stringMatching(/larger than \d+ bytes/) });
    expect(server.running()).toBe(true);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect(jsonOf(await sluice(['keys', 'list', '--customer', demo.customerId, '--json'])).data).toHaveLength(2);
  });

  it('`connector install` and `remove` ask the server to discover its plugins again: the type is listed at once, then gone', async () => {
    const { key } = jsonOf(await sluice(['keys', 'create', '--customer', demo.customerId, '--user', demo.userId, '--scopes', 'connectors:read', '--json'])) as { key: string };
    const listed = async () => {
      const res = await fetch(`${base}/v1/connector-types`, { headers: { Authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: Array<{ id: string }> }).data.map((t) => t.id);
    };
    expect(await listed()).not.toContain('hotplug');
    const installed = await runSluice(['connector', 'install', path.join(FIXTURES, 'hotplug', 'hotplug'), '--json'], { env, timeoutMs: 60_000 });
    expect(installed.code, installed.stderr).toBe(0);
    expect(JSON.parse(installed.stdout)).toMatchObject({ id: 'hotplug', announced: 'the running server reloaded its plugins' });
    expect(await listed()).toContain('hotplug');

    // Who uses the type is asked of the server too (it holds the database): nobody, so it goes.
    const removed = await sluice(['connector', 'remove', 'hotplug', '--json']);
    expect(removed.code, removed.stderr).toBe(0);
    expect(JSON.parse(removed.stdout)).toMatchObject({ announced: 'the running server reloaded its plugins' });
    expect(await listed()).not.toContain('hotplug');
  });

  it('removes the socket when the server stops', async () => {
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(socketPath)).toBe(false);
  });

  describe('after a server was killed and left its socket file', () => {
    let killedPid: number;
    beforeAll(async () => {
      const port = await freePort();
      const killed = launchSluice(['serve', '--no-worker', '--port', String(port)], { env });
      await waitForHealth(killed, `http://127.0.0.1:${port}`);
      killedPid = killed.pid;
      expect(await killed.stop('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    });

    it('the CLI finds nobody answering there and runs the command itself', async () => {
      expect(fs.existsSync(socketPath), `socket file left by pid ${killedPid}`).toBe(true);
      const out = jsonOf(await sluice(['customers', 'create', '--name', 'After Crash', '--json']));
      expect(out.name).toBe('After Crash');
    });

    it('refuses the same bad input run here exactly as the server refused it', async () => {
      const here = await sluice(badKey());
      expect({ code: here.code, stdout: here.stdout, stderr: here.stderr }).toEqual({ code: refusedByServer.code, stdout: '', stderr: refusedByServer.stderr });
    });

    it('the next server replaces the file and answers on it', async () => {
      const port = await freePort();
      const next = launchSluice(['serve', '--no-worker', '--port', String(port)], { env });
      await waitForHealth(next, `http://127.0.0.1:${port}`);
      try {
        const out = jsonOf(await sluice(['users', 'login-link', demo.userId, '--json']));
        expect(out.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/login/link#`));
      } finally {
        expect(await next.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      }
      expect(fs.existsSync(socketPath)).toBe(false);
    });
  });
});
