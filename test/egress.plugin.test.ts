// Raw plugin code cannot leave the egress policy: a test plugin that dials with net, tls, http, the global fetch,
// ctx.fetch, dns (callback and promise) and the pg driver, from a real plugin process, is refused every way with a
// config failure naming the rule, and the local "internal" service records that nothing reached it. With
// SLUICE_EGRESS_ALLOW=* loopback is reachable, but Sluice's own database (host, port and database of DATABASE_URL,
// which the plugin never sees) still is not, in plaintext or after an SSL upgrade, while another database on the
// same server is.
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorRuntime, connectorOptionsFromEnv, type ConnectorType } from '../src/runtime/index.js';
import { captureLog, failureOf, runtimeOptions, typeOf } from './fixtures/plugins/harness.js';
import { makeCertificate } from './support/webhooks.js';
import { ADMIN_URL, postgresProblem } from './support/postgresServer.js';
import { wallProblem } from '@sluice/connector-sdk/bridges';

const admin = new URL(ADMIN_URL);
const PG_PORT = Number(admin.port || 5432);
const PG_USER = decodeURIComponent(admin.username) || 'postgres';

const problem = await postgresProblem();
if (problem) console.warn(`egress database tests skipped: no PostgreSQL server at ${admin.host} (${problem})`);

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function urlOf(database: string, port = PG_PORT): string {
  const u = new URL(ADMIN_URL);
  u.hostname = '127.0.0.1';
  u.port = String(port);
  u.pathname = `/${database}`;
  return u.toString();
}

/** An "internal" HTTP service on loopback that must never be reached; it answers what an attacker wants. */
async function internalService() {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.end('db_password=hunter2');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { requests, port: (server.address() as net.AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A runtime loading the prober, its plugins told about `databaseUrl` as `sluice serve` would be. */
function proberRuntime(env: Record<string, string | undefined>): ConnectorRuntime {
  const base = { PATH: process.env.PATH, HOME: process.env.HOME, TMPDIR: process.env.TMPDIR, ...env };
  const options = connectorOptionsFromEnv(base);
  return new ConnectorRuntime(runtimeOptions({ fixtures: 'egress', firstPartyDir: null, env: options.env, wall: options.wall }), captureLog().logger);
}

const own = `sluice_own_${crypto.randomBytes(4).toString('hex')}`;
const other = `sluice_other_${crypto.randomBytes(4).toString('hex')}`;
const OWN_URL = urlOf(own);

let service: Awaited<ReturnType<typeof internalService>>;
beforeAll(async () => {
  service = await internalService();
  if (!problem) {
    await adminQuery(`CREATE DATABASE ${own}`);
    await adminQuery(`CREATE DATABASE ${other}`);
  }
});
afterAll(async () => {
  await service?.close();
  if (!problem) {
    await adminQuery(`DROP DATABASE IF EXISTS ${own} WITH (FORCE)`);
    await adminQuery(`DROP DATABASE IF EXISTS ${other} WITH (FORCE)`);
  }
});

const RULE = 'connectors may reach public addresses only (SLUICE_EGRESS_ALLOW opens more)';

describe('with no allow-list (the production default)', () => {
  let runtime: ConnectorRuntime;
  let type: ConnectorType;
  beforeAll(async () => {
    runtime = proberRuntime({ DATABASE_URL: OWN_URL });
    type = await typeOf(runtime, 'egress-prober');
  });
  afterAll(async () => runtime?.close());

  const attempts: Array<[string, string, RegExp]> = [
    ['net', '127.0.0.1', /^127\.0\.0\.1 is a loopback address; /],
    ['net', 'localhost', /^localhost resolves to (127\.0\.0\.1|::1), a loopback address; /],
    ['net', '0.0.0.0', /^0\.0\.0\.0 is a unspecified \("this network"\) address; /],
    ['net', '::ffff:0:7f00:1', /^::ffff:0:7f00:1 is a IPv4-translated IPv6 address; /],
    ['net', '::ffff:127.0.0.1', /^::ffff:127\.0\.0\.1 is a IPv4-mapped IPv6 address; /],
    ['net-own-lookup', '127.0.0.1', /^public\.example\.test resolves to 127\.0\.0\.1, a loopback address; /],
    ['tls', '127.0.0.1', /^127\.0\.0\.1 is a loopback address; /],
    ['http', 'localhost', /^localhost resolves to (127\.0\.0\.1|::1), a loopback address; /],
    ['fetch', '127.0.0.1', /^127\.0\.0\.1 is a loopback address; /],
    ['ctx-fetch', '127.0.0.1', /^127\.0\.0\.1 is a loopback address; /],
    ['ctx-fetch', '[::ffff:0:7f00:1]', /^::ffff:0:7f00:1 is a IPv4-translated IPv6 address; /],
    ['dns', 'localhost', /^localhost resolves to (127\.0\.0\.1|::1), a loopback address; /],
    ['dns-promises', 'localhost', /^localhost resolves to (127\.0\.0\.1|::1), a loopback address; /],
  ];

  it.each(attempts)('refuses %s to %s with a config failure naming the rule, and nothing reaches the service', async (attempt, host, message) => {
    const failure = await failureOf(runtime.check({ type, config: { attempt, host, port: service.port }, credentials: {} }));
    expect([failure.kind, failure.code]).toEqual(['config', 'config_invalid']);
    expect(failure.message).toMatch(message);
    expect(failure.message).toContain(RULE);
    expect(failure.message).not.toContain('hunter2');
    expect(service.requests).toEqual([]);
  });

  it('refuses a Unix socket (the PostgreSQL socket directory)', async () => {
    const failure = await failureOf(runtime.check({ type, config: { attempt: 'net-unix', path: `/var/run/postgresql/.s.PGSQL.${PG_PORT}` }, credentials: {} }));
    expect([failure.kind, failure.message]).toEqual(['config', `/var/run/postgresql/.s.PGSQL.${PG_PORT} is a Unix socket; connectors may reach network addresses only`]);
  });

  it.skipIf(problem)('refuses pg against Sluice\'s own database by every local name', async () => {
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0', '::1', '/var/run/postgresql']) {
      const failure = await failureOf(runtime.check({ type, config: { attempt: 'pg', host, port: PG_PORT, database: own, user: PG_USER }, credentials: {} }));
      expect([host, failure.kind]).toEqual([host, 'config']);
      expect(failure.message).toMatch(/loopback address|unspecified|Unix socket/);
    }
  });
});

describe.skipIf(problem)('with SLUICE_EGRESS_ALLOW=*', () => {
  let runtime: ConnectorRuntime;
  let type: ConnectorType;
  beforeAll(async () => {
    runtime = proberRuntime({ DATABASE_URL: OWN_URL, SLUICE_EGRESS_ALLOW: '*' });
    type = await typeOf(runtime, 'egress-prober');
  });
  afterAll(async () => runtime?.close());

  it('reaches the loopback service', async () => {
    const before = service.requests.length;
    await runtime.check({ type, config: { attempt: 'fetch', host: '127.0.0.1', port: service.port }, credentials: {} });
    await runtime.check({ type, config: { attempt: 'http', host: 'localhost', port: service.port }, credentials: {} });
    expect(service.requests.slice(before)).toEqual(['GET /raw-fetch', 'GET /raw-http']);
  });

  it('still refuses Sluice\'s own database by any local name, and reaches another database on the same server', async () => {
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0']) {
      const failure = await failureOf(runtime.check({ type, config: { attempt: 'pg', host, port: PG_PORT, database: own, user: PG_USER }, credentials: {} }));
      expect([host, failure.kind]).toEqual([host, 'config']);
      expect(failure.message).toMatch(new RegExp(`:${PG_PORT} database '${own}' is Sluice's own database; no connector may reach it, whatever SLUICE_EGRESS_ALLOW allows`));
    }
    await runtime.check({ type, config: { attempt: 'pg', host: '127.0.0.1', port: PG_PORT, database: other, user: PG_USER }, credentials: {} });
  });
});

describe('an SSL upgrade does not hide the database name', () => {
  // A stand-in PostgreSQL server that accepts SSL and records every StartupMessage it decrypts.
  const cert = makeCertificate();
  const startups: string[] = [];
  let server: net.Server;
  let port: number;
  beforeAll(async () => {
    server = net.createServer((socket) => {
      socket.once('data', (first) => {
        if (first.readUInt32BE(4) !== 80877103) return socket.destroy();
        socket.write('S');
        const secure = new tls.TLSSocket(socket, { isServer: true, key: cert.key, cert: cert.cert });
        secure.on('data', (d: Buffer) => {
          startups.push(d.subarray(8).toString('utf8').split('\0').join(' ').trim());
          secure.destroy();
        });
        secure.on('error', () => {});
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => server?.close());

  it('refuses the own database over TLS, and lets another database through (in-process guard, no wall)', async () => {
    const runtime = proberRuntime({ DATABASE_URL: urlOf('sluice_own', port), SLUICE_EGRESS_ALLOW: '*', SLUICE_PLUGIN_WALL: 'off' });
    try {
      const type = await typeOf(runtime, 'egress-prober');
      const refused = await failureOf(runtime.check({ type, config: { attempt: 'pg-ssl', host: 'localhost', port, database: 'sluice_own', user: 'postgres' }, credentials: {} }));
      expect(refused.kind).toBe('config');
      expect(refused.message).toContain(`database 'sluice_own' is Sluice's own database`);
      expect(startups).toEqual([]);
      // The stand-in closes after the startup, so the other database's connect fails, but its startup got there.
      await failureOf(runtime.check({ type, config: { attempt: 'pg-ssl', host: 'localhost', port, database: 'elsewhere', user: 'postgres' }, credentials: {} }));
      expect(startups.length).toBe(1);
      expect(startups[0]).toContain('database elsewhere');
    } finally {
      await runtime.close();
    }
  });

  it.skipIf(wallProblem() !== null)('behind the wall, refuses any encrypted opening to the own database\'s server, saying to connect without TLS', async () => {
    const runtime = proberRuntime({ DATABASE_URL: urlOf('sluice_own', port), SLUICE_EGRESS_ALLOW: '*', SLUICE_PLUGIN_WALL: 'required' });
    try {
      const type = await typeOf(runtime, 'egress-prober');
      const before = startups.length;
      for (const database of ['sluice_own', 'elsewhere']) {
        const refused = await failureOf(runtime.check({ type, config: { attempt: 'pg-ssl', host: 'localhost', port, database, user: 'postgres' }, credentials: {} }));
        expect([database, refused.kind]).toEqual([database, 'config']);
        expect(refused.message).toContain(`:${port} is the server of Sluice's own database; behind the plugin wall a connection to it must not be encrypted`);
      }
      expect(startups.length).toBe(before);
    } finally {
      await runtime.close();
    }
  });
});
