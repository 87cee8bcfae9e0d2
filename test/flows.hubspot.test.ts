// The hubspot connector in flows run by the real worker, against the local HubSpot the connector's own tests use
// (connectors/hubspot/test/localServer.ts): every entity read into the canonical layer through a rate limit, then only
// what changed; a refused credential fails the run at extract and degrades the connector. The connector's own
// behaviour is tested beside it, in connectors/hubspot/test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalHubspot, type LocalHubspot } from '../connectors/hubspot/test/localServer.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Obj = Record<string, unknown>;
const ENTITIES = ['account', 'contact', 'opportunity', 'lead'];

describe('hubspot flows, run by the worker', () => {
  let t: TestServer;
  let hubspot: LocalHubspot;

  beforeAll(async () => {
    [t, hubspot] = await Promise.all([startTestServer({ queue: 'worker', connectors: runtimeOptions() }), startLocalHubspot()]);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await hubspot?.close();
  });

  it('reads every entity into the canonical layer through a 429, references resolved, then only what changed', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    const source = await api.createConnector({ name: 'CRM', type: 'hubspot', config: { api_base_url: hubspot.url }, credentials: { access_token: hubspot.accessToken } });
    const files = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'hubspot-out' }, credentials: {} });
    const flow = await api.createFlow(source, files, ENTITIES);

    hubspot.rateLimit(1, 1);
    const run = await api.finished(await api.trigger(flow));
    expect(run).toMatchObject({ status: 'succeeded', records_failed: 0 });
    expect(hubspot.requests[0]!.status).toBe(429);

    const person = hubspot.list('contacts')[0]!;
    const contacts = await api.records('contact');
    expect(contacts).toHaveLength(hubspot.list('contacts').length);
    const accounts = await api.records('account');
    const company1 = accounts.find((a) => a.domain === 'company1.example')!;
    expect(contacts.find((c) => c.email === 'person1@company1.example')).toMatchObject({ external_ids: { hubspot: person.id }, account_id: company1.canonical_id });
    const deal = (await api.records('opportunity')).find((o) => o.name === 'Deal 1');
    expect(deal).toMatchObject({ stage: 'prospecting', amount_cents: 100_050, account_id: company1.canonical_id });

    hubspot.update('contacts', person.id, { lastname: 'Married' });
    const again = await api.finished(await api.trigger(flow));
    expect(again).toMatchObject({ status: 'succeeded', records_processed: 1 });
    expect((await api.records('contact')).find((c) => (c.external_ids as Obj).hubspot === person.id)).toMatchObject({ last_name: 'Married' });
  }, 120_000);

  it('a refused token fails the run at extract and degrades the connector', async () => {
    const tenant = await seedTenant(t.knex);
    const api = flowApi(t, tenant);
    const source = await api.createConnector({ name: 'CRM', type: 'hubspot', config: { api_base_url: hubspot.url }, credentials: { access_token: 'pat-eu1-revoked-0001' } });
    const files = await api.createConnector({ name: 'Out', type: 'files', config: { path: 'hubspot-revoked' }, credentials: {} });
    const run = await api.finished(await api.trigger(await api.createFlow(source, files, ['contact'])));
    expect(run).toMatchObject({ status: 'failed', stage: 'extract', records_processed: 0 });
    expect(run.errors[0]).toMatchObject({ code: 'auth_failed', stage: 'extract' });
    expect(JSON.stringify(run)).not.toContain('pat-eu1-revoked-0001');
    const { data } = await t.client(tenant.key).GET('/v1/connectors/{id}', { params: { path: { id: source } } });
    expect(data).toMatchObject({ status: 'degraded', last_error: { code: 'auth_failed' } });
  }, 60_000);
});
