// Data API reads by a key authenticated within the last second start their handler alongside the request's own key
// lookup and rate-limit count (src/http/recentKeys.ts, dispatch.ts). What a client must still get: revocation, a
// narrowed key, a lowered role and an exhausted limit all take effect on the very next request, and a handler
// started early answers only when the lookup confirms the same principal. The request log says which requests
// started early (`early_start`), so each case below checks that it went through that path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeApiKey, setUserRole, type Principal } from '../src/domain/access/service.js';
import { RecentKeys, RECENT_KEY_MS, samePrincipal } from '../src/http/recentKeys.js';
import { sampleRecord, upsertAll } from './support/canonical.js';
import { onPostgres } from './support/database.js';
import { expectError } from './support/expectError.js';
import { seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

const principal = (over: Partial<Principal> = {}): Principal => ({
  customerId: 'c1',
  userId: 'u1',
  keyId: 'k1',
  sessionId: null,
  actor: { type: 'api_key', id: 'k1' },
  role: 'owner',
  scopes: new Set(['data:read', 'flows:read']),
  ...over,
});

describe('RecentKeys', () => {
  const hash = (n: number) => Buffer.from([n, n, n]);

  it('remembers a principal for less than a second, and not after', () => {
    let now = 0;
    const keys = new RecentKeys(RECENT_KEY_MS, () => now);
    keys.remember(hash(1), principal());
    now = RECENT_KEY_MS - 1;
    expect(keys.get(hash(1))).toMatchObject({ keyId: 'k1' });
    expect(keys.get(hash(2))).toBeUndefined();
    now = RECENT_KEY_MS;
    expect(keys.get(hash(1))).toBeUndefined();
  });

  it('forgets a key on request, and counts time from the latest authentication', () => {
    let now = 0;
    const keys = new RecentKeys(RECENT_KEY_MS, () => now);
    keys.remember(hash(1), principal());
    now = 900;
    keys.remember(hash(1), principal({ role: 'viewer' }));
    now = 1500;
    expect(keys.get(hash(1))?.role).toBe('viewer');
    keys.forget(hash(1));
    expect(keys.get(hash(1))).toBeUndefined();
  });

  it('holds at most 10,000 keys, dropping the least recently authenticated', () => {
    const keys = new RecentKeys(RECENT_KEY_MS, () => 0);
    for (let i = 0; i < 10_001; i++) keys.remember(Buffer.from(String(i)), principal({ keyId: `k${i}` }));
    expect(keys.get(Buffer.from('0'))).toBeUndefined();
    expect(keys.get(Buffer.from('1'))?.keyId).toBe('k1');
    expect(keys.get(Buffer.from('10000'))?.keyId).toBe('k10000');
  });

  it('compares principals by everything they allow', () => {
    expect(samePrincipal(principal(), principal())).toBe(true);
    expect(samePrincipal(principal(), principal({ role: 'viewer' }))).toBe(false);
    expect(samePrincipal(principal(), principal({ scopes: new Set(['data:read']) }))).toBe(false);
    expect(samePrincipal(principal(), principal({ scopes: new Set(['data:read', 'flows:write']) }))).toBe(false);
    expect(samePrincipal(principal(), principal({ customerId: 'c2' }))).toBe(false);
    expect(samePrincipal(principal(), principal({ keyId: 'k2' }))).toBe(false);
    expect(samePrincipal(principal(), principal({ userId: 'u2' }))).toBe(false);
  });
});

/**
 * GET with `key`; answers the response and its request log line. Plain fetch: the contract check of the test
 * client compiles a validator on its first use of a response, which can take longer than a key is remembered.
 */
async function readAs(server: TestServer, key: string, path = '/api/public/data/order') {
  const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  const requestId = res.headers.get('x-request-id');
  const line = server.logs.find((l) => l.request_id === requestId && l.msg === 'request');
  return { res, line };
}

describe('data API reads started before the key lookup answers', () => {
  let t: TestServer;
  let tenant: Tenant;
  let other: Tenant;
  beforeAll(async () => {
    // Remembered for a minute here, so a stalled test machine cannot turn an early start into a late one; the
    // last case checks the production window of a second on a server of its own.
    t = await startTestServer({ rateLimits: { read: 1000 }, http: { recentKeyMs: 60_000 } });
    tenant = await seedTenant(t.knex);
    other = await seedTenant(t.knex);
    await upsertAll(t.knex, tenant.customerId, 'order', 'shop', [1, 2, 3].map((n) => ({ externalId: `o${n}`, record: sampleRecord('order', n) })));
    await upsertAll(t.knex, other.customerId, 'order', 'shop', [{ externalId: 'x1', record: sampleRecord('order', 9) }]);
  });
  afterAll(() => t.close());

  const read = (key: string, path = '/api/public/data/order') => readAs(t, key, path);

  it('answers the second read of a key with what a fresh lookup answers, started early', async () => {
    const { key } = await seedKey(t.knex, tenant, ['data:read']);
    const first = await read(key);
    expect(first.res.status).toBe(200);
    expect(first.line?.early_start).toBeUndefined();
    const second = await read(key);
    expect(second.res.status).toBe(200);
    expect(second.line?.early_start).toBe('answered');
    expect(await second.res.json()).toEqual(await first.res.json());
    // A single read too, and another customer's key gets its own records, never this key's.
    const single = await read(key, `/api/public/data/order?limit=1`);
    expect(single.line?.early_start).toBe('answered');
    expect(((await single.res.json()) as { data: unknown[] }).data).toHaveLength(1);
    const theirs = await read(other.key);
    const theirsAgain = await read(other.key);
    expect(theirsAgain.line?.early_start).toBe('answered');
    const body = (await theirsAgain.res.json()) as { data: Array<{ order_number: string }> };
    expect(body.data.map((r) => r.order_number)).toEqual(['SO-9']);
    expect(await theirs.res.json()).toEqual(body);
  });

  it('refuses a key revoked since its last read on the very next request, with no data', async () => {
    const { key, keyId } = await seedKey(t.knex, tenant, ['data:read']);
    expect((await read(key)).res.status).toBe(200);
    await revokeApiKey(t.knex, keyId);
    const after = await read(key);
    expect(after.line?.early_start).toBe('dropped');
    await expectError(after.res, 401, 'unauthorized', 'invalid, expired or revoked API key');
    // Forgotten: the next request does not start early.
    const again = await read(key);
    expect(again.res.status).toBe(401);
    expect(again.line?.early_start).toBeUndefined();
  });

  /**
   * A key read once (so remembered), then revoked, reads again while canonical_records is locked: its early page
   * query waits on the lock, its own lookup (which does not touch that table) refuses the key. `meanwhile` runs
   * while the lock is held, once that query is seen waiting, with the statement's condition for finding it and
   * whether the request has been answered yet; the request's outcome is answered after the lock goes.
   */
  async function revokedReadUnderLock(meanwhile: (waitingQueries: string, answered: () => boolean) => Promise<void>) {
    const { key, keyId } = await seedKey(t.knex, tenant, ['data:read']);
    expect((await read(key)).res.status).toBe(200);
    await revokeApiKey(t.knex, keyId);
    const waitingQueries = `pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM canonical_records%'`;
    const trx = await t.knex.transaction();
    let pending: ReturnType<typeof read> | undefined;
    let settled = false;
    try {
      await trx.raw('LOCK TABLE canonical_records IN ACCESS EXCLUSIVE MODE');
      pending = read(key).finally(() => {
        settled = true;
      });
      const waiting = async () => Number(((await t.knex.raw(`SELECT count(*) AS n FROM ${waitingQueries}`)) as { rows: Array<{ n: string }> }).rows[0]!.n);
      for (let i = 0; i < 200 && (await waiting()) === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await waiting()).toBe(1);
      await meanwhile(waitingQueries, () => settled);
    } finally {
      await trx.rollback();
    }
    const after = await pending!;
    expect(after.line?.early_start).toBe('dropped');
    await expectError(after.res, 401, 'unauthorized', 'invalid, expired or revoked API key');
    return after;
  }

  // PostgreSQL only: the lock would stop PGlite's single connection, the lookup's statement included.
  it.skipIf(!onPostgres)('answers only once the early handler’s statements are done, even when the lookup refused the key first', async () => {
    await revokedReadUnderLock(async (_, answered) => {
      // The lookup refuses the key within a few milliseconds; the answer still waits for the early page query.
      await new Promise((r) => setTimeout(r, 250));
      expect(answered()).toBe(false);
    });
  });

  it.skipIf(!onPostgres)('logs a fault of an early handler whose answer was dropped', async () => {
    const after = await revokedReadUnderLock(async (waitingQueries) => {
      // The early page query, waiting on the lock, is cancelled: a fault of the early handler.
      const { rows } = (await t.knex.raw(`SELECT pg_cancel_backend(pid) AS ok FROM ${waitingQueries}`)) as { rows: Array<{ ok: boolean }> };
      expect(rows.filter((r) => r.ok)).toHaveLength(1);
    });
    const warning = t.logs.find((l) => l.request_id === after.line?.request_id && l.msg === 'a handler started early failed; its answer was dropped');
    expect(warning?.level).toBe(40);
    expect(JSON.stringify(warning?.err)).toContain('canceling statement due to user request');
  });

  it('refuses a key whose scopes were narrowed since its last read on the very next request', async () => {
    const { key, keyId } = await seedKey(t.knex, tenant, ['data:read', 'flows:read']);
    expect((await read(key)).res.status).toBe(200);
    await t.knex('api_keys').where({ id: keyId }).update({ scopes: ['flows:read'] });
    const after = await read(key);
    expect(after.line?.early_start).toBe('dropped');
    await expectError(after.res, 403, 'forbidden', "this API key lacks the scope 'data:read' (or its user's role no longer grants it)");
  });

  it('applies a role changed since the last read on the very next request', async () => {
    const own = await seedTenant(t.knex);
    await upsertAll(t.knex, own.customerId, 'order', 'shop', [{ externalId: 'r1', record: sampleRecord('order', 11) }]);
    expect((await read(own.key)).res.status).toBe(200);
    // A viewer still reads data: the lookup's principal differs, so the early answer is dropped and the request
    // is answered again with the principal as it is now.
    await setUserRole(t.knex, own.userId, 'viewer');
    const after = await read(own.key);
    expect(after.line?.early_start).toBe('dropped');
    expect(after.res.status).toBe(200);
    expect(after.line?.customer_id).toBe(own.customerId);
  });

  it('refuses past the rate limit on the very next request, and starts nothing early until a request succeeds', async () => {
    const limited = await startTestServer({ rateLimits: { read: 2 }, http: { recentKeyMs: 60_000 } });
    try {
      const own = await seedTenant(limited.knex);
      const get = () => readAs(limited, own.key);
      expect((await get()).res.status).toBe(200);
      const second = await get();
      expect(second.res.status).toBe(200);
      expect(second.line?.early_start).toBe('answered');
      const third = await get();
      expect(third.line?.early_start).toBe('dropped');
      expect(third.res.status).toBe(429);
      expect(((await third.res.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
      const fourth = await get();
      expect(fourth.res.status).toBe(429);
      expect(fourth.line?.early_start).toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  it('starts nothing early for other operations', async () => {
    const { key } = await seedKey(t.knex, tenant, ['data:read', 'flows:read']);
    expect((await read(key)).res.status).toBe(200);
    const flows = await read(key, '/v1/flows');
    expect(flows.res.status).toBe(200);
    expect(flows.line?.early_start).toBeUndefined();
  });

  it('remembers a key for a second by default, and not longer', async () => {
    expect(RECENT_KEY_MS).toBe(1000);
    const production = await startTestServer();
    try {
      const own = await seedTenant(production.knex);
      const get = () => readAs(production, own.key);
      expect((await get()).res.status).toBe(200);
      await new Promise((r) => setTimeout(r, RECENT_KEY_MS + 50));
      const late = await get();
      expect(late.res.status).toBe(200);
      expect(late.line?.early_start).toBeUndefined();
    } finally {
      await production.close();
    }
  });
});
