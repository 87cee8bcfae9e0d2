// API keys in the console: a signed-in user creates keys for themselves with scopes their role holds (the secret
// answered once), lists them (owners and admins every key of the customer, others their own; newest first, in cursor
// pages), and revokes them (a key they may not manage is not found, a key of a user ranked above them is 403); a
// revoked key is refused at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKey, seedTenant, type Tenant } from './support/seed.js';
import { startTestServer, type TestServer } from './support/server.js';
import { consoleRequest, seedUser, signInAs } from './support/console.js';
import { expectError } from './support/expectError.js';
import type { components } from '../generated/openapi.js';

/** A key as listed, or as created (with its secret). */
type ApiKey = components['schemas']['ApiKey'] & { key?: string };
type KeyList = components['schemas']['ApiKeyList'];

let t: TestServer;
let tenant: Tenant;
let ownerSession: string;
let member: { id: string; email: string };
let memberSession: string;
let viewerSession: string;
let adminSession: string;

beforeAll(async () => {
  t = await startTestServer();
  tenant = await seedTenant(t.knex);
  ownerSession = await signInAs(t, tenant.userId);
  member = await seedUser(t, tenant.customerId, 'member');
  memberSession = await signInAs(t, member.id);
  viewerSession = await signInAs(t, (await seedUser(t, tenant.customerId, 'viewer')).id);
  adminSession = await signInAs(t, (await seedUser(t, tenant.customerId, 'admin')).id);
});
afterAll(() => t?.close());

function create(session: string, body: unknown) {
  return consoleRequest(t, session, '/console/v1/api-keys', { method: 'POST', body });
}

describe('creating a key', () => {
  it('answers the secret once; the key works with the API and belongs to the signed-in user', async () => {
    const res = await create(memberSession, { name: 'Nightly export', scopes: ['flows:read', 'runs:read'], expires_in_days: 90 });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const key = (await res.json()) as ApiKey;
    expect(key.key).toMatch(/^svc_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.key!.slice(0, 8));
    expect(key).toMatchObject({ name: 'Nightly export', scopes: ['flows:read', 'runs:read'], user_id: member.id, user_email: member.email, revoked_at: null, last_used_at: null });
    const days = (Date.parse(key.expires_at!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);
    expect((await t.request('/v1/flows', { key: key.key })).status).toBe(200);
    expect((await t.request('/v1/connectors', { key: key.key })).status).toBe(403);
    const list = (await (await consoleRequest(t, memberSession, '/console/v1/api-keys')).json()) as KeyList;
    const listed = list.data.find((k) => k.id === key.id)!;
    expect(listed).toBeDefined();
    expect(listed).not.toHaveProperty('key');
    expect(JSON.stringify(list)).not.toContain(key.key);
    expect(listed.last_used_at).not.toBeNull();
  });

  it('a key without expires_in_days never expires', async () => {
    const key = (await (await create(ownerSession, { scopes: ['data:read'] })).json()) as ApiKey;
    expect(key.expires_at).toBeNull();
    expect(key.name).toBeNull();
  });

  it('refuses scopes the role does not hold with 403 naming them', async () => {
    await expectError(await create(viewerSession, { scopes: ['flows:read', 'flows:write'] }), 403, 'forbidden', 'your role (viewer) does not hold the scope flows:write, so a key of yours cannot either');
    await expectError(await create(memberSession, { scopes: ['connectors:write', 'webhooks:write'] }), 403, 'forbidden', /scopes connectors:write, webhooks:write/);
  });

  it('refuses an expiry other than 30, 90 or 365 days and an empty scope list with 422', async () => {
    expect((await create(ownerSession, { scopes: ['flows:read'], expires_in_days: 45 })).status).toBe(422);
    expect((await create(ownerSession, { scopes: [] })).status).toBe(422);
    expect((await create(ownerSession, { scopes: ['flows:admin'] })).status).toBe(422);
  });
});

describe('listing keys', () => {
  it('an owner sees every key of the customer, newest first, with the user\u2019s email', async () => {
    const mine = await seedKey(t.knex, tenant, ['flows:read']);
    const list = (await (await consoleRequest(t, ownerSession, '/console/v1/api-keys?limit=100')).json()) as KeyList;
    expect(list.data[0]!.id).toBe(mine.keyId);
    const owners = new Set(list.data.map((k) => k.user_id));
    expect(owners.has(member.id)).toBe(true);
    expect(owners.has(tenant.userId)).toBe(true);
    const created = list.data.map((k) => k.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('a member sees only their own keys', async () => {
    const list = (await (await consoleRequest(t, memberSession, '/console/v1/api-keys')).json()) as KeyList;
    expect(list.data.length).toBeGreaterThan(0);
    expect(new Set(list.data.map((k) => k.user_id))).toEqual(new Set([member.id]));
    expect(list.meta.total).toBe(list.data.length);
  });

  it('pages with cursors, and a member\u2019s cursor does not continue an owner\u2019s list', async () => {
    for (let i = 0; i < 3; i++) await seedKey(t.knex, tenant, ['runs:read']);
    const first = (await (await consoleRequest(t, ownerSession, '/console/v1/api-keys?limit=2')).json()) as KeyList;
    expect(first.data).toHaveLength(2);
    expect(first.meta.has_more).toBe(true);
    const second = (await (await consoleRequest(t, ownerSession, `/console/v1/api-keys?limit=2&cursor=${encodeURIComponent(first.meta.next_cursor!)}`)).json()) as KeyList;
    expect(second.data.map((k) => k.id)).not.toContain(first.data[0]!.id);
    expect(second.data[0]!.created_at <= first.data[1]!.created_at).toBe(true);
    const foreign = await consoleRequest(t, memberSession, `/console/v1/api-keys?limit=2&cursor=${encodeURIComponent(first.meta.next_cursor!)}`);
    expect(foreign.status).toBe(400);
  });
});

describe('revoking keys', () => {
  it('revoking your own key stops it at once; revoking again keeps the first time', async () => {
    const key = (await (await create(memberSession, { scopes: ['flows:read'] })).json()) as ApiKey;
    const res = await consoleRequest(t, memberSession, `/console/v1/api-keys/${key.id}/revoke`, { method: 'POST' });
    expect(res.status).toBe(200);
    const revoked = (await res.json()) as ApiKey;
    expect(revoked.revoked_at).not.toBeNull();
    expect((await t.request('/v1/flows', { key: key.key })).status).toBe(401);
    const again = (await (await consoleRequest(t, memberSession, `/console/v1/api-keys/${key.id}/revoke`, { method: 'POST' })).json()) as ApiKey;
    expect(again.revoked_at).toBe(revoked.revoked_at);
  });

  it('a member cannot revoke someone else\u2019s key: 404, and the key keeps working', async () => {
    const theirs = await seedKey(t.knex, tenant, ['flows:read']);
    await expectError(await consoleRequest(t, memberSession, `/console/v1/api-keys/${theirs.keyId}/revoke`, { method: 'POST' }), 404, 'not_found', `API key '${theirs.keyId}' does not exist`);
    expect((await t.request('/v1/flows', { key: theirs.key })).status).toBe(200);
  });

  it('an owner revokes a member\u2019s key', async () => {
    const key = (await (await create(memberSession, { scopes: ['flows:read'] })).json()) as ApiKey;
    expect((await consoleRequest(t, ownerSession, `/console/v1/api-keys/${key.id}/revoke`, { method: 'POST' })).status).toBe(200);
    expect((await t.request('/v1/flows', { key: key.key })).status).toBe(401);
  });

  it('an admin cannot revoke an owner\u2019s key: 403 naming the owner, and the key keeps working', async () => {
    const ownersKey = await seedKey(t.knex, tenant, ['flows:read']);
    const owner = (await t.knex('users').where({ id: tenant.userId }).first('email')) as { email: string };
    await expectError(
      await consoleRequest(t, adminSession, `/console/v1/api-keys/${ownersKey.keyId}/revoke`, { method: 'POST' }),
      403,
      'forbidden',
      `you cannot revoke API key '${ownersKey.keyId}' of ${owner.email}, who is owner, a role above your own (admin)`,
    );
    expect((await t.request('/v1/flows', { key: ownersKey.key })).status).toBe(200);
    expect(await t.knex('api_keys').where({ id: ownersKey.keyId }).first('revoked_at')).toEqual({ revoked_at: null });
  });

  it('an admin revokes the keys of another admin and of a member; an owner those of an admin', async () => {
    const otherAdmin = await seedUser(t, tenant.customerId, 'admin');
    const otherAdminsKey = (await (await create(await signInAs(t, otherAdmin.id), { scopes: ['flows:read'] })).json()) as ApiKey;
    const membersKey = (await (await create(memberSession, { scopes: ['flows:read'] })).json()) as ApiKey;
    const adminsKey = (await (await create(adminSession, { scopes: ['flows:read'] })).json()) as ApiKey;
    for (const [session, key] of [[adminSession, otherAdminsKey], [adminSession, membersKey], [ownerSession, adminsKey]] as const) {
      const res = await consoleRequest(t, session, `/console/v1/api-keys/${key.id}/revoke`, { method: 'POST' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as ApiKey).revoked_at).not.toBeNull();
      expect((await t.request('/v1/flows', { key: key.key })).status).toBe(401);
    }
  });

  it('another customer\u2019s key is 404 even for an owner', async () => {
    const other = await seedTenant(t.knex);
    expect((await consoleRequest(t, ownerSession, `/console/v1/api-keys/${other.keyId}/revoke`, { method: 'POST' })).status).toBe(404);
    expect((await t.request('/v1/flows', { key: other.key })).status).toBe(200);
  });
});

describe('a key on the console\u2019s API', () => {
  it('is refused: the key operations need a session', async () => {
    await expectError(await t.request('/console/v1/api-keys', { key: tenant.key }), 401, 'unauthorized', /listApiKeys needs a console session/);
    await expectError(
      await t.request('/console/v1/api-keys', { method: 'POST', key: tenant.key, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ scopes: ['flows:read'] }) }),
      401,
      'unauthorized',
      /createApiKey needs a console session/,
    );
  });
});
