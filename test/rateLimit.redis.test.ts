// Rate-limit counters in Redis (SLUICE_REDIS_URL): the counts really live in Redis (and not in
// PostgreSQL), a Redis that goes away mid-flight answers 503 with Retry-After instead of 500 or a hang, and recovers
// when it returns, and a bad or unreachable SLUICE_REDIS_URL stops the server at start with a message that never
// shows the URL's password. The sliding-window cases and the two-process case run against Redis in rateLimit.test.ts.
import fs from 'node:fs';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ConfigError } from '../src/configError.js';
import { counterKey, redisRateLimitStore } from '../src/http/rateLimit/redisStore.js';
import { windowStart } from '../src/http/rateLimit/slidingWindow.js';
import { migratedDataDir } from './support/dataDirTemplate.js';
import { expectError } from './support/expectError.js';
import { freePorts, runSluice } from './support/process.js';
import { onRedis, TEST_REDIS_URL } from './support/redis.js';
import { seedTenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

describe('SLUICE_REDIS_URL', () => {
  it('accepts redis:// and rediss:// URLs', () => {
    expect(loadConfig({ SLUICE_REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ SLUICE_REDIS_URL: 'rediss://:pw@cache.example.com:6380/2' }).redisUrl).toBe('rediss://:pw@cache.example.com:6380/2');
    expect(loadConfig({}).redisUrl).toBeUndefined();
  });

  it('refuses another scheme or a non-URL, without repeating the value (it may hold a password)', () => {
    for (const value of ['http://:hunter2@127.0.0.1:6379', 'hunter2-not-a-url']) {
      let error: unknown;
      try {
        loadConfig({ SLUICE_REDIS_URL: value });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^SLUICE_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('a server whose Redis does not answer stops at start, naming the host and not the password', async () => {
    const [closedPort] = await freePorts(1);
    const dataDir = await migratedDataDir('sluice-redis-');
    const result = await runSluice(['start', '--port', '0'], {
      env: { SLUICE_REDIS_URL: `redis://:hunter2@127.0.0.1:${closedPort}`, SLUICE_DATA_DIR: dataDir },
    }).finally(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain(`SLUICE_REDIS_URL: Redis at 127.0.0.1:${closedPort} does not answer`);
    expect(result.stderr + result.stdout).not.toContain('hunter2');
  });
});

/** A TCP relay in front of Redis that can be cut (every connection dropped, new ones refused) and restored. */
async function redisRelay(target: URL): Promise<{ url: string; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let server: net.Server;
  const [port] = await freePorts(1);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });
  };
  await listen();
  return { url: `redis://127.0.0.1:${port}`, cut, restore: listen, close: cut };
}

describe.skipIf(!onRedis)('an API server counting in Redis', () => {
  let server: TestServer;
  let relay: Awaited<ReturnType<typeof redisRelay>>;
  let redis: Redis;
  let key: string;
  let keyId: string;

  beforeAll(async () => {
    relay = await redisRelay(new URL(TEST_REDIS_URL!));
    redis = new Redis(TEST_REDIS_URL!);
    server = await startTestServer({ redisUrl: relay.url, rateLimits: { read: 5 } });
    ({ key, keyId } = await seedTenant(server.knex));
  });

  afterAll(async () => {
    await server?.close();
    await relay?.close();
    redis?.disconnect();
  });

  it('counts each request in Redis under the key and window, and nothing in PostgreSQL', async () => {
    const nowMs = Date.now();
    const res = await server.request('/v1/flows', { key });
    expect(res.status).toBe(200);
    // A request that straddles a window boundary counts in the newer window: look in both.
    const starts = [...new Set([windowStart(nowMs, 60) / 1000, windowStart(Date.now(), 60) / 1000])];
    const counts = await Promise.all(starts.map((s) => redis.get(counterKey(`key:${keyId}:read`, s))));
    expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(1);
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBe(4);
    expect(await server.knex('rate_limit_counters').count({ n: '*' }).first()).toEqual({ n: 0 });
    // The counter lives for two windows from the start of the window it counts in.
    const counted = starts[counts.findIndex((c) => Number(c) === 1)]!;
    const ttl = await redis.pttl(counterKey(`key:${keyId}:read`, counted));
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(120_000);
  });

  it('answers 503 service_unavailable with Retry-After while Redis is unreachable, and counts again once it is back', async () => {
    await relay.cut();
    try {
      const res = await server.request('/v1/flows', { key });
      await expectError(res, 503, 'service_unavailable', /rate-limit store is unreachable; retry after 5 seconds/);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await relay.restore();
    }
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await server.request('/v1/flows', { key })).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  });
});
