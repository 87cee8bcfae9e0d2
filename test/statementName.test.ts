// Per-request statements are named so PostgreSQL plans them once per connection (src/db/statementName.ts): one name
// per SQL text, a bounded number of names per process, and the list, key-lookup and rate-limit statements really
// are prepared on the connection that ran them; the rate-limit statements' relaxed commit stays their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Db } from '../src/db/connect.js';
import { statementName } from '../src/db/statementName.js';
import { authenticate, keyLookup } from '../src/domain/access/service.js';
import { listFlows } from '../src/domain/flows/repository.js';
import { listCanonicalJson } from '../src/domain/canonical/pageJson.js';
import { sqlRateLimitStore } from '../src/http/rateLimit/sqlStore.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { seedTenant, type Tenant } from './support/seed.js';

describe('statementName', () => {
  it('gives one SQL text one name, and different texts different names', () => {
    const a = statementName('SELECT 1 -- statementName test a');
    expect(a).toMatch(/^sluice_[0-9a-f]{24}$/);
    expect(statementName('SELECT 1 -- statementName test a')).toBe(a);
    expect(statementName('SELECT 1 -- statementName test b')).not.toBe(a);
  });

});

describe.skipIf(!onPostgres)('on one PostgreSQL connection', () => {
  let database: TestDatabase;
  let single: Db;
  let tenant: Tenant;

  beforeAll(async () => {
    database = await freshDatabase();
    tenant = await seedTenant(database.db.knex);
    single = await connect({ databaseUrl: database.url, poolMax: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await database?.drop();
  });

  it('the flow list, the canonical page, the key lookup and the rate-limit count are prepared statements', async () => {
    await listFlows(single.knex, tenant.customerId, { limit: 50 });
    await listCanonicalJson(single.knex, tenant.customerId, 'order', { limit: 500 });
    expect(await authenticate(single.knex, tenant.key)).toMatchObject({ keyId: tenant.keyId });
    await sqlRateLimitStore(single.knex).consume('test:prepared', 10, 60);
    await sqlRateLimitStore(single.knex).consumeForKey!(keyLookup(tenant.key)!, 'read', { limit: 10, windowSeconds: 60 });
    const { rows } = (await single.knex.raw('SELECT name, statement FROM pg_prepared_statements')) as { rows: Array<{ name: string; statement: string }> };
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['sluice_key_lookup', 'sluice_rate_consume', 'sluice_rate_consume_key']));
    expect(rows.some((r) => r.name.startsWith('sluice_') && /from "flows"/.test(r.statement))).toBe(true);
    expect(rows.some((r) => r.name.startsWith('sluice_') && /FROM canonical_records/.test(r.statement))).toBe(true);
    // Run again: the same names, nothing new prepared.
    await listFlows(single.knex, tenant.customerId, { limit: 50 });
    const again = (await single.knex.raw('SELECT count(*)::int AS n FROM pg_prepared_statements')) as { rows: Array<{ n: number }> };
    expect(again.rows[0]!.n).toBe(rows.length);
  });

  it('the rate-limit statements commit without waiting for the WAL flush, and leave the connection waiting for it in every later statement', async () => {
    const store = sqlRateLimitStore(single.knex);
    const setting = async () => ((await single.knex.raw('SHOW synchronous_commit')) as { rows: Array<{ synchronous_commit: string }> }).rows[0]!.synchronous_commit;
    expect(await setting()).toBe('on');
    await store.consume('test:relaxed', 10, 60);
    expect(await setting()).toBe('on');
    expect(await store.consumeForKey!(keyLookup(tenant.key)!, 'read', { limit: 10, windowSeconds: 60 })).toMatchObject({ decision: { allowed: true } });
    expect(await setting()).toBe('on');
    // Inside the statement's transaction the commit is relaxed (read here from a transaction the test holds open).
    type Store = ReturnType<typeof sqlRateLimitStore>;
    for (const consume of [(s: Store) => s.consume('test:relaxed', 10, 60), (s: Store) => s.consumeForKey!(keyLookup(tenant.key)!, 'read', { limit: 10, windowSeconds: 60 })]) {
      await single.knex.transaction(async (trx) => {
        await consume(sqlRateLimitStore(trx));
        expect(((await trx.raw('SHOW synchronous_commit')) as { rows: Array<{ synchronous_commit: string }> }).rows[0]!.synchronous_commit).toBe('off');
      });
    }
    expect(await setting()).toBe('on');
  });
});

// Last: it uses up this process's names.
describe('statementName bound', () => {
  it('stops naming new texts after 256 in one process, so no connection holds an unbounded set', () => {
    const names = Array.from({ length: 300 }, (_, i) => statementName(`SELECT ${i} -- statementName bound`));
    expect(names.filter((n) => n === undefined).length).toBeGreaterThan(0);
    expect(new Set(names.filter(Boolean)).size).toBeLessThanOrEqual(256);
    // A text named before the bound keeps its name.
    expect(statementName('SELECT 1 -- statementName test a')).toMatch(/^sluice_/);
  });
});
