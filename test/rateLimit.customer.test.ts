// The customer's write limit (SLUICE_RATE_LIMIT_CUSTOMER_WRITE): the writes of all of one customer's keys and console
// sessions share one bucket, on top of each key's own limit, so more keys do not buy more writes. Past it a write is
// `429 rate_limited` with the usual headers; reads are not counted in it, and another customer's writes go on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { consoleRequest, signInAs } from './support/console.js';
import { expectError } from './support/expectError.js';
import { seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

// An hour-long window: the counts of a test that happens to cross a window boundary barely decay meanwhile.
const LIMITS = { windowSeconds: 3600, write: 4, customerWrite: 9 };

describe('the customer write limit across keys and sessions', () => {
  let t: TestServer;
  let a: Tenant;
  let b: Tenant;
  let keysOfA: string[];

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: LIMITS, connectors: runtimeOptions() });
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
    keysOfA = [a.key, (await seedKey(t.knex, a, ['connectors:write', 'connectors:read'])).key, (await seedKey(t.knex, a, ['connectors:write', 'connectors:read'])).key];
  });
  afterAll(() => t?.close());

  const createConnector = (key: string, name: string) =>
    t.request('/v1/connectors', { method: 'POST', key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name, type: 'sample', config: {} }) });

  it('three keys of one customer are refused together past it, each well within its own limit', async () => {
    for (const [i, key] of keysOfA.slice(0, 2).entries()) {
      for (let n = 0; n < 3; n++) expect((await createConnector(key, `key ${i} #${n}`)).status).toBe(201);
    }
    // Seven of the customer's nine taken: the headers describe the customer's limit, which has less room than the key's.
    const seventh = await createConnector(keysOfA[2]!, 'key 2 #0');
    expect(seventh.status).toBe(201);
    expect(seventh.headers.get('x-ratelimit-limit')).toBe('9');
    expect(seventh.headers.get('x-ratelimit-remaining')).toBe('2');
    expect((await createConnector(keysOfA[2]!, 'key 2 #1')).status).toBe(201);
    expect((await createConnector(keysOfA[2]!, 'key 2 #2')).status).toBe(201);

    // The third key has written 3 of its own 4, but the customer has used all 9.
    const refused = await createConnector(keysOfA[2]!, 'key 2 #3');
    await expectError(
      refused,
      429,
      'rate_limited',
      /^this customer's rate limit of 9 write requests per 3600 seconds, across all its API keys and sessions, exceeded \(SLUICE_RATE_LIMIT_CUSTOMER_WRITE\); retry after \d+ seconds$/,
    );
    expect(refused.headers.get('x-ratelimit-limit')).toBe('9');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    await expectError(await createConnector(keysOfA[0]!, 'key 0 #3'), 429, 'rate_limited', /^this customer's rate limit of 9 write requests/);
    // Nothing was created by the refused writes.
    const listed = (await (await t.request('/v1/connectors', { key: a.key })).json()) as { meta: { total: number } };
    expect(listed.meta.total).toBe(9);
  });

  it('a console session of the same customer shares the bucket', async () => {
    const session = await signInAs(t, a.userId);
    const res = await consoleRequest(t, session, '/console/v1/api-keys', { method: 'POST', body: { name: 'one more', scopes: ['flows:read'] } });
    await expectError(res, 429, 'rate_limited', /^this customer's rate limit of 9 write requests/);
  });

  it('reads are not counted in it, and another customer writes on', async () => {
    expect((await t.request('/v1/connectors', { key: keysOfA[1]! })).status).toBe(200);
    const other = await createConnector(b.key, 'b #0');
    expect(other.status).toBe(201);
    // B's own key has more room left (3 of 4) than B's customer bucket (8 of 9): the key's limit is shown.
    expect(other.headers.get('x-ratelimit-limit')).toBe('4');
    expect(other.headers.get('x-ratelimit-remaining')).toBe('3');
  });
});

describe('SLUICE_RATE_LIMIT_CUSTOMER_WRITE as configured', () => {
  it('defaults to three keys\u2019 worth of writes, following SLUICE_RATE_LIMIT_WRITE', () => {
    expect(loadConfig({}).rateLimits.customerWrite).toBe(360);
    expect(loadConfig({ SLUICE_RATE_LIMIT_WRITE: '50' }).rateLimits.customerWrite).toBe(150);
    expect(loadConfig({ SLUICE_RATE_LIMIT_WRITE: '50', SLUICE_RATE_LIMIT_CUSTOMER_WRITE: '75' }).rateLimits.customerWrite).toBe(75);
  });

  it('refuses a value that is not a positive integer, naming it', () => {
    expect(() => loadConfig({ SLUICE_RATE_LIMIT_CUSTOMER_WRITE: '0' })).toThrow("SLUICE_RATE_LIMIT_CUSTOMER_WRITE must be a positive integer; got '0'");
  });
});
