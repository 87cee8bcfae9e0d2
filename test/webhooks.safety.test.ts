// Webhooks cannot be aimed at our own network: every non-public address class is refused when an endpoint is
// created (as a literal or through DNS) and again on every connect, on the address actually dialled. Private access
// is only possible with SLUICE_WEBHOOK_ALLOW_PRIVATE=true.
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedAddressClass } from '../src/domain/webhooks/addressPolicy.js';
import { loadConfig } from '../src/config.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { makeCertificate, startReceiver, startWebhookServer, testSettings, type Certificate, type Receiver, type WebhookTestServer } from './support/webhooks.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<any> => res.json();

/** One address of each refused class, with the name the refusal gives it. */
const REFUSED: Array<[string, string, string]> = [
  ['IPv4 loopback', '127.0.0.1', 'loopback'],
  ['IPv4 loopback, elsewhere in 127/8', '127.45.6.7', 'loopback'],
  ['private 10/8', '10.1.2.3', 'private'],
  ['private 172.16/12', '172.20.0.1', 'private'],
  ['private 192.168/16', '192.168.1.10', 'private'],
  ['link-local', '169.254.10.20', 'link-local'],
  ['cloud metadata', '169.254.169.254', 'cloud metadata'],
  ['carrier-grade NAT', '100.64.0.1', 'carrier-grade NAT (shared address space)'],
  ['IPv4 unspecified', '0.0.0.0', 'unspecified ("this network")'],
  ['IPv4 multicast', '224.0.0.1', 'multicast'],
  ['IPv4 broadcast', '255.255.255.255', 'reserved or broadcast'],
  ['documentation', '192.0.2.10', 'documentation'],
  ['benchmarking', '198.18.0.1', 'benchmarking'],
  ['IPv6 loopback', '::1', 'loopback'],
  ['IPv6 unspecified', '::', 'unspecified'],
  ['IPv6 unique local', 'fd12:3456::1', 'unique local (ULA)'],
  ['IPv6 link-local', 'fe80::1', 'link-local'],
  ['IPv4-mapped IPv6 (loopback)', '::ffff:127.0.0.1', 'IPv4-mapped IPv6'],
  ['IPv4-mapped IPv6 (public)', '::ffff:8.8.8.8', 'IPv4-mapped IPv6'],
  ['IPv6 multicast', 'ff02::1', 'multicast'],
  ['IPv6 documentation', '2001:db8::1', 'documentation'],
  ['NAT64 of a private address', '64:ff9b::a00:1', 'private (via NAT64)'],
  ['6to4 of loopback', '2002:7f00:1::1', 'loopback (via 6to4)'],
];

const PUBLIC_ADDRESS = '93.184.216.34';

describe('address classes', () => {
  it.each(REFUSED)('refuses %s (%s)', (_name, address, cls) => {
    expect(refusedAddressClass(address)).toBe(cls);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '64:ff9b::808:808'])('accepts public %s', (address) => {
    expect(refusedAddressClass(address)).toBeNull();
  });
});

describe('SSRF protection with private access off', () => {
  let cert: Certificate;
  let t: WebhookTestServer;
  let receiver: Receiver;
  let tenant: Tenant;
  // What the test resolver answers for each name; anything else is looked up for real (e.g. localhost).
  const answers = new Map<string, string>();
  const lookup: LookupFunction = (hostname, options, callback) => {
    const address = answers.get(hostname);
    if (address === undefined) return (dns.lookup as LookupFunction)(hostname, options, callback);
    const family = address.includes(':') ? 6 : 4;
    if (options.all) return callback(null, [{ address, family }]);
    return callback(null, address, family);
  };

  beforeAll(async () => {
    cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert, { allowPrivate: false, lookup }));
    receiver = await startReceiver(cert);
    tenant = await seedTenant(t.knex);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  const create = (url: string) =>
    t.request('/v1/webhooks', { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ url, events: ['flow.paused'] }) });

  const literal = (address: string) => (address.includes(':') ? `[${address}]` : address);

  it.each(REFUSED)('refuses to create an endpoint at a %s literal', async (_name, address, cls) => {
    const res = await create(`https://${literal(address)}:${receiver.port}/hook`);
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.error.code).toBe('validation_error');
    expect(body.error.message).toMatch(/^body field 'url' is refused: /);
    expect(body.error.message).toContain(`a ${cls} address`);
  });

  it('refuses to create an endpoint whose host name resolves to 127.0.0.1 (localhost)', async () => {
    const res = await create(`https://localhost:${receiver.port}/hook`);
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toMatch(/^body field 'url' is refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
  });

  it.each(REFUSED)('refuses to create an endpoint whose host name resolves to a %s address', async (_name, address, cls) => {
    answers.set('inside.example.test', address);
    const res = await create('https://inside.example.test/hook');
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toBe(`body field 'url' is refused: inside.example.test resolves to ${address}, a ${cls} address; webhooks are delivered to public addresses only`);
  });

  it('refuses a host name that does not resolve', async () => {
    const res = await create('https://does-not-exist.invalid/hook');
    expect(res.status).toBe(422);
    expect((await json(res)).error.message).toMatch(/^body field 'url' host 'does-not-exist\.invalid' does not resolve/);
  });

  it('accepts a host name that resolves to a public address', async () => {
    answers.set('public.example.test', PUBLIC_ADDRESS);
    expect((await create('https://public.example.test/hook')).status).toBe(201);
  });

  describe('at connect time', () => {
    it.each(REFUSED)('refuses to connect when the name now resolves to a %s address, and sends nothing', async (_name, address, cls) => {
      answers.set('rebind.example.test', PUBLIC_ADDRESS);
      const created = await create('https://rebind.example.test/hook');
      expect(created.status).toBe(201);
      const { id } = await json(created);
      answers.set('rebind.example.test', address);
      const before = receiver.requests.length;
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id } } });
      expect(res.data).toMatchObject({ result: 'error', status_code: null, error: { code: 'address_refused' } });
      expect(res.data!.error!.message).toBe(`rebind.example.test resolves to ${address}, a ${cls} address; webhooks are delivered to public addresses only`);
      expect(receiver.requests.length).toBe(before);
    });

    it('refuses to connect to a name resolving to 127.0.0.1 where a receiver really listens', async () => {
      answers.set('sneaky.example.test', PUBLIC_ADDRESS);
      const { id } = await json(await create(`https://sneaky.example.test:${receiver.port}/hook`));
      answers.set('sneaky.example.test', '127.0.0.1');
      const before = receiver.requests.length;
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id } } });
      expect(res.data!.error!.code).toBe('address_refused');
      expect(receiver.requests.length).toBe(before);
    });

    it('refuses a stored literal private address (a URL that bypassed the creation check)', async () => {
      answers.set('public2.example.test', PUBLIC_ADDRESS);
      const { id } = await json(await create('https://public2.example.test/hook'));
      await t.knex('webhook_endpoints').where({ id }).update({ url: `https://127.0.0.1:${receiver.port}/hook` });
      const before = receiver.requests.length;
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id } } });
      expect(res.data!.error).toEqual({ code: 'address_refused', message: '127.0.0.1 is a loopback address; webhooks are delivered to public addresses only' });
      expect(receiver.requests.length).toBe(before);
    });
  });
});

describe('SLUICE_WEBHOOK_ALLOW_PRIVATE', () => {
  it('is off unless set to true', () => {
    expect(loadConfig({}).webhooks!.allowPrivate).toBe(false);
    expect(loadConfig({ SLUICE_WEBHOOK_ALLOW_PRIVATE: 'false' }).webhooks!.allowPrivate).toBe(false);
    expect(loadConfig({ SLUICE_WEBHOOK_ALLOW_PRIVATE: 'true' }).webhooks!.allowPrivate).toBe(true);
    expect(() => loadConfig({ SLUICE_WEBHOOK_ALLOW_PRIVATE: 'yes' })).toThrow(/SLUICE_WEBHOOK_ALLOW_PRIVATE must be true or false/);
  });

  it('lets an endpoint on loopback be created and reached when true', async () => {
    const cert = makeCertificate();
    const t = await startWebhookServer(testSettings(cert, { allowPrivate: true }));
    const receiver = await startReceiver(cert);
    try {
      const tenant = await seedTenant(t.knex);
      const created = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `https://localhost:${receiver.port}/hook`, events: ['flow.paused'] } });
      expect(created.response.status).toBe(201);
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: created.data!.id } } });
      expect(res.data).toMatchObject({ result: 'ok', status_code: 200 });
      expect(receiver.requests).toHaveLength(1);
      // https stays mandatory.
      const http = await t.request('/v1/webhooks', { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ url: `http://localhost:${receiver.port}/hook`, events: ['flow.paused'] }) });
      expect(http.status).toBe(422);
    } finally {
      await t.close();
      await receiver.close();
    }
  });
});

describe('configuration', () => {
  it('reads the retry schedule and time-out from the environment', () => {
    const w = loadConfig({ SLUICE_WEBHOOK_RETRY_SCHEDULE: '500ms,2s,1m', SLUICE_WEBHOOK_TIMEOUT_MS: '2500' }).webhooks!;
    expect(w.retrySchedule).toEqual([500, 2000, 60_000]);
    expect(w.timeoutMs).toBe(2500);
  });

  it('defaults to the spec\u2019s schedule and 10 s time-out', () => {
    const w = loadConfig({}).webhooks!;
    expect(w.retrySchedule).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000, 86_400_000]);
    expect(w.timeoutMs).toBe(10_000);
  });

  it('refuses a schedule that does not increase', () => {
    expect(() => loadConfig({ SLUICE_WEBHOOK_RETRY_SCHEDULE: '1m,30s' })).toThrow(/SLUICE_WEBHOOK_RETRY_SCHEDULE: retry offsets must increase/);
    expect(() => loadConfig({ SLUICE_WEBHOOK_RETRY_SCHEDULE: 'soon' })).toThrow(/SLUICE_WEBHOOK_RETRY_SCHEDULE: 'soon' is not a duration/);
  });

  it('refuses an unreadable CA file', () => {
    expect(() => loadConfig({ SLUICE_WEBHOOK_CA_FILE: '/nonexistent/ca.pem' })).toThrow(/SLUICE_WEBHOOK_CA_FILE: cannot read/);
  });
});
