// With rate-limit counters in the database, an API request's key lookup, last_used_at stamp and rate-limit count are
// one statement (src/http/rateLimit/sqlStore.ts consumeForKey): this checks that statement's answers directly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { keyLookup, principalFromKeyRow, revokeApiKey, setUserRole } from '../src/domain/access/service.js';
import { sqlRateLimitStore } from '../src/http/rateLimit/sqlStore.js';
import { newRequestId } from '../src/http/requestId.js';
import { freshDatabase, type TestDatabase } from './support/database.js';
import { seedTenant } from './support/seed.js';

describe('key lookup and rate-limit count in one statement', () => {
  let database: TestDatabase;
  let knex: Knex;
  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
  });
  afterAll(() => database.drop());

  async function consume(key: string, limit = 10) {
    const lookup = keyLookup(key);
    if (!lookup) throw new Error('not a key');
    const store = sqlRateLimitStore(knex);
    let statements = 0;
    const onQuery = () => { statements += 1; };
    knex.on('query', onQuery);
    try {
      const found = await store.consumeForKey!(lookup, 'read', { limit, windowSeconds: 60, nowMs: 1_800_000_030_000 });
      return { statements, principal: found ? principalFromKeyRow(found.row, lookup.hash) : null, decision: found?.decision };
    } finally {
      knex.removeListener('query', onQuery);
    }
  }

  it('authenticates, stamps last_used_at and counts in the key\u2019s bucket with a single statement', async () => {
    const tenant = await seedTenant(knex);
    const { statements, principal, decision } = await consume(tenant.key);
    expect(statements).toBe(1);
    expect(principal).toMatchObject({ keyId: tenant.keyId, userId: tenant.userId, customerId: tenant.customerId, role: 'owner' });
    expect(decision).toMatchObject({ allowed: true, limit: 10, remaining: 9 });
    const key = await knex('api_keys').where({ id: tenant.keyId }).first('last_used_at');
    expect(key.last_used_at).not.toBeNull();
    const counter = await knex('rate_limit_counters').where({ bucket: `key:${tenant.keyId}:read` }).first('count');
    expect(Number(counter.count)).toBe(1);
  });

  it('refuses past the limit without counting, and answers the role as it is now', async () => {
    const tenant = await seedTenant(knex);
    expect((await consume(tenant.key, 2)).decision?.allowed).toBe(true);
    await setUserRole(knex, tenant.userId, 'viewer');
    const second = await consume(tenant.key, 2);
    expect(second.decision?.allowed).toBe(true);
    expect(second.principal?.role).toBe('viewer');
    expect(second.principal?.scopes.has('flows:write')).toBe(false);
    const third = await consume(tenant.key, 2);
    expect(third.decision).toMatchObject({ allowed: false, remaining: 0 });
    const counter = await knex('rate_limit_counters').where({ bucket: `key:${tenant.keyId}:read` }).first('count');
    expect(Number(counter.count)).toBe(2);
  });

  it('a revoked key matches nothing and is not counted', async () => {
    const tenant = await seedTenant(knex);
    await revokeApiKey(knex, tenant.keyId);
    const { principal, decision } = await consume(tenant.key);
    expect(principal).toBeNull();
    expect(decision).toBeUndefined();
    expect(await knex('rate_limit_counters').where({ bucket: `key:${tenant.keyId}:read` }).first('count')).toBeUndefined();
  });
});

describe('request ids', () => {
  it('keep the id format (req_ and 26 base32 characters) and never repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRequestId()));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^req_[0-9a-hjkmnp-tv-z]{26}$/);
  });
});
