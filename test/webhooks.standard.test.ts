// Standard Webhooks headers (webhook-id, webhook-timestamp, webhook-signature) on every attempt, beside the spec's
// X-Service-* ones: test sends, replays, scheduled deliveries and retries, across a secret rotation and with a secret
// of the earlier base64url format, each checked against a real HTTPS receiver by the `standardwebhooks` and `svix`
// verifiers, by the spec's own check (ours and Stripe's) and by the verification snippets of docs/webhooks.md.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import nodePath from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import Stripe from 'stripe';
import { Webhook as SvixWebhook } from 'svix';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/domain/events/outbox.js';
import { verifySignature } from '../src/domain/webhooks/signature.js';
import { generateSigningSecret, sealSigningSecret } from '../src/domain/webhooks/signingSecrets.js';
import { standardSignature, standardWebhookHeaders, standardWebhooksKey } from '../src/domain/webhooks/standardSignature.js';
import { seedTenant, type Tenant } from './support/seed.js';
import {
  eventually,
  makeCertificate,
  startReceiver,
  startWebhookServer,
  testSettings,
  type Certificate,
  type ReceivedRequest,
  type Receiver,
  type WebhookTestServer,
} from './support/webhooks.js';

const stripe = new Stripe('sk_test_not_used_for_network');
const ONE_SIGNATURE = /^v1,[A-Za-z0-9+/]{43}=$/;
const TWO_SIGNATURES = /^v1,[A-Za-z0-9+/]{43}= v1,[A-Za-z0-9+/]{43}=$/;

/** The three Standard Webhooks headers of a received request, under the names we send. */
const standardHeaders = (req: ReceivedRequest) => ({
  'webhook-id': req.headers['webhook-id']!,
  'webhook-timestamp': req.headers['webhook-timestamp']!,
  'webhook-signature': req.headers['webhook-signature']!,
});

/** True when `verify` returns without throwing. */
const accepts = (verify: () => unknown) => {
  try {
    verify();
    return true;
  } catch {
    return false;
  }
};

/** Both libraries' verdicts on one request, given a secret as a receiver would hold it. */
const libraryVerdicts = (body: string, headers: Record<string, string>, secret: string) => ({
  standardwebhooks: accepts(() => new StandardWebhook(secret).verify(body, headers)),
  // svix reads `svix-*` or, failing those, the unbranded `webhook-*` names: ours are passed as received.
  svix: accepts(() => new SvixWebhook(secret).verify(body, headers)),
});

/** The spec's own check: our verifier and Stripe's, on X-Service-Signature with the whole secret string. */
function expectSpecSignature(req: ReceivedRequest, secret: string) {
  const header = req.headers['x-service-signature']!;
  expect(verifySignature(header, req.body, secret)).toBeNull();
  expect(() => stripe.webhooks.constructEvent(req.body, header, secret)).not.toThrow();
}

/**
 * Everything a receiver holding `secret` sees on one request: the spec headers unchanged, the Standard Webhooks
 * headers agreeing with them, and every verifier accepting it (the spec's with `specSecret`, the secret string as
 * issued). Returns the parsed body.
 */
function expectVerified(req: ReceivedRequest, secret: string, signatures: RegExp = ONE_SIGNATURE, specSecret = secret) {
  expect(req.headers['x-service-signature']).toMatch(signatures === ONE_SIGNATURE ? /^t=\d+,v1=[0-9a-f]{64}$/ : /^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
  expect(req.headers['webhook-id']).toMatch(/^del_/);
  expect(req.headers['webhook-id']).toBe(req.headers['x-service-delivery']);
  expect(req.headers['webhook-timestamp']).toBe(/^t=(\d+),/.exec(req.headers['x-service-signature']!)![1]);
  expect(req.headers['webhook-signature']).toMatch(signatures);
  const parsed = new StandardWebhook(secret).verify(req.body, req.headers) as { delivery_id: string; event: string };
  expect(parsed.delivery_id).toBe(req.headers['webhook-id']);
  expect(parsed.event).toBe(req.headers['x-service-event']);
  expect(() => new SvixWebhook(secret).verify(req.body, req.headers)).not.toThrow();
  expect(libraryVerdicts(req.body, standardHeaders(req), secret)).toEqual({ standardwebhooks: true, svix: true });
  expectSpecSignature(req, specSecret);
  return parsed;
}

describe('Standard Webhooks headers', () => {
  let cert: Certificate;
  let t: WebhookTestServer;
  let receiver: Receiver;
  let tenant: Tenant;
  let path = '/';
  let pathCounter = 0;

  beforeAll(async () => {
    cert = makeCertificate();
    t = await startWebhookServer(testSettings(cert));
    receiver = await startReceiver(cert);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });
  beforeEach(async () => {
    tenant = await seedTenant(t.knex);
    pathCounter += 1;
    path = `/standard/${pathCounter}`;
    receiver.behave(() => ({ status: 200, body: 'ok' }));
  });

  const createEndpoint = async (events: string[] = ['run.started']) => {
    const res = await t.client(tenant.key).POST('/v1/webhooks', { body: { url: `${receiver.url}${path}`, events: events as never } });
    expect(res.response.status).toBe(201);
    return res.data!;
  };
  const sendTest = async (endpointId: string) => {
    const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/test', { params: { path: { id: endpointId } } });
    expect(res.response.status).toBe(200);
    return res.data!;
  };
  const delivery = async (endpointId: string, deliveryId: string) =>
    (await t.client(tenant.key).GET('/v1/webhooks/{id}/deliveries/{delivery_id}', { params: { path: { id: endpointId, delivery_id: deliveryId } } })).data!;
  const received = () => receiver.to(path);

  describe('test sends and replays', () => {
    it('a test send verifies with standardwebhooks, svix, our verifier and Stripe\u2019s, and is logged with its headers', async () => {
      const endpoint = await createEndpoint();
      const sent = await sendTest(endpoint.id);
      expect(sent).toMatchObject({ result: 'ok', status_code: 200 });
      expect(received()).toHaveLength(1);
      const req = received()[0]!;
      const body = expectVerified(req, endpoint.secret);
      expect(body.event).toBe('webhook.test');
      expect(req.headers['webhook-id']).toBe(sent.delivery_id);
      expect(Math.abs(Number(req.headers['webhook-timestamp']) - req.at / 1000)).toBeLessThan(2);
      // The X-Service-* headers are still there, unchanged, and the attempt log keeps all of them as sent.
      const logged = await delivery(endpoint.id, sent.delivery_id);
      expect(logged.attempts[0]!.request!.headers).toEqual({
        'Content-Type': 'application/json',
        'User-Agent': req.headers['user-agent'],
        'X-Service-Event': 'webhook.test',
        'X-Service-Delivery': sent.delivery_id,
        'X-Service-Signature': req.headers['x-service-signature'],
        'webhook-id': sent.delivery_id,
        'webhook-timestamp': req.headers['webhook-timestamp'],
        'webhook-signature': req.headers['webhook-signature'],
      });
    });

    it('a replay keeps webhook-id, signs afresh and verifies with both libraries and the spec check', async () => {
      receiver.behave(() => ({ status: 500 }));
      const endpoint = await createEndpoint();
      const sent = await sendTest(endpoint.id);
      expect(sent.result).toBe('error');
      receiver.behave(() => ({ status: 204 }));
      await new Promise((r) => setTimeout(r, 1_000)); // so the replay's timestamp differs from the test send's
      const res = await t.client(tenant.key).POST('/v1/webhooks/{id}/deliveries/{delivery_id}/replay', {
        params: { path: { id: endpoint.id, delivery_id: sent.delivery_id } },
      });
      expect(res.data).toMatchObject({ delivery_id: sent.delivery_id, result: 'ok', status_code: 204 });
      expect(received()).toHaveLength(2);
      const [first, replayed] = received() as [ReceivedRequest, ReceivedRequest];
      expectVerified(first, endpoint.secret);
      expectVerified(replayed, endpoint.secret);
      expect(replayed.headers['webhook-id']).toBe(sent.delivery_id);
      expect(replayed.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(replayed.body).toBe(first.body);
      expect(Number(replayed.headers['webhook-timestamp'])).toBeGreaterThan(Number(first.headers['webhook-timestamp']));
      expect(replayed.headers['webhook-signature']).not.toBe(first.headers['webhook-signature']);
      const logged = await delivery(endpoint.id, sent.delivery_id);
      expect(logged.attempts.at(-1)).toMatchObject({ trigger: 'replay', result: 'ok' });
      expect(logged.attempts.at(-1)!.request!.headers['webhook-signature']).toBe(replayed.headers['webhook-signature']);
    });
  });

  describe('secret rotation', () => {
    it('carries two space-separated v1 signatures, new secret first, each secret verifying with both libraries', async () => {
      const endpoint = await createEndpoint();
      const rotated = (await t.client(tenant.key).POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id: endpoint.id } } })).data!;
      expect(rotated.secret).not.toBe(endpoint.secret);
      await sendTest(endpoint.id);
      const req = received()[0]!;
      for (const secret of [rotated.secret, endpoint.secret]) expectVerified(req, secret, TWO_SIGNATURES);
      const [newSig, oldSig] = req.headers['webhook-signature']!.split(' ');
      const timestamp = Number(req.headers['webhook-timestamp']);
      expect(newSig).toBe(standardSignature(standardWebhooksKey(rotated.secret), req.headers['webhook-id']!, timestamp, req.body));
      expect(oldSig).toBe(standardSignature(standardWebhooksKey(endpoint.secret), req.headers['webhook-id']!, timestamp, req.body));
      // Either signature alone is enough for its own secret, and only for it.
      const only = (signature: string) => ({ ...standardHeaders(req), 'webhook-signature': signature });
      expect(libraryVerdicts(req.body, only(newSig!), rotated.secret)).toEqual({ standardwebhooks: true, svix: true });
      expect(libraryVerdicts(req.body, only(oldSig!), endpoint.secret)).toEqual({ standardwebhooks: true, svix: true });
      expect(libraryVerdicts(req.body, only(newSig!), endpoint.secret)).toEqual({ standardwebhooks: false, svix: false });
      expect(libraryVerdicts(req.body, only(oldSig!), rotated.secret)).toEqual({ standardwebhooks: false, svix: false });
    });

    it('rejects a tampered body, a wrong secret, another webhook-id and a stale timestamp in both libraries', async () => {
      const endpoint = await createEndpoint();
      const rotated = (await t.client(tenant.key).POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id: endpoint.id } } })).data!;
      await sendTest(endpoint.id);
      const req = received()[0]!;
      const headers = standardHeaders(req);
      const rejected = { standardwebhooks: false, svix: false };
      for (const secret of [rotated.secret, endpoint.secret]) {
        expect(libraryVerdicts(req.body, headers, secret)).toEqual({ standardwebhooks: true, svix: true });
        expect(libraryVerdicts(req.body.replace('webhook.test', 'webhook.tesT'), headers, secret)).toEqual(rejected);
        expect(libraryVerdicts(`${req.body} `, headers, secret)).toEqual(rejected);
        expect(libraryVerdicts(req.body, { ...headers, 'webhook-id': `${headers['webhook-id']}x` }, secret)).toEqual(rejected);
        const stale = String(Number(headers['webhook-timestamp']) - 301);
        expect(libraryVerdicts(req.body, { ...headers, 'webhook-timestamp': stale }, secret)).toEqual(rejected);
      }
      const stranger = generateSigningSecret();
      expect(libraryVerdicts(req.body, headers, stranger)).toEqual(rejected);
      // The spec check agrees: the stranger's secret and the tampered body are refused there too.
      expect(verifySignature(req.headers['x-service-signature']!, req.body, stranger)).toBe('no_matching_signature');
      expect(verifySignature(req.headers['x-service-signature']!, `${req.body} `, rotated.secret)).toBe('no_matching_signature');
    });
  });

  describe('secrets', () => {
    it('issues whsec_ + standard base64 of 24 bytes, which the standardwebhooks decoder accepts', () => {
      for (let i = 0; i < 500; i++) {
        const secret = generateSigningSecret();
        expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
        expect(standardWebhooksKey(secret)).toHaveLength(24);
        const signed = new StandardWebhook(secret).sign('del_x', new Date(1_795_256_400_000), '{}');
        expect(signed).toBe(standardSignature(standardWebhooksKey(secret), 'del_x', 1_795_256_400, '{}'));
      }
    });

    it('still signs with a secret issued in the earlier base64url format, verifiable once -/_ after whsec_ become +//', async () => {
      // `----____` is base64url for fb ef be ff ff ff: a standard decoder refuses those characters.
      const keyBytes = Buffer.concat([Buffer.from([0xfb, 0xef, 0xbe, 0xff, 0xff, 0xff]), crypto.randomBytes(18)]);
      const legacy = `whsec_${keyBytes.toString('base64url')}`;
      expect(legacy).toMatch(/^whsec_----____[A-Za-z0-9_-]{24}$/);
      const endpoint = await createEndpoint();
      await t.knex('webhook_endpoints').where({ id: endpoint.id }).update({ secret_ciphertext: sealSigningSecret(t.secrets, legacy) });
      await sendTest(endpoint.id);
      const req = received()[0]!;
      expect(standardWebhooksKey(legacy).equals(keyBytes)).toBe(true);
      // The spec signature is keyed with the secret string exactly as issued.
      expectSpecSignature(req, legacy);
      expect(() => new StandardWebhook(legacy)).toThrow();
      // The translation applies to the part after the prefix: the `_` of `whsec_` stays.
      const translated = `whsec_${legacy.slice('whsec_'.length).replace(/-/g, '+').replace(/_/g, '/')}`;
      expect(translated).toBe(`whsec_${keyBytes.toString('base64')}`);
      expectVerified(req, translated, ONE_SIGNATURE, legacy);
      // The translated string is for Standard Webhooks libraries only: X-Service-Signature is keyed with the original.
      expect(verifySignature(req.headers['x-service-signature']!, req.body, translated)).toBe('no_matching_signature');
      const naive = legacy.replace(/-/g, '+').replace(/_/g, '/');
      expect(libraryVerdicts(req.body, standardHeaders(req), naive)).toEqual({ standardwebhooks: false, svix: false });
      expect(req.headers['webhook-signature']).toBe(standardSignature(keyBytes, req.headers['webhook-id']!, Number(req.headers['webhook-timestamp']), req.body));
    });
  });

  describe('the verification snippets of docs/webhooks.md', () => {
    const guide = () => fs.readFileSync(new URL('../docs/webhooks.md', import.meta.url), 'utf8');
    const snippet = (marker: string, lang: string) => {
      const found = new RegExp(`<!-- ${marker}[^>]*-->\\s*\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(guide());
      expect(found, `${marker} in docs/webhooks.md`).not.toBeNull();
      return found![1]!;
    };

    it('the node:crypto TypeScript snippet accepts a rotated delivery for either secret, refuses altered ones', async () => {
      const file = nodePath.join(cert.dir, 'standard-verify-snippet.ts');
      fs.writeFileSync(file, snippet('standard-webhooks-node-snippet', 'ts'));
      const { verifyStandardWebhook } = (await import(pathToFileURL(file).href)) as {
        verifyStandardWebhook: (raw: Buffer | string, headers: Record<string, string | string[] | undefined>, secret: string, now?: number) => boolean;
      };
      const endpoint = await createEndpoint();
      const rotated = (await t.client(tenant.key).POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id: endpoint.id } } })).data!;
      await sendTest(endpoint.id);
      const req = received()[0]!;
      const t0 = Number(req.headers['webhook-timestamp']);
      for (const secret of [rotated.secret, endpoint.secret]) {
        expect(verifyStandardWebhook(Buffer.from(req.body), req.headers, secret)).toBe(true);
        expect(verifyStandardWebhook(req.body, req.headers, secret, t0 + 300)).toBe(true);
        expect(verifyStandardWebhook(req.body, req.headers, secret, t0 - 300)).toBe(true);
        expect(verifyStandardWebhook(req.body, req.headers, secret, t0 + 301)).toBe(false);
        expect(verifyStandardWebhook(req.body.replace('webhook.test', 'webhook.tesT'), req.headers, secret)).toBe(false);
        expect(verifyStandardWebhook(req.body, { ...req.headers, 'webhook-id': 'del_other' }, secret)).toBe(false);
      }
      expect(verifyStandardWebhook(req.body, req.headers, generateSigningSecret())).toBe(false);
      expect(verifyStandardWebhook(req.body, { ...req.headers, 'webhook-signature': undefined }, rotated.secret)).toBe(false);
      expect(verifyStandardWebhook(req.body, { ...req.headers, 'webhook-timestamp': 'soon' }, rotated.secret)).toBe(false);
      // An old base64url secret works as is with the hand-written check.
      const keyBytes = Buffer.concat([Buffer.from([0xfb, 0xef, 0xbe, 0xff, 0xff, 0xff]), crypto.randomBytes(18)]);
      const legacy = `whsec_${keyBytes.toString('base64url')}`;
      const headers = standardWebhookHeaders([legacy], 'del_legacy', t0, req.body);
      expect(verifyStandardWebhook(req.body, headers, legacy, t0)).toBe(true);
    });

    it('the Python snippet (standard library only) accepts a rotated delivery for either secret, refuses altered ones', async () => {
      const endpoint = await createEndpoint();
      const rotated = (await t.client(tenant.key).POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id: endpoint.id } } })).data!;
      await sendTest(endpoint.id);
      const req = received()[0]!;
      const t0 = Number(req.headers['webhook-timestamp']);
      const keyBytes = Buffer.concat([Buffer.from([0xfb, 0xef, 0xbe, 0xff, 0xff, 0xff]), crypto.randomBytes(18)]);
      const legacy = `whsec_${keyBytes.toString('base64url')}`;
      const legacyHeaders = standardWebhookHeaders([legacy], 'del_legacy', t0, req.body);
      const cases = [
        { body: req.body, headers: req.headers, secret: rotated.secret, now: null, want: true },
        { body: req.body, headers: req.headers, secret: endpoint.secret, now: null, want: true },
        { body: req.body, headers: req.headers, secret: endpoint.secret, now: t0 + 300, want: true },
        { body: req.body, headers: req.headers, secret: endpoint.secret, now: t0 - 301, want: false },
        { body: `${req.body} `, headers: req.headers, secret: rotated.secret, now: null, want: false },
        { body: req.body, headers: { ...req.headers, 'webhook-id': 'del_other' }, secret: rotated.secret, now: null, want: false },
        { body: req.body, headers: { ...req.headers, 'webhook-timestamp': 'soon' }, secret: rotated.secret, now: null, want: false },
        { body: req.body, headers: { ...req.headers, 'webhook-signature': '' }, secret: rotated.secret, now: null, want: false },
        { body: req.body, headers: req.headers, secret: generateSigningSecret(), now: null, want: false },
        { body: req.body, headers: legacyHeaders, secret: legacy, now: t0, want: true },
      ];
      const file = nodePath.join(cert.dir, 'standard_verify_snippet.py');
      fs.writeFileSync(
        file,
        `${snippet('standard-webhooks-python-snippet', 'python')}
import json as _json, sys as _sys
_verdicts = []
for _case in _json.load(_sys.stdin):
    _verdicts.append(verify_standard_webhook(_case["body"].encode(), _case["headers"], _case["secret"], _case["now"]))
print(_json.dumps(_verdicts))
`,
      );
      const out = execFileSync('python3', [file], { input: JSON.stringify(cases), encoding: 'utf8' });
      expect(JSON.parse(out)).toEqual(cases.map((c) => c.want));
    });
  });

  describe('scheduled deliveries', () => {
    it('a delivery fanned out from an event, retried once, verifies with both libraries at every attempt', async () => {
      receiver.behave((req) => ({ status: receiver.to(req.path).length === 1 ? 500 : 200 }));
      const endpoint = await createEndpoint(['run.started']);
      await t.knex.transaction((trx: Knex.Transaction) => recordEvent(trx, tenant.customerId, 'run.started', { run_id: 'run_std', flow_id: 'flw_std', trigger: 'manual' }));
      await t.startWorker();
      await receiver.waitFor(() => received().length === 2, 15_000);
      const [first, retried] = received() as [ReceivedRequest, ReceivedRequest];
      for (const req of [first, retried]) {
        const body = expectVerified(req, endpoint.secret) as unknown as { event: string; data: { run_id: string } };
        expect(body.event).toBe('run.started');
        expect(body.data.run_id).toBe('run_std');
      }
      expect(retried.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(retried.body).toBe(first.body);
      const deliveryId = first.headers['webhook-id']!;
      const logged = await eventually(async () => {
        const d = await delivery(endpoint.id, deliveryId);
        return d.status === 'succeeded' ? d : undefined;
      }, 10_000, `delivery ${deliveryId} succeeded`);
      expect(logged.attempts.map((a) => a.request!.headers['webhook-signature'])).toEqual([first.headers['webhook-signature'], retried.headers['webhook-signature']]);
    });
  });

  describe('the signing function', () => {
    // A fixed vector: 24 key bytes 0x00…0x17 (whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX), a delivery id, a timestamp and
    // a body. The expected value is HMAC-SHA256 computed here with node:crypto over the bytes of the signed string,
    // pinned as a literal too (computed separately with Python's hmac), so a change on either side shows.
    const key = Buffer.from(Array.from({ length: 24 }, (_, i) => i));
    const secret = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX';
    const id = 'del_01jd4e8g9h0j1k2m3n4p5q6r7s';
    const timestamp = 1_795_256_400;
    const body = '{"event":"webhook.test","delivery_id":"del_01jd4e8g9h0j1k2m3n4p5q6r7s","data":{"note":"caf\u00e9 \u2713"}}';
    const PINNED = 'v1,mhV4rXkxPzddfrjSNOe4L8MhvLQdH6mnHKwbecA7EG0=';

    it('signs "<id>.<timestamp>.<body>" with the key bytes and encodes v1,<base64>', () => {
      expect(key.toString('base64')).toBe(secret.slice('whsec_'.length));
      const signed = Buffer.concat([Buffer.from(id, 'ascii'), Buffer.from('.'), Buffer.from(String(timestamp)), Buffer.from('.'), Buffer.from(body, 'utf8')]);
      const expected = `v1,${crypto.createHmac('sha256', key).update(signed).digest().toString('base64')}`;
      expect(expected).toBe(PINNED);
      expect(standardSignature(key, id, timestamp, body)).toBe(expected);
      expect(standardSignature(key, id, timestamp, Buffer.from(body, 'utf8'))).toBe(expected);
      expect(standardWebhooksKey(secret).equals(key)).toBe(true);
      // The same key written in base64url (as secrets issued before were) gives the same key bytes.
      expect(standardWebhooksKey(`whsec_${key.toString('base64url')}`).equals(key)).toBe(true);
      expect(new StandardWebhook(secret).sign(id, new Date(timestamp * 1000), body)).toBe(expected);
    });

    it('builds the three headers, one signature per secret, current first, space-separated', () => {
      const other = `whsec_${Buffer.alloc(24, 0xab).toString('base64')}`;
      expect(standardWebhookHeaders([secret], id, timestamp, body)).toEqual({ 'webhook-id': id, 'webhook-timestamp': '1795256400', 'webhook-signature': PINNED });
      const both = standardWebhookHeaders([other, secret], id, timestamp, body);
      expect(both['webhook-signature']).toBe(`${standardSignature(standardWebhooksKey(other), id, timestamp, body)} ${PINNED}`);
      expect(() => standardWebhooksKey('whsec_')).toThrow();
    });
  });
});
