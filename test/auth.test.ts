// API keys and permissions against a real server and database: key validity (expiry, revocation), scope checks per
// operation, scopes ∩ role evaluated per request, tenant isolation (another customer's objects are 404, never 403,
// never data), keys stored only as hashes, and no key or credential in logs or responses.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessInputError } from '../src/domain/access/errors.js';
import { createApiKey, createUser, revokeApiKey, setUserRole } from '../src/domain/access/service.js';
import { SCOPES, type Scope } from '../src/domain/access/scopes.js';
import { ENTITY_TYPES } from '../src/domain/canonical/entities.js';
import { CANONICAL_OPERATIONS } from '../src/http/handlers/canonical/canonicalHandlers.js';
import { seedConnectors, seedFlow, seedKey, seedRun, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { expectError } from './support/expectError.js';

const INVALID_KEY = 'invalid, expired or revoked API key';

function forbiddenMessage(scope: Scope): string {
  return `this API key lacks the scope '${scope}' (or its user's role no longer grants it)`;
}

async function expectUnauthorized(res: Response): Promise<void> {
  await expectError(res, 401, 'unauthorized', INVALID_KEY);
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="sluice"/);
}

const CONNECTOR_FIELDS = ['config', 'created_at', 'degraded_since', 'id', 'last_error', 'last_verified_at', 'name', 'status', 'type', 'type_version', 'updated_at'];

describe('API keys', () => {
  let t: TestServer;
  let tenant: Tenant;
  beforeAll(async () => {
    t = await startTestServer();
    tenant = await seedTenant(t.knex);
    await seedFlow(t.knex, t.secrets, tenant.customerId);
  });
  afterAll(() => t.close());

  it('a valid key lists its customer\u2019s flows', async () => {
    const { data, response } = await t.client(tenant.key).GET('/v1/flows');
    expect(response.status).toBe(200);
    expect(data?.data).toHaveLength(1);
  });

  it('accepts the Bearer scheme in any letter case', async () => {
    const res = await t.request('/v1/flows', { headers: { Authorization: `bearer ${tenant.key}` } });
    expect(res.status).toBe(200);
  });

  it('a key with an expiry in the future works', async () => {
    const { key } = await seedKey(t.knex, tenant, ['flows:read'], 30);
    const { response } = await t.client(key).GET('/v1/flows');
    expect(response.status).toBe(200);
  });

  it('refuses a key once it has expired', async () => {
    const { keyId, key } = await seedKey(t.knex, tenant, ['flows:read'], 30);
    expect((await t.client(key).GET('/v1/flows')).response.status).toBe(200);
    await t.knex('api_keys').where({ id: keyId }).update({ expires_at: t.knex.raw(`clock_timestamp() - interval '1 second'`) });
    await expectUnauthorized(await t.request('/v1/flows', { key }));
  });

  it('refuses a key once it is revoked', async () => {
    const { keyId, key } = await seedKey(t.knex, tenant, ['flows:read']);
    expect((await t.client(key).GET('/v1/flows')).response.status).toBe(200);
    const revoked = await revokeApiKey(t.knex, keyId);
    expect(revoked.revoked_at).not.toBeNull();
    await expectUnauthorized(await t.request('/v1/flows', { key }));
  });

  it('revoking one key leaves the user\u2019s other keys working', async () => {
    const old = await seedKey(t.knex, tenant, ['flows:read']);
    const fresh = await seedKey(t.knex, tenant, ['flows:read']);
    await revokeApiKey(t.knex, old.keyId);
    expect((await t.client(fresh.key).GET('/v1/flows')).response.status).toBe(200);
    expect((await t.request('/v1/flows', { key: old.key })).status).toBe(401);
  });

  it('answers a missing key with 401 and WWW-Authenticate: Bearer', async () => {
    const res = await t.request('/v1/flows');
    await expectError(res, 401, 'unauthorized', 'missing API key: send Authorization: Bearer <key>');
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="sluice"');
  });

  it('answers an unknown key with 401 and WWW-Authenticate: Bearer with error="invalid_token"', async () => {
    const res = await t.request('/v1/flows', { key: `svc_${crypto.randomBytes(32).toString('base64url')}` });
    await expectError(res, 401, 'unauthorized', INVALID_KEY);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="sluice", error="invalid_token"');
  });

  it('refuses a valid key with one character changed', async () => {
    const last = tenant.key.at(-1) === 'A' ? 'B' : 'A';
    await expectUnauthorized(await t.request('/v1/flows', { key: tenant.key.slice(0, -1) + last }));
  });

  it('stores a key only as a 32-byte hash, never in plain text', async () => {
    const { keyId, key } = await seedKey(t.knex, tenant, ['flows:read']);
    const row = (await t.knex('api_keys').where({ id: keyId }).first()) as Record<string, unknown>;
    expect(row).toBeDefined();
    const hash = Buffer.from(row.key_hash as Uint8Array);
    expect(hash).toHaveLength(32);
    expect(hash.equals(Buffer.from(key, 'utf8'))).toBe(false);
    const secretBody = key.slice('svc_'.length);
    for (const [column, value] of Object.entries(row)) {
      const renderings = value instanceof Uint8Array
        ? [Buffer.from(value).toString('utf8'), Buffer.from(value).toString('hex'), Buffer.from(value).toString('base64'), Buffer.from(value).toString('base64url')]
        : [JSON.stringify(value)];
      for (const text of renderings) {
        expect(text, `column ${column}`).not.toContain(key);
        expect(text, `column ${column}`).not.toContain(secretBody);
      }
    }
    // What a person sees to tell keys apart: the prefix and 4 characters, not the secret.
    expect(row.key_prefix).toBe(key.slice(0, 8));
  });

  it('shows no key anywhere in the api_keys table', async () => {
    const { key } = await seedKey(t.knex, tenant, ['runs:read']);
    const rows = await t.knex.raw(`SELECT row_to_json(k)::text AS j FROM api_keys k`);
    const dump = (rows.rows as Array<{ j: string }>).map((r) => r.j).join('\n');
    expect(dump).toContain(key.slice(0, 8));
    expect(dump).not.toContain(key);
    expect(dump).not.toContain(key.slice(8));
  });
});

describe('scopes', () => {
  let t: TestServer;
  let tenant: Tenant;
  let flowId: string;
  let runId: string;
  let connectorId: string;
  beforeAll(async () => {
    t = await startTestServer();
    tenant = await seedTenant(t.knex);
    const flow = await seedFlow(t.knex, t.secrets, tenant.customerId);
    flowId = flow.id;
    connectorId = flow.source_connector_id;
    runId = (await seedRun(t.knex, tenant.customerId, { flowId, status: 'failed', trigger: 'schedule', stage: 'extract' })).id;
  });
  afterAll(() => t.close());

  it('a runs:read key reads runs', async () => {
    const { key } = await seedKey(t.knex, tenant, ['runs:read']);
    const { data, response } = await t.client(key).GET('/v1/runs');
    expect(response.status).toBe(200);
    expect(data?.data.map((r) => r.id)).toEqual([runId]);
  });

  it('a runs:read key is refused flows with 403 naming flows:read', async () => {
    const { key } = await seedKey(t.knex, tenant, ['runs:read']);
    await expectError(await t.request('/v1/flows', { key }), 403, 'forbidden', forbiddenMessage('flows:read'));
  });

  it('a flows:read key without flows:write is refused pause with 403 naming flows:write', async () => {
    const { key } = await seedKey(t.knex, tenant, ['flows:read']);
    expect((await t.client(key).GET('/v1/flows/{id}', { params: { path: { id: flowId } } })).response.status).toBe(200);
    await expectError(await t.request(`/v1/flows/${flowId}/pause`, { method: 'POST', key }), 403, 'forbidden', forbiddenMessage('flows:write'));
    const flow = await t.client(tenant.key).GET('/v1/flows/{id}', { params: { path: { id: flowId } } });
    expect(flow.data?.status).toBe('active');
  });

  it('checks the scope before looking the resource up, so a 403 reveals nothing about existence', async () => {
    const { key } = await seedKey(t.knex, tenant, ['runs:read']);
    const known = await t.request(`/v1/flows/${flowId}`, { key });
    const unknown = await t.request('/v1/flows/flw_doesnotexist', { key });
    await expectError(known, 403, 'forbidden', forbiddenMessage('flows:read'));
    await expectError(unknown, 403, 'forbidden', forbiddenMessage('flows:read'));
  });

  // Each operation and the scope docs/api.md's endpoint table gives it. `path` uses ids that let the request pass the scope check
  // without changing anything, so a key holding only that scope gets past 403.
  const operations: Array<{ op: string; method: 'GET' | 'POST'; path: () => string; scope: Scope }> = [
    { op: 'listFlows', method: 'GET', path: () => '/v1/flows', scope: 'flows:read' },
    { op: 'getFlow', method: 'GET', path: () => `/v1/flows/${flowId}`, scope: 'flows:read' },
    { op: 'pauseFlow', method: 'POST', path: () => '/v1/flows/flw_doesnotexist/pause', scope: 'flows:write' },
    { op: 'resumeFlow', method: 'POST', path: () => '/v1/flows/flw_doesnotexist/resume', scope: 'flows:write' },
    { op: 'triggerFlow', method: 'POST', path: () => `/v1/flows/${flowId}/trigger`, scope: 'flows:write' },
    { op: 'listRuns', method: 'GET', path: () => '/v1/runs', scope: 'runs:read' },
    { op: 'getRun', method: 'GET', path: () => `/v1/runs/${runId}`, scope: 'runs:read' },
    { op: 'retryRun', method: 'POST', path: () => `/v1/runs/${runId}/retry`, scope: 'runs:write' },
    { op: 'listConnectors', method: 'GET', path: () => '/v1/connectors', scope: 'connectors:read' },
    { op: 'getConnector', method: 'GET', path: () => `/v1/connectors/${connectorId}`, scope: 'connectors:read' },
    { op: 'verifyConnector', method: 'POST', path: () => `/v1/connectors/${connectorId}/verify`, scope: 'connectors:write' },
    { op: 'testWebhook', method: 'POST', path: () => '/v1/webhooks/whk_doesnotexist/test', scope: 'webhooks:write' },
    // Every entity type has its own list and read operation, each declaring data:read.
    ...ENTITY_TYPES.flatMap((entity) => [
      { op: CANONICAL_OPERATIONS[entity].list, method: 'GET' as const, path: () => `/api/public/data/${entity}`, scope: 'data:read' as const },
      { op: CANONICAL_OPERATIONS[entity].get, method: 'GET' as const, path: () => `/api/public/data/${entity}/${crypto.randomUUID()}`, scope: 'data:read' as const },
    ]),
  ];

  it.each(operations)('$op is refused with 403 naming $scope to a key holding every other scope', async ({ method, path, scope }) => {
    const { key } = await seedKey(t.knex, tenant, SCOPES.filter((s) => s !== scope));
    await expectError(await t.request(path(), { method, key }), 403, 'forbidden', forbiddenMessage(scope));
  });

  it.each(operations)('$op lets a key holding only $scope past the scope check', async ({ method, path, scope }) => {
    const { key } = await seedKey(t.knex, tenant, [scope]);
    const res = await t.request(path(), { method, key });
    // Past the scope check: whatever the operation answers, it is not 401 or 403.
    expect([200, 202, 404, 409]).toContain(res.status);
  });
});

describe('roles', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('refuses to give a viewer a flows:write key', async () => {
    const viewer = await seedTenant(t.knex, { role: 'viewer', scopes: ['flows:read'] });
    const before = await t.knex('api_keys').where({ user_id: viewer.userId }).count<{ count: string | number }[]>('* as count');
    await expect(createApiKey(t.knex, { customerId: viewer.customerId, userId: viewer.userId, scopes: ['flows:read', 'flows:write'] }))
      .rejects.toThrow(new AccessInputError('a viewer cannot hold scope(s) flows:write'));
    const after = await t.knex('api_keys').where({ user_id: viewer.userId }).count<{ count: string | number }[]>('* as count');
    expect(Number(after[0]!.count)).toBe(Number(before[0]!.count));
  });

  it('refuses to give a member a connectors:write key', async () => {
    const member = await seedTenant(t.knex, { role: 'member', scopes: ['flows:read'] });
    await expect(createApiKey(t.knex, { customerId: member.customerId, userId: member.userId, scopes: ['connectors:write'] }))
      .rejects.toBeInstanceOf(AccessInputError);
  });

  it('lets a member hold flows:write and runs:write', async () => {
    const member = await seedTenant(t.knex, { role: 'member', scopes: ['flows:read'] });
    const { record } = await createApiKey(t.knex, { customerId: member.customerId, userId: member.userId, scopes: ['flows:write', 'runs:write'] });
    expect(record.scopes).toEqual(['flows:write', 'runs:write']);
  });

  it('a viewer\u2019s read keys work', async () => {
    const viewer = await seedTenant(t.knex, { role: 'viewer', scopes: SCOPES.filter((s) => s.endsWith(':read')) });
    expect((await t.client(viewer.key).GET('/v1/flows')).response.status).toBe(200);
    expect((await t.client(viewer.key).GET('/v1/runs')).response.status).toBe(200);
    expect((await t.client(viewer.key).GET('/v1/connectors')).response.status).toBe(200);
  });

  it('demoting an owner to viewer makes their all-scope key 403 on pause at once while reads still work', async () => {
    const owner = await seedTenant(t.knex, { role: 'owner' });
    const flow = await seedFlow(t.knex, t.secrets, owner.customerId);
    // While an owner, the key passes the flows:write check (an unknown flow is then 404, not 403).
    await expectError(await t.request('/v1/flows/flw_doesnotexist/pause', { method: 'POST', key: owner.key }), 404, 'flow_not_found', "flow 'flw_doesnotexist' does not exist");

    await setUserRole(t.knex, owner.userId, 'viewer');

    await expectError(await t.request(`/v1/flows/${flow.id}/pause`, { method: 'POST', key: owner.key }), 403, 'forbidden', forbiddenMessage('flows:write'));
    const read = await t.client(owner.key).GET('/v1/flows/{id}', { params: { path: { id: flow.id } } });
    expect(read.response.status).toBe(200);
    expect(read.data?.status).toBe('active');
  });

  it('demoting an owner to member removes connectors:write but keeps flows:write', async () => {
    const owner = await seedTenant(t.knex, { role: 'owner' });
    const { source } = await seedConnectors(t.knex, t.secrets, owner.customerId);
    await setUserRole(t.knex, owner.userId, 'member');
    await expectError(await t.request(`/v1/connectors/${source.id}/verify`, { method: 'POST', key: owner.key }), 403, 'forbidden', forbiddenMessage('connectors:write'));
    await expectError(await t.request('/v1/flows/flw_doesnotexist/pause', { method: 'POST', key: owner.key }), 404, 'flow_not_found', "flow 'flw_doesnotexist' does not exist");
  });

  it('promoting a demoted user back restores their key\u2019s write permission', async () => {
    const owner = await seedTenant(t.knex, { role: 'owner' });
    await setUserRole(t.knex, owner.userId, 'viewer');
    expect((await t.request('/v1/flows/flw_doesnotexist/pause', { method: 'POST', key: owner.key })).status).toBe(403);
    await setUserRole(t.knex, owner.userId, 'admin');
    await expectError(await t.request('/v1/flows/flw_doesnotexist/pause', { method: 'POST', key: owner.key }), 404, 'flow_not_found', "flow 'flw_doesnotexist' does not exist");
  });

  it('a key keeps the permissions of its own user, not of another user of the customer', async () => {
    const owner = await seedTenant(t.knex, { role: 'owner' });
    const viewer = await createUser(t.knex, { customerId: owner.customerId, email: `viewer-${crypto.randomUUID()}@example.com`, role: 'viewer' });
    const { key } = await createApiKey(t.knex, { customerId: owner.customerId, userId: viewer.id, scopes: ['flows:read'] });
    await expectError(await t.request('/v1/flows/flw_doesnotexist/pause', { method: 'POST', key }), 403, 'forbidden', forbiddenMessage('flows:write'));
    expect((await t.client(key).GET('/v1/flows')).response.status).toBe(200);
  });
});

describe('tenant isolation', () => {
  let t: TestServer;
  let a: Tenant;
  let b: Tenant;
  let aActive: { id: string; source_connector_id: string; destination_connector_id: string };
  let aPaused: { id: string };
  let aRun: { id: string };
  let bFlow: { id: string; source_connector_id: string; destination_connector_id: string };
  let bRun: { id: string };
  beforeAll(async () => {
    t = await startTestServer();
    a = await seedTenant(t.knex, { name: 'Customer A' });
    b = await seedTenant(t.knex, { name: 'Customer B' });
    aActive = await seedFlow(t.knex, t.secrets, a.customerId, { name: 'A active' });
    aPaused = await seedFlow(t.knex, t.secrets, a.customerId, { name: 'A paused', status: 'paused' });
    aRun = await seedRun(t.knex, a.customerId, { flowId: aActive.id, status: 'failed', trigger: 'manual', stage: 'load' });
    bFlow = await seedFlow(t.knex, t.secrets, b.customerId, { name: 'B flow' });
    bRun = await seedRun(t.knex, b.customerId, { flowId: bFlow.id, status: 'succeeded', trigger: 'schedule' });
  });
  afterAll(() => t.close());

  it('another customer\u2019s flow is flow_not_found', async () => {
    await expectError(await t.request(`/v1/flows/${aActive.id}`, { key: b.key }), 404, 'flow_not_found', `flow '${aActive.id}' does not exist`);
  });

  it('pausing another customer\u2019s flow is flow_not_found and changes nothing', async () => {
    await expectError(await t.request(`/v1/flows/${aActive.id}/pause`, { method: 'POST', key: b.key }), 404, 'flow_not_found', `flow '${aActive.id}' does not exist`);
    const flow = await t.client(a.key).GET('/v1/flows/{id}', { params: { path: { id: aActive.id } } });
    expect(flow.data?.status).toBe('active');
  });

  it('resuming another customer\u2019s flow is flow_not_found and changes nothing', async () => {
    await expectError(await t.request(`/v1/flows/${aPaused.id}/resume`, { method: 'POST', key: b.key }), 404, 'flow_not_found', `flow '${aPaused.id}' does not exist`);
    const flow = await t.client(a.key).GET('/v1/flows/{id}', { params: { path: { id: aPaused.id } } });
    expect(flow.data?.status).toBe('paused');
  });

  it('another customer\u2019s run is run_not_found', async () => {
    await expectError(await t.request(`/v1/runs/${aRun.id}`, { key: b.key }), 404, 'run_not_found', `run '${aRun.id}' does not exist`);
  });

  it('another customer\u2019s connector is connector_not_found', async () => {
    await expectError(await t.request(`/v1/connectors/${aActive.source_connector_id}`, { key: b.key }), 404, 'connector_not_found', `connector '${aActive.source_connector_id}' does not exist`);
  });

  it('the owner still sees its own objects', async () => {
    const client = t.client(a.key);
    expect((await client.GET('/v1/flows/{id}', { params: { path: { id: aActive.id } } })).response.status).toBe(200);
    expect((await client.GET('/v1/runs/{id}', { params: { path: { id: aRun.id } } })).response.status).toBe(200);
    expect((await client.GET('/v1/connectors/{id}', { params: { path: { id: aActive.source_connector_id } } })).response.status).toBe(200);
  });

  it('another customer\u2019s flows never appear in the flow list', async () => {
    const { data } = await t.client(b.key).GET('/v1/flows');
    expect(data?.data.map((f) => f.id)).toEqual([bFlow.id]);
    expect(data?.meta.total).toBe(1);
  });

  it('another customer\u2019s runs never appear in the run list, even filtered by their flow', async () => {
    const client = t.client(b.key);
    const all = await client.GET('/v1/runs');
    expect(all.data?.data.map((r) => r.id)).toEqual([bRun.id]);
    expect(all.data?.meta.total).toBe(1);
    const filtered = await client.GET('/v1/runs', { params: { query: { flow_id: aActive.id } } });
    expect(filtered.response.status).toBe(200);
    expect(filtered.data?.data).toEqual([]);
    expect(filtered.data?.meta.total).toBe(0);
  });

  it('another customer\u2019s connectors never appear in the connector list', async () => {
    const { data } = await t.client(b.key).GET('/v1/connectors');
    expect(new Set(data?.data.map((c) => c.id))).toEqual(new Set([bFlow.source_connector_id, bFlow.destination_connector_id]));
    expect(data?.meta.total).toBe(2);
  });
});

describe('secrets in logs and responses', () => {
  let t: TestServer;
  let tenant: Tenant;
  let connectorId: string;
  const issuedKeys: string[] = [];
  beforeAll(async () => {
    t = await startTestServer();
    tenant = await seedTenant(t.knex);
    issuedKeys.push(tenant.key);
    connectorId = (await seedFlow(t.knex, t.secrets, tenant.customerId)).source_connector_id;
  });
  afterAll(() => t.close());

  it('a connector response carries no credentials', async () => {
    const res = await t.request(`/v1/connectors/${connectorId}`, { key: tenant.key });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toMatch(/password|credential/i);
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(CONNECTOR_FIELDS);
  });

  it('the connector list carries no credentials', async () => {
    const res = await t.request('/v1/connectors', { key: tenant.key });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('hunter2-secret');
    expect(text).not.toMatch(/password|credential/i);
    const body = JSON.parse(text) as { data: object[] };
    expect(body.data).toHaveLength(2);
    for (const c of body.data) expect(Object.keys(c).sort()).toEqual(CONNECTOR_FIELDS);
  });

  it('stores connector credentials encrypted', async () => {
    const row = (await t.knex('connectors').where({ id: connectorId }).first()) as Record<string, unknown>;
    expect(row.credentials_ciphertext).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('hunter2-secret');
  });

  it('logs exactly one line per request with method, route, status, latency, request id, customer and key id', async () => {
    const requestIds = ['log-ok-1', 'log-notfound-1', 'log-unauth-1', 'log-invalid-1'];
    const ok = await t.request('/v1/connectors', { key: tenant.key, headers: { 'X-Request-Id': requestIds[0]! } });
    const missing = await t.request('/v1/flows/flw_missing', { key: tenant.key, headers: { 'X-Request-Id': requestIds[1]! } });
    const unauthenticated = await t.request('/v1/flows', { headers: { 'X-Request-Id': requestIds[2]! } });
    const invalid = await t.request('/v1/flows?limit=0', { key: tenant.key, headers: { 'X-Request-Id': requestIds[3]! } });
    expect([ok.status, missing.status, unauthenticated.status, invalid.status]).toEqual([200, 404, 401, 422]);

    const linesFor = (id: string) => t.logs.filter((l) => l.request_id === id);
    for (const id of requestIds) expect(linesFor(id), id).toHaveLength(1);

    expect(linesFor('log-ok-1')[0]).toMatchObject({
      msg: 'request', method: 'GET', route: '/v1/connectors', status: 200, request_id: 'log-ok-1',
      customer_id: tenant.customerId, key_id: tenant.keyId,
    });
    expect(linesFor('log-notfound-1')[0]).toMatchObject({
      msg: 'request', method: 'GET', route: '/v1/flows/{id}', status: 404, customer_id: tenant.customerId, key_id: tenant.keyId,
    });
    expect(linesFor('log-unauth-1')[0]).toMatchObject({ msg: 'request', method: 'GET', route: '/v1/flows', status: 401, customer_id: null, key_id: null });
    expect(linesFor('log-invalid-1')[0]).toMatchObject({ msg: 'request', status: 422, key_id: tenant.keyId });
    for (const id of requestIds) {
      const latency = linesFor(id)[0]!.latency_ms;
      expect(typeof latency).toBe('number');
      expect(latency as number).toBeGreaterThanOrEqual(0);
    }
  });

  it('never logs an API key, valid, invalid or misplaced, nor a connector credential', async () => {
    const { key: readKey } = await seedKey(t.knex, tenant, ['flows:read']);
    issuedKeys.push(readKey);
    const unknown = `svc_${crypto.randomBytes(32).toString('base64url')}`;
    issuedKeys.push(unknown);
    await t.request('/v1/flows', { key: readKey });
    await t.request(`/v1/flows/flw_missing/pause`, { method: 'POST', key: readKey }); // 403
    await t.request('/v1/flows', { key: unknown }); // 401
    await t.request(`/v1/flows?api_key=${readKey}`, { key: readKey }); // 422: a key in the query string
    await t.request(`/v1/connectors/${connectorId}`, { key: tenant.key });
    await t.request('/v1/connectors', { key: tenant.key });
    await t.request(`/v1/connectors/${connectorId}/verify`, { method: 'POST', key: tenant.key });

    const text = t.logText();
    expect(t.logs.length).toBeGreaterThanOrEqual(7);
    for (const key of issuedKeys) {
      expect(text).not.toContain(key);
      expect(text).not.toContain(key.slice(8));
    }
    expect(text).not.toContain('hunter2-secret');
  });
});
