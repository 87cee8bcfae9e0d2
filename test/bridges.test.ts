// Airbyte sources and Singer taps as connectors (plugins/sdk/src/bridges), run by the real runtime with the test
// programs in test/fixtures/bridges (stdlib-only Python) behind bubblewrap: the protocol's spec as the config
// schema with its secrets as credentials, records with their ids and change times, each STATE a checkpoint that
// a next read resumes from (only new records) and that a read stopped midway resumes from (none lost, none twice),
// errors classified from the protocol, logs redacted; and the wall: raw TCP to loopback, to Sluice's own
// database, a Unix socket, a spawned child, another customer's files all fail inside it, while the egress proxy
// lets out what the policy allows and refuses what it does not.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { ADMIN_URL } from './support/postgresServer.js';
import { captureLog, failureOf, readAll, runtimeOptions, type CapturedLog } from './fixtures/plugins/harness.js';
import { ConnectorRuntime as Runtime } from '../src/runtime/index.js';

const SECRET = 'sk-bridge-secret-4711';
const A = { customerId: 'cus_bridge_a' };

describe('protocol bridges behind the wall', () => {
  let shared: string;
  let runtime: ConnectorRuntime;
  let log: CapturedLog;
  let airbyte: ConnectorType;
  let singer: ConnectorType;
  let host: http.Server;
  let hostPort = 0;

  beforeAll(async () => {
    shared = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bridges-'));
    fs.mkdirSync(path.join(shared, 'cus_bridge_other'), { recursive: true });
    fs.writeFileSync(path.join(shared, 'cus_bridge_other', 'secret.txt'), 'not yours');
    log = captureLog();
    const options = runtimeOptions({ fixtures: 'bridges', firstPartyDir: null });
    runtime = new Runtime({ ...options, env: { ...options.env, SLUICE_FILES_ROOT: shared } }, log.logger);
    airbyte = (await runtime.resolve('test-airbyte'))!;
    singer = (await runtime.resolve('test-singer'))!;
    host = http.createServer((req, res) => res.end(`host saw ${req.url}`));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    hostPort = (host.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await runtime?.close();
    host?.close();
    fs.rmSync(shared, { recursive: true, force: true });
  });

  const source = (type: ConnectorType, config: Record<string, unknown> = {}, apiKey = SECRET) => ({ type, config, credentials: { api_key: apiKey } });
  const read = (type: ConnectorType, entity: string, cursor: unknown = null, config: Record<string, unknown> = {}) =>
    readAll(runtime.read(source(type, config), { entity, cursor: cursor as null }, A));

  it('loads both with the config schema from the spec (or the operator) and the secrets as credentials', () => {
    for (const type of [airbyte, singer]) {
      expect(type).toBeDefined();
      expect(Object.keys((type.credentialsSchema as { properties: object }).properties)).toEqual(['api_key']);
      expect((type.configSchema as { properties: Record<string, unknown> }).properties.users).toMatchObject({ type: 'integer', default: 5 });
      expect(JSON.stringify(type.configSchema)).not.toContain('airbyte_secret');
      expect(type.entities).toEqual(['customer', 'product', 'order']);
    }
  });

  for (const which of ['airbyte', 'singer'] as const) {
    it(`${which}: reads each stream as its entity, then only what changed after the saved state`, async () => {
      const type = which === 'airbyte' ? airbyte : singer;
      const first = await read(type, 'customer');
      expect(first.ids).toEqual(['0', '1', '2', '3', '4']);
      expect(first.records[2]!.data).toEqual({ email: 'user2@example.com', last_source_update_at: '2024-01-01T00:02:00.000Z' });
      expect((await read(type, 'product')).ids).toEqual(['p0', 'p1', 'p2']);
      expect((await read(type, 'order')).records.map((r) => r.data.order_number)).toEqual(['A-0', 'A-1']);
      const next = await read(type, 'customer', first.checkpoints.at(-1), { users: 8 });
      expect(next.ids).toEqual(['5', '6', '7']);
    });

    it(`${which}: a read stopped after a checkpoint resumes from it with nothing lost or read twice`, async () => {
      const type = which === 'airbyte' ? airbyte : singer;
      const iterator = runtime.read(source(type, { users: 6 }), { entity: 'customer', cursor: null }, A);
      const seen: string[] = [];
      let saved: unknown;
      for await (const message of iterator) {
        if (message.type === 'records') seen.push(...message.records.map((r) => r.external_id));
        if (message.type === 'checkpoint' && seen.length >= 2) {
          saved = message.cursor;
          break;
        }
      }
      const rest = await read(type, 'customer', saved, { users: 6 });
      expect([...seen, ...rest.ids]).toEqual(['0', '1', '2', '3', '4', '5']);
    });

    it(`${which}: keeps its credentials out of the log`, () => {
      expect(log.text()).not.toContain(SECRET);
      expect(log.text()).toMatch(/api_key \[redacted\]/);
    });
  }

  it('classifies Airbyte TRACE errors by failure_type, and a refused check as auth', async () => {
    const kindOf = async (failure_type: string, failure_message = 'told to fail') => (await failureOf(read(airbyte, 'customer', null, { fail_on: 'read', failure_type, failure_message }))).kind;
    expect(await kindOf('config_error')).toBe('config');
    expect(await kindOf('transient_error')).toBe('transient');
    expect(await kindOf('system_error')).toBe('system');
    expect(await kindOf('system_error', '429 Too Many Requests from the API')).toBe('quota');
    const refused = await failureOf(runtime.check(source(airbyte, {}, 'wrong'), A));
    expect([refused.kind, refused.message]).toEqual(['auth', '401 Unauthorized: the api_key was refused']);
    await runtime.check(source(airbyte), A);
  });

  it("classifies a Singer tap's CRITICAL line by its words", async () => {
    const kindOf = async (failure_message: string) => (await failureOf(read(singer, 'customer', null, { fail_on: 'sync', failure_message }))).kind;
    expect(await kindOf('HTTP 401 Unauthorized for /users')).toBe('auth');
    expect(await kindOf('429 Client Error: Too Many Requests')).toBe('quota');
    expect(await kindOf('Read timed out')).toBe('transient');
    expect(await kindOf('KeyError: id')).toBe('system');
    const failed = await failureOf(runtime.check(source(singer, { fail_on: 'discover', failure_message: 'no such account' }), A));
    expect(failed.message).toContain('CRITICAL no such account');
  });

  describe('the wall', () => {
    const own = new URL(ADMIN_URL);
    const attacks: Array<[string, string]> = [
      ['tcp', ''],
      ['own_db', `${own.hostname}:${own.port || 5432}`],
      ['unix_socket', '/var/run/postgresql/.s.PGSQL.5432'],
      ['spawn', `${own.hostname}:${own.port || 5432}`],
      ['files', path.join('..', 'cus_bridge_other', 'secret.txt')],
    ];
    for (const [attack, target] of attacks) {
      it(`stops ${attack} (${target || 'a server on the host'}) inside the wall`, async () => {
        const where = attack === 'tcp' ? `127.0.0.1:${hostPort}` : attack === 'files' ? path.join('/sluice/files', target) : target;
        const failure = await failureOf(read(airbyte, 'customer', null, { attack, target: where }));
        expect(failure.message).toMatch(/^connection refused inside the wall/);
        expect(failure.message).not.toContain('ESCAPED');
      });
    }

    it('reaches the host only through the egress proxy, when the policy allows it', async () => {
      const through = await read(airbyte, 'product', null, { attack: 'proxy', target: `127.0.0.1:${hostPort}` });
      expect(through.ids).toEqual(['p0', 'p1', 'p2']);
      expect(log.text()).toContain('proxy answered: host saw /through-the-proxy');
    });

    it('refuses through the proxy what the policy refuses, and says so', async () => {
      const strictLog = captureLog();
      const options = runtimeOptions({ fixtures: 'bridges', firstPartyDir: null });
      const strict = new Runtime({ ...options, env: { ...options.env, SLUICE_EGRESS_ALLOW: '' } }, strictLog.logger);
      try {
        const type = (await strict.resolve('test-airbyte'))!;
        const failure = await failureOf(readAll(strict.read(source(type, { attack: 'proxy', target: `127.0.0.1:${hostPort}` }), { entity: 'product', cursor: null }, A)));
        expect(failure.message).toMatch(/refused by Sluice's egress policy: 127\.0\.0\.1:\d+/);
      } finally {
        await strict.close();
      }
    });
  });
});
