// The hubspot connector against the local HubSpot (localServer.ts): every entity mapped field by field, a full read
// then incremental reads that take exactly what changed and what was archived, the search window and
// same-millisecond ties, HubSpot's rate limits, a portal without leads, and failures classified. Runs with
// `node --test` on the build (npm test).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { JsonValue } from '@sluice/connector-sdk';
import { canonicalProblems } from '@sluice/connector-sdk/canonical';
import { assertMatch, connectorTester, failureOf } from '@sluice/connector-sdk/testing';
import connector from '../dist/index.js';
import { startLocalHubspot, type LocalHubspot } from './localServer.js';

type Obj = Record<string, unknown>;
const ref = (id: string) => ({ external_id: id });
const ENTITIES = ['account', 'contact', 'opportunity', 'lead'];

describe('hubspot connector, against a local HubSpot', () => {
  let hubspot: LocalHubspot;
  const tester = connectorTester(connector);

  before(async () => {
    hubspot = await startLocalHubspot();
  });
  after(() => hubspot?.close());

  const config = (extra: Obj = {}) => ({ api_base_url: hubspot.url, page_size: 20, ...extra });
  const read = (entity: string, cursor: JsonValue | null = null, extra: Obj = {}) =>
    tester.read(entity, { config: config(extra), credentials: { access_token: hubspot.accessToken }, cursor });
  const check = (extra: Obj = {}, token = hubspot.accessToken) => tester.check({ config: config(extra), credentials: { access_token: token } });
  const searchesSince = (from: number) => hubspot.requests.slice(from).filter((r) => r.path.endsWith('/search'));

  describe('mapping, one object of each type field by field', () => {
    it('contact: its company as the account', async () => {
      const [person] = hubspot.list('contacts');
      const company = hubspot.list('companies')[0]!;
      const { records } = await read('contact');
      assert.deepEqual(records.find((r) => r.external_id === person!.id)!.data, {
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
      assert.deepEqual(data(first!.id), {
        name: 'Company 1',
        domain: 'company1.example',
        industry: 'COMPUTER_SOFTWARE',
        employee_count: 10,
        country: 'DE',
        last_source_update_at: first!.properties.hs_lastmodifieddate,
      });
      assertMatch(data(fourth!.id), { country: null }); // "Atlantis"
      assertMatch(data(nameless.id), { name: 'company12.example', country: 'FR' });
    });

    it('opportunity: stage, amount in cents, probability in percent, close date, the associated company', async () => {
      const deals = hubspot.list('deals');
      const companies = hubspot.list('companies');
      const { records } = await read('opportunity', null, { deal_stages: { 'stage-42': 'proposal' } });
      const data = (i: number) => records.find((r) => r.external_id === deals[i]!.id)!.data;
      assert.deepEqual(data(0), {
        name: 'Deal 1',
        account_id: ref(companies[0]!.id),
        stage: 'prospecting',
        amount_cents: 100_050,
        currency: 'EUR',
        probability: 20,
        close_date: '2026-12-10',
        last_source_update_at: deals[0]!.properties.hs_lastmodifieddate,
      });
      assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map((i) => data(i).stage), ['qualification', 'proposal', 'negotiation', 'negotiation', 'closed_won', 'closed_lost', 'proposal']);
      assertMatch(data(3), { amount_cents: null, currency: null });
      assertMatch(data(15), { account_id: null });
      // Without deal_stages, an open stage of another pipeline is prospecting.
      assert.equal((await read('opportunity')).records.find((r) => r.external_id === deals[7]!.id)!.data.stage, 'prospecting');
    });

    it('lead: the person from its contact, the stage of the lead pipeline as its status', async () => {
      const leads = hubspot.list('leads');
      const { records } = await read('lead');
      assert.deepEqual(records.find((r) => r.external_id === leads[0]!.id)!.data, {
        email: 'person41@company5.example',
        first_name: 'Person41',
        last_name: 'Surname41',
        company_name: 'Company 5',
        status: 'new',
        source: 'ORGANIC_SEARCH',
        last_source_update_at: leads[0]!.properties.hs_lastmodifieddate,
      });
      assert.deepEqual(leads.map((l) => records.find((r) => r.external_id === l.id)!.data.status), ['new', 'contacted', 'contacted', 'qualified', 'unqualified', 'new']);
    });

    it('every record of every entity is valid against its canonical schema', async () => {
      for (const entity of ENTITIES) {
        const { records } = await read(entity);
        assert.ok(records.length > 0, entity);
        for (const r of records) assert.deepEqual(canonicalProblems(entity, r.data), [], `${entity} ${r.external_id}`);
      }
    });
  });

  describe('incremental reads', () => {
    it('reads everything in last-modified order with the archived as deletions, then exactly what changed since', async () => {
      const live = hubspot.list('contacts');
      const first = await read('contact');
      assert.equal(first.ids.length, live.length);
      assert.equal(new Set(first.ids).size, live.length);
      assert.equal((first.deletions.map((d) => d.external_id)).length, 3);

      const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
      hubspot.update('contacts', live[30]!.id, { jobtitle: 'Head of purchasing' }, soon(1));
      hubspot.update('contacts', live[2]!.id, { phone: '+1 555 0199' }, soon(2));
      const added = hubspot.create('contacts', { email: 'new@company1.example', firstname: 'New', lastname: 'Person' });
      hubspot.update('contacts', added.id, {}, soon(3));
      hubspot.archive('contacts', live[9]!.id);

      const second = await read('contact', first.last);
      assert.deepEqual(second.ids, [live[30]!.id, live[2]!.id, added.id]);
      assertMatch(second.records[0]!.data, { title: 'Head of purchasing' });
      assert.deepEqual(second.deletions, [{ external_id: live[9]!.id, deleted_at: hubspot.get('contacts', live[9]!.id)!.archivedAt }]);

      const third = await read('contact', second.last);
      assert.deepEqual([third.ids, third.deletions], [[], []]);
    });

    it('moves the lower bound every page: with a search window of 25 and pages of 3, each contact is read once, ties included', async () => {
      hubspot.setSearchWindow(25);
      try {
        const from = hubspot.requests.length;
        const { ids } = await read('contact', null, { page_size: 3 });
        const live = hubspot.list('contacts');
        assert.equal(ids.length, live.length);
        assert.equal(new Set(ids).size, live.length);
        const modified = ids.map((id) => hubspot.get('contacts', id)!.properties.lastmodifieddate!);
        assert.deepEqual(modified, [...modified].sort());
        // No search reached past the window; five contacts changed in one millisecond were paged by offset.
        const searches = searchesSince(from);
        assert.equal(searches.every((r) => r.status === 200), true);
        assert.equal(searches.some((r) => Number(r.body?.after ?? 0) > 0), true);
        assert.ok(Math.max(...searches.map((r) => Number(r.body?.after ?? 0))) < 25);
        // And the limiter kept the searches under HubSpot's five a second.
        assert.deepEqual(hubspot.requests.slice(from).filter((r) => r.status === 429), []);
      } finally {
        hubspot.setSearchWindow(10_000);
      }
    });

    it('refuses a checkpoint that is not its own', async () => {
      assert.equal((await failureOf(read('contact', { since: null }))).kind, 'config');
    });
  });

  describe('rate limits and failures', () => {
    it('waits out a 429 for its Retry-After and reads everything', async () => {
      hubspot.rateLimit(1, 1);
      const from = hubspot.requests.length;
      const { ids } = await read('account');
      assert.equal(ids.length, hubspot.list('companies').length);
      assert.deepEqual(hubspot.requests.slice(from).map((r) => r.status).slice(0, 2), [429, 200]);
    });

    it('a ten-second limit without Retry-After, longer than max_retry_after_seconds, is a quota failure carrying 10 s', async () => {
      hubspot.rateLimit(1);
      const failure = await failureOf(read('account', null, { max_retry_after_seconds: 5 }));
      assert.deepEqual([failure.kind, failure.retryAfterSeconds], ['quota', 10]);
      assert.ok(failure.message.includes('ten_secondly_rolling'));
    });

    it('a portal without leads is a config failure saying so', async () => {
      hubspot.setLeadsAvailable(false);
      try {
        const failure = await failureOf(read('lead'));
        assert.equal(failure.kind, 'config');
        assert.ok(failure.message.includes('this HubSpot portal has no leads object'));
      } finally {
        hubspot.setLeadsAvailable(true);
      }
    });

    it('a refused token is an auth failure; a 502 is transient; an unreachable origin is transient', async () => {
      const refused = await failureOf(check({}, 'pat-eu1-wrong'));
      assert.equal(refused.kind, 'auth');
      assert.ok(refused.message.includes('HubSpot refused the access token (401)'));
      hubspot.failNext(1, 502);
      assert.equal((await failureOf(check())).kind, 'transient');
      assert.equal((await failureOf(check({ api_base_url: 'http://127.0.0.1:9' }))).kind, 'transient');
    });
  });
});
