// Webhook endpoint management through /v1/webhooks: create (secret shown once, stored sealed), validation, list,
// get, update, delete, rotate-secret, tenancy and scopes.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../src/domain/access/scopes.js';
import { makeCertificate, startWebhookServer, testSettings, type WebhookTestServer } from './support/webhooks.js';
import { seedKey, seedTenant, type Tenant } from './support/seed.js';
import { expectError } from './support/expectError.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (res: Response): Promise<any> => res.json();

describe('webhook endpoints', () => {
  let t: WebhookTestServer;
  let a: Tenant;
  let b: Tenant;
  const url = 'https://127.0.0.1:9/hooks/sluice';

  beforeAll(async () => {
    t = await startWebhookServer(testSettings(makeCertificate()));
    a = await seedTenant(t.knex);
    b = await seedTenant(t.knex);
  });
  afterAll(() => t.close());

  const post = (key: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request('/v1/webhooks', { method: 'POST', key, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const patch = (key: string, id: string, body: unknown) =>
    t.request(`/v1/webhooks/${id}`, { method: 'PATCH', key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const create = async (tenant: Tenant = a, body: Record<string, unknown> = {}) => {
    const res = await t.client(tenant.key).POST('/v1/webhooks', { body: { url, events: ['flow.paused'], ...body } as never });
    expect(res.response.status).toBe(201);
    return res.data!;
  };

  it('creates an endpoint and answers 201 with it and its whsec_ signing secret', async () => {
    const res = await t.client(a.key).POST('/v1/webhooks', { body: { url, events: ['run.failed', 'flow.paused'], description: 'Alerts' } });
    expect(res.response.status).toBe(201);
    expect(res.data).toMatchObject({ url, events: ['run.failed', 'flow.paused'], description: 'Alerts', enabled: true, previous_secret_expires_at: null });
    expect(res.data!.id).toMatch(/^whk_/);
    expect(res.data!.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  });

  it('never returns the secret again: not from get, list or update', async () => {
    const created = await create();
    const got = await t.request(`/v1/webhooks/${created.id}`, { key: a.key });
    const listed = await t.request('/v1/webhooks?limit=500', { key: a.key });
    const updated = await patch(a.key, created.id, { description: 'changed' });
    for (const res of [got, listed, updated]) {
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(created.secret);
      expect(text).not.toContain('"secret"');
    }
  });

  it('stores the secret sealed, not in clear text', async () => {
    const created = await create();
    const row = await t.knex('webhook_endpoints').where({ id: created.id }).first();
    expect(JSON.stringify(row)).not.toContain(created.secret);
    expect(row.secret_ciphertext).toMatch(/^v1\./);
  });

  it('does not log the secret', async () => {
    const created = await create();
    expect(t.logText()).not.toContain(created.secret);
  });

  it('defaults description to null and enabled to true, and honours enabled: false', async () => {
    expect(await create()).toMatchObject({ description: null, enabled: true });
    expect(await create(a, { enabled: false })).toMatchObject({ enabled: false });
  });

  it('refuses an http URL with 422 naming url', async () => {
    await expectError(await post(a.key, { url: 'http://hooks.example.com/x', events: ['flow.paused'] }), 422, 'validation_error', "body field 'url' must use https (got http)");
  });

  it('refuses a URL that is not absolute with 422 naming url', async () => {
    await expectError(await post(a.key, { url: 'hooks.example.com/x', events: ['flow.paused'] }), 422, 'validation_error', "body field 'url' must be an absolute https URL");
  });

  it('refuses credentials in the URL', async () => {
    await expectError(await post(a.key, { url: 'https://user:pw@127.0.0.1/x', events: ['flow.paused'] }), 422, 'validation_error', /body field 'url' must not contain credentials/);
  });

  it('refuses an unknown event with 422 naming events', async () => {
    await expectError(await post(a.key, { url, events: ['flow.exploded'] }), 422, 'validation_error', /body field 'events\.0' must be one of: run\.started/);
  });

  it('refuses to subscribe to webhook.test, which only test sends carry', async () => {
    await expectError(await post(a.key, { url, events: ['webhook.test'] }), 422, 'validation_error', /events\.0/);
  });

  it('refuses an empty event list', async () => {
    await expectError(await post(a.key, { url, events: [] }), 422, 'validation_error', /events/);
  });

  it('refuses an unknown body field', async () => {
    await expectError(await post(a.key, { url, events: ['flow.paused'], secret: 'whsec_mine' }), 422, 'validation_error', "unknown body field 'secret'");
  });

  it('answers 400 when url is missing', async () => {
    await expectError(await post(a.key, { events: ['flow.paused'] }), 400, 'invalid_request', "missing required body field 'url'");
  });

  it('lists the customer\u2019s endpoints newest first, paginated', async () => {
    const tenant = await seedTenant(t.knex);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await create(tenant)).id);
    const first = await t.client(tenant.key).GET('/v1/webhooks', { params: { query: { limit: 2 } } });
    expect(first.data!.data.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    expect(first.data!.meta).toMatchObject({ total: 3, has_more: true });
    const second = await t.client(tenant.key).GET('/v1/webhooks', { params: { query: { limit: 2, cursor: first.data!.meta.next_cursor! } } });
    expect(second.data!.data.map((e) => e.id)).toEqual([ids[0]]);
    expect(second.data!.meta.next_cursor).toBeNull();
  });

  it('updates url, events, description and enabled, keeping what is left out', async () => {
    const created = await create(a, { description: 'before' });
    const res = await patch(a.key, created.id, { url: 'https://127.0.0.1:10/new', events: ['run.failed', 'run.partial'], enabled: false });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ id: created.id, url: 'https://127.0.0.1:10/new', events: ['run.failed', 'run.partial'], enabled: false, description: 'before' });
    expect(Date.parse(body.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
  });

  it('checks a new URL as at creation', async () => {
    const created = await create();
    await expectError(await patch(a.key, created.id, { url: 'http://127.0.0.1/x' }), 422, 'validation_error', /body field 'url' must use https/);
    expect((await t.client(a.key).GET('/v1/webhooks/{id}', { params: { path: { id: created.id } } })).data!.url).toBe(url);
  });

  it('refuses an empty update with 422', async () => {
    const created = await create();
    await expectError(await patch(a.key, created.id, {}), 422, 'validation_error');
  });

  it('deletes an endpoint with its deliveries and answers 204', async () => {
    const created = await create();
    await t.knex('webhook_deliveries').insert({ id: 'del_x' + crypto.randomBytes(4).toString('hex'), customer_id: a.customerId, endpoint_id: created.id, event_type: 'flow.paused', payload: '{}', status: 'pending' });
    const res = await t.request(`/v1/webhooks/${created.id}`, { method: 'DELETE', key: a.key });
    expect(res.status).toBe(204);
    await expectError(await t.request(`/v1/webhooks/${created.id}`, { key: a.key }), 404, 'webhook_not_found', `webhook '${created.id}' does not exist`);
    expect(await t.knex('webhook_deliveries').where({ endpoint_id: created.id }).first()).toBeUndefined();
  });

  it('rotates the secret: a new whsec_ once, the previous one signing for 24 hours', async () => {
    const created = await create();
    const res = await t.client(a.key).POST('/v1/webhooks/{id}/rotate-secret', { params: { path: { id: created.id } } });
    expect(res.response.status).toBe(200);
    expect(res.data!.secret).toMatch(/^whsec_/);
    expect(res.data!.secret).not.toBe(created.secret);
    const overlap = Date.parse(res.data!.previous_secret_expires_at!) - Date.now();
    expect(overlap).toBeGreaterThan(23.9 * 3600_000);
    expect(overlap).toBeLessThanOrEqual(24 * 3600_000);
    const got = await t.client(a.key).GET('/v1/webhooks/{id}', { params: { path: { id: created.id } } });
    expect(got.data!.previous_secret_expires_at).toBe(res.data!.previous_secret_expires_at);
  });

  it('hides another customer\u2019s endpoint behind 404 everywhere', async () => {
    const theirs = await create(b);
    const id = theirs.id;
    const json = { 'Content-Type': 'application/json' };
    for (const [method, path, body] of [
      ['GET', `/v1/webhooks/${id}`, undefined],
      ['PATCH', `/v1/webhooks/${id}`, '{"enabled":false}'],
      ['DELETE', `/v1/webhooks/${id}`, undefined],
      ['POST', `/v1/webhooks/${id}/test`, undefined],
      ['POST', `/v1/webhooks/${id}/rotate-secret`, undefined],
      ['GET', `/v1/webhooks/${id}/deliveries`, undefined],
    ] as const) {
      const res = await t.request(path, { method, key: a.key, ...(body ? { body, headers: json } : {}) });
      await expectError(res, 404, 'webhook_not_found');
    }
    const listed = await t.client(a.key).GET('/v1/webhooks', { params: { query: { limit: 500 } } });
    expect(listed.data!.data.map((e) => e.id)).not.toContain(id);
    expect((await t.client(b.key).GET('/v1/webhooks/{id}', { params: { path: { id } } })).data!.enabled).toBe(true);
  });

  it('answers 404 delivery_not_found for an unknown delivery of an existing endpoint', async () => {
    const created = await create();
    await expectError(await t.request(`/v1/webhooks/${created.id}/deliveries/del_nope`, { key: a.key }), 404, 'delivery_not_found', "delivery 'del_nope' does not exist");
    await expectError(await t.request(`/v1/webhooks/${created.id}/deliveries/del_nope/replay`, { method: 'POST', key: a.key }), 404, 'delivery_not_found');
  });

  it('lets a webhooks:read key read but not write', async () => {
    const created = await create();
    const { key } = await seedKey(t.knex, a, ['webhooks:read']);
    expect((await t.request('/v1/webhooks', { key })).status).toBe(200);
    expect((await t.request(`/v1/webhooks/${created.id}/deliveries`, { key })).status).toBe(200);
    await expectError(await post(key, { url, events: ['flow.paused'] }), 403, 'forbidden', /webhooks:write/);
    await expectError(await t.request(`/v1/webhooks/${created.id}/rotate-secret`, { method: 'POST', key }), 403, 'forbidden', /webhooks:write/);
  });

  it('refuses every webhook operation to a key without a webhooks scope', async () => {
    const { key } = await seedKey(t.knex, a, SCOPES.filter((s) => !s.startsWith('webhooks:')));
    await expectError(await t.request('/v1/webhooks', { key }), 403, 'forbidden', /webhooks:read/);
    await expectError(await post(key, { url, events: ['flow.paused'] }), 403, 'forbidden', /webhooks:write/);
  });

  it('replays a creation sent again with the same Idempotency-Key instead of creating a second endpoint', async () => {
    const tenant = await seedTenant(t.knex);
    const idem = crypto.randomUUID();
    const first = await post(tenant.key, { url, events: ['flow.paused'] }, { 'Idempotency-Key': idem });
    const second = await post(tenant.key, { url, events: ['flow.paused'] }, { 'Idempotency-Key': idem });
    expect(first.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(second)).id).toBe((await json(first)).id);
    expect(await t.knex('webhook_endpoints').where({ customer_id: tenant.customerId }).count<{ n: number }[]>({ n: '*' })).toEqual([{ n: 1 }]);
  });
});
