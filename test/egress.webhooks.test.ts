// Webhooks go through the same egress policy as connectors. The IPv6 forms that embed an IPv4 address, which the
// old guard let through as `[::ffff:0:7f00:1]` (IPv4-translated), are refused at creation and at connect time;
// SLUICE_EGRESS_ALLOW opens addresses to webhooks as it does to connectors, and SLUICE_WEBHOOK_ALLOW_PRIVATE=true
// still opens everything.
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '../src/egress/allowList.js';
import { LOOKUP_TIMEOUT_MS, urlProblem } from '../src/domain/webhooks/urlPolicy.js';
import { seedTenant, type Tenant } from './support/seed.js';
import { makeCertificate, startReceiver, startWebhookServer, testSettings, type Certificate, type Receiver, type WebhookTestServer } from './support/webhooks.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<any> => res.json();

/** Addresses that reach 127.0.0.1 or another refused IPv4 address through an IPv6 form, with the class named. */
const EMBEDDED: Array<[string, string]> = [
  ['::ffff:0:7f00:1', 'IPv4-translated IPv6'],
  ['::ffff:0:a9fe:a9fe', 'IPv4-translated IPv6'],
  ['::ffff:7f00:1', 'IPv4-mapped IPv6'],
  ['::7f00:1', 'IPv4-compatible IPv6 (deprecated)'],
  ['64:ff9b::7f00:1', 'loopback (via NAT64)'],
  ['2002:7f00:1::', 'loopback (via 6to4)'],
];

const PUBLIC_ADDRESS = '93.184.216.34';

describe('webhooks and the IPv6 forms of IPv4 addresses', () => {
  let cert: Certificate;
  let t: WebhookTestServer;
  let receiver: Receiver;
  let tenant: Tenant;
  const answers = new Map<string, string>();
  const lookup: LookupFunction = (hostname, options, callback) => {
    const address = answers.get(hostname);
    if (address === undefined) return (dns.lookup as LookupFunction)(hostname, options, callback);
    if (options.all) return callback(null, [{ address, family: 6 }]);
    return callback(null, address, 6);
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

  it.each(EMBEDDED)('refuses an endpoint at [%s] (%s)', async (address, cls) => {
    const res = await create(`https://[${address}]:${receiver.port}/hook`);
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.error.code).toBe('validation_error');
    expect(body.error.message).toMatch(new RegExp(`^body field 'url' is refused: \\S+ is a ${cls.replace(/[()]/g, '\\$&')} address; webhooks are delivered to public addresses only$`));
  });

  it.each(EMBEDDED)('refuses to connect when a name comes to resolve to %s, and sends nothing', async (address, cls) => {
    answers.set('rebind6.example.test', '2606:4700:4700::1111');
    const created = await create(`https://rebind6.example.test:${receiver.port}/hook`);
    expect(created.status).toBe(201);
    const { id } = await json(created);
    answers.set('rebind6.example.test', address);
    const before = receiver.requests.length;
    const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id } } });
    expect(res.data).toMatchObject({ result: 'error', error: { code: 'address_refused' } });
    expect(res.data!.error!.message).toBe(`rebind6.example.test resolves to ${address}, a ${cls} address; webhooks are delivered to public addresses only`);
    expect(receiver.requests.length).toBe(before);
    answers.delete('rebind6.example.test');
  });

  it('still accepts a public address', async () => {
    answers.set('public6.example.test', PUBLIC_ADDRESS);
    expect((await create('https://public6.example.test/hook')).status).toBe(201);
  });
});

describe('SLUICE_EGRESS_ALLOW for webhooks', () => {
  it('opens exactly what it lists', async () => {
    const cert = makeCertificate();
    const receiver = await startReceiver(cert);
    const t = await startWebhookServer(testSettings(cert, { allowPrivate: false, egressAllow: parseAllowList(`127.0.0.1:${receiver.port}`) }));
    try {
      const tenant = await seedTenant(t.knex);
      const client = t.client(tenant.key);
      const allowed = await client.POST('/v1/webhooks', { body: { url: `https://127.0.0.1:${receiver.port}/hook`, events: ['flow.paused'] } });
      expect(allowed.response.status).toBe(201);
      const sent = await client.POST('/v1/webhooks/{id}/test', { params: { path: { id: allowed.data!.id } } });
      expect(sent.data).toMatchObject({ result: 'ok' });
      expect(receiver.requests).toHaveLength(1);
      const otherPort = await client.POST('/v1/webhooks', { body: { url: `https://127.0.0.1:${receiver.port + 1}/hook`, events: ['flow.paused'] } });
      expect(otherPort.response.status).toBe(422);
      const translated = await client.POST('/v1/webhooks', { body: { url: `https://[::ffff:0:7f00:1]:${receiver.port}/hook`, events: ['flow.paused'] } });
      expect(translated.response.status).toBe(422);
    } finally {
      await t.close();
      await receiver.close();
    }
  });
});

describe('the URL check of an endpoint', () => {
  it('gives up on a name server that never answers after LOOKUP_TIMEOUT_MS, naming the host', async () => {
    // Creation checks the URL inside its request's transaction: a silent resolver must not hold it for long.
    const silent = (() => {}) as unknown as LookupFunction;
    const started = Date.now();
    const problem = await urlProblem('https://hooks.silent.example/x', false, silent);
    expect(problem).toBe("host 'hooks.silent.example' does not resolve (ETIMEOUT)");
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOOKUP_TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(LOOKUP_TIMEOUT_MS * 3);
  }, 30_000);
});
