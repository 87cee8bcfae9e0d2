// Egress attacks against a real server with real plugin processes: a customer aims the
// first-party `postgres` connector at Sluice's own database and the `http` connector at an "internal" service on
// loopback. With no allow-list (the production default) both are refused on verify and on a run, with a config
// error naming the rule and nothing from the target; the internal service records that it got no request. With
// SLUICE_EGRESS_ALLOW=* the loopback service is reachable, Sluice's own database still is not, and another
// database on the same PostgreSQL server is.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectorOptionsFromEnv } from '../src/runtime/index.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { onPostgres } from './support/database.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { ADMIN_URL } from './support/postgresServer.js';

const admin = new URL(ADMIN_URL);
const PG_PORT = Number(admin.port || 5432);
const PG_USER = decodeURIComponent(admin.username) || 'postgres';
const RULE = 'connectors may reach public addresses only (SLUICE_EGRESS_ALLOW opens more)';
const RUN_DEADLINE_MS = 60_000;

async function internalService() {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(req.url?.startsWith('/ok') ? 200 : 500, { 'Content-Type': 'application/json' });
    res.end(req.url?.startsWith('/ok') ? '[]' : JSON.stringify({ error: 'db_password=hunter2' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { requests, port: (server.address() as net.AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The server's connectors, with the plugin environment `sluice serve` would give them under `env`. */
function connectorsUnder(env: Record<string, string>, filesRoot: string) {
  const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TMPDIR: os.tmpdir(), SLUICE_FILES_ROOT: filesRoot, ...env };
  return runtimeOptions({ env: connectorOptionsFromEnv(base).env });
}

/** The name of the server's own database (PostgreSQL), or a stand-in name on the embedded database. */
function ownDatabaseName(t: TestServer): string {
  return t.database.url ? decodeURIComponent(new URL(t.database.url).pathname.slice(1)) : 'postgres';
}

function helpers(t: TestServer, tenant: Tenant) {
  const client = t.client(tenant.key);
  return {
    async connector(type: string, config: Record<string, unknown>, credentials: Record<string, unknown> = {}) {
      const { data, response, error } = await client.POST('/v1/connectors', { body: { name: `${type} ${crypto.randomUUID()}`, type, config, credentials } as never });
      expect(response.status, JSON.stringify(error)).toBe(201);
      return data!.id;
    },
    async verify(id: string) {
      const { data, response } = await client.POST('/v1/connectors/{id}/verify', { params: { path: { id } } });
      expect(response.status).toBe(200);
      return data!;
    },
    async run(source: string, destination: string, entity: string) {
      const flow = await client.POST('/v1/flows', {
        body: { name: `flow ${crypto.randomUUID()}`, source_connector_id: source, destination_connector_id: destination, entities: [entity], schedule: 'manual' } as never,
      });
      expect(flow.response.status, JSON.stringify(flow.error)).toBe(201);
      const trigger = await client.POST('/v1/flows/{id}/trigger', { params: { path: { id: flow.data!.id } } });
      expect(trigger.response.status, JSON.stringify(trigger.error)).toBe(202);
      const deadline = Date.now() + RUN_DEADLINE_MS;
      for (;;) {
        const { data } = await client.GET('/v1/runs/{id}', { params: { path: { id: trigger.data!.run_id } } });
        if (data!.status !== 'queued' && data!.status !== 'running') return data!;
        if (Date.now() > deadline) throw new Error(`run still ${data!.status}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
  };
}

const pgStream = { entity: 'customer', table: 'api_keys', primary_key: 'id', cursor_column: 'created_at', mapping: { email: 'prefix' } };
const httpStream = (port: number) => ({ base_url: `http://127.0.0.1:${port}`, streams: [{ entity: 'customer', path: '/internal/secrets' }] });

describe('with no allow-list (the production default)', () => {
  let t: TestServer;
  let tenant: Tenant;
  let service: Awaited<ReturnType<typeof internalService>>;
  let files: string;
  beforeAll(async () => {
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-egress-'));
    service = await internalService();
    t = await startTestServer({ queue: 'worker', connectors: connectorsUnder({}, files) });
    tenant = await seedTenant(t.knex);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await service?.close();
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('refuses the http connector at a loopback service on verify: a config error naming the rule, no request made', async () => {
    const h = helpers(t, tenant);
    for (const base of [`http://127.0.0.1:${service.port}`, `http://localhost:${service.port}`, `http://[::ffff:0:7f00:1]:${service.port}`, 'http://169.254.169.254']) {
      const id = await h.connector('http', { base_url: base, check_path: '/internal/secrets' });
      const result = await h.verify(id);
      expect(result).toMatchObject({ result: 'error', error: { code: 'config_invalid' } });
      expect(result.error!.message).toContain(RULE);
      expect(result.error!.message).not.toContain('hunter2');
    }
    // Open and closed ports answer alike: the refusal comes before any connection.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const closed = await h.verify(await h.connector('http', { base_url: `http://127.0.0.1:${closedPort}`, check_path: '/x' }));
    expect(closed.error).toEqual({ code: 'config_invalid', message: `127.0.0.1 is a loopback address; ${RULE}` });
    const open = await h.verify(await h.connector('http', { base_url: `http://127.0.0.1:${service.port}`, check_path: '/x' }));
    expect(open.error).toEqual(closed.error);
    expect(service.requests).toEqual([]);
  });

  it('refuses the mysql connector at an internal database server (loopback, private, metadata) on verify, before any connection', async () => {
    const h = helpers(t, tenant);
    for (const host of ['127.0.0.1', '10.0.0.5', '169.254.169.254']) {
      const id = await h.connector('mysql', { host, port: 3306, database: 'mysql', streams: [{ entity: 'customer', table: 'user', primary_key: 'User', cursor_column: 'Host', mapping: { email: 'User' } }] }, { user: 'root' });
      const result = await h.verify(id);
      expect(result, host).toMatchObject({ result: 'error', error: { code: 'config_invalid' } });
      expect(result.error!.message).toContain(RULE);
    }
  });

  it('refuses the SaaS connectors\' base URL override at a loopback service on verify, with no request made', async () => {
    const h = helpers(t, tenant);
    const aimed = [
      { type: 'stripe', config: { api_base_url: `http://127.0.0.1:${service.port}` }, credentials: { api_key: 'sk_test_Internal0000001' } },
      { type: 'shopify', config: { shop: 'acme.myshopify.com', api_base_url: `http://127.0.0.1:${service.port}` }, credentials: { access_token: 'shpat_internal' } },
      { type: 'hubspot', config: { api_base_url: `http://127.0.0.1:${service.port}` }, credentials: { access_token: 'pat-internal' } },
    ];
    for (const { type, config, credentials } of aimed) {
      const result = await h.verify(await h.connector(type, config, credentials));
      expect(result, type).toMatchObject({ result: 'error', error: { code: 'config_invalid' } });
      expect(result.error!.message, type).toContain(RULE);
    }
    expect(service.requests).toEqual([]);
  });

  it('refuses the postgres connector at Sluice\'s own database by every local name, on verify', async () => {
    const h = helpers(t, tenant);
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0', '::1', '/var/run/postgresql']) {
      const id = await h.connector('postgres', { host, port: PG_PORT, database: ownDatabaseName(t), streams: [pgStream] }, { user: PG_USER });
      const result = await h.verify(id);
      expect([host, result.result, result.error?.code]).toEqual([host, 'error', 'config_invalid']);
      expect(result.error!.message).toMatch(/is a (loopback|unspecified \("this network"\)) address; |resolves to .* a loopback address; |is a Unix socket; /);
    }
  });

  it('fails runs from both with the refusal as a config error, and nothing read', async () => {
    const h = helpers(t, tenant);
    const destination = await h.connector('files', { path: 'out' });
    const fromPg = await h.run(await h.connector('postgres', { host: 'localhost', port: PG_PORT, database: ownDatabaseName(t), streams: [pgStream] }, { user: PG_USER }), destination, 'customer');
    expect(fromPg).toMatchObject({ status: 'failed', stage: 'extract', records_processed: 0 });
    expect(fromPg.errors[0]).toMatchObject({ code: 'config_invalid', stage: 'extract' });
    expect(fromPg.errors[0]!.message).toMatch(/^source connector 'con_\w+': localhost resolves to (127\.0\.0\.1|::1), a loopback address; connectors may reach/);
    const fromHttp = await h.run(await h.connector('http', httpStream(service.port)), destination, 'customer');
    expect(fromHttp).toMatchObject({ status: 'failed', stage: 'extract', records_processed: 0 });
    expect(fromHttp.errors[0]).toMatchObject({ code: 'config_invalid' });
    expect(fromHttp.errors[0]!.message).toMatch(/^source connector 'con_\w+': 127\.0\.0\.1 is a loopback address; /);
    expect(fromHttp.errors[0]!.message).toContain(RULE);
    expect(service.requests).toEqual([]);
  }, 120_000);
});

describe('with SLUICE_EGRESS_ALLOW=*', () => {
  let t: TestServer;
  let tenant: Tenant;
  let service: Awaited<ReturnType<typeof internalService>>;
  let files: string;
  beforeAll(async () => {
    files = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-egress-'));
    service = await internalService();
    t = await startTestServer({ queue: 'worker', connectors: connectorsUnder({ SLUICE_EGRESS_ALLOW: '*' }, files) });
    tenant = await seedTenant(t.knex);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await service?.close();
    fs.rmSync(files, { recursive: true, force: true });
  });

  it('reaches the loopback service', async () => {
    const h = helpers(t, tenant);
    const result = await h.verify(await h.connector('http', { base_url: `http://127.0.0.1:${service.port}`, check_path: '/ok' }));
    expect(result).toMatchObject({ result: 'ok', error: null });
    expect(service.requests).toEqual(['GET /ok']);
  });

  it.skipIf(!onPostgres)('still refuses Sluice\'s own database, on verify and on a run, and reaches another database on the same server', async () => {
    const h = helpers(t, tenant);
    const own = ownDatabaseName(t);
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0']) {
      const result = await h.verify(await h.connector('postgres', { host, port: PG_PORT, database: own, streams: [pgStream] }, { user: PG_USER }));
      expect([host, result.result, result.error?.code]).toEqual([host, 'error', 'config_invalid']);
      expect(result.error!.message).toMatch(new RegExp(`:${PG_PORT} database '${own}' is Sluice's own database; no connector may reach it`));
    }
    const destination = await h.connector('files', { path: 'out' });
    const run = await h.run(await h.connector('postgres', { host: '127.0.0.1', port: PG_PORT, database: own, streams: [pgStream] }, { user: PG_USER }), destination, 'customer');
    expect(run).toMatchObject({ status: 'failed', stage: 'extract', records_processed: 0 });
    expect(run.errors[0]).toMatchObject({ code: 'config_invalid' });
    expect(run.errors[0]!.message).toContain(`database '${own}' is Sluice's own database`);
    const stored = await t.knex('canonical_records').where({ customer_id: tenant.customerId }).count({ n: '*' }).first();
    expect(Number(stored!.n)).toBe(0);

    const otherName = `sluice_other_${crypto.randomBytes(4).toString('hex')}`;
    const adminClient = new pg.Client({ connectionString: ADMIN_URL });
    await adminClient.connect();
    await adminClient.query(`CREATE DATABASE ${otherName}`);
    try {
      const other = await h.verify(await h.connector('postgres', { host: '127.0.0.1', port: PG_PORT, database: otherName }, { user: PG_USER }));
      expect(other).toMatchObject({ result: 'ok', error: null });
    } finally {
      await adminClient.query(`DROP DATABASE IF EXISTS ${otherName} WITH (FORCE)`);
      await adminClient.end();
    }
  }, 120_000);
});
