// Rate limits: a sliding window per API key (per client address without a valid key) in
// three classes, headers on every response, 429 rate_limited with Retry-After, and one limit shared by several
// server processes on one PostgreSQL database.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../src/domain/access/scopes.js';
import { memoryRateLimitStore } from '../src/http/rateLimit/memoryStore.js';
import { decide, windowStart, type RateLimitStore } from '../src/http/rateLimit/slidingWindow.js';
import { redisRateLimitStore } from '../src/http/rateLimit/redisStore.js';
import { sqlRateLimitStore } from '../src/http/rateLimit/sqlStore.js';
import { checkedFetch } from './support/contractCheck.js';
import { freshDatabase, onPostgres, type TestDatabase } from './support/database.js';
import { freePorts, launchSluice, waitForHealth, type Proc } from './support/process.js';
import { onRedis, TEST_REDIS_URL } from './support/redis.js';
import { seedFlow, seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

interface RateHeaders {
  limit: number;
  remaining: number;
  reset: number;
}

/** The three rate-limit headers, each required to be a plain integer. */
function rateHeaders(res: { status: number; headers: Headers }): RateHeaders {
  const read = (name: string) => {
    const value = res.headers.get(name);
    expect(value, `${name} on ${res.status}`).toMatch(/^\d+$/);
    return Number(value);
  };
  return { limit: read('x-ratelimit-limit'), remaining: read('x-ratelimit-remaining'), reset: read('x-ratelimit-reset') };
}

/** The error code of a raw response, or of an answer from the generated client. */
async function errorCode(res: Response | Answer): Promise<string | undefined> {
  if ('code' in res) return res.code;
  return ((await res.clone().json()) as { error: { code: string } }).error.code;
}

/** What a call through the generated client answered (openapi-fetch has already read the body). */
interface Answer {
  status: number;
  headers: Headers;
  code: string | undefined;
}

function answer(r: { response: Response; error?: { error: { code: string } } }): Answer {
  return { status: r.response.status, headers: r.response.headers, code: r.error?.error.code };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Helpers bound to one running server. */
function api(t: TestServer) {
  return {
    listFlows: async (key: string) => answer(await t.client(key).GET('/v1/flows')),
    pause: async (key: string, id: string) => answer(await t.client(key).POST('/v1/flows/{id}/pause', { params: { path: { id } } })),
    resume: async (key: string, id: string) => answer(await t.client(key).POST('/v1/flows/{id}/resume', { params: { path: { id } } })),
    trigger: async (key: string, id: string) => answer(await t.client(key).POST('/v1/flows/{id}/trigger', { params: { path: { id } } })),
  };
}

describe('rate-limit headers', () => {
  let t: TestServer;
  let tenant: Tenant;
  let flowId: string;
  let call: ReturnType<typeof api>;
  const newKey = async () => (await seedKey(t.knex, tenant, SCOPES)).key;

  beforeAll(async () => {
    t = await startTestServer();
    tenant = await seedTenant(t.knex);
    flowId = (await seedFlow(t.knex, t.secrets, tenant.customerId)).id;
    call = api(t);
  });
  afterAll(() => t.close());

  it('every response carries X-RateLimit-Limit, -Remaining and -Reset, errors included', async () => {
    const key = await newKey();
    const responses = [
      await call.listFlows(key), // 200
      await t.request('/v1/flows/flw_doesnotexist', { key }), // 404 flow_not_found
      await t.request('/v1/flows?limit=0', { key }), // 422
      await t.request('/v1/flows'), // 401, no key
      await t.request('/v1/no/such/route', { key }), // 404 unknown route
      await call.pause(key, flowId), // 200
      await call.trigger(key, flowId), // 409 conflict: the flow was just paused
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 404, 422, 401, 404, 200, 409]);
    for (const res of responses) rateHeaders(res);
  });

  it('X-RateLimit-Remaining goes down by one per request while X-RateLimit-Limit stays the class limit', async () => {
    const key = await newKey();
    const seen: RateHeaders[] = [];
    for (let i = 0; i < 3; i++) seen.push(rateHeaders(await call.listFlows(key)));
    expect(seen.map((h) => h.limit)).toEqual([600, 600, 600]);
    expect(seen.map((h) => h.remaining)).toEqual([599, 598, 597]);
  });

  it('X-RateLimit-Reset is a Unix time in seconds, not in the past and at most one window ahead', async () => {
    const key = await newKey();
    const before = Date.now();
    const { reset } = rateHeaders(await call.listFlows(key));
    const after = Date.now();
    expect(reset).toBeGreaterThanOrEqual(Math.floor(before / 1000));
    expect(reset).toBeLessThanOrEqual(Math.ceil(after / 1000) + 60);
  });
});

describe('rate-limit classes, keys and addresses', () => {
  let t: TestServer;
  let tenant: Tenant;
  let call: ReturnType<typeof api>;
  const newKey = async () => (await seedKey(t.knex, tenant, SCOPES)).key;
  const newFlow = async () => (await seedFlow(t.knex, t.secrets, tenant.customerId)).id;

  beforeAll(async () => {
    // Every key here is one customer's: its shared write limit (rateLimit.customer.test.ts) is set out of the way.
    t = await startTestServer({ rateLimits: { read: 3, write: 2, trigger: 1, customerWrite: 1_000_000 } });
    tenant = await seedTenant(t.knex);
    call = api(t);
  });
  afterAll(() => t.close());

  it('over the limit answers 429 rate_limited with an integer Retry-After', async () => {
    const key = await newKey();
    for (let i = 0; i < 3; i++) expect((await call.listFlows(key)).status).toBe(200);

    const before = Date.now();
    const res = await call.listFlows(key);
    expect(res.status).toBe(429);
    expect(await errorCode(res)).toBe('rate_limited');
    const retryAfter = res.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    // A sliding-window counter may ask for up to two windows: a full window is only forgotten as the next one passes.
    expect(Number(retryAfter)).toBeLessThanOrEqual(120);
    const h = rateHeaders(res);
    expect(h.limit).toBe(3);
    expect(h.remaining).toBe(0);
    // The reset is when the next slot frees, which is when Retry-After says to come back.
    expect(h.reset).toBeGreaterThan(Math.floor(before / 1000));
    expect(Math.abs(h.reset - (Math.floor(before / 1000) + Number(retryAfter)))).toBeLessThanOrEqual(2);
  });

  it('GET requests count only against the read class', async () => {
    const key = await newKey();
    const flowId = await newFlow();
    for (let i = 0; i < 3; i++) expect(rateHeaders(await call.listFlows(key)).limit).toBe(3);
    expect((await call.listFlows(key)).status).toBe(429);

    const pause = await call.pause(key, flowId);
    expect(pause.status).toBe(200);
    expect(rateHeaders(pause)).toMatchObject({ limit: 2, remaining: 1 });
    const trigger = await call.trigger(key, flowId);
    expect(trigger.status).not.toBe(429);
    expect(rateHeaders(trigger)).toMatchObject({ limit: 1, remaining: 0 });
  });

  it('POST pause and resume count against the write class, and a refused write does not run', async () => {
    const key = await newKey();
    const flowId = await newFlow();
    const pause = await call.pause(key, flowId);
    expect(pause.status).toBe(200);
    expect(rateHeaders(pause)).toMatchObject({ limit: 2, remaining: 1 });
    const resume = await call.resume(key, flowId);
    expect(resume.status).toBe(200);
    expect(rateHeaders(resume)).toMatchObject({ limit: 2, remaining: 0 });

    const refused = await call.pause(key, flowId);
    expect(refused.status).toBe(429);
    expect(await errorCode(refused)).toBe('rate_limited');
    expect((await t.knex('flows').where({ id: flowId }).first('status')).status).toBe('active');

    const read = await call.listFlows(key);
    expect(read.status).toBe(200);
    expect(rateHeaders(read)).toMatchObject({ limit: 3, remaining: 2 });
    expect((await call.trigger(key, flowId)).status).not.toBe(429);
  });

  it('POST /v1/flows/{id}/trigger counts only against the trigger class, not against write', async () => {
    const key = await newKey();
    const flowId = await newFlow();
    const first = await call.trigger(key, flowId);
    expect(first.status).not.toBe(429);
    expect(rateHeaders(first)).toMatchObject({ limit: 1, remaining: 0 });
    const second = await call.trigger(key, flowId);
    expect(second.status).toBe(429);
    expect(await errorCode(second)).toBe('rate_limited');

    // The write budget is whole: both of its requests still go through.
    const pause = await call.pause(key, flowId);
    expect(pause.status).toBe(200);
    expect(rateHeaders(pause)).toMatchObject({ limit: 2, remaining: 1 });
    expect((await call.resume(key, flowId)).status).toBe(200);
  });

  it('two keys have separate budgets', async () => {
    const [first, second] = [await newKey(), await newKey()];
    for (let i = 0; i < 3; i++) expect((await call.listFlows(first)).status).toBe(200);
    expect((await call.listFlows(first)).status).toBe(429);

    const other = await call.listFlows(second);
    expect(other.status).toBe(200);
    expect(rateHeaders(other)).toMatchObject({ limit: 3, remaining: 2 });
  });

  it('requests without a valid key are limited per client address: 401s become 429 after the read limit', async () => {
    const statuses: number[] = [];
    // No key, then two different invalid keys: all from the same address, so all in one budget.
    const attempts: Array<string | undefined> = [undefined, 'svc_notakey1', 'svc_notakey2', undefined];
    for (const key of attempts) {
      const res = await t.request('/v1/flows', key === undefined ? {} : { key });
      statuses.push(res.status);
      rateHeaders(res);
      if (res.status === 429) expect(await errorCode(res)).toBe('rate_limited');
    }
    expect(statuses).toEqual([401, 401, 401, 429]);

    // A valid key from the same address has its own budget.
    expect((await call.listFlows(await newKey())).status).toBe(200);
  });

  it('/healthz is outside the rate limits', async () => {
    for (let i = 0; i < 6; i++) expect((await t.request('/healthz')).status).toBe(200);
  });
});

describe('sliding, not fixed, window', () => {
  const WINDOW_MS = 2000;
  let t: TestServer;
  let tenant: Tenant;
  let call: ReturnType<typeof api>;

  beforeAll(async () => {
    t = await startTestServer({ rateLimits: { windowSeconds: 2, read: 5 } });
    tenant = await seedTenant(t.knex);
    call = api(t);
  });
  afterAll(() => t.close());

  /** The next window boundary at least `leadMs` away. Boundaries are multiples of the window since the epoch. */
  function nextBoundary(leadMs: number): number {
    let boundary = Math.ceil(Date.now() / WINDOW_MS) * WINDOW_MS;
    if (boundary - Date.now() < leadMs) boundary += WINDOW_MS;
    return boundary;
  }

  it('a burst at the end of one window still counts at the start of the next, and capacity returns gradually', async () => {
    // Each attempt spends the whole limit just before a boundary. An attempt is retried (with a fresh key) only
    // when the machine was too slow for its timing to mean anything.
    for (let attempt = 1; ; attempt++) {
      const { key } = await seedKey(t.knex, tenant, SCOPES);
      const boundary = nextBoundary(900);
      await sleep(boundary - 500 - Date.now());
      for (let i = 0; i < 5; i++) expect((await call.listFlows(key)).status).toBe(200);
      const burstDone = Date.now();

      await sleep(boundary + 50 - Date.now());
      const afterBoundary = await call.listFlows(key);
      const answeredAt = Date.now();
      // A sliding window refuses until boundary + 400 ms (5 * (1 - 400/2000) + 1 = 5); only a result from within
      // that span, after a burst wholly before the boundary, tells a sliding window from a fixed one.
      const conclusive = burstDone < boundary && answeredAt < boundary + 350;
      if (!conclusive && attempt < 3) continue;
      expect(conclusive, 'the machine was too slow for three attempts in a row').toBe(true);

      // A fixed window would have started afresh at the boundary and allowed this request.
      expect(afterBoundary.status).toBe(429);
      expect(await errorCode(afterBoundary)).toBe('rate_limited');
      expect(afterBoundary.headers.get('retry-after')).toBe('1');
      expect(rateHeaders(afterBoundary).remaining).toBe(0);

      // 800 ms into the window the previous burst weighs 60%: some capacity is back, not all of it.
      await sleep(boundary + 800 - Date.now());
      const statuses: number[] = [];
      const probeStart = Date.now();
      for (let i = 0; i < 5; i++) statuses.push((await call.listFlows(key)).status);
      // Another request's worth of capacity returns every 400 ms: five requests spread over longer than that are a
      // slow machine's answer, not the limiter's, and the attempt is made again.
      if (Date.now() - probeStart > 350 && attempt < 3) continue;
      const allowed = statuses.filter((s) => s === 200).length;
      expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
      expect(allowed).toBeGreaterThanOrEqual(1);
      expect(allowed).toBeLessThanOrEqual(4);
      // Refusals come only after the capacity that had come back is spent.
      expect(statuses).toEqual([...Array(allowed).fill(200), ...Array(5 - allowed).fill(429)]);
      return;
    }
  });
});

describe('sliding-window arithmetic (decide)', () => {
  const W = 60_000;
  const base = 1_800_000_000_000; // a window boundary (a multiple of 60 s since the epoch)

  it('windowStart rounds down to a multiple of the window since the epoch', () => {
    expect(base % W).toBe(0);
    expect(windowStart(base, 60)).toBe(base);
    expect(windowStart(base + 59_999, 60)).toBe(base);
    expect(windowStart(base + 60_000, 60)).toBe(base + W);
  });

  it('remaining is the limit minus the weighted estimate, rounded down', () => {
    // Half way through the window the previous window's 4 requests weigh 2; with 1 in this window, 3 are used.
    const d = decide({ windowStartMs: base, previous: 4, current: 1 }, true, { nowMs: base + 30_000, limit: 5, windowSeconds: 60 });
    expect(d).toMatchObject({ allowed: true, limit: 5, remaining: 2 });
    const fractional = decide({ windowStartMs: base, previous: 5, current: 1 }, true, { nowMs: base + 45_000, limit: 5, windowSeconds: 60 });
    expect(fractional.remaining).toBe(2); // 5 - (1.25 + 1) = 2.75
  });

  it('with room left, the next slot is free now', () => {
    const now = base + 10_500;
    const d = decide({ windowStartMs: base, previous: 0, current: 2 }, true, { nowMs: now, limit: 5, windowSeconds: 60 });
    expect(d.resetAt).toBe(Math.ceil(now / 1000));
  });

  it('when the previous window fills the estimate, the next slot frees once it has decayed by one request', () => {
    // previous 5 * (1 - x / 60 s) + 0 + 1 <= 5 from x = 12 s on.
    const now = base + 1_000;
    const d = decide({ windowStartMs: base, previous: 5, current: 0 }, false, { nowMs: now, limit: 5, windowSeconds: 60 });
    expect(d).toMatchObject({ allowed: false, remaining: 0, resetAt: (base + 12_000) / 1000, retryAfter: 11 });
  });

  it('when the current window alone is full, the next slot frees in the next window', () => {
    // In the next window the 5 weigh 5 * (1 - x / 60 s); one more fits from x = 12 s on.
    const now = base + 50_000;
    const d = decide({ windowStartMs: base, previous: 0, current: 5 }, false, { nowMs: now, limit: 5, windowSeconds: 60 });
    expect(d).toMatchObject({ allowed: false, remaining: 0, resetAt: (base + W + 12_000) / 1000, retryAfter: 22 });
  });

  it('Retry-After rounds up to whole seconds, so waiting it is always enough', () => {
    // The next slot frees at base + 12 s, half a second from now.
    const d = decide({ windowStartMs: base, previous: 5, current: 0 }, false, { nowMs: base + 11_500, limit: 5, windowSeconds: 60 });
    expect(d.retryAfter).toBe(1);
  });
});

const stores: Array<[string, () => Promise<{ store: RateLimitStore; close: () => Promise<void> }>]> = [
  ['memory store', async () => ({ store: memoryRateLimitStore(), close: async () => {} })],
  [
    'SQL store',
    async () => {
      const database = await freshDatabase();
      return { store: sqlRateLimitStore(database.db.knex), close: () => database.drop() };
    },
  ],
  ...(onRedis
    ? [
        [
          'Redis store',
          async () => {
            const store = redisRateLimitStore(TEST_REDIS_URL!);
            await store.ready();
            return { store, close: () => store.close() };
          },
        ] as (typeof stores)[number],
      ]
    : []),
];

describe.each(stores)('%s with an explicit clock', (_name, open) => {
  const W = 60_000;
  const base = 1_800_000_000_000; // a window boundary
  let store: RateLimitStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());

  const bucket = () => `test:${crypto.randomUUID()}`;
  async function spend(b: string, n: number, nowMs: number, limit = 5): Promise<boolean[]> {
    const out: boolean[] = [];
    for (let i = 0; i < n; i++) out.push((await store.consume(b, limit, 60, nowMs)).allowed);
    return out;
  }

  it('allows the limit within a window and refuses the next request', async () => {
    const b = bucket();
    expect(await spend(b, 6, base + 1_000)).toEqual([true, true, true, true, true, false]);
  });

  it('counts a burst at the end of a window nearly whole just after the boundary', async () => {
    const b = bucket();
    expect(await spend(b, 5, base + 59_000)).toEqual([true, true, true, true, true]);
    const d = await store.consume(b, 5, 60, base + W + 1_000);
    expect(d.allowed).toBe(false); // a fixed window would allow it
    expect(d.retryAfter).toBe(11);
    expect(d.resetAt).toBe((base + W + 12_000) / 1000);
  });

  it('frees capacity gradually, exactly as the previous window decays', async () => {
    const b = bucket();
    await spend(b, 5, base + 59_000);
    // 5 * (1 - x / 60 s) + 1 <= 5 first holds at x = 12 s.
    expect((await store.consume(b, 5, 60, base + W + 11_999)).allowed).toBe(false);
    expect((await store.consume(b, 5, 60, base + W + 12_000)).allowed).toBe(true);
    expect((await store.consume(b, 5, 60, base + W + 12_001)).allowed).toBe(false);
    // At x = 30 s the old burst weighs 2.5: with 1 already taken, one more fits (2.5 + 2 <= 5), a second does not.
    expect(await spend(b, 2, base + W + 30_000)).toEqual([true, false]);
  });

  it('refused requests are not counted', async () => {
    const b = bucket();
    expect(await spend(b, 8, base + 1_000)).toEqual([true, true, true, true, true, false, false, false]);
    // In the next window the 5 allowed ones (not 8) decay: one more fits from 12 s on.
    expect((await store.consume(b, 5, 60, base + W + 12_000)).allowed).toBe(true);
  });

  it('forgets a window once it is more than one window old', async () => {
    const b = bucket();
    await spend(b, 5, base + 59_000);
    expect(await spend(b, 6, base + 2 * W + 1)).toEqual([true, true, true, true, true, false]);
  });

  it('keeps buckets apart', async () => {
    const [a, other] = [bucket(), bucket()];
    await spend(a, 5, base + 1_000);
    expect((await store.consume(a, 5, 60, base + 1_001)).allowed).toBe(false);
    const d = await store.consume(other, 5, 60, base + 1_001);
    expect(d).toMatchObject({ allowed: true, remaining: 4 });
  });
});

const sharedStores: Array<[string, string | undefined, boolean]> = [
  ['the PostgreSQL counters', undefined, onPostgres],
  ['Redis (SLUICE_REDIS_URL)', TEST_REDIS_URL, onPostgres && onRedis],
];

describe.each(sharedStores)('across two server processes sharing one PostgreSQL database, counting in %s', (_name, redisUrl, runs) => {
  let database: TestDatabase | undefined;
  let tenant: Tenant;
  const processes: Array<{ proc: Proc; url: string }> = [];

  function startProcess(port: number, databaseUrl: string) {
    const env = {
      DATABASE_URL: databaseUrl,
      SLUICE_SECRET_KEY: crypto.randomBytes(32).toString('hex'),
      SLUICE_RATE_LIMIT_READ: '10',
      SLUICE_RATE_LIMIT_WINDOW_SECONDS: undefined,
      SLUICE_REDIS_URL: redisUrl,
    };
    return { proc: launchSluice(['serve', '--port', String(port), '--host', '127.0.0.1'], { env }), url: `http://127.0.0.1:${port}` };
  }

  beforeAll(async () => {
    if (!runs) return;
    database = await freshDatabase();
    tenant = await seedTenant(database.db.knex);
    const ports = await freePorts(2);
    for (const port of ports) processes.push(startProcess(port, database.url!));
    await Promise.all(processes.map((p) => waitForHealth(p.proc, p.url)));
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.proc.stop()));
    await database?.drop();
  });

  it.skipIf(!runs)('the read limit holds across both processes: of 14 alternating GETs, 10 succeed and 4 are refused', async () => {
    const results: Array<{ process: number; status: number; remaining: number }> = [];
    for (let i = 0; i < 14; i++) {
      const p = processes[i % 2]!;
      const res = await checkedFetch(`${p.url}/v1/flows`, { headers: { Authorization: `Bearer ${tenant.key}` } });
      const h = rateHeaders(res);
      expect(h.limit).toBe(10);
      if (res.status === 429) expect(await errorCode(res)).toBe('rate_limited');
      results.push({ process: i % 2, status: res.status, remaining: h.remaining });
    }
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(4);
    // Each process alone saw 7 requests, fewer than the limit: only a shared count refuses any.
    expect(new Set(refused.map((r) => r.process))).toEqual(new Set([0, 1]));
    // One budget, counted down by both processes in turn.
    expect(ok.map((r) => r.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });
});
