// Every process prunes, one pass at a time across them: a deployment of API processes only (`serve --no-worker`)
// keeps the rate-limit counters and idempotency records its requests write bounded, and two pruners that meet do
// not both run a pass. The pruning functions delete a bounded batch per statement, however large the backlog.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { connect } from '../src/db/connect.js';
import { pruneIdempotencyKeys } from '../src/http/idempotency.js';
import { pruneRateLimitCounters } from '../src/http/rateLimit/sqlStore.js';
import { createPruner, type PrunerSettings } from '../src/jobs/pruner.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { freePort, killAll, launchSluice, requireBuild, waitForHealth } from './support/process.js';
import { seedTenant } from './support/seed.js';

const WINDOW_SECONDS = 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Resolves once `check` answers true; fails after `timeoutMs` with `what`. */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** An idempotency record of `customerId` that expires `inSeconds` from now (negative: expired). */
function idempotencyRecord(knex: Knex, customerId: string, key: string, inSeconds: number) {
  return {
    customer_id: customerId,
    key,
    method: 'POST',
    path: '/v1/flows',
    request_hash: 'h',
    state: 'completed',
    owner: 'test',
    locked_until: knex.raw('clock_timestamp()'),
    expires_at: knex.raw('clock_timestamp() + make_interval(secs => ?)', [inSeconds]),
  };
}

/** Rate-limit counters `windowsAgo` windows back: more than two are past any decision. */
function counters(prefix: string, count: number, windowsAgo: number) {
  const start = nowSeconds() - (nowSeconds() % WINDOW_SECONDS) - windowsAgo * WINDOW_SECONDS;
  return Array.from({ length: count }, (_, i) => ({ bucket: `${prefix}:${i}`, window_start: start, count: 1 }));
}

describe('the pruning functions', () => {
  let database: TestDatabase;
  let knex: Knex;

  beforeAll(async () => {
    database = await freshDatabase();
    knex = database.db.knex;
  });
  afterAll(() => database.drop());

  it('delete every expired record a batch at a time and keep the live ones', async () => {
    const { customerId } = await seedTenant(knex);
    await knex('idempotency_keys').insert([
      ...Array.from({ length: 7 }, (_, i) => idempotencyRecord(knex, customerId, `expired-${i}`, -60)),
      idempotencyRecord(knex, customerId, 'live', 3600),
    ]);
    await knex('rate_limit_counters').insert([...counters('old', 11, 5), ...counters('current', 2, 0)]);

    expect(await pruneIdempotencyKeys(knex, 2)).toBe(7);
    expect(await knex('idempotency_keys').where({ customer_id: customerId }).pluck('key')).toEqual(['live']);
    expect(await pruneRateLimitCounters(knex, WINDOW_SECONDS, { batch: 3 })).toBe(11);
    expect((await knex('rate_limit_counters').pluck('bucket')).sort()).toEqual(['current:0', 'current:1']);
  });
});

describe.skipIf(!onPostgres)('pruning across processes (PostgreSQL)', () => {
  let database: TestDatabase;
  let knex: Knex;

  beforeAll(async () => {
    requireBuild();
    database = await freshDatabase();
    knex = database.db.knex;
  });
  afterAll(async () => {
    await killAll();
    await database.drop();
  });

  it('a deployment of API processes only prunes the rate-limit counters and idempotency records', async () => {
    const tenant = await seedTenant(knex);
    const port = await freePort();
    const env = { DATABASE_URL: database.url, SLUICE_SECRET_KEY: 'k'.repeat(64), SLUICE_PRUNE_INTERVAL_SECONDS: '1' };
    const api = launchSluice(['serve', '--port', String(port), '--no-worker'], { env });
    await waitForHealth(api, `http://127.0.0.1:${port}`);
    // A request counts in this window's counter, which the pruner must keep.
    const res = await fetch(`http://127.0.0.1:${port}/v1/flows`, { headers: { Authorization: `Bearer ${tenant.key}` } });
    expect(res.status).toBe(200);
    // Written while the process runs, so only its pruner's later passes can remove them.
    await knex('idempotency_keys').insert([idempotencyRecord(knex, tenant.customerId, 'expired', -60), idempotencyRecord(knex, tenant.customerId, 'live', 3600)]);
    await knex('rate_limit_counters').insert(counters('old', 3, 5));

    await eventually('the expired records are pruned', async () => {
      const old = await knex('rate_limit_counters').where('bucket', 'like', 'old:%').count({ n: '*' });
      const expired = await knex('idempotency_keys').where({ key: 'expired' }).count({ n: '*' });
      return Number(old[0]!.n) === 0 && Number(expired[0]!.n) === 0;
    });
    expect(await knex('idempotency_keys').where({ customer_id: tenant.customerId }).pluck('key')).toEqual(['live']);
    expect(Number((await knex('rate_limit_counters').where('bucket', 'like', `key:${tenant.keyId}%`).count({ n: '*' }))[0]!.n)).toBeGreaterThan(0);
    expect((await api.stop()).code).toBe(0);
  });

  it('of two pruners at once, one runs its pass and the other skips it', async () => {
    const settings: PrunerSettings = { windowSeconds: WINDOW_SECONDS, tombstoneRetentionDays: 30, runRetentionDays: 30, exclusive: true };
    // Two processes' pools on the one database.
    const [one, two] = [await connect({ databaseUrl: database.url }), await connect({ databaseUrl: database.url })];
    await knex('rate_limit_counters').insert(counters('stale', 1, 5));
    // The first pass is held at its first DELETE, after taking the pruner's lock, until the table is let go.
    const holder = await knex.transaction();
    try {
      await holder.raw('LOCK TABLE rate_limit_counters IN ACCESS EXCLUSIVE MODE');
      const first = createPruner(one.knex, settings).pass();
      await eventually('the first pass holds the pruner lock', async () => {
        const { rows } = await knex.raw(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        return rows[0].n === 1;
      });
      expect(await createPruner(two.knex, settings).pass()).toBeUndefined();
      await holder.rollback();
      expect((await first)?.rateLimitCounters).toBe(1);
      // Once it has ended, the next pass runs.
      expect(await createPruner(two.knex, settings).pass()).toMatchObject({ rateLimitCounters: 0 });
    } finally {
      if (!holder.isCompleted()) await holder.rollback();
      await one.close();
      await two.close();
    }
  });
});
