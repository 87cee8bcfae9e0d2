// The first hour's traps, run as the real built CLI: a database that cannot be reached or refuses the connection, a
// port already in use and a misspelt SLUICE_* variable each give one line on stderr that says what to change (and
// never the database password), with no stack trace; the first two end the command with a non-zero exit.
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, TEST_DATABASE_URL } from './support/database.js';
import { migratedDataDir } from './support/dataDirTemplate.js';
import { freePort, killAll, requireBuild, runSluice, type Result } from './support/process.js';

const SECRET_KEY = 'k'.repeat(64);
const PASSWORD = 'not-to-be-printed-7f3a';

afterAll(killAll);
beforeAll(requireBuild);

/** A refused command: exit 1, exactly `line` on stderr, nothing else printed, no stack frame. */
function expectOneLine(result: Result, line: string | string[]): void {
  expect(result.signal, 'the command ended by itself').toBeNull();
  expect(result.code, `exit code (stderr: ${result.stderr})`).toBe(1);
  expect(Array.isArray(line) ? line.map((l) => `${l}\n`) : [`${line}\n`]).toContain(result.stderr);
  expect(result.stdout, 'nothing on stdout').toBe('');
  expect(result.stderr, 'no stack trace').not.toMatch(/\n\s+at /);
  expect(result.stderr + result.stdout).not.toContain(PASSWORD);
}

function withDatabase(env: Record<string, string>, databaseUrl: string) {
  return { ...env, DATABASE_URL: databaseUrl, SLUICE_SECRET_KEY: SECRET_KEY };
}

/**
 * A server that speaks just enough of PostgreSQL's protocol to refuse every connection the way a server with a wrong
 * password does (this machine's PostgreSQL trusts local connections, so a wrong password would be let in).
 */
async function refusingPostgres(user: string): Promise<{ port: number; close(): Promise<void> }> {
  const fields = [['S', 'FATAL'], ['V', 'FATAL'], ['C', '28P01'], ['M', `password authentication failed for user "${user}"`]];
  const body = Buffer.concat([...fields.map(([k, v]) => Buffer.from(`${k}${v}\0`, 'utf8')), Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(body.length + 4, 1);
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => socket.end(Buffer.concat([header, body])));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('a database that cannot be reached or refuses the connection', () => {
  it.each(['start', 'serve', 'worker', 'migrate'])('`sluice %s` on a port where nothing listens says so in one line, without the password', async (command) => {
    const port = await freePort();
    const result = await runSluice([command], { env: withDatabase({}, `postgres://sluice:${PASSWORD}@127.0.0.1:${port}/sluice`) });
    expectOneLine(result, `sluice: cannot connect to PostgreSQL at 127.0.0.1:${port} (connection refused): check DATABASE_URL`);
  });

  it('an unknown host', async () => {
    const result = await runSluice(['start'], { env: withDatabase({}, `postgres://sluice:${PASSWORD}@no-such-host.invalid:5432/sluice`) });
    // Without a name server the lookup itself fails, and says so.
    expectOneLine(result, ['unknown host', 'host name lookup failed'].map((why) => `sluice: cannot connect to PostgreSQL at no-such-host.invalid:5432 (${why}): check DATABASE_URL`));
  });

  it('a wrong password', async () => {
    const server = await refusingPostgres('sluice');
    try {
      const result = await runSluice(['serve'], { env: withDatabase({}, `postgres://sluice:${PASSWORD}@127.0.0.1:${server.port}/sluice`) });
      expectOneLine(result, `sluice: cannot connect to PostgreSQL at 127.0.0.1:${server.port} (password authentication failed for user "sluice"): check DATABASE_URL`);
    } finally {
      await server.close();
    }
  });

  describe.skipIf(!onPostgres)('on a real PostgreSQL server', () => {
    const server = onPostgres ? new URL(TEST_DATABASE_URL!) : new URL('postgres://localhost');
    const where = `${server.hostname}:${server.port || '5432'}`;

    it('a user the server does not know', async () => {
      const url = new URL(server);
      url.username = 'sluice_no_such_role';
      url.password = PASSWORD;
      const result = await runSluice(['worker'], { env: withDatabase({}, url.toString()) });
      expectOneLine(result, `sluice: cannot connect to PostgreSQL at ${where} (role "sluice_no_such_role" does not exist): check DATABASE_URL`);
    });

    it('a database the server does not have', async () => {
      const url = new URL(server);
      url.pathname = '/sluice_no_such_database';
      const result = await runSluice(['migrate'], { env: withDatabase({}, url.toString()) });
      expectOneLine(result, `sluice: cannot connect to PostgreSQL at ${where} (database "sluice_no_such_database" does not exist): check DATABASE_URL`);
    });
  });
});

describe('on an embedded data dir', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await migratedDataDir('sluice-first-hour-');
  }, 60_000);
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('a port in use', () => {
    let holder: net.Server;
    let port: number;
    beforeAll(async () => {
      holder = net.createServer();
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      port = (holder.address() as net.AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

    it('`sluice serve --port N` says the port is in use and what to set', async () => {
      const result = await runSluice(['serve', '--port', String(port), '--no-worker'], { env: { SLUICE_DATA_DIR: dataDir } });
      expectOneLine(result, `sluice: port ${port} is in use (EADDRINUSE): set PORT or --port`);
    });

    it('so does `sluice serve` with PORT', async () => {
      const result = await runSluice(['serve'], { env: { SLUICE_DATA_DIR: dataDir, PORT: String(port) } });
      expectOneLine(result, `sluice: port ${port} is in use (EADDRINUSE): set PORT or --port`);
    });
  });

  describe('an unknown SLUICE_* variable', () => {
    it('is warned about on stderr, naming the setting it most likely meant; the command still runs', async () => {
      const result = await runSluice(['migrate'], { env: { SLUICE_DATA_DIR: dataDir, SLUICE_RUN_RETENTON_DAYS: '7' } });
      expect(result.stderr).toBe('sluice: warning: SLUICE_RUN_RETENTON_DAYS is not a Sluice setting; did you mean SLUICE_RUN_RETENTION_DAYS?\n');
      expect(result.code).toBe(0);
      expect(result.stdout).toBe('schema already current\n');
    });

    it('a prefixed PORT is taken for PORT', async () => {
      const result = await runSluice(['migrate'], { env: { SLUICE_DATA_DIR: dataDir, SLUICE_PORT: '9000' } });
      expect(result.stderr).toBe('sluice: warning: SLUICE_PORT is not a Sluice setting; did you mean PORT?\n');
      expect(result.code).toBe(0);
    });
  });
});
