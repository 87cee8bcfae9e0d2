// Slow external calls: one customer's slow external calls must not stall another customer's API. Customer B holds
// connector verifies and webhook test sends, with Idempotency-Keys, against a loopback port that accepts and never
// answers. More of them are held at once than the PostgreSQL pool has connections (20), and the embedded database
// has one, so were any of them holding a connection (or a transaction) while it waits, A's reads would queue
// behind it for the calls' whole time-out. Beyond B's cap of slow operations, B is refused with 429; the held calls
// still end with their time-out result, and replaying their keys returns that stored result.
import crypto from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { ConfigError } from '../src/configError.js';
import { DEFAULT_WEBHOOK_SETTINGS } from '../src/domain/webhooks/settings.js';
import { runtimeOptions } from './fixtures/plugins/harness.js';
import { seedFlow, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';

/** Slow operations B may hold at once: as many as the PostgreSQL test pool has connections. */
const CAP = 20;
/**
 * The time-out of a check and of a webhook send: long enough for all of B's calls to get under way (each verify
 * spawns a plugin process, slow on a loaded machine) and for A's reads to be measured while they are all held.
 */
const TIMEOUT_MS = 20_000;
const READS = 60;

interface Outcome {
  status: number;
  text: string;
  headers: Headers;
}

/** A loopback TCP port that accepts connections and never sends a byte. */
async function silentPort(): Promise<{ port: number; accepted: () => number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    accepted: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('slow external calls of one customer', () => {
  let t: TestServer;
  let silent: Awaited<ReturnType<typeof silentPort>>;
  let a: Tenant;
  let b: Tenant;
  let slowConnector: string;
  let slowWebhook: string;
  let quickConnector: string;
  let bQuickConnector: string;

  beforeAll(async () => {
    silent = await silentPort();
    const base = runtimeOptions();
    t = await startTestServer({
      // Loopback is where the test's targets live; the egress policy refuses it unless the operator opens it.
      connectors: { ...base, checkTimeoutMs: TIMEOUT_MS, maxProcesses: CAP + 2, env: { ...base.env, SLUICE_EGRESS_ALLOW: '*' } },
      webhooks: { ...DEFAULT_WEBHOOK_SETTINGS, timeoutMs: TIMEOUT_MS, allowPrivate: true },
      slowOperationsPerCustomer: CAP,
      rateLimits: { read: 100_000, write: 100_000 },
    });
    a = await seedTenant(t.knex, { name: 'Customer A' });
    b = await seedTenant(t.knex, { name: 'Customer B' });
    for (let i = 0; i < 3; i++) await seedFlow(t.knex, t.secrets, a.customerId, { name: `A's flow ${i}` });

    const created = async (tenant: Tenant, path: string, body: unknown): Promise<string> => {
      const res = await t.request(path, { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    const httpConnector = (port: number) => ({ name: 'Internal API', type: 'http', config: { base_url: `http://127.0.0.1:${port}`, check_path: '/health' }, credentials: {} });
    slowConnector = await created(b, '/v1/connectors', httpConnector(silent.port));
    slowWebhook = await created(b, '/v1/webhooks', { url: `https://127.0.0.1:${silent.port}/hook`, events: ['run.failed'] });
    const closed = await closedPort();
    quickConnector = await created(a, '/v1/connectors', httpConnector(closed));
    bQuickConnector = await created(b, '/v1/connectors', httpConnector(closed));
    // The first connector created loads every plugin's manifest in a process of its own: slow on a loaded machine.
  }, 180_000);

  /** Calls still in flight when a test ends early: the server's close waits for them. */
  const pending: Array<Promise<unknown>> = [];

  afterAll(async () => {
    await silent?.close();
    await Promise.allSettled(pending);
    await t?.close();
  });

  const post = async (tenant: Tenant, path: string, idempotencyKey?: string): Promise<Outcome> => {
    const res = await t.request(path, { method: 'POST', key: tenant.key, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} });
    return { status: res.status, text: await res.text(), headers: res.headers };
  };
  const verify = (tenant: Tenant, connectorId: string, key?: string) => post(tenant, `/v1/connectors/${connectorId}/verify`, key);
  const testSend = (tenant: Tenant, webhookId: string, key?: string) => post(tenant, `/v1/webhooks/${webhookId}/test`, key);
  const errorOf = (o: Outcome) => (JSON.parse(o.text) as { error: { code: string; message: string; request_id: string } }).error;

  it("while B holds 20 slow verifies and test sends, A's reads stay fast, B's extra calls get 429, and B's calls end with stored, replayable results", async () => {
    // Slow operations that fail at once give their slot back: were slots leaked, the held calls below would be refused.
    for (let i = 0; i < CAP + 5; i++) {
      const missing = await verify(b, 'con_doesnotexist', i % 2 ? crypto.randomUUID() : undefined);
      expect(missing.status).toBe(404);
    }

    const keys = Array.from({ length: CAP }, () => crypto.randomUUID());
    let settled = 0;
    const held = keys.map((key, i) => {
      const call = i % 2 === 0 ? verify(b, slowConnector, key) : testSend(b, slowWebhook, key);
      return call.finally(() => (settled += 1));
    });
    pending.push(...held);
    // Every one of them is now waiting on the silent port.
    await until(() => silent.accepted() >= CAP, 30_000, `${CAP} connections to the silent port`);
    expect(settled).toBe(0);

    // A duplicate of a held call waits for it, then is told it is still in progress; it takes no slot.
    const duplicate = verify(b, slowConnector, keys[0]);
    pending.push(duplicate);

    // Beyond the cap, with or without a key, verify or test send: 429 in the envelope, with Retry-After.
    const refusedKeys = [crypto.randomUUID(), crypto.randomUUID()];
    const refused = await Promise.all([
      verify(b, bQuickConnector, refusedKeys[0]),
      testSend(b, slowWebhook, refusedKeys[1]),
      verify(b, slowConnector),
      testSend(b, slowWebhook),
      post(b, `/v1/webhooks/${slowWebhook}/deliveries/del_doesnotexist/replay`),
    ]);
    for (const r of refused) {
      expect(r.status, r.text).toBe(429);
      const error = errorOf(r);
      expect(error.code).toBe('concurrency_limited');
      expect(error.message).toMatch(new RegExp(`already has ${CAP} slow operations .*\\(SLUICE_SLOW_OPERATIONS_PER_CUSTOMER=${CAP}\\); retry after \\d+ seconds`));
      expect(error.request_id).toBe(r.headers.get('x-request-id'));
      const retryAfter = Number(r.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(Math.ceil(TIMEOUT_MS / 1000));
      expect(r.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    }
    // A refused call never reached the target.
    expect(silent.accepted()).toBe(CAP);

    // The cap is B's: A's own verify runs (and fails fast against a closed port) while B is at its cap.
    const aVerify = await verify(a, quickConnector, crypto.randomUUID());
    expect(aVerify.status, aVerify.text).toBe(200);
    expect(JSON.parse(aVerify.text)).toMatchObject({ result: 'error', connector_id: quickConnector });

    // A's reads, measured only while every one of B's calls is still held.
    const latencies: number[] = [];
    while (latencies.length < READS && settled === 0) {
      const started = performance.now();
      const res = await t.client(a.key).GET('/v1/flows');
      latencies.push(performance.now() - started);
      expect(res.response.status).toBe(200);
      expect(res.data?.data).toHaveLength(3);
    }
    expect(settled, `B's calls ended before A's ${READS} reads did (${latencies.length} done)`).toBe(0);
    latencies.sort((x, y) => x - y);
    const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1];
    expect(p99, `A's GET /v1/flows latencies (ms): ${latencies.map(Math.round).join(', ')}`).toBeLessThan(1_000);

    const dup = await duplicate;
    expect(dup.status, dup.text).toBe(409);
    expect(errorOf(dup).code).toBe('idempotency_in_progress');
    expect(dup.headers.get('retry-after')).toMatch(/^\d+$/);

    // The held calls end with the result of their time-out.
    const outcomes = await Promise.all(held);
    outcomes.forEach((o, i) => {
      expect(o.status, o.text).toBe(200);
      const body = JSON.parse(o.text) as { result: string; error: { code: string } | null };
      expect(body.result).toBe('error');
      expect(body.error?.code).toBe(i % 2 === 0 ? 'plugin_timeout' : 'timeout');
      expect(o.headers.get('idempotent-replayed')).toBeNull();
    });

    // Their keys replay the stored results, without calling the target again.
    const replays = await Promise.all(keys.map((key, i) => (i % 2 === 0 ? verify(b, slowConnector, key) : testSend(b, slowWebhook, key))));
    replays.forEach((r, i) => {
      expect(r.status).toBe(200);
      expect(r.headers.get('idempotent-replayed')).toBe('true');
      expect(r.text).toBe(outcomes[i]!.text);
    });
    expect(silent.accepted()).toBe(CAP);
    const stored = await t.knex('idempotency_keys').where({ customer_id: b.customerId }).whereIn('key', keys).pluck('state');
    expect(stored).toEqual(keys.map(() => 'completed'));

    // A 429 was not stored and every slot was given back: a refused key now executes, it is not replayed.
    expect(await t.knex('idempotency_keys').where({ customer_id: b.customerId }).whereIn('key', refusedKeys).first()).toBeUndefined();
    const retried = await verify(b, bQuickConnector, refusedKeys[0]);
    expect(retried.status, retried.text).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.parse(retried.text)).toMatchObject({ result: 'error', connector_id: bQuickConnector });
    const again = await Promise.all(Array.from({ length: CAP }, () => verify(b, bQuickConnector)));
    for (const r of again) expect(r.status, r.text).toBe(200);
    expect(silent.accepted()).toBe(CAP);
  }, 180_000);
});

describe('SLUICE_SLOW_OPERATIONS_PER_CUSTOMER', () => {
  it('defaults to 4 and must be a positive integer', () => {
    expect(loadConfig({}).slowOperationsPerCustomer).toBe(4);
    expect(loadConfig({ SLUICE_SLOW_OPERATIONS_PER_CUSTOMER: '12' }).slowOperationsPerCustomer).toBe(12);
    for (const bad of ['0', '-1', 'four', '2.5']) {
      expect(() => loadConfig({ SLUICE_SLOW_OPERATIONS_PER_CUSTOMER: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ SLUICE_SLOW_OPERATIONS_PER_CUSTOMER: bad })).toThrow(`SLUICE_SLOW_OPERATIONS_PER_CUSTOMER must be a positive integer; got '${bad}'`);
    }
  });
});
