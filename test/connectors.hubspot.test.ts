// The hubspot connector against the local HubSpot (connectors/hubspot/src/localServer.ts): every entity mapped field
// by field, a full read then incremental reads that take exactly what changed and what was archived, the search
// window and same-millisecond ties, HubSpot's rate limits, a portal without leads, failures classified, and flows
// run by the real worker: one through a rate limit, one whose refused token degrades the connector.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonValue } from '@sluice/connector-sdk';
import { startLocalHubspot, type LocalHubspot } from '../connectors/hubspot/src/localServer.js';
import { validateCanonicalRecord, type EntityType } from '../src/domain/canonical/entities.js';
import type { ConnectorRuntime, ConnectorType } from '../src/runtime/index.js';
import { failureOf, readAll, runtimeOptions, testRuntime, typeOf } from './fixtures/plugins/harness.js';
import { flowApi } from './support/flowApi.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

type Obj = Record<string, unknown>;
const ref = (id: string) => ({ external_id: id });
const ENTITIES: EntityType[] = ['account', 'contact', 'opportunity', 'lead'];

describe('hubspot connector, against a local HubSpot', () => {
  let hubspot: LocalHubspot;
  let runtime: ConnectorRuntime;
  let type: ConnectorType;

  beforeAll(async () => {
    hubspot = await startLocalHubspot();
    runtime = testRuntime().runtime;
    type = await typeOf(runtime, 'hubspot');
  });
  afterAll(async () => {
    await runtime?.close();
    await hubspot?.close();
  });

  const config = (extra: Obj = {}) => ({ api_base_url: hubspot.url, page_size: 20, ...extra });
  const read = (entity: string, cursor: JsonValue | null = null, extra: Obj = {}) =>
    readAll(runtime.read(type, config(extra), { access_token: hubspot.accessToken }, { entity, cursor: cursor as null }));
  const searchesSince = (from: number) => hubspot.requests.slice(from).filter((r) => r.path.endsWith('/search'));

  describe('mapping, one object of each type field by field', () => {
    it('contact: its company as the account', async () => {
      const [person] = hubspot.list('contacts');
      const company = hubspot.list('companies')[0]!;
      const { records } = await read('contact');
      expect(records.find((r) => r.external_id === person!.id)!.data).toEqual({
        email: 'person1@company1.example',
        first_name: 'Person1',
        last_name: 'Surname1',
        phone: '+1 555 0100',
        title: 'Buyer',
        account_id: ref(company.id),
        last_source_update_at: person!.properties.lastmodifieddate,
      });
    });

    it('account: a bare domain, a country code from a name, a company named after its domain', async () => {
      const [first, , , fourth] = hubspot.list('companies');
      const nameless = hubspot.list('companies').at(-1)!;
      const { records } = await read('account');
      const data = (id: string) => records.find((r) => r.external_id === id)!.data;
      expect(data(first!.id)).toEqual({
        name: 'Company 1',
        domain: 'company1.example',
        industry: 'COMPUTER_SOFTWARE',
        employee_count: 10,
        country: 'DE',
        last_source_update_at: first!.properties.hs_lastmodifieddate,
      });
      expect(data(fourth!.id)).toMatchObject({ country: null }); // "Atlantis"
      expect(data(nameless.id)).toMatchObject({ name: 'company12.example', country: 'FR' });
    });

    it('opportunity: stage, amount in cents, probability in percent, close date, the associated company', async () => {
      const deals = hubspot.list('deals');
      const companies = hubspot.list('companies');
      const { records } = await read('opportunity', null, { deal_stages: { 'stage-42': 'proposal' } });
      const data = (i: number) => records.find((r) => r.external_id === deals[i]!.id)!.data;
      expect(data(0)).toEqual({
        name: 'Deal 1',
        account_id: ref(companies[0]!.id),
        stage: 'prospecting',
        amount_cents: 100_050,
        currency: 'EUR',
        probability: 20,
        close_date: '2026-12-10',
        last_source_update_at: deals[0]!.properties.hs_lastmodifieddate,
      });
      expect([1, 2, 3, 4, 5, 6, 7].map((i) => data(i).stage)).toEqual(['qualification', 'proposal', 'negotiation', 'negotiation', 'closed_won', 'closed_lost', 'proposal']);
      expect(data(3)).toMatchObject({ amount_cents: null, currency: null });
      expect(data(15)).toMatchObject({ account_id: null });
      // Without deal_stages, an open stage of another pipeline is prospecting.
      expect((await read('opportunity')).records.find((r) => r.external_id === deals[7]!.id)!.data.stage).toBe('prospecting');
    });

    it('lead: the person from its contact, the stage of the lead pipeline as its status', async () => {
      const leads = hubspot.list('leads');
      const { records } = await read('lead');
      expect(records.find((r) => r.external_id === leads[0]!.id)!.data).toEqual({
        email: 'person41@company5.example',
        first_name: 'Person41',
        last_name: 'Surname41',
        company_name: 'Company 5',
        status: 'new',
        source: 'ORGANIC_SEARCH',
        last_source_update_at: leads[0]!.properties.hs_lastmodifieddate,
      });
      expect(leads.map((l) => records.find((r) => r.external_id === l.id)!.data.status)).toEqual(['new', 'contacted', 'contacted', 'qualified', 'unqualified', 'new']);
    });

    it('every record of every entity is valid against its canonical schema', async () => {
      for (const entity of ENTITIES) {
        const { records } = await read(entity);
        expect(records.length, entity).toBeGreaterThan(0);
        for (const r of records) expect(validateCanonicalRecord(entity, r.data), `${entity} ${r.external_id}`).toEqual({ ok: true });
      }
    });
  });

  describe('incremental reads', () => {
    it('reads everything in last-modified order with the archived as deletions, then exactly what changed since', async () => {
      const live = hubspot.list('contacts');
      const first = await read('contact');
      expect(first.ids).toHaveLength(live.length);
      expect(new Set(first.ids).size).toBe(live.length);
      expect(first.deletions.map((d) => d.external_id)).toHaveLength(3);

      const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
      hubspot.update('contacts', live[30]!.id, { jobtitle: 'Head of purchasing' }, soon(1));
      hubspot.update('contacts', live[2]!.id, { phone: '+1 555 0199' }, soon(2));
      const added = hubspot.create('contacts', { email: 'new@company1.example', firstname: 'New', lastname: 'Person' });
      hubspot.update('contacts', added.id, {}, soon(3));
      hubspot.archive('contacts', live[9]!.id);

      const second = await read('contact', first.last);
      expect(second.ids).toEqual([live[30]!.id, live[2]!.id, added.id]);
      expect(second.records[0]!.data).toMatchObject({ title: 'Head of purchasing' });
      expect(second.deletions).toEqual([{ external_id: live[9]!.id, deleted_at: hubspot.get('contacts', live[9]!.id)!.archivedAt }]);

      const third = await read('contact', second.last);
      expect([third.ids, third.deletions]).toEqual([[], []]);
    });

    it('moves the lower bound every page: with a search window of 25 and pages of 3, each contact is read once, ties included', async () => {
      hubspot.setSearchWindow(25);
      try {
        const from = hubspot.requests.length;
        const { ids } = await read('contact', null, { page_size: 3 });
        const live = hubspot.list('contacts');
        expect(ids).toHaveLength(live.length);
        expect(new Set(ids).size).toBe(live.length);
        const modified = ids.map((id) => hubspot.get('contacts', id)!.properties.lastmodifieddate!);
        expect(modified).toEqual([...modified].sort());
        // No search reached past the window; five contacts changed in one millisecond were paged by offset.
        const searches = searchesSince(from);
        expect(searches.every((r) => r.status === 200)).toBe(true);
        expect(searches.some((r) => Number(r.body?.after ?? 0) > 0)).toBe(true);
        expect(Math.max(...searches.map((r) => Number(r.body?.after ?? 0)))).toBeLessThan(25);
        // And the limiter kept the searches under HubSpot's five a second.
        expect(hubspot.requests.slice(from).filter((r) => r.status === 429)).toEqual([]);
      } finally {
        hubspot.setSearchWindow(10_000);
      }
    }, 30_000);

    it('refuses a checkpoint that is not its own', async () => {
      expect((await failureOf(read('contact', { since: null }))).code).toBe('config_invalid');
    });
  });

  describe('rate limits and failures', () => {
    it('waits out a 429 for its Retry-After and reads everything', async () => {
      hubspot.rateLimit(1, 1);
      const from = hubspot.requests.length;
      const { ids } = await read('account');
      expect(ids).toHaveLength(hubspot.list('companies').length);
      expect(hubspot.requests.slice(from).map((r) => r.status).slice(0, 2)).toEqual([429, 200]);
    });

    it('a ten-second limit without Retry-After, longer than max_retry_after_seconds, is a quota failure carrying 10 s', async () => {
      hubspot.rateLimit(1);
      const failure = await failureOf(read('account', null, { max_retry_after_seconds: 5 }));
      expect([failure.code, failure.retryAfterSeconds]).toEqual(['quota_exceeded', 10]);
      expect(failure.message).toContain('ten_secondly_rolling');
    });

    it('a portal without leads is a config failure saying so', async () => {
      hubspot.setLeadsAvailable(false);
      try {
        const failure = await failureOf(read('lead'));
        expect(failure.code).toBe('config_invalid');
        expect(failure.message).toContain('this HubSpot portal has no leads object');
      } finally {
        hubspot.setLeadsAvailable(true);
      }
    });

    it('a refused token is an auth failure; a 502 is transient; an unreachable origin is transient', async () => {
      const refused = await failureOf(runtime.check(type, config(), { access_token: 'pat-eu1-wrong' }));
      expect(refused.code).toBe('auth_failed');
      expect(refused.message).toContain('HubSpot refused the access token (401)');
      hubspot.failNext(1, 502);
      expect((await failureOf(runtime.check(type, config(), { access_token: hubspot.accessToken }))).code).toBe('transient_error');
      expect((await failureOf(runtime.check(type, config({ api_base_url: 'http://127.0.0.1:9' }), { access_token: hubspot.accessToken }))).code).toBe('transient_error');
    });
  });
});

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
