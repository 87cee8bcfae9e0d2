// The operating-system wall around Node plugin processes (src/runtime/wall.ts). A test plugin starts a child process
// (plain Node, with no egress guard of its own) that tries to get out: TCP to a service on the host's loopback and
// to Sluice's own database, a Unix socket, another customer's files, and the wall's egress proxy asked directly.
// Each attempt fails inside the wall and the call fails as a refusal; the service records nothing. The proxy lets
// out what the policy allows, and only that. Without the wall (SLUICE_PLUGIN_WALL=off) the same child reaches the
// service: what the wall is for.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { wallProblem } from '@sluice/connector-sdk/bridges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorRuntime, connectorOptionsFromEnv, type ConnectorType } from '../src/runtime/index.js';
import { captureLog, failureOf, runtimeOptions, typeOf } from './fixtures/plugins/harness.js';

const problem = wallProblem();
if (problem) console.warn(`plugin wall tests skipped: ${problem}`);

const scope = { customerId: 'cus_wall_a' };
const OWN_DATABASE = 'postgres://sluice@127.0.0.1:5432/sluice_own_wall';

describe.skipIf(problem !== null)('a Node plugin behind the wall', () => {
  const requests: string[] = [];
  let service: http.Server;
  let port: number;
  let shared: string;
  const runtimes: ConnectorRuntime[] = [];

  /** A runtime loading the escaper, with the files root and `env` as `sluice serve` would give them. */
  function escaperRuntime(env: Record<string, string>): ConnectorRuntime {
    const options = connectorOptionsFromEnv({ PATH: process.env.PATH, SLUICE_FILES_ROOT: shared, DATABASE_URL: OWN_DATABASE, ...env });
    const runtime = new ConnectorRuntime(runtimeOptions({ fixtures: 'wall', firstPartyDir: null, env: options.env, wall: options.wall }), captureLog().logger);
    runtimes.push(runtime);
    return runtime;
  }
  /** Waits (5 s at most) for a request to reach the service. */
  const arrived = async () => {
    for (let i = 0; i < 100 && requests.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  };
  const attempt = async (runtime: ConnectorRuntime, kind: string, target: string) => {
    const type: ConnectorType = await typeOf(runtime, 'escaper');
    return failureOf(runtime.check({ type, config: { attempt: kind, target }, credentials: {} }, scope));
  };

  beforeAll(async () => {
    service = http.createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      res.end('secret');
    });
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    port = (service.address() as net.AddressInfo).port;
    shared = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-wall-files-'));
    fs.mkdirSync(path.join(shared, 'cus_wall_other'), { mode: 0o700 });
    fs.writeFileSync(path.join(shared, 'cus_wall_other', 'secret.txt'), 'the other customer’s data');
  });
  afterAll(async () => {
    await Promise.all(runtimes.map((r) => r.close()));
    await new Promise<void>((r) => service?.close(() => r()));
    fs.rmSync(shared, { recursive: true, force: true });
  });

  it.each([
    ['tcp', 'a service on the host', () => `127.0.0.1:${port}`, /ECONNREFUSED/],
    ['tcp', 'Sluice’s own database server', () => '127.0.0.1:5432', /ECONNREFUSED/],
    ['unix', 'the database’s Unix socket', () => '/var/run/postgresql/.s.PGSQL.5432', /ENOENT/],
    ['files', 'another customer’s files', () => '../cus_wall_other/secret.txt', /ENOENT/],
  ])('stops a child process’s %s to %s, though the policy would allow it', async (kind, _what, target, seen) => {
    const runtime = escaperRuntime({ SLUICE_EGRESS_ALLOW: '*', SLUICE_PLUGIN_WALL: 'required' });
    const failure = await attempt(runtime, kind, target());
    expect(failure.kind).toBe('config');
    expect(failure.message).toMatch(new RegExp(`^refused inside the wall: ${kind} `));
    expect(failure.message).toMatch(seen);
    expect(requests).toEqual([]);
  });

  it('lets a child out only through the egress proxy, which refuses what the policy refuses', async () => {
    const strict = escaperRuntime({ SLUICE_PLUGIN_WALL: 'required' });
    const refused = await attempt(strict, 'proxy', `127.0.0.1:${port}`);
    expect(refused.message).toBe(`refused inside the wall: proxy 127.0.0.1:${port}: HTTP/1.1 403 Forbidden: 127.0.0.1:${port}: 127.0.0.1 is a loopback address; connectors may reach public addresses only (SLUICE_EGRESS_ALLOW opens more)`);
    expect(requests).toEqual([]);
    const open = escaperRuntime({ SLUICE_EGRESS_ALLOW: '*', SLUICE_PLUGIN_WALL: 'required' });
    expect((await attempt(open, 'proxy', `127.0.0.1:${port}`)).message).toMatch(/ESCAPED: proxy/);
    // The child exits once its request is written; the service reads it a moment later.
    await arrived();
    expect(requests).toEqual(['GET /escaped']);
    requests.length = 0;
  });

  it('without the wall (SLUICE_PLUGIN_WALL=off), the same child reaches the service: the guard alone does not hold it', async () => {
    const unwalled = escaperRuntime({ SLUICE_EGRESS_ALLOW: '', SLUICE_PLUGIN_WALL: 'off' });
    expect((await attempt(unwalled, 'tcp', `127.0.0.1:${port}`)).message).toMatch(/ESCAPED: tcp/);
    await arrived();
    expect(requests).toEqual(['GET /escaped']);
    requests.length = 0;
  });
});

describe('SLUICE_PLUGIN_WALL and SLUICE_PLUGIN_READ_ONLY as configured', () => {
  it('refuse a value they do not know, naming it', () => {
    expect(() => connectorOptionsFromEnv({ SLUICE_PLUGIN_WALL: 'yes' })).toThrow("SLUICE_PLUGIN_WALL must be one of auto, required, off; got 'yes'");
    expect(() => connectorOptionsFromEnv({ SLUICE_PLUGIN_READ_ONLY: '/opt/airbyte,venv' })).toThrow("SLUICE_PLUGIN_READ_ONLY: 'venv' is not an absolute path");
    expect(connectorOptionsFromEnv({}).wall).toBe('auto');
  });
});
