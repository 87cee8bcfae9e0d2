// The life of a Sluice process: `sluice start` on a fresh embedded data dir (the one-command experience: demo
// tenant, key, curl line, a sign-in link on the chosen port and the login-link command), a second start on the same
// data dir, the probes, draining on SIGTERM, refusing an unmigrated database, and readiness while the schema is
// behind. The processes are the real built CLI (`node bin/sluice.js`, compiled into dist/ by `npm run build`, which
// `npm test` runs first).
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { connect, type Db } from '../src/db/connect.js';
import { DEFAULT_RATE_LIMITS } from '../src/http/rateLimit/slidingWindow.js';
import { startHttpServer, type RunningServer } from '../src/http/server.js';
import { createLogger } from '../src/log.js';
import { secretsFrom } from '../src/secrets.js';
import { assembleContainer, readinessCheck, type Container } from '../src/container.js';
import { createConnectorRuntime } from '../src/runtime/index.js';
import { checkedFetch } from './support/contractCheck.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { inspectDataDir } from './support/dataDir.js';
import { freePort, killAll, launchSluice, requireBuild, runSluice, waitForHealth, type Exit, type Proc } from './support/process.js';

const launch = (args: string[], env: Record<string, string | undefined>): Proc => launchSluice(args, { env });
// A first start on a fresh embedded data directory creates its database (~6 s alone, 22 s seen in CI with the other
// test files running): allowed 55 s, inside the test's own 60 s.
const runToEnd = (args: string[], env: Record<string, string | undefined>) => runSluice(args, { env, timeoutMs: 55_000 });

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

const auth = (key: string) => ({ headers: { Authorization: `Bearer ${key}` } });

afterAll(killAll);

beforeAll(requireBuild);

// ---------------------------------------------------------------------------------------------------------------

describe('sluice start on a fresh embedded data dir', () => {
  const dataDir = tempDir('sluice-start-');
  // A small read limit, so that the probes being outside the limits is visible within a few requests.
  const READ_LIMIT = 10;
  const env = { SLUICE_DATA_DIR: dataDir, SLUICE_RATE_LIMIT_READ: String(READ_LIMIT) };
  let first: Proc;
  let banner: { key: string; url: string; curl: string };

  beforeAll(async () => {
    const port = await freePort();
    first = launch(['start', '--port', String(port)], env);
    // The first start creates the database (see runToEnd): the same 55 s.
    const match = await first.waitForStdout(/^ *(curl -s -H 'Authorization: Bearer (svc_[A-Za-z0-9_-]+)' (http:\/\/\S+)\/v1\/flows) *$/m, 55_000);
    banner = { curl: match[1]!, key: match[2]!, url: match[3]! };
  });
  afterAll(async () => {
    await first?.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints the demo key once, on its own line, and a curl line that uses it on the chosen port', () => {
    const out = first.stdout();
    expect(banner.key).toMatch(/^svc_[A-Za-z0-9_-]{43}$/);
    expect(out).toMatch(new RegExp(`^ *${banner.key} *$`, 'm'));
    expect(out.match(/svc_[A-Za-z0-9_-]+/g), 'the key line and the three curl lines, nothing else').toEqual([banner.key, banner.key, banner.key, banner.key]);
    const port = Number(first.child.spawnargs[first.child.spawnargs.indexOf('--port') + 1]);
    expect(new URL(banner.url).port).toBe(String(port));
    expect(first.stderr()).toBe('');
  });

  it('prints a sign-in link on the chosen port, and the login-link command, which needs no setting (the server answers it)', () => {
    const port = Number(first.child.spawnargs[first.child.spawnargs.indexOf('--port') + 1]);
    const out = first.stdout();
    expect(out).toMatch(new RegExp(`^ *http://127\\.0\\.0\\.1:${port}/login/link#[A-Za-z0-9_-]{43} *$`, 'm'));
    expect(out).toMatch(/^make another with: npx sluice users login-link usr_\w+\):$/m);
  });

  it('the printed curl line, run exactly as printed, prints the demo flow as JSON', async () => {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile('sh', ['-c', banner.curl], { timeout: 15_000 }, (err, out, errOut) => (err ? reject(new Error(`${err.message}\n${errOut}`)) : resolve(out)));
    });
    const body = JSON.parse(stdout) as { data: Array<Record<string, unknown>>; meta: Record<string, unknown> };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ id: expect.stringMatching(/^flw_/), name: 'Demo: sample orders to files', status: 'active' });
    expect(body.meta).toMatchObject({ total: 1, has_more: false, next_cursor: null });
  });

  it('GET /v1/flows with the printed key answers 200 with a contract-valid list holding the demo flow', async () => {
    const res = await checkedFetch(`${banner.url}/v1/flows`, auth(banner.key));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Array<Record<string, unknown>> };
    expect(body.data).toEqual([expect.objectContaining({ name: 'Demo: sample orders to files', source: 'sample', destination: 'files' })]);
  });

  it('runs the demo flow once at start: within a minute a run has succeeded and the files destination holds its records', async () => {
    // The files connector works under the customer's own folder of the files root.
    const customerId = /Created a demo customer (cus_\w+)/.exec(first.stdout())?.[1];
    expect(customerId).toBeDefined();
    const orders = path.join(dataDir, 'files', customerId!, 'demo', 'order.jsonl');
    const lines = () => (fs.existsSync(orders) ? fs.readFileSync(orders, 'utf8').split('\n').filter(Boolean).length : 0);
    const deadline = Date.now() + 60_000;
    while (lines() < 500 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(lines(), 'orders written by the demo run').toBe(500);
    // The run is finished a moment after its last write; the read limit here is small, so ask only a few times.
    let run: Record<string, unknown> | undefined;
    for (let i = 0; i < 5 && run?.status !== 'succeeded'; i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 1000));
      const res = await checkedFetch(`${banner.url}/v1/runs`, auth(banner.key));
      run = ((await res.json()) as { data: Array<Record<string, unknown>> }).data[0];
    }
    expect(run).toMatchObject({ status: 'succeeded', trigger: 'schedule', records_processed: 600, records_failed: 0 });
  });

  it('GET /healthz answers 200 {status: "ok"} without auth and without rate-limit headers', async () => {
    const res = await checkedFetch(`${banner.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    for (const name of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'www-authenticate']) {
      expect(res.headers.has(name), name).toBe(false);
    }
  });

  it('GET /readyz answers 200 ready, with the database ok and the migrations current', async () => {
    const res = await checkedFetch(`${banner.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
    expect(res.headers.has('x-ratelimit-limit')).toBe(false);
  });

  it('the probes are outside the rate limits: more probes than the limit neither fail nor use up the address budget', async () => {
    for (let i = 0; i < READ_LIMIT + 2; i++) {
      const res = await fetch(`${banner.url}/${i % 2 ? 'readyz' : 'healthz'}`);
      expect(res.status).toBe(200);
    }
    // An unauthenticated request is counted per client address: the probes before it must not have been.
    const res = await checkedFetch(`${banner.url}/v1/flows`);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-ratelimit-limit')).toBe(String(READ_LIMIT));
    expect(res.headers.get('x-ratelimit-remaining')).toBe(String(READ_LIMIT - 1));
  });

  describe('then stopped and started again on the same data dir', () => {
    let firstExit: Exit;
    let firstPage: { id: string; cursor: string };
    let second: Proc;
    let secondUrl: string;

    beforeAll(async () => {
      // A cursor is signed with the generated secret key: one issued now must still be valid after the restart.
      const res = await checkedFetch(`${banner.url}/v1/connectors?limit=1`, auth(banner.key));
      expect(res.status).toBe(200);
      const page = (await res.json()) as { data: Array<{ id: string }>; meta: { next_cursor: string | null } };
      expect(page.meta.next_cursor).toBeTypeOf('string');
      firstPage = { id: page.data[0]!.id, cursor: page.meta.next_cursor! };
      firstExit = await first.stop('SIGTERM');
      second = launch(['start', '--port', String(await freePort())], env);
      secondUrl = (await second.waitForStdout(/Sluice is running at (http:\/\/\S+) on /))[1]!;
      await waitForHealth(second, secondUrl);
    });
    afterAll(async () => {
      await second?.stop('SIGKILL');
    });

    it('the first start exited with code 0 on SIGTERM', () => {
      expect(firstExit).toEqual({ code: 0, signal: null });
    });

    it('does not print a key or a curl line', () => {
      const out = second.stdout();
      expect(out).toContain('Sluice is running at');
      expect(out).not.toMatch(/svc_/);
      expect(out).not.toMatch(/curl .*Bearer/);
      expect(out).not.toMatch(/Created a demo customer/);
    });

    it('keeps serving the demo flow to the key printed by the first start', async () => {
      const res = await checkedFetch(`${secondUrl}/v1/flows`, auth(banner.key));
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: Array<{ name: string }> };
      expect(body.data.map((f) => f.name)).toEqual(['Demo: sample orders to files']);
    });

    it('accepts a cursor issued before the restart (the generated secret key is reused, not regenerated)', async () => {
      const res = await checkedFetch(`${secondUrl}/v1/connectors?limit=1&cursor=${encodeURIComponent(firstPage.cursor)}`, auth(banner.key));
      expect(res.status).toBe(200);
      const page = (await res.json()) as { data: Array<{ id: string }>; meta: { next_cursor: string | null } };
      expect(page.data).toHaveLength(1);
      expect(page.data[0]!.id).not.toBe(firstPage.id);
      expect(page.meta.next_cursor).toBeNull();
    });

    it('the printed login-link command, run as printed while the server runs, links to the port that server serves on', async () => {
      const printed = /^make another with: npx sluice (users login-link usr_\w+)\):$/m.exec(first.stdout());
      expect(printed).not.toBeNull();
      const result = await runToEnd([...printed![1]!.split(' '), '--json'], env);
      expect(result.stderr).toBe('');
      expect((JSON.parse(result.stdout) as { url: string }).url).toMatch(new RegExp(`^${secondUrl}/login/link#[A-Za-z0-9_-]{43}$`));
    });

    it('does not create a second demo customer (after it stops: one customer, user, key and flow in the data dir)', async () => {
      expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      const counts = await inspectDataDir(dataDir, async (knex) => {
        const count = async (table: string) => Number((await knex(table).count({ n: '*' }))[0]!.n);
        return { customers: await count('customers'), users: await count('users'), api_keys: await count('api_keys'), flows: await count('flows') };
      });
      expect(counts).toEqual({ customers: 1, users: 1, api_keys: 1, flows: 1 });
    });
  });

  describe('SIGTERM while requests are in flight', () => {
    it('lets the in-flight requests finish with 200, stops accepting new connections, and exits with code 0', async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = launch(['serve', '--port', String(port)], env);
      try {
        await waitForHealth(server, url);
        const flows = (await (await fetch(`${url}/v1/flows`, auth(banner.key))).json()) as { data: Array<{ id: string }> };
        const flowId = flows.data[0]!.id;

        // Several GETs whose request head has only partly arrived: the server has begun reading them.
        const gets = [];
        for (let i = 0; i < 4; i++) {
          const conn = await rawConnection(port);
          await conn.write(`GET /v1/flows HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer ${banner.key}\r\n`);
          gets.push(conn);
        }
        // A POST the application is already executing: it has answered `100 Continue` and waits for the body.
        const post = await rawConnection(port);
        await post.write(
          `POST /v1/flows/${flowId}/pause HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer ${banner.key}\r\n` +
            'Content-Type: application/json\r\nContent-Length: 2\r\nExpect: 100-continue\r\n\r\n',
        );
        await post.waitFor('HTTP/1.1 100 Continue', 10_000);

        server.child.kill('SIGTERM');
        // Draining: new connections are refused while the ones in flight are still open.
        await waitUntilRefused(port, 10_000);
        expect(server.child.exitCode, 'still running while requests are in flight').toBeNull();

        for (const conn of gets) await conn.write('\r\n');
        await post.write('{}');
        const finishedAt = Date.now();

        for (const conn of gets) {
          const res = parseResponse(await conn.closed(10_000));
          expect(res.status).toBe(200);
          expect((JSON.parse(res.body) as { data: Array<{ id: string }> }).data.map((f) => f.id)).toEqual([flowId]);
        }
        const paused = parseResponse(await post.closed(10_000));
        expect(paused.status).toBe(200);
        expect(JSON.parse(paused.body)).toMatchObject({ id: flowId, status: 'paused' });

        // No second signal: the first one alone must bring the process down.
        const exit = await Promise.race([server.exited, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000))]);
        expect(exit).toEqual({ code: 0, signal: null });
        expect(Date.now() - finishedAt, 'exits within a few seconds of the last response').toBeLessThan(5_000);
        expect(server.stderr()).toBe('');
      } finally {
        await server.stop('SIGKILL');
      }
    });
  });
});

interface RawConnection {
  write(text: string): Promise<void>;
  /** Resolves once `text` has been received. */
  waitFor(text: string, timeoutMs: number): Promise<void>;
  /** Everything received, once the server has closed the connection. */
  closed(timeoutMs: number): Promise<string>;
}

function rawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let ended = false;
    const waiters = new Set<() => void>();
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      received += d;
      for (const w of waiters) w();
    });
    socket.on('close', () => {
      ended = true;
      for (const w of waiters) w();
    });
    const until = (ready: () => boolean, what: string, timeoutMs: number) =>
      new Promise<void>((res, rej) => {
        const check = () => {
          if (ready()) {
            clear();
            res();
          } else if (ended) {
            clear();
            rej(new Error(`connection closed before ${what}; received: ${received}`));
          }
        };
        const timer = setTimeout(() => {
          clear();
          socket.destroy();
          rej(new Error(`no ${what} within ${timeoutMs} ms; received: ${received}`));
        }, timeoutMs);
        const clear = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    socket.once('error', reject);
    socket.once('connect', () => {
      socket.off('error', reject);
      socket.on('error', () => {}); // surfaces as a close
      resolve({
        write: (text) => new Promise((res, rej) => socket.write(text, (err) => (err ? rej(err) : res()))),
        waitFor: (text, timeoutMs) => until(() => received.includes(text), `'${text}'`, timeoutMs),
        async closed(timeoutMs) {
          await until(() => ended, 'the server to close the connection', timeoutMs);
          return received;
        },
      });
    });
  });
}

/** The final response on a connection (after any `100 Continue`), with a Content-Length body. */
function parseResponse(raw: string): { status: number; body: string } {
  const text = raw.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(text);
  if (!status) throw new Error(`not an HTTP response: ${raw.slice(0, 200)}`);
  return { status: Number(status[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
}

async function waitUntilRefused(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    if (Date.now() > deadline) throw new Error(`port ${port} still accepts connections ${timeoutMs} ms after SIGTERM`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// ---------------------------------------------------------------------------------------------------------------

// On PostgreSQL (a shared database, likely production) `sluice start` seeds no demo unless asked: no customer, no
// all-scope key, no flow running every 15 minutes; it says how to create a customer instead.
describe.skipIf(!onPostgres)('sluice start on PostgreSQL', () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    database = await freshDatabase({ migrate: false });
    env = { DATABASE_URL: database.url!, SLUICE_SECRET_KEY: crypto.randomBytes(32).toString('hex'), SLUICE_DATA_DIR: tempDir('sluice-start-pg-') };
  });
  afterAll(async () => {
    await database?.drop();
    fs.rmSync(env.SLUICE_DATA_DIR!, { recursive: true, force: true });
  });

  it('creates no demo and prints how to create a customer; with --demo it creates the demo', async () => {
    const plain = launch(['start', '--port', String(await freePort())], env);
    try {
      await plain.waitForStdout(/^No customer yet: create one with `npx sluice customers create --name NAME`/m, 55_000);
      expect(plain.stdout()).not.toMatch(/svc_/);
      expect(Number((await database.db.knex('customers').count({ n: '*' }).first())!.n)).toBe(0);
      expect(Number((await database.db.knex('flows').count({ n: '*' }).first())!.n)).toBe(0);
    } finally {
      await plain.stop();
    }
    const demo = launch(['start', '--demo', '--port', String(await freePort())], env);
    try {
      await demo.waitForStdout(/^ +svc_[A-Za-z0-9_-]+ *$/m, 55_000);
      expect(await database.db.knex('customers').pluck('name')).toEqual(['Demo']);
    } finally {
      await demo.stop();
    }
  }, 120_000);
});

describe('on an unmigrated database', () => {
  const targets: Array<{ name: string; setup(): Promise<{ env: Record<string, string>; hasTables(): Promise<boolean>; cleanup(): Promise<void> }> }> = [
    {
      name: 'embedded',
      async setup() {
        const dataDir = tempDir('sluice-unmigrated-');
        return {
          env: { SLUICE_DATA_DIR: dataDir },
          hasTables: () => inspectDataDir(dataDir, (knex) => knex.schema.hasTable('flows')),
          cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
        };
      },
    },
  ];
  if (onPostgres) {
    targets.push({
      name: 'PostgreSQL',
      async setup() {
        const database = await freshDatabase({ migrate: false });
        return {
          env: { DATABASE_URL: database.url!, SLUICE_SECRET_KEY: crypto.randomBytes(32).toString('hex') },
          hasTables: () => database.db.knex.schema.hasTable('flows'),
          cleanup: () => database.drop(),
        };
      },
    });
  }

  for (const target of targets) {
    describe(target.name, () => {
      let t: Awaited<ReturnType<(typeof target)['setup']>>;
      beforeAll(async () => {
        t = await target.setup();
      });
      afterAll(async () => {
        await t?.cleanup();
      });

      it('`sluice serve` refuses to run, telling to run `sluice migrate`, and does not migrate by itself', async () => {
        const port = await freePort();
        const result = await runToEnd(['serve', '--port', String(port)], t.env);
        expect(result.signal).toBeNull();
        expect(result.code).toBeGreaterThan(0);
        expect(result.stderr).toMatch(/^sluice: /);
        expect(result.stderr).toMatch(/sluice migrate/);
        expect(result.stderr).not.toMatch(/\n\s+at /);
        expect(await t.hasTables()).toBe(false);
      });

      it('`sluice worker` refuses the same way', async () => {
        const result = await runToEnd(['worker'], t.env);
        expect(result.signal).toBeNull();
        expect(result.code).toBeGreaterThan(0);
        expect(result.stderr).toMatch(/sluice migrate/);
      });
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Readiness, in-process: the same wiring as the server of `sluice serve`, over a database whose schema is behind.

function containerOver(db: Db): Container {
  const config: Config = {
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    port: 0,
    host: '127.0.0.1',
    secretKey: undefined,
    logLevel: 'silent',
    rateLimits: DEFAULT_RATE_LIMITS,
  };
  const logger = createLogger('silent');
  return assembleContainer(config, { db, secrets: secretsFrom(crypto.randomBytes(32).toString('hex')), logger, connectors: createConnectorRuntime(logger) }, async () => {});
}

describe('readiness while the schema is behind', () => {
  let database: TestDatabase;
  let applied: Array<Record<string, unknown>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await freshDatabase();
    const knex = database.db.knex;
    applied = await knex('knex_migrations').select();
    expect(applied.length).toBeGreaterThan(0);
    await knex('knex_migrations').del();
    server = await startHttpServer(containerOver(database.db), 0, '127.0.0.1');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('readinessCheck reports the database ok and the migrations pending', async () => {
    expect(await readinessCheck(database.db)()).toEqual({ database: 'ok', migrations: 'pending' });
  });

  it('GET /readyz answers 503 not_ready with migrations "pending"', async () => {
    const res = await checkedFetch(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not_ready', database: 'ok', migrations: 'pending' });
  });

  it('GET /healthz still answers 200: liveness does not depend on the schema', async () => {
    const res = await checkedFetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz turns 200 once the migrations are recorded as applied, without a restart', async () => {
    await database.db.knex('knex_migrations').insert(applied);
    const res = await checkedFetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
  });
});

describe('readiness while the database is unreachable', () => {
  let db: Db;
  let server: RunningServer;

  beforeAll(async () => {
    // Nothing listens on port 9 of loopback.
    db = await connect({ databaseUrl: 'postgres://sluice@127.0.0.1:9/sluice', poolMax: 1 });
    server = await startHttpServer(containerOver(db), 0, '127.0.0.1');
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('readinessCheck reports a database error', async () => {
    expect(await readinessCheck(db)()).toEqual({ database: 'error', migrations: 'unknown' });
  });

  it('GET /readyz answers 503 not_ready with database "error", while GET /healthz answers 200', async () => {
    const ready = await checkedFetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', database: 'error', migrations: 'unknown' });
    const health = await checkedFetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
  });
});
