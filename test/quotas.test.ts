// Bounds on what one customer holds (SLUICE_MAX_*_PER_CUSTOMER): connectors, flows and webhook endpoints through the
// API, API keys and members through the console (the CLI's are quotas.cli.test.ts). The create past a bound is
// `409 limit_reached` naming it; concurrent creates cannot together pass it; other customers' rows are not counted;
// deleting, revoking or an expiry makes room again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { DEFAULT_WEBHOOK_SETTINGS } from '../src/domain/webhooks/settings.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { consoleRequest, seedUser, signInAs, uniqueEmail } from './support/console.js';
import { expectError } from './support/expectError.js';
import { seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const LIMITS = { connectors: 3, flows: 2, webhookEndpoints: 2, apiKeys: 3, members: 3 };

const refusal = (has: string, max: number, variable: string, makeRoom = 'delete') =>
  `this customer has ${has}, and ${max} is the most allowed (${variable}); ${makeRoom} one first`;

describe('bounds on one customer, through the API and the console', () => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer({
      customerLimits: LIMITS,
      connectors: runtimeOptions(),
      // The endpoints created here point at a loopback address: creating one never connects to it.
      webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, allowPrivate: true },
    });
  });
  afterAll(() => t?.close());

  const post = (tenant: Tenant, path: string, body: unknown) =>
    t.request(path, { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const createConnector = (tenant: Tenant, name: string) => post(tenant, '/v1/connectors', { name, type: 'sample', config: { seed: 1 } });
  const total = async (tenant: Tenant, path: string) => ((await (await t.request(path, { key: tenant.key })).json()) as { meta: { total: number } }).meta.total;

  it('connectors: of 8 concurrent creates 3 succeed and 5 are 409 limit_reached; another customer is not counted', async () => {
    const a = await seedTenant(t.knex);
    const b = await seedTenant(t.knex);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => createConnector(a, `A ${i}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409)) {
      await expectError(res, 409, 'limit_reached', refusal('3 connectors', 3, 'SLUICE_MAX_CONNECTORS_PER_CUSTOMER'));
    }
    expect(await total(a, '/v1/connectors')).toBe(3);
    // B's first three go through whatever A holds.
    for (let i = 0; i < 3; i++) expect((await createConnector(b, `B ${i}`)).status).toBe(201);
    await expectError(await createConnector(b, 'B 3'), 409, 'limit_reached', refusal('3 connectors', 3, 'SLUICE_MAX_CONNECTORS_PER_CUSTOMER'));
  });

  it('connectors: deleting one makes room for one', async () => {
    const a = await seedTenant(t.knex);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(((await (await createConnector(a, `A ${i}`)).json()) as { id: string }).id);
    await expectError(await createConnector(a, 'A 3'), 409, 'limit_reached');
    expect((await t.request(`/v1/connectors/${ids[0]}`, { method: 'DELETE', key: a.key })).status).toBe(204);
    expect((await createConnector(a, 'A 3')).status).toBe(201);
    await expectError(await createConnector(a, 'A 4'), 409, 'limit_reached');
  });

  it('flows: the third flow is refused and nothing is written; concurrent creates stop at the bound', async () => {
    const a = await seedTenant(t.knex);
    const source = (await (await createConnector(a, 'source')).json()) as { id: string };
    const destination = (await (await post(a, '/v1/connectors', { name: 'files', type: 'files', config: { path: 'out' } })).json()) as { id: string };
    const flow = (name: string) =>
      post(a, '/v1/flows', { name, source_connector_id: source.id, destination_connector_id: destination.id, entities: ['customer'], schedule: 'manual' });
    const answers = await Promise.all([flow('one'), flow('two'), flow('three'), flow('four')]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 409, 409]);
    await expectError(answers.find((r) => r.status === 409)!, 409, 'limit_reached', refusal('2 flows', 2, 'SLUICE_MAX_FLOWS_PER_CUSTOMER'));
    expect(await total(a, '/v1/flows')).toBe(2);
  });

  it('webhook endpoints: the third endpoint is refused', async () => {
    const a = await seedTenant(t.knex);
    const endpoint = (n: number) => post(a, '/v1/webhooks', { url: `https://127.0.0.1:9/hook/${n}`, events: ['run.failed'] });
    expect((await endpoint(1)).status).toBe(201);
    expect((await endpoint(2)).status).toBe(201);
    await expectError(await endpoint(3), 409, 'limit_reached', refusal('2 webhook endpoints', 2, 'SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER'));
    expect(await total(a, '/v1/webhooks')).toBe(2);
  });

  it('API keys: only live keys count; revoking one or one expiring makes room', async () => {
    // The seeded key is the first of three.
    const a = await seedTenant(t.knex);
    const session = await signInAs(t, a.userId);
    const createKey = (name: string) => consoleRequest(t, session, '/console/v1/api-keys', { method: 'POST', body: { name, scopes: ['flows:read'] } });
    const second = (await (await createKey('second')).json()) as { id: string };
    expect(second.id).toMatch(/^key_/);
    expect((await createKey('third')).status).toBe(201);
    const live = 'live API keys (neither revoked nor expired)';
    await expectError(await createKey('fourth'), 409, 'limit_reached', refusal(`3 ${live}`, 3, 'SLUICE_MAX_API_KEYS_PER_CUSTOMER', 'revoke'));

    expect((await consoleRequest(t, session, `/console/v1/api-keys/${second.id}/revoke`, { method: 'POST' })).status).toBe(200);
    expect((await createKey('fourth')).status).toBe(201);
    await expectError(await createKey('fifth'), 409, 'limit_reached');

    // A key past its expiry no longer counts either.
    await t.knex('api_keys').where({ id: a.keyId }).update({ expires_at: t.knex.raw(`clock_timestamp() - interval '1 minute'`) });
    expect((await createKey('fifth')).status).toBe(201);
  });

  it('members: the invitation past the bound is refused, concurrent ones included', async () => {
    const a = await seedTenant(t.knex);
    const session = await signInAs(t, a.userId);
    await seedUser(t, a.customerId, 'viewer');
    const invite = () => consoleRequest(t, session, '/console/v1/members', { method: 'POST', body: { email: uniqueEmail('invited'), role: 'viewer' } });
    const answers = await Promise.all([invite(), invite(), invite()]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    await expectError(answers.find((r) => r.status === 409)!, 409, 'limit_reached', refusal('3 members', 3, 'SLUICE_MAX_MEMBERS_PER_CUSTOMER', 'remove'));
    // Another customer invites as if A were not there.
    const b = await seedTenant(t.knex);
    const other = await signInAs(t, b.userId);
    expect((await consoleRequest(t, other, '/console/v1/members', { method: 'POST', body: { email: uniqueEmail('b'), role: 'viewer' } })).status).toBe(201);
  });

  it('a bound lowered below what a customer holds refuses new ones and says how many must go', async () => {
    // Rows seeded through the domain without a bound, as an operator's earlier, higher bound allowed them.
    const a = await seedTenant(t.knex);
    for (let i = 0; i < 4; i++) await seedKey(t.knex, a, ['flows:read']);
    const session = await signInAs(t, a.userId);
    const res = await consoleRequest(t, session, '/console/v1/api-keys', { method: 'POST', body: { name: 'one more', scopes: ['flows:read'] } });
    await expectError(
      res,
      409,
      'limit_reached',
      'this customer has 5 live API keys (neither revoked nor expired), and 3 is the most allowed (SLUICE_MAX_API_KEYS_PER_CUSTOMER); revoke 3 first',
    );
  });
});

describe('the bounds as configured', () => {
  it('default to 100 connectors, 200 flows, 20 webhook endpoints, 50 live API keys and 100 members', () => {
    expect(loadConfig({}).customerLimits).toEqual({ connectors: 100, flows: 200, webhookEndpoints: 20, apiKeys: 50, members: 100 });
  });

  it('take each SLUICE_MAX_*_PER_CUSTOMER, and refuse one that is not a whole number from 1 to 1000000, naming it', () => {
    const env = {
      SLUICE_MAX_CONNECTORS_PER_CUSTOMER: '7',
      SLUICE_MAX_FLOWS_PER_CUSTOMER: '8',
      SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER: '1',
      SLUICE_MAX_API_KEYS_PER_CUSTOMER: '1000000',
      SLUICE_MAX_MEMBERS_PER_CUSTOMER: '10',
    };
    expect(loadConfig(env).customerLimits).toEqual({ connectors: 7, flows: 8, webhookEndpoints: 1, apiKeys: 1_000_000, members: 10 });
    expect(() => loadConfig({ SLUICE_MAX_CONNECTORS_PER_CUSTOMER: '0' })).toThrow(
      "SLUICE_MAX_CONNECTORS_PER_CUSTOMER must be a whole number of connectors between 1 and 1000000; got '0'",
    );
    expect(() => loadConfig({ SLUICE_MAX_API_KEYS_PER_CUSTOMER: '50 keys' })).toThrow(
      "SLUICE_MAX_API_KEYS_PER_CUSTOMER must be a whole number of API keys between 1 and 1000000; got '50 keys'",
    );
    expect(() => loadConfig({ SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER: '1000001' })).toThrow(
      "SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER must be a whole number of webhook endpoints between 1 and 1000000; got '1000001'",
    );
  });
});
