// The `sluice` admin commands, run as the real built CLI (`node bin/sluice.js …`, compiled into dist/ by
// `npm run build`, which `npm test` runs first) in child processes, on the embedded PGlite default and, when
// TEST_DATABASE_URL is set, on a scratch PostgreSQL database. Between commands no process holds the embedded data
// dir, so the tests open it in-process to check exactly which rows a command wrote.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsCurrent } from '../src/db/migrate.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { inspectDataDir } from './support/dataDir.js';
import { freePort, killAll, launchSluice, requireBuild, runSluice, waitForHealth, type Proc, type Result } from './support/process.js';

// A guard against a command that hangs, under the test's own 60 s: `sluice migrate` on PGlite takes about 6 s on an
// idle machine of two cores, and took over 30 s in a CI run with a load average of 8.
const COMMAND_TIMEOUT_MS = 50_000;

// ---------------------------------------------------------------------------------------------------------------
// Child processes

/** Runs `sluice args…` to completion; a command that outlives the timeout is killed and fails the test. */
function sluice(args: string[], env: Record<string, string | undefined>, timeoutMs = COMMAND_TIMEOUT_MS): Promise<Result> {
  return runSluice(args, { env, timeoutMs });
}

/** The one JSON object a successful `--json` command prints, after checking it printed exactly that. */
function jsonOutput(result: Result): Record<string, unknown> {
  expect(result.stderr, 'stderr of a successful command').toBe('');
  expect(result.code, `exit code (stderr: ${result.stderr})`).toBe(0);
  const lines = result.stdout.split('\n').filter((l) => l.trim() !== '');
  expect(lines, 'stdout of a --json command is one line').toHaveLength(1);
  const value: unknown = JSON.parse(lines[0]!);
  expect(value).toBeTypeOf('object');
  expect(value).not.toBeNull();
  expect(Array.isArray(value)).toBe(false);
  return value as Record<string, unknown>;
}

/** A refused command: non-zero exit, nothing on stdout, a one-line-first message on stderr and no stack trace. */
function expectRefused(result: Result, ...patterns: RegExp[]): void {
  expect(result.signal, 'the command ended by itself').toBeNull();
  expect(result.code, `exit code (stdout: ${result.stdout}, stderr: ${result.stderr})`).toBeGreaterThan(0);
  expect(result.stdout, 'nothing on stdout').toBe('');
  expect(result.stderr).toMatch(/^sluice: \S/);
  expect(result.stderr, 'no stack trace').not.toMatch(/\n\s+at /);
  for (const pattern of patterns) expect(result.stderr).toMatch(pattern);
}

type Background = Proc & { port: number };

/** `sluice serve` in the background, resolved once /healthz answers. */
async function startServer(env: Record<string, string | undefined>, timeoutMs = 30_000): Promise<Background> {
  const port = await freePort();
  const proc = launchSluice(['serve', '--port', String(port), '--no-worker'], { env });
  await waitForHealth(proc, `http://127.0.0.1:${port}`, timeoutMs);
  return Object.assign(proc, { port });
}

afterAll(killAll);

beforeAll(requireBuild);

// ---------------------------------------------------------------------------------------------------------------
// Where the commands run

interface Target {
  /** Environment that points a command at this database. */
  env: Record<string, string | undefined>;
  /** Runs `fn` against the database while no command is running. */
  inspect<T>(fn: (knex: Knex) => Promise<T>): Promise<T>;
}

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}


interface Snapshot {
  customers: string[];
  users: string[];
  api_keys: string[];
}

async function snapshot(knex: Knex): Promise<Snapshot> {
  const ids = async (table: string) => (await knex(table).orderBy('id').select('id')).map((r: { id: string }) => `${r.id}`);
  const keys = await knex('api_keys').orderBy('id').select('id', 'revoked_at');
  return {
    customers: await ids('customers'),
    users: await ids('users'),
    api_keys: keys.map((k: { id: string; revoked_at: string | null }) => `${k.id}:${k.revoked_at ?? 'active'}`),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The admin commands, the same on both databases

function adminCommandTests(target: () => Target): void {
  const run = (...args: string[]) => sluice(args, target().env);
  const ids = { customer: '', user: '', keyId: '', key: '', otherCustomer: '', otherUser: '' };

  it('refuses an admin command before `sluice migrate` has run, and creates no tables', async () => {
    expectRefused(await run('customers', 'create', '--name', 'Too Early', '--json'), /sluice migrate/);
    expect(await target().inspect((knex) => knex.schema.hasTable('customers'))).toBe(false);
  });

  it('migrate applies the migrations', async () => {
    const result = await run('migrate');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^applied \S+/);
    expect(await target().inspect((knex) => migrationsCurrent(knex))).toBe(true);
  });

  it('migrate on a current schema says so and succeeds', async () => {
    const result = await run('migrate');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe('schema already current');
  });

  it('customers create --json prints exactly one JSON object with the new cus_ id', async () => {
    const out = jsonOutput(await run('customers', 'create', '--name', 'Acme', '--json'));
    expect(out).toMatchObject({ id: expect.stringMatching(/^cus_[a-z0-9]+$/), name: 'Acme' });
    ids.customer = out.id as string;
    const row = await target().inspect((knex) => knex('customers').where({ id: ids.customer }).first('name'));
    expect(row).toEqual({ name: 'Acme' });
  });

  it('users create --json prints the new member user', async () => {
    const out = jsonOutput(await run('users', 'create', '--customer', ids.customer, '--email', 'dev@acme.example', '--role', 'member', '--json'));
    expect(out).toEqual({ id: expect.stringMatching(/^usr_[a-z0-9]+$/), customer_id: ids.customer, email: 'dev@acme.example', role: 'member' });
    ids.user = out.id as string;
    const row = await target().inspect((knex) => knex('users').where({ id: ids.user }).first('customer_id', 'email', 'role'));
    expect(row).toEqual({ customer_id: ids.customer, email: 'dev@acme.example', role: 'member' });
  });

  it('keys create --json prints the key_ id and the svc_ secret with its scopes and a 30-day expiry', async () => {
    const before = Date.now();
    const out = jsonOutput(
      await run('keys', 'create', '--customer', ids.customer, '--user', ids.user, '--scopes', 'flows:read,runs:read', '--expires-in-days', '30', '--json'),
    );
    const after = Date.now();
    expect(out).toMatchObject({
      id: expect.stringMatching(/^key_[a-z0-9]+$/),
      key: expect.stringMatching(/^svc_[A-Za-z0-9_-]{43}$/),
      scopes: ['flows:read', 'runs:read'],
    });
    const expires = Date.parse(out.expires_at as string);
    const day = 24 * 3600 * 1000;
    expect(expires).toBeGreaterThanOrEqual(before + 30 * day - 5_000);
    expect(expires).toBeLessThanOrEqual(after + 30 * day + 5_000);
    ids.keyId = out.id as string;
    ids.key = out.key as string;
  });

  it('stores the new key only as a hash: its row never contains the secret', async () => {
    const row = await target().inspect((knex) => knex('api_keys').where({ id: ids.keyId }).first());
    expect(row).toBeDefined();
    const stored = JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) || v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v));
    expect(stored).not.toContain(ids.key);
    expect(stored).not.toContain(ids.key.slice('svc_'.length));
  });

  it('keys list --json lists the key without its secret', async () => {
    const result = await run('keys', 'list', '--customer', ids.customer, '--json');
    const out = jsonOutput(result);
    expect(result.stdout).not.toContain(ids.key);
    expect(result.stdout).not.toContain(ids.key.slice('svc_'.length, 'svc_'.length + 12));
    const data = out.data as Array<Record<string, unknown>>;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: ids.keyId, customer_id: ids.customer, user_id: ids.user, scopes: ['flows:read', 'runs:read'], revoked_at: null });
    expect(data[0]).not.toHaveProperty('key');
    expect(data[0]).not.toHaveProperty('key_hash');
  });

  it('keeps --json output to exactly one JSON object at the default log level (LOG_LEVEL unset)', async () => {
    const out = jsonOutput(await sluice(['keys', 'list', '--customer', ids.customer, '--json'], { ...target().env, LOG_LEVEL: undefined }));
    expect((out.data as Array<{ id: string }>).map((k) => k.id)).toEqual([ids.keyId]);
  });

  it('keys list without --json shows the key id but never its secret', async () => {
    const result = await run('keys', 'list', '--customer', ids.customer);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(ids.keyId);
    expect(result.stdout).not.toContain(ids.key);
  });

  it('keys revoke --json revokes the key, and keys list then shows it revoked', async () => {
    const out = jsonOutput(await run('keys', 'revoke', ids.keyId, '--json'));
    expect(out).toEqual({ id: ids.keyId, revoked_at: expect.any(String) });
    expect(Number.isNaN(Date.parse(out.revoked_at as string))).toBe(false);
    const list = jsonOutput(await run('keys', 'list', '--customer', ids.customer, '--json'));
    expect(list.data).toEqual([expect.objectContaining({ id: ids.keyId, revoked_at: expect.any(String) })]);
  });

  it('keys revoke of an unknown key id is refused with a message naming it', async () => {
    expectRefused(await run('keys', 'revoke', 'key_doesnotexist', '--json'), /key_doesnotexist/);
  });

  describe('bad input: a clear message on stderr, a non-zero exit and nothing written', () => {
    let before: Snapshot;
    beforeAll(async () => {
      ids.otherCustomer = jsonOutput(await run('customers', 'create', '--name', 'Globex', '--json')).id as string;
      ids.otherUser = jsonOutput(await run('users', 'create', '--customer', ids.otherCustomer, '--email', 'boss@globex.example', '--role', 'owner', '--json'))
        .id as string;
      before = await target().inspect(snapshot);
      expect(before.customers).toHaveLength(2);
      expect(before.users).toHaveLength(2);
      expect(before.api_keys).toHaveLength(1);
    });

    const cases: Array<{ name: string; args: () => string[]; says: () => RegExp[] }> = [
      {
        name: 'users create with an unknown role',
        args: () => ['users', 'create', '--customer', ids.customer, '--email', 'new@acme.example', '--role', 'boss', '--json'],
        says: () => [/role/i, /'boss'/, /owner, admin, member, viewer/],
      },
      {
        name: 'keys create with an unknown scope',
        args: () => ['keys', 'create', '--customer', ids.customer, '--user', ids.user, '--scopes', 'flows:read,flows:fly', '--json'],
        says: () => [/scope/i, /flows:fly/],
      },
      {
        name: "keys create with a scope beyond the user's role (member + connectors:write)",
        args: () => ['keys', 'create', '--customer', ids.customer, '--user', ids.user, '--scopes', 'flows:read,connectors:write', '--json'],
        says: () => [/member/, /connectors:write/],
      },
      {
        name: 'keys create --expires-in-days 45',
        args: () => ['keys', 'create', '--customer', ids.customer, '--user', ids.user, '--scopes', 'flows:read', '--expires-in-days', '45', '--json'],
        says: () => [/45/, /30, 90 or 365/],
      },
      {
        name: 'keys create for an unknown customer',
        args: () => ['keys', 'create', '--customer', 'cus_doesnotexist', '--user', ids.user, '--scopes', 'flows:read', '--json'],
        says: () => [/cus_doesnotexist/],
      },
      {
        name: "keys create for another customer's user",
        args: () => ['keys', 'create', '--customer', ids.customer, '--user', ids.otherUser, '--scopes', 'flows:read', '--json'],
        says: () => [new RegExp(ids.otherUser)],
      },
      {
        name: 'customers create without --name',
        args: () => ['customers', 'create', '--json'],
        says: () => [/--name/],
      },
      {
        name: 'an unknown command',
        args: () => ['frobnicate', '--json'],
        says: () => [/unknown command/i, /frobnicate/],
      },
      {
        name: 'no command at all (the usage goes to stderr, as for any bad input)',
        args: () => [],
        says: () => [/usage: sluice/],
      },
      {
        name: 'an unknown flag on an otherwise valid command',
        args: () => ['customers', 'create', '--name', 'Initech', '--colour', 'red', '--json'],
        says: () => [/--colour/],
      },
    ];

    it.each(cases)('$name', async ({ args, says }) => {
      expectRefused(await run(...args()), ...says());
    });

    // Once for all the refused commands above: opening the embedded database to look costs a PGlite start.
    it('none of the refused commands wrote anything', async () => {
      expect(await target().inspect(snapshot)).toEqual(before);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------

describe('sluice admin commands on the embedded database (PGlite)', () => {
  const dataDir = tempDir('sluice-cli-');
  const target: Target = {
    env: { SLUICE_DATA_DIR: dataDir },
    inspect: (fn) => inspectDataDir(dataDir, fn),
  };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  adminCommandTests(() => target);

  // The key is generated by the first command of all (the refused one before migrate); every command since, and the
  // ones of the next block, must have read it back rather than written a new one.
  const secretFile = path.join(dataDir, 'secret.key');
  let secret: { text: string; inode: number } | undefined;

  it('generated secret.key in the data dir with mode 0600', () => {
    const stat = fs.statSync(secretFile);
    expect(stat.mode & 0o777).toBe(0o600);
    secret = { text: fs.readFileSync(secretFile, 'utf8'), inode: stat.ino };
    expect(secret.text.trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  describe('one process at a time', () => {
    let server: Background | undefined;
    afterAll(async () => {
      await server?.stop('SIGKILL');
    });

    // The admin commands are sent to the running server instead (cli.adminSocket.test.ts).
    it('refuses a second process on the same data dir while `serve` runs, with a message naming the holder', async () => {
      server = await startServer(target.env);
      const pid = server.child.pid!;
      const migrate = await sluice(['migrate'], target.env);
      expectRefused(migrate, /in use/, new RegExp(`process ${pid}\\b`));
      const worker = await sluice(['worker'], target.env);
      expectRefused(worker, /in use/);
      expect(server.child.exitCode, 'the running server is unaffected').toBeNull();
      const health = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(health.status).toBe(200);
    });

    it('once the server has stopped, the data dir is usable again', async () => {
      const stopped = await server!.stop('SIGTERM');
      expect(stopped).toEqual({ code: 0, signal: null });
      const names = await target.inspect(async (knex) => (await knex('customers').select('name')).map((r: { name: string }) => r.name));
      expect(names).toContain('Acme');
    });

    it('ignores and removes the pid file an older version left behind', async () => {
      const dead = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
      await new Promise((resolve) => dead.once('exit', resolve));
      fs.writeFileSync(path.join(dataDir, 'sluice.pid'), String(dead.pid));
      const out = jsonOutput(await sluice(['customers', 'create', '--name', 'After Crash', '--json'], target.env));
      expect(out.name).toBe('After Crash');
      expect(fs.existsSync(path.join(dataDir, 'sluice.pid'))).toBe(false);
    });
  });

  it('reuses the generated secret key on later commands instead of generating another', () => {
    expect(secret, 'recorded by the test before').toBeDefined();
    expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret!.text);
    expect(fs.statSync(secretFile).ino).toBe(secret!.inode);
  });
});

// These commands stop before touching any database, so they run side by side.
describe.concurrent('DATABASE_URL without SLUICE_SECRET_KEY', () => {
  // Nothing listens on port 9 of loopback: a command that got as far as connecting would fail differently.
  const unreachable = 'postgres://sluice@127.0.0.1:9/sluice';
  const commands: string[][] = [
    ['start'],
    ['serve'],
    ['worker'],
    ['migrate'],
    ['customers', 'create', '--name', 'Acme', '--json'],
    ['users', 'create', '--customer', 'cus_x', '--email', 'a@example.com', '--role', 'owner', '--json'],
    ['keys', 'create', '--customer', 'cus_x', '--user', 'usr_x', '--scopes', 'flows:read', '--json'],
    ['keys', 'list', '--customer', 'cus_x', '--json'],
    ['keys', 'revoke', 'key_x', '--json'],
  ];

  for (const argv of commands) {
    const command = argv.filter((a, i) => !a.startsWith('-') && !argv[i - 1]?.startsWith('-')).join(' ');
    it(`\`sluice ${command}\` refuses to start with a message naming SLUICE_SECRET_KEY and generates no key`, async () => {
      const dir = tempDir('sluice-nokey-');
      const dataDir = path.join(dir, 'data');
      try {
        const result = await sluice(argv, { DATABASE_URL: unreachable, SLUICE_DATA_DIR: dataDir, PORT: String(await freePort()) });
        expectRefused(result, /SLUICE_SECRET_KEY/);
        expect(result.stderr).not.toMatch(/ECONNREFUSED/);
        expect(fs.existsSync(path.join(dataDir, 'secret.key'))).toBe(false);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

describe.runIf(onPostgres)('sluice admin commands on PostgreSQL (TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  const secretKey = crypto.randomBytes(32).toString('hex');
  const target: Target = {
    get env() {
      return { DATABASE_URL: database.url!, SLUICE_SECRET_KEY: secretKey };
    },
    inspect: (fn) => fn(database.db.knex),
  };
  beforeAll(async () => {
    database = await freshDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('refuses to migrate without SLUICE_SECRET_KEY and leaves the database untouched', async () => {
    const result = await sluice(['migrate'], { DATABASE_URL: database.url! });
    expectRefused(result, /SLUICE_SECRET_KEY/);
    expect(await database.db.knex.schema.hasTable('knex_migrations')).toBe(false);
  });

  adminCommandTests(() => target);

  it('runs admin commands while a server uses the same database (no single-process lock on PostgreSQL)', async () => {
    const server = await startServer(target.env);
    try {
      const out = jsonOutput(await sluice(['customers', 'create', '--name', 'Concurrent', '--json'], target.env));
      expect(out.name).toBe('Concurrent');
      expect(server.child.exitCode).toBeNull();
    } finally {
      expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    }
  });
});
